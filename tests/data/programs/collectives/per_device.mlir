module @jit_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body.3_spmd(%arg0: tensor<4x32xf32>) -> tensor<16x8xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.tanh %0 : tensor<4x32xf32>
    %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<4x32xf32>) -> tensor<16x32xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<16x32xf32>
    %5 = "stablehlo.reduce_scatter"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %13 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %13 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<4x32xf32>
    %6 = stablehlo.sine %5 : tensor<4x32xf32>
    %7 = "stablehlo.all_to_all"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,8]{2,0,1}"} : (tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x4x8xf32>) -> tensor<16x8xf32>
    %11 = stablehlo.exponential %10 : tensor<16x8xf32>
    %12 = "stablehlo.collective_permute"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<16x8xf32>) -> tensor<16x8xf32>
    return %12 : tensor<16x8xf32>
  }
  func.func @main(%arg0: tensor<4x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<16x8xf32> {
    %0 = mhlo.copy %arg0 : tensor<4x32xf32>
    %1 = mhlo.copy %0 : tensor<4x32xf32>
    %2 = call @xla.sdy.inlinable_manual_computation_body.3_spmd(%1) : (tensor<4x32xf32>) -> tensor<16x8xf32>
    %3 = mhlo.copy %2 : tensor<16x8xf32>
    %4 = mhlo.copy %3 : tensor<16x8xf32>
    return %4 : tensor<16x8xf32>
  }
}
