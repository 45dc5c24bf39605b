module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1]>
  func.func private @fused_computation(%arg0: tensor<8x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    return %0 : tensor<8x128xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<8x8xf32>, %arg1: tensor<128x8xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<128x8xf32>) -> tensor<8x128xf32>
    return %0 : tensor<8x128xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<8x128xf32>, %arg1: tensor<128x8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<8x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    return %0 : tensor<8x128xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<8x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    return %0 : tensor<8x128xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.6(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<8x8xf32>, %arg3: tensor<8xf32>, %arg4: tensor<8x1x2xi32>, %arg5: tensor<8xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<8x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<8x1xi1>, tensor<8x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %c_1 = stablehlo.constant dense<7> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<8x1x1xi1>
    %12 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %13 = stablehlo.add %arg2, %12 : tensor<8x8xf32>
    %14 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<8x8xf32>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<8x8xf32>
    %18 = mhlo.bitcast %arg4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x1x2xi32>) -> tensor<8x2xi32>
    %19 = "stablehlo.gather"(%17, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x2xi32>) -> tensor<8x1x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %21 = stablehlo.select %11, %19, %20 : tensor<8x1x1xi1>, tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1xf32>, tensor<f32>) -> tensor<f32>
    return %22 : tensor<f32>
  }
  func.func private @fused_computation.7(%arg0: tensor<128x8xf32>, %arg1: tensor<8x128xf32>) -> tensor<128x8xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<8x128xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,8]{0,1}"} : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %3 = mhlo.copy %2 : tensor<128x8xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<128x8xf32>
    return %4 : tensor<128x8xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<8xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<128x128xf32>, %arg1: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128x128xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %3 = mhlo.copy %2 : tensor<128x128xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<128x128xf32>
    return %4 : tensor<128x128xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<64x128xf32>, %arg1: tensor<128x64xf32>) -> tensor<64x128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %3 = mhlo.copy %2 : tensor<64x128xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x128xf32>
    return %4 : tensor<64x128xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<128xf32>
    return %2 : tensor<128xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<8x128xf32>, %arg1: tensor<8x128xf32>, %arg2: tensor<128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %1 = stablehlo.add %arg1, %0 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %3 = stablehlo.compare GT, %1, %2 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %4 = stablehlo.select %3, %arg0, %2 : tensor<8x128xi1>, tensor<8x128xf32>
    return %4 : tensor<8x128xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<8x128xf32>, %arg1: tensor<8x128xf32>, %arg2: tensor<128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %1 = stablehlo.add %arg1, %0 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %3 = stablehlo.compare GT, %1, %2 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %4 = stablehlo.select %3, %arg0, %2 : tensor<8x128xi1>, tensor<8x128xf32>
    return %4 : tensor<8x128xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<8x8xf32>
    %2 = stablehlo.add %arg0, %1 : tensor<8x8xf32>
    return %2 : tensor<8x8xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.16(%arg0: tensor<8xf32>, %arg1: tensor<8x8xf32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.negate %0 : tensor<8xf32>
    %2 = stablehlo.divide %1, %arg0 : tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8xf32>) -> tensor<8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.add %arg1, %0 : tensor<8x8xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %3 = stablehlo.subtract %1, %2 : tensor<8x8xf32>
    %4 = stablehlo.exponential %3 : tensor<8x8xf32>
    return %4 : tensor<8x8xf32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.18(%arg0: tensor<8x8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %2 : tensor<8xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<8x128xf32>, %arg1: tensor<128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<8x128xf32>
    return %3 : tensor<8x128xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<8xi32>) -> tensor<8x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<8x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<8x1xi1>, tensor<8x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x2xi32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x1x2xi32>) -> tensor<8x2xi32>
    return %9 : tensor<8x2xi32>
  }
  func.func private @fused_computation.21(%arg0: tensor<8xi32>) -> tensor<8x1x2xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<8x1x1xi32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<8x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<8x1xi1>, tensor<8x1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %8 = stablehlo.concatenate %0, %7, dim = 2 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x2xi32>
    return %8 : tensor<8x1x2xi32>
  }
  func.func private @fused_computation.22(%arg0: tensor<8x128xf32>, %arg1: tensor<128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %3 = stablehlo.maximum %1, %2 : tensor<8x128xf32>
    return %3 : tensor<8x128xf32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<8x8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<8x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    return %0 : tensor<8x1x1xf32>
  }
  func.func private @region_3.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<8x8xf32>, %arg1: tensor<8x2xi32>, %arg2: tensor<8x1x1xf32>) -> tensor<8x8xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<8x2xi32>, tensor<8x1x1xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<8x128xf32>, %arg1: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.2(%arg0: tensor<8x128xf32>, %arg1: tensor<f32>) -> tensor<128xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    return %0 : tensor<128xf32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.3(%arg0: tensor<8x8xf32>, %arg1: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.log %arg0 : tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @region_6.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64x128xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<128x128xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<8xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<128x8xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<8x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg7: tensor<8xi32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> (tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<128x8xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<f32>):
      %35 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
      mhlo.return %35 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<8x8xf32>
    %1 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xi32>):
      %35 = stablehlo.iota dim = 0 : tensor<8x1x1xi32>
      %36 = mhlo.bitcast %arg8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<8xi32>) -> tensor<8x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %38 = stablehlo.compare LT, %36, %37 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
      %c_1 = stablehlo.constant dense<8> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %40 = stablehlo.add %36, %39 : tensor<8x1xi32>
      %41 = stablehlo.select %38, %40, %36 : tensor<8x1xi1>, tensor<8x1xi32>
      %42 = mhlo.bitcast %41 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
      %43 = stablehlo.concatenate %35, %42, dim = 2 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x2xi32>
      %44 = mhlo.bitcast %43 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x1x2xi32>) -> tensor<8x2xi32>
      mhlo.return %44 : tensor<8x2xi32>
    }) {output_operand_aliasing = []} : (tensor<8xi32>) -> tensor<8x2xi32>
    %cst_0 = stablehlo.constant dense<-3.125000e-02> : tensor<f32>
    %2 = "mhlo.fusion"(%cst_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<f32>):
      %35 = stablehlo.broadcast_in_dim %arg8, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      mhlo.return %35 : tensor<8x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<8x1x1xf32>
    %3 = "mhlo.fusion"(%0, %1, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x8xf32>, %arg9: tensor<8x2xi32>, %arg10: tensor<8x1x1xf32>):
      %35 = "stablehlo.scatter"(%arg8, %arg9, %arg10) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
        %36 = stablehlo.add %arg11, %arg12 : tensor<f32>
        stablehlo.return %36 : tensor<f32>
      }) : (tensor<8x8xf32>, tensor<8x2xi32>, tensor<8x1x1xf32>) -> tensor<8x8xf32>
      mhlo.return %35 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<8x2xi32>, tensor<8x1x1xf32>) -> tensor<8x8xf32>
    %4 = "mhlo.fusion"(%arg6, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<8x64xf32>, %arg9: tensor<64x128xf32>):
      %35 = stablehlo.dot %arg8, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
      mhlo.return %35 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %5 = "mhlo.fusion"(%4, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<128xf32>):
      %35 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
      %36 = stablehlo.add %arg8, %35 : tensor<8x128xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %38 = stablehlo.maximum %36, %37 : tensor<8x128xf32>
      mhlo.return %38 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
    %6 = "mhlo.fusion"(%5, %arg3) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<128x128xf32>):
      %35 = stablehlo.dot %arg8, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
      mhlo.return %35 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %7 = "mhlo.fusion"(%6, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<128xf32>):
      %35 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
      %36 = stablehlo.add %arg8, %35 : tensor<8x128xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %38 = stablehlo.maximum %36, %37 : tensor<8x128xf32>
      mhlo.return %38 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
    %8 = "mhlo.fusion"(%7, %arg5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<128x8xf32>):
      %35 = stablehlo.dot %arg8, %arg9, precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
      mhlo.return %35 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %9 = "mhlo.fusion"(%8, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x8xf32>, %arg9: tensor<8xf32>):
      %35 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
      %36 = stablehlo.add %arg8, %35 : tensor<8x8xf32>
      %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %37 = stablehlo.reduce(%36 init: %cst_1) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      mhlo.return %37 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %10 = "mhlo.fusion"(%9, %8, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8xf32>):
      %35 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
      %36 = stablehlo.add %arg9, %35 : tensor<8x8xf32>
      %37 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %38 = stablehlo.subtract %36, %37 : tensor<8x8xf32>
      %39 = stablehlo.exponential %38 : tensor<8x8xf32>
      mhlo.return %39 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
    %11 = "mhlo.fusion"(%10, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x8xf32>, %arg9: tensor<f32>):
      %35 = stablehlo.reduce(%arg8 init: %arg9) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      mhlo.return %35 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %12 = "mhlo.fusion"(%11, %3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xf32>, %arg9: tensor<8x8xf32>):
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %35 = stablehlo.reduce(%arg9 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %36 = stablehlo.negate %35 : tensor<8xf32>
      %37 = stablehlo.divide %36, %arg8 : tensor<8xf32>
      mhlo.return %37 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<8x8xf32>) -> tensor<8xf32>
    %13 = "mhlo.fusion"(%3, %10, %12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x8xf32>, %arg9: tensor<8x8xf32>, %arg10: tensor<8xf32>):
      %35 = stablehlo.broadcast_in_dim %arg10, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %36 = stablehlo.multiply %35, %arg9 : tensor<8x8xf32>
      %37 = stablehlo.add %arg8, %36 : tensor<8x8xf32>
      mhlo.return %37 : tensor<8x8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8xf32>) -> tensor<8x8xf32>
    %14 = "mhlo.fusion"(%13, %arg5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<8x8xf32>, %arg9: tensor<128x8xf32>):
      %35 = stablehlo.dot_general %arg8, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<128x8xf32>) -> tensor<8x128xf32>
      mhlo.return %35 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<128x8xf32>) -> tensor<8x128xf32>
    %15 = "mhlo.fusion"(%14, %6, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<8x128xf32>, %arg10: tensor<128xf32>):
      %35 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
      %36 = stablehlo.add %arg9, %35 : tensor<8x128xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %38 = stablehlo.compare GT, %36, %37 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
      %39 = stablehlo.select %38, %arg8, %37 : tensor<8x128xi1>, tensor<8x128xf32>
      mhlo.return %39 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
    %16 = "mhlo.fusion"(%15, %arg3) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<128x128xf32>):
      %35 = stablehlo.dot_general %arg8, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
      mhlo.return %35 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %17 = "mhlo.fusion"(%16, %4, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<8x128xf32>, %arg10: tensor<128xf32>):
      %35 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
      %36 = stablehlo.add %arg9, %35 : tensor<8x128xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %38 = stablehlo.compare GT, %36, %37 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
      %39 = stablehlo.select %38, %arg8, %37 : tensor<8x128xi1>, tensor<8x128xf32>
      mhlo.return %39 : tensor<8x128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<128xf32>) -> tensor<8x128xf32>
    %18 = "mhlo.fusion"(%17, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<f32>):
      %35 = stablehlo.reduce(%arg8 init: %arg9) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
      mhlo.return %35 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %19 = stablehlo.dot_general %17, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x64xf32>) -> tensor<128x64xf32>
    %20 = "mhlo.fusion"(%15, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x128xf32>, %arg9: tensor<f32>):
      %35 = stablehlo.reduce(%arg8 init: %arg9) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
      mhlo.return %35 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %21 = stablehlo.dot_general %15, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<128x128xf32>
    %22 = "mhlo.fusion"(%13, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8x8xf32>, %arg9: tensor<f32>):
      %35 = stablehlo.reduce(%arg8 init: %arg9) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      mhlo.return %35 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %23 = stablehlo.dot_general %13, %7, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %24 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xf32>):
      %35 = stablehlo.log %arg8 : tensor<8xf32>
      mhlo.return %35 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>) -> tensor<8xf32>
    %25 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xi32>):
      %35 = stablehlo.iota dim = 0 : tensor<8x1x1xi32>
      %36 = mhlo.bitcast %arg8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<8xi32>) -> tensor<8x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %37 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %38 = stablehlo.compare LT, %36, %37 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
      %c_1 = stablehlo.constant dense<8> : tensor<i32>
      %39 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %40 = stablehlo.add %36, %39 : tensor<8x1xi32>
      %41 = stablehlo.select %38, %40, %36 : tensor<8x1xi1>, tensor<8x1xi32>
      %42 = mhlo.bitcast %41 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
      %43 = stablehlo.concatenate %35, %42, dim = 2 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x2xi32>
      mhlo.return %43 : tensor<8x1x2xi32>
    }) {output_operand_aliasing = []} : (tensor<8xi32>) -> tensor<8x1x2xi32>
    %26 = "mhlo.fusion"(%24, %9, %8, %arg4, %25, %arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xf32>, %arg9: tensor<8xf32>, %arg10: tensor<8x8xf32>, %arg11: tensor<8xf32>, %arg12: tensor<8x1x2xi32>, %arg13: tensor<8xi32>):
      %35 = mhlo.bitcast %arg13 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<8xi32>) -> tensor<8x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %37 = stablehlo.compare LT, %35, %36 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
      %c_1 = stablehlo.constant dense<8> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %39 = stablehlo.add %35, %38 : tensor<8x1xi32>
      %40 = stablehlo.select %37, %39, %35 : tensor<8x1xi1>, tensor<8x1xi32>
      %41 = mhlo.bitcast %40 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
      %42 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
      %43 = stablehlo.compare GE, %41, %42 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
      %c_2 = stablehlo.constant dense<7> : tensor<i32>
      %44 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
      %45 = stablehlo.compare LE, %41, %44 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
      %46 = stablehlo.and %43, %45 : tensor<8x1x1xi1>
      %47 = stablehlo.broadcast_in_dim %arg11, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
      %48 = stablehlo.add %arg10, %47 : tensor<8x8xf32>
      %49 = stablehlo.broadcast_in_dim %arg9, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %50 = stablehlo.subtract %48, %49 : tensor<8x8xf32>
      %51 = stablehlo.broadcast_in_dim %arg8, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
      %52 = stablehlo.subtract %50, %51 : tensor<8x8xf32>
      %53 = mhlo.bitcast %arg12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<8x1x2xi32>) -> tensor<8x2xi32>
      %54 = "stablehlo.gather"(%52, %53) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x2xi32>) -> tensor<8x1x1xf32>
      %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %55 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %56 = stablehlo.select %46, %54, %55 : tensor<8x1x1xi1>, tensor<8x1x1xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %57 = stablehlo.reduce(%56 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x1x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %57 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<8xf32>, tensor<8x8xf32>, tensor<8xf32>, tensor<8x1x2xi32>, tensor<8xi32>) -> tensor<f32>
    %27:7 = "stablehlo.all_reduce"(%18, %19, %20, %21, %22, %23, %26) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %35 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %35 : tensor<f32>
    }) : (tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<8x128xf32>, tensor<f32>) -> (tensor<128xf32>, tensor<128x64xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<8x128xf32>, tensor<f32>)
    %28 = "mhlo.fusion"(%arg0, %27#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128xf32>, %arg9: tensor<128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %36 = stablehlo.multiply %arg9, %35 : tensor<128xf32>
      %37 = stablehlo.subtract %arg8, %36 : tensor<128xf32>
      mhlo.return %37 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %29 = "mhlo.fusion"(%arg1, %27#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<64x128xf32>, %arg9: tensor<128x64xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
      %36 = stablehlo.multiply %arg9, %35 : tensor<128x64xf32>
      %37 = stablehlo.transpose %36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
      %38 = mhlo.copy %37 : tensor<64x128xf32>
      %39 = stablehlo.subtract %arg8, %38 : tensor<64x128xf32>
      mhlo.return %39 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %30 = "mhlo.fusion"(%arg2, %27#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128xf32>, %arg9: tensor<128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128xf32>
      %36 = stablehlo.multiply %arg9, %35 : tensor<128xf32>
      %37 = stablehlo.subtract %arg8, %36 : tensor<128xf32>
      mhlo.return %37 : tensor<128xf32>
    }) {output_operand_aliasing = []} : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
    %31 = "mhlo.fusion"(%arg3, %27#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x128xf32>, %arg9: tensor<128x128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
      %36 = stablehlo.multiply %arg9, %35 : tensor<128x128xf32>
      %37 = stablehlo.transpose %36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
      %38 = mhlo.copy %37 : tensor<128x128xf32>
      %39 = stablehlo.subtract %arg8, %38 : tensor<128x128xf32>
      mhlo.return %39 : tensor<128x128xf32>
    }) {output_operand_aliasing = []} : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %32 = "mhlo.fusion"(%arg4, %27#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<8xf32>, %arg9: tensor<8xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %36 = stablehlo.multiply %arg9, %35 : tensor<8xf32>
      %37 = stablehlo.subtract %arg8, %36 : tensor<8xf32>
      mhlo.return %37 : tensor<8xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %33 = "mhlo.fusion"(%arg5, %27#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<128x8xf32>, %arg9: tensor<8x128xf32>):
      %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %35 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
      %36 = stablehlo.multiply %arg9, %35 : tensor<8x128xf32>
      %37 = stablehlo.transpose %36, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,8]{0,1}"} : (tensor<8x128xf32>) -> tensor<128x8xf32>
      %38 = mhlo.copy %37 : tensor<128x8xf32>
      %39 = stablehlo.subtract %arg8, %38 : tensor<128x8xf32>
      mhlo.return %39 : tensor<128x8xf32>
    }) {output_operand_aliasing = []} : (tensor<128x8xf32>, tensor<8x128xf32>) -> tensor<128x8xf32>
    %34 = "mhlo.fusion"(%27#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg8: tensor<f32>):
      %cst_1 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %35 = stablehlo.multiply %arg8, %cst_1 : tensor<f32>
      %36 = stablehlo.negate %35 : tensor<f32>
      mhlo.return %36 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %28, %29, %30, %31, %32, %33, %34 : tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<128x8xf32>, tensor<f32>
  }
}
