module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "fsdp"=4, "model"=1, "stage"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "fsdp", size = 4 : i64}, {name = "model", size = 1 : i64}, {name = "stage", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<256x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg1: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg5: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg6: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg7: tensor<64x2x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg8: tensor<4x16x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg9: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg10: tensor<64x2x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg11: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg14: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg15: tensor<64x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg16: tensor<64x2x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg17: tensor<4x16x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg18: tensor<64x4x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg19: tensor<64x2x16xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg20: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg21: tensor<4x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg22: tensor<4x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<256x64xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<64xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<64x128xbf16> {jax.result_info = "result[0]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<64x128xbf16> {jax.result_info = "result[0]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<64x2x16xbf16> {jax.result_info = "result[0]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<4x16x64xbf16> {jax.result_info = "result[0]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<64x2x16xbf16> {jax.result_info = "result[0]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<128x64xbf16> {jax.result_info = "result[0]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<64x128xbf16> {jax.result_info = "result[0]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<64x128xbf16> {jax.result_info = "result[0]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<64x2x16xbf16> {jax.result_info = "result[0]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<4x16x64xbf16> {jax.result_info = "result[0]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<64x2x16xbf16> {jax.result_info = "result[0]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<64x256xbf16> {jax.result_info = "result[0]['unembed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg21) : (tensor<256x64xbf16>, tensor<4x32xi32>) -> (tensor<4x32x64xbf16>, tensor<4x32x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %3 = chlo.square %2 : tensor<4x32x64xf32> -> tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<4x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<4x32x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4x32x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<4x32x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4x32x1xf32>
    %16 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %17 = stablehlo.multiply %2, %16 : tensor<4x32x64xf32>
    %18 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<4x32x64xf32>
    %22 = stablehlo.convert %21 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %23 = stablehlo.dot_general %22, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<4x32x4x16xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %25 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x2x16xbf16>
    %26 = stablehlo.dot_general %22, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x2x16xbf16>
    %27 = stablehlo.iota dim = 0 : tensor<8xf32>
    %28 = stablehlo.negate %27 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.power %33, %32 : tensor<8xf32>
    %35 = stablehlo.iota dim = 0 : tensor<32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<32x8xf32>
    %41 = stablehlo.cosine %40 : tensor<32x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %43 = stablehlo.sine %40 : tensor<32x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %45 = stablehlo.convert %24 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x4x16xf32>
    %46 = stablehlo.slice %45 [0:4, 0:32, 0:4, 0:8] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %47 = stablehlo.slice %45 [0:4, 0:32, 0:4, 8:16] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %48 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<4x32x4x8xf32>
    %50 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<4x32x4x8xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<4x32x4x8xf32>
    %53 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %54 = stablehlo.multiply %47, %53 : tensor<4x32x4x8xf32>
    %55 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %56 = stablehlo.multiply %46, %55 : tensor<4x32x4x8xf32>
    %57 = stablehlo.add %54, %56 : tensor<4x32x4x8xf32>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<4x32x4x8xf32>, tensor<4x32x4x8xf32>) -> tensor<4x32x4x16xf32>
    %59 = stablehlo.convert %58 : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x16xbf16>
    %60 = stablehlo.iota dim = 0 : tensor<8xf32>
    %61 = stablehlo.negate %60 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.divide %63, %64 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.power %66, %65 : tensor<8xf32>
    %68 = stablehlo.iota dim = 0 : tensor<32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<32x8xf32>
    %74 = stablehlo.cosine %73 : tensor<32x8xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %76 = stablehlo.sine %73 : tensor<32x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %78 = stablehlo.convert %25 : (tensor<4x32x2x16xbf16>) -> tensor<4x32x2x16xf32>
    %79 = stablehlo.slice %78 [0:4, 0:32, 0:2, 0:8] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %80 = stablehlo.slice %78 [0:4, 0:32, 0:2, 8:16] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<4x32x2x8xf32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<4x32x2x8xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<4x32x2x8xf32>
    %86 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %87 = stablehlo.multiply %80, %86 : tensor<4x32x2x8xf32>
    %88 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<4x32x2x8xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x32x2x8xf32>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<4x32x2x8xf32>, tensor<4x32x2x8xf32>) -> tensor<4x32x2x16xf32>
    %92 = stablehlo.convert %91 : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x16xbf16>
    %93 = stablehlo.reshape %59 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x2x2x16xbf16>
    %94 = stablehlo.dot_general %92, %93, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x32x2x2x16xbf16>) -> tensor<4x2x32x32x2xbf16>
    %95 = stablehlo.transpose %94, dims = [0, 1, 4, 3, 2] : (tensor<4x2x32x32x2xbf16>) -> tensor<4x2x2x32x32xbf16>
    %96 = stablehlo.convert %95 : (tensor<4x2x2x32x32xbf16>) -> tensor<4x2x2x32x32xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %97 = stablehlo.sqrt %cst_10 : tensor<f32>
    %98 = stablehlo.convert %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x32xf32>
    %100 = stablehlo.divide %96, %99 : tensor<4x2x2x32x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %101 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %102 = call @tril(%101) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %103:2 = call @_where_0(%102, %100, %cst_11) : (tensor<32x32xi1>, tensor<4x2x2x32x32xf32>, tensor<f32>) -> (tensor<4x2x2x32x32xf32>, tensor<4x2x2x32x32xi1>)
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.reduce(%103#0 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<4x2x2x32x32xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<4x2x2x32xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %109 = stablehlo.subtract %103#0, %108 : tensor<4x2x2x32x32xf32>
    %110 = stablehlo.exponential %109 : tensor<4x2x2x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x32x32xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %114 = stablehlo.divide %110, %113 : tensor<4x2x2x32x32xf32>
    %115 = stablehlo.multiply %112, %112 : tensor<4x2x2x32x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x1xf32>
    %117 = stablehlo.divide %116, %115 : tensor<4x2x2x32x1xf32>
    %118 = stablehlo.convert %114 : (tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xbf16>
    %119 = stablehlo.dot_general %26, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x2x2x32x32xbf16>) -> tensor<4x2x16x2x32xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 4, 1, 3, 2] : (tensor<4x2x16x2x32xbf16>) -> tensor<4x32x2x2x16xbf16>
    %121 = stablehlo.reshape %120 : (tensor<4x32x2x2x16xbf16>) -> tensor<4x32x4x16xbf16>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %123 = stablehlo.dot_general %122, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<4x32x64xbf16>
    %124 = stablehlo.add %1, %123 : tensor<4x32x64xbf16>
    %125 = sdy.sharding_constraint %124 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %126 = stablehlo.convert %125 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %127 = chlo.square %126 : tensor<4x32x64xf32> -> tensor<4x32x64xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<4x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%127 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<4x32x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %135 = stablehlo.add %133, %134 : tensor<4x32x1xf32>
    %136 = stablehlo.rsqrt %135 : tensor<4x32x1xf32>
    %137 = stablehlo.divide %136, %135 : tensor<4x32x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<4x32x1xf32>
    %140 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %141 = stablehlo.multiply %126, %140 : tensor<4x32x64xf32>
    %142 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %145 = stablehlo.multiply %141, %144 : tensor<4x32x64xf32>
    %146 = stablehlo.convert %145 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %147 = stablehlo.dot_general %146, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x128xbf16>) -> tensor<4x32x128xbf16>
    %148:3 = call @silu(%147) : (tensor<4x32x128xbf16>) -> (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>)
    %149 = stablehlo.dot_general %146, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x128xbf16>) -> tensor<4x32x128xbf16>
    %150 = stablehlo.multiply %148#0, %149 : tensor<4x32x128xbf16>
    %151 = sdy.sharding_constraint %150 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x128xbf16>
    %152 = stablehlo.dot_general %151, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<128x64xbf16>) -> tensor<4x32x64xbf16>
    %153 = stablehlo.add %125, %152 : tensor<4x32x64xbf16>
    %154 = sdy.sharding_constraint %153 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %155 = stablehlo.convert %154 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %156 = chlo.square %155 : tensor<4x32x64xf32> -> tensor<4x32x64xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %158 = stablehlo.multiply %157, %155 : tensor<4x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%156 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %162 = stablehlo.divide %160, %161 : tensor<4x32x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %164 = stablehlo.add %162, %163 : tensor<4x32x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<4x32x1xf32>
    %166 = stablehlo.divide %165, %164 : tensor<4x32x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<4x32x1xf32>
    %169 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %170 = stablehlo.multiply %155, %169 : tensor<4x32x64xf32>
    %171 = stablehlo.convert %arg11 : (tensor<64xbf16>) -> tensor<64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %174 = stablehlo.multiply %170, %173 : tensor<4x32x64xf32>
    %175 = stablehlo.convert %174 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %176 = stablehlo.dot_general %175, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<4x32x4x16xbf16>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %178 = stablehlo.dot_general %175, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x2x16xbf16>
    %179 = stablehlo.dot_general %175, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x2x16xbf16>
    %180 = stablehlo.iota dim = 0 : tensor<8xf32>
    %181 = stablehlo.negate %180 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %185 = stablehlo.divide %183, %184 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %187 = stablehlo.power %186, %185 : tensor<8xf32>
    %188 = stablehlo.iota dim = 0 : tensor<32xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %190 = stablehlo.broadcast_in_dim %187, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<32x8xf32>
    %194 = stablehlo.cosine %193 : tensor<32x8xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %196 = stablehlo.sine %193 : tensor<32x8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %198 = stablehlo.convert %177 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x4x16xf32>
    %199 = stablehlo.slice %198 [0:4, 0:32, 0:4, 0:8] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %200 = stablehlo.slice %198 [0:4, 0:32, 0:4, 8:16] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %201 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<4x32x4x8xf32>
    %203 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<4x32x4x8xf32>
    %205 = stablehlo.subtract %202, %204 : tensor<4x32x4x8xf32>
    %206 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<4x32x4x8xf32>
    %208 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %209 = stablehlo.multiply %199, %208 : tensor<4x32x4x8xf32>
    %210 = stablehlo.add %207, %209 : tensor<4x32x4x8xf32>
    %211 = stablehlo.concatenate %205, %210, dim = 3 : (tensor<4x32x4x8xf32>, tensor<4x32x4x8xf32>) -> tensor<4x32x4x16xf32>
    %212 = stablehlo.convert %211 : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x16xbf16>
    %213 = stablehlo.iota dim = 0 : tensor<8xf32>
    %214 = stablehlo.negate %213 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.divide %216, %217 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.power %219, %218 : tensor<8xf32>
    %221 = stablehlo.iota dim = 0 : tensor<32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<32x8xf32>
    %227 = stablehlo.cosine %226 : tensor<32x8xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %229 = stablehlo.sine %226 : tensor<32x8xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %231 = stablehlo.convert %178 : (tensor<4x32x2x16xbf16>) -> tensor<4x32x2x16xf32>
    %232 = stablehlo.slice %231 [0:4, 0:32, 0:2, 0:8] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %233 = stablehlo.slice %231 [0:4, 0:32, 0:2, 8:16] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %234 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<4x32x2x8xf32>
    %236 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<4x32x2x8xf32>
    %238 = stablehlo.subtract %235, %237 : tensor<4x32x2x8xf32>
    %239 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %240 = stablehlo.multiply %233, %239 : tensor<4x32x2x8xf32>
    %241 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %242 = stablehlo.multiply %232, %241 : tensor<4x32x2x8xf32>
    %243 = stablehlo.add %240, %242 : tensor<4x32x2x8xf32>
    %244 = stablehlo.concatenate %238, %243, dim = 3 : (tensor<4x32x2x8xf32>, tensor<4x32x2x8xf32>) -> tensor<4x32x2x16xf32>
    %245 = stablehlo.convert %244 : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x16xbf16>
    %246 = stablehlo.reshape %212 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x2x2x16xbf16>
    %247 = stablehlo.dot_general %245, %246, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x32x2x2x16xbf16>) -> tensor<4x2x32x32x2xbf16>
    %248 = stablehlo.transpose %247, dims = [0, 1, 4, 3, 2] : (tensor<4x2x32x32x2xbf16>) -> tensor<4x2x2x32x32xbf16>
    %249 = stablehlo.convert %248 : (tensor<4x2x2x32x32xbf16>) -> tensor<4x2x2x32x32xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %250 = stablehlo.sqrt %cst_32 : tensor<f32>
    %251 = stablehlo.convert %250 : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x32xf32>
    %253 = stablehlo.divide %249, %252 : tensor<4x2x2x32x32xf32>
    %c_33 = stablehlo.constant dense<true> : tensor<i1>
    %254 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %255 = call @tril(%254) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_34 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %256:2 = call @_where_0(%255, %253, %cst_34) : (tensor<32x32xi1>, tensor<4x2x2x32x32xf32>, tensor<f32>) -> (tensor<4x2x2x32x32xf32>, tensor<4x2x2x32x32xi1>)
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.reduce(%256#0 init: %cst_35) applies stablehlo.maximum across dimensions = [4] : (tensor<4x2x2x32x32xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x2x2x32xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<4x2x2x32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %262 = stablehlo.subtract %256#0, %261 : tensor<4x2x2x32x32xf32>
    %263 = stablehlo.exponential %262 : tensor<4x2x2x32x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_37) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x32x32xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %267 = stablehlo.divide %263, %266 : tensor<4x2x2x32x32xf32>
    %268 = stablehlo.multiply %265, %265 : tensor<4x2x2x32x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x1xf32>
    %270 = stablehlo.divide %269, %268 : tensor<4x2x2x32x1xf32>
    %271 = stablehlo.convert %267 : (tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xbf16>
    %272 = stablehlo.dot_general %179, %271, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x2x2x32x32xbf16>) -> tensor<4x2x16x2x32xbf16>
    %273 = stablehlo.transpose %272, dims = [0, 4, 1, 3, 2] : (tensor<4x2x16x2x32xbf16>) -> tensor<4x32x2x2x16xbf16>
    %274 = stablehlo.reshape %273 : (tensor<4x32x2x2x16xbf16>) -> tensor<4x32x4x16xbf16>
    %275 = sdy.sharding_constraint %274 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %276 = stablehlo.dot_general %275, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<4x32x64xbf16>
    %277 = stablehlo.add %154, %276 : tensor<4x32x64xbf16>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %279 = stablehlo.convert %278 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %280 = chlo.square %279 : tensor<4x32x64xf32> -> tensor<4x32x64xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %282 = stablehlo.multiply %281, %279 : tensor<4x32x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%280 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %286 = stablehlo.divide %284, %285 : tensor<4x32x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %288 = stablehlo.add %286, %287 : tensor<4x32x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<4x32x1xf32>
    %290 = stablehlo.divide %289, %288 : tensor<4x32x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<4x32x1xf32>
    %293 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %294 = stablehlo.multiply %279, %293 : tensor<4x32x64xf32>
    %295 = stablehlo.convert %arg12 : (tensor<64xbf16>) -> tensor<64xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %298 = stablehlo.multiply %294, %297 : tensor<4x32x64xf32>
    %299 = stablehlo.convert %298 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %300 = stablehlo.dot_general %299, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x128xbf16>) -> tensor<4x32x128xbf16>
    %301:3 = call @silu(%300) : (tensor<4x32x128xbf16>) -> (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>)
    %302 = stablehlo.dot_general %299, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x128xbf16>) -> tensor<4x32x128xbf16>
    %303 = stablehlo.multiply %301#0, %302 : tensor<4x32x128xbf16>
    %304 = sdy.sharding_constraint %303 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x128xbf16>
    %305 = stablehlo.dot_general %304, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<128x64xbf16>) -> tensor<4x32x64xbf16>
    %306 = stablehlo.add %278, %305 : tensor<4x32x64xbf16>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %308 = stablehlo.convert %307 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %309 = chlo.square %308 : tensor<4x32x64xf32> -> tensor<4x32x64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %311 = stablehlo.multiply %310, %308 : tensor<4x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%309 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %315 = stablehlo.divide %313, %314 : tensor<4x32x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %317 = stablehlo.add %315, %316 : tensor<4x32x1xf32>
    %318 = stablehlo.rsqrt %317 : tensor<4x32x1xf32>
    %319 = stablehlo.divide %318, %317 : tensor<4x32x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %321 = stablehlo.multiply %320, %319 : tensor<4x32x1xf32>
    %322 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %323 = stablehlo.multiply %308, %322 : tensor<4x32x64xf32>
    %324 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %327 = stablehlo.multiply %323, %326 : tensor<4x32x64xf32>
    %328 = stablehlo.convert %327 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %329 = stablehlo.dot_general %328, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<64x256xbf16>) -> tensor<4x32x256xbf16>
    %330 = sdy.sharding_constraint %329 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x256xbf16>
    %331 = stablehlo.convert %330 : (tensor<4x32x256xbf16>) -> tensor<4x32x256xf32>
    %332:3 = call @log_softmax(%331) : (tensor<4x32x256xf32>) -> (tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>)
    %333 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %334:2 = call @take_along_axis(%332#0, %333) : (tensor<4x32x256xf32>, tensor<4x32x1xi32>) -> (tensor<4x32x1xf32>, tensor<4x32x1x1xi32>)
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334#0 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %336 = stablehlo.divide %335, %cst_50 : tensor<f32>
    %337 = stablehlo.negate %336 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.negate %cst_51 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %339 = stablehlo.divide %338, %cst_52 : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %341 = call @take_along_axis_1(%334#1, %340) : (tensor<4x32x1x1xi32>, tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %342 = call @log_softmax_2(%332#1, %332#2, %341) : (tensor<4x32x256xf32>, tensor<4x32x1xf32>, tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %343 = stablehlo.convert %342 : (tensor<4x32x256xf32>) -> tensor<4x32x256xbf16>
    %344 = sdy.sharding_constraint %343 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x256xbf16>
    %345 = stablehlo.dot_general %344, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xbf16>, tensor<4x32x64xbf16>) -> tensor<256x64xbf16>
    %346 = stablehlo.transpose %345, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %347 = stablehlo.dot_general %344, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xbf16>, tensor<64x256xbf16>) -> tensor<4x32x64xbf16>
    %348 = stablehlo.convert %347 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %349 = stablehlo.multiply %323, %348 : tensor<4x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %351 = stablehlo.reshape %350 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %352 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %353 = stablehlo.multiply %348, %352 : tensor<4x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%351 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %355 = stablehlo.convert %354 : (tensor<64xf32>) -> tensor<64xbf16>
    %356 = stablehlo.multiply %308, %353 : tensor<4x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %359 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %360 = stablehlo.multiply %353, %359 : tensor<4x32x64xf32>
    %361 = stablehlo.multiply %358, %321 : tensor<4x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %363 = stablehlo.divide %361, %362 : tensor<4x32x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %366 = stablehlo.multiply %365, %311 : tensor<4x32x64xf32>
    %367 = stablehlo.add %360, %366 : tensor<4x32x64xf32>
    %368 = stablehlo.convert %367 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %369 = sdy.sharding_constraint %368 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %370 = stablehlo.dot_general %369, %304, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x32x128xbf16>) -> tensor<64x128xbf16>
    %371 = stablehlo.transpose %370, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %372 = stablehlo.dot_general %369, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<128x64xbf16>) -> tensor<4x32x128xbf16>
    %373 = sdy.sharding_constraint %372 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x128xbf16>
    %374 = stablehlo.multiply %301#0, %373 : tensor<4x32x128xbf16>
    %375 = stablehlo.multiply %373, %302 : tensor<4x32x128xbf16>
    %376 = stablehlo.dot_general %374, %299, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x32x64xbf16>) -> tensor<128x64xbf16>
    %377 = stablehlo.transpose %376, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %378 = stablehlo.dot_general %374, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<64x128xbf16>) -> tensor<4x32x64xbf16>
    %379 = call @silu_3(%301#1, %301#2, %300, %375) : (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16>
    %380 = stablehlo.dot_general %379, %299, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x32x64xbf16>) -> tensor<128x64xbf16>
    %381 = stablehlo.transpose %380, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %382 = stablehlo.dot_general %379, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<64x128xbf16>) -> tensor<4x32x64xbf16>
    %383 = stablehlo.add %378, %382 : tensor<4x32x64xbf16>
    %384 = stablehlo.convert %383 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %385 = stablehlo.multiply %294, %384 : tensor<4x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %387 = stablehlo.reshape %386 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %388 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %389 = stablehlo.multiply %384, %388 : tensor<4x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%387 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %391 = stablehlo.convert %390 : (tensor<64xf32>) -> tensor<64xbf16>
    %392 = stablehlo.multiply %279, %389 : tensor<4x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %394 = stablehlo.reshape %393 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %395 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %396 = stablehlo.multiply %389, %395 : tensor<4x32x64xf32>
    %397 = stablehlo.multiply %394, %292 : tensor<4x32x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %399 = stablehlo.divide %397, %398 : tensor<4x32x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %402 = stablehlo.multiply %401, %282 : tensor<4x32x64xf32>
    %403 = stablehlo.add %396, %402 : tensor<4x32x64xf32>
    %404 = stablehlo.convert %403 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %405 = stablehlo.add %369, %404 : tensor<4x32x64xbf16>
    %406 = sdy.sharding_constraint %405 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %407 = stablehlo.dot_general %406, %275, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x32x4x16xbf16>) -> tensor<64x4x16xbf16>
    %408 = stablehlo.transpose %407, dims = [1, 2, 0] : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %409 = stablehlo.dot_general %406, %arg17, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x16x64xbf16>) -> tensor<4x32x4x16xbf16>
    %410 = sdy.sharding_constraint %409 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %411 = stablehlo.reshape %410 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x2x2x16xbf16>
    %412 = stablehlo.transpose %411, dims = [0, 2, 4, 3, 1] : (tensor<4x32x2x2x16xbf16>) -> tensor<4x2x16x2x32xbf16>
    %413 = stablehlo.dot_general %412, %179, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x32xbf16>, tensor<4x32x2x16xbf16>) -> tensor<4x2x2x32x32xbf16>
    %414 = stablehlo.dot_general %412, %271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x32xbf16>, tensor<4x2x2x32x32xbf16>) -> tensor<4x2x16x32xbf16>
    %415 = stablehlo.transpose %414, dims = [0, 3, 1, 2] : (tensor<4x2x16x32xbf16>) -> tensor<4x32x2x16xbf16>
    %416 = stablehlo.convert %413 : (tensor<4x2x2x32x32xbf16>) -> tensor<4x2x2x32x32xf32>
    %417 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %418 = stablehlo.multiply %416, %417 : tensor<4x2x2x32x32xf32>
    %419 = stablehlo.multiply %418, %263 : tensor<4x2x2x32x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_63) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x32x32xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x1xf32>
    %422 = stablehlo.negate %421 : tensor<4x2x2x32x1xf32>
    %423 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %424 = stablehlo.divide %416, %423 : tensor<4x2x2x32x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%422 init: %cst_64) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x32x1xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2, 3] : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x32xf32>
    %427 = stablehlo.add %424, %426 : tensor<4x2x2x32x32xf32>
    %428 = stablehlo.multiply %427, %263 : tensor<4x2x2x32x32xf32>
    %429 = call @_where_4(%256#1, %428) : (tensor<4x2x2x32x32xi1>, tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xf32>
    %430 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x32xf32>
    %431 = stablehlo.divide %429, %430 : tensor<4x2x2x32x32xf32>
    %432 = stablehlo.convert %431 : (tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xbf16>
    %433 = stablehlo.transpose %432, dims = [0, 1, 4, 3, 2] : (tensor<4x2x2x32x32xbf16>) -> tensor<4x2x32x32x2xbf16>
    %434 = stablehlo.dot_general %433, %245, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x32x32x2xbf16>, tensor<4x32x2x16xbf16>) -> tensor<4x2x32x2x16xbf16>
    %435 = stablehlo.transpose %434, dims = [0, 2, 1, 3, 4] : (tensor<4x2x32x2x16xbf16>) -> tensor<4x32x2x2x16xbf16>
    %436 = stablehlo.dot_general %433, %246, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x32x32x2xbf16>, tensor<4x32x2x2x16xbf16>) -> tensor<4x2x32x16xbf16>
    %437 = stablehlo.transpose %436, dims = [0, 2, 1, 3] : (tensor<4x2x32x16xbf16>) -> tensor<4x32x2x16xbf16>
    %438 = stablehlo.reshape %435 : (tensor<4x32x2x2x16xbf16>) -> tensor<4x32x4x16xbf16>
    %439 = stablehlo.convert %437 : (tensor<4x32x2x16xbf16>) -> tensor<4x32x2x16xf32>
    %440 = stablehlo.slice %439 [0:4, 0:32, 0:2, 0:8] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %441 = stablehlo.slice %439 [0:4, 0:32, 0:2, 8:16] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %442 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %443 = stablehlo.multiply %441, %442 : tensor<4x32x2x8xf32>
    %444 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %445 = stablehlo.multiply %441, %444 : tensor<4x32x2x8xf32>
    %446 = stablehlo.negate %440 : tensor<4x32x2x8xf32>
    %447 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %448 = stablehlo.multiply %446, %447 : tensor<4x32x2x8xf32>
    %449 = stablehlo.add %445, %448 : tensor<4x32x2x8xf32>
    %450 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %451 = stablehlo.multiply %440, %450 : tensor<4x32x2x8xf32>
    %452 = stablehlo.add %443, %451 : tensor<4x32x2x8xf32>
    %453 = stablehlo.concatenate %452, %449, dim = 3 : (tensor<4x32x2x8xf32>, tensor<4x32x2x8xf32>) -> tensor<4x32x2x16xf32>
    %454 = stablehlo.convert %453 : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x16xbf16>
    %455 = stablehlo.convert %438 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x4x16xf32>
    %456 = stablehlo.slice %455 [0:4, 0:32, 0:4, 0:8] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %457 = stablehlo.slice %455 [0:4, 0:32, 0:4, 8:16] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %458 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %459 = stablehlo.multiply %457, %458 : tensor<4x32x4x8xf32>
    %460 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %461 = stablehlo.multiply %457, %460 : tensor<4x32x4x8xf32>
    %462 = stablehlo.negate %456 : tensor<4x32x4x8xf32>
    %463 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %464 = stablehlo.multiply %462, %463 : tensor<4x32x4x8xf32>
    %465 = stablehlo.add %461, %464 : tensor<4x32x4x8xf32>
    %466 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %467 = stablehlo.multiply %456, %466 : tensor<4x32x4x8xf32>
    %468 = stablehlo.add %459, %467 : tensor<4x32x4x8xf32>
    %469 = stablehlo.concatenate %468, %465, dim = 3 : (tensor<4x32x4x8xf32>, tensor<4x32x4x8xf32>) -> tensor<4x32x4x16xf32>
    %470 = stablehlo.convert %469 : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x16xbf16>
    %471 = stablehlo.dot_general %415, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x32x64xbf16>) -> tensor<2x16x64xbf16>
    %472 = stablehlo.transpose %471, dims = [2, 0, 1] : (tensor<2x16x64xbf16>) -> tensor<64x2x16xbf16>
    %473 = stablehlo.dot_general %415, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x64xbf16>
    %474 = stablehlo.dot_general %454, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x32x64xbf16>) -> tensor<2x16x64xbf16>
    %475 = stablehlo.transpose %474, dims = [2, 0, 1] : (tensor<2x16x64xbf16>) -> tensor<64x2x16xbf16>
    %476 = stablehlo.dot_general %454, %arg16, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x64xbf16>
    %477 = stablehlo.add %473, %476 : tensor<4x32x64xbf16>
    %478 = sdy.sharding_constraint %470 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %479 = stablehlo.dot_general %478, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x4x16xbf16>, tensor<4x32x64xbf16>) -> tensor<4x16x64xbf16>
    %480 = stablehlo.transpose %479, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %481 = stablehlo.dot_general %478, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<4x32x64xbf16>
    %482 = stablehlo.add %477, %481 : tensor<4x32x64xbf16>
    %483 = stablehlo.convert %482 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %484 = stablehlo.multiply %170, %483 : tensor<4x32x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %486 = stablehlo.reshape %485 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %487 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %488 = stablehlo.multiply %483, %487 : tensor<4x32x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%486 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %490 = stablehlo.convert %489 : (tensor<64xf32>) -> tensor<64xbf16>
    %491 = stablehlo.multiply %155, %488 : tensor<4x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %493 = stablehlo.reshape %492 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %494 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %495 = stablehlo.multiply %488, %494 : tensor<4x32x64xf32>
    %496 = stablehlo.multiply %493, %168 : tensor<4x32x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %498 = stablehlo.divide %496, %497 : tensor<4x32x1xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %501 = stablehlo.multiply %500, %158 : tensor<4x32x64xf32>
    %502 = stablehlo.add %495, %501 : tensor<4x32x64xf32>
    %503 = stablehlo.convert %502 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %504 = stablehlo.add %406, %503 : tensor<4x32x64xbf16>
    %505 = sdy.sharding_constraint %504 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %506 = stablehlo.dot_general %505, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x32x128xbf16>) -> tensor<64x128xbf16>
    %507 = stablehlo.transpose %506, dims = [1, 0] : (tensor<64x128xbf16>) -> tensor<128x64xbf16>
    %508 = stablehlo.dot_general %505, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<128x64xbf16>) -> tensor<4x32x128xbf16>
    %509 = sdy.sharding_constraint %508 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x128xbf16>
    %510 = stablehlo.multiply %148#0, %509 : tensor<4x32x128xbf16>
    %511 = stablehlo.multiply %509, %149 : tensor<4x32x128xbf16>
    %512 = stablehlo.dot_general %510, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x32x64xbf16>) -> tensor<128x64xbf16>
    %513 = stablehlo.transpose %512, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %514 = stablehlo.dot_general %510, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<64x128xbf16>) -> tensor<4x32x64xbf16>
    %515 = call @silu_3(%148#1, %148#2, %147, %511) : (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16>
    %516 = stablehlo.dot_general %515, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<4x32x64xbf16>) -> tensor<128x64xbf16>
    %517 = stablehlo.transpose %516, dims = [1, 0] : (tensor<128x64xbf16>) -> tensor<64x128xbf16>
    %518 = stablehlo.dot_general %515, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xbf16>, tensor<64x128xbf16>) -> tensor<4x32x64xbf16>
    %519 = stablehlo.add %514, %518 : tensor<4x32x64xbf16>
    %520 = stablehlo.convert %519 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %521 = stablehlo.multiply %141, %520 : tensor<4x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %523 = stablehlo.reshape %522 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %524 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %525 = stablehlo.multiply %520, %524 : tensor<4x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%523 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %527 = stablehlo.convert %526 : (tensor<64xf32>) -> tensor<64xbf16>
    %528 = stablehlo.multiply %126, %525 : tensor<4x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %530 = stablehlo.reshape %529 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %531 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %532 = stablehlo.multiply %525, %531 : tensor<4x32x64xf32>
    %533 = stablehlo.multiply %530, %139 : tensor<4x32x1xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %535 = stablehlo.divide %533, %534 : tensor<4x32x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %538 = stablehlo.multiply %537, %129 : tensor<4x32x64xf32>
    %539 = stablehlo.add %532, %538 : tensor<4x32x64xf32>
    %540 = stablehlo.convert %539 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %541 = stablehlo.add %505, %540 : tensor<4x32x64xbf16>
    %542 = sdy.sharding_constraint %541 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %543 = stablehlo.dot_general %542, %122, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x32x4x16xbf16>) -> tensor<64x4x16xbf16>
    %544 = stablehlo.transpose %543, dims = [1, 2, 0] : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %545 = stablehlo.dot_general %542, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xbf16>, tensor<4x16x64xbf16>) -> tensor<4x32x4x16xbf16>
    %546 = sdy.sharding_constraint %545 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %547 = stablehlo.reshape %546 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x2x2x16xbf16>
    %548 = stablehlo.transpose %547, dims = [0, 2, 4, 3, 1] : (tensor<4x32x2x2x16xbf16>) -> tensor<4x2x16x2x32xbf16>
    %549 = stablehlo.dot_general %548, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x32xbf16>, tensor<4x32x2x16xbf16>) -> tensor<4x2x2x32x32xbf16>
    %550 = stablehlo.dot_general %548, %118, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x32xbf16>, tensor<4x2x2x32x32xbf16>) -> tensor<4x2x16x32xbf16>
    %551 = stablehlo.transpose %550, dims = [0, 3, 1, 2] : (tensor<4x2x16x32xbf16>) -> tensor<4x32x2x16xbf16>
    %552 = stablehlo.convert %549 : (tensor<4x2x2x32x32xbf16>) -> tensor<4x2x2x32x32xf32>
    %553 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<4x2x2x32x32xf32>
    %555 = stablehlo.multiply %554, %110 : tensor<4x2x2x32x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x32x32xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %557 = stablehlo.reshape %556 : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x1xf32>
    %558 = stablehlo.negate %557 : tensor<4x2x2x32x1xf32>
    %559 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x32x1xf32>) -> tensor<4x2x2x32x32xf32>
    %560 = stablehlo.divide %552, %559 : tensor<4x2x2x32x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%558 init: %cst_76) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x32x1xf32>, tensor<f32>) -> tensor<4x2x2x32xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<4x2x2x32xf32>) -> tensor<4x2x2x32x32xf32>
    %563 = stablehlo.add %560, %562 : tensor<4x2x2x32x32xf32>
    %564 = stablehlo.multiply %563, %110 : tensor<4x2x2x32x32xf32>
    %565 = call @_where_4(%103#1, %564) : (tensor<4x2x2x32x32xi1>, tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xf32>
    %566 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x32xf32>
    %567 = stablehlo.divide %565, %566 : tensor<4x2x2x32x32xf32>
    %568 = stablehlo.convert %567 : (tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xbf16>
    %569 = stablehlo.transpose %568, dims = [0, 1, 4, 3, 2] : (tensor<4x2x2x32x32xbf16>) -> tensor<4x2x32x32x2xbf16>
    %570 = stablehlo.dot_general %569, %92, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x32x32x2xbf16>, tensor<4x32x2x16xbf16>) -> tensor<4x2x32x2x16xbf16>
    %571 = stablehlo.transpose %570, dims = [0, 2, 1, 3, 4] : (tensor<4x2x32x2x16xbf16>) -> tensor<4x32x2x2x16xbf16>
    %572 = stablehlo.dot_general %569, %93, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x32x32x2xbf16>, tensor<4x32x2x2x16xbf16>) -> tensor<4x2x32x16xbf16>
    %573 = stablehlo.transpose %572, dims = [0, 2, 1, 3] : (tensor<4x2x32x16xbf16>) -> tensor<4x32x2x16xbf16>
    %574 = stablehlo.reshape %571 : (tensor<4x32x2x2x16xbf16>) -> tensor<4x32x4x16xbf16>
    %575 = stablehlo.convert %573 : (tensor<4x32x2x16xbf16>) -> tensor<4x32x2x16xf32>
    %576 = stablehlo.slice %575 [0:4, 0:32, 0:2, 0:8] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %577 = stablehlo.slice %575 [0:4, 0:32, 0:2, 8:16] : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x8xf32>
    %578 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %579 = stablehlo.multiply %577, %578 : tensor<4x32x2x8xf32>
    %580 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %581 = stablehlo.multiply %577, %580 : tensor<4x32x2x8xf32>
    %582 = stablehlo.negate %576 : tensor<4x32x2x8xf32>
    %583 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<4x32x2x8xf32>
    %585 = stablehlo.add %581, %584 : tensor<4x32x2x8xf32>
    %586 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x2x8xf32>
    %587 = stablehlo.multiply %576, %586 : tensor<4x32x2x8xf32>
    %588 = stablehlo.add %579, %587 : tensor<4x32x2x8xf32>
    %589 = stablehlo.concatenate %588, %585, dim = 3 : (tensor<4x32x2x8xf32>, tensor<4x32x2x8xf32>) -> tensor<4x32x2x16xf32>
    %590 = stablehlo.convert %589 : (tensor<4x32x2x16xf32>) -> tensor<4x32x2x16xbf16>
    %591 = stablehlo.convert %574 : (tensor<4x32x4x16xbf16>) -> tensor<4x32x4x16xf32>
    %592 = stablehlo.slice %591 [0:4, 0:32, 0:4, 0:8] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %593 = stablehlo.slice %591 [0:4, 0:32, 0:4, 8:16] : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x8xf32>
    %594 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %595 = stablehlo.multiply %593, %594 : tensor<4x32x4x8xf32>
    %596 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %597 = stablehlo.multiply %593, %596 : tensor<4x32x4x8xf32>
    %598 = stablehlo.negate %592 : tensor<4x32x4x8xf32>
    %599 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %600 = stablehlo.multiply %598, %599 : tensor<4x32x4x8xf32>
    %601 = stablehlo.add %597, %600 : tensor<4x32x4x8xf32>
    %602 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<4x32x4x8xf32>
    %603 = stablehlo.multiply %592, %602 : tensor<4x32x4x8xf32>
    %604 = stablehlo.add %595, %603 : tensor<4x32x4x8xf32>
    %605 = stablehlo.concatenate %604, %601, dim = 3 : (tensor<4x32x4x8xf32>, tensor<4x32x4x8xf32>) -> tensor<4x32x4x16xf32>
    %606 = stablehlo.convert %605 : (tensor<4x32x4x16xf32>) -> tensor<4x32x4x16xbf16>
    %607 = stablehlo.dot_general %551, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x32x64xbf16>) -> tensor<2x16x64xbf16>
    %608 = stablehlo.transpose %607, dims = [2, 0, 1] : (tensor<2x16x64xbf16>) -> tensor<64x2x16xbf16>
    %609 = stablehlo.dot_general %551, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x64xbf16>
    %610 = stablehlo.dot_general %590, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<4x32x64xbf16>) -> tensor<2x16x64xbf16>
    %611 = stablehlo.transpose %610, dims = [2, 0, 1] : (tensor<2x16x64xbf16>) -> tensor<64x2x16xbf16>
    %612 = stablehlo.dot_general %590, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<4x32x64xbf16>
    %613 = stablehlo.add %609, %612 : tensor<4x32x64xbf16>
    %614 = sdy.sharding_constraint %606 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x32x4x16xbf16>
    %615 = stablehlo.dot_general %614, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x4x16xbf16>, tensor<4x32x64xbf16>) -> tensor<4x16x64xbf16>
    %616 = stablehlo.transpose %615, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %617 = stablehlo.dot_general %614, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<4x32x64xbf16>
    %618 = stablehlo.add %613, %617 : tensor<4x32x64xbf16>
    %619 = stablehlo.convert %618 : (tensor<4x32x64xbf16>) -> tensor<4x32x64xf32>
    %620 = stablehlo.multiply %17, %619 : tensor<4x32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %622 = stablehlo.reshape %621 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %623 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %624 = stablehlo.multiply %619, %623 : tensor<4x32x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%622 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %626 = stablehlo.convert %625 : (tensor<64xf32>) -> tensor<64xbf16>
    %627 = stablehlo.multiply %2, %624 : tensor<4x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %629 = stablehlo.reshape %628 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %630 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %631 = stablehlo.multiply %624, %630 : tensor<4x32x64xf32>
    %632 = stablehlo.multiply %629, %15 : tensor<4x32x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %634 = stablehlo.divide %632, %633 : tensor<4x32x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %637 = stablehlo.multiply %636, %5 : tensor<4x32x64xf32>
    %638 = stablehlo.add %631, %637 : tensor<4x32x64xf32>
    %639 = stablehlo.convert %638 : (tensor<4x32x64xf32>) -> tensor<4x32x64xbf16>
    %640 = stablehlo.add %542, %639 : tensor<4x32x64xbf16>
    %641 = sdy.sharding_constraint %640 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xbf16>
    %642 = call @_take_5(%0#1, %641) : (tensor<4x32x1xi32>, tensor<4x32x64xbf16>) -> tensor<256x64xbf16>
    %cst_82 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %643 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<256x64xbf16>
    %644 = stablehlo.multiply %643, %642 : tensor<256x64xbf16>
    %645 = stablehlo.subtract %arg0, %644 : tensor<256x64xbf16>
    %cst_83 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %646 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %647 = stablehlo.multiply %646, %355 : tensor<64xbf16>
    %648 = stablehlo.subtract %arg1, %647 : tensor<64xbf16>
    %cst_84 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %649 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %650 = stablehlo.multiply %649, %626 : tensor<64xbf16>
    %651 = stablehlo.subtract %arg2, %650 : tensor<64xbf16>
    %cst_85 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %652 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %653 = stablehlo.multiply %652, %527 : tensor<64xbf16>
    %654 = stablehlo.subtract %arg3, %653 : tensor<64xbf16>
    %cst_86 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %655 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %656 = stablehlo.multiply %655, %507 : tensor<128x64xbf16>
    %657 = stablehlo.subtract %arg4, %656 : tensor<128x64xbf16>
    %cst_87 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %658 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %659 = stablehlo.multiply %658, %517 : tensor<64x128xbf16>
    %660 = stablehlo.subtract %arg5, %659 : tensor<64x128xbf16>
    %cst_88 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %661 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %662 = stablehlo.multiply %661, %513 : tensor<64x128xbf16>
    %663 = stablehlo.subtract %arg6, %662 : tensor<64x128xbf16>
    %cst_89 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %664 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<bf16>) -> tensor<64x2x16xbf16>
    %665 = stablehlo.multiply %664, %611 : tensor<64x2x16xbf16>
    %666 = stablehlo.subtract %arg7, %665 : tensor<64x2x16xbf16>
    %cst_90 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %667 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<bf16>) -> tensor<4x16x64xbf16>
    %668 = stablehlo.multiply %667, %544 : tensor<4x16x64xbf16>
    %669 = stablehlo.subtract %arg8, %668 : tensor<4x16x64xbf16>
    %cst_91 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %670 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %671 = stablehlo.multiply %670, %616 : tensor<64x4x16xbf16>
    %672 = stablehlo.subtract %arg9, %671 : tensor<64x4x16xbf16>
    %cst_92 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %673 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<bf16>) -> tensor<64x2x16xbf16>
    %674 = stablehlo.multiply %673, %608 : tensor<64x2x16xbf16>
    %675 = stablehlo.subtract %arg10, %674 : tensor<64x2x16xbf16>
    %cst_93 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %676 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %677 = stablehlo.multiply %676, %490 : tensor<64xbf16>
    %678 = stablehlo.subtract %arg11, %677 : tensor<64xbf16>
    %cst_94 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %679 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %680 = stablehlo.multiply %679, %391 : tensor<64xbf16>
    %681 = stablehlo.subtract %arg12, %680 : tensor<64xbf16>
    %cst_95 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %682 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<bf16>) -> tensor<128x64xbf16>
    %683 = stablehlo.multiply %682, %371 : tensor<128x64xbf16>
    %684 = stablehlo.subtract %arg13, %683 : tensor<128x64xbf16>
    %cst_96 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %685 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %686 = stablehlo.multiply %685, %381 : tensor<64x128xbf16>
    %687 = stablehlo.subtract %arg14, %686 : tensor<64x128xbf16>
    %cst_97 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %688 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<bf16>) -> tensor<64x128xbf16>
    %689 = stablehlo.multiply %688, %377 : tensor<64x128xbf16>
    %690 = stablehlo.subtract %arg15, %689 : tensor<64x128xbf16>
    %cst_98 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %691 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<bf16>) -> tensor<64x2x16xbf16>
    %692 = stablehlo.multiply %691, %475 : tensor<64x2x16xbf16>
    %693 = stablehlo.subtract %arg16, %692 : tensor<64x2x16xbf16>
    %cst_99 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %694 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<bf16>) -> tensor<4x16x64xbf16>
    %695 = stablehlo.multiply %694, %408 : tensor<4x16x64xbf16>
    %696 = stablehlo.subtract %arg17, %695 : tensor<4x16x64xbf16>
    %cst_100 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %697 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<bf16>) -> tensor<64x4x16xbf16>
    %698 = stablehlo.multiply %697, %480 : tensor<64x4x16xbf16>
    %699 = stablehlo.subtract %arg18, %698 : tensor<64x4x16xbf16>
    %cst_101 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %700 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<bf16>) -> tensor<64x2x16xbf16>
    %701 = stablehlo.multiply %700, %472 : tensor<64x2x16xbf16>
    %702 = stablehlo.subtract %arg19, %701 : tensor<64x2x16xbf16>
    %cst_102 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %703 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<bf16>) -> tensor<64x256xbf16>
    %704 = stablehlo.multiply %703, %346 : tensor<64x256xbf16>
    %705 = stablehlo.subtract %arg20, %704 : tensor<64x256xbf16>
    return %645, %648, %651, %654, %657, %660, %663, %666, %669, %672, %675, %678, %681, %684, %687, %690, %693, %696, %699, %702, %705, %337 : tensor<256x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<64x128xbf16>, tensor<64x2x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x2x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x64xbf16>, tensor<64x128xbf16>, tensor<64x128xbf16>, tensor<64x2x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x2x16xbf16>, tensor<64x256xbf16>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<256x64xbf16>, %arg1: tensor<4x32xi32>) -> (tensor<4x32x64xbf16>, tensor<4x32x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x32xi1>, tensor<4x32xi32>, tensor<4x32xi32>) -> tensor<4x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x32x1xi1>, tensor<i1>) -> tensor<4x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<4x32x1xi32>) -> tensor<4x32x64xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x32xi1>) -> tensor<4x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x32x64xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x32x64xi1>, tensor<4x32x64xbf16>
    return %16, %5 : tensor<4x32x64xbf16>, tensor<4x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x32xi1>, %arg1: tensor<4x32xi32>, %arg2: tensor<4x32xi32>) -> tensor<4x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x32xi1>, tensor<4x32xi32>
    return %0 : tensor<4x32xi32>
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
  func.func private @_where_0(%arg0: tensor<32x32xi1>, %arg1: tensor<4x2x2x32x32xf32>, %arg2: tensor<f32>) -> (tensor<4x2x2x32x32xf32>, tensor<4x2x2x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<4x2x2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x2x2x32x32xi1>, tensor<4x2x2x32x32xf32>
    return %3, %1 : tensor<4x2x2x32x32xf32>, tensor<4x2x2x32x32xi1>
  }
  func.func private @silu(%arg0: tensor<4x32x128xbf16>) -> (tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x32x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x32x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x32x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x32x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x32x128xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x32x128xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x32x128xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x32x128xbf16>
    return %9, %8, %5 : tensor<4x32x128xbf16>, tensor<4x32x128xbf16>, tensor<4x32x128xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<4x32x256xf32>) -> (tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x32x256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %9 = stablehlo.log %8 : tensor<4x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x32x256xf32>
    return %11, %6, %8 : tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x32x256xf32>, %arg1: tensor<4x32x1xi32>) -> (tensor<4x32x1xf32>, tensor<4x32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x32x1xi32>, tensor<4x32x1xi32>) -> tensor<4x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x32x1xi1>, tensor<4x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x32x1xi32>) -> tensor<4x32x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x32x1x1xi32>, tensor<4x32x1x1xi32>) -> tensor<4x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x32x1x1xi32>, tensor<4x32x1x1xi32>) -> tensor<4x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x32x1x1xi1>, tensor<i1>) -> tensor<4x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x32x256xf32>, tensor<4x32x1x1xi32>) -> tensor<4x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x32x1xi1>, tensor<4x32x1xf32>
    return %15, %5 : tensor<4x32x1xf32>, tensor<4x32x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x32x1x1xi32>, %arg1: tensor<4x32x1xf32>) -> tensor<4x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x32x256xf32>, tensor<4x32x1x1xi32>, tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    return %1 : tensor<4x32x256xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x32x256xf32>, %arg1: tensor<4x32x1xf32>, %arg2: tensor<4x32x256xf32>) -> tensor<4x32x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x256xf32>, tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x32x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x32x256xf32>
    return %7 : tensor<4x32x256xf32>
  }
  func.func private @silu_3(%arg0: tensor<4x32x128xbf16>, %arg1: tensor<4x32x128xbf16>, %arg2: tensor<4x32x128xbf16>, %arg3: tensor<4x32x128xbf16>) -> tensor<4x32x128xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x32x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x32x128xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x32x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x32x128xbf16>
    return %3 : tensor<4x32x128xbf16>
  }
  func.func private @_where_4(%arg0: tensor<4x2x2x32x32xi1>, %arg1: tensor<4x2x2x32x32xf32>) -> tensor<4x2x2x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x2x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x2x2x32x32xi1>, tensor<4x2x2x32x32xf32>
    return %1 : tensor<4x2x2x32x32xf32>
  }
  func.func private @_take_5(%arg0: tensor<4x32x1xi32>, %arg1: tensor<4x32x64xbf16>) -> tensor<256x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x64xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<256x64xbf16>, tensor<4x32x1xi32>, tensor<4x32x64xbf16>) -> tensor<256x64xbf16>
    return %1 : tensor<256x64xbf16>
  }
}
