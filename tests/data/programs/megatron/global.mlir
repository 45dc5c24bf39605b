module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<4x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg5: tensor<128x3x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg6: tensor<4x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<128xf32> {jax.result_info = "result[0]['ln1']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128xf32> {jax.result_info = "result[0]['ln2']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x256xf32> {jax.result_info = "result[0]['w1']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, tensor<256x128xf32> {jax.result_info = "result[0]['w2']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, tensor<4x32x128xf32> {jax.result_info = "result[0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, tensor<128x3x4x32xf32> {jax.result_info = "result[0]['wqkv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %5 = stablehlo.subtract %arg6, %4 : tensor<4x32x128xf32>
    %6 = chlo.square %5 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %12 = stablehlo.subtract %arg6, %11 : tensor<4x32x128xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<4x32x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<4x32x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<4x32x128xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x32x128xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<4x32x128xf32>
    %21 = stablehlo.dot_general %arg5, %20, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x3x4x32xf32>, tensor<4x32x128xf32>) -> tensor<3x4x32x4x32xf32>
    %22 = stablehlo.transpose %21, dims = [0, 3, 1, 4, 2] : (tensor<3x4x32x4x32xf32>) -> tensor<3x4x4x32x32xf32>
    %23 = stablehlo.slice %22 [0:1, 0:4, 0:4, 0:32, 0:32] : (tensor<3x4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %24 = stablehlo.reshape %23 : (tensor<1x4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %25 = stablehlo.slice %22 [1:2, 0:4, 0:4, 0:32, 0:32] : (tensor<3x4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %26 = stablehlo.reshape %25 : (tensor<1x4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %27 = stablehlo.slice %22 [2:3, 0:4, 0:4, 0:32, 0:32] : (tensor<3x4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %29 = stablehlo.dot_general %24, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %30 = stablehlo.sqrt %cst_4 : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %32 = stablehlo.divide %29, %31 : tensor<4x4x32x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %34 = call @tril(%33) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %35:2 = call @_where(%34, %32, %cst_5) : (tensor<32x32xi1>, tensor<4x4x32x32xf32>, tensor<f32>) -> (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<4x4x32x32xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<4x4x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<4x4x32xf32>) -> tensor<4x4x32x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %41 = stablehlo.subtract %35#0, %40 : tensor<4x4x32x32xf32>
    %42 = stablehlo.exponential %41 : tensor<4x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<4x4x32x32xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<4x4x32xf32>) -> tensor<4x4x32x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %46 = stablehlo.divide %42, %45 : tensor<4x4x32x32xf32>
    %47 = stablehlo.multiply %44, %44 : tensor<4x4x32x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x4x32x1xf32>
    %49 = stablehlo.divide %48, %47 : tensor<4x4x32x1xf32>
    %50 = stablehlo.dot_general %46, %28, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %51 = stablehlo.dot_general %50, %arg4, contracting_dims = [1, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %52 = stablehlo.add %arg6, %51 : tensor<4x32x128xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %57 = stablehlo.divide %55, %56 : tensor<4x32x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %59 = stablehlo.subtract %53, %58 : tensor<4x32x128xf32>
    %60 = chlo.square %59 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %62 = stablehlo.multiply %61, %59 : tensor<4x32x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%60 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_14 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %66 = stablehlo.divide %64, %65 : tensor<4x32x1xf32>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %68 = stablehlo.subtract %53, %67 : tensor<4x32x128xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %70 = stablehlo.add %66, %69 : tensor<4x32x1xf32>
    %71 = stablehlo.rsqrt %70 : tensor<4x32x1xf32>
    %72 = stablehlo.divide %71, %70 : tensor<4x32x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<4x32x1xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %76 = stablehlo.multiply %68, %75 : tensor<4x32x128xf32>
    %77 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x32x128xf32>
    %79 = stablehlo.multiply %76, %78 : tensor<4x32x128xf32>
    %80 = stablehlo.dot_general %79, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<128x256xf32>) -> tensor<4x32x256xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<4x32x256xf32>
    %82 = stablehlo.multiply %81, %80 : tensor<4x32x256xf32>
    %83 = stablehlo.multiply %80, %80 : tensor<4x32x256xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<4x32x256xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %87 = stablehlo.multiply %86, %82 : tensor<4x32x256xf32>
    %88 = stablehlo.add %80, %87 : tensor<4x32x256xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<4x32x256xf32>
    %91 = stablehlo.tanh %90 : tensor<4x32x256xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %93 = stablehlo.subtract %92, %91 : tensor<4x32x256xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %95 = stablehlo.add %94, %91 : tensor<4x32x256xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<4x32x256xf32>
    %98 = stablehlo.multiply %80, %97 : tensor<4x32x256xf32>
    %99 = stablehlo.dot_general %98, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<256x128xf32>) -> tensor<4x32x128xf32>
    %100 = stablehlo.add %53, %99 : tensor<4x32x128xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x128xf32>
    %102 = chlo.square %101 : tensor<4x32x128xf32> -> tensor<4x32x128xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<4x32x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_25 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %106 = stablehlo.divide %105, %cst_25 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_27 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %107 = stablehlo.divide %cst_26, %cst_27 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %109 = stablehlo.multiply %108, %104 : tensor<4x32x128xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x128xf32>
    %111 = stablehlo.dot_general %110, %98, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x32x256xf32>) -> tensor<128x256xf32>
    %112 = stablehlo.transpose %111, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %113 = stablehlo.dot_general %110, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<256x128xf32>) -> tensor<4x32x256xf32>
    %114 = stablehlo.multiply %80, %113 : tensor<4x32x256xf32>
    %115 = stablehlo.multiply %113, %97 : tensor<4x32x256xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %117 = stablehlo.multiply %116, %114 : tensor<4x32x256xf32>
    %118 = stablehlo.multiply %117, %93 : tensor<4x32x256xf32>
    %119 = stablehlo.multiply %118, %91 : tensor<4x32x256xf32>
    %120 = stablehlo.add %118, %119 : tensor<4x32x256xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<4x32x256xf32>
    %123 = stablehlo.add %115, %122 : tensor<4x32x256xf32>
    %cst_30 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %125 = stablehlo.multiply %124, %122 : tensor<4x32x256xf32>
    %126 = stablehlo.multiply %125, %85 : tensor<4x32x256xf32>
    %127 = stablehlo.add %123, %126 : tensor<4x32x256xf32>
    %128 = stablehlo.dot_general %127, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<4x32x128xf32>) -> tensor<256x128xf32>
    %129 = stablehlo.transpose %128, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %130 = stablehlo.dot_general %127, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<128x256xf32>) -> tensor<4x32x128xf32>
    %131 = stablehlo.multiply %76, %130 : tensor<4x32x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %133 = stablehlo.reshape %132 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %134 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<4x32x128xf32>
    %135 = stablehlo.multiply %130, %134 : tensor<4x32x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%133 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %137 = stablehlo.multiply %68, %135 : tensor<4x32x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %140 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x128xf32>
    %141 = stablehlo.multiply %135, %140 : tensor<4x32x128xf32>
    %142 = stablehlo.multiply %139, %74 : tensor<4x32x1xf32>
    %143 = stablehlo.negate %141 : tensor<4x32x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %146 = stablehlo.add %110, %141 : tensor<4x32x128xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %148 = stablehlo.divide %142, %147 : tensor<4x32x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %151 = stablehlo.multiply %150, %62 : tensor<4x32x128xf32>
    %152 = stablehlo.negate %151 : tensor<4x32x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %154 = stablehlo.reshape %153 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %155 = stablehlo.add %146, %151 : tensor<4x32x128xf32>
    %156 = stablehlo.add %145, %154 : tensor<4x32x1xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<4x32x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %161 = stablehlo.add %155, %160 : tensor<4x32x128xf32>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"data"}, {}, {}]> : tensor<4x32x128xf32>
    %163 = stablehlo.dot_general %162, %50, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x4x32x32xf32>) -> tensor<128x4x32xf32>
    %164 = stablehlo.transpose %163, dims = [1, 2, 0] : (tensor<128x4x32xf32>) -> tensor<4x32x128xf32>
    %165 = stablehlo.dot_general %162, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x32x128xf32>) -> tensor<4x32x4x32xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] : (tensor<4x32x4x32xf32>) -> tensor<4x4x32x32xf32>
    %167 = stablehlo.dot_general %166, %46, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %168 = stablehlo.transpose %167, dims = [0, 1, 3, 2] : (tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %169 = stablehlo.dot_general %166, %28, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %170 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<4x4x32x32xf32>
    %172 = stablehlo.multiply %171, %42 : tensor<4x4x32x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<4x4x32x32xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %174 = stablehlo.reshape %173 : (tensor<4x4x32xf32>) -> tensor<4x4x32x1xf32>
    %175 = stablehlo.negate %174 : tensor<4x4x32x1xf32>
    %176 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<4x4x32x1xf32>) -> tensor<4x4x32x32xf32>
    %177 = stablehlo.divide %169, %176 : tensor<4x4x32x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%175 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<4x4x32x1xf32>, tensor<f32>) -> tensor<4x4x32xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<4x4x32xf32>) -> tensor<4x4x32x32xf32>
    %180 = stablehlo.add %177, %179 : tensor<4x4x32x32xf32>
    %181 = stablehlo.multiply %180, %42 : tensor<4x4x32x32xf32>
    %182 = call @_where_0(%35#1, %181) : (tensor<4x4x32x32xi1>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %183 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %184 = stablehlo.divide %182, %183 : tensor<4x4x32x32xf32>
    %185 = stablehlo.dot_general %184, %24, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %186 = stablehlo.dot_general %184, %26, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4x32x32xf32>, tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32>
    %187 = stablehlo.broadcast_in_dim %168, dims = [1, 2, 3, 4] : (tensor<4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.pad %187, %cst_42, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x4x32x32xf32>, tensor<f32>) -> tensor<3x4x4x32x32xf32>
    %189 = stablehlo.broadcast_in_dim %185, dims = [1, 2, 3, 4] : (tensor<4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.pad %189, %cst_43, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x4x32x32xf32>, tensor<f32>) -> tensor<3x4x4x32x32xf32>
    %191 = stablehlo.add %188, %190 : tensor<3x4x4x32x32xf32>
    %192 = stablehlo.broadcast_in_dim %186, dims = [1, 2, 3, 4] : (tensor<4x4x32x32xf32>) -> tensor<1x4x4x32x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.pad %192, %cst_44, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x4x32x32xf32>, tensor<f32>) -> tensor<3x4x4x32x32xf32>
    %194 = stablehlo.add %191, %193 : tensor<3x4x4x32x32xf32>
    %195 = stablehlo.transpose %194, dims = [0, 2, 4, 1, 3] : (tensor<3x4x4x32x32xf32>) -> tensor<3x4x32x4x32xf32>
    %196 = stablehlo.dot_general %195, %arg5, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x4x32x4x32xf32>, tensor<128x3x4x32xf32>) -> tensor<4x32x128xf32>
    %197 = stablehlo.dot_general %195, %20, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x4x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<3x4x32x128xf32>
    %198 = stablehlo.transpose %197, dims = [3, 0, 1, 2] : (tensor<3x4x32x128xf32>) -> tensor<128x3x4x32xf32>
    %199 = stablehlo.multiply %17, %196 : tensor<4x32x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %201 = stablehlo.reshape %200 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<128xf32>
    %205 = stablehlo.subtract %arg0, %204 : tensor<128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %207 = stablehlo.multiply %206, %136 : tensor<128xf32>
    %208 = stablehlo.subtract %arg1, %207 : tensor<128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %210 = stablehlo.multiply %209, %129 : tensor<128x256xf32>
    %211 = stablehlo.subtract %arg2, %210 : tensor<128x256xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %213 = stablehlo.multiply %212, %112 : tensor<256x128xf32>
    %214 = stablehlo.subtract %arg3, %213 : tensor<256x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %216 = stablehlo.multiply %215, %164 : tensor<4x32x128xf32>
    %217 = stablehlo.subtract %arg4, %216 : tensor<4x32x128xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<128x3x4x32xf32>
    %219 = stablehlo.multiply %218, %198 : tensor<128x3x4x32xf32>
    %220 = stablehlo.subtract %arg5, %219 : tensor<128x3x4x32xf32>
    return %205, %208, %211, %214, %217, %220, %106 : tensor<128xf32>, tensor<128xf32>, tensor<128x256xf32>, tensor<256x128xf32>, tensor<4x32x128xf32>, tensor<128x3x4x32xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x32xi32>
    %3 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<32x32xi1>, tensor<32x32xi1>
    return %6 : tensor<32x32xi1>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<4x4x32x32xf32>, %arg2: tensor<f32>) -> (tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x4x32x32xi1>, tensor<4x4x32x32xf32>
    return %3, %1 : tensor<4x4x32x32xf32>, tensor<4x4x32x32xi1>
  }
  func.func private @_where_0(%arg0: tensor<4x4x32x32xi1>, %arg1: tensor<4x4x32x32xf32>) -> tensor<4x4x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x4x32x32xi1>, tensor<4x4x32x32xf32>
    return %1 : tensor<4x4x32x32xf32>
  }
}
