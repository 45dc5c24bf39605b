module @jit_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.concatenate %arg0, %arg1, %arg2, %arg3, dim = 1 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.exponential %0 : tensor<4x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,8]{2,0,1}"} : (tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
    %4 = mhlo.copy %3 : tensor<4x4x8xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x4x8xf32>) -> tensor<16x8xf32>
    return %5 : tensor<16x8xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<4x32xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    %1 = stablehlo.slice %0 [0:4, 24:32] : (tensor<4x32xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<4x32xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    %1 = stablehlo.slice %0 [0:4, 16:24] : (tensor<4x32xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<4x32xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    %1 = stablehlo.slice %0 [0:4, 8:16] : (tensor<4x32xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<4x32xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    %1 = stablehlo.slice %0 [0:4, 0:8] : (tensor<4x32xf32>) -> tensor<4x8xf32>
    return %1 : tensor<4x8xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
  func.func private @wrapped_tanh_computation(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func @main(%arg0: tensor<4x32xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> tensor<16x8xf32> {
    %0 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %12 = stablehlo.tanh %arg1 : tensor<4x32xf32>
      mhlo.return %12 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<4x32xf32>) -> tensor<16x32xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<16x32xf32>):
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %13 = stablehlo.multiply %arg1, %12 : tensor<16x32xf32>
      mhlo.return %13 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = "stablehlo.reduce_scatter"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %12 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %12 : tensor<f32>
    }) : (tensor<16x32xf32>) -> tensor<4x32xf32>
    %5 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %12 = stablehlo.sine %arg1 : tensor<4x32xf32>
      %13 = stablehlo.slice %12 [0:4, 0:8] : (tensor<4x32xf32>) -> tensor<4x8xf32>
      mhlo.return %13 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x8xf32>
    %6 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %12 = stablehlo.sine %arg1 : tensor<4x32xf32>
      %13 = stablehlo.slice %12 [0:4, 8:16] : (tensor<4x32xf32>) -> tensor<4x8xf32>
      mhlo.return %13 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x8xf32>
    %7 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %12 = stablehlo.sine %arg1 : tensor<4x32xf32>
      %13 = stablehlo.slice %12 [0:4, 16:24] : (tensor<4x32xf32>) -> tensor<4x8xf32>
      mhlo.return %13 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x8xf32>
    %8 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %12 = stablehlo.sine %arg1 : tensor<4x32xf32>
      %13 = stablehlo.slice %12 [0:4, 24:32] : (tensor<4x32xf32>) -> tensor<4x8xf32>
      mhlo.return %13 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x8xf32>
    %9:4 = "mhlo.all_to_all"(%5, %6, %7, %8) <{channel_handle = #mhlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>)
    %10 = "mhlo.fusion"(%9#0, %9#1, %9#2, %9#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x8xf32>, %arg2: tensor<4x8xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<4x8xf32>):
      %12 = stablehlo.concatenate %arg1, %arg2, %arg3, %arg4, dim = 1 : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x32xf32>
      %13 = stablehlo.exponential %12 : tensor<4x32xf32>
      %14 = mhlo.bitcast %13 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<4x4x8xf32>
      %15 = stablehlo.transpose %14, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, xla_shape = "f32[4,4,8]{2,0,1}"} : (tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
      %16 = mhlo.copy %15 : tensor<4x4x8xf32>
      %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x4x8xf32>) -> tensor<16x8xf32>
      mhlo.return %17 : tensor<16x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<16x8xf32>
    %11 = "stablehlo.collective_permute"(%10) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<16x8xf32>) -> tensor<16x8xf32>
    return %11 : tensor<16x8xf32>
  }
}
