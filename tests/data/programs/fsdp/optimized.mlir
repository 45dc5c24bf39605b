module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1]>
  func.func private @fused_computation(%arg0: tensor<4x64xf32>, %arg1: tensor<256x64xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<4x256xf32>, %arg1: tensor<64x256xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<64x256xf32>) -> tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<4x64xf32>, %arg1: tensor<256x64xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<4x8xf32>, %arg1: tensor<64x8xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<64x8xf32>) -> tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<4x64xf32>, %arg1: tensor<64x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<4x256xf32>, %arg1: tensor<256x64xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<4x64xf32>, %arg1: tensor<64x256xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<4x256xf32>, %arg1: tensor<256x64xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<4x64xf32>, %arg1: tensor<64x256xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
    return %0 : tensor<4x256xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.10(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: tensor<4x1x2xi32>, %arg4: tensor<4xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<4xi32>) -> tensor<4x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<4x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<4x1xi1>, tensor<4x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<4x1x1xi1>
    %12 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %13 = stablehlo.subtract %arg1, %12 : tensor<4x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<4x8xf32>
    %16 = mhlo.bitcast %arg3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x2xi32>) -> tensor<4x2xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x1x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
    %19 = stablehlo.select %11, %17, %18 : tensor<4x1x1xi1>, tensor<4x1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<f32>
    return %20 : tensor<f32>
  }
  func.func private @fused_computation.11(%arg0: tensor<16x8xf32>, %arg1: tensor<8x64xf32>, %arg2: tensor<ui32>) -> tensor<16x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %1, sizes = [8, 16] : (tensor<8x64xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<8x16xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %6 = mhlo.copy %5 : tensor<16x8xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<16x8xf32>
    return %7 : tensor<16x8xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<64x64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<ui32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %1, sizes = [64, 64] : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %6 = mhlo.copy %5 : tensor<64x64xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<64x64xf32>
    return %7 : tensor<64x64xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<16x256xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<ui32>) -> tensor<16x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %1, sizes = [256, 16] : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<256x16xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<256x16xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %6 = mhlo.copy %5 : tensor<16x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<16x256xf32>
    return %7 : tensor<16x256xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<64x64xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<ui32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %1, sizes = [64, 64] : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %6 = mhlo.copy %5 : tensor<64x64xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<64x64xf32>
    return %7 : tensor<64x64xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<16x256xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<ui32>) -> tensor<16x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.convert %arg2 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %1, sizes = [256, 16] : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<256x16xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<256x16xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %6 = mhlo.copy %5 : tensor<16x256xf32>
    %7 = stablehlo.subtract %arg0, %6 : tensor<16x256xf32>
    return %7 : tensor<16x256xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg2, %3 : tensor<4x256xf32>
    %5 = stablehlo.multiply %arg1, %arg2 : tensor<4x256xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<4x256xf32>
    %7 = stablehlo.subtract %0, %arg0 : tensor<4x256xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<4x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<4x256xf32>
    %13 = stablehlo.add %4, %12 : tensor<4x256xf32>
    %cst_2 = stablehlo.constant dense<0.0356774069> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %10, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %arg1, %arg1 : tensor<4x256xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<4x256xf32>
    %20 = stablehlo.add %13, %19 : tensor<4x256xf32>
    return %20 : tensor<4x256xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>, %arg2: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg2, %3 : tensor<4x256xf32>
    %5 = stablehlo.multiply %arg1, %arg2 : tensor<4x256xf32>
    %6 = stablehlo.multiply %5, %2 : tensor<4x256xf32>
    %7 = stablehlo.subtract %0, %arg0 : tensor<4x256xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x256xf32>
    %9 = stablehlo.multiply %8, %arg0 : tensor<4x256xf32>
    %10 = stablehlo.add %8, %9 : tensor<4x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<4x256xf32>
    %13 = stablehlo.add %4, %12 : tensor<4x256xf32>
    %cst_2 = stablehlo.constant dense<0.0356774069> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %15 = stablehlo.multiply %10, %14 : tensor<4x256xf32>
    %16 = stablehlo.multiply %arg1, %arg1 : tensor<4x256xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<4x256xf32>
    %19 = stablehlo.multiply %15, %18 : tensor<4x256xf32>
    %20 = stablehlo.add %13, %19 : tensor<4x256xf32>
    return %20 : tensor<4x256xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<4x8xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.19(%arg0: tensor<4xf32>, %arg1: tensor<4x8xf32>) -> tensor<4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.negate %0 : tensor<4xf32>
    %2 = stablehlo.divide %1, %arg0 : tensor<4xf32>
    return %2 : tensor<4xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %1 = stablehlo.subtract %arg0, %0 : tensor<4x8xf32>
    %2 = stablehlo.exponential %1 : tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.add %arg1, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x256xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x256xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<4x256xf32>
    %7 = stablehlo.tanh %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<4x256xf32>, %arg1: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %1 = stablehlo.add %arg1, %0 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x256xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<4x256xf32>
    return %4 : tensor<4x256xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<4x256xf32>) -> tensor<4x256xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x256xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<4x256xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<4x256xf32>
    %4 = stablehlo.add %arg0, %3 : tensor<4x256xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<4x256xf32>
    %7 = stablehlo.tanh %6 : tensor<4x256xf32>
    return %7 : tensor<4x256xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<4xi32>) -> tensor<4x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<4xi32>) -> tensor<4x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<4x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<4x1xi1>, tensor<4x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x2xi32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x2xi32>) -> tensor<4x2xi32>
    return %9 : tensor<4x2xi32>
  }
  func.func private @fused_computation.26(%arg0: tensor<4xi32>) -> tensor<4x1x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<4x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<4xi32>) -> tensor<4x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<4x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<4x1xi1>, tensor<4x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x2xi32>
    return %8 : tensor<4x1x2xi32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<4x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
    return %0 : tensor<4x1x1xf32>
  }
  func.func private @region_3.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<4x8xf32>, %arg1: tensor<4x2xi32>, %arg2: tensor<4x1x1xf32>) -> tensor<4x8xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<4x2xi32>, tensor<4x1x1xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<4x64xf32>, %arg1: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<4x64xf32>, %arg1: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<4xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @wrapped_add_computation.2(%arg0: tensor<4x64xf32>, %arg1: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.log %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<16x256xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg2: tensor<16x256xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg3: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg4: tensor<16x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg5: tensor<4x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg6: tensor<4xi32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> (tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x8xf32>, tensor<f32>) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<64x256xf32>
    %1 = "mhlo.fusion"(%arg5, %0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<64x256xf32>):
      %48 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
      mhlo.return %48 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
    %2 = "mhlo.fusion"(%1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x256xf32>):
      %48 = stablehlo.multiply %arg7, %arg7 : tensor<4x256xf32>
      %49 = stablehlo.multiply %48, %arg7 : tensor<4x256xf32>
      %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
      %52 = stablehlo.add %arg7, %51 : tensor<4x256xf32>
      %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %54 = stablehlo.multiply %52, %53 : tensor<4x256xf32>
      %55 = stablehlo.tanh %54 : tensor<4x256xf32>
      mhlo.return %55 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %48 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
      mhlo.return %48 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x8xf32>
    %4 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4xi32>):
      %48 = stablehlo.iota dim = 0 : tensor<4x1x1xi32>
      %49 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %51 = stablehlo.compare LT, %49, %50 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
      %c_2 = stablehlo.constant dense<8> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %53 = stablehlo.add %49, %52 : tensor<4x1xi32>
      %54 = stablehlo.select %51, %53, %49 : tensor<4x1xi1>, tensor<4x1xi32>
      %55 = mhlo.bitcast %54 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
      %56 = stablehlo.concatenate %48, %55, dim = 2 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x2xi32>
      %57 = mhlo.bitcast %56 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x2xi32>) -> tensor<4x2xi32>
      mhlo.return %57 : tensor<4x2xi32>
    }) {output_operand_aliasing = []} : (tensor<4xi32>) -> tensor<4x2xi32>
    %cst_0 = stablehlo.constant dense<-6.250000e-02> : tensor<f32>
    %5 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %48 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      mhlo.return %48 : tensor<4x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x1x1xf32>
    %6 = "mhlo.fusion"(%3, %4, %5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<4x2xi32>, %arg9: tensor<4x1x1xf32>):
      %48 = "stablehlo.scatter"(%arg7, %arg8, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %49 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %49 : tensor<f32>
      }) : (tensor<4x8xf32>, tensor<4x2xi32>, tensor<4x1x1xf32>) -> tensor<4x8xf32>
      mhlo.return %48 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<4x2xi32>, tensor<4x1x1xf32>) -> tensor<4x8xf32>
    %7 = "mhlo.fusion"(%1, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<4x256xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %49 = stablehlo.add %arg8, %48 : tensor<4x256xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
      %52 = stablehlo.multiply %arg7, %51 : tensor<4x256xf32>
      mhlo.return %52 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %8 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x64xf32>) -> tensor<256x64xf32>
    %9 = "mhlo.fusion"(%7, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<256x64xf32>):
      %48 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %10 = "mhlo.fusion"(%arg5, %9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<4x64xf32>):
      %48 = stablehlo.add %arg7, %arg8 : tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %11 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<64x256xf32>
    %12 = "mhlo.fusion"(%10, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<64x256xf32>):
      %48 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
      mhlo.return %48 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
    %13 = "mhlo.fusion"(%12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x256xf32>):
      %48 = stablehlo.multiply %arg7, %arg7 : tensor<4x256xf32>
      %49 = stablehlo.multiply %48, %arg7 : tensor<4x256xf32>
      %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
      %52 = stablehlo.add %arg7, %51 : tensor<4x256xf32>
      %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %53 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %54 = stablehlo.multiply %52, %53 : tensor<4x256xf32>
      %55 = stablehlo.tanh %54 : tensor<4x256xf32>
      mhlo.return %55 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>) -> tensor<4x256xf32>
    %14 = "mhlo.fusion"(%12, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<4x256xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %49 = stablehlo.add %arg8, %48 : tensor<4x256xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
      %52 = stablehlo.multiply %arg7, %51 : tensor<4x256xf32>
      mhlo.return %52 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %15 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x64xf32>) -> tensor<256x64xf32>
    %16 = "mhlo.fusion"(%14, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<256x64xf32>):
      %48 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %17 = "mhlo.fusion"(%10, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<4x64xf32>):
      %48 = stablehlo.add %arg7, %arg8 : tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %18 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x8xf32>) -> tensor<64x8xf32>
    %19 = "mhlo.fusion"(%17, %18) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<64x8xf32>):
      %48 = stablehlo.dot %arg7, %arg8, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
      mhlo.return %48 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %20 = "mhlo.fusion"(%19, %cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<f32>):
      %48 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
      mhlo.return %48 : tensor<4xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %21 = "mhlo.fusion"(%19, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<4xf32>):
      %48 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
      %49 = stablehlo.subtract %arg7, %48 : tensor<4x8xf32>
      %50 = stablehlo.exponential %49 : tensor<4x8xf32>
      mhlo.return %50 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
    %22 = "mhlo.fusion"(%21, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<f32>):
      %48 = stablehlo.reduce(%arg7 init: %arg8) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
      mhlo.return %48 : tensor<4xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %23 = "mhlo.fusion"(%22, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4xf32>, %arg8: tensor<4x8xf32>):
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %48 = stablehlo.reduce(%arg8 init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
      %49 = stablehlo.negate %48 : tensor<4xf32>
      %50 = stablehlo.divide %49, %arg7 : tensor<4xf32>
      mhlo.return %50 : tensor<4xf32>
    }) {output_operand_aliasing = []} : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4xf32>
    %24 = "mhlo.fusion"(%6, %21, %23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<4x8xf32>, %arg9: tensor<4xf32>):
      %48 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
      %49 = stablehlo.multiply %48, %arg8 : tensor<4x8xf32>
      %50 = stablehlo.add %arg7, %49 : tensor<4x8xf32>
      mhlo.return %50 : tensor<4x8xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>) -> tensor<4x8xf32>
    %25 = "mhlo.fusion"(%24, %18) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x8xf32>, %arg8: tensor<64x8xf32>):
      %48 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<64x8xf32>) -> tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x8xf32>, tensor<64x8xf32>) -> tensor<4x64xf32>
    %26 = "mhlo.fusion"(%25, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<256x64xf32>):
      %48 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
      mhlo.return %48 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
    %27 = "mhlo.fusion"(%13, %12, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<4x256xf32>, %arg9: tensor<4x256xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %49 = stablehlo.add %arg7, %48 : tensor<4x256xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
      %52 = stablehlo.multiply %arg9, %51 : tensor<4x256xf32>
      %53 = stablehlo.multiply %arg8, %arg9 : tensor<4x256xf32>
      %54 = stablehlo.multiply %53, %50 : tensor<4x256xf32>
      %55 = stablehlo.subtract %48, %arg7 : tensor<4x256xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<4x256xf32>
      %57 = stablehlo.multiply %56, %arg7 : tensor<4x256xf32>
      %58 = stablehlo.add %56, %57 : tensor<4x256xf32>
      %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %60 = stablehlo.multiply %58, %59 : tensor<4x256xf32>
      %61 = stablehlo.add %52, %60 : tensor<4x256xf32>
      %cst_5 = stablehlo.constant dense<0.0356774069> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %63 = stablehlo.multiply %58, %62 : tensor<4x256xf32>
      %64 = stablehlo.multiply %arg8, %arg8 : tensor<4x256xf32>
      %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %65 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %66 = stablehlo.multiply %64, %65 : tensor<4x256xf32>
      %67 = stablehlo.multiply %63, %66 : tensor<4x256xf32>
      %68 = stablehlo.add %61, %67 : tensor<4x256xf32>
      mhlo.return %68 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %28 = "mhlo.fusion"(%27, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<64x256xf32>):
      %48 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<64x256xf32>) -> tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<64x256xf32>) -> tensor<4x64xf32>
    %29 = "mhlo.fusion"(%25, %28) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<4x64xf32>):
      %48 = stablehlo.add %arg7, %arg8 : tensor<4x64xf32>
      mhlo.return %48 : tensor<4x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<4x64xf32>
    %30 = "mhlo.fusion"(%29, %8) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg7: tensor<4x64xf32>, %arg8: tensor<256x64xf32>):
      %48 = stablehlo.dot_general %arg7, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
      mhlo.return %48 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
    %31 = "mhlo.fusion"(%2, %1, %30) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4x256xf32>, %arg8: tensor<4x256xf32>, %arg9: tensor<4x256xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %49 = stablehlo.add %arg7, %48 : tensor<4x256xf32>
      %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %51 = stablehlo.multiply %49, %50 : tensor<4x256xf32>
      %52 = stablehlo.multiply %arg9, %51 : tensor<4x256xf32>
      %53 = stablehlo.multiply %arg8, %arg9 : tensor<4x256xf32>
      %54 = stablehlo.multiply %53, %50 : tensor<4x256xf32>
      %55 = stablehlo.subtract %48, %arg7 : tensor<4x256xf32>
      %56 = stablehlo.multiply %54, %55 : tensor<4x256xf32>
      %57 = stablehlo.multiply %56, %arg7 : tensor<4x256xf32>
      %58 = stablehlo.add %56, %57 : tensor<4x256xf32>
      %cst_4 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %59 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %60 = stablehlo.multiply %58, %59 : tensor<4x256xf32>
      %61 = stablehlo.add %52, %60 : tensor<4x256xf32>
      %cst_5 = stablehlo.constant dense<0.0356774069> : tensor<f32>
      %62 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %63 = stablehlo.multiply %58, %62 : tensor<4x256xf32>
      %64 = stablehlo.multiply %arg8, %arg8 : tensor<4x256xf32>
      %cst_6 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %65 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
      %66 = stablehlo.multiply %64, %65 : tensor<4x256xf32>
      %67 = stablehlo.multiply %63, %66 : tensor<4x256xf32>
      %68 = stablehlo.add %61, %67 : tensor<4x256xf32>
      mhlo.return %68 : tensor<4x256xf32>
    }) {output_operand_aliasing = []} : (tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>) -> tensor<4x256xf32>
    %32 = stablehlo.dot_general %31, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<4x64xf32>) -> tensor<256x64xf32>
    %33 = stablehlo.dot_general %29, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<4x256xf32>) -> tensor<64x256xf32>
    %34 = stablehlo.dot_general %27, %10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<4x64xf32>) -> tensor<256x64xf32>
    %35 = stablehlo.dot_general %25, %14, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<4x256xf32>) -> tensor<64x256xf32>
    %36 = stablehlo.dot_general %24, %17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<4x64xf32>) -> tensor<8x64xf32>
    %37 = "mhlo.fusion"(%22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4xf32>):
      %48 = stablehlo.log %arg7 : tensor<4xf32>
      mhlo.return %48 : tensor<4xf32>
    }) {output_operand_aliasing = []} : (tensor<4xf32>) -> tensor<4xf32>
    %38 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4xi32>):
      %48 = stablehlo.iota dim = 0 : tensor<4x1x1xi32>
      %49 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %50 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %51 = stablehlo.compare LT, %49, %50 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
      %c_2 = stablehlo.constant dense<8> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %53 = stablehlo.add %49, %52 : tensor<4x1xi32>
      %54 = stablehlo.select %51, %53, %49 : tensor<4x1xi1>, tensor<4x1xi32>
      %55 = mhlo.bitcast %54 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
      %56 = stablehlo.concatenate %48, %55, dim = 2 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x2xi32>
      mhlo.return %56 : tensor<4x1x2xi32>
    }) {output_operand_aliasing = []} : (tensor<4xi32>) -> tensor<4x1x2xi32>
    %39 = "mhlo.fusion"(%37, %19, %20, %38, %arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<4xf32>, %arg8: tensor<4x8xf32>, %arg9: tensor<4xf32>, %arg10: tensor<4x1x2xi32>, %arg11: tensor<4xi32>):
      %48 = mhlo.bitcast %arg11 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<4xi32>) -> tensor<4x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %50 = stablehlo.compare LT, %48, %49 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
      %c_2 = stablehlo.constant dense<8> : tensor<i32>
      %51 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
      %52 = stablehlo.add %48, %51 : tensor<4x1xi32>
      %53 = stablehlo.select %50, %52, %48 : tensor<4x1xi1>, tensor<4x1xi32>
      %54 = mhlo.bitcast %53 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
      %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
      %56 = stablehlo.compare GE, %54, %55 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
      %c_3 = stablehlo.constant dense<7> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
      %58 = stablehlo.compare LE, %54, %57 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
      %59 = stablehlo.and %56, %58 : tensor<4x1x1xi1>
      %60 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
      %61 = stablehlo.subtract %arg8, %60 : tensor<4x8xf32>
      %62 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
      %63 = stablehlo.subtract %61, %62 : tensor<4x8xf32>
      %64 = mhlo.bitcast %arg10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x1x2xi32>) -> tensor<4x2xi32>
      %65 = "stablehlo.gather"(%63, %64) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x1x1xf32>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %66 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x1xf32>
      %67 = stablehlo.select %59, %65, %66 : tensor<4x1x1xi1>, tensor<4x1x1xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %68 = stablehlo.reduce(%67 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x1x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %68 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<4xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<4x1x2xi32>, tensor<4xi32>) -> tensor<f32>
    %40:6 = "stablehlo.all_reduce"(%32, %33, %34, %35, %36, %39) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %48 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %48 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<8x64xf32>, tensor<f32>) -> (tensor<256x64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<8x64xf32>, tensor<f32>)
    %41 = stablehlo.partition_id : tensor<ui32>
    %42 = "mhlo.fusion"(%arg0, %40#0, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<16x256xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<ui32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.convert %arg9 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %49 = stablehlo.multiply %48, %c_2 : tensor<i32>
      %50 = stablehlo.dynamic_slice %arg8, %c, %49, sizes = [256, 16] : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<256x16xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<256x16xf32>
      %53 = stablehlo.transpose %52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<256x16xf32>) -> tensor<16x256xf32>
      %54 = mhlo.copy %53 : tensor<16x256xf32>
      %55 = stablehlo.subtract %arg7, %54 : tensor<16x256xf32>
      mhlo.return %55 : tensor<16x256xf32>
    }) {output_operand_aliasing = []} : (tensor<16x256xf32>, tensor<256x64xf32>, tensor<ui32>) -> tensor<16x256xf32>
    %43 = "mhlo.fusion"(%arg1, %40#1, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<64x64xf32>, %arg8: tensor<64x256xf32>, %arg9: tensor<ui32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.convert %arg9 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<64> : tensor<i32>
      %49 = stablehlo.multiply %48, %c_2 : tensor<i32>
      %50 = stablehlo.dynamic_slice %arg8, %c, %49, sizes = [64, 64] : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<64x64xf32>
      %53 = stablehlo.transpose %52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %54 = mhlo.copy %53 : tensor<64x64xf32>
      %55 = stablehlo.subtract %arg7, %54 : tensor<64x64xf32>
      mhlo.return %55 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x256xf32>, tensor<ui32>) -> tensor<64x64xf32>
    %44 = "mhlo.fusion"(%arg2, %40#2, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<16x256xf32>, %arg8: tensor<256x64xf32>, %arg9: tensor<ui32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.convert %arg9 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %49 = stablehlo.multiply %48, %c_2 : tensor<i32>
      %50 = stablehlo.dynamic_slice %arg8, %c, %49, sizes = [256, 16] : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<256x16xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<256x16xf32>
      %53 = stablehlo.transpose %52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<256x16xf32>) -> tensor<16x256xf32>
      %54 = mhlo.copy %53 : tensor<16x256xf32>
      %55 = stablehlo.subtract %arg7, %54 : tensor<16x256xf32>
      mhlo.return %55 : tensor<16x256xf32>
    }) {output_operand_aliasing = []} : (tensor<16x256xf32>, tensor<256x64xf32>, tensor<ui32>) -> tensor<16x256xf32>
    %45 = "mhlo.fusion"(%arg3, %40#3, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<64x64xf32>, %arg8: tensor<64x256xf32>, %arg9: tensor<ui32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.convert %arg9 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<64> : tensor<i32>
      %49 = stablehlo.multiply %48, %c_2 : tensor<i32>
      %50 = stablehlo.dynamic_slice %arg8, %c, %49, sizes = [64, 64] : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<64x64xf32>
      %53 = stablehlo.transpose %52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %54 = mhlo.copy %53 : tensor<64x64xf32>
      %55 = stablehlo.subtract %arg7, %54 : tensor<64x64xf32>
      mhlo.return %55 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x256xf32>, tensor<ui32>) -> tensor<64x64xf32>
    %46 = "mhlo.fusion"(%arg4, %40#4, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<16x8xf32>, %arg8: tensor<8x64xf32>, %arg9: tensor<ui32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %48 = stablehlo.convert %arg9 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %49 = stablehlo.multiply %48, %c_2 : tensor<i32>
      %50 = stablehlo.dynamic_slice %arg8, %c, %49, sizes = [8, 16] : (tensor<8x64xf32>, tensor<i32>, tensor<i32>) -> tensor<8x16xf32>
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %52 = stablehlo.multiply %50, %51 : tensor<8x16xf32>
      %53 = stablehlo.transpose %52, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<8x16xf32>) -> tensor<16x8xf32>
      %54 = mhlo.copy %53 : tensor<16x8xf32>
      %55 = stablehlo.subtract %arg7, %54 : tensor<16x8xf32>
      mhlo.return %55 : tensor<16x8xf32>
    }) {output_operand_aliasing = []} : (tensor<16x8xf32>, tensor<8x64xf32>, tensor<ui32>) -> tensor<16x8xf32>
    %47 = "mhlo.fusion"(%40#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg7: tensor<f32>):
      %cst_2 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
      %48 = stablehlo.multiply %arg7, %cst_2 : tensor<f32>
      %49 = stablehlo.negate %48 : tensor<f32>
      mhlo.return %49 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %42, %43, %44, %45, %46, %47 : tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x8xf32>, tensor<f32>
  }
}
