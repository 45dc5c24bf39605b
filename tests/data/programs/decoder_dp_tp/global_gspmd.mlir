module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<4x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<64x4x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg15: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg17: tensor<4x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<64x4x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<64x256xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg21: tensor<2x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg22: tensor<2x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<256x64xf32> {jax.result_info = "result[0]['embed']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64xf32> {jax.result_info = "result[0]['final_norm']", mhlo.sharding = "{replicated}"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['attn_norm']", mhlo.sharding = "{replicated}"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", mhlo.sharding = "{replicated}"}, tensor<128x64xf32> {jax.result_info = "result[0]['layers'][0]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x128xf32> {jax.result_info = "result[0]['layers'][0]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x128xf32> {jax.result_info = "result[0]['layers'][0]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x2x16xf32> {jax.result_info = "result[0]['layers'][0]['wk']", mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<4x16x64xf32> {jax.result_info = "result[0]['layers'][0]['wo']", mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][0]['wq']", mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x2x16xf32> {jax.result_info = "result[0]['layers'][0]['wv']", mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['attn_norm']", mhlo.sharding = "{replicated}"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", mhlo.sharding = "{replicated}"}, tensor<128x64xf32> {jax.result_info = "result[0]['layers'][1]['w_down']", mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x128xf32> {jax.result_info = "result[0]['layers'][1]['w_gate']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x128xf32> {jax.result_info = "result[0]['layers'][1]['w_up']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x2x16xf32> {jax.result_info = "result[0]['layers'][1]['wk']", mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<4x16x64xf32> {jax.result_info = "result[0]['layers'][1]['wo']", mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][1]['wq']", mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x2x16xf32> {jax.result_info = "result[0]['layers'][1]['wv']", mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<64x256xf32> {jax.result_info = "result[0]['unembed']", mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, tensor<f32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}) {
    %0:2 = call @_take(%arg0, %arg21) : (tensor<256x64xf32>, tensor<2x32xi32>) -> (tensor<2x32x64xf32>, tensor<2x32x1xi32>)
    %1 = stablehlo.custom_call @Sharding(%0#0) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %2 = chlo.square %1 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<2x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<2x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<2x32x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<2x32x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<2x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<2x32x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<2x32x64xf32>
    %20 = stablehlo.dot_general %19, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %21 = stablehlo.custom_call @Sharding(%20) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %22 = stablehlo.dot_general %19, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %23 = stablehlo.dot_general %19, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %24 = stablehlo.iota dim = 0 : tensor<8xf32>
    %25 = stablehlo.negate %24 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %31 = stablehlo.power %30, %29 : tensor<8xf32>
    %32 = stablehlo.iota dim = 0 : tensor<32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<32x8xf32>
    %38 = stablehlo.cosine %37 : tensor<32x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %40 = stablehlo.sine %37 : tensor<32x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %42 = stablehlo.slice %21 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %43 = stablehlo.slice %21 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %44 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<2x32x4x8xf32>
    %46 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %47 = stablehlo.multiply %43, %46 : tensor<2x32x4x8xf32>
    %48 = stablehlo.subtract %45, %47 : tensor<2x32x4x8xf32>
    %49 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %50 = stablehlo.multiply %43, %49 : tensor<2x32x4x8xf32>
    %51 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %52 = stablehlo.multiply %42, %51 : tensor<2x32x4x8xf32>
    %53 = stablehlo.add %50, %52 : tensor<2x32x4x8xf32>
    %54 = stablehlo.concatenate %48, %53, dim = 3 : (tensor<2x32x4x8xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %55 = stablehlo.iota dim = 0 : tensor<8xf32>
    %56 = stablehlo.negate %55 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.power %61, %60 : tensor<8xf32>
    %63 = stablehlo.iota dim = 0 : tensor<32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %65 = stablehlo.broadcast_in_dim %62, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %68 = stablehlo.multiply %66, %67 : tensor<32x8xf32>
    %69 = stablehlo.cosine %68 : tensor<32x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %71 = stablehlo.sine %68 : tensor<32x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %73 = stablehlo.slice %22 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %74 = stablehlo.slice %22 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %75 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<2x32x2x8xf32>
    %77 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %78 = stablehlo.multiply %74, %77 : tensor<2x32x2x8xf32>
    %79 = stablehlo.subtract %76, %78 : tensor<2x32x2x8xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %81 = stablehlo.multiply %74, %80 : tensor<2x32x2x8xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %83 = stablehlo.multiply %73, %82 : tensor<2x32x2x8xf32>
    %84 = stablehlo.add %81, %83 : tensor<2x32x2x8xf32>
    %85 = stablehlo.concatenate %79, %84, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %86 = stablehlo.reshape %54 : (tensor<2x32x4x16xf32>) -> tensor<2x32x2x2x16xf32>
    %87 = stablehlo.dot_general %85, %86, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x2x2x16xf32>) -> tensor<2x2x32x32x2xf32>
    %88 = stablehlo.transpose %87, dims = [0, 1, 4, 3, 2] : (tensor<2x2x32x32x2xf32>) -> tensor<2x2x2x32x32xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %89 = stablehlo.sqrt %cst_10 : tensor<f32>
    %90 = stablehlo.convert %89 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %92 = stablehlo.divide %88, %91 : tensor<2x2x2x32x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %94 = call @tril(%93) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %95:2 = call @_where_0(%94, %92, %cst_11) : (tensor<32x32xi1>, tensor<2x2x2x32x32xf32>, tensor<f32>) -> (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xi1>)
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %96 = stablehlo.reduce(%95#0 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x32x32xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %98 = stablehlo.maximum %97, %96 : tensor<2x2x2x32xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %101 = stablehlo.subtract %95#0, %100 : tensor<2x2x2x32x32xf32>
    %102 = stablehlo.exponential %101 : tensor<2x2x2x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x32x32xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %106 = stablehlo.divide %102, %105 : tensor<2x2x2x32x32xf32>
    %107 = stablehlo.multiply %104, %104 : tensor<2x2x2x32x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x1xf32>
    %109 = stablehlo.divide %108, %107 : tensor<2x2x2x32x1xf32>
    %110 = stablehlo.dot_general %23, %106, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x16x2x32xf32>
    %111 = stablehlo.transpose %110, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x32xf32>) -> tensor<2x32x2x2x16xf32>
    %112 = stablehlo.reshape %111 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %113 = stablehlo.custom_call @Sharding(%112) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %114 = stablehlo.dot_general %113, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %115 = stablehlo.add %1, %114 : tensor<2x32x64xf32>
    %116 = stablehlo.custom_call @Sharding(%115) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %117 = chlo.square %116 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<2x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %123 = stablehlo.divide %121, %122 : tensor<2x32x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %125 = stablehlo.add %123, %124 : tensor<2x32x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<2x32x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<2x32x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<2x32x1xf32>
    %130 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %131 = stablehlo.multiply %116, %130 : tensor<2x32x64xf32>
    %132 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<2x32x64xf32>
    %135 = stablehlo.dot_general %134, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %136:3 = call @silu(%135) : (tensor<2x32x128xf32>) -> (tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>)
    %137 = stablehlo.dot_general %134, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %138 = stablehlo.multiply %136#0, %137 : tensor<2x32x128xf32>
    %139 = stablehlo.custom_call @Sharding(%138) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %140 = stablehlo.dot_general %139, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %141 = stablehlo.add %116, %140 : tensor<2x32x64xf32>
    %142 = stablehlo.custom_call @Sharding(%141) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %143 = chlo.square %142 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %145 = stablehlo.multiply %144, %142 : tensor<2x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%143 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<2x32x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %151 = stablehlo.add %149, %150 : tensor<2x32x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x32x1xf32>
    %153 = stablehlo.divide %152, %151 : tensor<2x32x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<2x32x1xf32>
    %156 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %157 = stablehlo.multiply %142, %156 : tensor<2x32x64xf32>
    %158 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %160 = stablehlo.multiply %157, %159 : tensor<2x32x64xf32>
    %161 = stablehlo.dot_general %160, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %162 = stablehlo.custom_call @Sharding(%161) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %163 = stablehlo.dot_general %160, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %164 = stablehlo.dot_general %160, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x2x16xf32>) -> tensor<2x32x2x16xf32>
    %165 = stablehlo.iota dim = 0 : tensor<8xf32>
    %166 = stablehlo.negate %165 : tensor<8xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<8xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %170 = stablehlo.divide %168, %169 : tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %172 = stablehlo.power %171, %170 : tensor<8xf32>
    %173 = stablehlo.iota dim = 0 : tensor<32xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<32x8xf32>
    %179 = stablehlo.cosine %178 : tensor<32x8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %181 = stablehlo.sine %178 : tensor<32x8xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %183 = stablehlo.slice %162 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %184 = stablehlo.slice %162 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %185 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %186 = stablehlo.multiply %183, %185 : tensor<2x32x4x8xf32>
    %187 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %188 = stablehlo.multiply %184, %187 : tensor<2x32x4x8xf32>
    %189 = stablehlo.subtract %186, %188 : tensor<2x32x4x8xf32>
    %190 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %191 = stablehlo.multiply %184, %190 : tensor<2x32x4x8xf32>
    %192 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %193 = stablehlo.multiply %183, %192 : tensor<2x32x4x8xf32>
    %194 = stablehlo.add %191, %193 : tensor<2x32x4x8xf32>
    %195 = stablehlo.concatenate %189, %194, dim = 3 : (tensor<2x32x4x8xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %196 = stablehlo.iota dim = 0 : tensor<8xf32>
    %197 = stablehlo.negate %196 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %201 = stablehlo.divide %199, %200 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %203 = stablehlo.power %202, %201 : tensor<8xf32>
    %204 = stablehlo.iota dim = 0 : tensor<32xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %206 = stablehlo.broadcast_in_dim %203, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x8xf32>
    %208 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<32x8xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<32x8xf32>
    %210 = stablehlo.cosine %209 : tensor<32x8xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %212 = stablehlo.sine %209 : tensor<32x8xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %214 = stablehlo.slice %163 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %215 = stablehlo.slice %163 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %216 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %217 = stablehlo.multiply %214, %216 : tensor<2x32x2x8xf32>
    %218 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %219 = stablehlo.multiply %215, %218 : tensor<2x32x2x8xf32>
    %220 = stablehlo.subtract %217, %219 : tensor<2x32x2x8xf32>
    %221 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %222 = stablehlo.multiply %215, %221 : tensor<2x32x2x8xf32>
    %223 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %224 = stablehlo.multiply %214, %223 : tensor<2x32x2x8xf32>
    %225 = stablehlo.add %222, %224 : tensor<2x32x2x8xf32>
    %226 = stablehlo.concatenate %220, %225, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %227 = stablehlo.reshape %195 : (tensor<2x32x4x16xf32>) -> tensor<2x32x2x2x16xf32>
    %228 = stablehlo.dot_general %226, %227, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x2x2x16xf32>) -> tensor<2x2x32x32x2xf32>
    %229 = stablehlo.transpose %228, dims = [0, 1, 4, 3, 2] : (tensor<2x2x32x32x2xf32>) -> tensor<2x2x2x32x32xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %230 = stablehlo.sqrt %cst_32 : tensor<f32>
    %231 = stablehlo.convert %230 : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %233 = stablehlo.divide %229, %232 : tensor<2x2x2x32x32xf32>
    %c_33 = stablehlo.constant dense<true> : tensor<i1>
    %234 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %235 = call @tril(%234) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %cst_34 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %236:2 = call @_where_0(%235, %233, %cst_34) : (tensor<32x32xi1>, tensor<2x2x2x32x32xf32>, tensor<f32>) -> (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xi1>)
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %237 = stablehlo.reduce(%236#0 init: %cst_35) applies stablehlo.maximum across dimensions = [4] : (tensor<2x2x2x32x32xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x2x2x32xf32>
    %239 = stablehlo.maximum %238, %237 : tensor<2x2x2x32xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %242 = stablehlo.subtract %236#0, %241 : tensor<2x2x2x32x32xf32>
    %243 = stablehlo.exponential %242 : tensor<2x2x2x32x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_37) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x32x32xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %247 = stablehlo.divide %243, %246 : tensor<2x2x2x32x32xf32>
    %248 = stablehlo.multiply %245, %245 : tensor<2x2x2x32x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x1xf32>
    %250 = stablehlo.divide %249, %248 : tensor<2x2x2x32x1xf32>
    %251 = stablehlo.dot_general %164, %247, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x16x2x32xf32>
    %252 = stablehlo.transpose %251, dims = [0, 4, 1, 3, 2] : (tensor<2x2x16x2x32xf32>) -> tensor<2x32x2x2x16xf32>
    %253 = stablehlo.reshape %252 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %254 = stablehlo.custom_call @Sharding(%253) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %255 = stablehlo.dot_general %254, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %256 = stablehlo.add %142, %255 : tensor<2x32x64xf32>
    %257 = stablehlo.custom_call @Sharding(%256) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %258 = chlo.square %257 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %260 = stablehlo.multiply %259, %257 : tensor<2x32x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%258 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %264 = stablehlo.divide %262, %263 : tensor<2x32x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %266 = stablehlo.add %264, %265 : tensor<2x32x1xf32>
    %267 = stablehlo.rsqrt %266 : tensor<2x32x1xf32>
    %268 = stablehlo.divide %267, %266 : tensor<2x32x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<2x32x1xf32>
    %271 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %272 = stablehlo.multiply %257, %271 : tensor<2x32x64xf32>
    %273 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %275 = stablehlo.multiply %272, %274 : tensor<2x32x64xf32>
    %276 = stablehlo.dot_general %275, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %277:3 = call @silu(%276) : (tensor<2x32x128xf32>) -> (tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>)
    %278 = stablehlo.dot_general %275, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %279 = stablehlo.multiply %277#0, %278 : tensor<2x32x128xf32>
    %280 = stablehlo.custom_call @Sharding(%279) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %281 = stablehlo.dot_general %280, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %282 = stablehlo.add %257, %281 : tensor<2x32x64xf32>
    %283 = stablehlo.custom_call @Sharding(%282) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %284 = chlo.square %283 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %286 = stablehlo.multiply %285, %283 : tensor<2x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%284 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<2x32x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %292 = stablehlo.add %290, %291 : tensor<2x32x1xf32>
    %293 = stablehlo.rsqrt %292 : tensor<2x32x1xf32>
    %294 = stablehlo.divide %293, %292 : tensor<2x32x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<2x32x1xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %298 = stablehlo.multiply %283, %297 : tensor<2x32x64xf32>
    %299 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %301 = stablehlo.multiply %298, %300 : tensor<2x32x64xf32>
    %302 = stablehlo.dot_general %301, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x256xf32>) -> tensor<2x32x256xf32>
    %303 = stablehlo.custom_call @Sharding(%302) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %304:3 = call @log_softmax(%303) : (tensor<2x32x256xf32>) -> (tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<2x32x1xf32>)
    %305 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %306:2 = call @take_along_axis(%304#0, %305) : (tensor<2x32x256xf32>, tensor<2x32x1xi32>) -> (tensor<2x32x1xf32>, tensor<2x32x1x1xi32>)
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306#0 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %308 = stablehlo.divide %307, %cst_50 : tensor<f32>
    %309 = stablehlo.negate %308 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %310 = stablehlo.negate %cst_51 : tensor<f32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %311 = stablehlo.divide %310, %cst_52 : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %313 = call @take_along_axis_1(%306#1, %312) : (tensor<2x32x1x1xi32>, tensor<2x32x1xf32>) -> tensor<2x32x256xf32>
    %314 = call @log_softmax_2(%304#1, %304#2, %313) : (tensor<2x32x256xf32>, tensor<2x32x1xf32>, tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %315 = stablehlo.custom_call @Sharding(%314) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<2x32x256xf32>) -> tensor<2x32x256xf32>
    %316 = stablehlo.dot_general %315, %301, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<2x32x64xf32>) -> tensor<256x64xf32>
    %317 = stablehlo.transpose %316, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %318 = stablehlo.dot_general %315, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<64x256xf32>) -> tensor<2x32x64xf32>
    %319 = stablehlo.multiply %298, %318 : tensor<2x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %321 = stablehlo.reshape %320 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %322 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %323 = stablehlo.multiply %318, %322 : tensor<2x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%321 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %325 = stablehlo.multiply %283, %323 : tensor<2x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %328 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %329 = stablehlo.multiply %323, %328 : tensor<2x32x64xf32>
    %330 = stablehlo.multiply %327, %296 : tensor<2x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %332 = stablehlo.divide %330, %331 : tensor<2x32x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%332 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %335 = stablehlo.multiply %334, %286 : tensor<2x32x64xf32>
    %336 = stablehlo.add %329, %335 : tensor<2x32x64xf32>
    %337 = stablehlo.custom_call @Sharding(%336) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %338 = stablehlo.dot_general %337, %280, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x128xf32>) -> tensor<64x128xf32>
    %339 = stablehlo.transpose %338, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %340 = stablehlo.dot_general %337, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<128x64xf32>) -> tensor<2x32x128xf32>
    %341 = stablehlo.custom_call @Sharding(%340) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %342 = stablehlo.multiply %277#0, %341 : tensor<2x32x128xf32>
    %343 = stablehlo.multiply %341, %278 : tensor<2x32x128xf32>
    %344 = stablehlo.dot_general %342, %275, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
    %345 = stablehlo.transpose %344, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %346 = stablehlo.dot_general %342, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
    %347 = call @silu_3(%277#1, %277#2, %276, %343) : (tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %348 = stablehlo.dot_general %347, %275, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
    %349 = stablehlo.transpose %348, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %350 = stablehlo.dot_general %347, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
    %351 = stablehlo.add %346, %350 : tensor<2x32x64xf32>
    %352 = stablehlo.multiply %272, %351 : tensor<2x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %354 = stablehlo.reshape %353 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %355 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %356 = stablehlo.multiply %351, %355 : tensor<2x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%354 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.multiply %257, %356 : tensor<2x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %361 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %362 = stablehlo.multiply %356, %361 : tensor<2x32x64xf32>
    %363 = stablehlo.add %337, %362 : tensor<2x32x64xf32>
    %364 = stablehlo.multiply %360, %270 : tensor<2x32x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %366 = stablehlo.divide %364, %365 : tensor<2x32x1xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %369 = stablehlo.multiply %368, %260 : tensor<2x32x64xf32>
    %370 = stablehlo.add %363, %369 : tensor<2x32x64xf32>
    %371 = stablehlo.custom_call @Sharding(%370) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %372 = stablehlo.dot_general %371, %254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x4x16xf32>) -> tensor<64x4x16xf32>
    %373 = stablehlo.transpose %372, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %374 = stablehlo.dot_general %371, %arg17, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x16x64xf32>) -> tensor<2x32x4x16xf32>
    %375 = stablehlo.custom_call @Sharding(%374) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %376 = stablehlo.reshape %375 : (tensor<2x32x4x16xf32>) -> tensor<2x32x2x2x16xf32>
    %377 = stablehlo.transpose %376, dims = [0, 2, 4, 3, 1] : (tensor<2x32x2x2x16xf32>) -> tensor<2x2x16x2x32xf32>
    %378 = stablehlo.dot_general %377, %164, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x32xf32>, tensor<2x32x2x16xf32>) -> tensor<2x2x2x32x32xf32>
    %379 = stablehlo.dot_general %377, %247, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x16x32xf32>
    %380 = stablehlo.transpose %379, dims = [0, 3, 1, 2] : (tensor<2x2x16x32xf32>) -> tensor<2x32x2x16xf32>
    %381 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %382 = stablehlo.multiply %378, %381 : tensor<2x2x2x32x32xf32>
    %383 = stablehlo.multiply %382, %243 : tensor<2x2x2x32x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_63) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x32x32xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %385 = stablehlo.reshape %384 : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x1xf32>
    %386 = stablehlo.negate %385 : tensor<2x2x2x32x1xf32>
    %387 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %388 = stablehlo.divide %378, %387 : tensor<2x2x2x32x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%386 init: %cst_64) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x32x1xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x32xf32>
    %391 = stablehlo.add %388, %390 : tensor<2x2x2x32x32xf32>
    %392 = stablehlo.multiply %391, %243 : tensor<2x2x2x32x32xf32>
    %393 = call @_where_4(%236#1, %392) : (tensor<2x2x2x32x32xi1>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %394 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %395 = stablehlo.divide %393, %394 : tensor<2x2x2x32x32xf32>
    %396 = stablehlo.transpose %395, dims = [0, 1, 4, 3, 2] : (tensor<2x2x2x32x32xf32>) -> tensor<2x2x32x32x2xf32>
    %397 = stablehlo.dot_general %396, %226, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x32x32x2xf32>, tensor<2x32x2x16xf32>) -> tensor<2x2x32x2x16xf32>
    %398 = stablehlo.transpose %397, dims = [0, 2, 1, 3, 4] : (tensor<2x2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %399 = stablehlo.dot_general %396, %227, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x32x32x2xf32>, tensor<2x32x2x2x16xf32>) -> tensor<2x2x32x16xf32>
    %400 = stablehlo.transpose %399, dims = [0, 2, 1, 3] : (tensor<2x2x32x16xf32>) -> tensor<2x32x2x16xf32>
    %401 = stablehlo.reshape %398 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %402 = stablehlo.slice %400 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %403 = stablehlo.slice %400 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %404 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<2x32x2x8xf32>
    %406 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %407 = stablehlo.multiply %403, %406 : tensor<2x32x2x8xf32>
    %408 = stablehlo.negate %402 : tensor<2x32x2x8xf32>
    %409 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %410 = stablehlo.multiply %408, %409 : tensor<2x32x2x8xf32>
    %411 = stablehlo.add %407, %410 : tensor<2x32x2x8xf32>
    %412 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %413 = stablehlo.multiply %402, %412 : tensor<2x32x2x8xf32>
    %414 = stablehlo.add %405, %413 : tensor<2x32x2x8xf32>
    %415 = stablehlo.concatenate %414, %411, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %416 = stablehlo.slice %401 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %417 = stablehlo.slice %401 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %418 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<2x32x4x8xf32>
    %420 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %421 = stablehlo.multiply %417, %420 : tensor<2x32x4x8xf32>
    %422 = stablehlo.negate %416 : tensor<2x32x4x8xf32>
    %423 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %424 = stablehlo.multiply %422, %423 : tensor<2x32x4x8xf32>
    %425 = stablehlo.add %421, %424 : tensor<2x32x4x8xf32>
    %426 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %427 = stablehlo.multiply %416, %426 : tensor<2x32x4x8xf32>
    %428 = stablehlo.add %419, %427 : tensor<2x32x4x8xf32>
    %429 = stablehlo.concatenate %428, %425, dim = 3 : (tensor<2x32x4x8xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %430 = stablehlo.dot_general %380, %160, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %431 = stablehlo.transpose %430, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %432 = stablehlo.dot_general %380, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x32x64xf32>
    %433 = stablehlo.dot_general %415, %160, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %434 = stablehlo.transpose %433, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %435 = stablehlo.dot_general %415, %arg16, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x32x64xf32>
    %436 = stablehlo.add %432, %435 : tensor<2x32x64xf32>
    %437 = stablehlo.custom_call @Sharding(%429) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %438 = stablehlo.dot_general %437, %160, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %439 = stablehlo.transpose %438, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %440 = stablehlo.dot_general %437, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %441 = stablehlo.add %436, %440 : tensor<2x32x64xf32>
    %442 = stablehlo.multiply %157, %441 : tensor<2x32x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %444 = stablehlo.reshape %443 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %445 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %446 = stablehlo.multiply %441, %445 : tensor<2x32x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%444 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %448 = stablehlo.multiply %142, %446 : tensor<2x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %450 = stablehlo.reshape %449 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %451 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %452 = stablehlo.multiply %446, %451 : tensor<2x32x64xf32>
    %453 = stablehlo.add %371, %452 : tensor<2x32x64xf32>
    %454 = stablehlo.multiply %450, %155 : tensor<2x32x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %456 = stablehlo.divide %454, %455 : tensor<2x32x1xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %459 = stablehlo.multiply %458, %145 : tensor<2x32x64xf32>
    %460 = stablehlo.add %453, %459 : tensor<2x32x64xf32>
    %461 = stablehlo.custom_call @Sharding(%460) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %462 = stablehlo.dot_general %461, %139, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x128xf32>) -> tensor<64x128xf32>
    %463 = stablehlo.transpose %462, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %464 = stablehlo.dot_general %461, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<128x64xf32>) -> tensor<2x32x128xf32>
    %465 = stablehlo.custom_call @Sharding(%464) {backend_config = "", mhlo.sharding = "{devices=[2,1,2]<=[4]}"} : (tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %466 = stablehlo.multiply %136#0, %465 : tensor<2x32x128xf32>
    %467 = stablehlo.multiply %465, %137 : tensor<2x32x128xf32>
    %468 = stablehlo.dot_general %466, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
    %469 = stablehlo.transpose %468, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %470 = stablehlo.dot_general %466, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
    %471 = call @silu_3(%136#1, %136#2, %135, %467) : (tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>) -> tensor<2x32x128xf32>
    %472 = stablehlo.dot_general %471, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
    %473 = stablehlo.transpose %472, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %474 = stablehlo.dot_general %471, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
    %475 = stablehlo.add %470, %474 : tensor<2x32x64xf32>
    %476 = stablehlo.multiply %131, %475 : tensor<2x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %478 = stablehlo.reshape %477 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %479 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %480 = stablehlo.multiply %475, %479 : tensor<2x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%478 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %482 = stablehlo.multiply %116, %480 : tensor<2x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.reduce(%482 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %484 = stablehlo.reshape %483 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %485 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %486 = stablehlo.multiply %480, %485 : tensor<2x32x64xf32>
    %487 = stablehlo.add %461, %486 : tensor<2x32x64xf32>
    %488 = stablehlo.multiply %484, %129 : tensor<2x32x1xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %490 = stablehlo.divide %488, %489 : tensor<2x32x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%490 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %493 = stablehlo.multiply %492, %119 : tensor<2x32x64xf32>
    %494 = stablehlo.add %487, %493 : tensor<2x32x64xf32>
    %495 = stablehlo.custom_call @Sharding(%494) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %496 = stablehlo.dot_general %495, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x4x16xf32>) -> tensor<64x4x16xf32>
    %497 = stablehlo.transpose %496, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %498 = stablehlo.dot_general %495, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x16x64xf32>) -> tensor<2x32x4x16xf32>
    %499 = stablehlo.custom_call @Sharding(%498) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %500 = stablehlo.reshape %499 : (tensor<2x32x4x16xf32>) -> tensor<2x32x2x2x16xf32>
    %501 = stablehlo.transpose %500, dims = [0, 2, 4, 3, 1] : (tensor<2x32x2x2x16xf32>) -> tensor<2x2x16x2x32xf32>
    %502 = stablehlo.dot_general %501, %23, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x32xf32>, tensor<2x32x2x16xf32>) -> tensor<2x2x2x32x32xf32>
    %503 = stablehlo.dot_general %501, %106, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x16x2x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x16x32xf32>
    %504 = stablehlo.transpose %503, dims = [0, 3, 1, 2] : (tensor<2x2x16x32xf32>) -> tensor<2x32x2x16xf32>
    %505 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %506 = stablehlo.multiply %502, %505 : tensor<2x2x2x32x32xf32>
    %507 = stablehlo.multiply %506, %102 : tensor<2x2x2x32x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x32x32xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %509 = stablehlo.reshape %508 : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x1xf32>
    %510 = stablehlo.negate %509 : tensor<2x2x2x32x1xf32>
    %511 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3, 4] : (tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x32xf32>
    %512 = stablehlo.divide %502, %511 : tensor<2x2x2x32x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%510 init: %cst_76) applies stablehlo.add across dimensions = [4] : (tensor<2x2x2x32x1xf32>, tensor<f32>) -> tensor<2x2x2x32xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3] : (tensor<2x2x2x32xf32>) -> tensor<2x2x2x32x32xf32>
    %515 = stablehlo.add %512, %514 : tensor<2x2x2x32x32xf32>
    %516 = stablehlo.multiply %515, %102 : tensor<2x2x2x32x32xf32>
    %517 = call @_where_4(%95#1, %516) : (tensor<2x2x2x32x32xi1>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %518 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %519 = stablehlo.divide %517, %518 : tensor<2x2x2x32x32xf32>
    %520 = stablehlo.transpose %519, dims = [0, 1, 4, 3, 2] : (tensor<2x2x2x32x32xf32>) -> tensor<2x2x32x32x2xf32>
    %521 = stablehlo.dot_general %520, %85, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x2x32x32x2xf32>, tensor<2x32x2x16xf32>) -> tensor<2x2x32x2x16xf32>
    %522 = stablehlo.transpose %521, dims = [0, 2, 1, 3, 4] : (tensor<2x2x32x2x16xf32>) -> tensor<2x32x2x2x16xf32>
    %523 = stablehlo.dot_general %520, %86, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x2x32x32x2xf32>, tensor<2x32x2x2x16xf32>) -> tensor<2x2x32x16xf32>
    %524 = stablehlo.transpose %523, dims = [0, 2, 1, 3] : (tensor<2x2x32x16xf32>) -> tensor<2x32x2x16xf32>
    %525 = stablehlo.reshape %522 : (tensor<2x32x2x2x16xf32>) -> tensor<2x32x4x16xf32>
    %526 = stablehlo.slice %524 [0:2, 0:32, 0:2, 0:8] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %527 = stablehlo.slice %524 [0:2, 0:32, 0:2, 8:16] : (tensor<2x32x2x16xf32>) -> tensor<2x32x2x8xf32>
    %528 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %529 = stablehlo.multiply %527, %528 : tensor<2x32x2x8xf32>
    %530 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %531 = stablehlo.multiply %527, %530 : tensor<2x32x2x8xf32>
    %532 = stablehlo.negate %526 : tensor<2x32x2x8xf32>
    %533 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %534 = stablehlo.multiply %532, %533 : tensor<2x32x2x8xf32>
    %535 = stablehlo.add %531, %534 : tensor<2x32x2x8xf32>
    %536 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x2x8xf32>
    %537 = stablehlo.multiply %526, %536 : tensor<2x32x2x8xf32>
    %538 = stablehlo.add %529, %537 : tensor<2x32x2x8xf32>
    %539 = stablehlo.concatenate %538, %535, dim = 3 : (tensor<2x32x2x8xf32>, tensor<2x32x2x8xf32>) -> tensor<2x32x2x16xf32>
    %540 = stablehlo.slice %525 [0:2, 0:32, 0:4, 0:8] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %541 = stablehlo.slice %525 [0:2, 0:32, 0:4, 8:16] : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x8xf32>
    %542 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %543 = stablehlo.multiply %541, %542 : tensor<2x32x4x8xf32>
    %544 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %545 = stablehlo.multiply %541, %544 : tensor<2x32x4x8xf32>
    %546 = stablehlo.negate %540 : tensor<2x32x4x8xf32>
    %547 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<2x32x4x8xf32>
    %549 = stablehlo.add %545, %548 : tensor<2x32x4x8xf32>
    %550 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<2x32x4x8xf32>
    %551 = stablehlo.multiply %540, %550 : tensor<2x32x4x8xf32>
    %552 = stablehlo.add %543, %551 : tensor<2x32x4x8xf32>
    %553 = stablehlo.concatenate %552, %549, dim = 3 : (tensor<2x32x4x8xf32>, tensor<2x32x4x8xf32>) -> tensor<2x32x4x16xf32>
    %554 = stablehlo.dot_general %504, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %555 = stablehlo.transpose %554, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %556 = stablehlo.dot_general %504, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x32x64xf32>
    %557 = stablehlo.dot_general %539, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %558 = stablehlo.transpose %557, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %559 = stablehlo.dot_general %539, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<2x32x64xf32>
    %560 = stablehlo.add %556, %559 : tensor<2x32x64xf32>
    %561 = stablehlo.custom_call @Sharding(%553) {backend_config = "", mhlo.sharding = "{devices=[2,1,2,1]<=[4]}"} : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %562 = stablehlo.dot_general %561, %19, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %563 = stablehlo.transpose %562, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %564 = stablehlo.dot_general %561, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %565 = stablehlo.add %560, %564 : tensor<2x32x64xf32>
    %566 = stablehlo.multiply %16, %565 : tensor<2x32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %568 = stablehlo.reshape %567 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %570 = stablehlo.multiply %565, %569 : tensor<2x32x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%568 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %572 = stablehlo.multiply %1, %570 : tensor<2x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %574 = stablehlo.reshape %573 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %575 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %576 = stablehlo.multiply %570, %575 : tensor<2x32x64xf32>
    %577 = stablehlo.add %495, %576 : tensor<2x32x64xf32>
    %578 = stablehlo.multiply %574, %14 : tensor<2x32x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %580 = stablehlo.divide %578, %579 : tensor<2x32x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %583 = stablehlo.multiply %582, %4 : tensor<2x32x64xf32>
    %584 = stablehlo.add %577, %583 : tensor<2x32x64xf32>
    %585 = stablehlo.custom_call @Sharding(%584) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,2]<=[4] last_tile_dim_replicate}"} : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %586 = call @_take_5(%0#1, %585) : (tensor<2x32x1xi32>, tensor<2x32x64xf32>) -> tensor<256x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %588 = stablehlo.multiply %587, %586 : tensor<256x64xf32>
    %589 = stablehlo.subtract %arg0, %588 : tensor<256x64xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %591 = stablehlo.multiply %590, %324 : tensor<64xf32>
    %592 = stablehlo.subtract %arg1, %591 : tensor<64xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %594 = stablehlo.multiply %593, %571 : tensor<64xf32>
    %595 = stablehlo.subtract %arg2, %594 : tensor<64xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %597 = stablehlo.multiply %596, %481 : tensor<64xf32>
    %598 = stablehlo.subtract %arg3, %597 : tensor<64xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %600 = stablehlo.multiply %599, %463 : tensor<128x64xf32>
    %601 = stablehlo.subtract %arg4, %600 : tensor<128x64xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %603 = stablehlo.multiply %602, %473 : tensor<64x128xf32>
    %604 = stablehlo.subtract %arg5, %603 : tensor<64x128xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %606 = stablehlo.multiply %605, %469 : tensor<64x128xf32>
    %607 = stablehlo.subtract %arg6, %606 : tensor<64x128xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %609 = stablehlo.multiply %608, %558 : tensor<64x2x16xf32>
    %610 = stablehlo.subtract %arg7, %609 : tensor<64x2x16xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %612 = stablehlo.multiply %611, %497 : tensor<4x16x64xf32>
    %613 = stablehlo.subtract %arg8, %612 : tensor<4x16x64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %615 = stablehlo.multiply %614, %563 : tensor<64x4x16xf32>
    %616 = stablehlo.subtract %arg9, %615 : tensor<64x4x16xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %618 = stablehlo.multiply %617, %555 : tensor<64x2x16xf32>
    %619 = stablehlo.subtract %arg10, %618 : tensor<64x2x16xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %621 = stablehlo.multiply %620, %447 : tensor<64xf32>
    %622 = stablehlo.subtract %arg11, %621 : tensor<64xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %624 = stablehlo.multiply %623, %357 : tensor<64xf32>
    %625 = stablehlo.subtract %arg12, %624 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %627 = stablehlo.multiply %626, %339 : tensor<128x64xf32>
    %628 = stablehlo.subtract %arg13, %627 : tensor<128x64xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %630 = stablehlo.multiply %629, %349 : tensor<64x128xf32>
    %631 = stablehlo.subtract %arg14, %630 : tensor<64x128xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %633 = stablehlo.multiply %632, %345 : tensor<64x128xf32>
    %634 = stablehlo.subtract %arg15, %633 : tensor<64x128xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %636 = stablehlo.multiply %635, %434 : tensor<64x2x16xf32>
    %637 = stablehlo.subtract %arg16, %636 : tensor<64x2x16xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %639 = stablehlo.multiply %638, %373 : tensor<4x16x64xf32>
    %640 = stablehlo.subtract %arg17, %639 : tensor<4x16x64xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %642 = stablehlo.multiply %641, %439 : tensor<64x4x16xf32>
    %643 = stablehlo.subtract %arg18, %642 : tensor<64x4x16xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %645 = stablehlo.multiply %644, %431 : tensor<64x2x16xf32>
    %646 = stablehlo.subtract %arg19, %645 : tensor<64x2x16xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %648 = stablehlo.multiply %647, %317 : tensor<64x256xf32>
    %649 = stablehlo.subtract %arg20, %648 : tensor<64x256xf32>
    return %589, %592, %595, %598, %601, %604, %607, %610, %613, %616, %619, %622, %625, %628, %631, %634, %637, %640, %643, %646, %649, %309 : tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x2x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x2x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64x2x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x2x16xf32>, tensor<64x256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32>, %arg1: tensor<2x32xi32>) -> (tensor<2x32x64xf32>, tensor<2x32x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<2x32xi1>, tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<2x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    return %16, %5 : tensor<2x32x64xf32>, tensor<2x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<2x32xi1>, %arg1: tensor<2x32xi32>, %arg2: tensor<2x32xi32>) -> tensor<2x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<2x32xi1>, tensor<2x32xi32>
    return %0 : tensor<2x32xi32>
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
  func.func private @_where_0(%arg0: tensor<32x32xi1>, %arg1: tensor<2x2x2x32x32xf32>, %arg2: tensor<f32>) -> (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<2x2x2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<2x2x2x32x32xi1>, tensor<2x2x2x32x32xf32>
    return %3, %1 : tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xi1>
  }
  func.func private @silu(%arg0: tensor<2x32x128xf32>) -> (tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<2x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<2x32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<2x32x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<2x32x128xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<2x32x128xf32>
    return %9, %8, %5 : tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<2x32x256xf32>) -> (tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<2x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<2x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<2x32x256xf32>
    %6 = stablehlo.exponential %5 : tensor<2x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %9 = stablehlo.log %8 : tensor<2x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<2x32x256xf32>
    return %11, %6, %8 : tensor<2x32x256xf32>, tensor<2x32x256xf32>, tensor<2x32x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<2x32x256xf32>, %arg1: tensor<2x32x1xi32>) -> (tensor<2x32x1xf32>, tensor<2x32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<2x32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<2x32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<2x32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<2x32x1x1xi1>, tensor<i1>) -> tensor<2x32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x32x256xf32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<2x32x1xi1>, tensor<2x32x1xf32>
    return %15, %5 : tensor<2x32x1xf32>, tensor<2x32x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<2x32x1x1xi32>, %arg1: tensor<2x32x1xf32>) -> tensor<2x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<2x32x256xf32>, tensor<2x32x1x1xi32>, tensor<2x32x1xf32>) -> tensor<2x32x256xf32>
    return %1 : tensor<2x32x256xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<2x32x256xf32>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<2x32x256xf32>) -> tensor<2x32x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<2x32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<2x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<2x32x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<2x32x256xf32>
    return %7 : tensor<2x32x256xf32>
  }
  func.func private @silu_3(%arg0: tensor<2x32x128xf32>, %arg1: tensor<2x32x128xf32>, %arg2: tensor<2x32x128xf32>, %arg3: tensor<2x32x128xf32>) -> tensor<2x32x128xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<2x32x128xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<2x32x128xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<2x32x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<2x32x128xf32>
    return %3 : tensor<2x32x128xf32>
  }
  func.func private @_where_4(%arg0: tensor<2x2x2x32x32xi1>, %arg1: tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x2x2x32x32xi1>, tensor<2x2x2x32x32xf32>
    return %1 : tensor<2x2x2x32x32xf32>
  }
  func.func private @_take_5(%arg0: tensor<2x32x1xi32>, %arg1: tensor<2x32x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<2x32x1xi32>, tensor<2x32x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
}
