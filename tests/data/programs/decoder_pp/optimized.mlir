module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=1, "axis_3"=2]>
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_46.49(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<64x128xf32>, %arg1: tensor<128x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<64x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    return %0 : tensor<64x128xf32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.2(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x32x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.3(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<2x4x16x32xf32>, %arg1: tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    return %0 : tensor<2x4x16x32xf32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.6(%arg0: tensor<2x4x1x32x32xf32>, %arg1: tensor<f32>) -> tensor<2x4x1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    return %0 : tensor<2x4x1x32xf32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.7(%arg0: tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x4x1x32x32xf32>
    %4 = stablehlo.exponential %3 : tensor<2x4x1x32x32xf32>
    return %4 : tensor<2x4x1x32x32xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<2x4x32x16xf32>, %arg1: tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
    return %0 : tensor<2x4x32x32xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.12(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x32x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.13(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<3xi1>, %arg1: tensor<i32>, %arg2: tensor<i1>) -> tensor<3xi1> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.compare GE, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.and %arg2, %0 : tensor<i1>
    %2 = mhlo.bitcast %1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i1>) -> tensor<1xi1>
    %3 = stablehlo.dynamic_update_slice %arg0, %2, %arg1 : (tensor<3xi1>, tensor<1xi1>, tensor<i32>) -> tensor<3xi1>
    return %3 : tensor<3xi1>
  }
  func.func private @fused_computation.53(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %0 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %1 = stablehlo.maximum %c_0, %0 : tensor<i32>
    %2 = stablehlo.minimum %c, %1 : tensor<i32>
    %3 = mhlo.bitcast %2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.dynamic_update_slice %arg0, %3, %arg1 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %4 : tensor<3xi32>
  }
  func.func private @fused_computation.54(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x128xf32>, %arg3: tensor<64x128xf32>) -> tensor<3x2x32x128xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %3 = stablehlo.add %2, %arg2 : tensor<2x32x128xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x32x128xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<2x32x128xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %arg0, %6, %arg1, %c, %c, %c : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    return %7 : tensor<3x2x32x128xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>, %arg2: tensor<64x128xf32>) -> tensor<3x2x32x128xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    return %1 : tensor<3x2x32x128xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32> {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<2x32x128xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x128xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    return %5 : tensor<3x2x32x128xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1 = stablehlo.subtract %0, %arg2 : tensor<2x32x128xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %arg0, %2, %arg1, %c, %c, %c : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    return %3 : tensor<3x2x32x128xf32>
  }
  func.func private @fused_computation.58(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    return %1 : tensor<3x2x32x128xf32>
  }
  func.func private @fused_computation.59(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>, %arg2: tensor<64x128xf32>) -> tensor<3x2x32x128xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<2x32x128xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x128xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    return %5 : tensor<3x2x32x128xf32>
  }
  func.func private @fused_computation.60(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<2x32x1xf32>, %arg5: tensor<2x32x64xf32>, %arg6: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg6, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg5, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x32x64xf32>
    %7 = mhlo.bitcast %arg3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<2x32x64xf32>
    %10 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x32x64xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_update_slice %arg0, %13, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %14 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.61(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32x64xf32>, %arg4: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x32x64xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_update_slice %arg0, %7, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %8 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.62(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x64xf32>, %arg3: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %5 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x1xf32>) -> tensor<3x2x32x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    return %1 : tensor<3x2x32x1xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32xf32>) -> tensor<3x2x32x1xf32> {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<2x32xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %6 = mhlo.copy %5 : tensor<2x32x1xf32>
    %7 = stablehlo.divide %arg2, %6 : tensor<2x32x1xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<2x32x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %9, %arg1, %c, %c, %c : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    return %10 : tensor<3x2x32x1xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x64xf32>, %arg3: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %arg2, %3 : tensor<2x32x64xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<2x32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %arg0, %6, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %7 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.66(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>, %arg2: tensor<2x4x16x32xf32>) -> tensor<3x2x32x4x16xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x16x32xf32>) -> tensor<2x4x16x1x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
    %2 = mhlo.copy %1 : tensor<2x32x4x1x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<1x2x32x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %3, %arg1, %c, %c, %c, %c : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    return %4 : tensor<3x2x32x4x16xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>, %arg2: tensor<64x64xf32>) -> tensor<3x2x32x4x16xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    return %1 : tensor<3x2x32x4x16xf32>
  }
  func.func private @fused_computation.68(%arg0: tensor<3x2x4x1x32x32xf32>, %arg1: tensor<i32>, %arg2: tensor<2x4x1x32x32xf32>, %arg3: tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x32xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<2x4x1x32x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %arg0, %3, %arg1, %c, %c, %c, %c, %c : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
    return %4 : tensor<3x2x4x1x32x32xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<3x2x4x1x32x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
    %1 = stablehlo.multiply %arg2, %arg2 : tensor<2x4x1x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x4x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[4, 2, 1, 5, 3, 0]> : tensor<6xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,1,32,1]{4,2,1,5,3,0}"} : (tensor<2x4x1x32xf32>) -> tensor<1x2x4x1x32x1xf32>
    %4 = mhlo.copy %3 : tensor<1x2x4x1x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c, %c, %c : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
    return %5 : tensor<3x2x4x1x32x1xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<3x2x4x1x32x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<1x2x4x1x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c, %c : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
    return %1 : tensor<3x2x4x1x32x1xf32>
  }
  func.func private @fused_computation.71(%arg0: tensor<3x2x4x1x32x32xf32>, %arg1: tensor<i32>, %arg2: tensor<2x4x1x32x32xf32>) -> tensor<3x2x4x1x32x32xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c, %c : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
    return %1 : tensor<3x2x4x1x32x32xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>, %arg2: tensor<64x64xf32>) -> tensor<3x2x32x4x16xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    return %1 : tensor<3x2x32x4x16xf32>
  }
  func.func private @fused_computation.73(%arg0: tensor<3x2x32x4x1x16xf32>, %arg1: tensor<i32>, %arg2: tensor<64x64xf32>) -> tensor<3x2x32x4x1x16xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c, %c, %c : (tensor<3x2x32x4x1x16xf32>, tensor<1x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
    return %1 : tensor<3x2x32x4x1x16xf32>
  }
  func.func private @fused_computation.74(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<2x32x1xf32>, %arg5: tensor<2x32x64xf32>, %arg6: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg6, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg5, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x32x64xf32>
    %7 = mhlo.bitcast %arg3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<2x32x64xf32>
    %10 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x32x64xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.dynamic_update_slice %arg0, %13, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %14 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.75(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32x64xf32>, %arg4: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x32x64xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_update_slice %arg0, %7, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %8 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.76(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x64xf32>, %arg3: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg2, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %5 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.77(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x1xf32>) -> tensor<3x2x32x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c, %c : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    return %1 : tensor<3x2x32x1xf32>
  }
  func.func private @fused_computation.78(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32xf32>) -> tensor<3x2x32x1xf32> {
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<2x32xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %4 = stablehlo.add %2, %3 : tensor<2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %6 = mhlo.copy %5 : tensor<2x32x1xf32>
    %7 = stablehlo.divide %arg2, %6 : tensor<2x32x1xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<2x32x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %9, %arg1, %c, %c, %c : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    return %10 : tensor<3x2x32x1xf32>
  }
  func.func private @fused_computation.79(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>, %arg2: tensor<2x32x64xf32>, %arg3: tensor<2x32xf32>) -> tensor<3x2x32x64xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %arg2, %3 : tensor<2x32x64xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<2x32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.dynamic_update_slice %arg0, %6, %arg1, %c, %c, %c : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    return %7 : tensor<3x2x32x64xf32>
  }
  func.func private @fused_computation.80(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<3xi32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.minimum %arg1, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %0, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.add %0, %c_1 : tensor<i32>
    %3 = stablehlo.select %1, %2, %0 : tensor<i1>, tensor<i32>
    %4 = mhlo.bitcast %3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.dynamic_update_slice %arg0, %4, %arg1 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    return %5 : tensor<3xi32>
  }
  func.func private @fused_computation.81(%arg0: tensor<1x2x32x64xf32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i1>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.compare GE, %arg4, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.and %arg5, %0 : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<-1> : tensor<i32>
    %3 = stablehlo.add %arg4, %c_1 : tensor<i32>
    %4 = stablehlo.maximum %c_0, %3 : tensor<i32>
    %5 = stablehlo.minimum %c, %4 : tensor<i32>
    %6 = stablehlo.compare GE, %5, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare LT, %5, %arg2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %8 = stablehlo.and %6, %7 : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %10 = mhlo.bitcast %arg1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %11 = stablehlo.select %9, %10, %arg0 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %12 = stablehlo.select %2, %11, %arg0 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    return %12 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<2x32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x32x64xf32>
    return %1 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.83(%arg0: tensor<2x32x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %3 = stablehlo.add %2, %arg0 : tensor<2x32x128xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<2x32x128xf32>
    %5 = stablehlo.multiply %0, %4 : tensor<2x32x128xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<64x128xf32>
    return %6 : tensor<64x128xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<64x128xf32>) -> tensor<2x32x128xf32> {
    %cst = stablehlo.constant dense<0.797884583> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %3 = stablehlo.multiply %1, %1 : tensor<2x32x128xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<2x32x128xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x32x128xf32>
    %6 = stablehlo.add %1, %5 : tensor<2x32x128xf32>
    %7 = stablehlo.multiply %0, %6 : tensor<2x32x128xf32>
    %8 = stablehlo.tanh %7 : tensor<2x32x128xf32>
    return %8 : tensor<2x32x128xf32>
  }
  func.func private @fused_computation.85(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32x64xf32>, %arg4: tensor<2x32xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x32x64xf32>
    %7 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<2x32x64xf32>
    %10 = mhlo.bitcast %arg0 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x32x64xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
    return %13 : tensor<64x64xf32>
  }
  func.func private @fused_computation.86(%arg0: tensor<2x32xf32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %5 = mhlo.copy %4 : tensor<2x32x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x32x1xf32>
    return %6 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x32xf32>) -> tensor<2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.88(%arg0: tensor<2x32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<2x32x64xf32>
    return %1 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.89(%arg0: tensor<2x4x16x32xf32>) -> tensor<64x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x16x32xf32>) -> tensor<2x4x16x1x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
    %2 = mhlo.copy %1 : tensor<2x32x4x1x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<2x4x1x32x32xf32>, %arg1: tensor<2x4x1x32xf32>) -> tensor<2x4x32x32xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x4x1x32x32xf32>
    %3 = stablehlo.transpose %2, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,1,32]{2,4,3,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x1x32xf32>
    %4 = mhlo.copy %3 : tensor<2x4x32x1x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x32xf32>
    return %5 : tensor<2x4x32x32xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<2x4x1x32xf32>) -> tensor<2x4x1x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x4x1x32xf32>
    return %1 : tensor<2x4x1x32xf32>
  }
  func.func private @fused_computation.92(%arg0: tensor<2x4x1x32x32xi1>, %arg1: tensor<2x4x1x32x32xf32>, %arg2: tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
    %1 = stablehlo.multiply %arg2, %0 : tensor<2x4x32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0, 4]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,32,1]{3,2,1,0,4}"} : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32x1xf32>
    %3 = mhlo.copy %2 : tensor<2x4x32x32x1xf32>
    %4 = stablehlo.transpose %3, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %5 = mhlo.copy %4 : tensor<2x4x1x32x32xf32>
    %6 = stablehlo.select %arg0, %5, %arg1 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    return %6 : tensor<2x4x1x32x32xf32>
  }
  func.func private @fused_computation.93(%arg0: tensor<64x64xf32>) -> tensor<2x4x16x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,32,1]{2,4,1,3,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x32x1xf32>
    %2 = mhlo.copy %1 : tensor<2x4x16x32x1xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x16x32x1xf32>) -> tensor<2x4x16x32xf32>
    return %3 : tensor<2x4x16x32xf32>
  }
  func.func private @fused_computation.94(%arg0: tensor<64x64xf32>) -> tensor<2x4x32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,16]{3,1,2,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %2 = mhlo.copy %1 : tensor<2x4x32x16xf32>
    return %2 : tensor<2x4x32x16xf32>
  }
  func.func private @fused_computation.95(%arg0: tensor<64x64xf32>) -> tensor<2x4x16x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,32]{2,1,3,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
    %2 = mhlo.copy %1 : tensor<2x4x16x32xf32>
    return %2 : tensor<2x4x16x32xf32>
  }
  func.func private @fused_computation.96(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32x64xf32>, %arg4: tensor<2x32xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg4, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg3, %2 : tensor<2x32x64xf32>
    %4 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<2x32x64xf32>
    %7 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %9 = stablehlo.multiply %6, %8 : tensor<2x32x64xf32>
    %10 = mhlo.bitcast %arg0 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.add %9, %11 : tensor<2x32x64xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
    return %13 : tensor<64x64xf32>
  }
  func.func private @fused_computation.97(%arg0: tensor<2x32xf32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %5 = mhlo.copy %4 : tensor<2x32x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x32x1xf32>
    return %6 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.98(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x32xf32>) -> tensor<2x32x64xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.99(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x2x32x64xf32>, %arg2: tensor<i32>, %arg3: tensor<i1>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.minimum %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %4, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %7 = stablehlo.select %0, %6, %arg0 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %7 : tensor<2x32x64xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wide.region_2.10_spmd.clone.sunk.clone.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<1x2x32x64xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x2x32x64xf32>, %arg5: tensor<3x2x32x1xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<3x2x32x64xf32>, %arg8: tensor<3x2x32x64xf32>, %arg9: tensor<3x2x32x64xf32>, %arg10: tensor<3x2x32x4x1x16xf32>, %arg11: tensor<3x2x32x4x16xf32>, %arg12: tensor<3x2x4x1x32x32xf32>, %arg13: tensor<3x2x4x1x32x1xf32>, %arg14: tensor<3x2x4x1x32x1xf32>, %arg15: tensor<3x2x4x1x32x32xf32>, %arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<3x2x32x4x16xf32>, %arg18: tensor<3x2x32x64xf32>, %arg19: tensor<3x2x32x1xf32>, %arg20: tensor<3x2x32x1xf32>, %arg21: tensor<3x2x32x64xf32>, %arg22: tensor<3x2x32x64xf32>, %arg23: tensor<3x2x32x64xf32>, %arg24: tensor<3x2x32x128xf32>, %arg25: tensor<3x2x32x128xf32>, %arg26: tensor<3x2x32x128xf32>, %arg27: tensor<3x2x32x128xf32>, %arg28: tensor<3x2x32x128xf32>, %arg29: tensor<3x2x32x128xf32>, %arg30: tensor<3xi32>, %arg31: tensor<3xi1>, %arg32: tensor<i1>, %arg33: tensor<1x1x64xf32>, %arg34: tensor<1x1x64xf32>, %arg35: tensor<64x4x16xf32>, %arg36: tensor<64x4x16xf32>, %arg37: tensor<64x4x16xf32>, %arg38: tensor<2x4x1x32x32xi1>, %arg39: tensor<2x4x1x32x32xf32>, %arg40: tensor<4x16x64xf32>, %arg41: tensor<1x1x64xf32>, %arg42: tensor<1x1x64xf32>, %arg43: tensor<64x128xf32>, %arg44: tensor<128x64xf32>, %arg45: tensor<i1>, %arg46: tensor<2x2x32x64xf32>, %arg47: tensor<i32>, %arg48: tensor<i32>) -> (tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<i32>):
      %69 = stablehlo.add %arg49, %arg50 : tensor<i32>
      mhlo.return %69 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg1, %arg46, %0, %arg32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<2x2x32x64xf32>, %arg51: tensor<i32>, %arg52: tensor<i1>):
      %69 = stablehlo.broadcast_in_dim %arg52, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      %70 = stablehlo.minimum %arg51, %c_0 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %71 = stablehlo.compare LT, %70, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %72 = stablehlo.add %70, %c_2 : tensor<i32>
      %73 = stablehlo.select %71, %72, %70 : tensor<i1>, tensor<i32>
      %74 = stablehlo.dynamic_slice %arg50, %73, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %75 = mhlo.bitcast %74 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %76 = stablehlo.select %69, %75, %arg49 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      mhlo.return %76 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<i1>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "mhlo.fusion"(%2, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<f32>):
      %69 = stablehlo.reduce(%arg49 init: %arg50) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %69 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %4 = "mhlo.fusion"(%2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg50, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg49, %71 : tensor<2x32x64xf32>
      mhlo.return %72 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %5 = "mhlo.fusion"(%cst, %4) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<2x32x64xf32>):
      %69 = stablehlo.multiply %arg50, %arg50 : tensor<2x32x64xf32>
      %70 = stablehlo.reduce(%69 init: %arg49) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %70 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>) -> tensor<2x32xf32>
    %6 = "mhlo.fusion"(%5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg49, %69 : tensor<2x32xf32>
      %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %72 = stablehlo.add %70, %71 : tensor<2x32xf32>
      %73 = mhlo.bitcast %72 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %74 = mhlo.copy %73 : tensor<2x32x1xf32>
      %75 = stablehlo.rsqrt %74 : tensor<2x32x1xf32>
      mhlo.return %75 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %7 = "mhlo.fusion"(%arg34, %arg33, %6, %2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x1x64xf32>, %arg50: tensor<1x1x64xf32>, %arg51: tensor<2x32x1xf32>, %arg52: tensor<2x32x64xf32>, %arg53: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg53, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg52, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %arg51 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %75 = stablehlo.multiply %72, %74 : tensor<2x32x64xf32>
      %76 = mhlo.bitcast %arg50 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %78 = stablehlo.multiply %75, %77 : tensor<2x32x64xf32>
      %79 = mhlo.bitcast %arg49 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %81 = stablehlo.add %78, %80 : tensor<2x32x64xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %82 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<64x64xf32>
    %8 = mhlo.bitcast %arg35 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    %9 = "mhlo.fusion"(%7, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<64x64xf32>, %arg50: tensor<64x64xf32>):
      %69 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %69 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg49 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x16xf32>
      %70 = stablehlo.transpose %69, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,32]{2,1,3,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
      %71 = mhlo.copy %70 : tensor<2x4x16x32xf32>
      mhlo.return %71 : tensor<2x4x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x16x32xf32>
    %11 = mhlo.bitcast %arg36 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    %12 = "mhlo.fusion"(%7, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<64x64xf32>, %arg50: tensor<64x64xf32>):
      %69 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %69 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg49 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x16xf32>
      %70 = stablehlo.transpose %69, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,16]{3,1,2,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
      %71 = mhlo.copy %70 : tensor<2x4x32x16xf32>
      mhlo.return %71 : tensor<2x4x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x32x16xf32>
    %14 = mhlo.bitcast %arg37 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    %15 = "mhlo.fusion"(%7, %14) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<64x64xf32>, %arg50: tensor<64x64xf32>):
      %69 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %69 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg49 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
      %70 = stablehlo.transpose %69, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,32,1]{2,4,1,3,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x32x1xf32>
      %71 = mhlo.copy %70 : tensor<2x4x16x32x1xf32>
      %72 = mhlo.bitcast %71 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x16x32x1xf32>) -> tensor<2x4x16x32xf32>
      mhlo.return %72 : tensor<2x4x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x16x32xf32>
    %17 = "mhlo.fusion"(%13, %16) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x4x32x16xf32>, %arg50: tensor<2x4x16x32xf32>):
      %69 = stablehlo.dot_general %arg49, %arg50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
      mhlo.return %69 : tensor<2x4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
    %18 = "mhlo.fusion"(%arg38, %arg39, %17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x4x1x32x32xi1>, %arg50: tensor<2x4x1x32x32xf32>, %arg51: tensor<2x4x32x32xf32>):
      %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
      %70 = stablehlo.multiply %arg51, %69 : tensor<2x4x32x32xf32>
      %71 = mhlo.bitcast %70 {result_layout = dense<[3, 2, 1, 0, 4]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,32,1]{3,2,1,0,4}"} : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32x1xf32>
      %72 = mhlo.copy %71 : tensor<2x4x32x32x1xf32>
      %73 = stablehlo.transpose %72, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x1x32x32xf32>
      %74 = mhlo.copy %73 : tensor<2x4x1x32x32xf32>
      %75 = stablehlo.select %arg49, %74, %arg50 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
      mhlo.return %75 : tensor<2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %19 = "mhlo.fusion"(%18) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x4x1x32x32xf32>):
      %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %69 = stablehlo.reduce(%arg49 init: %cst_0) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      %70 = mhlo.bitcast %69 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %72 = stablehlo.subtract %arg49, %71 : tensor<2x4x1x32x32xf32>
      %73 = stablehlo.exponential %72 : tensor<2x4x1x32x32xf32>
      mhlo.return %73 : tensor<2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %20 = "mhlo.fusion"(%19, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x4x1x32x32xf32>, %arg50: tensor<f32>):
      %69 = stablehlo.reduce(%arg49 init: %arg50) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      mhlo.return %69 : tensor<2x4x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %21 = "mhlo.fusion"(%20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x4x1x32xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
      %70 = stablehlo.divide %69, %arg49 : tensor<2x4x1x32xf32>
      mhlo.return %70 : tensor<2x4x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32xf32>
    %22 = "mhlo.fusion"(%19, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x4x1x32x32xf32>, %arg50: tensor<2x4x1x32xf32>):
      %69 = mhlo.bitcast %arg50 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %71 = stablehlo.multiply %arg49, %70 : tensor<2x4x1x32x32xf32>
      %72 = stablehlo.transpose %71, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,1,32]{2,4,3,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x1x32xf32>
      %73 = mhlo.copy %72 : tensor<2x4x32x1x32xf32>
      %74 = mhlo.bitcast %73 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x32xf32>
      mhlo.return %74 : tensor<2x4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xf32>, tensor<2x4x1x32xf32>) -> tensor<2x4x32x32xf32>
    %23 = "mhlo.fusion"(%10, %22) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x4x16x32xf32>, %arg50: tensor<2x4x32x32xf32>):
      %69 = stablehlo.dot_general %arg49, %arg50, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
      mhlo.return %69 : tensor<2x4x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %24 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x4x16x32xf32>):
      %69 = mhlo.bitcast %arg49 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x16x32xf32>) -> tensor<2x4x16x1x32xf32>
      %70 = stablehlo.transpose %69, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
      %71 = mhlo.copy %70 : tensor<2x32x4x1x16xf32>
      %72 = mhlo.bitcast %71 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<64x64xf32>
      mhlo.return %72 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>) -> tensor<64x64xf32>
    %25 = mhlo.bitcast %arg40 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    %26 = "mhlo.fusion"(%24, %25) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<64x64xf32>, %arg50: tensor<64x64xf32>):
      %69 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %69 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %27 = "mhlo.fusion"(%2, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg50 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %70 = stablehlo.add %arg49, %69 : tensor<2x32x64xf32>
      mhlo.return %70 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %28 = "mhlo.fusion"(%27, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<f32>):
      %69 = stablehlo.reduce(%arg49 init: %arg50) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %69 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %29 = "mhlo.fusion"(%27, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg50, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg49, %71 : tensor<2x32x64xf32>
      mhlo.return %72 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %30 = "mhlo.fusion"(%cst, %29) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<2x32x64xf32>):
      %69 = stablehlo.multiply %arg50, %arg50 : tensor<2x32x64xf32>
      %70 = stablehlo.reduce(%69 init: %arg49) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %70 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>) -> tensor<2x32xf32>
    %31 = "mhlo.fusion"(%30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg49, %69 : tensor<2x32xf32>
      %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %72 = stablehlo.add %70, %71 : tensor<2x32xf32>
      %73 = mhlo.bitcast %72 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %74 = mhlo.copy %73 : tensor<2x32x1xf32>
      %75 = stablehlo.rsqrt %74 : tensor<2x32x1xf32>
      mhlo.return %75 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %32 = "mhlo.fusion"(%arg42, %arg41, %31, %27, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x1x64xf32>, %arg50: tensor<1x1x64xf32>, %arg51: tensor<2x32x1xf32>, %arg52: tensor<2x32x64xf32>, %arg53: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg53, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg52, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %arg51 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %75 = stablehlo.multiply %72, %74 : tensor<2x32x64xf32>
      %76 = mhlo.bitcast %arg50 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %78 = stablehlo.multiply %75, %77 : tensor<2x32x64xf32>
      %79 = mhlo.bitcast %arg49 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %81 = stablehlo.add %78, %80 : tensor<2x32x64xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %82 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<64x64xf32>
    %33 = "mhlo.fusion"(%32, %arg43) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<64x64xf32>, %arg50: tensor<64x128xf32>):
      %69 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      mhlo.return %69 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %34 = "mhlo.fusion"(%33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<64x128xf32>):
      %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %70 = mhlo.bitcast %arg49 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %72 = stablehlo.multiply %70, %70 : tensor<2x32x128xf32>
      %73 = stablehlo.multiply %72, %70 : tensor<2x32x128xf32>
      %74 = stablehlo.multiply %71, %73 : tensor<2x32x128xf32>
      %75 = stablehlo.add %70, %74 : tensor<2x32x128xf32>
      %76 = stablehlo.multiply %69, %75 : tensor<2x32x128xf32>
      %77 = stablehlo.tanh %76 : tensor<2x32x128xf32>
      mhlo.return %77 : tensor<2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %35 = "mhlo.fusion"(%34, %33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32x128xf32>, %arg50: tensor<64x128xf32>):
      %69 = mhlo.bitcast %arg50 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %72 = stablehlo.add %71, %arg49 : tensor<2x32x128xf32>
      %73 = stablehlo.multiply %70, %72 : tensor<2x32x128xf32>
      %74 = stablehlo.multiply %69, %73 : tensor<2x32x128xf32>
      %75 = mhlo.bitcast %74 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<64x128xf32>
      mhlo.return %75 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
    %36 = "mhlo.fusion"(%35, %arg44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg49: tensor<64x128xf32>, %arg50: tensor<128x64xf32>):
      %69 = stablehlo.dot %arg49, %arg50, precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
      mhlo.return %69 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
    %37 = "mhlo.fusion"(%27, %36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<2x32x64xf32>, %arg50: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg50 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %70 = stablehlo.add %arg49, %69 : tensor<2x32x64xf32>
      mhlo.return %70 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %38 = "stablehlo.collective_permute"(%37) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %39 = "mhlo.fusion"(%arg2, %37, %arg48, %arg47, %0, %arg45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<1x2x32x64xf32>, %arg50: tensor<2x32x64xf32>, %arg51: tensor<i32>, %arg52: tensor<i32>, %arg53: tensor<i32>, %arg54: tensor<i1>):
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      %69 = stablehlo.compare GE, %arg53, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %70 = stablehlo.and %arg54, %69 : tensor<i1>
      %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<-1> : tensor<i32>
      %72 = stablehlo.add %arg53, %c_2 : tensor<i32>
      %73 = stablehlo.maximum %c_1, %72 : tensor<i32>
      %74 = stablehlo.minimum %c_0, %73 : tensor<i32>
      %75 = stablehlo.compare GE, %74, %arg52 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %76 = stablehlo.compare LT, %74, %arg51 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %77 = stablehlo.and %75, %76 : tensor<i1>
      %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %79 = mhlo.bitcast %arg50 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %80 = stablehlo.select %78, %79, %arg49 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %81 = stablehlo.select %71, %80, %arg49 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      mhlo.return %81 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>) -> tensor<1x2x32x64xf32>
    %40 = "mhlo.fusion"(%arg3, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3xi32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      %69 = stablehlo.minimum %arg50, %c_0 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.compare LT, %69, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_2 = stablehlo.constant dense<2> : tensor<i32>
      %71 = stablehlo.add %69, %c_2 : tensor<i32>
      %72 = stablehlo.select %70, %71, %69 : tensor<i1>, tensor<i32>
      %73 = mhlo.bitcast %72 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
      %74 = stablehlo.dynamic_update_slice %arg49, %73, %arg50 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      mhlo.return %74 : tensor<3xi32>
    }) {output_operand_aliasing = []} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %41 = "mhlo.fusion"(%arg4, %0, %2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x64xf32>, %arg52: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %71 = stablehlo.multiply %arg52, %70 : tensor<2x32xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %73 = stablehlo.subtract %arg51, %72 : tensor<2x32x64xf32>
      %74 = stablehlo.multiply %69, %73 : tensor<2x32x64xf32>
      %75 = mhlo.bitcast %74 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %76 = stablehlo.dynamic_update_slice %arg49, %75, %arg50, %c_2, %c_2, %c_2 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %76 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %42 = "mhlo.fusion"(%arg5, %0, %6, %5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x1xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x1xf32>, %arg52: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %71 = stablehlo.multiply %arg52, %70 : tensor<2x32xf32>
      %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %73 = stablehlo.add %71, %72 : tensor<2x32xf32>
      %74 = mhlo.bitcast %73 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %75 = mhlo.copy %74 : tensor<2x32x1xf32>
      %76 = stablehlo.divide %arg51, %75 : tensor<2x32x1xf32>
      %77 = stablehlo.multiply %69, %76 : tensor<2x32x1xf32>
      %78 = mhlo.bitcast %77 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %79 = stablehlo.dynamic_update_slice %arg49, %78, %arg50, %c_3, %c_3, %c_3 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      mhlo.return %79 : tensor<3x2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32xf32>) -> tensor<3x2x32x1xf32>
    %43 = "mhlo.fusion"(%arg6, %0, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x1xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x1xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      mhlo.return %70 : tensor<3x2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>) -> tensor<3x2x32x1xf32>
    %44 = "mhlo.fusion"(%arg7, %0, %2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x64xf32>, %arg52: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg52, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg51, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %72 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %74 = stablehlo.dynamic_update_slice %arg49, %73, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %74 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %45 = "mhlo.fusion"(%arg8, %0, %6, %2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x1xf32>, %arg52: tensor<2x32x64xf32>, %arg53: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg53, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg52, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %arg51 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %75 = stablehlo.multiply %72, %74 : tensor<2x32x64xf32>
      %76 = mhlo.bitcast %75 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %77 = stablehlo.dynamic_update_slice %arg49, %76, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %77 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %46 = "mhlo.fusion"(%arg9, %0, %arg34, %arg33, %6, %2, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<1x1x64xf32>, %arg52: tensor<1x1x64xf32>, %arg53: tensor<2x32x1xf32>, %arg54: tensor<2x32x64xf32>, %arg55: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg55, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg54, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %arg53 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %75 = stablehlo.multiply %72, %74 : tensor<2x32x64xf32>
      %76 = mhlo.bitcast %arg52 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %78 = stablehlo.multiply %75, %77 : tensor<2x32x64xf32>
      %79 = mhlo.bitcast %arg51 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %81 = stablehlo.add %78, %80 : tensor<2x32x64xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %arg49, %82, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %83 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %47 = "mhlo.fusion"(%arg10, %0, %15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x4x1x16xf32>, %arg50: tensor<i32>, %arg51: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x1x16xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x1x16xf32>, tensor<1x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
      mhlo.return %70 : tensor<3x2x32x4x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<64x64xf32>) -> tensor<3x2x32x4x1x16xf32>
    %48 = "mhlo.fusion"(%arg11, %0, %12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x4x16xf32>, %arg50: tensor<i32>, %arg51: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x16xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
      mhlo.return %70 : tensor<3x2x32x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<64x64xf32>) -> tensor<3x2x32x4x16xf32>
    %49 = "mhlo.fusion"(%arg12, %0, %19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x4x1x32x32xf32>, %arg50: tensor<i32>, %arg51: tensor<2x4x1x32x32xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
      mhlo.return %70 : tensor<3x2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<2x4x1x32x32xf32>) -> tensor<3x2x4x1x32x32xf32>
    %50 = "mhlo.fusion"(%arg13, %0, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x4x1x32x1xf32>, %arg50: tensor<i32>, %arg51: tensor<2x4x1x32xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<1x2x4x1x32x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
      mhlo.return %70 : tensor<3x2x4x1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x1xf32>
    %51 = "mhlo.fusion"(%arg14, %0, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x4x1x32x1xf32>, %arg50: tensor<i32>, %arg51: tensor<2x4x1x32xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
      %70 = stablehlo.multiply %arg51, %arg51 : tensor<2x4x1x32xf32>
      %71 = stablehlo.divide %69, %70 : tensor<2x4x1x32xf32>
      %72 = mhlo.bitcast %71 {result_layout = dense<[4, 2, 1, 5, 3, 0]> : tensor<6xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,1,32,1]{4,2,1,5,3,0}"} : (tensor<2x4x1x32xf32>) -> tensor<1x2x4x1x32x1xf32>
      %73 = mhlo.copy %72 : tensor<1x2x4x1x32x1xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %74 = stablehlo.dynamic_update_slice %arg49, %73, %arg50, %c_1, %c_1, %c_1, %c_1, %c_1 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
      mhlo.return %74 : tensor<3x2x4x1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x1xf32>
    %52 = "mhlo.fusion"(%arg15, %0, %19, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x4x1x32x32xf32>, %arg50: tensor<i32>, %arg51: tensor<2x4x1x32x32xf32>, %arg52: tensor<2x4x1x32xf32>):
      %69 = mhlo.bitcast %arg52 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %71 = stablehlo.multiply %arg51, %70 : tensor<2x4x1x32x32xf32>
      %72 = mhlo.bitcast %71 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %73 = stablehlo.dynamic_update_slice %arg49, %72, %arg50, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
      mhlo.return %73 : tensor<3x2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x32xf32>
    %53 = "mhlo.fusion"(%arg16, %0, %9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x4x16xf32>, %arg50: tensor<i32>, %arg51: tensor<64x64xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x16xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
      mhlo.return %70 : tensor<3x2x32x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<64x64xf32>) -> tensor<3x2x32x4x16xf32>
    %54 = "mhlo.fusion"(%arg17, %0, %23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x4x16xf32>, %arg50: tensor<i32>, %arg51: tensor<2x4x16x32xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x16x32xf32>) -> tensor<2x4x16x1x32xf32>
      %70 = stablehlo.transpose %69, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
      %71 = mhlo.copy %70 : tensor<2x32x4x1x16xf32>
      %72 = mhlo.bitcast %71 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<1x2x32x4x16xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %73 = stablehlo.dynamic_update_slice %arg49, %72, %arg50, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
      mhlo.return %73 : tensor<3x2x32x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<2x4x16x32xf32>) -> tensor<3x2x32x4x16xf32>
    %55 = "mhlo.fusion"(%arg18, %0, %27, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x64xf32>, %arg52: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %71 = stablehlo.multiply %arg52, %70 : tensor<2x32xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %73 = stablehlo.subtract %arg51, %72 : tensor<2x32x64xf32>
      %74 = stablehlo.multiply %69, %73 : tensor<2x32x64xf32>
      %75 = mhlo.bitcast %74 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %76 = stablehlo.dynamic_update_slice %arg49, %75, %arg50, %c_2, %c_2, %c_2 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %76 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %56 = "mhlo.fusion"(%arg19, %0, %31, %30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x1xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x1xf32>, %arg52: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %71 = stablehlo.multiply %arg52, %70 : tensor<2x32xf32>
      %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %72 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %73 = stablehlo.add %71, %72 : tensor<2x32xf32>
      %74 = mhlo.bitcast %73 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %75 = mhlo.copy %74 : tensor<2x32x1xf32>
      %76 = stablehlo.divide %arg51, %75 : tensor<2x32x1xf32>
      %77 = stablehlo.multiply %69, %76 : tensor<2x32x1xf32>
      %78 = mhlo.bitcast %77 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %79 = stablehlo.dynamic_update_slice %arg49, %78, %arg50, %c_3, %c_3, %c_3 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      mhlo.return %79 : tensor<3x2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32xf32>) -> tensor<3x2x32x1xf32>
    %57 = "mhlo.fusion"(%arg20, %0, %31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x1xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x1xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      mhlo.return %70 : tensor<3x2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>) -> tensor<3x2x32x1xf32>
    %58 = "mhlo.fusion"(%arg21, %0, %27, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x64xf32>, %arg52: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg52, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg51, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %72 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %74 = stablehlo.dynamic_update_slice %arg49, %73, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %74 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %59 = "mhlo.fusion"(%arg22, %0, %31, %27, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x1xf32>, %arg52: tensor<2x32x64xf32>, %arg53: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg53, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg52, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %arg51 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %75 = stablehlo.multiply %72, %74 : tensor<2x32x64xf32>
      %76 = mhlo.bitcast %75 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %77 = stablehlo.dynamic_update_slice %arg49, %76, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %77 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %60 = "mhlo.fusion"(%arg23, %0, %arg42, %arg41, %31, %27, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x64xf32>, %arg50: tensor<i32>, %arg51: tensor<1x1x64xf32>, %arg52: tensor<1x1x64xf32>, %arg53: tensor<2x32x1xf32>, %arg54: tensor<2x32x64xf32>, %arg55: tensor<2x32xf32>):
      %cst_0 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %70 = stablehlo.multiply %arg55, %69 : tensor<2x32xf32>
      %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %72 = stablehlo.subtract %arg54, %71 : tensor<2x32x64xf32>
      %73 = mhlo.bitcast %arg53 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %75 = stablehlo.multiply %72, %74 : tensor<2x32x64xf32>
      %76 = mhlo.bitcast %arg52 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %78 = stablehlo.multiply %75, %77 : tensor<2x32x64xf32>
      %79 = mhlo.bitcast %arg51 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %80 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %81 = stablehlo.add %78, %80 : tensor<2x32x64xf32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_update_slice %arg49, %82, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      mhlo.return %83 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
    %61 = "mhlo.fusion"(%arg24, %0, %33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x128xf32>, %arg50: tensor<i32>, %arg51: tensor<64x128xf32>):
      %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %70 = mhlo.bitcast %arg51 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %71 = stablehlo.multiply %70, %70 : tensor<2x32x128xf32>
      %72 = stablehlo.multiply %69, %71 : tensor<2x32x128xf32>
      %73 = mhlo.bitcast %72 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %74 = stablehlo.dynamic_update_slice %arg49, %73, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      mhlo.return %74 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<64x128xf32>) -> tensor<3x2x32x128xf32>
    %62 = "mhlo.fusion"(%arg25, %0, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x128xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x128xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      mhlo.return %70 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32>
    %63 = "mhlo.fusion"(%arg26, %0, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x128xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x128xf32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %70 = stablehlo.subtract %69, %arg51 : tensor<2x32x128xf32>
      %71 = mhlo.bitcast %70 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %72 = stablehlo.dynamic_update_slice %arg49, %71, %arg50, %c_1, %c_1, %c_1 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      mhlo.return %72 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32>
    %64 = "mhlo.fusion"(%arg27, %0, %34) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x128xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x128xf32>):
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %71 = stablehlo.add %70, %arg51 : tensor<2x32x128xf32>
      %72 = stablehlo.multiply %69, %71 : tensor<2x32x128xf32>
      %73 = mhlo.bitcast %72 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %74 = stablehlo.dynamic_update_slice %arg49, %73, %arg50, %c_2, %c_2, %c_2 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      mhlo.return %74 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32>
    %65 = "mhlo.fusion"(%arg28, %0, %33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x128xf32>, %arg50: tensor<i32>, %arg51: tensor<64x128xf32>):
      %69 = mhlo.bitcast %arg51 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<1x2x32x128xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %70 = stablehlo.dynamic_update_slice %arg49, %69, %arg50, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      mhlo.return %70 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<64x128xf32>) -> tensor<3x2x32x128xf32>
    %66 = "mhlo.fusion"(%arg29, %0, %34, %33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3x2x32x128xf32>, %arg50: tensor<i32>, %arg51: tensor<2x32x128xf32>, %arg52: tensor<64x128xf32>):
      %69 = mhlo.bitcast %arg52 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %71 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %72 = stablehlo.add %71, %arg51 : tensor<2x32x128xf32>
      %73 = stablehlo.multiply %70, %72 : tensor<2x32x128xf32>
      %74 = stablehlo.multiply %69, %73 : tensor<2x32x128xf32>
      %75 = mhlo.bitcast %74 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %76 = stablehlo.dynamic_update_slice %arg49, %75, %arg50, %c_2, %c_2, %c_2 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      mhlo.return %76 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<3x2x32x128xf32>
    %67 = "mhlo.fusion"(%arg30, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3xi32>, %arg50: tensor<i32>):
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<-1> : tensor<i32>
      %69 = stablehlo.add %arg50, %c_2 : tensor<i32>
      %70 = stablehlo.maximum %c_1, %69 : tensor<i32>
      %71 = stablehlo.minimum %c_0, %70 : tensor<i32>
      %72 = mhlo.bitcast %71 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
      %73 = stablehlo.dynamic_update_slice %arg49, %72, %arg50 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      mhlo.return %73 : tensor<3xi32>
    }) {output_operand_aliasing = []} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
    %68 = "mhlo.fusion"(%arg31, %0, %arg45) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<3xi1>, %arg50: tensor<i32>, %arg51: tensor<i1>):
      %c_0 = stablehlo.constant dense<1> : tensor<i32>
      %69 = stablehlo.compare GE, %arg50, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %70 = stablehlo.and %arg51, %69 : tensor<i1>
      %71 = mhlo.bitcast %70 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i1>) -> tensor<1xi1>
      %72 = stablehlo.dynamic_update_slice %arg49, %71, %arg50 : (tensor<3xi1>, tensor<1xi1>, tensor<i32>) -> tensor<3xi1>
      mhlo.return %72 : tensor<3xi1>
    }) {output_operand_aliasing = []} : (tensor<3xi1>, tensor<i32>, tensor<i1>) -> tensor<3xi1>
    return %1, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48 : tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>
  }
  func.func private @wrapped_compare_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.region_9.11_spmd.clone.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<1x2x32x64xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3x2x32x64xf32>, %arg5: tensor<3x2x32x1xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<3x2x32x64xf32>, %arg8: tensor<3x2x32x64xf32>, %arg9: tensor<3x2x32x64xf32>, %arg10: tensor<3x2x32x4x1x16xf32>, %arg11: tensor<3x2x32x4x16xf32>, %arg12: tensor<3x2x4x1x32x32xf32>, %arg13: tensor<3x2x4x1x32x1xf32>, %arg14: tensor<3x2x4x1x32x1xf32>, %arg15: tensor<3x2x4x1x32x32xf32>, %arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<3x2x32x4x16xf32>, %arg18: tensor<3x2x32x64xf32>, %arg19: tensor<3x2x32x1xf32>, %arg20: tensor<3x2x32x1xf32>, %arg21: tensor<3x2x32x64xf32>, %arg22: tensor<3x2x32x64xf32>, %arg23: tensor<3x2x32x64xf32>, %arg24: tensor<3x2x32x128xf32>, %arg25: tensor<3x2x32x128xf32>, %arg26: tensor<3x2x32x128xf32>, %arg27: tensor<3x2x32x128xf32>, %arg28: tensor<3x2x32x128xf32>, %arg29: tensor<3x2x32x128xf32>, %arg30: tensor<3xi32>, %arg31: tensor<3xi1>, %arg32: tensor<i1>, %arg33: tensor<1x1x64xf32>, %arg34: tensor<1x1x64xf32>, %arg35: tensor<64x4x16xf32>, %arg36: tensor<64x4x16xf32>, %arg37: tensor<64x4x16xf32>, %arg38: tensor<2x4x1x32x32xi1>, %arg39: tensor<2x4x1x32x32xf32>, %arg40: tensor<4x16x64xf32>, %arg41: tensor<1x1x64xf32>, %arg42: tensor<1x1x64xf32>, %arg43: tensor<64x128xf32>, %arg44: tensor<128x64xf32>, %arg45: tensor<i1>, %arg46: tensor<2x2x32x64xf32>, %arg47: tensor<i32>, %arg48: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg49: tensor<i32>, %arg50: tensor<i32>):
      %1 = stablehlo.compare LT, %arg49, %arg50 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @fused_computation.14(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @region_43.45(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.18(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<1x2x32x64xf32>) -> tensor<1x1x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x32x64xf32>
    %2 = stablehlo.reduce(%1 init: %arg0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    return %3 : tensor<1x1x64xf32>
  }
  func.func private @region_41.43(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.19(%arg0: tensor<64x64xf32>, %arg1: tensor<f32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    return %1 : tensor<1x1x64xf32>
  }
  func.func private @region_39.41(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.20(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<1x2x32x64xf32>) -> tensor<1x1x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x32x64xf32>
    %2 = stablehlo.reduce(%1 init: %arg0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    return %3 : tensor<1x1x64xf32>
  }
  func.func private @region_37.39(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.21(%arg0: tensor<64x64xf32>, %arg1: tensor<f32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    return %1 : tensor<1x1x64xf32>
  }
  func.func private @region_35.37(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.22(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_34.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.23(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_32.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.24(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<1x2x32x64xf32>) -> tensor<2x32x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x32x64xf32>
    %2 = stablehlo.reduce(%1 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    return %3 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<2x4x32x32xf32>, %arg1: tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    return %0 : tensor<2x4x32x16xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<2x4x32x32xf32>, %arg1: tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    return %0 : tensor<2x4x32x16xf32>
  }
  func.func private @region_30.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.29(%arg0: tensor<f32>, %arg1: tensor<2x4x1x32x32xf32>, %arg2: tensor<2x4x1x32x32xf32>, %arg3: tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<2x4x1x32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<2x4x1x32x32xf32>
    %4 = stablehlo.reduce(%3 init: %arg0) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    return %4 : tensor<2x4x1x32xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<2x4x32x16xf32>, %arg1: tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
    return %0 : tensor<2x4x32x32xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<2x4x16x32xf32>, %arg1: tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    return %0 : tensor<2x4x16x32xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @region_28.30(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.34(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_27.29(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.35(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_25.27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.36(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<1x2x32x64xf32>) -> tensor<2x32x1xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x32x64xf32>
    %2 = stablehlo.reduce(%1 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    return %3 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<64x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<64x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    return %0 : tensor<64x128xf32>
  }
  func.func private @fused_computation.100(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<1x2x32x64xf32>, %arg3: tensor<3xi32>, %arg4: tensor<3xi1>, %arg5: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg5 : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg4, %0, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
    %2 = mhlo.bitcast %1 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %5 = stablehlo.select %3, %4, %arg2 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %6 = stablehlo.dynamic_slice %arg3, %0, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %8 = stablehlo.compare GE, %7, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.compare LT, %7, %arg0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.and %8, %9 : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %12 = stablehlo.select %3, %arg2, %4 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %13 = stablehlo.select %11, %4, %12 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %14 = stablehlo.add %5, %13 : tensor<1x2x32x64xf32>
    return %14 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.101(%arg0: tensor<2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<3x2x32x1xf32>, %arg3: tensor<3x2x32x64xf32>, %arg4: tensor<2x32x1xf32>, %arg5: tensor<3x2x32x1xf32>, %arg6: tensor<1x1x64xf32>, %arg7: tensor<64x64xf32>, %arg8: tensor<2x32xf32>, %arg9: tensor<2x32xf32>, %arg10: tensor<3x2x32x1xf32>, %arg11: tensor<2x32x64xf32>, %arg12: tensor<3x2x32x64xf32>, %arg13: tensor<2x32x1xf32>, %arg14: tensor<3x2x32x1xf32>, %arg15: tensor<1x1x64xf32>, %arg16: tensor<64x64xf32>, %arg17: tensor<i1>, %arg18: tensor<i32>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg17, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.subtract %c, %arg18 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg14, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %5 = stablehlo.multiply %arg13, %4 : tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x32x1xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.dynamic_slice %arg12, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %11 = mhlo.bitcast %10 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<2x32x64xf32>
    %13 = stablehlo.add %arg11, %12 : tensor<2x32x64xf32>
    %14 = mhlo.bitcast %arg16 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %15 = mhlo.bitcast %arg15 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x32x64xf32>
    %18 = stablehlo.dynamic_slice %arg10, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %19 = mhlo.bitcast %18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<2x32x64xf32>
    %22 = stablehlo.add %13, %21 : tensor<2x32x64xf32>
    %23 = stablehlo.negate %arg9 : tensor<2x32xf32>
    %24 = stablehlo.negate %arg8 : tensor<2x32xf32>
    %25 = stablehlo.add %23, %24 : tensor<2x32xf32>
    %26 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<2x32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %29 = stablehlo.add %22, %28 : tensor<2x32x64xf32>
    %30 = stablehlo.dynamic_slice %arg5, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %31 = mhlo.bitcast %30 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %32 = stablehlo.multiply %arg4, %31 : tensor<2x32x1xf32>
    %33 = stablehlo.multiply %32, %6 : tensor<2x32x1xf32>
    %34 = mhlo.bitcast %33 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %36 = stablehlo.dynamic_slice %arg3, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %37 = mhlo.bitcast %36 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %38 = stablehlo.multiply %35, %37 : tensor<2x32x64xf32>
    %39 = stablehlo.add %29, %38 : tensor<2x32x64xf32>
    %40 = mhlo.bitcast %arg7 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %41 = mhlo.bitcast %arg6 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<2x32x64xf32>
    %44 = stablehlo.dynamic_slice %arg2, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %45 = mhlo.bitcast %44 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x32x64xf32>
    %48 = stablehlo.add %39, %47 : tensor<2x32x64xf32>
    %49 = stablehlo.negate %arg1 : tensor<2x32xf32>
    %50 = stablehlo.negate %arg0 : tensor<2x32xf32>
    %51 = stablehlo.add %49, %50 : tensor<2x32xf32>
    %52 = stablehlo.multiply %51, %26 : tensor<2x32xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %54 = stablehlo.add %48, %53 : tensor<2x32x64xf32>
    %55 = stablehlo.select %0, %1, %54 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %55 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.102(%arg0: tensor<1x1x64x4x16xf32>, %arg1: tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %2 = mhlo.copy %1 : tensor<64x4x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<1x1x64x4x16xf32>
    return %4 : tensor<1x1x64x4x16xf32>
  }
  func.func private @fused_computation.103(%arg0: tensor<2x4x16x32xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{3,1,0,2}"} : (tensor<2x4x16x32xf32>) -> tensor<4x16x2x32xf32>
    %1 = mhlo.copy %0 : tensor<4x16x2x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.104(%arg0: tensor<1x1x64x4x16xf32>, %arg1: tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %2 = mhlo.copy %1 : tensor<64x4x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<1x1x64x4x16xf32>
    return %4 : tensor<1x1x64x4x16xf32>
  }
  func.func private @fused_computation.105(%arg0: tensor<2x4x32x16xf32>) -> tensor<64x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x16xf32>) -> tensor<2x4x32x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %2 = mhlo.copy %1 : tensor<2x32x4x1x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %4 = stablehlo.transpose %3, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{1,0,3,2}"} : (tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
    %5 = mhlo.copy %4 : tensor<4x16x2x32xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
    return %6 : tensor<64x64xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<1x1x4x16x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<1x1x4x16x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %2 = mhlo.copy %1 : tensor<4x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<1x1x4x16x64xf32>
    return %4 : tensor<1x1x4x16x64xf32>
  }
  func.func private @fused_computation.107(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.108(%arg0: tensor<2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<3x2x32x1xf32>, %arg3: tensor<2x32x64xf32>, %arg4: tensor<3x2x32x64xf32>, %arg5: tensor<2x32x1xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<1x1x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg9 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg6, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.multiply %arg5, %2 : tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x32x1xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.dynamic_slice %arg4, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x32x64xf32>
    %11 = stablehlo.add %arg3, %10 : tensor<2x32x64xf32>
    %12 = mhlo.bitcast %arg8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %13 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x32x64xf32>
    %16 = stablehlo.dynamic_slice %arg2, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<2x32x64xf32>
    %20 = stablehlo.add %11, %19 : tensor<2x32x64xf32>
    %21 = stablehlo.negate %arg1 : tensor<2x32xf32>
    %22 = stablehlo.negate %arg0 : tensor<2x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x32xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %27 = stablehlo.add %20, %26 : tensor<2x32x64xf32>
    %28 = stablehlo.transpose %27, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,32]{0,2,1}"} : (tensor<2x32x64xf32>) -> tensor<64x2x32xf32>
    %29 = mhlo.copy %28 : tensor<64x2x32xf32>
    %30 = mhlo.bitcast %29 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    return %30 : tensor<64x64xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<1x1x64x4x16xf32>, %arg1: tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %2 = mhlo.copy %1 : tensor<64x4x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<1x1x64x4x16xf32>
    return %4 : tensor<1x1x64x4x16xf32>
  }
  func.func private @fused_computation.110(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.111(%arg0: tensor<2x4x32x16xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 3, 0, 2] {result_layout = dense<[1, 3, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{1,3,0,2}"} : (tensor<2x4x32x16xf32>) -> tensor<4x16x2x32xf32>
    %1 = mhlo.copy %0 : tensor<4x16x2x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<1x1x64x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<1x1x64x128xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1x1x64x128xf32>
    return %1 : tensor<1x1x64x128xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<3x2x32x128xf32>, %arg2: tensor<3x2x32x128xf32>, %arg3: tensor<3x2x32x128xf32>, %arg4: tensor<3x2x32x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<i32>) -> tensor<128x64xf32> {
    %0 = mhlo.bitcast %arg5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.subtract %c, %arg6 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg4, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<0.797884583> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %7 = stablehlo.dynamic_slice %arg3, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %9 = stablehlo.multiply %8, %0 : tensor<2x32x128xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<2x32x128xf32>
    %11 = stablehlo.dynamic_slice %arg2, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x32x128xf32>
    %14 = stablehlo.dynamic_slice %arg1, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x32x128xf32>
    %17 = stablehlo.add %13, %16 : tensor<2x32x128xf32>
    %18 = stablehlo.multiply %5, %17 : tensor<2x32x128xf32>
    %19 = stablehlo.add %4, %18 : tensor<2x32x128xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<2x32x128xf32>
    %22 = stablehlo.dynamic_slice %arg0, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %23 = mhlo.bitcast %22 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<2x32x128xf32>
    %25 = stablehlo.add %19, %24 : tensor<2x32x128xf32>
    %26 = stablehlo.transpose %25, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,2,32]{0,2,1}"} : (tensor<2x32x128xf32>) -> tensor<128x2x32xf32>
    %27 = mhlo.copy %26 : tensor<128x2x32xf32>
    %28 = mhlo.bitcast %27 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    return %28 : tensor<128x64xf32>
  }
  func.func private @fused_computation.114(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<1x1x128x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<1x1x128x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1x1x128x64xf32>
    return %1 : tensor<1x1x128x64xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<2x32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,32]{0,2,1}"} : (tensor<2x32x64xf32>) -> tensor<64x2x32xf32>
    %1 = mhlo.copy %0 : tensor<64x2x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.117(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>) -> tensor<64x128xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<64x128xf32>
    return %2 : tensor<64x128xf32>
  }
  func.func private @fused_computation.118(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    return %1 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.119(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    return %1 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<1x2x32x64xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x32xf32>, %arg3: tensor<3x2x32x1xf32>, %arg4: tensor<3x2x32x64xf32>, %arg5: tensor<2x32x1xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<1x1x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<2x32xf32>, %arg10: tensor<2x32xf32>, %arg11: tensor<3x2x32x1xf32>, %arg12: tensor<2x32x64xf32>, %arg13: tensor<3x2x32x64xf32>, %arg14: tensor<2x32x1xf32>, %arg15: tensor<3x2x32x1xf32>, %arg16: tensor<1x1x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<i1>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<3xi32>, %arg22: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg22 : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg21, %0, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %2 = mhlo.bitcast %1 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.compare GE, %2, %arg20 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.compare LT, %2, %arg19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.and %3, %4 : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
    %7 = stablehlo.broadcast_in_dim %arg18, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg15, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %10 = stablehlo.multiply %arg14, %9 : tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<2x32x1xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.dynamic_slice %arg13, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %16 = mhlo.bitcast %15 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<2x32x64xf32>
    %18 = stablehlo.add %arg12, %17 : tensor<2x32x64xf32>
    %19 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %20 = mhlo.bitcast %arg16 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<2x32x64xf32>
    %23 = stablehlo.dynamic_slice %arg11, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %24 = mhlo.bitcast %23 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %26 = stablehlo.multiply %22, %25 : tensor<2x32x64xf32>
    %27 = stablehlo.add %18, %26 : tensor<2x32x64xf32>
    %28 = stablehlo.negate %arg10 : tensor<2x32xf32>
    %29 = stablehlo.negate %arg9 : tensor<2x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<2x32xf32>
    %31 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<2x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %34 = stablehlo.add %27, %33 : tensor<2x32x64xf32>
    %35 = stablehlo.dynamic_slice %arg6, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %36 = mhlo.bitcast %35 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %37 = stablehlo.multiply %arg5, %36 : tensor<2x32x1xf32>
    %38 = stablehlo.multiply %37, %11 : tensor<2x32x1xf32>
    %39 = mhlo.bitcast %38 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %41 = stablehlo.dynamic_slice %arg4, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %42 = mhlo.bitcast %41 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<2x32x64xf32>
    %44 = stablehlo.add %34, %43 : tensor<2x32x64xf32>
    %45 = mhlo.bitcast %arg8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %46 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %48 = stablehlo.multiply %45, %47 : tensor<2x32x64xf32>
    %49 = stablehlo.dynamic_slice %arg3, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %50 = mhlo.bitcast %49 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<2x32x64xf32>
    %53 = stablehlo.add %44, %52 : tensor<2x32x64xf32>
    %54 = stablehlo.negate %arg2 : tensor<2x32xf32>
    %55 = stablehlo.negate %arg1 : tensor<2x32xf32>
    %56 = stablehlo.add %54, %55 : tensor<2x32xf32>
    %57 = stablehlo.multiply %56, %31 : tensor<2x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %59 = stablehlo.add %53, %58 : tensor<2x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %61 = stablehlo.select %7, %59, %60 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %62 = stablehlo.select %6, %61, %60 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %63 = mhlo.bitcast %62 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %64 = stablehlo.add %arg0, %63 : tensor<1x2x32x64xf32>
    return %64 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.121(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<i32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.subtract %c, %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<2x32x64xf32>
    return %8 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.122(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<3x2x32x1xf32>, %arg3: tensor<i32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg2, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x32x1xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x32x64xf32>
    return %10 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.123(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    return %1 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.124(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.125(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<64x64xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @fused_computation.126(%arg0: tensor<64x4x16xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %1 = mhlo.copy %0 : tensor<4x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.127(%arg0: tensor<2x4x32x16xf32>) -> tensor<64x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x16xf32>) -> tensor<2x4x32x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %2 = mhlo.copy %1 : tensor<2x32x4x1x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>) -> tensor<2x4x32x16xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,16]{3,1,2,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
    %4 = mhlo.copy %3 : tensor<2x4x32x16xf32>
    return %4 : tensor<2x4x32x16xf32>
  }
  func.func private @fused_computation.129(%arg0: tensor<2x4x1x32x32xi1>, %arg1: tensor<2x4x1x32xf32>, %arg2: tensor<3x2x4x1x32x32xf32>, %arg3: tensor<1x2x4x1x32x1xf32>, %arg4: tensor<2x4x32x32xf32>, %arg5: tensor<i32>) -> tensor<2x4x32x32xf32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %1 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x4x1x32x32xf32>
    %4 = stablehlo.negate %arg1 : tensor<2x4x1x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %7 = stablehlo.add %3, %6 : tensor<2x4x1x32x32xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.subtract %c, %arg5 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %arg2, %8, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<2x4x1x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %13 = stablehlo.select %arg0, %11, %12 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x4x1x32x32xf32>
    %16 = mhlo.bitcast %15 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32xf32>
    return %16 : tensor<2x4x32x32xf32>
  }
  func.func private @fused_computation.130(%arg0: tensor<64x4x16xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %1 = mhlo.copy %0 : tensor<4x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.131(%arg0: tensor<2x4x32x16xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %1 = mhlo.copy %0 : tensor<2x32x4x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x4x16xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<3x2x32x4x1x16xf32>, %arg1: tensor<i32>) -> tensor<2x4x32x16xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 4, 1, 16] : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x1x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x32x4x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,1,16]{4,3,1,2,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x1x16xf32>
    %4 = mhlo.copy %3 : tensor<2x4x32x1x16xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x1x16xf32>) -> tensor<2x4x32x16xf32>
    return %5 : tensor<2x4x32x16xf32>
  }
  func.func private @fused_computation.133(%arg0: tensor<2x4x1x32x32xi1>, %arg1: tensor<2x4x1x32xf32>, %arg2: tensor<3x2x4x1x32x32xf32>, %arg3: tensor<1x2x4x1x32x1xf32>, %arg4: tensor<2x4x32x32xf32>, %arg5: tensor<i32>) -> tensor<2x4x32x32xf32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %1 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x4x1x32x32xf32>
    %4 = stablehlo.negate %arg1 : tensor<2x4x1x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
    %7 = stablehlo.add %3, %6 : tensor<2x4x1x32x32xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.subtract %c, %arg5 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.dynamic_slice %arg2, %8, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<2x4x1x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %13 = stablehlo.select %arg0, %11, %12 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x4x1x32x32xf32>
    %16 = stablehlo.transpose %15, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32x1xf32>
    %17 = mhlo.copy %16 : tensor<2x4x32x32x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x32x32xf32>
    return %18 : tensor<2x4x32x32xf32>
  }
  func.func private @fused_computation.134(%arg0: tensor<3x2x4x1x32x1xf32>, %arg1: tensor<i32>) -> tensor<1x2x4x1x32x1xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    return %1 : tensor<1x2x4x1x32x1xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<3x2x4x1x32x32xf32>, %arg1: tensor<i32>) -> tensor<2x4x1x32x32xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    return %2 : tensor<2x4x1x32x32xf32>
  }
  func.func private @fused_computation.136(%arg0: tensor<3x2x4x1x32x1xf32>, %arg1: tensor<i32>) -> tensor<1x2x4x1x32x1xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x32x1xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg0, %1, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    %3 = stablehlo.divide %0, %2 : tensor<1x2x4x1x32x1xf32>
    return %3 : tensor<1x2x4x1x32x1xf32>
  }
  func.func private @fused_computation.137(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>) -> tensor<2x4x16x32xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,32]{2,1,3,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
    %4 = mhlo.copy %3 : tensor<2x4x16x32xf32>
    return %4 : tensor<2x4x16x32xf32>
  }
  func.func private @fused_computation.138(%arg0: tensor<64x64xf32>) -> tensor<2x4x32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,16]{4,2,1,3,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x1x32x16xf32>
    %2 = mhlo.copy %1 : tensor<2x4x1x32x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x16xf32>) -> tensor<2x4x32x16xf32>
    return %3 : tensor<2x4x32x16xf32>
  }
  func.func private @fused_computation.139(%arg0: tensor<64x4x16xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %1 = mhlo.copy %0 : tensor<4x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.140(%arg0: tensor<2x4x16x32xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %1 = mhlo.copy %0 : tensor<2x32x4x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x4x16xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.141(%arg0: tensor<3x2x4x1x32x32xf32>, %arg1: tensor<i32>) -> tensor<2x4x32x32xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, %c_0, %c_0, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x32x32xf32>
    return %2 : tensor<2x4x32x32xf32>
  }
  func.func private @fused_computation.142(%arg0: tensor<64x64xf32>) -> tensor<2x4x16x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x1x32xf32>
    %2 = mhlo.copy %1 : tensor<2x4x16x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x16x1x32xf32>) -> tensor<2x4x16x32xf32>
    return %3 : tensor<2x4x16x32xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<4x16x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1 = mhlo.copy %0 : tensor<64x4x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    return %2 : tensor<64x64xf32>
  }
  func.func private @fused_computation.144(%arg0: tensor<2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<3x2x32x1xf32>, %arg3: tensor<2x32x64xf32>, %arg4: tensor<3x2x32x64xf32>, %arg5: tensor<2x32x1xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<1x1x64xf32>, %arg8: tensor<64x64xf32>, %arg9: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg9 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg6, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.multiply %arg5, %2 : tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x32x1xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.dynamic_slice %arg4, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x32x64xf32>
    %11 = stablehlo.add %arg3, %10 : tensor<2x32x64xf32>
    %12 = mhlo.bitcast %arg8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %13 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<2x32x64xf32>
    %16 = stablehlo.dynamic_slice %arg2, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<2x32x64xf32>
    %20 = stablehlo.add %11, %19 : tensor<2x32x64xf32>
    %21 = stablehlo.negate %arg1 : tensor<2x32xf32>
    %22 = stablehlo.negate %arg0 : tensor<2x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<2x32xf32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<2x32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %27 = stablehlo.add %20, %26 : tensor<2x32x64xf32>
    %28 = mhlo.bitcast %27 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
    return %28 : tensor<64x64xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<i32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.subtract %c, %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_slice %arg0, %4, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<2x32x64xf32>
    return %8 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.146(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<3x2x32x1xf32>, %arg3: tensor<i32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg3 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg2, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.multiply %arg1, %2 : tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<2x32x1xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %8 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<2x32x64xf32>
    return %10 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.147(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    return %1 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<1x1x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<3x2x32x128xf32>, %arg2: tensor<3x2x32x128xf32>, %arg3: tensor<3x2x32x128xf32>, %arg4: tensor<3x2x32x128xf32>, %arg5: tensor<64x128xf32>, %arg6: tensor<i32>) -> tensor<64x128xf32> {
    %0 = mhlo.bitcast %arg5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.subtract %c, %arg6 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg4, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<0.797884583> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %7 = stablehlo.dynamic_slice %arg3, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %9 = stablehlo.multiply %8, %0 : tensor<2x32x128xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<2x32x128xf32>
    %11 = stablehlo.dynamic_slice %arg2, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<2x32x128xf32>
    %14 = stablehlo.dynamic_slice %arg1, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<2x32x128xf32>
    %17 = stablehlo.add %13, %16 : tensor<2x32x128xf32>
    %18 = stablehlo.multiply %5, %17 : tensor<2x32x128xf32>
    %19 = stablehlo.add %4, %18 : tensor<2x32x128xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<2x32x128xf32>
    %22 = stablehlo.dynamic_slice %arg0, %1, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %23 = mhlo.bitcast %22 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<2x32x128xf32>
    %25 = stablehlo.add %19, %24 : tensor<2x32x128xf32>
    %26 = mhlo.bitcast %25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<64x128xf32>
    return %26 : tensor<64x128xf32>
  }
  func.func private @fused_computation.150(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x2x32x64xf32>, %arg2: tensor<3xi32>, %arg3: tensor<i32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg3 : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg2, %0, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %2 = mhlo.bitcast %1 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_slice %arg1, %2, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.add %arg0, %4 : tensor<2x32x64xf32>
    return %5 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.151(%arg0: tensor<1x2x32x64xf32>, %arg1: tensor<3xi1>, %arg2: tensor<i32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg2 : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %0, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
    %2 = mhlo.bitcast %1 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    return %5 : tensor<1x2x32x64xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_add_computation.2(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x1x64xf32>
    return %0 : tensor<1x1x64xf32>
  }
  func.func private @wrapped_add_computation.3(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x1x64xf32>
    return %0 : tensor<1x1x64xf32>
  }
  func.func private @wrapped_add_computation.4(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x1x64xf32>
    return %0 : tensor<1x1x64xf32>
  }
  func.func private @wrapped_add_computation.5(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x1x64xf32>
    return %0 : tensor<1x1x64xf32>
  }
  func.func private @wide.wide.region_23.47_spmd.clone.sunk.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<1x2x32x64xf32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<1x1x64xf32>, %arg5: tensor<1x1x64xf32>, %arg6: tensor<1x1x128x64xf32>, %arg7: tensor<1x1x64x128xf32>, %arg8: tensor<1x1x64x4x16xf32>, %arg9: tensor<1x1x4x16x64xf32>, %arg10: tensor<1x1x64x4x16xf32>, %arg11: tensor<1x1x64x4x16xf32>, %arg12: tensor<2x32x64xf32>, %arg13: tensor<1x2x32x64xf32>, %arg14: tensor<i1>, %arg15: tensor<3xi1>, %arg16: tensor<3xi32>, %arg17: tensor<3x2x32x64xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<3x2x32x128xf32>, %arg20: tensor<3x2x32x128xf32>, %arg21: tensor<3x2x32x128xf32>, %arg22: tensor<3x2x32x128xf32>, %arg23: tensor<3x2x32x128xf32>, %arg24: tensor<64x128xf32>, %arg25: tensor<1x1x64xf32>, %arg26: tensor<3x2x32x1xf32>, %arg27: tensor<3x2x32x64xf32>, %arg28: tensor<3x2x32x1xf32>, %arg29: tensor<3x2x32x64xf32>, %arg30: tensor<4x16x64xf32>, %arg31: tensor<3x2x4x1x32x32xf32>, %arg32: tensor<64x4x16xf32>, %arg33: tensor<3x2x32x4x16xf32>, %arg34: tensor<3x2x4x1x32x1xf32>, %arg35: tensor<3x2x4x1x32x1xf32>, %arg36: tensor<3x2x4x1x32x32xf32>, %arg37: tensor<2x4x1x32x32xi1>, %arg38: tensor<3x2x32x4x1x16xf32>, %arg39: tensor<64x4x16xf32>, %arg40: tensor<3x2x32x4x16xf32>, %arg41: tensor<64x4x16xf32>, %arg42: tensor<1x1x64xf32>, %arg43: tensor<3x2x32x1xf32>, %arg44: tensor<3x2x32x64xf32>, %arg45: tensor<3x2x32x1xf32>, %arg46: tensor<3xi32>, %arg47: tensor<3x2x32x64xf32>, %arg48: tensor<3x2x32x64xf32>, %arg49: tensor<3x2x32x128xf32>, %arg50: tensor<3x2x32x64xf32>, %arg51: tensor<3x2x32x64xf32>, %arg52: tensor<3x2x32x4x16xf32>, %arg53: tensor<i32>, %arg54: tensor<i32>) -> (tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<i32>, %arg56: tensor<i32>):
      %92 = stablehlo.add %arg55, %arg56 : tensor<i32>
      mhlo.return %92 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = "mhlo.fusion"(%arg36, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x4x1x32x32xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      mhlo.return %94 : tensor<2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>) -> tensor<2x4x1x32x32xf32>
    %3 = "stablehlo.collective_permute"(%arg12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %4 = mhlo.copy %arg13 : tensor<1x2x32x64xf32>
    %5 = "mhlo.fusion"(%4, %arg15, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x2x32x64xf32>, %arg56: tensor<3xi1>, %arg57: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg57 : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg56, %92, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
      %94 = mhlo.bitcast %93 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
      %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
      %97 = stablehlo.select %95, %arg55, %96 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      mhlo.return %97 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<3xi1>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %6 = "stablehlo.all_gather"(%5) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %7 = "mhlo.fusion"(%3, %6, %arg16, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x32x64xf32>, %arg56: tensor<2x2x32x64xf32>, %arg57: tensor<3xi32>, %arg58: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg58 : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg57, %92, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %94 = mhlo.bitcast %93 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_slice %arg56, %94, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %97 = stablehlo.add %arg55, %96 : tensor<2x32x64xf32>
      mhlo.return %97 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<3xi32>, tensor<i32>) -> tensor<2x32x64xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
    %9 = "mhlo.fusion"(%8, %arg18) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<128x64xf32>):
      %92 = stablehlo.dot_general %arg55, %arg56, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
      mhlo.return %92 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %10 = "mhlo.fusion"(%arg23, %arg22, %arg21, %arg20, %arg19, %9, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x128xf32>, %arg56: tensor<3x2x32x128xf32>, %arg57: tensor<3x2x32x128xf32>, %arg58: tensor<3x2x32x128xf32>, %arg59: tensor<3x2x32x128xf32>, %arg60: tensor<64x128xf32>, %arg61: tensor<i32>):
      %92 = mhlo.bitcast %arg60 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %93 = stablehlo.subtract %c_0, %arg61 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg59, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %96 = stablehlo.multiply %92, %95 : tensor<2x32x128xf32>
      %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %99 = stablehlo.dynamic_slice %arg58, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %101 = stablehlo.multiply %100, %92 : tensor<2x32x128xf32>
      %102 = stablehlo.multiply %98, %101 : tensor<2x32x128xf32>
      %103 = stablehlo.dynamic_slice %arg57, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<2x32x128xf32>
      %106 = stablehlo.dynamic_slice %arg56, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %107 = mhlo.bitcast %106 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %108 = stablehlo.multiply %105, %107 : tensor<2x32x128xf32>
      %109 = stablehlo.add %105, %108 : tensor<2x32x128xf32>
      %110 = stablehlo.multiply %97, %109 : tensor<2x32x128xf32>
      %111 = stablehlo.add %96, %110 : tensor<2x32x128xf32>
      %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %112 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %113 = stablehlo.multiply %112, %110 : tensor<2x32x128xf32>
      %114 = stablehlo.dynamic_slice %arg55, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %115 = mhlo.bitcast %114 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %116 = stablehlo.multiply %113, %115 : tensor<2x32x128xf32>
      %117 = stablehlo.add %111, %116 : tensor<2x32x128xf32>
      %118 = mhlo.bitcast %117 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<64x128xf32>
      mhlo.return %118 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
    %11 = "mhlo.fusion"(%10, %arg24) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x128xf32>, %arg56: tensor<64x128xf32>):
      %92 = stablehlo.dot_general %arg55, %arg56, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
    %12 = "mhlo.fusion"(%arg28, %arg25, %11, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x1xf32>, %arg56: tensor<1x1x64xf32>, %arg57: tensor<64x64xf32>, %arg58: tensor<i32>):
      %92 = mhlo.bitcast %arg57 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %93 = mhlo.bitcast %arg56 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x32x64xf32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %96 = stablehlo.subtract %c_0, %arg58 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_slice %arg55, %96, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %100 = stablehlo.multiply %95, %99 : tensor<2x32x64xf32>
      mhlo.return %100 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
    %13 = "mhlo.fusion"(%12, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x32x64xf32>, %arg56: tensor<f32>):
      %92 = stablehlo.reduce(%arg55 init: %arg56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %92 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %14 = "mhlo.fusion"(%arg25, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %93 = mhlo.bitcast %arg55 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x32x64xf32>
      mhlo.return %95 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %15 = "mhlo.fusion"(%arg17, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      mhlo.return %93 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %16 = "mhlo.fusion"(%cst, %14, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<2x32x64xf32>, %arg57: tensor<1x2x32x64xf32>):
      %92 = mhlo.bitcast %arg57 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %93 = stablehlo.multiply %92, %arg56 : tensor<2x32x64xf32>
      %94 = stablehlo.reduce(%93 init: %arg55) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      mhlo.return %95 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<2x32x1xf32>
    %17 = "mhlo.fusion"(%arg27, %16, %arg26, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<2x32x1xf32>, %arg57: tensor<3x2x32x1xf32>, %arg58: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg58 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg57, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %95 = stablehlo.multiply %arg56, %94 : tensor<2x32x1xf32>
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<2x32x1xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %100 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %102 = stablehlo.multiply %99, %101 : tensor<2x32x64xf32>
      mhlo.return %102 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x64xf32>
    %18 = "mhlo.fusion"(%17, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x32x64xf32>, %arg56: tensor<f32>):
      %92 = stablehlo.reduce(%arg55 init: %arg56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %92 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %19 = "mhlo.fusion"(%13, %18, %arg28, %7, %arg27, %16, %arg26, %arg25, %11, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x32xf32>, %arg56: tensor<2x32xf32>, %arg57: tensor<3x2x32x1xf32>, %arg58: tensor<2x32x64xf32>, %arg59: tensor<3x2x32x64xf32>, %arg60: tensor<2x32x1xf32>, %arg61: tensor<3x2x32x1xf32>, %arg62: tensor<1x1x64xf32>, %arg63: tensor<64x64xf32>, %arg64: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg64 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg61, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %95 = stablehlo.multiply %arg60, %94 : tensor<2x32x1xf32>
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<2x32x1xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %100 = stablehlo.dynamic_slice %arg59, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %102 = stablehlo.multiply %99, %101 : tensor<2x32x64xf32>
      %103 = stablehlo.add %arg58, %102 : tensor<2x32x64xf32>
      %104 = mhlo.bitcast %arg63 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %105 = mhlo.bitcast %arg62 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %107 = stablehlo.multiply %104, %106 : tensor<2x32x64xf32>
      %108 = stablehlo.dynamic_slice %arg57, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %109 = mhlo.bitcast %108 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %111 = stablehlo.multiply %107, %110 : tensor<2x32x64xf32>
      %112 = stablehlo.add %103, %111 : tensor<2x32x64xf32>
      %113 = stablehlo.negate %arg56 : tensor<2x32xf32>
      %114 = stablehlo.negate %arg55 : tensor<2x32xf32>
      %115 = stablehlo.add %113, %114 : tensor<2x32xf32>
      %116 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %117 = stablehlo.multiply %115, %116 : tensor<2x32xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %119 = stablehlo.add %112, %118 : tensor<2x32x64xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %120 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %20 = "mhlo.fusion"(%arg30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<4x16x64xf32>):
      %92 = stablehlo.transpose %arg55, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %93 = mhlo.copy %92 : tensor<64x4x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    %21 = "mhlo.fusion"(%19, %20) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %22 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg55 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
      %93 = stablehlo.transpose %92, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,16]{4,2,1,3,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x1x32x16xf32>
      %94 = mhlo.copy %93 : tensor<2x4x1x32x16xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x16xf32>) -> tensor<2x4x32x16xf32>
      mhlo.return %95 : tensor<2x4x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x32x16xf32>
    %23 = "mhlo.fusion"(%arg33, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x4x16xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
      %95 = stablehlo.transpose %94, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,32]{2,1,3,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
      %96 = mhlo.copy %95 : tensor<2x4x16x32xf32>
      mhlo.return %96 : tensor<2x4x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x4x16x32xf32>
    %24 = "mhlo.fusion"(%22, %23) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x4x32x16xf32>, %arg56: tensor<2x4x16x32xf32>):
      %92 = stablehlo.dot_general %arg55, %arg56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
      mhlo.return %92 : tensor<2x4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
    %25 = mhlo.bitcast %24 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %26 = "mhlo.fusion"(%arg35, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x4x1x32x1xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
      mhlo.return %93 : tensor<1x2x4x1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    %27 = "mhlo.fusion"(%cst, %2, %25, %26) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<2x4x1x32x32xf32>, %arg57: tensor<2x4x1x32x32xf32>, %arg58: tensor<1x2x4x1x32x1xf32>):
      %92 = mhlo.bitcast %arg58 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
      %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %94 = stablehlo.multiply %arg57, %93 : tensor<2x4x1x32x32xf32>
      %95 = stablehlo.multiply %94, %arg56 : tensor<2x4x1x32x32xf32>
      %96 = stablehlo.reduce(%95 init: %arg55) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      mhlo.return %96 : tensor<2x4x1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x32xf32>, tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
    %28 = "mhlo.fusion"(%arg34, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x4x1x32x1xf32>, %arg56: tensor<i32>):
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x32x1xf32>
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      %93 = stablehlo.subtract %c_1, %arg56 : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg55, %93, %c_2, %c_2, %c_2, %c_2, %c_2, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
      %95 = stablehlo.divide %92, %94 : tensor<1x2x4x1x32x1xf32>
      mhlo.return %95 : tensor<1x2x4x1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    %29 = "mhlo.fusion"(%arg37, %27, %arg36, %28, %24, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x1x32x32xi1>, %arg56: tensor<2x4x1x32xf32>, %arg57: tensor<3x2x4x1x32x32xf32>, %arg58: tensor<1x2x4x1x32x1xf32>, %arg59: tensor<2x4x32x32xf32>, %arg60: tensor<i32>):
      %92 = mhlo.bitcast %arg59 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %93 = mhlo.bitcast %arg58 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x4x1x32x32xf32>
      %96 = stablehlo.negate %arg56 : tensor<2x4x1x32xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %99 = stablehlo.add %95, %98 : tensor<2x4x1x32x32xf32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %100 = stablehlo.subtract %c_0, %arg60 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %101 = stablehlo.dynamic_slice %arg57, %100, %c_1, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %103 = stablehlo.multiply %99, %102 : tensor<2x4x1x32x32xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %105 = stablehlo.select %arg55, %103, %104 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %106 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %107 = stablehlo.multiply %105, %106 : tensor<2x4x1x32x32xf32>
      %108 = mhlo.bitcast %107 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32xf32>
      mhlo.return %108 : tensor<2x4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32xf32>, tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x1xf32>, tensor<2x4x32x32xf32>, tensor<i32>) -> tensor<2x4x32x32xf32>
    %30 = "mhlo.fusion"(%arg40, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x4x16xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
      %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,16]{3,1,2,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
      %96 = mhlo.copy %95 : tensor<2x4x32x16xf32>
      mhlo.return %96 : tensor<2x4x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x4x32x16xf32>
    %31 = "mhlo.fusion"(%29, %30) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x4x32x32xf32>, %arg56: tensor<2x4x32x16xf32>):
      %92 = stablehlo.dot_general %arg55, %arg56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
      mhlo.return %92 : tensor<2x4x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    %32 = "mhlo.fusion"(%31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x32x16xf32>):
      %92 = mhlo.bitcast %arg55 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x16xf32>) -> tensor<2x4x32x1x16xf32>
      %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
      %94 = mhlo.copy %93 : tensor<2x32x4x1x16xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<64x64xf32>
      mhlo.return %95 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
    %33 = "mhlo.fusion"(%arg41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<64x4x16xf32>):
      %92 = stablehlo.transpose %arg55, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %93 = mhlo.copy %92 : tensor<4x16x64xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    %34 = "mhlo.fusion"(%32, %33) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %35 = "mhlo.fusion"(%21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg55 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
      %93 = stablehlo.transpose %92, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x1x32xf32>
      %94 = mhlo.copy %93 : tensor<2x4x16x1x32xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x16x1x32xf32>) -> tensor<2x4x16x32xf32>
      mhlo.return %95 : tensor<2x4x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x16x32xf32>
    %36 = "mhlo.fusion"(%arg31, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x4x1x32x32xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x32x32xf32>
      mhlo.return %94 : tensor<2x4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>) -> tensor<2x4x32x32xf32>
    %37 = "mhlo.fusion"(%35, %36) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x4x16x32xf32>, %arg56: tensor<2x4x32x32xf32>):
      %92 = stablehlo.dot_general %arg55, %arg56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
      mhlo.return %92 : tensor<2x4x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
    %38 = "mhlo.fusion"(%37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x16x32xf32>):
      %92 = stablehlo.transpose %arg55, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
      %93 = mhlo.copy %92 : tensor<2x32x4x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>) -> tensor<64x64xf32>
    %39 = "mhlo.fusion"(%arg32) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<64x4x16xf32>):
      %92 = stablehlo.transpose %arg55, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %93 = mhlo.copy %92 : tensor<4x16x64xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    %40 = "mhlo.fusion"(%38, %39) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %41 = "mhlo.fusion"(%arg37, %27, %arg36, %28, %24, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x1x32x32xi1>, %arg56: tensor<2x4x1x32xf32>, %arg57: tensor<3x2x4x1x32x32xf32>, %arg58: tensor<1x2x4x1x32x1xf32>, %arg59: tensor<2x4x32x32xf32>, %arg60: tensor<i32>):
      %92 = mhlo.bitcast %arg59 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %93 = mhlo.bitcast %arg58 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x4x1x32x32xf32>
      %96 = stablehlo.negate %arg56 : tensor<2x4x1x32xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
      %99 = stablehlo.add %95, %98 : tensor<2x4x1x32x32xf32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %100 = stablehlo.subtract %c_0, %arg60 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %101 = stablehlo.dynamic_slice %arg57, %100, %c_1, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
      %102 = mhlo.bitcast %101 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %103 = stablehlo.multiply %99, %102 : tensor<2x4x1x32x32xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %104 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %105 = stablehlo.select %arg55, %103, %104 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %106 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %107 = stablehlo.multiply %105, %106 : tensor<2x4x1x32x32xf32>
      %108 = stablehlo.transpose %107, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32x1xf32>
      %109 = mhlo.copy %108 : tensor<2x4x32x32x1xf32>
      %110 = mhlo.bitcast %109 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x32x32xf32>
      mhlo.return %110 : tensor<2x4x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32xf32>, tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x1xf32>, tensor<2x4x32x32xf32>, tensor<i32>) -> tensor<2x4x32x32xf32>
    %42 = "mhlo.fusion"(%arg38, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x4x1x16xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 4, 1, 16] : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x1x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x32x4x1x16xf32>) -> tensor<2x32x4x1x16xf32>
      %95 = stablehlo.transpose %94, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,1,16]{4,3,1,2,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x1x16xf32>
      %96 = mhlo.copy %95 : tensor<2x4x32x1x16xf32>
      %97 = mhlo.bitcast %96 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x1x16xf32>) -> tensor<2x4x32x16xf32>
      mhlo.return %97 : tensor<2x4x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x1x16xf32>, tensor<i32>) -> tensor<2x4x32x16xf32>
    %43 = "mhlo.fusion"(%41, %42) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x4x32x32xf32>, %arg56: tensor<2x4x32x16xf32>):
      %92 = stablehlo.dot_general %arg55, %arg56, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
      mhlo.return %92 : tensor<2x4x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    %44 = "mhlo.fusion"(%43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x32x16xf32>):
      %92 = stablehlo.transpose %arg55, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
      %93 = mhlo.copy %92 : tensor<2x32x4x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
    %45 = "mhlo.fusion"(%arg39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<64x4x16xf32>):
      %92 = stablehlo.transpose %arg55, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %93 = mhlo.copy %92 : tensor<4x16x64xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    %46 = "mhlo.fusion"(%44, %45) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %47 = "mhlo.fusion"(%34, %40, %46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>, %arg57: tensor<64x64xf32>):
      %92 = stablehlo.add %arg56, %arg57 : tensor<64x64xf32>
      %93 = stablehlo.add %92, %arg55 : tensor<64x64xf32>
      mhlo.return %93 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %48 = "mhlo.fusion"(%arg45, %arg42, %47, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x1xf32>, %arg56: tensor<1x1x64xf32>, %arg57: tensor<64x64xf32>, %arg58: tensor<i32>):
      %92 = mhlo.bitcast %arg57 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %93 = mhlo.bitcast %arg56 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x32x64xf32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %96 = stablehlo.subtract %c_0, %arg58 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_slice %arg55, %96, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %100 = stablehlo.multiply %95, %99 : tensor<2x32x64xf32>
      mhlo.return %100 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
    %49 = "mhlo.fusion"(%48, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x32x64xf32>, %arg56: tensor<f32>):
      %92 = stablehlo.reduce(%arg55 init: %arg56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %92 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %50 = "mhlo.fusion"(%arg42, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %93 = mhlo.bitcast %arg55 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %95 = stablehlo.multiply %92, %94 : tensor<2x32x64xf32>
      mhlo.return %95 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %51 = "mhlo.fusion"(%arg29, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      mhlo.return %93 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %52 = "mhlo.fusion"(%cst, %50, %51) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<2x32x64xf32>, %arg57: tensor<1x2x32x64xf32>):
      %92 = mhlo.bitcast %arg57 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %93 = stablehlo.multiply %92, %arg56 : tensor<2x32x64xf32>
      %94 = stablehlo.reduce(%93 init: %arg55) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      mhlo.return %95 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<2x32x1xf32>
    %53 = "mhlo.fusion"(%arg44, %52, %arg43, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<2x32x1xf32>, %arg57: tensor<3x2x32x1xf32>, %arg58: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg58 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg57, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %95 = stablehlo.multiply %arg56, %94 : tensor<2x32x1xf32>
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<2x32x1xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %100 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %102 = stablehlo.multiply %99, %101 : tensor<2x32x64xf32>
      mhlo.return %102 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x64xf32>
    %54 = "mhlo.fusion"(%53, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<2x32x64xf32>, %arg56: tensor<f32>):
      %92 = stablehlo.reduce(%arg55 init: %arg56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %92 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %55 = "mhlo.fusion"(%arg1, %49, %54, %arg45, %arg44, %52, %arg43, %arg42, %47, %13, %18, %arg28, %7, %arg27, %16, %arg26, %arg25, %11, %arg14, %arg54, %arg53, %arg46, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x2x32x64xf32>, %arg56: tensor<2x32xf32>, %arg57: tensor<2x32xf32>, %arg58: tensor<3x2x32x1xf32>, %arg59: tensor<3x2x32x64xf32>, %arg60: tensor<2x32x1xf32>, %arg61: tensor<3x2x32x1xf32>, %arg62: tensor<1x1x64xf32>, %arg63: tensor<64x64xf32>, %arg64: tensor<2x32xf32>, %arg65: tensor<2x32xf32>, %arg66: tensor<3x2x32x1xf32>, %arg67: tensor<2x32x64xf32>, %arg68: tensor<3x2x32x64xf32>, %arg69: tensor<2x32x1xf32>, %arg70: tensor<3x2x32x1xf32>, %arg71: tensor<1x1x64xf32>, %arg72: tensor<64x64xf32>, %arg73: tensor<i1>, %arg74: tensor<i32>, %arg75: tensor<i32>, %arg76: tensor<3xi32>, %arg77: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg77 : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg76, %92, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %94 = mhlo.bitcast %93 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %95 = stablehlo.compare GE, %94, %arg75 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %96 = stablehlo.compare LT, %94, %arg74 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %97 = stablehlo.and %95, %96 : tensor<i1>
      %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
      %99 = stablehlo.broadcast_in_dim %arg73, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %100 = stablehlo.dynamic_slice %arg70, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %102 = stablehlo.multiply %arg69, %101 : tensor<2x32x1xf32>
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %103 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %104 = stablehlo.multiply %102, %103 : tensor<2x32x1xf32>
      %105 = mhlo.bitcast %104 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %107 = stablehlo.dynamic_slice %arg68, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %108 = mhlo.bitcast %107 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %109 = stablehlo.multiply %106, %108 : tensor<2x32x64xf32>
      %110 = stablehlo.add %arg67, %109 : tensor<2x32x64xf32>
      %111 = mhlo.bitcast %arg72 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %112 = mhlo.bitcast %arg71 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %114 = stablehlo.multiply %111, %113 : tensor<2x32x64xf32>
      %115 = stablehlo.dynamic_slice %arg66, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %116 = mhlo.bitcast %115 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %118 = stablehlo.multiply %114, %117 : tensor<2x32x64xf32>
      %119 = stablehlo.add %110, %118 : tensor<2x32x64xf32>
      %120 = stablehlo.negate %arg65 : tensor<2x32xf32>
      %121 = stablehlo.negate %arg64 : tensor<2x32xf32>
      %122 = stablehlo.add %120, %121 : tensor<2x32xf32>
      %123 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %124 = stablehlo.multiply %122, %123 : tensor<2x32xf32>
      %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %126 = stablehlo.add %119, %125 : tensor<2x32x64xf32>
      %127 = stablehlo.dynamic_slice %arg61, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %129 = stablehlo.multiply %arg60, %128 : tensor<2x32x1xf32>
      %130 = stablehlo.multiply %129, %103 : tensor<2x32x1xf32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %133 = stablehlo.dynamic_slice %arg59, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %134 = mhlo.bitcast %133 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %135 = stablehlo.multiply %132, %134 : tensor<2x32x64xf32>
      %136 = stablehlo.add %126, %135 : tensor<2x32x64xf32>
      %137 = mhlo.bitcast %arg63 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %138 = mhlo.bitcast %arg62 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %139 = stablehlo.broadcast_in_dim %138, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %140 = stablehlo.multiply %137, %139 : tensor<2x32x64xf32>
      %141 = stablehlo.dynamic_slice %arg58, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %142 = mhlo.bitcast %141 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %144 = stablehlo.multiply %140, %143 : tensor<2x32x64xf32>
      %145 = stablehlo.add %136, %144 : tensor<2x32x64xf32>
      %146 = stablehlo.negate %arg57 : tensor<2x32xf32>
      %147 = stablehlo.negate %arg56 : tensor<2x32xf32>
      %148 = stablehlo.add %146, %147 : tensor<2x32xf32>
      %149 = stablehlo.multiply %148, %123 : tensor<2x32xf32>
      %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %151 = stablehlo.add %145, %150 : tensor<2x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %153 = stablehlo.select %99, %151, %152 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      %154 = stablehlo.select %98, %153, %152 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      %155 = mhlo.bitcast %154 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %156 = stablehlo.add %arg55, %155 : tensor<1x2x32x64xf32>
      mhlo.return %156 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %56 = "mhlo.fusion"(%47, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<f32>):
      %92 = stablehlo.reduce(%arg55 init: %arg56) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
      %93 = mhlo.bitcast %92 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
      mhlo.return %93 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %57 = "mhlo.fusion"(%arg2, %56) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64xf32>, %arg56: tensor<1x1x64xf32>):
      %92 = stablehlo.add %arg55, %arg56 : tensor<1x1x64xf32>
      mhlo.return %92 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %58 = mhlo.bitcast %47 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %59 = "mhlo.fusion"(%arg47, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      mhlo.return %93 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %60 = "mhlo.fusion"(%cst, %58, %59) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<2x32x64xf32>, %arg57: tensor<1x2x32x64xf32>):
      %92 = mhlo.bitcast %arg57 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %93 = stablehlo.multiply %92, %arg56 : tensor<2x32x64xf32>
      %94 = stablehlo.reduce(%93 init: %arg55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
      mhlo.return %95 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<1x1x64xf32>
    %61 = "mhlo.fusion"(%arg3, %60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64xf32>, %arg56: tensor<1x1x64xf32>):
      %92 = stablehlo.add %arg55, %arg56 : tensor<1x1x64xf32>
      mhlo.return %92 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %62 = "mhlo.fusion"(%11, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<f32>):
      %92 = stablehlo.reduce(%arg55 init: %arg56) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
      %93 = mhlo.bitcast %92 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
      mhlo.return %93 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %63 = "mhlo.fusion"(%arg4, %62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64xf32>, %arg56: tensor<1x1x64xf32>):
      %92 = stablehlo.add %arg55, %arg56 : tensor<1x1x64xf32>
      mhlo.return %92 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %64 = mhlo.bitcast %11 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %65 = "mhlo.fusion"(%arg48, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      mhlo.return %93 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %66 = "mhlo.fusion"(%cst, %64, %65) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<2x32x64xf32>, %arg57: tensor<1x2x32x64xf32>):
      %92 = mhlo.bitcast %arg57 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %93 = stablehlo.multiply %92, %arg56 : tensor<2x32x64xf32>
      %94 = stablehlo.reduce(%93 init: %arg55) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
      mhlo.return %95 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<1x1x64xf32>
    %67 = "mhlo.fusion"(%arg5, %66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64xf32>, %arg56: tensor<1x1x64xf32>):
      %92 = stablehlo.add %arg55, %arg56 : tensor<1x1x64xf32>
      mhlo.return %92 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %68 = "mhlo.fusion"(%arg49, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x128xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<64x128xf32>
      mhlo.return %94 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<64x128xf32>
    %69 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x32x64xf32>):
      %92 = stablehlo.transpose %arg55, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,32]{0,2,1}"} : (tensor<2x32x64xf32>) -> tensor<64x2x32xf32>
      %93 = mhlo.copy %92 : tensor<64x2x32xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
    %70 = stablehlo.dot_general %68, %69, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
    %71 = "mhlo.fusion"(%arg6, %70) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x128x64xf32>, %arg56: tensor<128x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
      %93 = stablehlo.add %arg55, %92 : tensor<1x1x128x64xf32>
      mhlo.return %93 : tensor<1x1x128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x128x64xf32>, tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
    %72 = "mhlo.fusion"(%arg50, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %73 = "mhlo.fusion"(%arg23, %arg22, %arg21, %arg20, %arg19, %9, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x128xf32>, %arg56: tensor<3x2x32x128xf32>, %arg57: tensor<3x2x32x128xf32>, %arg58: tensor<3x2x32x128xf32>, %arg59: tensor<3x2x32x128xf32>, %arg60: tensor<64x128xf32>, %arg61: tensor<i32>):
      %92 = mhlo.bitcast %arg60 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %93 = stablehlo.subtract %c_0, %arg61 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %94 = stablehlo.dynamic_slice %arg59, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %96 = stablehlo.multiply %92, %95 : tensor<2x32x128xf32>
      %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %99 = stablehlo.dynamic_slice %arg58, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %101 = stablehlo.multiply %100, %92 : tensor<2x32x128xf32>
      %102 = stablehlo.multiply %98, %101 : tensor<2x32x128xf32>
      %103 = stablehlo.dynamic_slice %arg57, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %104 = mhlo.bitcast %103 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %105 = stablehlo.multiply %102, %104 : tensor<2x32x128xf32>
      %106 = stablehlo.dynamic_slice %arg56, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %107 = mhlo.bitcast %106 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %108 = stablehlo.multiply %105, %107 : tensor<2x32x128xf32>
      %109 = stablehlo.add %105, %108 : tensor<2x32x128xf32>
      %110 = stablehlo.multiply %97, %109 : tensor<2x32x128xf32>
      %111 = stablehlo.add %96, %110 : tensor<2x32x128xf32>
      %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %112 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %113 = stablehlo.multiply %112, %110 : tensor<2x32x128xf32>
      %114 = stablehlo.dynamic_slice %arg55, %93, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %115 = mhlo.bitcast %114 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %116 = stablehlo.multiply %113, %115 : tensor<2x32x128xf32>
      %117 = stablehlo.add %111, %116 : tensor<2x32x128xf32>
      %118 = stablehlo.transpose %117, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,2,32]{0,2,1}"} : (tensor<2x32x128xf32>) -> tensor<128x2x32xf32>
      %119 = mhlo.copy %118 : tensor<128x2x32xf32>
      %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
      mhlo.return %120 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<128x64xf32>
    %74 = stablehlo.dot_general %72, %73, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %75 = "mhlo.fusion"(%arg7, %74) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64x128xf32>, %arg56: tensor<64x128xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
      %93 = stablehlo.add %arg55, %92 : tensor<1x1x64x128xf32>
      mhlo.return %93 : tensor<1x1x64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x128xf32>, tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
    %76 = "mhlo.fusion"(%43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x32x16xf32>):
      %92 = stablehlo.transpose %arg55, dims = [1, 3, 0, 2] {result_layout = dense<[1, 3, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{1,3,0,2}"} : (tensor<2x4x32x16xf32>) -> tensor<4x16x2x32xf32>
      %93 = mhlo.copy %92 : tensor<4x16x2x32xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
    %77 = "mhlo.fusion"(%arg51, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x64xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %78 = "mhlo.fusion"(%76, %77) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %79 = "mhlo.fusion"(%arg8, %78) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64x4x16xf32>, %arg56: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
      %93 = stablehlo.transpose %92, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %94 = mhlo.copy %93 : tensor<64x4x16xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
      %96 = stablehlo.add %arg55, %95 : tensor<1x1x64x4x16xf32>
      mhlo.return %96 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32>
    %80 = "mhlo.fusion"(%13, %18, %arg28, %7, %arg27, %16, %arg26, %arg25, %11, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x32xf32>, %arg56: tensor<2x32xf32>, %arg57: tensor<3x2x32x1xf32>, %arg58: tensor<2x32x64xf32>, %arg59: tensor<3x2x32x64xf32>, %arg60: tensor<2x32x1xf32>, %arg61: tensor<3x2x32x1xf32>, %arg62: tensor<1x1x64xf32>, %arg63: tensor<64x64xf32>, %arg64: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg64 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg61, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %95 = stablehlo.multiply %arg60, %94 : tensor<2x32x1xf32>
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %97 = stablehlo.multiply %95, %96 : tensor<2x32x1xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %100 = stablehlo.dynamic_slice %arg59, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %101 = mhlo.bitcast %100 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %102 = stablehlo.multiply %99, %101 : tensor<2x32x64xf32>
      %103 = stablehlo.add %arg58, %102 : tensor<2x32x64xf32>
      %104 = mhlo.bitcast %arg63 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %105 = mhlo.bitcast %arg62 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %107 = stablehlo.multiply %104, %106 : tensor<2x32x64xf32>
      %108 = stablehlo.dynamic_slice %arg57, %92, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %109 = mhlo.bitcast %108 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %111 = stablehlo.multiply %107, %110 : tensor<2x32x64xf32>
      %112 = stablehlo.add %103, %111 : tensor<2x32x64xf32>
      %113 = stablehlo.negate %arg56 : tensor<2x32xf32>
      %114 = stablehlo.negate %arg55 : tensor<2x32xf32>
      %115 = stablehlo.add %113, %114 : tensor<2x32xf32>
      %116 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %117 = stablehlo.multiply %115, %116 : tensor<2x32xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %119 = stablehlo.add %112, %118 : tensor<2x32x64xf32>
      %120 = stablehlo.transpose %119, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,32]{0,2,1}"} : (tensor<2x32x64xf32>) -> tensor<64x2x32xf32>
      %121 = mhlo.copy %120 : tensor<64x2x32xf32>
      %122 = mhlo.bitcast %121 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
      mhlo.return %122 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
    %81 = "mhlo.fusion"(%arg52, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<3x2x32x4x16xf32>, %arg56: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg56 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg55, %92, %c_1, %c_1, %c_1, %c_1, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<64x64xf32>
    %82 = "mhlo.fusion"(%80, %81) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %83 = "mhlo.fusion"(%arg9, %82) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x4x16x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
      %93 = stablehlo.transpose %92, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %94 = mhlo.copy %93 : tensor<4x16x64xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
      %96 = stablehlo.add %arg55, %95 : tensor<1x1x4x16x64xf32>
      mhlo.return %96 : tensor<1x1x4x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x4x16x64xf32>, tensor<64x64xf32>) -> tensor<1x1x4x16x64xf32>
    %84 = "mhlo.fusion"(%31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x32x16xf32>):
      %92 = mhlo.bitcast %arg55 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x16xf32>) -> tensor<2x4x32x1x16xf32>
      %93 = stablehlo.transpose %92, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
      %94 = mhlo.copy %93 : tensor<2x32x4x1x16xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
      %96 = stablehlo.transpose %95, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{1,0,3,2}"} : (tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
      %97 = mhlo.copy %96 : tensor<4x16x2x32xf32>
      %98 = mhlo.bitcast %97 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
      mhlo.return %98 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
    %85 = "mhlo.fusion"(%84, %77) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %86 = "mhlo.fusion"(%arg10, %85) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64x4x16xf32>, %arg56: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
      %93 = stablehlo.transpose %92, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %94 = mhlo.copy %93 : tensor<64x4x16xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
      %96 = stablehlo.add %arg55, %95 : tensor<1x1x64x4x16xf32>
      mhlo.return %96 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32>
    %87 = "mhlo.fusion"(%37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x4x16x32xf32>):
      %92 = stablehlo.transpose %arg55, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{3,1,0,2}"} : (tensor<2x4x16x32xf32>) -> tensor<4x16x2x32xf32>
      %93 = mhlo.copy %92 : tensor<4x16x2x32xf32>
      %94 = mhlo.bitcast %93 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
      mhlo.return %94 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>) -> tensor<64x64xf32>
    %88 = "mhlo.fusion"(%87, %77) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg55: tensor<64x64xf32>, %arg56: tensor<64x64xf32>):
      %92 = stablehlo.dot %arg55, %arg56, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      mhlo.return %92 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %89 = "mhlo.fusion"(%arg11, %88) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<1x1x64x4x16xf32>, %arg56: tensor<64x64xf32>):
      %92 = mhlo.bitcast %arg56 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
      %93 = stablehlo.transpose %92, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %94 = mhlo.copy %93 : tensor<64x4x16xf32>
      %95 = mhlo.bitcast %94 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
      %96 = stablehlo.add %arg55, %95 : tensor<1x1x64x4x16xf32>
      mhlo.return %96 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32>
    %90 = "mhlo.fusion"(%49, %54, %arg45, %arg44, %52, %arg43, %arg42, %47, %13, %18, %arg28, %7, %arg27, %16, %arg26, %arg25, %11, %arg14, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<2x32xf32>, %arg56: tensor<2x32xf32>, %arg57: tensor<3x2x32x1xf32>, %arg58: tensor<3x2x32x64xf32>, %arg59: tensor<2x32x1xf32>, %arg60: tensor<3x2x32x1xf32>, %arg61: tensor<1x1x64xf32>, %arg62: tensor<64x64xf32>, %arg63: tensor<2x32xf32>, %arg64: tensor<2x32xf32>, %arg65: tensor<3x2x32x1xf32>, %arg66: tensor<2x32x64xf32>, %arg67: tensor<3x2x32x64xf32>, %arg68: tensor<2x32x1xf32>, %arg69: tensor<3x2x32x1xf32>, %arg70: tensor<1x1x64xf32>, %arg71: tensor<64x64xf32>, %arg72: tensor<i1>, %arg73: tensor<i32>):
      %92 = stablehlo.broadcast_in_dim %arg72, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %93 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %c_1 = stablehlo.constant dense<2> : tensor<i32>
      %94 = stablehlo.subtract %c_1, %arg73 : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_slice %arg69, %94, %c_2, %c_2, %c_2, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %96 = mhlo.bitcast %95 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %97 = stablehlo.multiply %arg68, %96 : tensor<2x32x1xf32>
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %98 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %99 = stablehlo.multiply %97, %98 : tensor<2x32x1xf32>
      %100 = mhlo.bitcast %99 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %102 = stablehlo.dynamic_slice %arg67, %94, %c_2, %c_2, %c_2, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %103 = mhlo.bitcast %102 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %104 = stablehlo.multiply %101, %103 : tensor<2x32x64xf32>
      %105 = stablehlo.add %arg66, %104 : tensor<2x32x64xf32>
      %106 = mhlo.bitcast %arg71 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %107 = mhlo.bitcast %arg70 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %108 = stablehlo.broadcast_in_dim %107, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %109 = stablehlo.multiply %106, %108 : tensor<2x32x64xf32>
      %110 = stablehlo.dynamic_slice %arg65, %94, %c_2, %c_2, %c_2, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %111 = mhlo.bitcast %110 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %113 = stablehlo.multiply %109, %112 : tensor<2x32x64xf32>
      %114 = stablehlo.add %105, %113 : tensor<2x32x64xf32>
      %115 = stablehlo.negate %arg64 : tensor<2x32xf32>
      %116 = stablehlo.negate %arg63 : tensor<2x32xf32>
      %117 = stablehlo.add %115, %116 : tensor<2x32xf32>
      %118 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %119 = stablehlo.multiply %117, %118 : tensor<2x32xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %121 = stablehlo.add %114, %120 : tensor<2x32x64xf32>
      %122 = stablehlo.dynamic_slice %arg60, %94, %c_2, %c_2, %c_2, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %123 = mhlo.bitcast %122 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %124 = stablehlo.multiply %arg59, %123 : tensor<2x32x1xf32>
      %125 = stablehlo.multiply %124, %98 : tensor<2x32x1xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %128 = stablehlo.dynamic_slice %arg58, %94, %c_2, %c_2, %c_2, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %129 = mhlo.bitcast %128 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<2x32x64xf32>
      %131 = stablehlo.add %121, %130 : tensor<2x32x64xf32>
      %132 = mhlo.bitcast %arg62 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %133 = mhlo.bitcast %arg61 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %135 = stablehlo.multiply %132, %134 : tensor<2x32x64xf32>
      %136 = stablehlo.dynamic_slice %arg57, %94, %c_2, %c_2, %c_2, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %137 = mhlo.bitcast %136 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
      %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %139 = stablehlo.multiply %135, %138 : tensor<2x32x64xf32>
      %140 = stablehlo.add %131, %139 : tensor<2x32x64xf32>
      %141 = stablehlo.negate %arg56 : tensor<2x32xf32>
      %142 = stablehlo.negate %arg55 : tensor<2x32xf32>
      %143 = stablehlo.add %141, %142 : tensor<2x32xf32>
      %144 = stablehlo.multiply %143, %118 : tensor<2x32xf32>
      %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %146 = stablehlo.add %140, %145 : tensor<2x32x64xf32>
      %147 = stablehlo.select %92, %93, %146 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      mhlo.return %147 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i1>, tensor<i32>) -> tensor<2x32x64xf32>
    %91 = "mhlo.fusion"(%arg54, %arg53, %4, %arg16, %arg15, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<i32>, %arg56: tensor<i32>, %arg57: tensor<1x2x32x64xf32>, %arg58: tensor<3xi32>, %arg59: tensor<3xi1>, %arg60: tensor<i32>):
      %c_0 = stablehlo.constant dense<2> : tensor<i32>
      %92 = stablehlo.subtract %c_0, %arg60 : tensor<i32>
      %93 = stablehlo.dynamic_slice %arg59, %92, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
      %94 = mhlo.bitcast %93 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
      %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %96 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
      %97 = stablehlo.select %95, %96, %arg57 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %98 = stablehlo.dynamic_slice %arg58, %92, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %99 = mhlo.bitcast %98 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %100 = stablehlo.compare GE, %99, %arg56 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %101 = stablehlo.compare LT, %99, %arg55 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %102 = stablehlo.and %100, %101 : tensor<i1>
      %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %104 = stablehlo.select %95, %arg57, %96 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %105 = stablehlo.select %103, %96, %104 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %106 = stablehlo.add %97, %105 : tensor<1x2x32x64xf32>
      mhlo.return %106 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i32>) -> tensor<1x2x32x64xf32>
    return %1, %55, %57, %61, %63, %67, %71, %75, %79, %83, %86, %89, %90, %91, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53, %arg54 : tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>
  }
  func.func private @wrapped_compare_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.wide.region_45.48_spmd.clone.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<1x2x32x64xf32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<1x1x64xf32>, %arg5: tensor<1x1x64xf32>, %arg6: tensor<1x1x128x64xf32>, %arg7: tensor<1x1x64x128xf32>, %arg8: tensor<1x1x64x4x16xf32>, %arg9: tensor<1x1x4x16x64xf32>, %arg10: tensor<1x1x64x4x16xf32>, %arg11: tensor<1x1x64x4x16xf32>, %arg12: tensor<2x32x64xf32>, %arg13: tensor<1x2x32x64xf32>, %arg14: tensor<i1>, %arg15: tensor<3xi1>, %arg16: tensor<3xi32>, %arg17: tensor<3x2x32x64xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<3x2x32x128xf32>, %arg20: tensor<3x2x32x128xf32>, %arg21: tensor<3x2x32x128xf32>, %arg22: tensor<3x2x32x128xf32>, %arg23: tensor<3x2x32x128xf32>, %arg24: tensor<64x128xf32>, %arg25: tensor<1x1x64xf32>, %arg26: tensor<3x2x32x1xf32>, %arg27: tensor<3x2x32x64xf32>, %arg28: tensor<3x2x32x1xf32>, %arg29: tensor<3x2x32x64xf32>, %arg30: tensor<4x16x64xf32>, %arg31: tensor<3x2x4x1x32x32xf32>, %arg32: tensor<64x4x16xf32>, %arg33: tensor<3x2x32x4x16xf32>, %arg34: tensor<3x2x4x1x32x1xf32>, %arg35: tensor<3x2x4x1x32x1xf32>, %arg36: tensor<3x2x4x1x32x32xf32>, %arg37: tensor<2x4x1x32x32xi1>, %arg38: tensor<3x2x32x4x1x16xf32>, %arg39: tensor<64x4x16xf32>, %arg40: tensor<3x2x32x4x16xf32>, %arg41: tensor<64x4x16xf32>, %arg42: tensor<1x1x64xf32>, %arg43: tensor<3x2x32x1xf32>, %arg44: tensor<3x2x32x64xf32>, %arg45: tensor<3x2x32x1xf32>, %arg46: tensor<3xi32>, %arg47: tensor<3x2x32x64xf32>, %arg48: tensor<3x2x32x64xf32>, %arg49: tensor<3x2x32x128xf32>, %arg50: tensor<3x2x32x64xf32>, %arg51: tensor<3x2x32x64xf32>, %arg52: tensor<3x2x32x4x16xf32>, %arg53: tensor<i32>, %arg54: tensor<i32>) -> tensor<i1> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg55: tensor<i32>, %arg56: tensor<i32>):
      %1 = stablehlo.compare LT, %arg55, %arg56 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_52.56(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.39(%arg0: tensor<1x2x32x64xf32>, %arg1: tensor<f32>) -> tensor<32x64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @region_50.54(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.40(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<2x32x64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x32x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @region_48.52(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.41(%arg0: tensor<64x64xf32>, %arg1: tensor<f32>) -> tensor<64xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @region_20.23(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.42(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_19.22(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.43(%arg0: tensor<2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_17.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.44(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<2x32x64xf32>) -> tensor<2x32x1xf32> {
    %0 = stablehlo.multiply %arg1, %arg2 : tensor<2x32x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    return %2 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<64x256xf32>, %arg1: tensor<256x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<256x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    return %0 : tensor<256x64xf32>
  }
  func.func private @region_13.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.47(%arg0: tensor<2x32x256xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_12.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.48(%arg0: tensor<64x64xf32>, %arg1: tensor<256x64xf32>) -> tensor<2x32x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<256x64xf32>) -> tensor<64x256xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x256xf32>) -> tensor<2x32x256xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %4 = stablehlo.subtract %1, %3 : tensor<2x32x256xf32>
    return %4 : tensor<2x32x256xf32>
  }
  func.func private @region_11.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.49(%arg0: tensor<f32>, %arg1: tensor<2x32x64xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.multiply %arg1, %arg1 : tensor<2x32x64xf32>
    %1 = stablehlo.reduce(%0 init: %arg0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @region_10.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.50(%arg0: tensor<1x1x2x32x64xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1, 4] : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @region_15.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.51(%arg0: tensor<2x32x256xf32>, %arg1: tensor<f32>) -> tensor<2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @fused_computation.152(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @region_54.58(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.153(%arg0: tensor<2x32x256xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x32x1x3xi32>, %arg3: tensor<2x32xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<2x32x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<2x32x1x1xi1>
    %12 = mhlo.bitcast %11 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[2,32,1]{1,0,2}"} : (tensor<2x32x1x1xi1>) -> tensor<2x32x1xi1>
    %13 = mhlo.copy %12 : tensor<2x32x1xi1>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<2x32x256xf32>
    %16 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x1x3xi32>) -> tensor<64x3xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x32x256xf32>, tensor<64x3xi32>) -> tensor<64x1x1x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<64x1x1x1xf32>) -> tensor<2x32x1xf32>
    %19 = mhlo.copy %18 : tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %21 = stablehlo.select %13, %19, %20 : tensor<2x32x1xi1>, tensor<2x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<f32>
    return %22 : tensor<f32>
  }
  func.func private @fused_computation.154(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<32x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.155(%arg0: tensor<1x1x64x4x16xf32>, %arg1: tensor<1x1x64x4x16xf32>) -> tensor<1x1x64x4x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64x4x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64x4x16xf32>
    return %2 : tensor<1x1x64x4x16xf32>
  }
  func.func private @fused_computation.156(%arg0: tensor<1x1x64x4x16xf32>, %arg1: tensor<1x1x64x4x16xf32>) -> tensor<1x1x64x4x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64x4x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64x4x16xf32>
    return %2 : tensor<1x1x64x4x16xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<1x1x4x16x64xf32>, %arg1: tensor<1x1x4x16x64xf32>) -> tensor<1x1x4x16x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x4x16x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x4x16x64xf32>
    return %2 : tensor<1x1x4x16x64xf32>
  }
  func.func private @fused_computation.158(%arg0: tensor<1x1x64x4x16xf32>, %arg1: tensor<1x1x64x4x16xf32>) -> tensor<1x1x64x4x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64x4x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64x4x16xf32>
    return %2 : tensor<1x1x64x4x16xf32>
  }
  func.func private @fused_computation.159(%arg0: tensor<1x1x64x128xf32>, %arg1: tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64x128xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64x128xf32>
    return %2 : tensor<1x1x64x128xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<1x1x128x64xf32>, %arg1: tensor<1x1x128x64xf32>) -> tensor<1x1x128x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x128x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x128x64xf32>
    return %2 : tensor<1x1x128x64xf32>
  }
  func.func private @fused_computation.161(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64xf32>
    return %2 : tensor<1x1x64xf32>
  }
  func.func private @fused_computation.162(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64xf32>
    return %2 : tensor<1x1x64xf32>
  }
  func.func private @fused_computation.163(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64xf32>
    return %2 : tensor<1x1x64xf32>
  }
  func.func private @fused_computation.164(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>) -> tensor<1x1x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x64xf32>
    return %2 : tensor<1x1x64xf32>
  }
  func.func private @fused_computation.165(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.166(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<256x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<256x64xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<256x64xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<256x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<256x64xf32>
    return %3 : tensor<256x64xf32>
  }
  func.func private @fused_computation.168(%arg0: tensor<1x2x32x64xf32>) -> tensor<64x1x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[64,1,64]{2,0,1}"} : (tensor<1x2x32x64xf32>) -> tensor<64x1x64xf32>
    %1 = mhlo.copy %0 : tensor<64x1x64xf32>
    return %1 : tensor<64x1x64xf32>
  }
  func.func private @fused_computation.169(%arg0: tensor<1x1x2x32x64xf32>, %arg1: tensor<4xi32>, %arg2: tensor<ui32>) -> tensor<1x2x32x64xf32> {
    %0 = stablehlo.dynamic_slice %arg1, %arg2, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %1 = mhlo.bitcast %0 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.compare GE, %1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1x2x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x64xf32>
    %5 = stablehlo.select %3, %arg0, %4 : tensor<1x1x2x32x64xi1>, tensor<1x1x2x32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
    return %6 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.170(%arg0: tensor<2x32xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32x1xf32>, %arg4: tensor<64x64xf32>, %arg5: tensor<4xi32>, %arg6: tensor<ui32>, %arg7: tensor<64xf32>, %arg8: tensor<2x32x1xf32>, %arg9: tensor<2x32xf32>, %arg10: tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32> {
    %0 = mhlo.bitcast %arg10 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg9, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %6 = stablehlo.multiply %arg3, %5 : tensor<2x32x1xf32>
    %7 = stablehlo.multiply %arg2, %6 : tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x32x1xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.multiply %4, %11 : tensor<2x32x64xf32>
    %13 = mhlo.bitcast %arg4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<2x32x64xf32>
    %16 = mhlo.bitcast %arg8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<2x32x64xf32>
    %19 = stablehlo.add %12, %18 : tensor<2x32x64xf32>
    %20 = stablehlo.negate %arg1 : tensor<2x32xf32>
    %21 = stablehlo.negate %arg0 : tensor<2x32xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x32xf32>
    %23 = stablehlo.multiply %22, %1 : tensor<2x32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %25 = stablehlo.add %19, %24 : tensor<2x32x64xf32>
    %26 = mhlo.bitcast %25 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.pad %26, %cst_2, low = [0, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<2x1x2x32x64xf32>
    %28 = stablehlo.dynamic_slice %arg5, %arg6, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %29 = mhlo.bitcast %28 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.dynamic_slice %27, %29, %c, %c, %c, %c, sizes = [1, 1, 2, 32, 64] : (tensor<2x1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x32x64xf32>
    return %30 : tensor<1x1x2x32x64xf32>
  }
  func.func private @fused_computation.171(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<2x32x1xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x32x64xf32>
    %3 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<2x32x64xf32>
    return %5 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.172(%arg0: tensor<2x32x1xf32>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<2x32xf32>, %arg3: tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %6 = stablehlo.multiply %arg1, %5 : tensor<2x32x1xf32>
    %7 = stablehlo.multiply %arg0, %6 : tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x32x1xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %12 = stablehlo.multiply %4, %11 : tensor<2x32x64xf32>
    return %12 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.173(%arg0: tensor<2x32x1xf32>, %arg1: tensor<2x32xf32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %5 = mhlo.copy %4 : tensor<2x32x1xf32>
    %6 = stablehlo.divide %arg0, %5 : tensor<2x32x1xf32>
    return %6 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.174(%arg0: tensor<64x64xf32>, %arg1: tensor<64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<2x32x64xf32>
    return %2 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.175(%arg0: tensor<2x32x256xf32>, %arg1: tensor<2x32x256xf32>, %arg2: tensor<2x32xf32>) -> tensor<64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x32x256xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x32x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x256xf32>) -> tensor<64x256xf32>
    return %3 : tensor<64x256xf32>
  }
  func.func private @fused_computation.176(%arg0: tensor<2x32x256xf32>, %arg1: tensor<2x32x256xf32>, %arg2: tensor<2x32xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x32x256xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x32x256xf32>
    %3 = stablehlo.transpose %2, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[256,2,32]{0,2,1}"} : (tensor<2x32x256xf32>) -> tensor<256x2x32xf32>
    %4 = mhlo.copy %3 : tensor<256x2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<256x2x32xf32>) -> tensor<256x64xf32>
    return %5 : tensor<256x64xf32>
  }
  func.func private @fused_computation.177(%arg0: tensor<2x32xf32>, %arg1: tensor<2x32xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.negate %arg1 : tensor<2x32xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<2x32xf32>
    return %1 : tensor<2x32xf32>
  }
  func.func private @fused_computation.178(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<2x32x1xf32>, %arg3: tensor<2x32xf32>, %arg4: tensor<1x1x2x32x64xf32>) -> tensor<64x64xf32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x32x64xf32>
    %5 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x32x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<2x32x64xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x32x64xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
    return %12 : tensor<64x64xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<2x32x1xf32>, %arg1: tensor<2x32xf32>, %arg2: tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x32x64xf32>
    %5 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<2x32x64xf32>
    return %7 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.180(%arg0: tensor<2x32xf32>) -> tensor<2x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %5 = mhlo.copy %4 : tensor<2x32x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<2x32x1xf32>
    return %6 : tensor<2x32x1xf32>
  }
  func.func private @fused_computation.181(%arg0: tensor<2x32xf32>, %arg1: tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.subtract %0, %3 : tensor<2x32x64xf32>
    return %4 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.182(%arg0: tensor<1x1x2x32x64xf32>, %arg1: tensor<4xui32>, %arg2: tensor<4xui32>, %arg3: tensor<ui32>) -> tensor<1x1x2x32x64xf32> {
    %0 = stablehlo.dynamic_slice %arg2, %arg3, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %1 = mhlo.bitcast %0 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.dynamic_slice %arg1, %1, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %c = stablehlo.constant dense<0> : tensor<1xui32>
    %3 = stablehlo.compare EQ, %2, %c : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xi1>
    %4 = mhlo.bitcast %3 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i1>) -> tensor<1x1x2x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x64xf32>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<1x1x2x32x64xi1>, tensor<1x1x2x32x64xf32>
    return %7 : tensor<1x1x2x32x64xf32>
  }
  func.func private @fused_computation.183(%arg0: tensor<4xui32>, %arg1: tensor<ui32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<1xui32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xui32>
    %1 = stablehlo.clamp %c, %0, %c_0 : tensor<1xui32>
    %2 = stablehlo.convert %1 : (tensor<1xui32>) -> tensor<1xi32>
    %3 = mhlo.bitcast %2 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %3, %c_1 : tensor<i32>
    return %4 : tensor<i32>
  }
  func.func private @fused_computation.184(%arg0: tensor<4xui32>, %arg1: tensor<ui32>) -> tensor<i32> {
    %c = stablehlo.constant dense<0> : tensor<1xui32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<1> : tensor<1xui32>
    %1 = stablehlo.clamp %c, %0, %c_0 : tensor<1xui32>
    %2 = stablehlo.convert %1 : (tensor<1xui32>) -> tensor<1xi32>
    %3 = mhlo.bitcast %2 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @fused_computation.185(%arg0: tensor<32x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<2x32xi32>) -> tensor<1x2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg2, %0 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<2x32xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<2x32xi1>, tensor<2x32xi32>
    %5 = stablehlo.compare GE, %4, %0 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %7 = stablehlo.compare LE, %4, %6 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %8 = stablehlo.and %5, %7 : tensor<2x32xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %10 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<64x1xi32>
    %11 = "stablehlo.gather"(%arg1, %10) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<64x1xi32>) -> tensor<64x1x64xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x64xf32>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.select %9, %12, %13 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.add %14, %15 : tensor<2x32x64xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    return %17 : tensor<1x2x32x64xf32>
  }
  func.func private @fused_computation.186(%arg0: tensor<2x32xi32>) -> tensor<64x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg0, %0 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<2x32xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<2x32xi1>, tensor<2x32xi32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<64x1xi32>
    return %5 : tensor<64x1xi32>
  }
  func.func private @fused_computation.187(%arg0: tensor<ui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %0 = stablehlo.and %arg0, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func private @fused_computation.188() -> tensor<2x4x1x32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<2x4x1x32x32xi1>
    return %3 : tensor<2x4x1x32x32xi1>
  }
  func.func private @fused_computation.189(%arg0: tensor<ui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %0 = stablehlo.and %arg0, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func private @fused_computation.190(%arg0: tensor<2x32xi32>) -> tensor<64x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x32x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<2x32x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<2x32x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x3xi32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x1x3xi32>) -> tensor<64x3xi32>
    return %10 : tensor<64x3xi32>
  }
  func.func private @fused_computation.191(%arg0: tensor<2x32xi32>) -> tensor<2x32x1x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x32x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<2x32x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<2x32x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x3xi32>
    return %9 : tensor<2x32x1x3xi32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<2x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    return %0 : tensor<2x32x256xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<64x1x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<64x1x1x1xf32>
    return %0 : tensor<64x1x1x1xf32>
  }
  func.func private @region_14.17.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<2x32x256xf32>, %arg1: tensor<64x3xi32>, %arg2: tensor<64x1x1x1xf32>) -> tensor<2x32x256xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x32x256xf32>, tensor<64x3xi32>, tensor<64x1x1x1xf32>) -> tensor<2x32x256xf32>
    return %0 : tensor<2x32x256xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    return %0 : tensor<2x32x64xf32>
  }
  func.func private @wrapped_broadcast_computation.3(%arg0: tensor<f32>) -> tensor<1x2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    return %0 : tensor<1x2x32x64xf32>
  }
  func.func private @wrapped_broadcast_computation.4(%arg0: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i32>) -> tensor<3xi32>
    return %0 : tensor<3xi32>
  }
  func.func private @wrapped_broadcast_computation.5(%arg0: tensor<f32>) -> tensor<3x2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
    return %0 : tensor<3x2x32x64xf32>
  }
  func.func private @wrapped_broadcast_computation.6(%arg0: tensor<f32>) -> tensor<3x2x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
    return %0 : tensor<3x2x32x1xf32>
  }
  func.func private @wrapped_broadcast_computation.7(%arg0: tensor<f32>) -> tensor<3x2x32x4x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x1x16xf32>
    return %0 : tensor<3x2x32x4x1x16xf32>
  }
  func.func private @wrapped_broadcast_computation.8(%arg0: tensor<f32>) -> tensor<3x2x32x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
    return %0 : tensor<3x2x32x4x16xf32>
  }
  func.func private @wrapped_broadcast_computation.9(%arg0: tensor<f32>) -> tensor<3x2x4x1x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x32xf32>
    return %0 : tensor<3x2x4x1x32x32xf32>
  }
  func.func private @wrapped_broadcast_computation.10(%arg0: tensor<f32>) -> tensor<3x2x4x1x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x1xf32>
    return %0 : tensor<3x2x4x1x32x1xf32>
  }
  func.func private @wrapped_broadcast_computation.11(%arg0: tensor<f32>) -> tensor<3x2x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
    return %0 : tensor<3x2x32x128xf32>
  }
  func.func private @wrapped_broadcast_computation.12(%arg0: tensor<i1>) -> tensor<3xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i1>) -> tensor<3xi1>
    return %0 : tensor<3xi1>
  }
  func.func private @wrapped_broadcast_computation.13(%arg0: tensor<f32>) -> tensor<2x4x1x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    return %0 : tensor<2x4x1x32x32xf32>
  }
  func.func private @wrapped_exponential_computation(%arg0: tensor<2x32x256xf32>) -> tensor<2x32x256xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<2x32x256xf32>
    return %0 : tensor<2x32x256xf32>
  }
  func.func private @wrapped_broadcast_computation.14(%arg0: tensor<f32>) -> tensor<256x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    return %0 : tensor<256x64xf32>
  }
  func.func private @wrapped_broadcast_computation.15(%arg0: tensor<f32>) -> tensor<1x1x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    return %0 : tensor<1x1x64xf32>
  }
  func.func private @wrapped_broadcast_computation.16(%arg0: tensor<f32>) -> tensor<1x1x128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
    return %0 : tensor<1x1x128x64xf32>
  }
  func.func private @wrapped_broadcast_computation.17(%arg0: tensor<f32>) -> tensor<1x1x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    return %0 : tensor<1x1x64x128xf32>
  }
  func.func private @wrapped_broadcast_computation.18(%arg0: tensor<f32>) -> tensor<1x1x64x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    return %0 : tensor<1x1x64x4x16xf32>
  }
  func.func private @wrapped_broadcast_computation.19(%arg0: tensor<f32>) -> tensor<1x1x4x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
    return %0 : tensor<1x1x4x16x64xf32>
  }
  func.func private @region_47.51.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation.1(%arg0: tensor<256x64xf32>, %arg1: tensor<64x1xi32>, %arg2: tensor<64x1x64xf32>) -> tensor<256x64xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<64x1xi32>, tensor<64x1x64xf32>) -> tensor<256x64xf32>
    return %0 : tensor<256x64xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<2x32xf32>) -> tensor<2x32xf32> {
    %0 = stablehlo.log %arg0 : tensor<2x32xf32>
    return %0 : tensor<2x32xf32>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<256x64xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<1x1x128x64xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<1x1x64x128xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<1x1x64x4x16xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<1x1x4x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<1x1x64x4x16xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg12: tensor<1x1x64x4x16xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg13: tensor<32x64xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<2x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg15: tensor<2x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<32x64xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
      mhlo.return %123 : tensor<2x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x32x256xf32>
    %1 = "mhlo.fusion"(%arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xi32>):
      %123 = stablehlo.iota dim = 0 : tensor<2x32x1x1xi32>
      %124 = stablehlo.iota dim = 1 : tensor<2x32x1x1xi32>
      %125 = mhlo.bitcast %arg16 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %126 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
      %127 = stablehlo.compare LT, %125, %126 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
      %c_7 = stablehlo.constant dense<256> : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
      %129 = stablehlo.add %125, %128 : tensor<2x32x1xi32>
      %130 = stablehlo.select %127, %129, %125 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
      %132 = stablehlo.concatenate %123, %124, %131, dim = 3 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x3xi32>
      %133 = mhlo.bitcast %132 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x1x3xi32>) -> tensor<64x3xi32>
      mhlo.return %133 : tensor<64x3xi32>
    }) {output_operand_aliasing = []} : (tensor<2x32xi32>) -> tensor<64x3xi32>
    %cst_0 = stablehlo.constant dense<-7.812500e-03> : tensor<f32>
    %2 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<64x1x1x1xf32>
      mhlo.return %123 : tensor<64x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<64x1x1x1xf32>
    %3 = "mhlo.fusion"(%0, %1, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>, %arg17: tensor<64x3xi32>, %arg18: tensor<64x1x1x1xf32>):
      %123 = "stablehlo.scatter"(%arg16, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
        %124 = stablehlo.add %arg19, %arg20 : tensor<f32>
        stablehlo.return %124 : tensor<f32>
      }) : (tensor<2x32x256xf32>, tensor<64x3xi32>, tensor<64x1x1x1xf32>) -> tensor<2x32x256xf32>
      mhlo.return %123 : tensor<2x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>, tensor<64x3xi32>, tensor<64x1x1x1xf32>) -> tensor<2x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = mhlo.copy %c : tensor<i32>
    %5 = mhlo.copy %4 : tensor<i32>
    %6 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      mhlo.return %123 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x32x64xf32>
    %7 = mhlo.copy %6 : tensor<2x32x64xf32>
    %8 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
      mhlo.return %123 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %9 = mhlo.copy %8 : tensor<1x2x32x64xf32>
    %10 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<i32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<i32>) -> tensor<3xi32>
      mhlo.return %123 : tensor<3xi32>
    }) {output_operand_aliasing = []} : (tensor<i32>) -> tensor<3xi32>
    %11 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      mhlo.return %123 : tensor<3x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x32x64xf32>
    %12 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
      mhlo.return %123 : tensor<3x2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x32x1xf32>
    %13 = mhlo.copy %12 : tensor<3x2x32x1xf32>
    %14 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %15 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %16 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %17 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x1x16xf32>
      mhlo.return %123 : tensor<3x2x32x4x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x32x4x1x16xf32>
    %18 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
      mhlo.return %123 : tensor<3x2x32x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
    %19 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x32xf32>
      mhlo.return %123 : tensor<3x2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x4x1x32x32xf32>
    %20 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x1xf32>
      mhlo.return %123 : tensor<3x2x4x1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x4x1x32x1xf32>
    %21 = mhlo.copy %20 : tensor<3x2x4x1x32x1xf32>
    %22 = mhlo.copy %19 : tensor<3x2x4x1x32x32xf32>
    %23 = mhlo.copy %18 : tensor<3x2x32x4x16xf32>
    %24 = mhlo.copy %18 : tensor<3x2x32x4x16xf32>
    %25 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %26 = mhlo.copy %12 : tensor<3x2x32x1xf32>
    %27 = mhlo.copy %12 : tensor<3x2x32x1xf32>
    %28 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %29 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %30 = mhlo.copy %11 : tensor<3x2x32x64xf32>
    %31 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      mhlo.return %123 : tensor<3x2x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<3x2x32x128xf32>
    %32 = mhlo.copy %31 : tensor<3x2x32x128xf32>
    %33 = mhlo.copy %31 : tensor<3x2x32x128xf32>
    %34 = mhlo.copy %31 : tensor<3x2x32x128xf32>
    %35 = mhlo.copy %31 : tensor<3x2x32x128xf32>
    %36 = mhlo.copy %31 : tensor<3x2x32x128xf32>
    %37 = mhlo.copy %10 : tensor<3xi32>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %38 = "mhlo.fusion"(%c_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<i1>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<i1>) -> tensor<3xi1>
      mhlo.return %123 : tensor<3xi1>
    }) {output_operand_aliasing = []} : (tensor<i1>) -> tensor<3xi1>
    %39 = stablehlo.partition_id : tensor<ui32>
    %40 = "mhlo.fusion"(%39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<ui32>):
      %c_6 = stablehlo.constant dense<1> : tensor<ui32>
      %123 = stablehlo.and %arg16, %c_6 : tensor<ui32>
      %124 = stablehlo.convert %123 : (tensor<ui32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<0> : tensor<i32>
      %125 = stablehlo.compare EQ, %124, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %125 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<i1>
    %41 = mhlo.bitcast %arg12 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
    %42 = mhlo.bitcast %arg9 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
    %43 = mhlo.bitcast %arg11 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
    %44 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %123 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %124 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %125 = stablehlo.compare GE, %123, %124 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %126 = stablehlo.broadcast_in_dim %125, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<2x4x1x32x32xi1>
      mhlo.return %126 : tensor<2x4x1x32x32xi1>
    }) {output_operand_aliasing = []} : () -> tensor<2x4x1x32x32xi1>
    %cst_2 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %45 = "mhlo.fusion"(%cst_2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      mhlo.return %123 : tensor<2x4x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %46 = mhlo.bitcast %arg10 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x4x16x64xf32>) -> tensor<4x16x64xf32>
    %47 = mhlo.bitcast %arg8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x64x128xf32>) -> tensor<64x128xf32>
    %48 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x128x64xf32>) -> tensor<128x64xf32>
    %49 = "mhlo.fusion"(%39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<ui32>):
      %c_6 = stablehlo.constant dense<1> : tensor<ui32>
      %123 = stablehlo.and %arg16, %c_6 : tensor<ui32>
      %124 = stablehlo.convert %123 : (tensor<ui32>) -> tensor<i32>
      %c_7 = stablehlo.constant dense<1> : tensor<i32>
      %125 = stablehlo.compare EQ, %124, %c_7 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %125 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<i1>
    %50 = "mhlo.fusion"(%arg13, %arg0, %arg14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<32x64xf32>, %arg17: tensor<256x64xf32>, %arg18: tensor<2x32xi32>):
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %123 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
      %124 = stablehlo.compare LT, %arg18, %123 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
      %c_7 = stablehlo.constant dense<256> : tensor<i32>
      %125 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
      %126 = stablehlo.add %arg18, %125 : tensor<2x32xi32>
      %127 = stablehlo.select %124, %126, %arg18 : tensor<2x32xi1>, tensor<2x32xi32>
      %128 = stablehlo.compare GE, %127, %123 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
      %c_8 = stablehlo.constant dense<255> : tensor<i32>
      %129 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
      %130 = stablehlo.compare LE, %127, %129 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
      %131 = stablehlo.and %128, %130 : tensor<2x32xi1>
      %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
      %133 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<64x1xi32>
      %134 = "stablehlo.gather"(%arg17, %133) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<64x1xi32>) -> tensor<64x1x64xf32>
      %135 = mhlo.bitcast %134 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x64xf32>) -> tensor<2x32x64xf32>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %136 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %137 = stablehlo.select %132, %135, %136 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      %138 = stablehlo.broadcast_in_dim %arg16, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
      %139 = stablehlo.add %137, %138 : tensor<2x32x64xf32>
      %140 = mhlo.bitcast %139 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      mhlo.return %140 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<256x64xf32>, tensor<2x32xi32>) -> tensor<1x2x32x64xf32>
    %51 = "stablehlo.all_gather"(%50) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %c_3 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
    %52 = "mhlo.fusion"(%c_3, %39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<4xui32>, %arg17: tensor<ui32>):
      %c_6 = stablehlo.constant dense<0> : tensor<1xui32>
      %123 = stablehlo.dynamic_slice %arg16, %arg17, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %c_7 = stablehlo.constant dense<1> : tensor<1xui32>
      %124 = stablehlo.clamp %c_6, %123, %c_7 : tensor<1xui32>
      %125 = stablehlo.convert %124 : (tensor<1xui32>) -> tensor<1xi32>
      %126 = mhlo.bitcast %125 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      mhlo.return %126 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<4xui32>, tensor<ui32>) -> tensor<i32>
    %53 = "mhlo.fusion"(%c_3, %39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<4xui32>, %arg17: tensor<ui32>):
      %c_6 = stablehlo.constant dense<0> : tensor<1xui32>
      %123 = stablehlo.dynamic_slice %arg16, %arg17, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %c_7 = stablehlo.constant dense<1> : tensor<1xui32>
      %124 = stablehlo.clamp %c_6, %123, %c_7 : tensor<1xui32>
      %125 = stablehlo.convert %124 : (tensor<1xui32>) -> tensor<1xi32>
      %126 = mhlo.bitcast %125 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %c_8 = stablehlo.constant dense<1> : tensor<i32>
      %127 = stablehlo.add %126, %c_8 : tensor<i32>
      mhlo.return %127 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<4xui32>, tensor<ui32>) -> tensor<i32>
    %54:49 = stablehlo.while(%iterArg = %5, %iterArg_6 = %7, %iterArg_7 = %9, %iterArg_8 = %10, %iterArg_9 = %11, %iterArg_10 = %12, %iterArg_11 = %13, %iterArg_12 = %14, %iterArg_13 = %15, %iterArg_14 = %16, %iterArg_15 = %17, %iterArg_16 = %18, %iterArg_17 = %19, %iterArg_18 = %20, %iterArg_19 = %21, %iterArg_20 = %22, %iterArg_21 = %23, %iterArg_22 = %24, %iterArg_23 = %25, %iterArg_24 = %26, %iterArg_25 = %27, %iterArg_26 = %28, %iterArg_27 = %29, %iterArg_28 = %30, %iterArg_29 = %31, %iterArg_30 = %32, %iterArg_31 = %33, %iterArg_32 = %34, %iterArg_33 = %35, %iterArg_34 = %36, %iterArg_35 = %37, %iterArg_36 = %38, %iterArg_37 = %40, %iterArg_38 = %arg4, %iterArg_39 = %arg3, %iterArg_40 = %41, %iterArg_41 = %42, %iterArg_42 = %43, %iterArg_43 = %44, %iterArg_44 = %45, %iterArg_45 = %46, %iterArg_46 = %arg6, %iterArg_47 = %arg5, %iterArg_48 = %47, %iterArg_49 = %48, %iterArg_50 = %49, %iterArg_51 = %51, %iterArg_52 = %52, %iterArg_53 = %53) : tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>
    cond {
      %c_54 = stablehlo.constant dense<3> : tensor<i32>
      %123 = "mhlo.fusion"(%iterArg, %c_54) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
        %124 = stablehlo.compare LT, %arg16, %arg17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %124 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %123 : tensor<i1>
    } do {
      %123 = mhlo.copy %iterArg : tensor<i32>
      %c_54 = stablehlo.constant dense<1> : tensor<i32>
      %124 = "mhlo.fusion"(%123, %c_54) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
        %192 = stablehlo.add %arg16, %arg17 : tensor<i32>
        mhlo.return %192 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %125 = "mhlo.fusion"(%iterArg_6, %iterArg_51, %123, %iterArg_37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<2x2x32x64xf32>, %arg18: tensor<i32>, %arg19: tensor<i1>):
        %192 = stablehlo.broadcast_in_dim %arg19, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
        %c_56 = stablehlo.constant dense<1> : tensor<i32>
        %193 = stablehlo.minimum %arg18, %c_56 : tensor<i32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %194 = stablehlo.compare LT, %193, %c_57 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_58 = stablehlo.constant dense<2> : tensor<i32>
        %195 = stablehlo.add %193, %c_58 : tensor<i32>
        %196 = stablehlo.select %194, %195, %193 : tensor<i1>, tensor<i32>
        %197 = stablehlo.dynamic_slice %arg17, %196, %c_57, %c_57, %c_57, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %198 = mhlo.bitcast %197 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %199 = stablehlo.select %192, %198, %arg16 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
        mhlo.return %199 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<i1>) -> tensor<2x32x64xf32>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %126 = "mhlo.fusion"(%125, %cst_55) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
        %192 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %192 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %127 = "mhlo.fusion"(%125, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg17, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg16, %194 : tensor<2x32x64xf32>
        mhlo.return %195 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %128 = "mhlo.fusion"(%cst_55, %127) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>):
        %192 = stablehlo.multiply %arg17, %arg17 : tensor<2x32x64xf32>
        %193 = stablehlo.reduce(%192 init: %arg16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %193 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>) -> tensor<2x32xf32>
      %129 = "mhlo.fusion"(%128) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg16, %192 : tensor<2x32xf32>
        %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
        %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %195 = stablehlo.add %193, %194 : tensor<2x32xf32>
        %196 = mhlo.bitcast %195 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
        %197 = mhlo.copy %196 : tensor<2x32x1xf32>
        %198 = stablehlo.rsqrt %197 : tensor<2x32x1xf32>
        mhlo.return %198 : tensor<2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %130 = "mhlo.fusion"(%iterArg_39, %iterArg_38, %129, %125, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg20, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg19, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %198 = stablehlo.multiply %195, %197 : tensor<2x32x64xf32>
        %199 = mhlo.bitcast %arg17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %200 = stablehlo.broadcast_in_dim %199, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %201 = stablehlo.multiply %198, %200 : tensor<2x32x64xf32>
        %202 = mhlo.bitcast %arg16 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %204 = stablehlo.add %201, %203 : tensor<2x32x64xf32>
        %205 = mhlo.bitcast %204 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
        mhlo.return %205 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<64x64xf32>
      %131 = mhlo.bitcast %iterArg_40 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      %132 = "mhlo.fusion"(%130, %131) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %192 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %192 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %133 = "mhlo.fusion"(%132) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x16xf32>
        %193 = stablehlo.transpose %192, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,32]{2,1,3,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
        %194 = mhlo.copy %193 : tensor<2x4x16x32xf32>
        mhlo.return %194 : tensor<2x4x16x32xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x16x32xf32>
      %134 = mhlo.bitcast %iterArg_41 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      %135 = "mhlo.fusion"(%130, %134) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %192 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %192 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %136 = "mhlo.fusion"(%135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg16 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x16xf32>
        %193 = stablehlo.transpose %192, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,16]{3,1,2,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
        %194 = mhlo.copy %193 : tensor<2x4x32x16xf32>
        mhlo.return %194 : tensor<2x4x32x16xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x32x16xf32>
      %137 = mhlo.bitcast %iterArg_42 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      %138 = "mhlo.fusion"(%130, %137) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %192 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %192 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %139 = "mhlo.fusion"(%138) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
        %193 = stablehlo.transpose %192, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,32,1]{2,4,1,3,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x32x1xf32>
        %194 = mhlo.copy %193 : tensor<2x4x16x32x1xf32>
        %195 = mhlo.bitcast %194 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x16x32x1xf32>) -> tensor<2x4x16x32xf32>
        mhlo.return %195 : tensor<2x4x16x32xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x16x32xf32>
      %140 = "mhlo.fusion"(%136, %139) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x32x16xf32>, %arg17: tensor<2x4x16x32xf32>):
        %192 = stablehlo.dot_general %arg16, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
        mhlo.return %192 : tensor<2x4x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
      %141 = "mhlo.fusion"(%iterArg_43, %iterArg_44, %140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x1x32x32xi1>, %arg17: tensor<2x4x1x32x32xf32>, %arg18: tensor<2x4x32x32xf32>):
        %cst_56 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4x32x32xf32>
        %193 = stablehlo.multiply %arg18, %192 : tensor<2x4x32x32xf32>
        %194 = mhlo.bitcast %193 {result_layout = dense<[3, 2, 1, 0, 4]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,32,1]{3,2,1,0,4}"} : (tensor<2x4x32x32xf32>) -> tensor<2x4x32x32x1xf32>
        %195 = mhlo.copy %194 : tensor<2x4x32x32x1xf32>
        %196 = stablehlo.transpose %195, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x1x32x32xf32>
        %197 = mhlo.copy %196 : tensor<2x4x1x32x32xf32>
        %198 = stablehlo.select %arg16, %197, %arg17 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
        mhlo.return %198 : tensor<2x4x1x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %142 = "mhlo.fusion"(%141) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x1x32x32xf32>):
        %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
        %192 = stablehlo.reduce(%arg16 init: %cst_56) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
        %193 = mhlo.bitcast %192 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %195 = stablehlo.subtract %arg16, %194 : tensor<2x4x1x32x32xf32>
        %196 = stablehlo.exponential %195 : tensor<2x4x1x32x32xf32>
        mhlo.return %196 : tensor<2x4x1x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %143 = "mhlo.fusion"(%142, %cst_55) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x1x32x32xf32>, %arg17: tensor<f32>):
        %192 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
        mhlo.return %192 : tensor<2x4x1x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      %144 = "mhlo.fusion"(%143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x1x32xf32>):
        %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
        %193 = stablehlo.divide %192, %arg16 : tensor<2x4x1x32xf32>
        mhlo.return %193 : tensor<2x4x1x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32xf32>
      %145 = "mhlo.fusion"(%142, %144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x1x32x32xf32>, %arg17: tensor<2x4x1x32xf32>):
        %192 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
        %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %194 = stablehlo.multiply %arg16, %193 : tensor<2x4x1x32x32xf32>
        %195 = stablehlo.transpose %194, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,1,32]{2,4,3,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x1x32xf32>
        %196 = mhlo.copy %195 : tensor<2x4x32x1x32xf32>
        %197 = mhlo.bitcast %196 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x32xf32>
        mhlo.return %197 : tensor<2x4x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xf32>, tensor<2x4x1x32xf32>) -> tensor<2x4x32x32xf32>
      %146 = "mhlo.fusion"(%133, %145) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x16x32xf32>, %arg17: tensor<2x4x32x32xf32>):
        %192 = stablehlo.dot_general %arg16, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
        mhlo.return %192 : tensor<2x4x16x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
      %147 = "mhlo.fusion"(%146) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x16x32xf32>):
        %192 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x16x32xf32>) -> tensor<2x4x16x1x32xf32>
        %193 = stablehlo.transpose %192, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
        %194 = mhlo.copy %193 : tensor<2x32x4x1x16xf32>
        %195 = mhlo.bitcast %194 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<64x64xf32>
        mhlo.return %195 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>) -> tensor<64x64xf32>
      %148 = mhlo.bitcast %iterArg_45 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      %149 = "mhlo.fusion"(%147, %148) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %192 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %192 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %150 = "mhlo.fusion"(%125, %149) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %193 = stablehlo.add %arg16, %192 : tensor<2x32x64xf32>
        mhlo.return %193 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %151 = "mhlo.fusion"(%150, %cst_55) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
        %192 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %192 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %152 = "mhlo.fusion"(%150, %151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg17, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg16, %194 : tensor<2x32x64xf32>
        mhlo.return %195 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %153 = "mhlo.fusion"(%cst_55, %152) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>):
        %192 = stablehlo.multiply %arg17, %arg17 : tensor<2x32x64xf32>
        %193 = stablehlo.reduce(%192 init: %arg16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %193 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>) -> tensor<2x32xf32>
      %154 = "mhlo.fusion"(%153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg16, %192 : tensor<2x32xf32>
        %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
        %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %195 = stablehlo.add %193, %194 : tensor<2x32xf32>
        %196 = mhlo.bitcast %195 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
        %197 = mhlo.copy %196 : tensor<2x32x1xf32>
        %198 = stablehlo.rsqrt %197 : tensor<2x32x1xf32>
        mhlo.return %198 : tensor<2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %155 = "mhlo.fusion"(%iterArg_47, %iterArg_46, %154, %150, %151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg20, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg19, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %198 = stablehlo.multiply %195, %197 : tensor<2x32x64xf32>
        %199 = mhlo.bitcast %arg17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %200 = stablehlo.broadcast_in_dim %199, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %201 = stablehlo.multiply %198, %200 : tensor<2x32x64xf32>
        %202 = mhlo.bitcast %arg16 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %204 = stablehlo.add %201, %203 : tensor<2x32x64xf32>
        %205 = mhlo.bitcast %204 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
        mhlo.return %205 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<64x64xf32>
      %156 = "mhlo.fusion"(%155, %iterArg_48) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x128xf32>):
        %192 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
        mhlo.return %192 : tensor<64x128xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %157 = "mhlo.fusion"(%156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x128xf32>):
        %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %193 = mhlo.bitcast %arg16 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
        %cst_57 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
        %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %195 = stablehlo.multiply %193, %193 : tensor<2x32x128xf32>
        %196 = stablehlo.multiply %195, %193 : tensor<2x32x128xf32>
        %197 = stablehlo.multiply %194, %196 : tensor<2x32x128xf32>
        %198 = stablehlo.add %193, %197 : tensor<2x32x128xf32>
        %199 = stablehlo.multiply %192, %198 : tensor<2x32x128xf32>
        %200 = stablehlo.tanh %199 : tensor<2x32x128xf32>
        mhlo.return %200 : tensor<2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %158 = "mhlo.fusion"(%157, %156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x128xf32>, %arg17: tensor<64x128xf32>):
        %192 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
        %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %195 = stablehlo.add %194, %arg16 : tensor<2x32x128xf32>
        %196 = stablehlo.multiply %193, %195 : tensor<2x32x128xf32>
        %197 = stablehlo.multiply %192, %196 : tensor<2x32x128xf32>
        %198 = mhlo.bitcast %197 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<64x128xf32>
        mhlo.return %198 : tensor<64x128xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<64x128xf32>
      %159 = "mhlo.fusion"(%158, %iterArg_49) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x128xf32>, %arg17: tensor<128x64xf32>):
        %192 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
        mhlo.return %192 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x64xf32>
      %160 = "mhlo.fusion"(%150, %159) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %193 = stablehlo.add %arg16, %192 : tensor<2x32x64xf32>
        mhlo.return %193 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %161 = "stablehlo.collective_permute"(%160) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %162 = "mhlo.fusion"(%iterArg_7, %160, %iterArg_53, %iterArg_52, %123, %iterArg_50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x2x32x64xf32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<i32>, %arg19: tensor<i32>, %arg20: tensor<i32>, %arg21: tensor<i1>):
        %c_56 = stablehlo.constant dense<1> : tensor<i32>
        %192 = stablehlo.compare GE, %arg20, %c_56 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %193 = stablehlo.and %arg21, %192 : tensor<i1>
        %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %c_58 = stablehlo.constant dense<-1> : tensor<i32>
        %195 = stablehlo.add %arg20, %c_58 : tensor<i32>
        %196 = stablehlo.maximum %c_57, %195 : tensor<i32>
        %197 = stablehlo.minimum %c_56, %196 : tensor<i32>
        %198 = stablehlo.compare GE, %197, %arg19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %199 = stablehlo.compare LT, %197, %arg18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %200 = stablehlo.and %198, %199 : tensor<i1>
        %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
        %202 = mhlo.bitcast %arg17 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %203 = stablehlo.select %201, %202, %arg16 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
        %204 = stablehlo.select %194, %203, %arg16 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
        mhlo.return %204 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i1>) -> tensor<1x2x32x64xf32>
      %163 = "mhlo.fusion"(%iterArg_8, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3xi32>, %arg17: tensor<i32>):
        %c_56 = stablehlo.constant dense<1> : tensor<i32>
        %192 = stablehlo.minimum %arg17, %c_56 : tensor<i32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.compare LT, %192, %c_57 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_58 = stablehlo.constant dense<2> : tensor<i32>
        %194 = stablehlo.add %192, %c_58 : tensor<i32>
        %195 = stablehlo.select %193, %194, %192 : tensor<i1>, tensor<i32>
        %196 = mhlo.bitcast %195 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
        %197 = stablehlo.dynamic_update_slice %arg16, %196, %arg17 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
        mhlo.return %197 : tensor<3xi32>
      }) {output_operand_aliasing = []} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
      %164 = "mhlo.fusion"(%iterArg_9, %123, %125, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x64xf32>, %arg19: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
        %cst_57 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %194 = stablehlo.multiply %arg19, %193 : tensor<2x32xf32>
        %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %196 = stablehlo.subtract %arg18, %195 : tensor<2x32x64xf32>
        %197 = stablehlo.multiply %192, %196 : tensor<2x32x64xf32>
        %198 = mhlo.bitcast %197 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_58 = stablehlo.constant dense<0> : tensor<i32>
        %199 = stablehlo.dynamic_update_slice %arg16, %198, %arg17, %c_58, %c_58, %c_58 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %199 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %165 = "mhlo.fusion"(%iterArg_10, %123, %129, %128) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x1xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %cst_57 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %194 = stablehlo.multiply %arg19, %193 : tensor<2x32xf32>
        %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
        %195 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %196 = stablehlo.add %194, %195 : tensor<2x32xf32>
        %197 = mhlo.bitcast %196 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
        %198 = mhlo.copy %197 : tensor<2x32x1xf32>
        %199 = stablehlo.divide %arg18, %198 : tensor<2x32x1xf32>
        %200 = stablehlo.multiply %192, %199 : tensor<2x32x1xf32>
        %201 = mhlo.bitcast %200 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
        %c_59 = stablehlo.constant dense<0> : tensor<i32>
        %202 = stablehlo.dynamic_update_slice %arg16, %201, %arg17, %c_59, %c_59, %c_59 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        mhlo.return %202 : tensor<3x2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32xf32>) -> tensor<3x2x32x1xf32>
      %166 = "mhlo.fusion"(%iterArg_11, %123, %129) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x1xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x1xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        mhlo.return %193 : tensor<3x2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>) -> tensor<3x2x32x1xf32>
      %167 = "mhlo.fusion"(%iterArg_12, %123, %125, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x64xf32>, %arg19: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg19, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg18, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %195 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %197 = stablehlo.dynamic_update_slice %arg16, %196, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %197 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %168 = "mhlo.fusion"(%iterArg_13, %123, %129, %125, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg20, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg19, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %198 = stablehlo.multiply %195, %197 : tensor<2x32x64xf32>
        %199 = mhlo.bitcast %198 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %200 = stablehlo.dynamic_update_slice %arg16, %199, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %200 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %169 = "mhlo.fusion"(%iterArg_14, %123, %iterArg_39, %iterArg_38, %129, %125, %126) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<1x1x64xf32>, %arg19: tensor<1x1x64xf32>, %arg20: tensor<2x32x1xf32>, %arg21: tensor<2x32x64xf32>, %arg22: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg22, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg21, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %arg20 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %198 = stablehlo.multiply %195, %197 : tensor<2x32x64xf32>
        %199 = mhlo.bitcast %arg19 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %200 = stablehlo.broadcast_in_dim %199, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %201 = stablehlo.multiply %198, %200 : tensor<2x32x64xf32>
        %202 = mhlo.bitcast %arg18 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %204 = stablehlo.add %201, %203 : tensor<2x32x64xf32>
        %205 = mhlo.bitcast %204 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %206 = stablehlo.dynamic_update_slice %arg16, %205, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %206 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %170 = "mhlo.fusion"(%iterArg_15, %123, %138) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x1x16xf32>, %arg17: tensor<i32>, %arg18: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x1x16xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x32x4x1x16xf32>, tensor<1x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
        mhlo.return %193 : tensor<3x2x32x4x1x16xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<64x64xf32>) -> tensor<3x2x32x4x1x16xf32>
      %171 = "mhlo.fusion"(%iterArg_16, %123, %135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<i32>, %arg18: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x16xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
        mhlo.return %193 : tensor<3x2x32x4x16xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<64x64xf32>) -> tensor<3x2x32x4x16xf32>
      %172 = "mhlo.fusion"(%iterArg_17, %123, %142) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x32xf32>, %arg17: tensor<i32>, %arg18: tensor<2x4x1x32x32xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
        mhlo.return %193 : tensor<3x2x4x1x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<2x4x1x32x32xf32>) -> tensor<3x2x4x1x32x32xf32>
      %173 = "mhlo.fusion"(%iterArg_18, %123, %143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x1xf32>, %arg17: tensor<i32>, %arg18: tensor<2x4x1x32xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<1x2x4x1x32x1xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
        mhlo.return %193 : tensor<3x2x4x1x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x1xf32>
      %174 = "mhlo.fusion"(%iterArg_19, %123, %143) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x1xf32>, %arg17: tensor<i32>, %arg18: tensor<2x4x1x32xf32>):
        %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
        %193 = stablehlo.multiply %arg18, %arg18 : tensor<2x4x1x32xf32>
        %194 = stablehlo.divide %192, %193 : tensor<2x4x1x32xf32>
        %195 = mhlo.bitcast %194 {result_layout = dense<[4, 2, 1, 5, 3, 0]> : tensor<6xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,4,1,32,1]{4,2,1,5,3,0}"} : (tensor<2x4x1x32xf32>) -> tensor<1x2x4x1x32x1xf32>
        %196 = mhlo.copy %195 : tensor<1x2x4x1x32x1xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %197 = stablehlo.dynamic_update_slice %arg16, %196, %arg17, %c_57, %c_57, %c_57, %c_57, %c_57 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
        mhlo.return %197 : tensor<3x2x4x1x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x1xf32>
      %175 = "mhlo.fusion"(%iterArg_20, %123, %142, %144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x32xf32>, %arg17: tensor<i32>, %arg18: tensor<2x4x1x32x32xf32>, %arg19: tensor<2x4x1x32xf32>):
        %192 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
        %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %194 = stablehlo.multiply %arg18, %193 : tensor<2x4x1x32x32xf32>
        %195 = mhlo.bitcast %194 {result_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %196 = stablehlo.dynamic_update_slice %arg16, %195, %arg17, %c_56, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
        mhlo.return %196 : tensor<3x2x4x1x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32xf32>) -> tensor<3x2x4x1x32x32xf32>
      %176 = "mhlo.fusion"(%iterArg_21, %123, %132) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<i32>, %arg18: tensor<64x64xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<1x2x32x4x16xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
        mhlo.return %193 : tensor<3x2x32x4x16xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<64x64xf32>) -> tensor<3x2x32x4x16xf32>
      %177 = "mhlo.fusion"(%iterArg_22, %123, %146) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<i32>, %arg18: tensor<2x4x16x32xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x16x32xf32>) -> tensor<2x4x16x1x32xf32>
        %193 = stablehlo.transpose %192, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
        %194 = mhlo.copy %193 : tensor<2x32x4x1x16xf32>
        %195 = mhlo.bitcast %194 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<1x2x32x4x16xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %196 = stablehlo.dynamic_update_slice %arg16, %195, %arg17, %c_56, %c_56, %c_56, %c_56 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
        mhlo.return %196 : tensor<3x2x32x4x16xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<2x4x16x32xf32>) -> tensor<3x2x32x4x16xf32>
      %178 = "mhlo.fusion"(%iterArg_23, %123, %150, %151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x64xf32>, %arg19: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
        %cst_57 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %194 = stablehlo.multiply %arg19, %193 : tensor<2x32xf32>
        %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %196 = stablehlo.subtract %arg18, %195 : tensor<2x32x64xf32>
        %197 = stablehlo.multiply %192, %196 : tensor<2x32x64xf32>
        %198 = mhlo.bitcast %197 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_58 = stablehlo.constant dense<0> : tensor<i32>
        %199 = stablehlo.dynamic_update_slice %arg16, %198, %arg17, %c_58, %c_58, %c_58 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %199 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %179 = "mhlo.fusion"(%iterArg_24, %123, %154, %153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x1xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %cst_57 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %194 = stablehlo.multiply %arg19, %193 : tensor<2x32xf32>
        %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
        %195 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %196 = stablehlo.add %194, %195 : tensor<2x32xf32>
        %197 = mhlo.bitcast %196 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
        %198 = mhlo.copy %197 : tensor<2x32x1xf32>
        %199 = stablehlo.divide %arg18, %198 : tensor<2x32x1xf32>
        %200 = stablehlo.multiply %192, %199 : tensor<2x32x1xf32>
        %201 = mhlo.bitcast %200 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
        %c_59 = stablehlo.constant dense<0> : tensor<i32>
        %202 = stablehlo.dynamic_update_slice %arg16, %201, %arg17, %c_59, %c_59, %c_59 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        mhlo.return %202 : tensor<3x2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32xf32>) -> tensor<3x2x32x1xf32>
      %180 = "mhlo.fusion"(%iterArg_25, %123, %154) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x1xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x1xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        mhlo.return %193 : tensor<3x2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<2x32x1xf32>) -> tensor<3x2x32x1xf32>
      %181 = "mhlo.fusion"(%iterArg_26, %123, %150, %151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x64xf32>, %arg19: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg19, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg18, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %195 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %197 = stablehlo.dynamic_update_slice %arg16, %196, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %197 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %182 = "mhlo.fusion"(%iterArg_27, %123, %154, %150, %151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg20, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg19, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %198 = stablehlo.multiply %195, %197 : tensor<2x32x64xf32>
        %199 = mhlo.bitcast %198 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %200 = stablehlo.dynamic_update_slice %arg16, %199, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %200 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %183 = "mhlo.fusion"(%iterArg_28, %123, %iterArg_47, %iterArg_46, %154, %150, %151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>, %arg18: tensor<1x1x64xf32>, %arg19: tensor<1x1x64xf32>, %arg20: tensor<2x32x1xf32>, %arg21: tensor<2x32x64xf32>, %arg22: tensor<2x32xf32>):
        %cst_56 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %193 = stablehlo.multiply %arg22, %192 : tensor<2x32xf32>
        %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %195 = stablehlo.subtract %arg21, %194 : tensor<2x32x64xf32>
        %196 = mhlo.bitcast %arg20 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %198 = stablehlo.multiply %195, %197 : tensor<2x32x64xf32>
        %199 = mhlo.bitcast %arg19 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %200 = stablehlo.broadcast_in_dim %199, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %201 = stablehlo.multiply %198, %200 : tensor<2x32x64xf32>
        %202 = mhlo.bitcast %arg18 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %203 = stablehlo.broadcast_in_dim %202, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %204 = stablehlo.add %201, %203 : tensor<2x32x64xf32>
        %205 = mhlo.bitcast %204 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %206 = stablehlo.dynamic_update_slice %arg16, %205, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        mhlo.return %206 : tensor<3x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32xf32>) -> tensor<3x2x32x64xf32>
      %184 = "mhlo.fusion"(%iterArg_29, %123, %156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>, %arg18: tensor<64x128xf32>):
        %cst_56 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %193 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
        %194 = stablehlo.multiply %193, %193 : tensor<2x32x128xf32>
        %195 = stablehlo.multiply %192, %194 : tensor<2x32x128xf32>
        %196 = mhlo.bitcast %195 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %197 = stablehlo.dynamic_update_slice %arg16, %196, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        mhlo.return %197 : tensor<3x2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<64x128xf32>) -> tensor<3x2x32x128xf32>
      %185 = "mhlo.fusion"(%iterArg_30, %123, %157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x128xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        mhlo.return %193 : tensor<3x2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32>
      %186 = "mhlo.fusion"(%iterArg_31, %123, %157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x128xf32>):
        %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %193 = stablehlo.subtract %192, %arg18 : tensor<2x32x128xf32>
        %194 = mhlo.bitcast %193 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %195 = stablehlo.dynamic_update_slice %arg16, %194, %arg17, %c_57, %c_57, %c_57 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        mhlo.return %195 : tensor<3x2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32>
      %187 = "mhlo.fusion"(%iterArg_32, %123, %157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x128xf32>):
        %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %194 = stablehlo.add %193, %arg18 : tensor<2x32x128xf32>
        %195 = stablehlo.multiply %192, %194 : tensor<2x32x128xf32>
        %196 = mhlo.bitcast %195 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
        %c_58 = stablehlo.constant dense<0> : tensor<i32>
        %197 = stablehlo.dynamic_update_slice %arg16, %196, %arg17, %c_58, %c_58, %c_58 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        mhlo.return %197 : tensor<3x2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>) -> tensor<3x2x32x128xf32>
      %188 = "mhlo.fusion"(%iterArg_33, %123, %156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>, %arg18: tensor<64x128xf32>):
        %192 = mhlo.bitcast %arg18 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<1x2x32x128xf32>
        %c_56 = stablehlo.constant dense<0> : tensor<i32>
        %193 = stablehlo.dynamic_update_slice %arg16, %192, %arg17, %c_56, %c_56, %c_56 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        mhlo.return %193 : tensor<3x2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<64x128xf32>) -> tensor<3x2x32x128xf32>
      %189 = "mhlo.fusion"(%iterArg_34, %123, %157, %156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>, %arg18: tensor<2x32x128xf32>, %arg19: tensor<64x128xf32>):
        %192 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
        %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %193 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %194 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %195 = stablehlo.add %194, %arg18 : tensor<2x32x128xf32>
        %196 = stablehlo.multiply %193, %195 : tensor<2x32x128xf32>
        %197 = stablehlo.multiply %192, %196 : tensor<2x32x128xf32>
        %198 = mhlo.bitcast %197 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
        %c_58 = stablehlo.constant dense<0> : tensor<i32>
        %199 = stablehlo.dynamic_update_slice %arg16, %198, %arg17, %c_58, %c_58, %c_58 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        mhlo.return %199 : tensor<3x2x32x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<3x2x32x128xf32>
      %190 = "mhlo.fusion"(%iterArg_35, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3xi32>, %arg17: tensor<i32>):
        %c_56 = stablehlo.constant dense<1> : tensor<i32>
        %c_57 = stablehlo.constant dense<0> : tensor<i32>
        %c_58 = stablehlo.constant dense<-1> : tensor<i32>
        %192 = stablehlo.add %arg17, %c_58 : tensor<i32>
        %193 = stablehlo.maximum %c_57, %192 : tensor<i32>
        %194 = stablehlo.minimum %c_56, %193 : tensor<i32>
        %195 = mhlo.bitcast %194 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
        %196 = stablehlo.dynamic_update_slice %arg16, %195, %arg17 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
        mhlo.return %196 : tensor<3xi32>
      }) {output_operand_aliasing = []} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
      %191 = "mhlo.fusion"(%iterArg_36, %123, %iterArg_50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3xi1>, %arg17: tensor<i32>, %arg18: tensor<i1>):
        %c_56 = stablehlo.constant dense<1> : tensor<i32>
        %192 = stablehlo.compare GE, %arg17, %c_56 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %193 = stablehlo.and %arg18, %192 : tensor<i1>
        %194 = mhlo.bitcast %193 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i1>) -> tensor<1xi1>
        %195 = stablehlo.dynamic_update_slice %arg16, %194, %arg17 : (tensor<3xi1>, tensor<1xi1>, tensor<i32>) -> tensor<3xi1>
        mhlo.return %195 : tensor<3xi1>
      }) {output_operand_aliasing = []} : (tensor<3xi1>, tensor<i32>, tensor<i1>) -> tensor<3xi1>
      stablehlo.return %124, %161, %162, %163, %164, %165, %166, %167, %168, %169, %170, %171, %172, %173, %174, %175, %176, %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53 : tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>
    }
    %55 = mhlo.bitcast %54#2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %56 = "stablehlo.collective_permute"(%55) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %c_4 = stablehlo.constant dense<[0, 2, 1, 3]> : tensor<4xui32>
    %57 = "mhlo.fusion"(%56, %c_3, %c_4, %39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x2x32x64xf32>, %arg17: tensor<4xui32>, %arg18: tensor<4xui32>, %arg19: tensor<ui32>):
      %123 = stablehlo.dynamic_slice %arg18, %arg19, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %124 = mhlo.bitcast %123 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xui32>) -> tensor<ui32>
      %125 = stablehlo.dynamic_slice %arg17, %124, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %c_6 = stablehlo.constant dense<0> : tensor<1xui32>
      %126 = stablehlo.compare EQ, %125, %c_6 : (tensor<1xui32>, tensor<1xui32>) -> tensor<1xi1>
      %127 = mhlo.bitcast %126 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
      %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<i1>) -> tensor<1x1x2x32x64xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %129 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x64xf32>
      %130 = stablehlo.select %128, %arg16, %129 : tensor<1x1x2x32x64xi1>, tensor<1x1x2x32x64xf32>
      mhlo.return %130 : tensor<1x1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x64xf32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>) -> tensor<1x1x2x32x64xf32>
    %58 = "stablehlo.all_reduce"(%57) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %123 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %59 = "mhlo.fusion"(%58, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<1x1x2x32x64xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [0, 1, 4] : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %123 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %60 = "mhlo.fusion"(%59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xf32>, %arg17: tensor<1x1x2x32x64xf32>):
      %123 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %125 = stablehlo.multiply %arg16, %124 : tensor<2x32xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %127 = stablehlo.subtract %123, %126 : tensor<2x32x64xf32>
      mhlo.return %127 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %61 = "mhlo.fusion"(%cst, %60) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>):
      %123 = stablehlo.multiply %arg17, %arg17 : tensor<2x32x64xf32>
      %124 = stablehlo.reduce(%123 init: %arg16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %124 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>) -> tensor<2x32xf32>
    %62 = "mhlo.fusion"(%61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xf32>):
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %124 = stablehlo.multiply %arg16, %123 : tensor<2x32xf32>
      %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %126 = stablehlo.add %124, %125 : tensor<2x32xf32>
      %127 = mhlo.bitcast %126 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %128 = mhlo.copy %127 : tensor<2x32x1xf32>
      %129 = stablehlo.rsqrt %128 : tensor<2x32x1xf32>
      mhlo.return %129 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %63 = "mhlo.fusion"(%arg1, %arg2, %62, %59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32xf32>, %arg20: tensor<1x1x2x32x64xf32>):
      %123 = mhlo.bitcast %arg20 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %125 = stablehlo.multiply %arg19, %124 : tensor<2x32xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %127 = stablehlo.subtract %123, %126 : tensor<2x32x64xf32>
      %128 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<2x32x64xf32>
      %131 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %132 = stablehlo.multiply %130, %131 : tensor<2x32x64xf32>
      %133 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %134 = stablehlo.add %132, %133 : tensor<2x32x64xf32>
      %135 = mhlo.bitcast %134 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %135 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>, tensor<2x32x1xf32>, tensor<2x32xf32>, tensor<1x1x2x32x64xf32>) -> tensor<64x64xf32>
    %64 = "mhlo.fusion"(%63, %arg0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<256x64xf32>):
      %123 = stablehlo.dot_general %arg16, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<256x64xf32>) -> tensor<64x256xf32>
      %124 = mhlo.bitcast %123 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x256xf32>) -> tensor<2x32x256xf32>
      %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %125 = stablehlo.reduce(%124 init: %cst_6) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
      %127 = stablehlo.subtract %124, %126 : tensor<2x32x256xf32>
      mhlo.return %127 : tensor<2x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<256x64xf32>) -> tensor<2x32x256xf32>
    %65 = "mhlo.fusion"(%64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>):
      %123 = stablehlo.exponential %arg16 : tensor<2x32x256xf32>
      mhlo.return %123 : tensor<2x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %66 = "mhlo.fusion"(%65, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %123 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %67 = "mhlo.fusion"(%3, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %123 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %68 = "mhlo.fusion"(%66, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xf32>, %arg17: tensor<2x32xf32>):
      %123 = stablehlo.negate %arg17 : tensor<2x32xf32>
      %124 = stablehlo.divide %123, %arg16 : tensor<2x32xf32>
      mhlo.return %124 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32xf32>
    %69 = "mhlo.fusion"(%3, %65, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>, %arg17: tensor<2x32x256xf32>, %arg18: tensor<2x32xf32>):
      %123 = stablehlo.broadcast_in_dim %arg18, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
      %124 = stablehlo.multiply %123, %arg17 : tensor<2x32x256xf32>
      %125 = stablehlo.add %arg16, %124 : tensor<2x32x256xf32>
      %126 = stablehlo.transpose %125, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[256,2,32]{0,2,1}"} : (tensor<2x32x256xf32>) -> tensor<256x2x32xf32>
      %127 = mhlo.copy %126 : tensor<256x2x32xf32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<256x2x32xf32>) -> tensor<256x64xf32>
      mhlo.return %128 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<2x32xf32>) -> tensor<256x64xf32>
    %70 = "mhlo.fusion"(%69, %63) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<256x64xf32>, %arg17: tensor<64x64xf32>):
      %123 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
      mhlo.return %123 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %71 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      mhlo.return %123 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<256x64xf32>
    %72 = "mhlo.fusion"(%arg14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xi32>):
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %123 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
      %124 = stablehlo.compare LT, %arg16, %123 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
      %c_7 = stablehlo.constant dense<256> : tensor<i32>
      %125 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
      %126 = stablehlo.add %arg16, %125 : tensor<2x32xi32>
      %127 = stablehlo.select %124, %126, %arg16 : tensor<2x32xi1>, tensor<2x32xi32>
      %128 = mhlo.bitcast %127 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<64x1xi32>
      mhlo.return %128 : tensor<64x1xi32>
    }) {output_operand_aliasing = []} : (tensor<2x32xi32>) -> tensor<64x1xi32>
    %73 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      mhlo.return %123 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x1x64xf32>
    %74 = mhlo.copy %73 : tensor<1x1x64xf32>
    %75 = mhlo.copy %73 : tensor<1x1x64xf32>
    %76 = mhlo.copy %73 : tensor<1x1x64xf32>
    %77 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
      mhlo.return %123 : tensor<1x1x128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x1x128x64xf32>
    %78 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
      mhlo.return %123 : tensor<1x1x64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %79 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      mhlo.return %123 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    %80 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %123 = stablehlo.broadcast_in_dim %arg16, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
      mhlo.return %123 : tensor<1x1x4x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
    %81 = mhlo.copy %79 : tensor<1x1x64x4x16xf32>
    %82 = mhlo.copy %79 : tensor<1x1x64x4x16xf32>
    %83 = "mhlo.fusion"(%3, %65, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>, %arg17: tensor<2x32x256xf32>, %arg18: tensor<2x32xf32>):
      %123 = stablehlo.broadcast_in_dim %arg18, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
      %124 = stablehlo.multiply %123, %arg17 : tensor<2x32x256xf32>
      %125 = stablehlo.add %arg16, %124 : tensor<2x32x256xf32>
      %126 = mhlo.bitcast %125 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x256xf32>) -> tensor<64x256xf32>
      mhlo.return %126 : tensor<64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<2x32xf32>) -> tensor<64x256xf32>
    %84 = "mhlo.fusion"(%83, %arg0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<64x256xf32>, %arg17: tensor<256x64xf32>):
      %123 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
      mhlo.return %123 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x256xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %85 = "mhlo.fusion"(%84, %arg2, %62) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64xf32>, %arg18: tensor<2x32x1xf32>):
      %123 = mhlo.bitcast %arg16 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %124 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %125 = stablehlo.multiply %123, %124 : tensor<2x32x64xf32>
      %126 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %128 = stablehlo.multiply %125, %127 : tensor<2x32x64xf32>
      mhlo.return %128 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64xf32>, tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %86 = "mhlo.fusion"(%85, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %123 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %87 = "mhlo.fusion"(%84, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64xf32>):
      %123 = mhlo.bitcast %arg16 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %124 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %125 = stablehlo.multiply %123, %124 : tensor<2x32x64xf32>
      mhlo.return %125 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64xf32>) -> tensor<2x32x64xf32>
    %88 = "mhlo.fusion"(%cst, %60, %87) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<2x32x64xf32>):
      %123 = stablehlo.multiply %arg17, %arg18 : tensor<2x32x64xf32>
      %124 = stablehlo.reduce(%123 init: %arg16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %125 = mhlo.bitcast %124 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      mhlo.return %125 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x1xf32>
    %89 = "mhlo.fusion"(%62, %61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x1xf32>, %arg17: tensor<2x32xf32>):
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<2x32xf32>
      %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %125 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %126 = stablehlo.add %124, %125 : tensor<2x32xf32>
      %127 = mhlo.bitcast %126 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %128 = mhlo.copy %127 : tensor<2x32x1xf32>
      %129 = stablehlo.divide %arg16, %128 : tensor<2x32x1xf32>
      mhlo.return %129 : tensor<2x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x1xf32>, tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %90 = "mhlo.fusion"(%88, %89, %59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x1xf32>, %arg17: tensor<2x32x1xf32>, %arg18: tensor<2x32xf32>, %arg19: tensor<1x1x2x32x64xf32>):
      %123 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %125 = stablehlo.multiply %arg18, %124 : tensor<2x32xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %127 = stablehlo.subtract %123, %126 : tensor<2x32x64xf32>
      %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %129 = stablehlo.multiply %arg17, %128 : tensor<2x32x1xf32>
      %130 = stablehlo.multiply %arg16, %129 : tensor<2x32x1xf32>
      %cst_8 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %132 = stablehlo.multiply %130, %131 : tensor<2x32x1xf32>
      %133 = mhlo.bitcast %132 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %135 = stablehlo.multiply %127, %134 : tensor<2x32x64xf32>
      mhlo.return %135 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32xf32>, tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %91 = "mhlo.fusion"(%90, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      mhlo.return %123 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %c_5 = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xi32>
    %92 = "mhlo.fusion"(%86, %91, %88, %89, %84, %c_5, %39, %arg2, %62, %59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<2x32x1xf32>, %arg19: tensor<2x32x1xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<4xi32>, %arg22: tensor<ui32>, %arg23: tensor<64xf32>, %arg24: tensor<2x32x1xf32>, %arg25: tensor<2x32xf32>, %arg26: tensor<1x1x2x32x64xf32>):
      %123 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %125 = stablehlo.multiply %arg25, %124 : tensor<2x32xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %127 = stablehlo.subtract %123, %126 : tensor<2x32x64xf32>
      %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %128 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %129 = stablehlo.multiply %arg19, %128 : tensor<2x32x1xf32>
      %130 = stablehlo.multiply %arg18, %129 : tensor<2x32x1xf32>
      %cst_8 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %131 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %132 = stablehlo.multiply %130, %131 : tensor<2x32x1xf32>
      %133 = mhlo.bitcast %132 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %135 = stablehlo.multiply %127, %134 : tensor<2x32x64xf32>
      %136 = mhlo.bitcast %arg20 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %137 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %138 = stablehlo.multiply %136, %137 : tensor<2x32x64xf32>
      %139 = mhlo.bitcast %arg24 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %141 = stablehlo.multiply %138, %140 : tensor<2x32x64xf32>
      %142 = stablehlo.add %135, %141 : tensor<2x32x64xf32>
      %143 = stablehlo.negate %arg17 : tensor<2x32xf32>
      %144 = stablehlo.negate %arg16 : tensor<2x32xf32>
      %145 = stablehlo.add %143, %144 : tensor<2x32xf32>
      %146 = stablehlo.multiply %145, %124 : tensor<2x32xf32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %148 = stablehlo.add %142, %147 : tensor<2x32x64xf32>
      %149 = mhlo.bitcast %148 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %150 = stablehlo.pad %149, %cst_9, low = [0, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<2x1x2x32x64xf32>
      %151 = stablehlo.dynamic_slice %arg21, %arg22, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
      %152 = mhlo.bitcast %151 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %153 = stablehlo.dynamic_slice %150, %152, %c_10, %c_10, %c_10, %c_10, sizes = [1, 1, 2, 32, 64] : (tensor<2x1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x32x64xf32>
      mhlo.return %153 : tensor<1x1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<64x64xf32>, tensor<4xi32>, tensor<ui32>, tensor<64xf32>, tensor<2x32x1xf32>, tensor<2x32xf32>, tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %93 = "stablehlo.collective_permute"(%92) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %94 = "mhlo.fusion"(%93, %c_5, %39) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x2x32x64xf32>, %arg17: tensor<4xi32>, %arg18: tensor<ui32>):
      %123 = stablehlo.dynamic_slice %arg17, %arg18, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
      %124 = mhlo.bitcast %123 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %125 = stablehlo.compare GE, %124, %c_6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<i1>) -> tensor<1x1x2x32x64xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %127 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x64xf32>
      %128 = stablehlo.select %126, %arg16, %127 : tensor<1x1x2x32x64xi1>, tensor<1x1x2x32x64xf32>
      %129 = mhlo.bitcast %128 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
      mhlo.return %129 : tensor<1x2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x64xf32>, tensor<4xi32>, tensor<ui32>) -> tensor<1x2x32x64xf32>
    %95:55 = stablehlo.while(%iterArg = %4, %iterArg_6 = %8, %iterArg_7 = %73, %iterArg_8 = %74, %iterArg_9 = %75, %iterArg_10 = %76, %iterArg_11 = %77, %iterArg_12 = %78, %iterArg_13 = %79, %iterArg_14 = %80, %iterArg_15 = %81, %iterArg_16 = %82, %iterArg_17 = %6, %iterArg_18 = %94, %iterArg_19 = %40, %iterArg_20 = %54#31, %iterArg_21 = %54#30, %iterArg_22 = %54#21, %iterArg_23 = %48, %iterArg_24 = %54#27, %iterArg_25 = %54#28, %iterArg_26 = %54#26, %iterArg_27 = %54#25, %iterArg_28 = %54#24, %iterArg_29 = %47, %iterArg_30 = %arg6, %iterArg_31 = %54#19, %iterArg_32 = %54#18, %iterArg_33 = %54#20, %iterArg_34 = %54#7, %iterArg_35 = %46, %iterArg_36 = %54#15, %iterArg_37 = %41, %iterArg_38 = %54#16, %iterArg_39 = %54#13, %iterArg_40 = %54#14, %iterArg_41 = %54#12, %iterArg_42 = %44, %iterArg_43 = %54#10, %iterArg_44 = %42, %iterArg_45 = %54#11, %iterArg_46 = %43, %iterArg_47 = %arg4, %iterArg_48 = %54#5, %iterArg_49 = %54#4, %iterArg_50 = %54#6, %iterArg_51 = %54#3, %iterArg_52 = %54#8, %iterArg_53 = %54#22, %iterArg_54 = %54#29, %iterArg_55 = %54#23, %iterArg_56 = %54#9, %iterArg_57 = %54#17, %iterArg_58 = %52, %iterArg_59 = %53) : tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>
    cond {
      %c_60 = stablehlo.constant dense<3> : tensor<i32>
      %123 = "mhlo.fusion"(%iterArg, %c_60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
        %124 = stablehlo.compare LT, %arg16, %arg17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %124 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %123 : tensor<i1>
    } do {
      %123 = mhlo.copy %iterArg : tensor<i32>
      %c_60 = stablehlo.constant dense<1> : tensor<i32>
      %124 = "mhlo.fusion"(%123, %c_60) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>):
        %215 = stablehlo.add %arg16, %arg17 : tensor<i32>
        mhlo.return %215 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %125 = "mhlo.fusion"(%iterArg_41, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x32xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
        mhlo.return %217 : tensor<2x4x1x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>) -> tensor<2x4x1x32x32xf32>
      %126 = "stablehlo.collective_permute"(%iterArg_17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %127 = mhlo.copy %iterArg_18 : tensor<1x2x32x64xf32>
      %128 = "mhlo.fusion"(%127, %iterArg_20, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x2x32x64xf32>, %arg17: tensor<3xi1>, %arg18: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg18 : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg17, %215, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
        %217 = mhlo.bitcast %216 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
        %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
        %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %219 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
        %220 = stablehlo.select %218, %arg16, %219 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
        mhlo.return %220 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<3xi1>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %129 = "stablehlo.all_gather"(%128) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
      %130 = "mhlo.fusion"(%126, %129, %iterArg_21, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<2x2x32x64xf32>, %arg18: tensor<3xi32>, %arg19: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg19 : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg18, %215, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %217 = mhlo.bitcast %216 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %218 = stablehlo.dynamic_slice %arg17, %217, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %219 = mhlo.bitcast %218 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %220 = stablehlo.add %arg16, %219 : tensor<2x32x64xf32>
        mhlo.return %220 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<3xi32>, tensor<i32>) -> tensor<2x32x64xf32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
      %132 = "mhlo.fusion"(%131, %iterArg_23) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<128x64xf32>):
        %215 = stablehlo.dot_general %arg16, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
        mhlo.return %215 : tensor<64x128xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
      %133 = "mhlo.fusion"(%iterArg_28, %iterArg_27, %iterArg_26, %iterArg_25, %iterArg_24, %132, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<3x2x32x128xf32>, %arg18: tensor<3x2x32x128xf32>, %arg19: tensor<3x2x32x128xf32>, %arg20: tensor<3x2x32x128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<i32>):
        %215 = mhlo.bitcast %arg21 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %216 = stablehlo.subtract %c_62, %arg22 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %217 = stablehlo.dynamic_slice %arg20, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %219 = stablehlo.multiply %215, %218 : tensor<2x32x128xf32>
        %cst_64 = stablehlo.constant dense<0.797884583> : tensor<f32>
        %220 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %222 = stablehlo.dynamic_slice %arg19, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %223 = mhlo.bitcast %222 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %224 = stablehlo.multiply %223, %215 : tensor<2x32x128xf32>
        %225 = stablehlo.multiply %221, %224 : tensor<2x32x128xf32>
        %226 = stablehlo.dynamic_slice %arg18, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %228 = stablehlo.multiply %225, %227 : tensor<2x32x128xf32>
        %229 = stablehlo.dynamic_slice %arg17, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %231 = stablehlo.multiply %228, %230 : tensor<2x32x128xf32>
        %232 = stablehlo.add %228, %231 : tensor<2x32x128xf32>
        %233 = stablehlo.multiply %220, %232 : tensor<2x32x128xf32>
        %234 = stablehlo.add %219, %233 : tensor<2x32x128xf32>
        %cst_66 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
        %235 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %236 = stablehlo.multiply %235, %233 : tensor<2x32x128xf32>
        %237 = stablehlo.dynamic_slice %arg16, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %239 = stablehlo.multiply %236, %238 : tensor<2x32x128xf32>
        %240 = stablehlo.add %234, %239 : tensor<2x32x128xf32>
        %241 = mhlo.bitcast %240 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x128xf32>) -> tensor<64x128xf32>
        mhlo.return %241 : tensor<64x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %134 = "mhlo.fusion"(%133, %iterArg_29) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x128xf32>, %arg17: tensor<64x128xf32>):
        %215 = stablehlo.dot_general %arg16, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<64x128xf32>) -> tensor<64x64xf32>
      %135 = "mhlo.fusion"(%iterArg_33, %iterArg_30, %134, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x1xf32>, %arg17: tensor<1x1x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<i32>):
        %215 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %216 = mhlo.bitcast %arg17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %217 = stablehlo.broadcast_in_dim %216, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %218 = stablehlo.multiply %215, %217 : tensor<2x32x64xf32>
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %219 = stablehlo.subtract %c_62, %arg19 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %220 = stablehlo.dynamic_slice %arg16, %219, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %223 = stablehlo.multiply %218, %222 : tensor<2x32x64xf32>
        mhlo.return %223 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %136 = "mhlo.fusion"(%135, %cst_61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
        %215 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %215 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %137 = "mhlo.fusion"(%iterArg_30, %134) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %216 = mhlo.bitcast %arg16 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %217 = stablehlo.broadcast_in_dim %216, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %218 = stablehlo.multiply %215, %217 : tensor<2x32x64xf32>
        mhlo.return %218 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %138 = "mhlo.fusion"(%iterArg_22, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        mhlo.return %216 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %139 = "mhlo.fusion"(%cst_61, %137, %138) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<1x2x32x64xf32>):
        %215 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %216 = stablehlo.multiply %215, %arg17 : tensor<2x32x64xf32>
        %217 = stablehlo.reduce(%216 init: %arg16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
        mhlo.return %218 : tensor<2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<2x32x1xf32>
      %140 = "mhlo.fusion"(%iterArg_32, %139, %iterArg_31, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<2x32x1xf32>, %arg18: tensor<3x2x32x1xf32>, %arg19: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg19 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg18, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %218 = stablehlo.multiply %arg17, %217 : tensor<2x32x1xf32>
        %cst_64 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %220 = stablehlo.multiply %218, %219 : tensor<2x32x1xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %223 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %224 = mhlo.bitcast %223 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %225 = stablehlo.multiply %222, %224 : tensor<2x32x64xf32>
        mhlo.return %225 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %141 = "mhlo.fusion"(%140, %cst_61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
        %215 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %215 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %142 = "mhlo.fusion"(%136, %141, %iterArg_33, %130, %iterArg_32, %139, %iterArg_31, %iterArg_30, %134, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<3x2x32x1xf32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<3x2x32x64xf32>, %arg21: tensor<2x32x1xf32>, %arg22: tensor<3x2x32x1xf32>, %arg23: tensor<1x1x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg25 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg22, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %218 = stablehlo.multiply %arg21, %217 : tensor<2x32x1xf32>
        %cst_64 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %220 = stablehlo.multiply %218, %219 : tensor<2x32x1xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %223 = stablehlo.dynamic_slice %arg20, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %224 = mhlo.bitcast %223 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %225 = stablehlo.multiply %222, %224 : tensor<2x32x64xf32>
        %226 = stablehlo.add %arg19, %225 : tensor<2x32x64xf32>
        %227 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %228 = mhlo.bitcast %arg23 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %229 = stablehlo.broadcast_in_dim %228, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %230 = stablehlo.multiply %227, %229 : tensor<2x32x64xf32>
        %231 = stablehlo.dynamic_slice %arg18, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %234 = stablehlo.multiply %230, %233 : tensor<2x32x64xf32>
        %235 = stablehlo.add %226, %234 : tensor<2x32x64xf32>
        %236 = stablehlo.negate %arg17 : tensor<2x32xf32>
        %237 = stablehlo.negate %arg16 : tensor<2x32xf32>
        %238 = stablehlo.add %236, %237 : tensor<2x32xf32>
        %239 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %240 = stablehlo.multiply %238, %239 : tensor<2x32xf32>
        %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %242 = stablehlo.add %235, %241 : tensor<2x32x64xf32>
        %243 = mhlo.bitcast %242 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
        mhlo.return %243 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %143 = "mhlo.fusion"(%iterArg_35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<4x16x64xf32>):
        %215 = stablehlo.transpose %arg16, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
        %216 = mhlo.copy %215 : tensor<64x4x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      %144 = "mhlo.fusion"(%142, %143) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %145 = "mhlo.fusion"(%144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
        %216 = stablehlo.transpose %215, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,16]{4,2,1,3,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x1x32x16xf32>
        %217 = mhlo.copy %216 : tensor<2x4x1x32x16xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x16xf32>) -> tensor<2x4x32x16xf32>
        mhlo.return %218 : tensor<2x4x32x16xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x32x16xf32>
      %146 = "mhlo.fusion"(%iterArg_38, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
        %218 = stablehlo.transpose %217, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,16,32]{2,1,3,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x16x32xf32>
        %219 = mhlo.copy %218 : tensor<2x4x16x32xf32>
        mhlo.return %219 : tensor<2x4x16x32xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x4x16x32xf32>
      %147 = "mhlo.fusion"(%145, %146) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x32x16xf32>, %arg17: tensor<2x4x16x32xf32>):
        %215 = stablehlo.dot_general %arg16, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
        mhlo.return %215 : tensor<2x4x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x32x32xf32>
      %148 = mhlo.bitcast %147 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %149 = "mhlo.fusion"(%iterArg_40, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x1xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
        mhlo.return %216 : tensor<1x2x4x1x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
      %150 = "mhlo.fusion"(%cst_61, %125, %148, %149) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x4x1x32x32xf32>, %arg18: tensor<2x4x1x32x32xf32>, %arg19: tensor<1x2x4x1x32x1xf32>):
        %215 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
        %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %217 = stablehlo.multiply %arg18, %216 : tensor<2x4x1x32x32xf32>
        %218 = stablehlo.multiply %217, %arg17 : tensor<2x4x1x32x32xf32>
        %219 = stablehlo.reduce(%218 init: %arg16) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
        mhlo.return %219 : tensor<2x4x1x32xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x32xf32>, tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
      %151 = "mhlo.fusion"(%iterArg_39, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x1xf32>, %arg17: tensor<i32>):
        %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %215 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x2x4x1x32x1xf32>
        %c_63 = stablehlo.constant dense<2> : tensor<i32>
        %216 = stablehlo.subtract %c_63, %arg17 : tensor<i32>
        %c_64 = stablehlo.constant dense<0> : tensor<i32>
        %217 = stablehlo.dynamic_slice %arg16, %216, %c_64, %c_64, %c_64, %c_64, %c_64, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
        %218 = stablehlo.divide %215, %217 : tensor<1x2x4x1x32x1xf32>
        mhlo.return %218 : tensor<1x2x4x1x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x1xf32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
      %152 = "mhlo.fusion"(%iterArg_42, %150, %iterArg_41, %151, %147, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x1x32x32xi1>, %arg17: tensor<2x4x1x32xf32>, %arg18: tensor<3x2x4x1x32x32xf32>, %arg19: tensor<1x2x4x1x32x1xf32>, %arg20: tensor<2x4x32x32xf32>, %arg21: tensor<i32>):
        %215 = mhlo.bitcast %arg20 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
        %216 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
        %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %218 = stablehlo.multiply %215, %217 : tensor<2x4x1x32x32xf32>
        %219 = stablehlo.negate %arg17 : tensor<2x4x1x32xf32>
        %220 = mhlo.bitcast %219 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
        %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %222 = stablehlo.add %218, %221 : tensor<2x4x1x32x32xf32>
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %223 = stablehlo.subtract %c_62, %arg21 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %224 = stablehlo.dynamic_slice %arg18, %223, %c_63, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
        %225 = mhlo.bitcast %224 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
        %226 = stablehlo.multiply %222, %225 : tensor<2x4x1x32x32xf32>
        %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %227 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
        %228 = stablehlo.select %arg16, %226, %227 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
        %cst_65 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
        %230 = stablehlo.multiply %228, %229 : tensor<2x4x1x32x32xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32xf32>
        mhlo.return %231 : tensor<2x4x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32xf32>, tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x1xf32>, tensor<2x4x32x32xf32>, tensor<i32>) -> tensor<2x4x32x32xf32>
      %153 = "mhlo.fusion"(%iterArg_45, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
        %218 = stablehlo.transpose %217, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,32,16]{3,1,2,0}"} : (tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
        %219 = mhlo.copy %218 : tensor<2x4x32x16xf32>
        mhlo.return %219 : tensor<2x4x32x16xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x4x32x16xf32>
      %154 = "mhlo.fusion"(%152, %153) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x32x32xf32>, %arg17: tensor<2x4x32x16xf32>):
        %215 = stablehlo.dot_general %arg16, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
        mhlo.return %215 : tensor<2x4x32x16xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
      %155 = "mhlo.fusion"(%154) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x32x16xf32>):
        %215 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x16xf32>) -> tensor<2x4x32x1x16xf32>
        %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
        %217 = mhlo.copy %216 : tensor<2x32x4x1x16xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<64x64xf32>
        mhlo.return %218 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
      %156 = "mhlo.fusion"(%iterArg_46) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x4x16xf32>):
        %215 = stablehlo.transpose %arg16, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
        %216 = mhlo.copy %215 : tensor<4x16x64xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      %157 = "mhlo.fusion"(%155, %156) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %158 = "mhlo.fusion"(%144) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x4x1x16xf32>
        %216 = stablehlo.transpose %215, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x1x32xf32>
        %217 = mhlo.copy %216 : tensor<2x4x16x1x32xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x16x1x32xf32>) -> tensor<2x4x16x32xf32>
        mhlo.return %218 : tensor<2x4x16x32xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<2x4x16x32xf32>
      %159 = "mhlo.fusion"(%iterArg_36, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x4x1x32x32xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x32x32xf32>
        mhlo.return %217 : tensor<2x4x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x4x1x32x32xf32>, tensor<i32>) -> tensor<2x4x32x32xf32>
      %160 = "mhlo.fusion"(%158, %159) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x16x32xf32>, %arg17: tensor<2x4x32x32xf32>):
        %215 = stablehlo.dot_general %arg16, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
        mhlo.return %215 : tensor<2x4x16x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x16x32xf32>
      %161 = "mhlo.fusion"(%160) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x16x32xf32>):
        %215 = stablehlo.transpose %arg16, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
        %216 = mhlo.copy %215 : tensor<2x32x4x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x4x16xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>) -> tensor<64x64xf32>
      %162 = "mhlo.fusion"(%iterArg_37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x4x16xf32>):
        %215 = stablehlo.transpose %arg16, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
        %216 = mhlo.copy %215 : tensor<4x16x64xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      %163 = "mhlo.fusion"(%161, %162) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %164 = "mhlo.fusion"(%iterArg_42, %150, %iterArg_41, %151, %147, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x1x32x32xi1>, %arg17: tensor<2x4x1x32xf32>, %arg18: tensor<3x2x4x1x32x32xf32>, %arg19: tensor<1x2x4x1x32x1xf32>, %arg20: tensor<2x4x32x32xf32>, %arg21: tensor<i32>):
        %215 = mhlo.bitcast %arg20 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x32xf32>) -> tensor<2x4x1x32x32xf32>
        %216 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x32xf32>
        %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %218 = stablehlo.multiply %215, %217 : tensor<2x4x1x32x32xf32>
        %219 = stablehlo.negate %arg17 : tensor<2x4x1x32xf32>
        %220 = mhlo.bitcast %219 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x1x32xf32>) -> tensor<2x4x32xf32>
        %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32x32xf32>
        %222 = stablehlo.add %218, %221 : tensor<2x4x1x32x32xf32>
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %223 = stablehlo.subtract %c_62, %arg21 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %224 = stablehlo.dynamic_slice %arg18, %223, %c_63, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
        %225 = mhlo.bitcast %224 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
        %226 = stablehlo.multiply %222, %225 : tensor<2x4x1x32x32xf32>
        %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %227 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
        %228 = stablehlo.select %arg16, %226, %227 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
        %cst_65 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
        %229 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
        %230 = stablehlo.multiply %228, %229 : tensor<2x4x1x32x32xf32>
        %231 = stablehlo.transpose %230, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32x1xf32>
        %232 = mhlo.copy %231 : tensor<2x4x32x32x1xf32>
        %233 = mhlo.bitcast %232 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x32x32xf32>
        mhlo.return %233 : tensor<2x4x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32xf32>, tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x1xf32>, tensor<2x4x32x32xf32>, tensor<i32>) -> tensor<2x4x32x32xf32>
      %165 = "mhlo.fusion"(%iterArg_43, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x1x16xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 4, 1, 16] : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x1x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[5, 4, 3, 2, 1, 0]> : tensor<6xindex>} : (tensor<1x2x32x4x1x16xf32>) -> tensor<2x32x4x1x16xf32>
        %218 = stablehlo.transpose %217, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,1,16]{4,3,1,2,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x1x16xf32>
        %219 = mhlo.copy %218 : tensor<2x4x32x1x16xf32>
        %220 = mhlo.bitcast %219 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x4x32x1x16xf32>) -> tensor<2x4x32x16xf32>
        mhlo.return %220 : tensor<2x4x32x16xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x1x16xf32>, tensor<i32>) -> tensor<2x4x32x16xf32>
      %166 = "mhlo.fusion"(%164, %165) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x4x32x32xf32>, %arg17: tensor<2x4x32x16xf32>):
        %215 = stablehlo.dot_general %arg16, %arg17, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
        mhlo.return %215 : tensor<2x4x32x16xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
      %167 = "mhlo.fusion"(%166) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x32x16xf32>):
        %215 = stablehlo.transpose %arg16, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
        %216 = mhlo.copy %215 : tensor<2x32x4x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x4x16xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
      %168 = "mhlo.fusion"(%iterArg_44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x4x16xf32>):
        %215 = stablehlo.transpose %arg16, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
        %216 = mhlo.copy %215 : tensor<4x16x64xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      %169 = "mhlo.fusion"(%167, %168) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %170 = "mhlo.fusion"(%157, %163, %169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>, %arg18: tensor<64x64xf32>):
        %215 = stablehlo.add %arg17, %arg18 : tensor<64x64xf32>
        %216 = stablehlo.add %215, %arg16 : tensor<64x64xf32>
        mhlo.return %216 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %171 = "mhlo.fusion"(%iterArg_50, %iterArg_47, %170, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x1xf32>, %arg17: tensor<1x1x64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<i32>):
        %215 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %216 = mhlo.bitcast %arg17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %217 = stablehlo.broadcast_in_dim %216, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %218 = stablehlo.multiply %215, %217 : tensor<2x32x64xf32>
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %219 = stablehlo.subtract %c_62, %arg19 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %220 = stablehlo.dynamic_slice %arg16, %219, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %223 = stablehlo.multiply %218, %222 : tensor<2x32x64xf32>
        mhlo.return %223 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %172 = "mhlo.fusion"(%171, %cst_61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
        %215 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %215 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %173 = "mhlo.fusion"(%iterArg_47, %170) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %216 = mhlo.bitcast %arg16 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %217 = stablehlo.broadcast_in_dim %216, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %218 = stablehlo.multiply %215, %217 : tensor<2x32x64xf32>
        mhlo.return %218 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %174 = "mhlo.fusion"(%iterArg_34, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        mhlo.return %216 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %175 = "mhlo.fusion"(%cst_61, %173, %174) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<1x2x32x64xf32>):
        %215 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %216 = stablehlo.multiply %215, %arg17 : tensor<2x32x64xf32>
        %217 = stablehlo.reduce(%216 init: %arg16) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
        mhlo.return %218 : tensor<2x32x1xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<2x32x1xf32>
      %176 = "mhlo.fusion"(%iterArg_49, %175, %iterArg_48, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<2x32x1xf32>, %arg18: tensor<3x2x32x1xf32>, %arg19: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg19 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg18, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %218 = stablehlo.multiply %arg17, %217 : tensor<2x32x1xf32>
        %cst_64 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %220 = stablehlo.multiply %218, %219 : tensor<2x32x1xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %223 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %224 = mhlo.bitcast %223 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %225 = stablehlo.multiply %222, %224 : tensor<2x32x64xf32>
        mhlo.return %225 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x64xf32>
      %177 = "mhlo.fusion"(%176, %cst_61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>, %arg17: tensor<f32>):
        %215 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
        mhlo.return %215 : tensor<2x32xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %178 = "mhlo.fusion"(%iterArg_6, %172, %177, %iterArg_50, %iterArg_49, %175, %iterArg_48, %iterArg_47, %170, %136, %141, %iterArg_33, %130, %iterArg_32, %139, %iterArg_31, %iterArg_30, %134, %iterArg_19, %iterArg_59, %iterArg_58, %iterArg_51, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x2x32x64xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<2x32xf32>, %arg19: tensor<3x2x32x1xf32>, %arg20: tensor<3x2x32x64xf32>, %arg21: tensor<2x32x1xf32>, %arg22: tensor<3x2x32x1xf32>, %arg23: tensor<1x1x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<2x32xf32>, %arg26: tensor<2x32xf32>, %arg27: tensor<3x2x32x1xf32>, %arg28: tensor<2x32x64xf32>, %arg29: tensor<3x2x32x64xf32>, %arg30: tensor<2x32x1xf32>, %arg31: tensor<3x2x32x1xf32>, %arg32: tensor<1x1x64xf32>, %arg33: tensor<64x64xf32>, %arg34: tensor<i1>, %arg35: tensor<i32>, %arg36: tensor<i32>, %arg37: tensor<3xi32>, %arg38: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg38 : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg37, %215, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %217 = mhlo.bitcast %216 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
        %218 = stablehlo.compare GE, %217, %arg36 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %219 = stablehlo.compare LT, %217, %arg35 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %220 = stablehlo.and %218, %219 : tensor<i1>
        %221 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
        %222 = stablehlo.broadcast_in_dim %arg34, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %223 = stablehlo.dynamic_slice %arg31, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %224 = mhlo.bitcast %223 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %225 = stablehlo.multiply %arg30, %224 : tensor<2x32x1xf32>
        %cst_64 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %226 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %227 = stablehlo.multiply %225, %226 : tensor<2x32x1xf32>
        %228 = mhlo.bitcast %227 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %230 = stablehlo.dynamic_slice %arg29, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %231 = mhlo.bitcast %230 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<2x32x64xf32>
        %233 = stablehlo.add %arg28, %232 : tensor<2x32x64xf32>
        %234 = mhlo.bitcast %arg33 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %235 = mhlo.bitcast %arg32 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %236 = stablehlo.broadcast_in_dim %235, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %237 = stablehlo.multiply %234, %236 : tensor<2x32x64xf32>
        %238 = stablehlo.dynamic_slice %arg27, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %239 = mhlo.bitcast %238 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %241 = stablehlo.multiply %237, %240 : tensor<2x32x64xf32>
        %242 = stablehlo.add %233, %241 : tensor<2x32x64xf32>
        %243 = stablehlo.negate %arg26 : tensor<2x32xf32>
        %244 = stablehlo.negate %arg25 : tensor<2x32xf32>
        %245 = stablehlo.add %243, %244 : tensor<2x32xf32>
        %246 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %247 = stablehlo.multiply %245, %246 : tensor<2x32xf32>
        %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %249 = stablehlo.add %242, %248 : tensor<2x32x64xf32>
        %250 = stablehlo.dynamic_slice %arg22, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %251 = mhlo.bitcast %250 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %252 = stablehlo.multiply %arg21, %251 : tensor<2x32x1xf32>
        %253 = stablehlo.multiply %252, %226 : tensor<2x32x1xf32>
        %254 = mhlo.bitcast %253 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %256 = stablehlo.dynamic_slice %arg20, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %257 = mhlo.bitcast %256 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %258 = stablehlo.multiply %255, %257 : tensor<2x32x64xf32>
        %259 = stablehlo.add %249, %258 : tensor<2x32x64xf32>
        %260 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %261 = mhlo.bitcast %arg23 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %262 = stablehlo.broadcast_in_dim %261, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %263 = stablehlo.multiply %260, %262 : tensor<2x32x64xf32>
        %264 = stablehlo.dynamic_slice %arg19, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %265 = mhlo.bitcast %264 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %267 = stablehlo.multiply %263, %266 : tensor<2x32x64xf32>
        %268 = stablehlo.add %259, %267 : tensor<2x32x64xf32>
        %269 = stablehlo.negate %arg18 : tensor<2x32xf32>
        %270 = stablehlo.negate %arg17 : tensor<2x32xf32>
        %271 = stablehlo.add %269, %270 : tensor<2x32xf32>
        %272 = stablehlo.multiply %271, %246 : tensor<2x32xf32>
        %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %274 = stablehlo.add %268, %273 : tensor<2x32x64xf32>
        %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %275 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
        %276 = stablehlo.select %222, %274, %275 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
        %277 = stablehlo.select %221, %276, %275 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
        %278 = mhlo.bitcast %277 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
        %279 = stablehlo.add %arg16, %278 : tensor<1x2x32x64xf32>
        mhlo.return %279 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<3xi32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %179 = "mhlo.fusion"(%170, %cst_61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<f32>):
        %215 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
        %216 = mhlo.bitcast %215 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
        mhlo.return %216 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
      %180 = "mhlo.fusion"(%iterArg_7, %179) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
        %215 = stablehlo.add %arg16, %arg17 : tensor<1x1x64xf32>
        mhlo.return %215 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %181 = mhlo.bitcast %170 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %182 = "mhlo.fusion"(%iterArg_52, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        mhlo.return %216 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %183 = "mhlo.fusion"(%cst_61, %181, %182) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<1x2x32x64xf32>):
        %215 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %216 = stablehlo.multiply %215, %arg17 : tensor<2x32x64xf32>
        %217 = stablehlo.reduce(%216 init: %arg16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
        mhlo.return %218 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<1x1x64xf32>
      %184 = "mhlo.fusion"(%iterArg_8, %183) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
        %215 = stablehlo.add %arg16, %arg17 : tensor<1x1x64xf32>
        mhlo.return %215 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %185 = "mhlo.fusion"(%134, %cst_61) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<f32>):
        %215 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
        %216 = mhlo.bitcast %215 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
        mhlo.return %216 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
      %186 = "mhlo.fusion"(%iterArg_9, %185) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
        %215 = stablehlo.add %arg16, %arg17 : tensor<1x1x64xf32>
        mhlo.return %215 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %187 = mhlo.bitcast %134 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
      %188 = "mhlo.fusion"(%iterArg_53, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        mhlo.return %216 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %189 = "mhlo.fusion"(%cst_61, %187, %188) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<1x2x32x64xf32>):
        %215 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %216 = stablehlo.multiply %215, %arg17 : tensor<2x32x64xf32>
        %217 = stablehlo.reduce(%216 init: %arg16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
        mhlo.return %218 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>) -> tensor<1x1x64xf32>
      %190 = "mhlo.fusion"(%iterArg_10, %189) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
        %215 = stablehlo.add %arg16, %arg17 : tensor<1x1x64xf32>
        mhlo.return %215 : tensor<1x1x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %191 = "mhlo.fusion"(%iterArg_54, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<64x128xf32>
        mhlo.return %217 : tensor<64x128xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<64x128xf32>
      %192 = "mhlo.fusion"(%130) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32x64xf32>):
        %215 = stablehlo.transpose %arg16, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,32]{0,2,1}"} : (tensor<2x32x64xf32>) -> tensor<64x2x32xf32>
        %216 = mhlo.copy %215 : tensor<64x2x32xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>) -> tensor<64x64xf32>
      %193 = stablehlo.dot_general %191, %192, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x128xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>
      %194 = "mhlo.fusion"(%iterArg_11, %193) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x128x64xf32>, %arg17: tensor<128x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
        %216 = stablehlo.add %arg16, %215 : tensor<1x1x128x64xf32>
        mhlo.return %216 : tensor<1x1x128x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x128x64xf32>, tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
      %195 = "mhlo.fusion"(%iterArg_55, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %196 = "mhlo.fusion"(%iterArg_28, %iterArg_27, %iterArg_26, %iterArg_25, %iterArg_24, %132, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x128xf32>, %arg17: tensor<3x2x32x128xf32>, %arg18: tensor<3x2x32x128xf32>, %arg19: tensor<3x2x32x128xf32>, %arg20: tensor<3x2x32x128xf32>, %arg21: tensor<64x128xf32>, %arg22: tensor<i32>):
        %215 = mhlo.bitcast %arg21 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<2x32x128xf32>
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %216 = stablehlo.subtract %c_62, %arg22 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %217 = stablehlo.dynamic_slice %arg20, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %219 = stablehlo.multiply %215, %218 : tensor<2x32x128xf32>
        %cst_64 = stablehlo.constant dense<0.797884583> : tensor<f32>
        %220 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
        %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %222 = stablehlo.dynamic_slice %arg19, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %223 = mhlo.bitcast %222 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %224 = stablehlo.multiply %223, %215 : tensor<2x32x128xf32>
        %225 = stablehlo.multiply %221, %224 : tensor<2x32x128xf32>
        %226 = stablehlo.dynamic_slice %arg18, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %228 = stablehlo.multiply %225, %227 : tensor<2x32x128xf32>
        %229 = stablehlo.dynamic_slice %arg17, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %231 = stablehlo.multiply %228, %230 : tensor<2x32x128xf32>
        %232 = stablehlo.add %228, %231 : tensor<2x32x128xf32>
        %233 = stablehlo.multiply %220, %232 : tensor<2x32x128xf32>
        %234 = stablehlo.add %219, %233 : tensor<2x32x128xf32>
        %cst_66 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
        %235 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
        %236 = stablehlo.multiply %235, %233 : tensor<2x32x128xf32>
        %237 = stablehlo.dynamic_slice %arg16, %216, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
        %238 = mhlo.bitcast %237 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
        %239 = stablehlo.multiply %236, %238 : tensor<2x32x128xf32>
        %240 = stablehlo.add %234, %239 : tensor<2x32x128xf32>
        %241 = stablehlo.transpose %240, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,2,32]{0,2,1}"} : (tensor<2x32x128xf32>) -> tensor<128x2x32xf32>
        %242 = mhlo.copy %241 : tensor<128x2x32xf32>
        %243 = mhlo.bitcast %242 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
        mhlo.return %243 : tensor<128x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<i32>) -> tensor<128x64xf32>
      %197 = stablehlo.dot_general %195, %196, contracting_dims = [0] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
      %198 = "mhlo.fusion"(%iterArg_12, %197) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64x128xf32>, %arg17: tensor<64x128xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
        %216 = stablehlo.add %arg16, %215 : tensor<1x1x64x128xf32>
        mhlo.return %216 : tensor<1x1x64x128xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64x128xf32>, tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
      %199 = "mhlo.fusion"(%166) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x32x16xf32>):
        %215 = stablehlo.transpose %arg16, dims = [1, 3, 0, 2] {result_layout = dense<[1, 3, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{1,3,0,2}"} : (tensor<2x4x32x16xf32>) -> tensor<4x16x2x32xf32>
        %216 = mhlo.copy %215 : tensor<4x16x2x32xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
      %200 = "mhlo.fusion"(%iterArg_56, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x64xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %201 = "mhlo.fusion"(%199, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %202 = "mhlo.fusion"(%iterArg_13, %201) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64x4x16xf32>, %arg17: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
        %216 = stablehlo.transpose %215, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
        %217 = mhlo.copy %216 : tensor<64x4x16xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
        %219 = stablehlo.add %arg16, %218 : tensor<1x1x64x4x16xf32>
        mhlo.return %219 : tensor<1x1x64x4x16xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32>
      %203 = "mhlo.fusion"(%136, %141, %iterArg_33, %130, %iterArg_32, %139, %iterArg_31, %iterArg_30, %134, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<3x2x32x1xf32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<3x2x32x64xf32>, %arg21: tensor<2x32x1xf32>, %arg22: tensor<3x2x32x1xf32>, %arg23: tensor<1x1x64xf32>, %arg24: tensor<64x64xf32>, %arg25: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg25 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg22, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %218 = stablehlo.multiply %arg21, %217 : tensor<2x32x1xf32>
        %cst_64 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %219 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %220 = stablehlo.multiply %218, %219 : tensor<2x32x1xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %223 = stablehlo.dynamic_slice %arg20, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %224 = mhlo.bitcast %223 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %225 = stablehlo.multiply %222, %224 : tensor<2x32x64xf32>
        %226 = stablehlo.add %arg19, %225 : tensor<2x32x64xf32>
        %227 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %228 = mhlo.bitcast %arg23 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %229 = stablehlo.broadcast_in_dim %228, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %230 = stablehlo.multiply %227, %229 : tensor<2x32x64xf32>
        %231 = stablehlo.dynamic_slice %arg18, %215, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %232 = mhlo.bitcast %231 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %234 = stablehlo.multiply %230, %233 : tensor<2x32x64xf32>
        %235 = stablehlo.add %226, %234 : tensor<2x32x64xf32>
        %236 = stablehlo.negate %arg17 : tensor<2x32xf32>
        %237 = stablehlo.negate %arg16 : tensor<2x32xf32>
        %238 = stablehlo.add %236, %237 : tensor<2x32xf32>
        %239 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %240 = stablehlo.multiply %238, %239 : tensor<2x32xf32>
        %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %242 = stablehlo.add %235, %241 : tensor<2x32x64xf32>
        %243 = stablehlo.transpose %242, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,32]{0,2,1}"} : (tensor<2x32x64xf32>) -> tensor<64x2x32xf32>
        %244 = mhlo.copy %243 : tensor<64x2x32xf32>
        %245 = mhlo.bitcast %244 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
        mhlo.return %245 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %204 = "mhlo.fusion"(%iterArg_57, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<3x2x32x4x16xf32>, %arg17: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg17 : tensor<i32>
        %c_63 = stablehlo.constant dense<0> : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg16, %215, %c_63, %c_63, %c_63, %c_63, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x4x16xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<64x64xf32>
      %205 = "mhlo.fusion"(%203, %204) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %206 = "mhlo.fusion"(%iterArg_14, %205) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x4x16x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
        %216 = stablehlo.transpose %215, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
        %217 = mhlo.copy %216 : tensor<4x16x64xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
        %219 = stablehlo.add %arg16, %218 : tensor<1x1x4x16x64xf32>
        mhlo.return %219 : tensor<1x1x4x16x64xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x4x16x64xf32>, tensor<64x64xf32>) -> tensor<1x1x4x16x64xf32>
      %207 = "mhlo.fusion"(%154) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x32x16xf32>):
        %215 = mhlo.bitcast %arg16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x4x32x16xf32>) -> tensor<2x4x32x1x16xf32>
        %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
        %217 = mhlo.copy %216 : tensor<2x32x4x1x16xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
        %219 = stablehlo.transpose %218, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{1,0,3,2}"} : (tensor<2x32x4x16xf32>) -> tensor<4x16x2x32xf32>
        %220 = mhlo.copy %219 : tensor<4x16x2x32xf32>
        %221 = mhlo.bitcast %220 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
        mhlo.return %221 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x32x16xf32>) -> tensor<64x64xf32>
      %208 = "mhlo.fusion"(%207, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %209 = "mhlo.fusion"(%iterArg_15, %208) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64x4x16xf32>, %arg17: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
        %216 = stablehlo.transpose %215, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
        %217 = mhlo.copy %216 : tensor<64x4x16xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
        %219 = stablehlo.add %arg16, %218 : tensor<1x1x64x4x16xf32>
        mhlo.return %219 : tensor<1x1x64x4x16xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32>
      %210 = "mhlo.fusion"(%160) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x4x16x32xf32>):
        %215 = stablehlo.transpose %arg16, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,2,32]{3,1,0,2}"} : (tensor<2x4x16x32xf32>) -> tensor<4x16x2x32xf32>
        %216 = mhlo.copy %215 : tensor<4x16x2x32xf32>
        %217 = mhlo.bitcast %216 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x2x32xf32>) -> tensor<64x64xf32>
        mhlo.return %217 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x4x16x32xf32>) -> tensor<64x64xf32>
      %211 = "mhlo.fusion"(%210, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<64x64xf32>):
        %215 = stablehlo.dot %arg16, %arg17, precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        mhlo.return %215 : tensor<64x64xf32>
      }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
      %212 = "mhlo.fusion"(%iterArg_16, %211) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<1x1x64x4x16xf32>, %arg17: tensor<64x64xf32>):
        %215 = mhlo.bitcast %arg17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
        %216 = stablehlo.transpose %215, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
        %217 = mhlo.copy %216 : tensor<64x4x16xf32>
        %218 = mhlo.bitcast %217 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
        %219 = stablehlo.add %arg16, %218 : tensor<1x1x64x4x16xf32>
        mhlo.return %219 : tensor<1x1x64x4x16xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<64x64xf32>) -> tensor<1x1x64x4x16xf32>
      %213 = "mhlo.fusion"(%172, %177, %iterArg_50, %iterArg_49, %175, %iterArg_48, %iterArg_47, %170, %136, %141, %iterArg_33, %130, %iterArg_32, %139, %iterArg_31, %iterArg_30, %134, %iterArg_19, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<2x32xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<3x2x32x1xf32>, %arg19: tensor<3x2x32x64xf32>, %arg20: tensor<2x32x1xf32>, %arg21: tensor<3x2x32x1xf32>, %arg22: tensor<1x1x64xf32>, %arg23: tensor<64x64xf32>, %arg24: tensor<2x32xf32>, %arg25: tensor<2x32xf32>, %arg26: tensor<3x2x32x1xf32>, %arg27: tensor<2x32x64xf32>, %arg28: tensor<3x2x32x64xf32>, %arg29: tensor<2x32x1xf32>, %arg30: tensor<3x2x32x1xf32>, %arg31: tensor<1x1x64xf32>, %arg32: tensor<64x64xf32>, %arg33: tensor<i1>, %arg34: tensor<i32>):
        %215 = stablehlo.broadcast_in_dim %arg33, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
        %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %216 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
        %c_63 = stablehlo.constant dense<2> : tensor<i32>
        %217 = stablehlo.subtract %c_63, %arg34 : tensor<i32>
        %c_64 = stablehlo.constant dense<0> : tensor<i32>
        %218 = stablehlo.dynamic_slice %arg30, %217, %c_64, %c_64, %c_64, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %219 = mhlo.bitcast %218 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %220 = stablehlo.multiply %arg29, %219 : tensor<2x32x1xf32>
        %cst_65 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
        %221 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
        %222 = stablehlo.multiply %220, %221 : tensor<2x32x1xf32>
        %223 = mhlo.bitcast %222 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %225 = stablehlo.dynamic_slice %arg28, %217, %c_64, %c_64, %c_64, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %226 = mhlo.bitcast %225 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %227 = stablehlo.multiply %224, %226 : tensor<2x32x64xf32>
        %228 = stablehlo.add %arg27, %227 : tensor<2x32x64xf32>
        %229 = mhlo.bitcast %arg32 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %230 = mhlo.bitcast %arg31 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %231 = stablehlo.broadcast_in_dim %230, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %232 = stablehlo.multiply %229, %231 : tensor<2x32x64xf32>
        %233 = stablehlo.dynamic_slice %arg26, %217, %c_64, %c_64, %c_64, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %234 = mhlo.bitcast %233 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %236 = stablehlo.multiply %232, %235 : tensor<2x32x64xf32>
        %237 = stablehlo.add %228, %236 : tensor<2x32x64xf32>
        %238 = stablehlo.negate %arg25 : tensor<2x32xf32>
        %239 = stablehlo.negate %arg24 : tensor<2x32xf32>
        %240 = stablehlo.add %238, %239 : tensor<2x32xf32>
        %241 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
        %242 = stablehlo.multiply %240, %241 : tensor<2x32xf32>
        %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %244 = stablehlo.add %237, %243 : tensor<2x32x64xf32>
        %245 = stablehlo.dynamic_slice %arg21, %217, %c_64, %c_64, %c_64, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %246 = mhlo.bitcast %245 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
        %247 = stablehlo.multiply %arg20, %246 : tensor<2x32x1xf32>
        %248 = stablehlo.multiply %247, %221 : tensor<2x32x1xf32>
        %249 = mhlo.bitcast %248 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
        %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %251 = stablehlo.dynamic_slice %arg19, %217, %c_64, %c_64, %c_64, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
        %252 = mhlo.bitcast %251 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
        %253 = stablehlo.multiply %250, %252 : tensor<2x32x64xf32>
        %254 = stablehlo.add %244, %253 : tensor<2x32x64xf32>
        %255 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
        %256 = mhlo.bitcast %arg22 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x1x64xf32>) -> tensor<64xf32>
        %257 = stablehlo.broadcast_in_dim %256, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
        %258 = stablehlo.multiply %255, %257 : tensor<2x32x64xf32>
        %259 = stablehlo.dynamic_slice %arg18, %217, %c_64, %c_64, %c_64, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
        %260 = mhlo.bitcast %259 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x1xf32>) -> tensor<2x32xf32>
        %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %262 = stablehlo.multiply %258, %261 : tensor<2x32x64xf32>
        %263 = stablehlo.add %254, %262 : tensor<2x32x64xf32>
        %264 = stablehlo.negate %arg17 : tensor<2x32xf32>
        %265 = stablehlo.negate %arg16 : tensor<2x32xf32>
        %266 = stablehlo.add %264, %265 : tensor<2x32xf32>
        %267 = stablehlo.multiply %266, %241 : tensor<2x32xf32>
        %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
        %269 = stablehlo.add %263, %268 : tensor<2x32x64xf32>
        %270 = stablehlo.select %215, %216, %269 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
        mhlo.return %270 : tensor<2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<3x2x32x1xf32>, tensor<2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<1x1x64xf32>, tensor<64x64xf32>, tensor<i1>, tensor<i32>) -> tensor<2x32x64xf32>
      %214 = "mhlo.fusion"(%iterArg_59, %iterArg_58, %127, %iterArg_21, %iterArg_20, %123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<1x2x32x64xf32>, %arg19: tensor<3xi32>, %arg20: tensor<3xi1>, %arg21: tensor<i32>):
        %c_62 = stablehlo.constant dense<2> : tensor<i32>
        %215 = stablehlo.subtract %c_62, %arg21 : tensor<i32>
        %216 = stablehlo.dynamic_slice %arg20, %215, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
        %217 = mhlo.bitcast %216 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
        %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
        %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %219 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
        %220 = stablehlo.select %218, %219, %arg18 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
        %221 = stablehlo.dynamic_slice %arg19, %215, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
        %222 = mhlo.bitcast %221 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
        %223 = stablehlo.compare GE, %222, %arg17 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %224 = stablehlo.compare LT, %222, %arg16 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %225 = stablehlo.and %223, %224 : tensor<i1>
        %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
        %227 = stablehlo.select %218, %arg18, %219 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
        %228 = stablehlo.select %226, %219, %227 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
        %229 = stablehlo.add %220, %228 : tensor<1x2x32x64xf32>
        mhlo.return %229 : tensor<1x2x32x64xf32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i32>) -> tensor<1x2x32x64xf32>
      stablehlo.return %124, %178, %180, %184, %186, %190, %194, %198, %202, %206, %209, %212, %213, %214, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59 : tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>
    }
    %96 = "stablehlo.all_reduce"(%95#1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %123 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %97 = "mhlo.fusion"(%96) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x2x32x64xf32>):
      %123 = mhlo.bitcast %arg16 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[64,1,64]{2,0,1}"} : (tensor<1x2x32x64xf32>) -> tensor<64x1x64xf32>
      %124 = mhlo.copy %123 : tensor<64x1x64xf32>
      mhlo.return %124 : tensor<64x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>) -> tensor<64x1x64xf32>
    %98 = "mhlo.fusion"(%71, %72, %97) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<256x64xf32>, %arg17: tensor<64x1xi32>, %arg18: tensor<64x1x64xf32>):
      %123 = "stablehlo.scatter"(%arg16, %arg17, %arg18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
        %124 = stablehlo.add %arg19, %arg20 : tensor<f32>
        stablehlo.return %124 : tensor<f32>
      }) : (tensor<256x64xf32>, tensor<64x1xi32>, tensor<64x1x64xf32>) -> tensor<256x64xf32>
      mhlo.return %123 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<256x64xf32>, tensor<64x1xi32>, tensor<64x1x64xf32>) -> tensor<256x64xf32>
    %99 = "mhlo.fusion"(%84, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<64x64xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [0] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %123 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %100 = "mhlo.fusion"(%62, %59, %58) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x1xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<1x1x2x32x64xf32>):
      %123 = mhlo.bitcast %arg18 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %cst_6 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %125 = stablehlo.multiply %arg17, %124 : tensor<2x32xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %127 = stablehlo.subtract %123, %126 : tensor<2x32x64xf32>
      %128 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %130 = stablehlo.multiply %127, %129 : tensor<2x32x64xf32>
      mhlo.return %130 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x1xf32>, tensor<2x32xf32>, tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %101 = mhlo.bitcast %84 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<2x32x64xf32>
    %102 = "mhlo.fusion"(%cst, %100, %101) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<2x32x64xf32>, %arg18: tensor<2x32x64xf32>):
      %123 = stablehlo.multiply %arg17, %arg18 : tensor<2x32x64xf32>
      %124 = stablehlo.reduce(%123 init: %arg16) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %124 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<64xf32>
    %103 = "mhlo.fusion"(%96, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg16: tensor<1x2x32x64xf32>, %arg17: tensor<f32>):
      %123 = stablehlo.reduce(%arg16 init: %arg17) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
      mhlo.return %123 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %104 = "mhlo.fusion"(%66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xf32>):
      %123 = stablehlo.log %arg16 : tensor<2x32xf32>
      mhlo.return %123 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32xf32>) -> tensor<2x32xf32>
    %105 = "mhlo.fusion"(%arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32xi32>):
      %123 = stablehlo.iota dim = 0 : tensor<2x32x1x1xi32>
      %124 = stablehlo.iota dim = 1 : tensor<2x32x1x1xi32>
      %125 = mhlo.bitcast %arg16 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %126 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
      %127 = stablehlo.compare LT, %125, %126 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
      %c_7 = stablehlo.constant dense<256> : tensor<i32>
      %128 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
      %129 = stablehlo.add %125, %128 : tensor<2x32x1xi32>
      %130 = stablehlo.select %127, %129, %125 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
      %131 = mhlo.bitcast %130 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
      %132 = stablehlo.concatenate %123, %124, %131, dim = 3 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x3xi32>
      mhlo.return %132 : tensor<2x32x1x3xi32>
    }) {output_operand_aliasing = []} : (tensor<2x32xi32>) -> tensor<2x32x1x3xi32>
    %106 = "mhlo.fusion"(%64, %104, %105, %arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<2x32x256xf32>, %arg17: tensor<2x32xf32>, %arg18: tensor<2x32x1x3xi32>, %arg19: tensor<2x32xi32>):
      %123 = mhlo.bitcast %arg19 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %124 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
      %125 = stablehlo.compare LT, %123, %124 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
      %c_7 = stablehlo.constant dense<256> : tensor<i32>
      %126 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
      %127 = stablehlo.add %123, %126 : tensor<2x32x1xi32>
      %128 = stablehlo.select %125, %127, %123 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
      %129 = mhlo.bitcast %128 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
      %130 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
      %131 = stablehlo.compare GE, %129, %130 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
      %c_8 = stablehlo.constant dense<255> : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
      %133 = stablehlo.compare LE, %129, %132 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
      %134 = stablehlo.and %131, %133 : tensor<2x32x1x1xi1>
      %135 = mhlo.bitcast %134 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "pred[2,32,1]{1,0,2}"} : (tensor<2x32x1x1xi1>) -> tensor<2x32x1xi1>
      %136 = mhlo.copy %135 : tensor<2x32x1xi1>
      %137 = stablehlo.broadcast_in_dim %arg17, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
      %138 = stablehlo.subtract %arg16, %137 : tensor<2x32x256xf32>
      %139 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x32x1x3xi32>) -> tensor<64x3xi32>
      %140 = "stablehlo.gather"(%138, %139) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x32x256xf32>, tensor<64x3xi32>) -> tensor<64x1x1x1xf32>
      %141 = mhlo.bitcast %140 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,1]{1,0,2}"} : (tensor<64x1x1x1xf32>) -> tensor<2x32x1xf32>
      %142 = mhlo.copy %141 : tensor<2x32x1xf32>
      %cst_9 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %143 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %144 = stablehlo.select %136, %142, %143 : tensor<2x32x1xi1>, tensor<2x32x1xf32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %145 = stablehlo.reduce(%144 init: %cst_10) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %145 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<2x32x256xf32>, tensor<2x32xf32>, tensor<2x32x1x3xi32>, tensor<2x32xi32>) -> tensor<f32>
    %107:6 = "stablehlo.all_reduce"(%70, %98, %99, %102, %103, %106) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %123 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %123 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<f32>) -> (tensor<256x64xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<f32>)
    %108 = "mhlo.fusion"(%arg0, %107#0, %107#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<256x64xf32>, %arg17: tensor<256x64xf32>, %arg18: tensor<256x64xf32>):
      %123 = stablehlo.add %arg17, %arg18 : tensor<256x64xf32>
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %124 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
      %125 = stablehlo.multiply %123, %124 : tensor<256x64xf32>
      %126 = stablehlo.subtract %arg16, %125 : tensor<256x64xf32>
      mhlo.return %126 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %109 = "mhlo.fusion"(%arg1, %107#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<64xf32>, %arg17: tensor<64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<64xf32>
      mhlo.return %125 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %110 = "mhlo.fusion"(%arg2, %107#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<64xf32>, %arg17: tensor<64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<64xf32>
      mhlo.return %125 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %111 = "mhlo.fusion"(%arg3, %95#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64xf32>
      mhlo.return %125 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %112 = "mhlo.fusion"(%arg4, %95#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64xf32>
      mhlo.return %125 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %113 = "mhlo.fusion"(%arg5, %95#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64xf32>
      mhlo.return %125 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %114 = "mhlo.fusion"(%arg6, %95#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64xf32>
      mhlo.return %125 : tensor<1x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %115 = "mhlo.fusion"(%arg7, %95#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x128x64xf32>, %arg17: tensor<1x1x128x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x128x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x128x64xf32>
      mhlo.return %125 : tensor<1x1x128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x128x64xf32>, tensor<1x1x128x64xf32>) -> tensor<1x1x128x64xf32>
    %116 = "mhlo.fusion"(%arg8, %95#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64x128xf32>, %arg17: tensor<1x1x64x128xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64x128xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64x128xf32>
      mhlo.return %125 : tensor<1x1x64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x128xf32>, tensor<1x1x64x128xf32>) -> tensor<1x1x64x128xf32>
    %117 = "mhlo.fusion"(%arg9, %95#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64x4x16xf32>, %arg17: tensor<1x1x64x4x16xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64x4x16xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64x4x16xf32>
      mhlo.return %125 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %118 = "mhlo.fusion"(%arg10, %95#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x4x16x64xf32>, %arg17: tensor<1x1x4x16x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x4x16x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x4x16x64xf32>
      mhlo.return %125 : tensor<1x1x4x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x4x16x64xf32>, tensor<1x1x4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
    %119 = "mhlo.fusion"(%arg11, %95#10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64x4x16xf32>, %arg17: tensor<1x1x64x4x16xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64x4x16xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64x4x16xf32>
      mhlo.return %125 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %120 = "mhlo.fusion"(%arg12, %95#11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<1x1x64x4x16xf32>, %arg17: tensor<1x1x64x4x16xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<1x1x64x4x16xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<1x1x64x4x16xf32>
      mhlo.return %125 : tensor<1x1x64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %121 = "mhlo.fusion"(%arg13, %107#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<32x64xf32>, %arg17: tensor<32x64xf32>):
      %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %123 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %124 = stablehlo.multiply %arg17, %123 : tensor<32x64xf32>
      %125 = stablehlo.subtract %arg16, %124 : tensor<32x64xf32>
      mhlo.return %125 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %122 = "mhlo.fusion"(%107#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg16: tensor<f32>):
      %cst_6 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %123 = stablehlo.multiply %arg16, %cst_6 : tensor<f32>
      %124 = stablehlo.negate %123 : tensor<f32>
      mhlo.return %124 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122 : tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<32x64xf32>, tensor<f32>
  }
}
