module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=1, "axis_3"=1]>
  func.func private @fused_computation(%arg0: tensor<2x10xf32>, %arg1: tensor<16x10xf32>) -> tensor<2x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    return %0 : tensor<2x16xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<2x16xf32>, %arg1: tensor<16x10xf32>) -> tensor<2x10xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    return %0 : tensor<2x10xf32>
  }
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.2(%arg0: tensor<2x16x16x16xf32>, %arg1: tensor<f32>) -> tensor<2x8x8x16xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
    return %0 : tensor<2x8x8x16xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.4(%arg0: tensor<2xf32>, %arg1: tensor<2x10xf32>, %arg2: tensor<2xf32>, %arg3: tensor<2x1x2xi32>, %arg4: tensor<2xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<2xi32>) -> tensor<2x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<2x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<2x1xi1>, tensor<2x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %c_1 = stablehlo.constant dense<9> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<2x1x1xi1>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %13 = stablehlo.subtract %arg1, %12 : tensor<2x10xf32>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<2x10xf32>
    %16 = mhlo.bitcast %arg3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x1x2xi32>) -> tensor<2x2xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x2xi32>) -> tensor<2x1x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    %19 = stablehlo.select %11, %17, %18 : tensor<2x1x1xi1>, tensor<2x1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x1x1xf32>, tensor<f32>) -> tensor<f32>
    return %20 : tensor<f32>
  }
  func.func private @fused_computation.5(%arg0: tensor<3x3x3x8xf32>, %arg1: tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x3x8xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x3x8xf32>
    return %2 : tensor<3x3x3x8xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,3,8]{3,1,0,2}"} : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %1 = mhlo.copy %0 : tensor<3x3x3x8xf32>
    return %1 : tensor<3x3x3x8xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<2x16x16x8xf32>, %arg1: tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %2 = stablehlo.select %1, %arg0, %0 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %3 = stablehlo.transpose %2, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,2,8]{3,1,0,2}"} : (tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32>
    %4 = mhlo.copy %3 : tensor<16x16x2x8xf32>
    return %4 : tensor<16x16x2x8xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<3x3x1x8xf32>) -> tensor<3x3x8x1xf32>
    %1 = stablehlo.reverse %0, dims = [0, 1] : tensor<3x3x8x1xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,1,8]{3,1,0,2}"} : (tensor<3x3x8x1xf32>) -> tensor<3x3x1x8xf32>
    %3 = mhlo.copy %2 : tensor<3x3x1x8xf32>
    return %3 : tensor<3x3x1x8xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<2x16x16x3xf32>) -> tensor<3x16x16x2xf32> {
    %0 = stablehlo.transpose %arg0, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[3,16,16,2]{0,2,1,3}"} : (tensor<2x16x16x3xf32>) -> tensor<3x16x16x2xf32>
    %1 = mhlo.copy %0 : tensor<3x16x16x2xf32>
    return %1 : tensor<3x16x16x2xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<1x1x8x16xf32>, %arg1: tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x8x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x8x16xf32>
    return %2 : tensor<1x1x8x16xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<2x16x16x16xf32>) -> tensor<16x16x2x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,2,16]{3,1,0,2}"} : (tensor<2x16x16x16xf32>) -> tensor<16x16x2x16xf32>
    %1 = mhlo.copy %0 : tensor<16x16x2x16xf32>
    return %1 : tensor<16x16x2x16xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    %2 = stablehlo.transpose %1, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[8,16,16,2]{0,2,1,3}"} : (tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32>
    %3 = mhlo.copy %2 : tensor<8x16x16x2xf32>
    return %3 : tensor<8x16x16x2xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<16x10xf32>, %arg1: tensor<10x16xf32>) -> tensor<16x10xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<10x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,10]{0,1}"} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %3 = mhlo.copy %2 : tensor<16x10xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<16x10xf32>
    return %4 : tensor<16x10xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<3x3x1x8xf32>, %arg1: tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x1x8xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x1x8xf32>
    return %2 : tensor<3x3x1x8xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<8x3x3x8xf32>) -> tensor<3x3x8x8xf32> {
    %0 = stablehlo.iota dim = 2 : tensor<3x3x8x8xi32>
    %1 = stablehlo.iota dim = 3 : tensor<3x3x8x8xi32>
    %2 = stablehlo.compare EQ, %0, %1 : (tensor<3x3x8x8xi32>, tensor<3x3x8x8xi32>) -> tensor<3x3x8x8xi1>
    %3 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,8,8]{3,1,0,2}"} : (tensor<8x3x3x8xf32>) -> tensor<3x3x8x8xf32>
    %4 = mhlo.copy %3 : tensor<3x3x8x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
    %6 = stablehlo.select %2, %4, %5 : tensor<3x3x8x8xi1>, tensor<3x3x8x8xf32>
    return %6 : tensor<3x3x8x8xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,2,8]{3,1,0,2}"} : (tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32>
    %1 = mhlo.copy %0 : tensor<16x16x2x8xf32>
    return %1 : tensor<16x16x2x8xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<2x16x16x8xf32>, %arg1: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %2 = stablehlo.select %1, %arg0, %0 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    return %2 : tensor<2x16x16x8xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<1x1x8x16xf32>) -> tensor<1x1x16x8xf32> {
    %0 = stablehlo.transpose %arg0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,8]{2,3,1,0}"} : (tensor<1x1x8x16xf32>) -> tensor<1x1x16x8xf32>
    %1 = mhlo.copy %0 : tensor<1x1x16x8xf32>
    return %1 : tensor<1x1x16x8xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<2x16x16x16xf32>, %arg1: tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xi1>
    %2 = stablehlo.select %1, %arg0, %0 : tensor<2x16x16x16xi1>, tensor<2x16x16x16xf32>
    return %2 : tensor<2x16x16x16xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<2x8x8x16xf32>) -> tensor<2048x1x1x1x1xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[0, 4, 3, 2, 1]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2048,1,1,1,1]{0,4,3,2,1}"} : (tensor<2x8x8x16xf32>) -> tensor<2048x1x1x1x1xf32>
    %1 = mhlo.copy %0 : tensor<2048x1x1x1x1xf32>
    return %1 : tensor<2048x1x1x1x1xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %2 = mhlo.copy %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<2x8x8x16xi32>, %arg1: tensor<2x8x8x16xi32>, %arg2: tensor<2x8x8x16xi32>, %arg3: tensor<2x8x8x16xi32>) -> tensor<2048x4xi32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
    %2 = mhlo.bitcast %arg1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
    %3 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
    %4 = stablehlo.concatenate %0, %1, %2, %3, dim = 4 : (tensor<2x8x8x16x1xi32>, tensor<2x8x8x16x1xi32>, tensor<2x8x8x16x1xi32>, tensor<2x8x8x16x1xi32>) -> tensor<2x8x8x16x4xi32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x8x8x16x4xi32>) -> tensor<2048x4xi32>
    return %5 : tensor<2048x4xi32>
  }
  func.func private @fused_computation.23(%arg0: tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    %2 = stablehlo.transpose %1, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[8,16,16,2]{0,2,1,3}"} : (tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32>
    %3 = mhlo.copy %2 : tensor<8x16x16x2xf32>
    return %3 : tensor<8x16x16x2xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<3x3x16x16xf32>, %arg1: tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<3x3x16x16xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<3x3x16x16xf32>
    return %2 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %1 = mhlo.copy %0 : tensor<3x3x16x16xf32>
    return %1 : tensor<3x3x16x16xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<2x4x4x16xf32>) -> tensor<4x4x2x16xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,4,2,16]{3,1,0,2}"} : (tensor<2x4x4x16xf32>) -> tensor<4x4x2x16xf32>
    %1 = mhlo.copy %0 : tensor<4x4x2x16xf32>
    return %1 : tensor<4x4x2x16xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<2x4x4x16xf32>, %arg1: tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.compare GT, %arg1, %0 : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
    %2 = stablehlo.select %1, %arg0, %0 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
    return %2 : tensor<2x4x4x16xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<2x16xf32>) -> tensor<2x2x2x16xf32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x2x2x16xf32>
    return %2 : tensor<2x2x2x16xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<2x10xf32>, %arg1: tensor<2x10xf32>, %arg2: tensor<2xf32>) -> tensor<2x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<2x10xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<2x10xf32>
    return %2 : tensor<2x10xf32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.30(%arg0: tensor<2xf32>, %arg1: tensor<2x10xf32>) -> tensor<2xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.negate %0 : tensor<2xf32>
    %2 = stablehlo.divide %1, %arg0 : tensor<2xf32>
    return %2 : tensor<2xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<2x10xf32>, %arg1: tensor<2xf32>) -> tensor<2x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<2x10xf32>
    %2 = stablehlo.exponential %1 : tensor<2x10xf32>
    return %2 : tensor<2x10xf32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.32(%arg0: tensor<2x2x2x16xf32>) -> tensor<2x16xf32> {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<2x2x2x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<2x16xf32>
    return %4 : tensor<2x16xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x4x4x16xf32>
    return %1 : tensor<2x4x4x16xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<2xi32>) -> tensor<2x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<2xi32>) -> tensor<2x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<2x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<2x1xi1>, tensor<2x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x1x2xi32>) -> tensor<2x2xi32>
    return %9 : tensor<2x2xi32>
  }
  func.func private @fused_computation.35(%arg0: tensor<2xi32>) -> tensor<2x1x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<2xi32>) -> tensor<2x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<2x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<2x1xi1>, tensor<2x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>
    return %8 : tensor<2x1x2xi32>
  }
  func.func private @fused_computation.36(%arg0: tensor<2x8x8x16xf32>) -> tensor<16x8x8x2xf32> {
    %0 = stablehlo.transpose %arg0, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,8,8,2]{0,2,1,3}"} : (tensor<2x8x8x16xf32>) -> tensor<16x8x8x2xf32>
    %1 = mhlo.copy %0 : tensor<16x8x8x2xf32>
    return %1 : tensor<16x8x8x2xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x16xf32>
    return %1 : tensor<2x16x16x16xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    return %1 : tensor<2x16x16x8xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<2x16x16x8xf32>
    return %1 : tensor<2x16x16x8xf32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<2x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    return %0 : tensor<2x10xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<2x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
    return %0 : tensor<2x1x1xf32>
  }
  func.func private @region_6.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<2x10xf32>, %arg1: tensor<2x2xi32>, %arg2: tensor<2x1x1xf32>) -> tensor<2x10xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x2xi32>, tensor<2x1x1xf32>) -> tensor<2x10xf32>
    return %0 : tensor<2x10xf32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<2x4x4x16xf32>, %arg1: tensor<f32>) -> tensor<2x2x2x16xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    return %0 : tensor<2x2x2x16xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<2x10xf32>, %arg1: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<2x10xf32>, %arg1: tensor<f32>) -> tensor<2xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<2x2x2x16xf32>, %arg1: tensor<f32>) -> tensor<2x4x4x16xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
    return %0 : tensor<2x4x4x16xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<2x16x16x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    return %0 : tensor<2x16x16x16xf32>
  }
  func.func private @wrapped_iota_computation() -> tensor<2x16x16x16xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<2x16x16x16xi32>
    return %0 : tensor<2x16x16x16xi32>
  }
  func.func private @wrapped_iota_computation.1() -> tensor<2x16x16x16xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<2x16x16x16xi32>
    return %0 : tensor<2x16x16x16xi32>
  }
  func.func private @wrapped_iota_computation.2() -> tensor<2x16x16x16xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<2x16x16x16xi32>
    return %0 : tensor<2x16x16x16xi32>
  }
  func.func private @wrapped_iota_computation.3() -> tensor<2x16x16x16xi32> {
    %0 = stablehlo.iota dim = 3 : tensor<2x16x16x16xi32>
    return %0 : tensor<2x16x16x16xi32>
  }
  func.func private @region_10.11.reduce_window(%arg0: tensor<f32>, %arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<i32>, %arg7: tensor<i32>, %arg8: tensor<i32>, %arg9: tensor<i32>) -> (tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) {
    %0 = stablehlo.compare GE, %arg0, %arg5 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.compare NE, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.and %0, %1 : tensor<i1>
    %3 = stablehlo.compare NE, %arg6, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.not %3 : tensor<i1>
    %5 = stablehlo.or %2, %4 : tensor<i1>
    %6 = stablehlo.select %5, %arg0, %arg5 : tensor<i1>, tensor<f32>
    %7 = stablehlo.select %5, %arg1, %arg6 : tensor<i1>, tensor<i32>
    %8 = stablehlo.select %5, %arg2, %arg7 : tensor<i1>, tensor<i32>
    %9 = stablehlo.select %5, %arg3, %arg8 : tensor<i1>, tensor<i32>
    %10 = stablehlo.select %5, %arg4, %arg9 : tensor<i1>, tensor<i32>
    return %6, %7, %8, %9, %10 : tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }
  func.func private @wrapped_reduce_window_computation.2(%arg0: tensor<2x16x16x16xf32>, %arg1: tensor<2x16x16x16xi32>, %arg2: tensor<2x16x16x16xi32>, %arg3: tensor<2x16x16x16xi32>, %arg4: tensor<2x16x16x16xi32>, %arg5: tensor<f32>, %arg6: tensor<i32>) -> (tensor<2x8x8x16xf32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>) {
    %0:5 = "stablehlo.reduce_window"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg6, %arg6, %arg6) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<i32>, %arg9: tensor<i32>, %arg10: tensor<i32>, %arg11: tensor<i32>, %arg12: tensor<f32>, %arg13: tensor<i32>, %arg14: tensor<i32>, %arg15: tensor<i32>, %arg16: tensor<i32>):
      %1 = stablehlo.compare GE, %arg7, %arg12 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %c = stablehlo.constant dense<-1> : tensor<i32>
      %2 = stablehlo.compare NE, %arg8, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.and %1, %2 : tensor<i1>
      %4 = stablehlo.compare NE, %arg13, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %5 = stablehlo.not %4 : tensor<i1>
      %6 = stablehlo.or %3, %5 : tensor<i1>
      %7 = stablehlo.select %6, %arg7, %arg12 : tensor<i1>, tensor<f32>
      %8 = stablehlo.select %6, %arg8, %arg13 : tensor<i1>, tensor<i32>
      %9 = stablehlo.select %6, %arg9, %arg14 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %6, %arg10, %arg15 : tensor<i1>, tensor<i32>
      %11 = stablehlo.select %6, %arg11, %arg16 : tensor<i1>, tensor<i32>
      stablehlo.return %7, %8, %9, %10, %11 : tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
    }) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<2x8x8x16xf32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>)
    return %0#0, %0#1, %0#2, %0#3, %0#4 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation.1(%arg0: tensor<2x16x16x16xf32>, %arg1: tensor<2048x4xi32>, %arg2: tensor<2048x1x1x1x1xf32>) -> tensor<2x16x16x16xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3, 4], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<2x16x16x16xf32>, tensor<2048x4xi32>, tensor<2048x1x1x1x1xf32>) -> tensor<2x16x16x16xf32>
    return %0 : tensor<2x16x16x16xf32>
  }
  func.func private @add_computation(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.3(%arg0: tensor<3x3x8x8xf32>, %arg1: tensor<f32>) -> tensor<3x3x1x8xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 8, 1>, window_strides = array<i64: 1, 1, 8, 1>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<3x3x8x8xf32>, tensor<f32>) -> tensor<3x3x1x8xf32>
    return %0 : tensor<3x3x1x8xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<2xf32>) -> tensor<2xf32> {
    %0 = stablehlo.log %arg0 : tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<3x3x1x8xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16x10xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<1x1x8x16xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<3x3x3x8xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<2x16x16x3xf32> {mhlo.sharding = "{devices=[2,1,1,1]<=[2]}"}, %arg6: tensor<2xi32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> (tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<16x10xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>) {
    %0 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %1 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
      %77 = stablehlo.maximum %arg7, %76 : tensor<2x16x16x8xf32>
      mhlo.return %77 : tensor<2x16x16x8xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %2 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x16x16x8xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
      %77 = stablehlo.maximum %arg7, %76 : tensor<2x16x16x8xf32>
      mhlo.return %77 : tensor<2x16x16x8xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x16x8xf32>) -> tensor<512x8xf32>
    %5 = mhlo.bitcast %arg3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x8x16xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.dot %4, %5, precision = [DEFAULT, DEFAULT] : (tensor<512x8xf32>, tensor<8x16xf32>) -> tensor<512x16xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x16xf32>) -> tensor<2x16x16x16xf32>
    %8 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x16xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
      %77 = stablehlo.maximum %arg7, %76 : tensor<2x16x16x16xf32>
      mhlo.return %77 : tensor<2x16x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = "mhlo.fusion"(%8, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<2x16x16x16xf32>, %arg8: tensor<f32>):
      %76 = "stablehlo.reduce_window"(%arg7, %arg8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
        %77 = stablehlo.maximum %arg9, %arg10 : tensor<f32>
        stablehlo.return %77 : tensor<f32>
      }) : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
      mhlo.return %76 : tensor<2x8x8x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
    %10 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x8x8x16xf32>):
      %76 = stablehlo.transpose %arg7, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[16,8,8,2]{0,2,1,3}"} : (tensor<2x8x8x16xf32>) -> tensor<16x8x8x2xf32>
      %77 = mhlo.copy %76 : tensor<16x8x8x2xf32>
      mhlo.return %77 : tensor<16x8x8x2xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x8x16xf32>) -> tensor<16x8x8x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %76 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
      mhlo.return %76 : tensor<2x10xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x10xf32>
    %12 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2xi32>):
      %76 = stablehlo.iota dim = 0 : tensor<2x1x1xi32>
      %77 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %78 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %79 = stablehlo.compare LT, %77, %78 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
      %c_3 = stablehlo.constant dense<10> : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %81 = stablehlo.add %77, %80 : tensor<2x1xi32>
      %82 = stablehlo.select %79, %81, %77 : tensor<2x1xi1>, tensor<2x1xi32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
      %84 = stablehlo.concatenate %76, %83, dim = 2 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>
      %85 = mhlo.bitcast %84 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x1x2xi32>) -> tensor<2x2xi32>
      mhlo.return %85 : tensor<2x2xi32>
    }) {output_operand_aliasing = []} : (tensor<2xi32>) -> tensor<2x2xi32>
    %cst_1 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %13 = "mhlo.fusion"(%cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %76 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      mhlo.return %76 : tensor<2x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x1x1xf32>
    %14 = "mhlo.fusion"(%11, %12, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x10xf32>, %arg8: tensor<2x2xi32>, %arg9: tensor<2x1x1xf32>):
      %76 = "stablehlo.scatter"(%arg7, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %77 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %77 : tensor<f32>
      }) : (tensor<2x10xf32>, tensor<2x2xi32>, tensor<2x1x1xf32>) -> tensor<2x10xf32>
      mhlo.return %76 : tensor<2x10xf32>
    }) {output_operand_aliasing = []} : (tensor<2x10xf32>, tensor<2x2xi32>, tensor<2x1x1xf32>) -> tensor<2x10xf32>
    %15 = stablehlo.convolution(%9, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %16 = "mhlo.fusion"(%15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x4x4x16xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
      %77 = stablehlo.maximum %arg7, %76 : tensor<2x4x4x16xf32>
      mhlo.return %77 : tensor<2x4x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %17 = "mhlo.fusion"(%16, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x4x4x16xf32>, %arg8: tensor<f32>):
      %76 = "stablehlo.reduce_window"(%arg7, %arg8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
        %77 = stablehlo.add %arg9, %arg10 : tensor<f32>
        stablehlo.return %77 : tensor<f32>
      }) : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
      mhlo.return %76 : tensor<2x2x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %18 = "mhlo.fusion"(%17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x2x2x16xf32>):
      %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
      %77 = stablehlo.multiply %arg7, %76 : tensor<2x2x2x16xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %78 = stablehlo.reduce(%77 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
      %79 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
      %80 = stablehlo.multiply %78, %79 : tensor<2x16xf32>
      mhlo.return %80 : tensor<2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x2x2x16xf32>) -> tensor<2x16xf32>
    %19 = "mhlo.fusion"(%18, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<2x16xf32>, %arg8: tensor<16x10xf32>):
      %76 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
      mhlo.return %76 : tensor<2x10xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %20 = "mhlo.fusion"(%19, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x10xf32>, %arg8: tensor<f32>):
      %76 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
      mhlo.return %76 : tensor<2xf32>
    }) {output_operand_aliasing = []} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %21 = "mhlo.fusion"(%19, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x10xf32>, %arg8: tensor<2xf32>):
      %76 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
      %77 = stablehlo.subtract %arg7, %76 : tensor<2x10xf32>
      %78 = stablehlo.exponential %77 : tensor<2x10xf32>
      mhlo.return %78 : tensor<2x10xf32>
    }) {output_operand_aliasing = []} : (tensor<2x10xf32>, tensor<2xf32>) -> tensor<2x10xf32>
    %22 = "mhlo.fusion"(%21, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x10xf32>, %arg8: tensor<f32>):
      %76 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
      mhlo.return %76 : tensor<2xf32>
    }) {output_operand_aliasing = []} : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %23 = "mhlo.fusion"(%22, %14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2xf32>, %arg8: tensor<2x10xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.reduce(%arg8 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
      %77 = stablehlo.negate %76 : tensor<2xf32>
      %78 = stablehlo.divide %77, %arg7 : tensor<2xf32>
      mhlo.return %78 : tensor<2xf32>
    }) {output_operand_aliasing = []} : (tensor<2xf32>, tensor<2x10xf32>) -> tensor<2xf32>
    %24 = "mhlo.fusion"(%14, %21, %23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x10xf32>, %arg8: tensor<2x10xf32>, %arg9: tensor<2xf32>):
      %76 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
      %77 = stablehlo.multiply %76, %arg8 : tensor<2x10xf32>
      %78 = stablehlo.add %arg7, %77 : tensor<2x10xf32>
      mhlo.return %78 : tensor<2x10xf32>
    }) {output_operand_aliasing = []} : (tensor<2x10xf32>, tensor<2x10xf32>, tensor<2xf32>) -> tensor<2x10xf32>
    %25 = "mhlo.fusion"(%24, %arg2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<2x10xf32>, %arg8: tensor<16x10xf32>):
      %76 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
      mhlo.return %76 : tensor<2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %26 = "mhlo.fusion"(%25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16xf32>):
      %cst_2 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
      %77 = stablehlo.multiply %arg7, %76 : tensor<2x16xf32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x2x2x16xf32>
      mhlo.return %78 : tensor<2x2x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16xf32>) -> tensor<2x2x2x16xf32>
    %27 = "mhlo.fusion"(%26, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x2x2x16xf32>, %arg8: tensor<f32>):
      %76 = "stablehlo.reduce_window"(%arg7, %arg8) <{base_dilations = array<i64: 1, 2, 2, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
      ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
        %77 = stablehlo.add %arg9, %arg10 : tensor<f32>
        stablehlo.return %77 : tensor<f32>
      }) : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
      mhlo.return %76 : tensor<2x4x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
    %28 = "mhlo.fusion"(%27, %15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x4x4x16xf32>, %arg8: tensor<2x4x4x16xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
      %77 = stablehlo.compare GT, %arg8, %76 : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
      %78 = stablehlo.select %77, %arg7, %76 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
      mhlo.return %78 : tensor<2x4x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xf32>
    %29 = "mhlo.fusion"(%28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x4x4x16xf32>):
      %76 = stablehlo.transpose %arg7, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[4,4,2,16]{3,1,0,2}"} : (tensor<2x4x4x16xf32>) -> tensor<4x4x2x16xf32>
      %77 = mhlo.copy %76 : tensor<4x4x2x16xf32>
      mhlo.return %77 : tensor<4x4x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x4x4x16xf32>) -> tensor<4x4x2x16xf32>
    %30 = stablehlo.convolution(%10, %29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<16x8x8x2xf32>, tensor<4x4x2x16xf32>) -> tensor<16x3x3x16xf32>
    %31 = "mhlo.fusion"(%30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<16x3x3x16xf32>):
      %76 = stablehlo.transpose %arg7, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{3,1,0,2}"} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
      %77 = mhlo.copy %76 : tensor<3x3x16x16xf32>
      mhlo.return %77 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x3x3x16xf32>) -> tensor<3x3x16x16xf32>
    %32 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
      %77 = stablehlo.maximum %arg7, %76 : tensor<2x16x16x8xf32>
      %78 = stablehlo.transpose %77, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[8,16,16,2]{0,2,1,3}"} : (tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32>
      %79 = mhlo.copy %78 : tensor<8x16x16x2xf32>
      mhlo.return %79 : tensor<8x16x16x2xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32>
    %33 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %76 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
      mhlo.return %76 : tensor<2x16x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %34 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %76 = stablehlo.iota dim = 0 : tensor<2x16x16x16xi32>
      mhlo.return %76 : tensor<2x16x16x16xi32>
    }) {output_operand_aliasing = []} : () -> tensor<2x16x16x16xi32>
    %35 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %76 = stablehlo.iota dim = 1 : tensor<2x16x16x16xi32>
      mhlo.return %76 : tensor<2x16x16x16xi32>
    }) {output_operand_aliasing = []} : () -> tensor<2x16x16x16xi32>
    %36 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %76 = stablehlo.iota dim = 2 : tensor<2x16x16x16xi32>
      mhlo.return %76 : tensor<2x16x16x16xi32>
    }) {output_operand_aliasing = []} : () -> tensor<2x16x16x16xi32>
    %37 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %76 = stablehlo.iota dim = 3 : tensor<2x16x16x16xi32>
      mhlo.return %76 : tensor<2x16x16x16xi32>
    }) {output_operand_aliasing = []} : () -> tensor<2x16x16x16xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %38:5 = "mhlo.fusion"(%8, %34, %35, %36, %37, %cst_0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x16xf32>, %arg8: tensor<2x16x16x16xi32>, %arg9: tensor<2x16x16x16xi32>, %arg10: tensor<2x16x16x16xi32>, %arg11: tensor<2x16x16x16xi32>, %arg12: tensor<f32>, %arg13: tensor<i32>):
      %76:5 = "stablehlo.reduce_window"(%arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg13, %arg13, %arg13) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
      ^bb0(%arg14: tensor<f32>, %arg15: tensor<i32>, %arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<f32>, %arg20: tensor<i32>, %arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<i32>):
        %77 = stablehlo.compare GE, %arg14, %arg19 : (tensor<f32>, tensor<f32>) -> tensor<i1>
        %c_2 = stablehlo.constant dense<-1> : tensor<i32>
        %78 = stablehlo.compare NE, %arg15, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %79 = stablehlo.and %77, %78 : tensor<i1>
        %80 = stablehlo.compare NE, %arg20, %c_2 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %81 = stablehlo.not %80 : tensor<i1>
        %82 = stablehlo.or %79, %81 : tensor<i1>
        %83 = stablehlo.select %82, %arg14, %arg19 : tensor<i1>, tensor<f32>
        %84 = stablehlo.select %82, %arg15, %arg20 : tensor<i1>, tensor<i32>
        %85 = stablehlo.select %82, %arg16, %arg21 : tensor<i1>, tensor<i32>
        %86 = stablehlo.select %82, %arg17, %arg22 : tensor<i1>, tensor<i32>
        %87 = stablehlo.select %82, %arg18, %arg23 : tensor<i1>, tensor<i32>
        stablehlo.return %83, %84, %85, %86, %87 : tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
      }) : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<f32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> (tensor<2x8x8x16xf32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>)
      mhlo.return %76#0, %76#1, %76#2, %76#3, %76#4 : tensor<2x8x8x16xf32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<2x16x16x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<2x8x8x16xf32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>)
    %39 = "mhlo.fusion"(%38#4, %38#3, %38#2, %38#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x8x8x16xi32>, %arg8: tensor<2x8x8x16xi32>, %arg9: tensor<2x8x8x16xi32>, %arg10: tensor<2x8x8x16xi32>):
      %76 = mhlo.bitcast %arg10 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
      %77 = mhlo.bitcast %arg9 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
      %78 = mhlo.bitcast %arg8 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
      %79 = mhlo.bitcast %arg7 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x8x8x16xi32>) -> tensor<2x8x8x16x1xi32>
      %80 = stablehlo.concatenate %76, %77, %78, %79, dim = 4 : (tensor<2x8x8x16x1xi32>, tensor<2x8x8x16x1xi32>, tensor<2x8x8x16x1xi32>, tensor<2x8x8x16x1xi32>) -> tensor<2x8x8x16x4xi32>
      %81 = mhlo.bitcast %80 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<2x8x8x16x4xi32>) -> tensor<2048x4xi32>
      mhlo.return %81 : tensor<2048x4xi32>
    }) {output_operand_aliasing = []} : (tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>, tensor<2x8x8x16xi32>) -> tensor<2048x4xi32>
    %40 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x16x16xf32>):
      %76 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x16x16xf32>
      %77 = stablehlo.transpose %76, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,16,16]{2,3,1,0}"} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
      %78 = mhlo.copy %77 : tensor<3x3x16x16xf32>
      mhlo.return %78 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %41 = stablehlo.convolution(%28, %40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %42 = "mhlo.fusion"(%41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x8x8x16xf32>):
      %76 = mhlo.bitcast %arg7 {result_layout = dense<[0, 4, 3, 2, 1]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[2048,1,1,1,1]{0,4,3,2,1}"} : (tensor<2x8x8x16xf32>) -> tensor<2048x1x1x1x1xf32>
      %77 = mhlo.copy %76 : tensor<2048x1x1x1x1xf32>
      mhlo.return %77 : tensor<2048x1x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<2x8x8x16xf32>) -> tensor<2048x1x1x1x1xf32>
    %43 = "mhlo.fusion"(%33, %39, %42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x16xf32>, %arg8: tensor<2048x4xi32>, %arg9: tensor<2048x1x1x1x1xf32>):
      %76 = "stablehlo.scatter"(%arg7, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3, 4], scatter_dims_to_operand_dims = [0, 1, 2, 3], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %77 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %77 : tensor<f32>
      }) : (tensor<2x16x16x16xf32>, tensor<2048x4xi32>, tensor<2048x1x1x1x1xf32>) -> tensor<2x16x16x16xf32>
      mhlo.return %76 : tensor<2x16x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x16xf32>, tensor<2048x4xi32>, tensor<2048x1x1x1x1xf32>) -> tensor<2x16x16x16xf32>
    %44 = "mhlo.fusion"(%43, %7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x16xf32>, %arg8: tensor<2x16x16x16xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
      %77 = stablehlo.compare GT, %arg8, %76 : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xi1>
      %78 = stablehlo.select %77, %arg7, %76 : tensor<2x16x16x16xi1>, tensor<2x16x16x16xf32>
      mhlo.return %78 : tensor<2x16x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xf32>
    %45 = mhlo.bitcast %44 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x16x16xf32>) -> tensor<512x16xf32>
    %46 = "mhlo.fusion"(%arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<1x1x8x16xf32>):
      %76 = stablehlo.transpose %arg7, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,8]{2,3,1,0}"} : (tensor<1x1x8x16xf32>) -> tensor<1x1x16x8xf32>
      %77 = mhlo.copy %76 : tensor<1x1x16x8xf32>
      mhlo.return %77 : tensor<1x1x16x8xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x8x16xf32>) -> tensor<1x1x16x8xf32>
    %47 = mhlo.bitcast %46 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x16x8xf32>) -> tensor<16x8xf32>
    %48 = stablehlo.dot %45, %47, precision = [DEFAULT, DEFAULT] : (tensor<512x16xf32>, tensor<16x8xf32>) -> tensor<512x8xf32>
    %49 = mhlo.bitcast %48 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<512x8xf32>) -> tensor<2x16x16x8xf32>
    %50 = "mhlo.fusion"(%49, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>, %arg8: tensor<2x16x16x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
      %77 = stablehlo.compare GT, %arg8, %76 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
      %78 = stablehlo.select %77, %arg7, %76 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
      mhlo.return %78 : tensor<2x16x16x8xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xf32>
    %51 = "mhlo.fusion"(%50) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>):
      %76 = stablehlo.transpose %arg7, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,2,8]{3,1,0,2}"} : (tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32>
      %77 = mhlo.copy %76 : tensor<16x16x2x8xf32>
      mhlo.return %77 : tensor<16x16x2x8xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32>
    %52 = stablehlo.convolution(%32, %51) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x2xf32>, tensor<16x16x2x8xf32>) -> tensor<8x3x3x8xf32>
    %53 = "mhlo.fusion"(%52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<8x3x3x8xf32>):
      %76 = stablehlo.iota dim = 2 : tensor<3x3x8x8xi32>
      %77 = stablehlo.iota dim = 3 : tensor<3x3x8x8xi32>
      %78 = stablehlo.compare EQ, %76, %77 : (tensor<3x3x8x8xi32>, tensor<3x3x8x8xi32>) -> tensor<3x3x8x8xi1>
      %79 = stablehlo.transpose %arg7, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,8,8]{3,1,0,2}"} : (tensor<8x3x3x8xf32>) -> tensor<3x3x8x8xf32>
      %80 = mhlo.copy %79 : tensor<3x3x8x8xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %81 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x8x8xf32>
      %82 = stablehlo.select %78, %80, %81 : tensor<3x3x8x8xi1>, tensor<3x3x8x8xf32>
      mhlo.return %82 : tensor<3x3x8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x3x3x8xf32>) -> tensor<3x3x8x8xf32>
    %54 = "mhlo.fusion"(%53, %cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x8x8xf32>, %arg8: tensor<f32>):
      %76 = "stablehlo.reduce_window"(%arg7, %arg8) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 8, 1>, window_strides = array<i64: 1, 1, 8, 1>}> ({
      ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
        %77 = stablehlo.add %arg9, %arg10 : tensor<f32>
        stablehlo.return %77 : tensor<f32>
      }) : (tensor<3x3x8x8xf32>, tensor<f32>) -> tensor<3x3x1x8xf32>
      mhlo.return %76 : tensor<3x3x1x8xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x8x8xf32>, tensor<f32>) -> tensor<3x3x1x8xf32>
    %55 = stablehlo.dot_general %24, %18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %56 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
      %77 = stablehlo.maximum %arg7, %76 : tensor<2x16x16x8xf32>
      %78 = stablehlo.transpose %77, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[8,16,16,2]{0,2,1,3}"} : (tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32>
      %79 = mhlo.copy %78 : tensor<8x16x16x2xf32>
      mhlo.return %79 : tensor<8x16x16x2xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>) -> tensor<8x16x16x2xf32>
    %57 = "mhlo.fusion"(%44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x16xf32>):
      %76 = stablehlo.transpose %arg7, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,2,16]{3,1,0,2}"} : (tensor<2x16x16x16xf32>) -> tensor<16x16x2x16xf32>
      %77 = mhlo.copy %76 : tensor<16x16x2x16xf32>
      mhlo.return %77 : tensor<16x16x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x16xf32>) -> tensor<16x16x2x16xf32>
    %58 = stablehlo.convolution(%56, %57) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x2xf32>, tensor<16x16x2x16xf32>) -> tensor<8x1x1x16xf32>
    %59 = mhlo.bitcast %58 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<8x1x1x16xf32>) -> tensor<1x1x8x16xf32>
    %60 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x3xf32>):
      %76 = stablehlo.transpose %arg7, dims = [3, 1, 2, 0] {result_layout = dense<[0, 2, 1, 3]> : tensor<4xindex>, xla_shape = "f32[3,16,16,2]{0,2,1,3}"} : (tensor<2x16x16x3xf32>) -> tensor<3x16x16x2xf32>
      %77 = mhlo.copy %76 : tensor<3x16x16x2xf32>
      mhlo.return %77 : tensor<3x16x16x2xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x3xf32>) -> tensor<3x16x16x2xf32>
    %61 = "mhlo.fusion"(%arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x1x8xf32>):
      %76 = mhlo.bitcast %arg7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<3x3x1x8xf32>) -> tensor<3x3x8x1xf32>
      %77 = stablehlo.reverse %76, dims = [0, 1] : tensor<3x3x8x1xf32>
      %78 = mhlo.bitcast %77 {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[3,3,1,8]{3,1,0,2}"} : (tensor<3x3x8x1xf32>) -> tensor<3x3x1x8xf32>
      %79 = mhlo.copy %78 : tensor<3x3x1x8xf32>
      mhlo.return %79 : tensor<3x3x1x8xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %62 = stablehlo.convolution(%50, %61) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x16x16x8xf32>
    %63 = "mhlo.fusion"(%62, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2x16x16x8xf32>, %arg8: tensor<2x16x16x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
      %77 = stablehlo.compare GT, %arg8, %76 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
      %78 = stablehlo.select %77, %arg7, %76 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
      %79 = stablehlo.transpose %78, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[16,16,2,8]{3,1,0,2}"} : (tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32>
      %80 = mhlo.copy %79 : tensor<16x16x2x8xf32>
      mhlo.return %80 : tensor<16x16x2x8xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<16x16x2x8xf32>
    %64 = stablehlo.convolution(%60, %63) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<3x16x16x2xf32>, tensor<16x16x2x8xf32>) -> tensor<3x3x3x8xf32>
    %65 = "mhlo.fusion"(%64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x3x8xf32>):
      %76 = stablehlo.transpose %arg7, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[3,3,3,8]{3,1,0,2}"} : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
      %77 = mhlo.copy %76 : tensor<3x3x3x8xf32>
      mhlo.return %77 : tensor<3x3x3x8xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %66 = "mhlo.fusion"(%22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2xf32>):
      %76 = stablehlo.log %arg7 : tensor<2xf32>
      mhlo.return %76 : tensor<2xf32>
    }) {output_operand_aliasing = []} : (tensor<2xf32>) -> tensor<2xf32>
    %67 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2xi32>):
      %76 = stablehlo.iota dim = 0 : tensor<2x1x1xi32>
      %77 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %78 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %79 = stablehlo.compare LT, %77, %78 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
      %c_3 = stablehlo.constant dense<10> : tensor<i32>
      %80 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %81 = stablehlo.add %77, %80 : tensor<2x1xi32>
      %82 = stablehlo.select %79, %81, %77 : tensor<2x1xi1>, tensor<2x1xi32>
      %83 = mhlo.bitcast %82 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
      %84 = stablehlo.concatenate %76, %83, dim = 2 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>
      mhlo.return %84 : tensor<2x1x2xi32>
    }) {output_operand_aliasing = []} : (tensor<2xi32>) -> tensor<2x1x2xi32>
    %68 = "mhlo.fusion"(%66, %19, %20, %67, %arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<2xf32>, %arg8: tensor<2x10xf32>, %arg9: tensor<2xf32>, %arg10: tensor<2x1x2xi32>, %arg11: tensor<2xi32>):
      %76 = mhlo.bitcast %arg11 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<2xi32>) -> tensor<2x1xi32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %77 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %78 = stablehlo.compare LT, %76, %77 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
      %c_3 = stablehlo.constant dense<10> : tensor<i32>
      %79 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
      %80 = stablehlo.add %76, %79 : tensor<2x1xi32>
      %81 = stablehlo.select %78, %80, %76 : tensor<2x1xi1>, tensor<2x1xi32>
      %82 = mhlo.bitcast %81 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
      %83 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
      %84 = stablehlo.compare GE, %82, %83 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
      %c_4 = stablehlo.constant dense<9> : tensor<i32>
      %85 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
      %86 = stablehlo.compare LE, %82, %85 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
      %87 = stablehlo.and %84, %86 : tensor<2x1x1xi1>
      %88 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
      %89 = stablehlo.subtract %arg8, %88 : tensor<2x10xf32>
      %90 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
      %91 = stablehlo.subtract %89, %90 : tensor<2x10xf32>
      %92 = mhlo.bitcast %arg10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x1x2xi32>) -> tensor<2x2xi32>
      %93 = "stablehlo.gather"(%91, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x2xi32>) -> tensor<2x1x1xf32>
      %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %94 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x1x1xf32>
      %95 = stablehlo.select %87, %93, %94 : tensor<2x1x1xi1>, tensor<2x1x1xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %96 = stablehlo.reduce(%95 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x1x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %96 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<2xf32>, tensor<2x10xf32>, tensor<2xf32>, tensor<2x1x2xi32>, tensor<2xi32>) -> tensor<f32>
    %69:6 = "stablehlo.all_reduce"(%31, %54, %55, %59, %65, %68) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %76 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %76 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<10x16xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>) -> (tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<10x16xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>)
    %70 = "mhlo.fusion"(%arg0, %69#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x16x16xf32>, %arg8: tensor<3x3x16x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
      %77 = stablehlo.multiply %arg8, %76 : tensor<3x3x16x16xf32>
      %78 = stablehlo.subtract %arg7, %77 : tensor<3x3x16x16xf32>
      mhlo.return %78 : tensor<3x3x16x16xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %71 = "mhlo.fusion"(%arg1, %69#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x1x8xf32>, %arg8: tensor<3x3x1x8xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
      %77 = stablehlo.multiply %arg8, %76 : tensor<3x3x1x8xf32>
      %78 = stablehlo.subtract %arg7, %77 : tensor<3x3x1x8xf32>
      mhlo.return %78 : tensor<3x3x1x8xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x1x8xf32>, tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %72 = "mhlo.fusion"(%arg2, %69#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<16x10xf32>, %arg8: tensor<10x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<10x16xf32>
      %77 = stablehlo.multiply %arg8, %76 : tensor<10x16xf32>
      %78 = stablehlo.transpose %77, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,10]{0,1}"} : (tensor<10x16xf32>) -> tensor<16x10xf32>
      %79 = mhlo.copy %78 : tensor<16x10xf32>
      %80 = stablehlo.subtract %arg7, %79 : tensor<16x10xf32>
      mhlo.return %80 : tensor<16x10xf32>
    }) {output_operand_aliasing = []} : (tensor<16x10xf32>, tensor<10x16xf32>) -> tensor<16x10xf32>
    %73 = "mhlo.fusion"(%arg3, %69#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<1x1x8x16xf32>, %arg8: tensor<1x1x8x16xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
      %77 = stablehlo.multiply %arg8, %76 : tensor<1x1x8x16xf32>
      %78 = stablehlo.subtract %arg7, %77 : tensor<1x1x8x16xf32>
      mhlo.return %78 : tensor<1x1x8x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %74 = "mhlo.fusion"(%arg4, %69#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<3x3x3x8xf32>, %arg8: tensor<3x3x3x8xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %76 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
      %77 = stablehlo.multiply %arg8, %76 : tensor<3x3x3x8xf32>
      %78 = stablehlo.subtract %arg7, %77 : tensor<3x3x3x8xf32>
      mhlo.return %78 : tensor<3x3x3x8xf32>
    }) {output_operand_aliasing = []} : (tensor<3x3x3x8xf32>, tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %75 = "mhlo.fusion"(%69#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %76 = stablehlo.multiply %arg7, %cst_2 : tensor<f32>
      %77 = stablehlo.negate %76 : tensor<f32>
      mhlo.return %77 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %70, %71, %72, %73, %74, %75 : tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<16x10xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>
  }
}
