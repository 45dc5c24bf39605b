module @jit_body attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<64x8xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<4x32xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %11 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %11 : tensor<f32>
      }) : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %2 = stablehlo.tanh %1 : tensor<4x32xf32>
      %3 = "stablehlo.all_gather"(%2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<4x32xf32>) -> tensor<16x32xf32>
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
      %5 = stablehlo.multiply %3, %4 : tensor<16x32xf32>
      %6 = "stablehlo.reduce_scatter"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %11 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %11 : tensor<f32>
      }) : (tensor<16x32xf32>) -> tensor<4x32xf32>
      %7 = stablehlo.sine %6 : tensor<4x32xf32>
      %8 = "stablehlo.all_to_all"(%7) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<4x32xf32>) -> tensor<16x8xf32>
      %9 = stablehlo.exponential %8 : tensor<16x8xf32>
      %10 = "stablehlo.collective_permute"(%9) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<16x8xf32>) -> tensor<16x8xf32>
      sdy.return %10 : tensor<16x8xf32>
    } : (tensor<16x32xf32>) -> tensor<64x8xf32>
    return %0 : tensor<64x8xf32>
  }
}
