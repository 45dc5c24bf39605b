module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg7: tensor<32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<128xf32> {jax.result_info = "result[0][0]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64x128xf32> {jax.result_info = "result[0][0]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<128xf32> {jax.result_info = "result[0][1]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x128xf32> {jax.result_info = "result[0][1]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<8xf32> {jax.result_info = "result[0][2]['b']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x8xf32> {jax.result_info = "result[0][2]['w']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg6, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x128xf32>
    %4 = call @relu(%3) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<32x128xf32>
    %10 = stablehlo.add %7, %9 : tensor<32x128xf32>
    %11 = call @relu(%10) : (tensor<32x128xf32>) -> tensor<32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<32x128xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x8xf32>) -> tensor<32x8xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %17 = stablehlo.add %14, %16 : tensor<32x8xf32>
    %18:3 = call @log_softmax(%17) : (tensor<32x8xf32>) -> (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x1xf32>)
    %19 = stablehlo.broadcast_in_dim %arg7, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %20:2 = call @take_along_axis(%18#0, %19) : (tensor<32x8xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20#0 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_2 : tensor<f32>
    %23 = stablehlo.negate %22 : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.negate %cst_3 : tensor<f32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_4 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %27 = call @take_along_axis_0(%20#1, %26) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x8xf32>
    %28 = call @log_softmax_1(%18#1, %18#2, %27) : (tensor<32x8xf32>, tensor<32x1xf32>, tensor<32x8xf32>) -> tensor<32x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<32x8xf32>, tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.reshape %29 : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.dot_general %28, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x8xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %34 = stablehlo.dot_general %28, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x8xf32>, tensor<128x8xf32>) -> tensor<32x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %36 = stablehlo.select %13, %34, %35 : tensor<32x128xi1>, tensor<32x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %38 = stablehlo.reshape %37 : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %40 = stablehlo.dot_general %36, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x128xf32>) -> tensor<128x128xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %42 = stablehlo.dot_general %36, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x128xf32>) -> tensor<32x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %44 = stablehlo.select %6, %42, %43 : tensor<32x128xi1>, tensor<32x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_11) applies stablehlo.add across dimensions = [0] : (tensor<32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %46 = stablehlo.reshape %45 : (tensor<128xf32>) -> tensor<1x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %48 = stablehlo.dot_general %44, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %49 = stablehlo.transpose %48, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %51 = stablehlo.multiply %50, %47 : tensor<128xf32>
    %52 = stablehlo.subtract %arg0, %51 : tensor<128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %54 = stablehlo.multiply %53, %49 : tensor<64x128xf32>
    %55 = stablehlo.subtract %arg1, %54 : tensor<64x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %57 = stablehlo.multiply %56, %39 : tensor<128xf32>
    %58 = stablehlo.subtract %arg2, %57 : tensor<128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %60 = stablehlo.multiply %59, %41 : tensor<128x128xf32>
    %61 = stablehlo.subtract %arg3, %60 : tensor<128x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.multiply %62, %31 : tensor<8xf32>
    %64 = stablehlo.subtract %arg4, %63 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %66 = stablehlo.multiply %65, %33 : tensor<128x8xf32>
    %67 = stablehlo.subtract %arg5, %66 : tensor<128x8xf32>
    return %52, %55, %58, %61, %64, %67, %23 : tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<128x8xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<32x128xf32>) -> tensor<32x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x128xf32>
    return %1 : tensor<32x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<32x8xf32>) -> (tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<32x8xf32>
    %6 = stablehlo.exponential %5 : tensor<32x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.log %8 : tensor<32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<32x8xf32>
    return %11, %6, %8 : tensor<32x8xf32>, tensor<32x8xf32>, tensor<32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x8xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x8xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x8xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x8xf32>
    return %1 : tensor<32x8xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<32x8xf32>, %arg1: tensor<32x1xf32>, %arg2: tensor<32x8xf32>) -> tensor<32x8xf32> {
    %0 = stablehlo.negate %arg2 : tensor<32x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<32x8xf32>, tensor<f32>) -> tensor<32xf32>
    %2 = stablehlo.reshape %1 : (tensor<32xf32>) -> tensor<32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<32x1xf32>, tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<32x8xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<32x8xf32>
    return %7 : tensor<32x8xf32>
  }
}
