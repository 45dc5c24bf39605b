module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=4]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg2: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg5: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg6: tensor<16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}) -> (tensor<64x256xf32> {jax.result_info = "result[0]['blocks'][0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x64xf32> {jax.result_info = "result[0]['blocks'][0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<64x256xf32> {jax.result_info = "result[0]['blocks'][1]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x64xf32> {jax.result_info = "result[0]['blocks'][1]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<64x8xf32> {jax.result_info = "result[0]['head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}]> : tensor<64x256xf32>
    %1 = stablehlo.dot_general %arg5, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<16x256xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<16x256xf32>
    %4 = stablehlo.multiply %1, %1 : tensor<16x256xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<16x256xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<16x256xf32>
    %9 = stablehlo.add %1, %8 : tensor<16x256xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<16x256xf32>
    %12 = stablehlo.tanh %11 : tensor<16x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %14 = stablehlo.subtract %13, %12 : tensor<16x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %16 = stablehlo.add %15, %12 : tensor<16x256xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<16x256xf32>
    %19 = stablehlo.multiply %1, %18 : tensor<16x256xf32>
    %20 = sdy.sharding_constraint %arg1 <@mesh, [{}, {}]> : tensor<256x64xf32>
    %21 = stablehlo.dot_general %19, %20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %22 = stablehlo.add %arg5, %21 : tensor<16x64xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"fsdp"}, {}]> : tensor<16x64xf32>
    %24 = sdy.sharding_constraint %arg2 <@mesh, [{}, {}]> : tensor<64x256xf32>
    %25 = stablehlo.dot_general %23, %24, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x256xf32>) -> tensor<16x256xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<16x256xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<16x256xf32>
    %28 = stablehlo.multiply %25, %25 : tensor<16x256xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<16x256xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %32 = stablehlo.multiply %31, %27 : tensor<16x256xf32>
    %33 = stablehlo.add %25, %32 : tensor<16x256xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<16x256xf32>
    %36 = stablehlo.tanh %35 : tensor<16x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<16x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %40 = stablehlo.add %39, %36 : tensor<16x256xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<16x256xf32>
    %43 = stablehlo.multiply %25, %42 : tensor<16x256xf32>
    %44 = sdy.sharding_constraint %arg3 <@mesh, [{}, {}]> : tensor<256x64xf32>
    %45 = stablehlo.dot_general %43, %44, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<256x64xf32>) -> tensor<16x64xf32>
    %46 = stablehlo.add %23, %45 : tensor<16x64xf32>
    %47 = sdy.sharding_constraint %46 <@mesh, [{"fsdp"}, {}]> : tensor<16x64xf32>
    %48 = sdy.sharding_constraint %arg4 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %49 = stablehlo.dot_general %47, %48, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x8xf32>) -> tensor<16x8xf32>
    %50:3 = call @log_softmax(%49) : (tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x1xf32>)
    %51 = stablehlo.broadcast_in_dim %arg6, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %52:2 = call @take_along_axis(%50#0, %51) : (tensor<16x8xf32>, tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>)
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52#0 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %54 = stablehlo.divide %53, %cst_12 : tensor<f32>
    %55 = stablehlo.negate %54 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.negate %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %57 = stablehlo.divide %56, %cst_14 : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %59 = call @take_along_axis_0(%52#1, %58) : (tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x8xf32>
    %60 = call @log_softmax_1(%50#1, %50#2, %59) : (tensor<16x8xf32>, tensor<16x1xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
    %61 = stablehlo.dot_general %60, %47, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<16x64xf32>) -> tensor<8x64xf32>
    %62 = stablehlo.transpose %61, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %63 = stablehlo.dot_general %60, %48, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x8xf32>, tensor<64x8xf32>) -> tensor<16x64xf32>
    %64 = sdy.sharding_constraint %62 <@mesh, [{}, {}]> : tensor<64x8xf32>
    %65 = sdy.sharding_constraint %63 <@mesh, [{"fsdp"}, {}]> : tensor<16x64xf32>
    %66 = stablehlo.dot_general %65, %43, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x256xf32>) -> tensor<64x256xf32>
    %67 = stablehlo.transpose %66, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %68 = stablehlo.dot_general %65, %44, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<256x64xf32>) -> tensor<16x256xf32>
    %69 = sdy.sharding_constraint %67 <@mesh, [{}, {}]> : tensor<256x64xf32>
    %70 = stablehlo.multiply %25, %68 : tensor<16x256xf32>
    %71 = stablehlo.multiply %68, %42 : tensor<16x256xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<16x256xf32>
    %74 = stablehlo.multiply %73, %38 : tensor<16x256xf32>
    %75 = stablehlo.multiply %74, %36 : tensor<16x256xf32>
    %76 = stablehlo.add %74, %75 : tensor<16x256xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<16x256xf32>
    %79 = stablehlo.add %71, %78 : tensor<16x256xf32>
    %cst_17 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<16x256xf32>
    %82 = stablehlo.multiply %81, %30 : tensor<16x256xf32>
    %83 = stablehlo.add %79, %82 : tensor<16x256xf32>
    %84 = stablehlo.dot_general %83, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x64xf32>) -> tensor<256x64xf32>
    %85 = stablehlo.transpose %84, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %86 = stablehlo.dot_general %83, %24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<64x256xf32>) -> tensor<16x64xf32>
    %87 = stablehlo.add %65, %86 : tensor<16x64xf32>
    %88 = sdy.sharding_constraint %85 <@mesh, [{}, {}]> : tensor<64x256xf32>
    %89 = sdy.sharding_constraint %87 <@mesh, [{"fsdp"}, {}]> : tensor<16x64xf32>
    %90 = stablehlo.dot_general %89, %19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<16x256xf32>) -> tensor<64x256xf32>
    %91 = stablehlo.transpose %90, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %92 = stablehlo.dot_general %89, %20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<256x64xf32>) -> tensor<16x256xf32>
    %93 = sdy.sharding_constraint %91 <@mesh, [{}, {}]> : tensor<256x64xf32>
    %94 = stablehlo.multiply %1, %92 : tensor<16x256xf32>
    %95 = stablehlo.multiply %92, %18 : tensor<16x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<16x256xf32>
    %98 = stablehlo.multiply %97, %14 : tensor<16x256xf32>
    %99 = stablehlo.multiply %98, %12 : tensor<16x256xf32>
    %100 = stablehlo.add %98, %99 : tensor<16x256xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<16x256xf32>
    %103 = stablehlo.add %95, %102 : tensor<16x256xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %105 = stablehlo.multiply %104, %102 : tensor<16x256xf32>
    %106 = stablehlo.multiply %105, %6 : tensor<16x256xf32>
    %107 = stablehlo.add %103, %106 : tensor<16x256xf32>
    %108 = stablehlo.dot_general %107, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<16x64xf32>) -> tensor<256x64xf32>
    %109 = stablehlo.transpose %108, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{}, {}]> : tensor<64x256xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<64x256xf32>
    %113 = stablehlo.subtract %arg0, %112 : tensor<64x256xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %115 = stablehlo.multiply %114, %93 : tensor<256x64xf32>
    %116 = stablehlo.subtract %arg1, %115 : tensor<256x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %118 = stablehlo.multiply %117, %88 : tensor<64x256xf32>
    %119 = stablehlo.subtract %arg2, %118 : tensor<64x256xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %121 = stablehlo.multiply %120, %69 : tensor<256x64xf32>
    %122 = stablehlo.subtract %arg3, %121 : tensor<256x64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x8xf32>
    %124 = stablehlo.multiply %123, %64 : tensor<64x8xf32>
    %125 = stablehlo.subtract %arg4, %124 : tensor<64x8xf32>
    return %113, %116, %119, %122, %125, %55 : tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64x8xf32>, tensor<f32>
  }
  func.func private @log_softmax(%arg0: tensor<16x8xf32>) -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x8xf32>
    %6 = stablehlo.exponential %5 : tensor<16x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %9 = stablehlo.log %8 : tensor<16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<16x8xf32>
    return %11, %6, %8 : tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<16x8xf32>, %arg1: tensor<16x1xi32>) -> (tensor<16x1xf32>, tensor<16x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<16x1xi1>, tensor<16x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<16x1xi32>) -> tensor<16x1x1xi32>
    %c_1 = stablehlo.constant dense<7> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1x1xi32>, tensor<16x1x1xi32>) -> tensor<16x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x1x1xi1>, tensor<i1>) -> tensor<16x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<16x8xf32>, tensor<16x1x1xi32>) -> tensor<16x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<16x1xi1>, tensor<16x1xf32>
    return %15, %5 : tensor<16x1xf32>, tensor<16x1x1xi32>
  }
  func.func private @take_along_axis_0(%arg0: tensor<16x1x1xi32>, %arg1: tensor<16x1xf32>) -> tensor<16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x8xf32>, tensor<16x1x1xi32>, tensor<16x1xf32>) -> tensor<16x8xf32>
    return %1 : tensor<16x8xf32>
  }
  func.func private @log_softmax_1(%arg0: tensor<16x8xf32>, %arg1: tensor<16x1xf32>, %arg2: tensor<16x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.negate %arg2 : tensor<16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x8xf32>, tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.reshape %1 : (tensor<16xf32>) -> tensor<16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xf32>) -> tensor<16x8xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<16x8xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<16x8xf32>
    return %7 : tensor<16x8xf32>
  }
}
