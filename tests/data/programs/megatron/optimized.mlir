module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_2 = <["axis_0"=1, "axis_1"=4, "axis_2"=1, "axis_3"=1, "axis_4"=1]>
  sdy.mesh @mesh_1 = <["axis_0"=1, "axis_1"=1, "axis_2"=4]>
  sdy.mesh @mesh = <["axis_0"=1, "axis_1"=4, "axis_2"=1, "axis_3"=1]>
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_17.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<f32>, %arg1: tensor<4x32x128xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x32x128xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.1(%arg0: tensor<96x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<96x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
    return %0 : tensor<96x128xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<128x128xf32>, %arg1: tensor<128x32xf32>) -> tensor<128x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    return %0 : tensor<128x32xf32>
  }
  func.func private @region_15.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.3(%arg0: tensor<f32>, %arg1: tensor<4x32x128xf32>, %arg2: tensor<4x32x128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<4x32x128xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @region_13.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.4(%arg0: tensor<f32>, %arg1: tensor<4x32x128xf32>, %arg2: tensor<4x32x128xf32>) -> tensor<128xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<4x32x128xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<128x96xf32>, %arg1: tensor<96x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x96xf32>, tensor<96x128xf32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<4x32x32xf32>, %arg1: tensor<4x32x32xf32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    return %0 : tensor<4x32x32xf32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.7(%arg0: tensor<f32>, %arg1: tensor<4x1x32x32xf32>, %arg2: tensor<4x1x32x32xf32>, %arg3: tensor<4x1x32xf32>) -> tensor<4x1x32xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<4x1x32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<4x1x32x32xf32>
    %4 = stablehlo.reduce(%3 init: %arg0) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    return %4 : tensor<4x1x32xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<4x32x32xf32>, %arg1: tensor<4x32x32xf32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    return %0 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<128x128xf32>, %arg1: tensor<128x32xf32>) -> tensor<128x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    return %0 : tensor<128x32xf32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.10(%arg0: tensor<4x32x128xf32>, %arg1: tensor<f32>) -> tensor<4x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.11(%arg0: tensor<4x32x128xf32>, %arg1: tensor<f32>) -> tensor<4x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.12(%arg0: tensor<f32>, %arg1: tensor<4x32x128xf32>, %arg2: tensor<4x32x128xf32>) -> tensor<4x32x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<4x32x128xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    return %2 : tensor<4x32x1xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<128x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<128x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<64x128xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<128x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<128x128xf32>, %arg1: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.17(%arg0: tensor<f32>, %arg1: tensor<4x32x128xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x32x128xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.18(%arg0: tensor<4x32x128xf32>, %arg1: tensor<f32>) -> tensor<4x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<128x32xf32>, %arg1: tensor<32x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    return %0 : tensor<128x128xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<4x32x32xf32>, %arg1: tensor<4x32x32xf32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    return %0 : tensor<4x32x32xf32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.21(%arg0: tensor<4x1x32x32xf32>, %arg1: tensor<f32>) -> tensor<4x1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    return %0 : tensor<4x1x32xf32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.22(%arg0: tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x1x32x32xf32>
    %4 = stablehlo.exponential %3 : tensor<4x1x32x32xf32>
    return %4 : tensor<4x1x32x32xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<4x32x32xf32>, %arg1: tensor<4x32x32xf32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    return %0 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<96x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<96x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
    return %0 : tensor<96x128xf32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.25(%arg0: tensor<f32>, %arg1: tensor<4x32x128xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<4x32x128xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.26(%arg0: tensor<4x32x128xf32>, %arg1: tensor<f32>) -> tensor<4x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<128x3x1x32xf32>, %arg1: tensor<96x128xf32>) -> tensor<128x3x1x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<96x128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<96x128xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,128]{3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x128xf32>
    %3 = mhlo.copy %2 : tensor<3x1x32x128xf32>
    %4 = stablehlo.transpose %3, dims = [3, 0, 1, 2] {result_layout = dense<[0, 3, 2, 1]> : tensor<4xindex>, xla_shape = "f32[128,3,1,32]{0,3,2,1}"} : (tensor<3x1x32x128xf32>) -> tensor<128x3x1x32xf32>
    %5 = mhlo.copy %4 : tensor<128x3x1x32xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<128x3x1x32xf32>
    return %6 : tensor<128x3x1x32xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<128xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32x128xf32>, %arg3: tensor<4x32xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<4x32x128xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x32x128xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x32x128xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
    return %8 : tensor<128x128xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<3x4x1x32x32xf32>, %arg1: tensor<3x4x1x32x32xf32>, %arg2: tensor<3x4x1x32x32xf32>) -> tensor<96x128xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<3x4x1x32x32xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<3x4x1x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[3,1,32,4,32]{2,4,1,3,0}"} : (tensor<3x4x1x32x32xf32>) -> tensor<3x1x32x4x32xf32>
    %3 = mhlo.copy %2 : tensor<3x1x32x4x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<3x1x32x4x32xf32>) -> tensor<96x128xf32>
    return %4 : tensor<96x128xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<1x32x128xf32>, %arg1: tensor<128x32xf32>) -> tensor<1x32x128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[128,1,32]{2,0,1}"} : (tensor<128x32xf32>) -> tensor<128x1x32xf32>
    %3 = mhlo.copy %2 : tensor<128x1x32xf32>
    %4 = stablehlo.transpose %3, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,32,128]{1,0,2}"} : (tensor<128x1x32xf32>) -> tensor<1x32x128xf32>
    %5 = mhlo.copy %4 : tensor<1x32x128xf32>
    %6 = stablehlo.subtract %arg0, %5 : tensor<1x32x128xf32>
    return %6 : tensor<1x32x128xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32x1xf32>, %arg3: tensor<4x32x1xf32>, %arg4: tensor<4x32x128xf32>, %arg5: tensor<4x32x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<4x32x1xf32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<4x32x128xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.multiply %arg4, %2 : tensor<4x32x128xf32>
    %4 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x32x128xf32>
    %7 = stablehlo.add %1, %6 : tensor<4x32x128xf32>
    %cst_0 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %9 = stablehlo.multiply %arg9, %8 : tensor<4x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %11 = stablehlo.subtract %arg8, %10 : tensor<4x32x128xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %13 = stablehlo.multiply %arg3, %12 : tensor<4x32x1xf32>
    %14 = stablehlo.multiply %arg2, %13 : tensor<4x32x1xf32>
    %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<4x32x1xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %19 = stablehlo.multiply %11, %18 : tensor<4x32x128xf32>
    %20 = stablehlo.add %7, %19 : tensor<4x32x128xf32>
    %21 = stablehlo.negate %arg1 : tensor<4x32xf32>
    %22 = stablehlo.negate %arg0 : tensor<4x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x32xf32>
    %24 = stablehlo.multiply %23, %8 : tensor<4x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %26 = stablehlo.add %20, %25 : tensor<4x32x128xf32>
    %27 = stablehlo.transpose %26, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,4,32]{0,2,1}"} : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %28 = mhlo.copy %27 : tensor<128x4x32xf32>
    %29 = mhlo.bitcast %28 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x4x32xf32>) -> tensor<128x128xf32>
    return %29 : tensor<128x128xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<64x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x128xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64x128xf32>
    return %2 : tensor<64x128xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<4x32x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32x128xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,4,32]{0,2,1}"} : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %3 = mhlo.copy %2 : tensor<128x4x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x4x32xf32>) -> tensor<128x128xf32>
    return %4 : tensor<128x128xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<128x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<128x64xf32>
    return %2 : tensor<128x64xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<4x32x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<128x64xf32>) -> tensor<64x128xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x32x64xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<4x32x64xf32>
    %6 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %7 = stablehlo.multiply %6, %0 : tensor<4x32x64xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<4x32x64xf32>
    %9 = stablehlo.subtract %1, %arg0 : tensor<4x32x64xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<4x32x64xf32>
    %11 = stablehlo.multiply %10, %arg0 : tensor<4x32x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x32x64xf32>
    %15 = stablehlo.add %5, %14 : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.0356774069> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x32x64xf32>
    %18 = stablehlo.multiply %6, %6 : tensor<4x32x64xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<4x32x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<4x32x64xf32>
    %22 = stablehlo.add %15, %21 : tensor<4x32x64xf32>
    %23 = stablehlo.transpose %22, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,32]{0,2,1}"} : (tensor<4x32x64xf32>) -> tensor<64x4x32xf32>
    %24 = mhlo.copy %23 : tensor<64x4x32xf32>
    %25 = mhlo.bitcast %24 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    return %25 : tensor<64x128xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<3x4x1x32x32xf32>, %arg1: tensor<3x4x1x32x32xf32>, %arg2: tensor<3x4x1x32x32xf32>) -> tensor<128x96xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<3x4x1x32x32xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<3x4x1x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "f32[4,32,3,1,32]{4,1,3,0,2}"} : (tensor<3x4x1x32x32xf32>) -> tensor<4x32x3x1x32xf32>
    %3 = mhlo.copy %2 : tensor<4x32x3x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<4x32x3x1x32xf32>) -> tensor<128x96xf32>
    return %4 : tensor<128x96xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<4x32x32xf32>) -> tensor<3x4x1x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,1,32,32]{4,3,1,2,0}"} : (tensor<4x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %1 = mhlo.copy %0 : tensor<1x4x1x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %1, %cst, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
    return %2 : tensor<3x4x1x32x32xf32>
  }
  func.func private @fused_computation.40(%arg0: tensor<4x32x32xf32>) -> tensor<3x4x1x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,1,32,32]{4,3,1,2,0}"} : (tensor<4x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %1 = mhlo.copy %0 : tensor<1x4x1x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.pad %1, %cst, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
    return %2 : tensor<3x4x1x32x32xf32>
  }
  func.func private @fused_computation.41(%arg0: tensor<4x1x32x32xf32>, %arg1: tensor<4x1x32xf32>, %arg2: tensor<4x32x32xf32>, %arg3: tensor<4x1x32xf32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x1x32x32xi1>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    %5 = mhlo.copy %4 : tensor<4x1x32x32xf32>
    %6 = mhlo.bitcast %arg3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
    %8 = stablehlo.divide %5, %7 : tensor<4x1x32x32xf32>
    %9 = stablehlo.negate %arg1 : tensor<4x1x32xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<4x1x32x32xf32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<4x1x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %15 = stablehlo.select %3, %13, %14 : tensor<4x1x32x32xi1>, tensor<4x1x32x32xf32>
    %cst_0 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<4x1x32x32xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x1x32x32xf32>) -> tensor<4x32x32xf32>
    return %18 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.42(%arg0: tensor<4x1x32xf32>) -> tensor<4x1x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x32xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<4x1x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x1x32xf32>
    return %2 : tensor<4x1x32xf32>
  }
  func.func private @fused_computation.43(%arg0: tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    %1 = mhlo.copy %0 : tensor<4x1x32x32xf32>
    return %1 : tensor<4x1x32x32xf32>
  }
  func.func private @fused_computation.44(%arg0: tensor<4x32x32xf32>) -> tensor<3x4x1x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    %1 = mhlo.copy %0 : tensor<4x1x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[4,1,32,32]{2,3,1,0}"} : (tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %3 = mhlo.copy %2 : tensor<4x1x32x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.pad %4, %cst, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
    return %5 : tensor<3x4x1x32x32xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<1x32x128xf32>) -> tensor<128x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
    %1 = mhlo.copy %0 : tensor<128x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
    return %2 : tensor<128x32xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32x1xf32>, %arg3: tensor<4x32x1xf32>, %arg4: tensor<4x32x128xf32>, %arg5: tensor<4x32x128xf32>, %arg6: tensor<128xf32>, %arg7: tensor<4x32x1xf32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1 = stablehlo.multiply %arg5, %0 : tensor<4x32x128xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.multiply %arg4, %2 : tensor<4x32x128xf32>
    %4 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x32x128xf32>
    %7 = stablehlo.add %1, %6 : tensor<4x32x128xf32>
    %cst_0 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %9 = stablehlo.multiply %arg9, %8 : tensor<4x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %11 = stablehlo.subtract %arg8, %10 : tensor<4x32x128xf32>
    %cst_1 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %13 = stablehlo.multiply %arg3, %12 : tensor<4x32x1xf32>
    %14 = stablehlo.multiply %arg2, %13 : tensor<4x32x1xf32>
    %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<4x32x1xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %19 = stablehlo.multiply %11, %18 : tensor<4x32x128xf32>
    %20 = stablehlo.add %7, %19 : tensor<4x32x128xf32>
    %21 = stablehlo.negate %arg1 : tensor<4x32xf32>
    %22 = stablehlo.negate %arg0 : tensor<4x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<4x32xf32>
    %24 = stablehlo.multiply %23, %8 : tensor<4x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %26 = stablehlo.add %20, %25 : tensor<4x32x128xf32>
    %27 = mhlo.bitcast %26 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
    return %27 : tensor<128x128xf32>
  }
  func.func private @fused_computation.47(%arg0: tensor<4x32x1xf32>, %arg1: tensor<4x32x1xf32>, %arg2: tensor<4x32x128xf32>, %arg3: tensor<4x32xf32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<4x32x128xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<4x32x1xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x32x1xf32>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x32x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %11 = stablehlo.multiply %3, %10 : tensor<4x32x128xf32>
    return %11 : tensor<4x32x128xf32>
  }
  func.func private @fused_computation.48(%arg0: tensor<4x32x1xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32x1xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,32,1]{1,0,2}"} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %5 = mhlo.copy %4 : tensor<4x32x1xf32>
    %6 = stablehlo.divide %arg0, %5 : tensor<4x32x1xf32>
    return %6 : tensor<4x32x1xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<4x32x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<4x32x1xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32x128xf32>
    %2 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<4x32x128xf32>
    return %4 : tensor<4x32x128xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<4x32x128xf32>, %arg1: tensor<128xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32x128xf32>
    return %1 : tensor<4x32x128xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<4x32x64xf32>, %arg1: tensor<128x64xf32>, %arg2: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x32x64xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<4x32x64xf32>
    %6 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %7 = stablehlo.multiply %6, %0 : tensor<4x32x64xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<4x32x64xf32>
    %9 = stablehlo.subtract %1, %arg0 : tensor<4x32x64xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<4x32x64xf32>
    %11 = stablehlo.multiply %10, %arg0 : tensor<4x32x64xf32>
    %12 = stablehlo.add %10, %11 : tensor<4x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<4x32x64xf32>
    %15 = stablehlo.add %5, %14 : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.0356774069> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x32x64xf32>
    %18 = stablehlo.multiply %6, %6 : tensor<4x32x64xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<4x32x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<4x32x64xf32>
    %22 = stablehlo.add %15, %21 : tensor<4x32x64xf32>
    %23 = mhlo.bitcast %22 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x64xf32>) -> tensor<128x64xf32>
    return %23 : tensor<128x64xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<4x32x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32x128xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
    return %2 : tensor<128x128xf32>
  }
  func.func private @fused_computation.53(%arg0: tensor<4x32x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x32x64xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<4x32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x64xf32>) -> tensor<128x64xf32>
    return %6 : tensor<128x64xf32>
  }
  func.func private @fused_computation.54(%arg0: tensor<128x64xf32>) -> tensor<4x32x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<4x32x64xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<4x32x64xf32>
    %5 = stablehlo.add %0, %4 : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x32x64xf32>
    %8 = stablehlo.tanh %7 : tensor<4x32x64xf32>
    return %8 : tensor<4x32x64xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<128xf32>, %arg1: tensor<4x32x1xf32>, %arg2: tensor<4x32x128xf32>, %arg3: tensor<4x32xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<4x32x128xf32>
    %4 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x32x128xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x32x128xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
    return %9 : tensor<128x128xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<4x32x1xf32>, %arg1: tensor<4x32x128xf32>, %arg2: tensor<4x32xf32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<4x32x128xf32>
    %4 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<4x32x128xf32>
    return %6 : tensor<4x32x128xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<4x32xf32>) -> tensor<4x32x1xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,32,1]{1,0,2}"} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %5 = mhlo.copy %4 : tensor<4x32x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<4x32x1xf32>
    return %6 : tensor<4x32x1xf32>
  }
  func.func private @fused_computation.58(%arg0: tensor<4x32x128xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x32x128xf32>
    return %3 : tensor<4x32x128xf32>
  }
  func.func private @fused_computation.59(%arg0: tensor<96x128xf32>) -> tensor<4x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,4,32]{4,3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x4x32xf32>
    %1 = mhlo.copy %0 : tensor<3x1x32x4x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
    %3 = mhlo.copy %2 : tensor<3x4x1x32x32xf32>
    %4 = stablehlo.slice %3 [2:3, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x1x32x32xf32>) -> tensor<4x32x32xf32>
    return %5 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.60(%arg0: tensor<4x1x32x32xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x1x32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x1x32x32xf32>) -> tensor<4x32x32xf32>
    return %2 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.61(%arg0: tensor<4x1x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<4x32xf32>
    return %2 : tensor<4x32xf32>
  }
  func.func private @fused_computation.62(%arg0: tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x1x32x32xi1>
    %cst = stablehlo.constant dense<0.176776692> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<4x32x32xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    %7 = mhlo.copy %6 : tensor<4x1x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %9 = stablehlo.select %3, %7, %8 : tensor<4x1x32x32xi1>, tensor<4x1x32x32xf32>
    return %9 : tensor<4x1x32x32xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<96x128xf32>) -> tensor<4x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,4,32]{4,3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x4x32xf32>
    %1 = mhlo.copy %0 : tensor<3x1x32x4x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
    %3 = mhlo.copy %2 : tensor<3x4x1x32x32xf32>
    %4 = stablehlo.slice %3 [1:2, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x1x32x32xf32>) -> tensor<4x32x32xf32>
    return %5 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<96x128xf32>) -> tensor<4x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,4,32]{4,3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x4x32xf32>
    %1 = mhlo.copy %0 : tensor<3x1x32x4x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
    %3 = mhlo.copy %2 : tensor<3x4x1x32x32xf32>
    %4 = stablehlo.slice %3 [0:1, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x1x32x32xf32>) -> tensor<4x32x32xf32>
    return %5 : tensor<4x32x32xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<128xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x32x128xf32>, %arg3: tensor<4x32xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<4x32x128xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x32x128xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<4x32x128xf32>
    %8 = stablehlo.transpose %7, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,4,32]{0,2,1}"} : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
    %9 = mhlo.copy %8 : tensor<128x4x32xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x4x32xf32>) -> tensor<128x128xf32>
    return %10 : tensor<128x128xf32>
  }
  func.func private @fused_computation.66(%arg0: tensor<128x3x1x32xf32>) -> tensor<96x128xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 3, 0] {result_layout = dense<[2, 1, 0, 3]> : tensor<4xindex>, xla_shape = "f32[3,1,32,128]{2,1,0,3}"} : (tensor<128x3x1x32xf32>) -> tensor<3x1x32x128xf32>
    %1 = mhlo.copy %0 : tensor<3x1x32x128xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<3x1x32x128xf32>) -> tensor<96x128xf32>
    return %2 : tensor<96x128xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32x128xf32>, %arg2: tensor<4x32xf32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg1, %2 : tensor<4x32x128xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<4x32x128xf32>
    return %5 : tensor<4x32x128xf32>
  }
  func.func private @fused_computation.68(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x32xf32>
    %4 = stablehlo.rsqrt %3 : tensor<4x32xf32>
    return %4 : tensor<4x32xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<4x32x128xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32x128xf32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<4x32x128xf32>
    return %3 : tensor<4x32x128xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<4x32x128xf32>, %arg1: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4x32x128xf32>
    return %0 : tensor<4x32x128xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<4x32x128xf32>, %arg1: tensor<4x32x128xf32>) -> tensor<4x32x128xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4x32x128xf32>
    return %0 : tensor<4x32x128xf32>
  }
  func.func private @wrapped_multiply_computation(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<128x64xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg3: tensor<64x128xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg4: tensor<1x32x128xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg5: tensor<128x3x1x32xf32> {mhlo.sharding = "{devices=[1,1,4,1]<=[4]}"}, %arg6: tensor<4x32x128xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<1x32x128xf32>, tensor<128x3x1x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%arg6, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<f32>):
      %88 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %88 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %1 = "mhlo.fusion"(%arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg7, %90 : tensor<4x32x128xf32>
      mhlo.return %91 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %2 = "mhlo.fusion"(%cst, %1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x32x128xf32>):
      %88 = stablehlo.multiply %arg8, %arg8 : tensor<4x32x128xf32>
      %89 = stablehlo.reduce(%88 init: %arg7) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %89 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x32x128xf32>) -> tensor<4x32xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x32xf32>
      %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %91 = stablehlo.add %89, %90 : tensor<4x32xf32>
      %92 = stablehlo.rsqrt %91 : tensor<4x32xf32>
      mhlo.return %92 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %4 = "mhlo.fusion"(%3, %arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32xf32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg9, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg8, %90 : tensor<4x32x128xf32>
      %92 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %93 = stablehlo.multiply %91, %92 : tensor<4x32x128xf32>
      mhlo.return %93 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %5 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128x3x1x32xf32>):
      %88 = stablehlo.transpose %arg7, dims = [1, 2, 3, 0] {result_layout = dense<[2, 1, 0, 3]> : tensor<4xindex>, xla_shape = "f32[3,1,32,128]{2,1,0,3}"} : (tensor<128x3x1x32xf32>) -> tensor<3x1x32x128xf32>
      %89 = mhlo.copy %88 : tensor<3x1x32x128xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<3x1x32x128xf32>) -> tensor<96x128xf32>
      mhlo.return %90 : tensor<96x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128x3x1x32xf32>) -> tensor<96x128xf32>
    %6 = "mhlo.fusion"(%arg0, %3, %arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128xf32>, %arg8: tensor<4x32xf32>, %arg9: tensor<4x32x128xf32>, %arg10: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg10, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg9, %90 : tensor<4x32x128xf32>
      %92 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %93 = stablehlo.multiply %91, %92 : tensor<4x32x128xf32>
      %94 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %95 = stablehlo.multiply %93, %94 : tensor<4x32x128xf32>
      %96 = stablehlo.transpose %95, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,4,32]{0,2,1}"} : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
      %97 = mhlo.copy %96 : tensor<128x4x32xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x4x32xf32>) -> tensor<128x128xf32>
      mhlo.return %98 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<4x32xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<128x128xf32>
    %7 = "mhlo.fusion"(%5, %6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<96x128xf32>, %arg8: tensor<128x128xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
      mhlo.return %88 : tensor<96x128xf32>
    }) {output_operand_aliasing = []} : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
    %8 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<96x128xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,4,32]{4,3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x4x32xf32>
      %89 = mhlo.copy %88 : tensor<3x1x32x4x32xf32>
      %90 = stablehlo.transpose %89, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
      %91 = mhlo.copy %90 : tensor<3x4x1x32x32xf32>
      %92 = stablehlo.slice %91 [0:1, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
      %93 = mhlo.bitcast %92 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x1x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %93 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<96x128xf32>) -> tensor<4x32x32xf32>
    %9 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<96x128xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,4,32]{4,3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x4x32xf32>
      %89 = mhlo.copy %88 : tensor<3x1x32x4x32xf32>
      %90 = stablehlo.transpose %89, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
      %91 = mhlo.copy %90 : tensor<3x4x1x32x32xf32>
      %92 = stablehlo.slice %91 [1:2, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
      %93 = mhlo.bitcast %92 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x1x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %93 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<96x128xf32>) -> tensor<4x32x32xf32>
    %10 = "mhlo.fusion"(%8, %9) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>, %arg8: tensor<4x32x32xf32>):
      %88 = stablehlo.dot_general %arg7, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %88 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %11 = "mhlo.fusion"(%10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>):
      %88 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %89 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %90 = stablehlo.compare GE, %88, %89 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %91 = stablehlo.broadcast_in_dim %90, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x1x32x32xi1>
      %cst_1 = stablehlo.constant dense<0.176776692> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x32xf32>
      %93 = stablehlo.multiply %arg7, %92 : tensor<4x32x32xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
      %95 = mhlo.copy %94 : tensor<4x1x32x32xf32>
      %cst_2 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
      %97 = stablehlo.select %91, %95, %96 : tensor<4x1x32x32xi1>, tensor<4x1x32x32xf32>
      mhlo.return %97 : tensor<4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    %12 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x1x32x32xf32>):
      %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %88 = stablehlo.reduce(%arg7 init: %cst_1) applies stablehlo.maximum across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
      %89 = mhlo.bitcast %88 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
      %91 = stablehlo.subtract %arg7, %90 : tensor<4x1x32x32xf32>
      %92 = stablehlo.exponential %91 : tensor<4x1x32x32xf32>
      mhlo.return %92 : tensor<4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %13 = "mhlo.fusion"(%12, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x1x32x32xf32>, %arg8: tensor<f32>):
      %88 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
      mhlo.return %88 : tensor<4x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x1x32xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
      %90 = stablehlo.divide %88, %89 : tensor<4x32xf32>
      mhlo.return %90 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
    %15 = "mhlo.fusion"(%12, %14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x1x32x32xf32>, %arg8: tensor<4x32xf32>):
      %88 = stablehlo.broadcast_in_dim %arg8, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x1x32x32xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x1x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %90 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x32x32xf32>, tensor<4x32xf32>) -> tensor<4x32x32xf32>
    %16 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<96x128xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[4, 3, 2, 0, 1]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,4,32]{4,3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x4x32xf32>
      %89 = mhlo.copy %88 : tensor<3x1x32x4x32xf32>
      %90 = stablehlo.transpose %89, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
      %91 = mhlo.copy %90 : tensor<3x4x1x32x32xf32>
      %92 = stablehlo.slice %91 [2:3, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
      %93 = mhlo.bitcast %92 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x4x1x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %93 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<96x128xf32>) -> tensor<4x32x32xf32>
    %17 = "mhlo.fusion"(%15, %16) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>, %arg8: tensor<4x32x32xf32>):
      %88 = stablehlo.dot_general %arg7, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %88 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x32xf32>) -> tensor<128x32xf32>
    %19 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %20 = "mhlo.fusion"(%18, %19) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x32xf32>, %arg8: tensor<32x128xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
      mhlo.return %88 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128x32xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %21 = mhlo.bitcast %20 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x128xf32>) -> tensor<4x32x128xf32>
    %22 = "stablehlo.all_reduce"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %88 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %88 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %23 = "mhlo.fusion"(%arg6, %22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<4x32x128xf32>):
      %88 = stablehlo.add %arg7, %arg8 : tensor<4x32x128xf32>
      mhlo.return %88 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %24 = "mhlo.fusion"(%23, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<f32>):
      %88 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %88 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %25 = "mhlo.fusion"(%23, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg7, %90 : tensor<4x32x128xf32>
      mhlo.return %91 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %26 = "mhlo.fusion"(%cst, %25) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x32x128xf32>):
      %88 = stablehlo.multiply %arg8, %arg8 : tensor<4x32x128xf32>
      %89 = stablehlo.reduce(%88 init: %arg7) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %89 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x32x128xf32>) -> tensor<4x32xf32>
    %27 = "mhlo.fusion"(%26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x32xf32>
      %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %91 = stablehlo.add %89, %90 : tensor<4x32xf32>
      %92 = mhlo.bitcast %91 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,32,1]{1,0,2}"} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
      %93 = mhlo.copy %92 : tensor<4x32x1xf32>
      %94 = stablehlo.rsqrt %93 : tensor<4x32x1xf32>
      mhlo.return %94 : tensor<4x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %28 = "mhlo.fusion"(%arg1, %27, %23, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128xf32>, %arg8: tensor<4x32x1xf32>, %arg9: tensor<4x32x128xf32>, %arg10: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg10, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg9, %90 : tensor<4x32x128xf32>
      %92 = mhlo.bitcast %arg8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %94 = stablehlo.multiply %91, %93 : tensor<4x32x128xf32>
      %95 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %96 = stablehlo.multiply %94, %95 : tensor<4x32x128xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
      mhlo.return %97 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<128x128xf32>
    %29 = "mhlo.fusion"(%28, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x128xf32>, %arg8: tensor<128x64xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
      mhlo.return %88 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x128xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %30 = "mhlo.fusion"(%29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128x64xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
      %89 = stablehlo.multiply %88, %88 : tensor<4x32x64xf32>
      %90 = stablehlo.multiply %89, %88 : tensor<4x32x64xf32>
      %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %92 = stablehlo.multiply %90, %91 : tensor<4x32x64xf32>
      %93 = stablehlo.add %88, %92 : tensor<4x32x64xf32>
      %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %95 = stablehlo.multiply %93, %94 : tensor<4x32x64xf32>
      %96 = stablehlo.tanh %95 : tensor<4x32x64xf32>
      mhlo.return %96 : tensor<4x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %31 = "mhlo.fusion"(%30, %29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x64xf32>, %arg8: tensor<128x64xf32>):
      %88 = mhlo.bitcast %arg8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %89 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %90 = stablehlo.add %arg7, %89 : tensor<4x32x64xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %92 = stablehlo.multiply %90, %91 : tensor<4x32x64xf32>
      %93 = stablehlo.multiply %88, %92 : tensor<4x32x64xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %94 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x64xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %32 = "mhlo.fusion"(%31, %arg3) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x64xf32>, %arg8: tensor<64x128xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
      mhlo.return %88 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>, tensor<64x128xf32>) -> tensor<128x128xf32>
    %33 = mhlo.bitcast %32 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x128xf32>) -> tensor<4x32x128xf32>
    %34 = "stablehlo.all_reduce"(%33) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %88 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %88 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %35 = "mhlo.fusion"(%23, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<4x32x128xf32>):
      %88 = stablehlo.add %arg7, %arg8 : tensor<4x32x128xf32>
      mhlo.return %88 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %36 = "mhlo.fusion"(%35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>):
      %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x32x128xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
      mhlo.return %90 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
    %37 = "mhlo.fusion"(%36, %arg3) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x128xf32>, %arg8: tensor<64x128xf32>):
      %88 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<64x128xf32>) -> tensor<128x64xf32>
      mhlo.return %88 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x128xf32>, tensor<64x128xf32>) -> tensor<128x64xf32>
    %38 = "mhlo.fusion"(%30, %37, %29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x64xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<128x64xf32>):
      %88 = mhlo.bitcast %arg8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %89 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %90 = stablehlo.add %arg7, %89 : tensor<4x32x64xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %92 = stablehlo.multiply %90, %91 : tensor<4x32x64xf32>
      %93 = stablehlo.multiply %88, %92 : tensor<4x32x64xf32>
      %94 = mhlo.bitcast %arg9 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
      %95 = stablehlo.multiply %94, %88 : tensor<4x32x64xf32>
      %96 = stablehlo.multiply %95, %91 : tensor<4x32x64xf32>
      %97 = stablehlo.subtract %89, %arg7 : tensor<4x32x64xf32>
      %98 = stablehlo.multiply %96, %97 : tensor<4x32x64xf32>
      %99 = stablehlo.multiply %98, %arg7 : tensor<4x32x64xf32>
      %100 = stablehlo.add %98, %99 : tensor<4x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %102 = stablehlo.multiply %100, %101 : tensor<4x32x64xf32>
      %103 = stablehlo.add %93, %102 : tensor<4x32x64xf32>
      %cst_4 = stablehlo.constant dense<0.0356774069> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %105 = stablehlo.multiply %100, %104 : tensor<4x32x64xf32>
      %106 = stablehlo.multiply %94, %94 : tensor<4x32x64xf32>
      %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %107 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %108 = stablehlo.multiply %106, %107 : tensor<4x32x64xf32>
      %109 = stablehlo.multiply %105, %108 : tensor<4x32x64xf32>
      %110 = stablehlo.add %103, %109 : tensor<4x32x64xf32>
      %111 = mhlo.bitcast %110 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %111 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %39 = "mhlo.fusion"(%38, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x64xf32>, %arg8: tensor<128x64xf32>):
      %88 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x128xf32>
      mhlo.return %88 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x128xf32>
    %40 = mhlo.bitcast %39 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x128xf32>) -> tensor<4x32x128xf32>
    %41 = "stablehlo.all_reduce"(%40) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %88 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %88 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %42 = "mhlo.fusion"(%41, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<128xf32>):
      %88 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x32x128xf32>
      mhlo.return %89 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<128xf32>) -> tensor<4x32x128xf32>
    %43 = "mhlo.fusion"(%cst, %25, %42) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32x128xf32>):
      %88 = stablehlo.multiply %arg8, %arg9 : tensor<4x32x128xf32>
      %89 = stablehlo.reduce(%88 init: %arg7) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
      mhlo.return %90 : tensor<4x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x1xf32>
    %44 = "mhlo.fusion"(%27, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x1xf32>, %arg8: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<4x32xf32>
      %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %91 = stablehlo.add %89, %90 : tensor<4x32xf32>
      %92 = mhlo.bitcast %91 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[4,32,1]{1,0,2}"} : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
      %93 = mhlo.copy %92 : tensor<4x32x1xf32>
      %94 = stablehlo.divide %arg7, %93 : tensor<4x32x1xf32>
      mhlo.return %94 : tensor<4x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x1xf32>, tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %45 = "mhlo.fusion"(%43, %44, %23, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x1xf32>, %arg8: tensor<4x32x1xf32>, %arg9: tensor<4x32x128xf32>, %arg10: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg10, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg9, %90 : tensor<4x32x128xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
      %93 = stablehlo.multiply %arg8, %92 : tensor<4x32x1xf32>
      %94 = stablehlo.multiply %arg7, %93 : tensor<4x32x1xf32>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %95 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
      %96 = stablehlo.multiply %94, %95 : tensor<4x32x1xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %99 = stablehlo.multiply %91, %98 : tensor<4x32x128xf32>
      mhlo.return %99 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x1xf32>, tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %46 = "mhlo.fusion"(%45, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<f32>):
      %88 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %88 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %47 = "mhlo.fusion"(%41, %arg1, %27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<128xf32>, %arg9: tensor<4x32x1xf32>):
      %88 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x32x128xf32>
      %90 = mhlo.bitcast %arg9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %92 = stablehlo.multiply %89, %91 : tensor<4x32x128xf32>
      mhlo.return %92 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<128xf32>, tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %48 = "mhlo.fusion"(%47, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>, %arg8: tensor<f32>):
      %88 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %88 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %49 = "mhlo.fusion"(%46, %48, %43, %44, %41, %35, %arg1, %27, %23, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32xf32>, %arg8: tensor<4x32xf32>, %arg9: tensor<4x32x1xf32>, %arg10: tensor<4x32x1xf32>, %arg11: tensor<4x32x128xf32>, %arg12: tensor<4x32x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<4x32x1xf32>, %arg15: tensor<4x32x128xf32>, %arg16: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
      %89 = stablehlo.multiply %arg12, %88 : tensor<4x32x128xf32>
      %90 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.multiply %arg11, %90 : tensor<4x32x128xf32>
      %92 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %94 = stablehlo.multiply %91, %93 : tensor<4x32x128xf32>
      %95 = stablehlo.add %89, %94 : tensor<4x32x128xf32>
      %cst_2 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %97 = stablehlo.multiply %arg16, %96 : tensor<4x32xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %99 = stablehlo.subtract %arg15, %98 : tensor<4x32x128xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
      %101 = stablehlo.multiply %arg10, %100 : tensor<4x32x1xf32>
      %102 = stablehlo.multiply %arg9, %101 : tensor<4x32x1xf32>
      %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %103 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
      %104 = stablehlo.multiply %102, %103 : tensor<4x32x1xf32>
      %105 = mhlo.bitcast %104 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %107 = stablehlo.multiply %99, %106 : tensor<4x32x128xf32>
      %108 = stablehlo.add %95, %107 : tensor<4x32x128xf32>
      %109 = stablehlo.negate %arg8 : tensor<4x32xf32>
      %110 = stablehlo.negate %arg7 : tensor<4x32xf32>
      %111 = stablehlo.add %109, %110 : tensor<4x32xf32>
      %112 = stablehlo.multiply %111, %96 : tensor<4x32xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %114 = stablehlo.add %108, %113 : tensor<4x32x128xf32>
      %115 = mhlo.bitcast %114 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
      mhlo.return %115 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32x1xf32>, tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<128xf32>, tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<128x128xf32>
    %50 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<1x32x128xf32>):
      %88 = stablehlo.transpose %arg7, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
      %89 = mhlo.copy %88 : tensor<128x1x32xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
      mhlo.return %90 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>) -> tensor<128x32xf32>
    %51 = "mhlo.fusion"(%49, %50) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x128xf32>, %arg8: tensor<128x32xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      mhlo.return %88 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %52 = mhlo.bitcast %51 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x32xf32>) -> tensor<4x32x32xf32>
    %53 = "mhlo.fusion"(%52, %16) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>, %arg8: tensor<4x32x32xf32>):
      %88 = stablehlo.dot_general %arg7, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %88 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %54 = "mhlo.fusion"(%53) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
      %89 = mhlo.copy %88 : tensor<4x1x32x32xf32>
      mhlo.return %89 : tensor<4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
    %55 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x1x32xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1x32xf32>
      %89 = stablehlo.multiply %arg7, %arg7 : tensor<4x1x32xf32>
      %90 = stablehlo.divide %88, %89 : tensor<4x1x32xf32>
      mhlo.return %90 : tensor<4x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %56 = "mhlo.fusion"(%cst, %12, %54, %55) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x1x32x32xf32>, %arg9: tensor<4x1x32x32xf32>, %arg10: tensor<4x1x32xf32>):
      %88 = mhlo.bitcast %arg10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
      %90 = stablehlo.multiply %arg9, %89 : tensor<4x1x32x32xf32>
      %91 = stablehlo.multiply %90, %arg8 : tensor<4x1x32x32xf32>
      %92 = stablehlo.reduce(%91 init: %arg7) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
      mhlo.return %92 : tensor<4x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>, tensor<4x1x32xf32>) -> tensor<4x1x32xf32>
    %57 = "mhlo.fusion"(%12, %56, %53, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x1x32x32xf32>, %arg8: tensor<4x1x32xf32>, %arg9: tensor<4x32x32xf32>, %arg10: tensor<4x1x32xf32>):
      %88 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %89 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %90 = stablehlo.compare GE, %88, %89 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %91 = stablehlo.broadcast_in_dim %90, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x1x32x32xi1>
      %92 = mhlo.bitcast %arg9 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
      %93 = mhlo.copy %92 : tensor<4x1x32x32xf32>
      %94 = mhlo.bitcast %arg10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
      %95 = stablehlo.broadcast_in_dim %94, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
      %96 = stablehlo.divide %93, %95 : tensor<4x1x32x32xf32>
      %97 = stablehlo.negate %arg8 : tensor<4x1x32xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x32xf32>) -> tensor<4x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 2] : (tensor<4x32xf32>) -> tensor<4x1x32x32xf32>
      %100 = stablehlo.add %96, %99 : tensor<4x1x32x32xf32>
      %101 = stablehlo.multiply %100, %arg7 : tensor<4x1x32x32xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %102 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
      %103 = stablehlo.select %91, %101, %102 : tensor<4x1x32x32xi1>, tensor<4x1x32x32xf32>
      %cst_2 = stablehlo.constant dense<0.176776692> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
      %105 = stablehlo.multiply %103, %104 : tensor<4x1x32x32xf32>
      %106 = mhlo.bitcast %105 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x1x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %106 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x1x32x32xf32>, tensor<4x1x32xf32>, tensor<4x32x32xf32>, tensor<4x1x32xf32>) -> tensor<4x32x32xf32>
    %58 = "mhlo.fusion"(%57, %9) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>, %arg8: tensor<4x32x32xf32>):
      %88 = stablehlo.dot_general %arg7, %arg8, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
      mhlo.return %88 : tensor<4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %59 = "mhlo.fusion"(%58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,1,32,32]{4,3,1,2,0}"} : (tensor<4x32x32xf32>) -> tensor<1x4x1x32x32xf32>
      %89 = mhlo.copy %88 : tensor<1x4x1x32x32xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.pad %89, %cst_1, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
      mhlo.return %90 : tensor<3x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>) -> tensor<3x4x1x32x32xf32>
    %60 = stablehlo.dot_general %52, %15, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %61 = "mhlo.fusion"(%60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,32]{3,2,0,1}"} : (tensor<4x32x32xf32>) -> tensor<4x1x32x32xf32>
      %89 = mhlo.copy %88 : tensor<4x1x32x32xf32>
      %90 = stablehlo.transpose %89, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[4,1,32,32]{2,3,1,0}"} : (tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
      %91 = mhlo.copy %90 : tensor<4x1x32x32xf32>
      %92 = mhlo.bitcast %91 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %93 = stablehlo.pad %92, %cst_1, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
      mhlo.return %93 : tensor<3x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>) -> tensor<3x4x1x32x32xf32>
    %62 = stablehlo.dot_general %57, %8, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %63 = "mhlo.fusion"(%62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x32xf32>):
      %88 = mhlo.bitcast %arg7 {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[1,4,1,32,32]{4,3,1,2,0}"} : (tensor<4x32x32xf32>) -> tensor<1x4x1x32x32xf32>
      %89 = mhlo.copy %88 : tensor<1x4x1x32x32xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %90 = stablehlo.pad %89, %cst_1, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
      mhlo.return %90 : tensor<3x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x32xf32>) -> tensor<3x4x1x32x32xf32>
    %64 = "mhlo.fusion"(%59, %61, %63) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x4x1x32x32xf32>, %arg8: tensor<3x4x1x32x32xf32>, %arg9: tensor<3x4x1x32x32xf32>):
      %88 = stablehlo.add %arg8, %arg9 : tensor<3x4x1x32x32xf32>
      %89 = stablehlo.add %88, %arg7 : tensor<3x4x1x32x32xf32>
      %90 = stablehlo.transpose %89, dims = [1, 3, 0, 2, 4] {result_layout = dense<[4, 1, 3, 0, 2]> : tensor<5xindex>, xla_shape = "f32[4,32,3,1,32]{4,1,3,0,2}"} : (tensor<3x4x1x32x32xf32>) -> tensor<4x32x3x1x32xf32>
      %91 = mhlo.copy %90 : tensor<4x32x3x1x32xf32>
      %92 = mhlo.bitcast %91 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<4x32x3x1x32xf32>) -> tensor<128x96xf32>
      mhlo.return %92 : tensor<128x96xf32>
    }) {output_operand_aliasing = []} : (tensor<3x4x1x32x32xf32>, tensor<3x4x1x32x32xf32>, tensor<3x4x1x32x32xf32>) -> tensor<128x96xf32>
    %65 = "mhlo.fusion"(%64, %5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x96xf32>, %arg8: tensor<96x128xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<128x96xf32>, tensor<96x128xf32>) -> tensor<128x128xf32>
      mhlo.return %88 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128x96xf32>, tensor<96x128xf32>) -> tensor<128x128xf32>
    %66 = mhlo.bitcast %65 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x128xf32>) -> tensor<4x32x128xf32>
    %67 = "stablehlo.all_reduce"(%66) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %88 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %88 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %68 = "mhlo.fusion"(%cst, %4, %67) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32x128xf32>):
      %88 = stablehlo.multiply %arg8, %arg9 : tensor<4x32x128xf32>
      %89 = stablehlo.reduce(%88 init: %arg7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
      mhlo.return %89 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<128xf32>
    %69 = "mhlo.fusion"(%arg0, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128xf32>, %arg8: tensor<128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<128xf32>
      %90 = stablehlo.subtract %arg7, %89 : tensor<128xf32>
      mhlo.return %90 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %70 = "mhlo.fusion"(%27, %23, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x1xf32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg9, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg8, %90 : tensor<4x32x128xf32>
      %92 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %94 = stablehlo.multiply %91, %93 : tensor<4x32x128xf32>
      mhlo.return %94 : tensor<4x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %71 = "mhlo.fusion"(%cst, %70, %41) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x32x128xf32>, %arg9: tensor<4x32x128xf32>):
      %88 = stablehlo.multiply %arg8, %arg9 : tensor<4x32x128xf32>
      %89 = stablehlo.reduce(%88 init: %arg7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
      mhlo.return %89 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<128xf32>
    %72 = "mhlo.fusion"(%arg1, %71) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128xf32>, %arg8: tensor<128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<128xf32>
      %90 = stablehlo.subtract %arg7, %89 : tensor<128xf32>
      mhlo.return %90 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %73 = "mhlo.fusion"(%30, %37, %29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x64xf32>, %arg8: tensor<128x64xf32>, %arg9: tensor<128x64xf32>):
      %88 = mhlo.bitcast %arg8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %89 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %90 = stablehlo.add %arg7, %89 : tensor<4x32x64xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %91 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %92 = stablehlo.multiply %90, %91 : tensor<4x32x64xf32>
      %93 = stablehlo.multiply %88, %92 : tensor<4x32x64xf32>
      %94 = mhlo.bitcast %arg9 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<4x32x64xf32>
      %95 = stablehlo.multiply %94, %88 : tensor<4x32x64xf32>
      %96 = stablehlo.multiply %95, %91 : tensor<4x32x64xf32>
      %97 = stablehlo.subtract %89, %arg7 : tensor<4x32x64xf32>
      %98 = stablehlo.multiply %96, %97 : tensor<4x32x64xf32>
      %99 = stablehlo.multiply %98, %arg7 : tensor<4x32x64xf32>
      %100 = stablehlo.add %98, %99 : tensor<4x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %101 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %102 = stablehlo.multiply %100, %101 : tensor<4x32x64xf32>
      %103 = stablehlo.add %93, %102 : tensor<4x32x64xf32>
      %cst_4 = stablehlo.constant dense<0.0356774069> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %105 = stablehlo.multiply %100, %104 : tensor<4x32x64xf32>
      %106 = stablehlo.multiply %94, %94 : tensor<4x32x64xf32>
      %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %107 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
      %108 = stablehlo.multiply %106, %107 : tensor<4x32x64xf32>
      %109 = stablehlo.multiply %105, %108 : tensor<4x32x64xf32>
      %110 = stablehlo.add %103, %109 : tensor<4x32x64xf32>
      %111 = stablehlo.transpose %110, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,32]{0,2,1}"} : (tensor<4x32x64xf32>) -> tensor<64x4x32xf32>
      %112 = mhlo.copy %111 : tensor<64x4x32xf32>
      %113 = mhlo.bitcast %112 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
      mhlo.return %113 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %74 = stablehlo.dot_general %28, %73, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<64x128xf32>) -> tensor<128x64xf32>
    %75 = "mhlo.fusion"(%arg2, %74) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128x64xf32>, %arg8: tensor<128x64xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<128x64xf32>
      %90 = stablehlo.subtract %arg7, %89 : tensor<128x64xf32>
      mhlo.return %90 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %76 = "mhlo.fusion"(%35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32x128xf32>):
      %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
      %89 = stablehlo.multiply %arg7, %88 : tensor<4x32x128xf32>
      %90 = stablehlo.transpose %89, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,4,32]{0,2,1}"} : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
      %91 = mhlo.copy %90 : tensor<128x4x32xf32>
      %92 = mhlo.bitcast %91 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x4x32xf32>) -> tensor<128x128xf32>
      mhlo.return %92 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
    %77 = stablehlo.dot_general %31, %76, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x64xf32>, tensor<128x128xf32>) -> tensor<64x128xf32>
    %78 = "mhlo.fusion"(%arg3, %77) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<64x128xf32>, %arg8: tensor<64x128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<64x128xf32>
      %90 = stablehlo.subtract %arg7, %89 : tensor<64x128xf32>
      mhlo.return %90 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %79 = "mhlo.fusion"(%46, %48, %43, %44, %41, %35, %arg1, %27, %23, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x32xf32>, %arg8: tensor<4x32xf32>, %arg9: tensor<4x32x1xf32>, %arg10: tensor<4x32x1xf32>, %arg11: tensor<4x32x128xf32>, %arg12: tensor<4x32x128xf32>, %arg13: tensor<128xf32>, %arg14: tensor<4x32x1xf32>, %arg15: tensor<4x32x128xf32>, %arg16: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<1.22070313E-4> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
      %89 = stablehlo.multiply %arg12, %88 : tensor<4x32x128xf32>
      %90 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.multiply %arg11, %90 : tensor<4x32x128xf32>
      %92 = mhlo.bitcast %arg14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %94 = stablehlo.multiply %91, %93 : tensor<4x32x128xf32>
      %95 = stablehlo.add %89, %94 : tensor<4x32x128xf32>
      %cst_2 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %97 = stablehlo.multiply %arg16, %96 : tensor<4x32xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %99 = stablehlo.subtract %arg15, %98 : tensor<4x32x128xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %100 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
      %101 = stablehlo.multiply %arg10, %100 : tensor<4x32x1xf32>
      %102 = stablehlo.multiply %arg9, %101 : tensor<4x32x1xf32>
      %cst_4 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %103 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
      %104 = stablehlo.multiply %102, %103 : tensor<4x32x1xf32>
      %105 = mhlo.bitcast %104 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %107 = stablehlo.multiply %99, %106 : tensor<4x32x128xf32>
      %108 = stablehlo.add %95, %107 : tensor<4x32x128xf32>
      %109 = stablehlo.negate %arg8 : tensor<4x32xf32>
      %110 = stablehlo.negate %arg7 : tensor<4x32xf32>
      %111 = stablehlo.add %109, %110 : tensor<4x32xf32>
      %112 = stablehlo.multiply %111, %96 : tensor<4x32xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %114 = stablehlo.add %108, %113 : tensor<4x32x128xf32>
      %115 = stablehlo.transpose %114, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,4,32]{0,2,1}"} : (tensor<4x32x128xf32>) -> tensor<128x4x32xf32>
      %116 = mhlo.copy %115 : tensor<128x4x32xf32>
      %117 = mhlo.bitcast %116 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x4x32xf32>) -> tensor<128x128xf32>
      mhlo.return %117 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32x1xf32>, tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32x128xf32>, tensor<128xf32>, tensor<4x32x1xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<128x128xf32>
    %80 = "mhlo.fusion"(%79, %18) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<128x128xf32>, %arg8: tensor<128x32xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
      mhlo.return %88 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<128x128xf32>, tensor<128x32xf32>) -> tensor<128x32xf32>
    %81 = "mhlo.fusion"(%arg4, %80) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<1x32x128xf32>, %arg8: tensor<128x32xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x32xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<128x32xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[128,1,32]{2,0,1}"} : (tensor<128x32xf32>) -> tensor<128x1x32xf32>
      %91 = mhlo.copy %90 : tensor<128x1x32xf32>
      %92 = stablehlo.transpose %91, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,32,128]{1,0,2}"} : (tensor<128x1x32xf32>) -> tensor<1x32x128xf32>
      %93 = mhlo.copy %92 : tensor<1x32x128xf32>
      %94 = stablehlo.subtract %arg7, %93 : tensor<1x32x128xf32>
      mhlo.return %94 : tensor<1x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<128x32xf32>) -> tensor<1x32x128xf32>
    %82 = "mhlo.fusion"(%59, %61, %63) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x4x1x32x32xf32>, %arg8: tensor<3x4x1x32x32xf32>, %arg9: tensor<3x4x1x32x32xf32>):
      %88 = stablehlo.add %arg8, %arg9 : tensor<3x4x1x32x32xf32>
      %89 = stablehlo.add %88, %arg7 : tensor<3x4x1x32x32xf32>
      %90 = stablehlo.transpose %89, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[3,1,32,4,32]{2,4,1,3,0}"} : (tensor<3x4x1x32x32xf32>) -> tensor<3x1x32x4x32xf32>
      %91 = mhlo.copy %90 : tensor<3x1x32x4x32xf32>
      %92 = mhlo.bitcast %91 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<3x1x32x4x32xf32>) -> tensor<96x128xf32>
      mhlo.return %92 : tensor<96x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x4x1x32x32xf32>, tensor<3x4x1x32x32xf32>, tensor<3x4x1x32x32xf32>) -> tensor<96x128xf32>
    %83 = "mhlo.fusion"(%arg0, %3, %arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128xf32>, %arg8: tensor<4x32xf32>, %arg9: tensor<4x32x128xf32>, %arg10: tensor<4x32xf32>):
      %cst_1 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %89 = stablehlo.multiply %arg10, %88 : tensor<4x32xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %91 = stablehlo.subtract %arg9, %90 : tensor<4x32x128xf32>
      %92 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
      %93 = stablehlo.multiply %91, %92 : tensor<4x32x128xf32>
      %94 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
      %95 = stablehlo.multiply %93, %94 : tensor<4x32x128xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x128xf32>) -> tensor<128x128xf32>
      mhlo.return %96 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<4x32xf32>, tensor<4x32x128xf32>, tensor<4x32xf32>) -> tensor<128x128xf32>
    %84 = "mhlo.fusion"(%82, %83) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<96x128xf32>, %arg8: tensor<128x128xf32>):
      %88 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
      mhlo.return %88 : tensor<96x128xf32>
    }) {output_operand_aliasing = []} : (tensor<96x128xf32>, tensor<128x128xf32>) -> tensor<96x128xf32>
    %85 = "mhlo.fusion"(%arg5, %84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<128x3x1x32xf32>, %arg8: tensor<96x128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %88 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<96x128xf32>
      %89 = stablehlo.multiply %arg8, %88 : tensor<96x128xf32>
      %90 = mhlo.bitcast %89 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[3,1,32,128]{3,2,0,1}"} : (tensor<96x128xf32>) -> tensor<3x1x32x128xf32>
      %91 = mhlo.copy %90 : tensor<3x1x32x128xf32>
      %92 = stablehlo.transpose %91, dims = [3, 0, 1, 2] {result_layout = dense<[0, 3, 2, 1]> : tensor<4xindex>, xla_shape = "f32[128,3,1,32]{0,3,2,1}"} : (tensor<3x1x32x128xf32>) -> tensor<128x3x1x32xf32>
      %93 = mhlo.copy %92 : tensor<128x3x1x32xf32>
      %94 = stablehlo.subtract %arg7, %93 : tensor<128x3x1x32xf32>
      mhlo.return %94 : tensor<128x3x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<128x3x1x32xf32>, tensor<96x128xf32>) -> tensor<128x3x1x32xf32>
    %86 = "mhlo.fusion"(%cst, %35) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<4x32x128xf32>):
      %88 = stablehlo.multiply %arg8, %arg8 : tensor<4x32x128xf32>
      %89 = stablehlo.reduce(%88 init: %arg7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %89 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<4x32x128xf32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %87 = "mhlo.fusion"(%86, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %88 = stablehlo.multiply %arg7, %arg8 : tensor<f32>
      mhlo.return %88 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<f32>) -> tensor<f32>
    return %69, %72, %75, %78, %81, %85, %87 : tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<1x32x128xf32>, tensor<128x3x1x32xf32>, tensor<f32>
  }
}
