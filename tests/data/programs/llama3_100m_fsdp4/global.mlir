module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "fsdp"=4, "model"=1, "stage"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "fsdp", size = 4 : i64}, {name = "model", size = 1 : i64}, {name = "stage", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<128256x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg1: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg5: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg6: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg7: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg8: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg9: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg10: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg11: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg14: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg15: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg16: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg17: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg18: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg19: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg20: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg23: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg24: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg25: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg26: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg27: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg28: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg29: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg32: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg33: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg34: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg35: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg36: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg37: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg38: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg41: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg42: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg43: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg44: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg45: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg46: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg47: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg50: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg51: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg52: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg53: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg54: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg55: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg56: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<2016x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg59: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg60: tensor<576x2016xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg61: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg62: tensor<9x128x576xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg63: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg64: tensor<576x9x128xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg65: tensor<576x128256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg66: tensor<4x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg67: tensor<4x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<128256x576xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][4]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][5]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xbf16> {jax.result_info = "result[0]['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xbf16> {jax.result_info = "result[0]['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][6]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xbf16> {jax.result_info = "result[0]['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xbf16> {jax.result_info = "result[0]['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xbf16> {jax.result_info = "result[0]['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x128256xbf16> {jax.result_info = "result[0]['unembed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg66) : (tensor<128256x576xbf16>, tensor<4x4096xi32>) -> (tensor<4x4096x576xbf16>, tensor<4x4096x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2 = stablehlo.convert %1 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %3 = chlo.square %2 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<4x4096x576xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_1 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x4096x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<4x4096x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<4x4096x1xf32>
    %13 = stablehlo.divide %12, %11 : tensor<4x4096x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<4x4096x1xf32>
    %16 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %17 = stablehlo.multiply %2, %16 : tensor<4x4096x576xf32>
    %18 = stablehlo.convert %arg2 : (tensor<576xbf16>) -> tensor<576xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<4x4096x576xf32>
    %22 = stablehlo.convert %21 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %23 = stablehlo.dot_general %22, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %25 = stablehlo.dot_general %22, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %26 = stablehlo.dot_general %22, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %27 = stablehlo.iota dim = 0 : tensor<64xf32>
    %28 = stablehlo.negate %27 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %32 = stablehlo.divide %30, %31 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %34 = stablehlo.power %33, %32 : tensor<64xf32>
    %35 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<4096x64xf32>
    %41 = stablehlo.cosine %40 : tensor<4096x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %43 = stablehlo.sine %40 : tensor<4096x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %45 = stablehlo.convert %24 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %46 = stablehlo.slice %45 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %47 = stablehlo.slice %45 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %48 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<4x4096x9x64xf32>
    %50 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<4x4096x9x64xf32>
    %52 = stablehlo.subtract %49, %51 : tensor<4x4096x9x64xf32>
    %53 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %54 = stablehlo.multiply %47, %53 : tensor<4x4096x9x64xf32>
    %55 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %56 = stablehlo.multiply %46, %55 : tensor<4x4096x9x64xf32>
    %57 = stablehlo.add %54, %56 : tensor<4x4096x9x64xf32>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %59 = stablehlo.convert %58 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %60 = stablehlo.iota dim = 0 : tensor<64xf32>
    %61 = stablehlo.negate %60 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<64xf32>
    %cst_8 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.divide %63, %64 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.power %66, %65 : tensor<64xf32>
    %68 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<4096x64xf32>
    %74 = stablehlo.cosine %73 : tensor<4096x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %76 = stablehlo.sine %73 : tensor<4096x64xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %78 = stablehlo.convert %25 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %79 = stablehlo.slice %78 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %80 = stablehlo.slice %78 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %81 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %82 = stablehlo.multiply %79, %81 : tensor<4x4096x9x64xf32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %84 = stablehlo.multiply %80, %83 : tensor<4x4096x9x64xf32>
    %85 = stablehlo.subtract %82, %84 : tensor<4x4096x9x64xf32>
    %86 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %87 = stablehlo.multiply %80, %86 : tensor<4x4096x9x64xf32>
    %88 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %89 = stablehlo.multiply %79, %88 : tensor<4x4096x9x64xf32>
    %90 = stablehlo.add %87, %89 : tensor<4x4096x9x64xf32>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %92 = stablehlo.convert %91 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %93 = stablehlo.reshape %59 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %94 = stablehlo.dot_general %92, %93, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %95 = stablehlo.transpose %94, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %96 = stablehlo.convert %95 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_10 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %97 = stablehlo.sqrt %cst_10 : tensor<f32>
    %98 = stablehlo.convert %97 : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %100 = stablehlo.divide %96, %99 : tensor<4x9x1x4096x4096xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %101 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %102 = call @tril(%101) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_11 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %103:2 = call @_where_0(%102, %100, %cst_11) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.reduce(%103#0 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<4x9x1x4096xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %109 = stablehlo.subtract %103#0, %108 : tensor<4x9x1x4096x4096xf32>
    %110 = stablehlo.exponential %109 : tensor<4x9x1x4096x4096xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %114 = stablehlo.divide %110, %113 : tensor<4x9x1x4096x4096xf32>
    %115 = stablehlo.multiply %112, %112 : tensor<4x9x1x4096x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %117 = stablehlo.divide %116, %115 : tensor<4x9x1x4096x1xf32>
    %118 = stablehlo.convert %114 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %119 = stablehlo.dot_general %26, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %121 = stablehlo.reshape %120 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %123 = stablehlo.dot_general %122, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %124 = stablehlo.add %1, %123 : tensor<4x4096x576xbf16>
    %125 = sdy.sharding_constraint %124 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %126 = stablehlo.convert %125 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %127 = chlo.square %126 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<4x4096x576xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%127 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_18 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %133 = stablehlo.divide %131, %132 : tensor<4x4096x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %135 = stablehlo.add %133, %134 : tensor<4x4096x1xf32>
    %136 = stablehlo.rsqrt %135 : tensor<4x4096x1xf32>
    %137 = stablehlo.divide %136, %135 : tensor<4x4096x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<4x4096x1xf32>
    %140 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %141 = stablehlo.multiply %126, %140 : tensor<4x4096x576xf32>
    %142 = stablehlo.convert %arg3 : (tensor<576xbf16>) -> tensor<576xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %145 = stablehlo.multiply %141, %144 : tensor<4x4096x576xf32>
    %146 = stablehlo.convert %145 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %147 = stablehlo.dot_general %146, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %148:3 = call @silu(%147) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %149 = stablehlo.dot_general %146, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %150 = stablehlo.multiply %148#0, %149 : tensor<4x4096x2016xbf16>
    %151 = sdy.sharding_constraint %150 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %152 = stablehlo.dot_general %151, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %153 = stablehlo.add %125, %152 : tensor<4x4096x576xbf16>
    %154 = sdy.sharding_constraint %153 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %155 = stablehlo.convert %154 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %156 = chlo.square %155 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %158 = stablehlo.multiply %157, %155 : tensor<4x4096x576xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%156 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_23 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %162 = stablehlo.divide %160, %161 : tensor<4x4096x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %164 = stablehlo.add %162, %163 : tensor<4x4096x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<4x4096x1xf32>
    %166 = stablehlo.divide %165, %164 : tensor<4x4096x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<4x4096x1xf32>
    %169 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %170 = stablehlo.multiply %155, %169 : tensor<4x4096x576xf32>
    %171 = stablehlo.convert %arg11 : (tensor<576xbf16>) -> tensor<576xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %174 = stablehlo.multiply %170, %173 : tensor<4x4096x576xf32>
    %175 = stablehlo.convert %174 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %176 = stablehlo.dot_general %175, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %177 = sdy.sharding_constraint %176 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %178 = stablehlo.dot_general %175, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %179 = stablehlo.dot_general %175, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %180 = stablehlo.iota dim = 0 : tensor<64xf32>
    %181 = stablehlo.negate %180 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<64xf32>
    %cst_27 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %185 = stablehlo.divide %183, %184 : tensor<64xf32>
    %cst_28 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %187 = stablehlo.power %186, %185 : tensor<64xf32>
    %188 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %190 = stablehlo.broadcast_in_dim %187, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<4096x64xf32>
    %194 = stablehlo.cosine %193 : tensor<4096x64xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %196 = stablehlo.sine %193 : tensor<4096x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %198 = stablehlo.convert %177 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %199 = stablehlo.slice %198 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %200 = stablehlo.slice %198 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %201 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %202 = stablehlo.multiply %199, %201 : tensor<4x4096x9x64xf32>
    %203 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<4x4096x9x64xf32>
    %205 = stablehlo.subtract %202, %204 : tensor<4x4096x9x64xf32>
    %206 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %207 = stablehlo.multiply %200, %206 : tensor<4x4096x9x64xf32>
    %208 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %209 = stablehlo.multiply %199, %208 : tensor<4x4096x9x64xf32>
    %210 = stablehlo.add %207, %209 : tensor<4x4096x9x64xf32>
    %211 = stablehlo.concatenate %205, %210, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %212 = stablehlo.convert %211 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %213 = stablehlo.iota dim = 0 : tensor<64xf32>
    %214 = stablehlo.negate %213 : tensor<64xf32>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<64xf32>
    %cst_30 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %218 = stablehlo.divide %216, %217 : tensor<64xf32>
    %cst_31 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %220 = stablehlo.power %219, %218 : tensor<64xf32>
    %221 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<4096x64xf32>
    %227 = stablehlo.cosine %226 : tensor<4096x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %229 = stablehlo.sine %226 : tensor<4096x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %231 = stablehlo.convert %178 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %232 = stablehlo.slice %231 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %233 = stablehlo.slice %231 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %234 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %235 = stablehlo.multiply %232, %234 : tensor<4x4096x9x64xf32>
    %236 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<4x4096x9x64xf32>
    %238 = stablehlo.subtract %235, %237 : tensor<4x4096x9x64xf32>
    %239 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %240 = stablehlo.multiply %233, %239 : tensor<4x4096x9x64xf32>
    %241 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %242 = stablehlo.multiply %232, %241 : tensor<4x4096x9x64xf32>
    %243 = stablehlo.add %240, %242 : tensor<4x4096x9x64xf32>
    %244 = stablehlo.concatenate %238, %243, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %245 = stablehlo.convert %244 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %246 = stablehlo.reshape %212 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %247 = stablehlo.dot_general %245, %246, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %248 = stablehlo.transpose %247, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %249 = stablehlo.convert %248 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_32 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %250 = stablehlo.sqrt %cst_32 : tensor<f32>
    %251 = stablehlo.convert %250 : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %253 = stablehlo.divide %249, %252 : tensor<4x9x1x4096x4096xf32>
    %c_33 = stablehlo.constant dense<true> : tensor<i1>
    %254 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %255 = call @tril(%254) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_34 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %256:2 = call @_where_0(%255, %253, %cst_34) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.reduce(%256#0 init: %cst_35) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<4x9x1x4096xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %262 = stablehlo.subtract %256#0, %261 : tensor<4x9x1x4096x4096xf32>
    %263 = stablehlo.exponential %262 : tensor<4x9x1x4096x4096xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_37) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %267 = stablehlo.divide %263, %266 : tensor<4x9x1x4096x4096xf32>
    %268 = stablehlo.multiply %265, %265 : tensor<4x9x1x4096x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %270 = stablehlo.divide %269, %268 : tensor<4x9x1x4096x1xf32>
    %271 = stablehlo.convert %267 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %272 = stablehlo.dot_general %179, %271, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %273 = stablehlo.transpose %272, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %274 = stablehlo.reshape %273 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %275 = sdy.sharding_constraint %274 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %276 = stablehlo.dot_general %275, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %277 = stablehlo.add %154, %276 : tensor<4x4096x576xbf16>
    %278 = sdy.sharding_constraint %277 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %279 = stablehlo.convert %278 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %280 = chlo.square %279 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %282 = stablehlo.multiply %281, %279 : tensor<4x4096x576xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%280 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_41 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %286 = stablehlo.divide %284, %285 : tensor<4x4096x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %288 = stablehlo.add %286, %287 : tensor<4x4096x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<4x4096x1xf32>
    %290 = stablehlo.divide %289, %288 : tensor<4x4096x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<4x4096x1xf32>
    %293 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %294 = stablehlo.multiply %279, %293 : tensor<4x4096x576xf32>
    %295 = stablehlo.convert %arg12 : (tensor<576xbf16>) -> tensor<576xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %298 = stablehlo.multiply %294, %297 : tensor<4x4096x576xf32>
    %299 = stablehlo.convert %298 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %300 = stablehlo.dot_general %299, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %301:3 = call @silu(%300) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %302 = stablehlo.dot_general %299, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %303 = stablehlo.multiply %301#0, %302 : tensor<4x4096x2016xbf16>
    %304 = sdy.sharding_constraint %303 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %305 = stablehlo.dot_general %304, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %306 = stablehlo.add %278, %305 : tensor<4x4096x576xbf16>
    %307 = sdy.sharding_constraint %306 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %308 = stablehlo.convert %307 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %309 = chlo.square %308 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %311 = stablehlo.multiply %310, %308 : tensor<4x4096x576xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%309 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_46 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %315 = stablehlo.divide %313, %314 : tensor<4x4096x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %317 = stablehlo.add %315, %316 : tensor<4x4096x1xf32>
    %318 = stablehlo.rsqrt %317 : tensor<4x4096x1xf32>
    %319 = stablehlo.divide %318, %317 : tensor<4x4096x1xf32>
    %cst_48 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %321 = stablehlo.multiply %320, %319 : tensor<4x4096x1xf32>
    %322 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %323 = stablehlo.multiply %308, %322 : tensor<4x4096x576xf32>
    %324 = stablehlo.convert %arg20 : (tensor<576xbf16>) -> tensor<576xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %327 = stablehlo.multiply %323, %326 : tensor<4x4096x576xf32>
    %328 = stablehlo.convert %327 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %329 = stablehlo.dot_general %328, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %330 = sdy.sharding_constraint %329 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %331 = stablehlo.dot_general %328, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %332 = stablehlo.dot_general %328, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %333 = stablehlo.iota dim = 0 : tensor<64xf32>
    %334 = stablehlo.negate %333 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %338 = stablehlo.divide %336, %337 : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %340 = stablehlo.power %339, %338 : tensor<64xf32>
    %341 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %343 = stablehlo.broadcast_in_dim %340, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %344 = stablehlo.broadcast_in_dim %342, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %345 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<4096x64xf32>
    %347 = stablehlo.cosine %346 : tensor<4096x64xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %349 = stablehlo.sine %346 : tensor<4096x64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %351 = stablehlo.convert %330 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %352 = stablehlo.slice %351 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %353 = stablehlo.slice %351 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %354 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %355 = stablehlo.multiply %352, %354 : tensor<4x4096x9x64xf32>
    %356 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %357 = stablehlo.multiply %353, %356 : tensor<4x4096x9x64xf32>
    %358 = stablehlo.subtract %355, %357 : tensor<4x4096x9x64xf32>
    %359 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %360 = stablehlo.multiply %353, %359 : tensor<4x4096x9x64xf32>
    %361 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %362 = stablehlo.multiply %352, %361 : tensor<4x4096x9x64xf32>
    %363 = stablehlo.add %360, %362 : tensor<4x4096x9x64xf32>
    %364 = stablehlo.concatenate %358, %363, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %365 = stablehlo.convert %364 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %366 = stablehlo.iota dim = 0 : tensor<64xf32>
    %367 = stablehlo.negate %366 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.multiply %367, %368 : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.divide %369, %370 : tensor<64xf32>
    %cst_54 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %373 = stablehlo.power %372, %371 : tensor<64xf32>
    %374 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %376 = stablehlo.broadcast_in_dim %373, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %377 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %378 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %379 = stablehlo.multiply %377, %378 : tensor<4096x64xf32>
    %380 = stablehlo.cosine %379 : tensor<4096x64xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %382 = stablehlo.sine %379 : tensor<4096x64xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %384 = stablehlo.convert %331 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %385 = stablehlo.slice %384 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %386 = stablehlo.slice %384 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %387 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<4x4096x9x64xf32>
    %389 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %390 = stablehlo.multiply %386, %389 : tensor<4x4096x9x64xf32>
    %391 = stablehlo.subtract %388, %390 : tensor<4x4096x9x64xf32>
    %392 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %393 = stablehlo.multiply %386, %392 : tensor<4x4096x9x64xf32>
    %394 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %395 = stablehlo.multiply %385, %394 : tensor<4x4096x9x64xf32>
    %396 = stablehlo.add %393, %395 : tensor<4x4096x9x64xf32>
    %397 = stablehlo.concatenate %391, %396, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %398 = stablehlo.convert %397 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %399 = stablehlo.reshape %365 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %400 = stablehlo.dot_general %398, %399, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %401 = stablehlo.transpose %400, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %402 = stablehlo.convert %401 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_55 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %403 = stablehlo.sqrt %cst_55 : tensor<f32>
    %404 = stablehlo.convert %403 : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %406 = stablehlo.divide %402, %405 : tensor<4x9x1x4096x4096xf32>
    %c_56 = stablehlo.constant dense<true> : tensor<i1>
    %407 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %408 = call @tril(%407) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_57 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %409:2 = call @_where_0(%408, %406, %cst_57) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_58 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %410 = stablehlo.reduce(%409#0 init: %cst_58) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %412 = stablehlo.maximum %411, %410 : tensor<4x9x1x4096xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %415 = stablehlo.subtract %409#0, %414 : tensor<4x9x1x4096x4096xf32>
    %416 = stablehlo.exponential %415 : tensor<4x9x1x4096x4096xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_60) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %420 = stablehlo.divide %416, %419 : tensor<4x9x1x4096x4096xf32>
    %421 = stablehlo.multiply %418, %418 : tensor<4x9x1x4096x1xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %423 = stablehlo.divide %422, %421 : tensor<4x9x1x4096x1xf32>
    %424 = stablehlo.convert %420 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %425 = stablehlo.dot_general %332, %424, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %426 = stablehlo.transpose %425, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %427 = stablehlo.reshape %426 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %428 = sdy.sharding_constraint %427 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %429 = stablehlo.dot_general %428, %arg26, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %430 = stablehlo.add %307, %429 : tensor<4x4096x576xbf16>
    %431 = sdy.sharding_constraint %430 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %432 = stablehlo.convert %431 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %433 = chlo.square %432 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %435 = stablehlo.multiply %434, %432 : tensor<4x4096x576xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%433 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_64 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %439 = stablehlo.divide %437, %438 : tensor<4x4096x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %441 = stablehlo.add %439, %440 : tensor<4x4096x1xf32>
    %442 = stablehlo.rsqrt %441 : tensor<4x4096x1xf32>
    %443 = stablehlo.divide %442, %441 : tensor<4x4096x1xf32>
    %cst_66 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<4x4096x1xf32>
    %446 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %447 = stablehlo.multiply %432, %446 : tensor<4x4096x576xf32>
    %448 = stablehlo.convert %arg21 : (tensor<576xbf16>) -> tensor<576xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %451 = stablehlo.multiply %447, %450 : tensor<4x4096x576xf32>
    %452 = stablehlo.convert %451 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %453 = stablehlo.dot_general %452, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %454:3 = call @silu(%453) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %455 = stablehlo.dot_general %452, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %456 = stablehlo.multiply %454#0, %455 : tensor<4x4096x2016xbf16>
    %457 = sdy.sharding_constraint %456 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %458 = stablehlo.dot_general %457, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %459 = stablehlo.add %431, %458 : tensor<4x4096x576xbf16>
    %460 = sdy.sharding_constraint %459 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %461 = stablehlo.convert %460 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %462 = chlo.square %461 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %464 = stablehlo.multiply %463, %461 : tensor<4x4096x576xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%462 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_69 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %468 = stablehlo.divide %466, %467 : tensor<4x4096x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %470 = stablehlo.add %468, %469 : tensor<4x4096x1xf32>
    %471 = stablehlo.rsqrt %470 : tensor<4x4096x1xf32>
    %472 = stablehlo.divide %471, %470 : tensor<4x4096x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<4x4096x1xf32>
    %475 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %476 = stablehlo.multiply %461, %475 : tensor<4x4096x576xf32>
    %477 = stablehlo.convert %arg29 : (tensor<576xbf16>) -> tensor<576xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %480 = stablehlo.multiply %476, %479 : tensor<4x4096x576xf32>
    %481 = stablehlo.convert %480 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %482 = stablehlo.dot_general %481, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %483 = sdy.sharding_constraint %482 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %484 = stablehlo.dot_general %481, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %485 = stablehlo.dot_general %481, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %486 = stablehlo.iota dim = 0 : tensor<64xf32>
    %487 = stablehlo.negate %486 : tensor<64xf32>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %489 = stablehlo.multiply %487, %488 : tensor<64xf32>
    %cst_73 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.divide %489, %490 : tensor<64xf32>
    %cst_74 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %493 = stablehlo.power %492, %491 : tensor<64xf32>
    %494 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %496 = stablehlo.broadcast_in_dim %493, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %497 = stablehlo.broadcast_in_dim %495, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %498 = stablehlo.broadcast_in_dim %496, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %499 = stablehlo.multiply %497, %498 : tensor<4096x64xf32>
    %500 = stablehlo.cosine %499 : tensor<4096x64xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %502 = stablehlo.sine %499 : tensor<4096x64xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %504 = stablehlo.convert %483 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %505 = stablehlo.slice %504 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %506 = stablehlo.slice %504 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %507 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %508 = stablehlo.multiply %505, %507 : tensor<4x4096x9x64xf32>
    %509 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %510 = stablehlo.multiply %506, %509 : tensor<4x4096x9x64xf32>
    %511 = stablehlo.subtract %508, %510 : tensor<4x4096x9x64xf32>
    %512 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %513 = stablehlo.multiply %506, %512 : tensor<4x4096x9x64xf32>
    %514 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %515 = stablehlo.multiply %505, %514 : tensor<4x4096x9x64xf32>
    %516 = stablehlo.add %513, %515 : tensor<4x4096x9x64xf32>
    %517 = stablehlo.concatenate %511, %516, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %518 = stablehlo.convert %517 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %519 = stablehlo.iota dim = 0 : tensor<64xf32>
    %520 = stablehlo.negate %519 : tensor<64xf32>
    %cst_75 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %522 = stablehlo.multiply %520, %521 : tensor<64xf32>
    %cst_76 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %524 = stablehlo.divide %522, %523 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %526 = stablehlo.power %525, %524 : tensor<64xf32>
    %527 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %529 = stablehlo.broadcast_in_dim %526, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %530 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %531 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<4096x64xf32>
    %533 = stablehlo.cosine %532 : tensor<4096x64xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %535 = stablehlo.sine %532 : tensor<4096x64xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %537 = stablehlo.convert %484 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %538 = stablehlo.slice %537 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %539 = stablehlo.slice %537 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %540 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %541 = stablehlo.multiply %538, %540 : tensor<4x4096x9x64xf32>
    %542 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %543 = stablehlo.multiply %539, %542 : tensor<4x4096x9x64xf32>
    %544 = stablehlo.subtract %541, %543 : tensor<4x4096x9x64xf32>
    %545 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %546 = stablehlo.multiply %539, %545 : tensor<4x4096x9x64xf32>
    %547 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %548 = stablehlo.multiply %538, %547 : tensor<4x4096x9x64xf32>
    %549 = stablehlo.add %546, %548 : tensor<4x4096x9x64xf32>
    %550 = stablehlo.concatenate %544, %549, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %551 = stablehlo.convert %550 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %552 = stablehlo.reshape %518 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %553 = stablehlo.dot_general %551, %552, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %554 = stablehlo.transpose %553, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %555 = stablehlo.convert %554 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_78 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %556 = stablehlo.sqrt %cst_78 : tensor<f32>
    %557 = stablehlo.convert %556 : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %559 = stablehlo.divide %555, %558 : tensor<4x9x1x4096x4096xf32>
    %c_79 = stablehlo.constant dense<true> : tensor<i1>
    %560 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %561 = call @tril(%560) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_80 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %562:2 = call @_where_0(%561, %559, %cst_80) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %563 = stablehlo.reduce(%562#0 init: %cst_81) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %565 = stablehlo.maximum %564, %563 : tensor<4x9x1x4096xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %568 = stablehlo.subtract %562#0, %567 : tensor<4x9x1x4096x4096xf32>
    %569 = stablehlo.exponential %568 : tensor<4x9x1x4096x4096xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_83) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %573 = stablehlo.divide %569, %572 : tensor<4x9x1x4096x4096xf32>
    %574 = stablehlo.multiply %571, %571 : tensor<4x9x1x4096x1xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %576 = stablehlo.divide %575, %574 : tensor<4x9x1x4096x1xf32>
    %577 = stablehlo.convert %573 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %578 = stablehlo.dot_general %485, %577, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %579 = stablehlo.transpose %578, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %580 = stablehlo.reshape %579 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %581 = sdy.sharding_constraint %580 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %582 = stablehlo.dot_general %581, %arg35, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %583 = stablehlo.add %460, %582 : tensor<4x4096x576xbf16>
    %584 = sdy.sharding_constraint %583 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %585 = stablehlo.convert %584 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %586 = chlo.square %585 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_85 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %588 = stablehlo.multiply %587, %585 : tensor<4x4096x576xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%586 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_87 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %592 = stablehlo.divide %590, %591 : tensor<4x4096x1xf32>
    %cst_88 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %594 = stablehlo.add %592, %593 : tensor<4x4096x1xf32>
    %595 = stablehlo.rsqrt %594 : tensor<4x4096x1xf32>
    %596 = stablehlo.divide %595, %594 : tensor<4x4096x1xf32>
    %cst_89 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %598 = stablehlo.multiply %597, %596 : tensor<4x4096x1xf32>
    %599 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %600 = stablehlo.multiply %585, %599 : tensor<4x4096x576xf32>
    %601 = stablehlo.convert %arg30 : (tensor<576xbf16>) -> tensor<576xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %604 = stablehlo.multiply %600, %603 : tensor<4x4096x576xf32>
    %605 = stablehlo.convert %604 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %606 = stablehlo.dot_general %605, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %607:3 = call @silu(%606) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %608 = stablehlo.dot_general %605, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %609 = stablehlo.multiply %607#0, %608 : tensor<4x4096x2016xbf16>
    %610 = sdy.sharding_constraint %609 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %611 = stablehlo.dot_general %610, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %612 = stablehlo.add %584, %611 : tensor<4x4096x576xbf16>
    %613 = sdy.sharding_constraint %612 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %614 = stablehlo.convert %613 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %615 = chlo.square %614 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %617 = stablehlo.multiply %616, %614 : tensor<4x4096x576xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.reduce(%615 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_92 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %621 = stablehlo.divide %619, %620 : tensor<4x4096x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %623 = stablehlo.add %621, %622 : tensor<4x4096x1xf32>
    %624 = stablehlo.rsqrt %623 : tensor<4x4096x1xf32>
    %625 = stablehlo.divide %624, %623 : tensor<4x4096x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %627 = stablehlo.multiply %626, %625 : tensor<4x4096x1xf32>
    %628 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %629 = stablehlo.multiply %614, %628 : tensor<4x4096x576xf32>
    %630 = stablehlo.convert %arg38 : (tensor<576xbf16>) -> tensor<576xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %633 = stablehlo.multiply %629, %632 : tensor<4x4096x576xf32>
    %634 = stablehlo.convert %633 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %635 = stablehlo.dot_general %634, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %636 = sdy.sharding_constraint %635 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %637 = stablehlo.dot_general %634, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %638 = stablehlo.dot_general %634, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %639 = stablehlo.iota dim = 0 : tensor<64xf32>
    %640 = stablehlo.negate %639 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %642 = stablehlo.multiply %640, %641 : tensor<64xf32>
    %cst_96 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %644 = stablehlo.divide %642, %643 : tensor<64xf32>
    %cst_97 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %646 = stablehlo.power %645, %644 : tensor<64xf32>
    %647 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %649 = stablehlo.broadcast_in_dim %646, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %650 = stablehlo.broadcast_in_dim %648, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %651 = stablehlo.broadcast_in_dim %649, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %652 = stablehlo.multiply %650, %651 : tensor<4096x64xf32>
    %653 = stablehlo.cosine %652 : tensor<4096x64xf32>
    %654 = stablehlo.broadcast_in_dim %653, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %655 = stablehlo.sine %652 : tensor<4096x64xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %657 = stablehlo.convert %636 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %658 = stablehlo.slice %657 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %659 = stablehlo.slice %657 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %660 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %661 = stablehlo.multiply %658, %660 : tensor<4x4096x9x64xf32>
    %662 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %663 = stablehlo.multiply %659, %662 : tensor<4x4096x9x64xf32>
    %664 = stablehlo.subtract %661, %663 : tensor<4x4096x9x64xf32>
    %665 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %666 = stablehlo.multiply %659, %665 : tensor<4x4096x9x64xf32>
    %667 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %668 = stablehlo.multiply %658, %667 : tensor<4x4096x9x64xf32>
    %669 = stablehlo.add %666, %668 : tensor<4x4096x9x64xf32>
    %670 = stablehlo.concatenate %664, %669, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %671 = stablehlo.convert %670 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %672 = stablehlo.iota dim = 0 : tensor<64xf32>
    %673 = stablehlo.negate %672 : tensor<64xf32>
    %cst_98 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %675 = stablehlo.multiply %673, %674 : tensor<64xf32>
    %cst_99 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %677 = stablehlo.divide %675, %676 : tensor<64xf32>
    %cst_100 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %679 = stablehlo.power %678, %677 : tensor<64xf32>
    %680 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %682 = stablehlo.broadcast_in_dim %679, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %683 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %684 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %685 = stablehlo.multiply %683, %684 : tensor<4096x64xf32>
    %686 = stablehlo.cosine %685 : tensor<4096x64xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %688 = stablehlo.sine %685 : tensor<4096x64xf32>
    %689 = stablehlo.broadcast_in_dim %688, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %690 = stablehlo.convert %637 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %691 = stablehlo.slice %690 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %692 = stablehlo.slice %690 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %693 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %694 = stablehlo.multiply %691, %693 : tensor<4x4096x9x64xf32>
    %695 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %696 = stablehlo.multiply %692, %695 : tensor<4x4096x9x64xf32>
    %697 = stablehlo.subtract %694, %696 : tensor<4x4096x9x64xf32>
    %698 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %699 = stablehlo.multiply %692, %698 : tensor<4x4096x9x64xf32>
    %700 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %701 = stablehlo.multiply %691, %700 : tensor<4x4096x9x64xf32>
    %702 = stablehlo.add %699, %701 : tensor<4x4096x9x64xf32>
    %703 = stablehlo.concatenate %697, %702, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %704 = stablehlo.convert %703 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %705 = stablehlo.reshape %671 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %706 = stablehlo.dot_general %704, %705, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %707 = stablehlo.transpose %706, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %708 = stablehlo.convert %707 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_101 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %709 = stablehlo.sqrt %cst_101 : tensor<f32>
    %710 = stablehlo.convert %709 : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %712 = stablehlo.divide %708, %711 : tensor<4x9x1x4096x4096xf32>
    %c_102 = stablehlo.constant dense<true> : tensor<i1>
    %713 = stablehlo.broadcast_in_dim %c_102, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %714 = call @tril(%713) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_103 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %715:2 = call @_where_0(%714, %712, %cst_103) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %716 = stablehlo.reduce(%715#0 init: %cst_104) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %718 = stablehlo.maximum %717, %716 : tensor<4x9x1x4096xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %721 = stablehlo.subtract %715#0, %720 : tensor<4x9x1x4096x4096xf32>
    %722 = stablehlo.exponential %721 : tensor<4x9x1x4096x4096xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_106) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %726 = stablehlo.divide %722, %725 : tensor<4x9x1x4096x4096xf32>
    %727 = stablehlo.multiply %724, %724 : tensor<4x9x1x4096x1xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %729 = stablehlo.divide %728, %727 : tensor<4x9x1x4096x1xf32>
    %730 = stablehlo.convert %726 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %731 = stablehlo.dot_general %638, %730, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %732 = stablehlo.transpose %731, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %733 = stablehlo.reshape %732 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %734 = sdy.sharding_constraint %733 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %735 = stablehlo.dot_general %734, %arg44, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %736 = stablehlo.add %613, %735 : tensor<4x4096x576xbf16>
    %737 = sdy.sharding_constraint %736 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %738 = stablehlo.convert %737 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %739 = chlo.square %738 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %741 = stablehlo.multiply %740, %738 : tensor<4x4096x576xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%739 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %743 = stablehlo.broadcast_in_dim %742, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_110 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %745 = stablehlo.divide %743, %744 : tensor<4x4096x1xf32>
    %cst_111 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %747 = stablehlo.add %745, %746 : tensor<4x4096x1xf32>
    %748 = stablehlo.rsqrt %747 : tensor<4x4096x1xf32>
    %749 = stablehlo.divide %748, %747 : tensor<4x4096x1xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %751 = stablehlo.multiply %750, %749 : tensor<4x4096x1xf32>
    %752 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %753 = stablehlo.multiply %738, %752 : tensor<4x4096x576xf32>
    %754 = stablehlo.convert %arg39 : (tensor<576xbf16>) -> tensor<576xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %757 = stablehlo.multiply %753, %756 : tensor<4x4096x576xf32>
    %758 = stablehlo.convert %757 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %759 = stablehlo.dot_general %758, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %760:3 = call @silu(%759) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %761 = stablehlo.dot_general %758, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %762 = stablehlo.multiply %760#0, %761 : tensor<4x4096x2016xbf16>
    %763 = sdy.sharding_constraint %762 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %764 = stablehlo.dot_general %763, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %765 = stablehlo.add %737, %764 : tensor<4x4096x576xbf16>
    %766 = sdy.sharding_constraint %765 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %767 = stablehlo.convert %766 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %768 = chlo.square %767 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %770 = stablehlo.multiply %769, %767 : tensor<4x4096x576xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.reduce(%768 init: %cst_114) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_115 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %774 = stablehlo.divide %772, %773 : tensor<4x4096x1xf32>
    %cst_116 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %776 = stablehlo.add %774, %775 : tensor<4x4096x1xf32>
    %777 = stablehlo.rsqrt %776 : tensor<4x4096x1xf32>
    %778 = stablehlo.divide %777, %776 : tensor<4x4096x1xf32>
    %cst_117 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %780 = stablehlo.multiply %779, %778 : tensor<4x4096x1xf32>
    %781 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %782 = stablehlo.multiply %767, %781 : tensor<4x4096x576xf32>
    %783 = stablehlo.convert %arg47 : (tensor<576xbf16>) -> tensor<576xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %786 = stablehlo.multiply %782, %785 : tensor<4x4096x576xf32>
    %787 = stablehlo.convert %786 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %788 = stablehlo.dot_general %787, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %789 = sdy.sharding_constraint %788 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %790 = stablehlo.dot_general %787, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %791 = stablehlo.dot_general %787, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %792 = stablehlo.iota dim = 0 : tensor<64xf32>
    %793 = stablehlo.negate %792 : tensor<64xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %795 = stablehlo.multiply %793, %794 : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %797 = stablehlo.divide %795, %796 : tensor<64xf32>
    %cst_120 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %799 = stablehlo.power %798, %797 : tensor<64xf32>
    %800 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %801 = stablehlo.broadcast_in_dim %800, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %802 = stablehlo.broadcast_in_dim %799, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %803 = stablehlo.broadcast_in_dim %801, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %804 = stablehlo.broadcast_in_dim %802, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %805 = stablehlo.multiply %803, %804 : tensor<4096x64xf32>
    %806 = stablehlo.cosine %805 : tensor<4096x64xf32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %808 = stablehlo.sine %805 : tensor<4096x64xf32>
    %809 = stablehlo.broadcast_in_dim %808, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %810 = stablehlo.convert %789 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %811 = stablehlo.slice %810 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %812 = stablehlo.slice %810 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %813 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %814 = stablehlo.multiply %811, %813 : tensor<4x4096x9x64xf32>
    %815 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %816 = stablehlo.multiply %812, %815 : tensor<4x4096x9x64xf32>
    %817 = stablehlo.subtract %814, %816 : tensor<4x4096x9x64xf32>
    %818 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %819 = stablehlo.multiply %812, %818 : tensor<4x4096x9x64xf32>
    %820 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %821 = stablehlo.multiply %811, %820 : tensor<4x4096x9x64xf32>
    %822 = stablehlo.add %819, %821 : tensor<4x4096x9x64xf32>
    %823 = stablehlo.concatenate %817, %822, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %824 = stablehlo.convert %823 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %825 = stablehlo.iota dim = 0 : tensor<64xf32>
    %826 = stablehlo.negate %825 : tensor<64xf32>
    %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %828 = stablehlo.multiply %826, %827 : tensor<64xf32>
    %cst_122 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %830 = stablehlo.divide %828, %829 : tensor<64xf32>
    %cst_123 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %832 = stablehlo.power %831, %830 : tensor<64xf32>
    %833 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %834 = stablehlo.broadcast_in_dim %833, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %835 = stablehlo.broadcast_in_dim %832, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %836 = stablehlo.broadcast_in_dim %834, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %837 = stablehlo.broadcast_in_dim %835, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %838 = stablehlo.multiply %836, %837 : tensor<4096x64xf32>
    %839 = stablehlo.cosine %838 : tensor<4096x64xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %841 = stablehlo.sine %838 : tensor<4096x64xf32>
    %842 = stablehlo.broadcast_in_dim %841, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %843 = stablehlo.convert %790 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %844 = stablehlo.slice %843 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %845 = stablehlo.slice %843 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %846 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %847 = stablehlo.multiply %844, %846 : tensor<4x4096x9x64xf32>
    %848 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %849 = stablehlo.multiply %845, %848 : tensor<4x4096x9x64xf32>
    %850 = stablehlo.subtract %847, %849 : tensor<4x4096x9x64xf32>
    %851 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %852 = stablehlo.multiply %845, %851 : tensor<4x4096x9x64xf32>
    %853 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %854 = stablehlo.multiply %844, %853 : tensor<4x4096x9x64xf32>
    %855 = stablehlo.add %852, %854 : tensor<4x4096x9x64xf32>
    %856 = stablehlo.concatenate %850, %855, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %857 = stablehlo.convert %856 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %858 = stablehlo.reshape %824 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %859 = stablehlo.dot_general %857, %858, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %860 = stablehlo.transpose %859, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %861 = stablehlo.convert %860 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_124 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %862 = stablehlo.sqrt %cst_124 : tensor<f32>
    %863 = stablehlo.convert %862 : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %863, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %865 = stablehlo.divide %861, %864 : tensor<4x9x1x4096x4096xf32>
    %c_125 = stablehlo.constant dense<true> : tensor<i1>
    %866 = stablehlo.broadcast_in_dim %c_125, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %867 = call @tril(%866) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_126 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %868:2 = call @_where_0(%867, %865, %cst_126) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_127 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %869 = stablehlo.reduce(%868#0 init: %cst_127) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %871 = stablehlo.maximum %870, %869 : tensor<4x9x1x4096xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %873 = stablehlo.broadcast_in_dim %872, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %874 = stablehlo.subtract %868#0, %873 : tensor<4x9x1x4096x4096xf32>
    %875 = stablehlo.exponential %874 : tensor<4x9x1x4096x4096xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.reduce(%875 init: %cst_129) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %878 = stablehlo.broadcast_in_dim %877, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %879 = stablehlo.divide %875, %878 : tensor<4x9x1x4096x4096xf32>
    %880 = stablehlo.multiply %877, %877 : tensor<4x9x1x4096x1xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %882 = stablehlo.divide %881, %880 : tensor<4x9x1x4096x1xf32>
    %883 = stablehlo.convert %879 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %884 = stablehlo.dot_general %791, %883, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %885 = stablehlo.transpose %884, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %886 = stablehlo.reshape %885 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %887 = sdy.sharding_constraint %886 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %888 = stablehlo.dot_general %887, %arg53, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %889 = stablehlo.add %766, %888 : tensor<4x4096x576xbf16>
    %890 = sdy.sharding_constraint %889 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %891 = stablehlo.convert %890 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %892 = chlo.square %891 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_131 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %894 = stablehlo.multiply %893, %891 : tensor<4x4096x576xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %895 = stablehlo.reduce(%892 init: %cst_132) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_133 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %898 = stablehlo.divide %896, %897 : tensor<4x4096x1xf32>
    %cst_134 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %900 = stablehlo.add %898, %899 : tensor<4x4096x1xf32>
    %901 = stablehlo.rsqrt %900 : tensor<4x4096x1xf32>
    %902 = stablehlo.divide %901, %900 : tensor<4x4096x1xf32>
    %cst_135 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %904 = stablehlo.multiply %903, %902 : tensor<4x4096x1xf32>
    %905 = stablehlo.broadcast_in_dim %901, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %906 = stablehlo.multiply %891, %905 : tensor<4x4096x576xf32>
    %907 = stablehlo.convert %arg48 : (tensor<576xbf16>) -> tensor<576xf32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %910 = stablehlo.multiply %906, %909 : tensor<4x4096x576xf32>
    %911 = stablehlo.convert %910 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %912 = stablehlo.dot_general %911, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %913:3 = call @silu(%912) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %914 = stablehlo.dot_general %911, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %915 = stablehlo.multiply %913#0, %914 : tensor<4x4096x2016xbf16>
    %916 = sdy.sharding_constraint %915 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %917 = stablehlo.dot_general %916, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %918 = stablehlo.add %890, %917 : tensor<4x4096x576xbf16>
    %919 = sdy.sharding_constraint %918 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %920 = stablehlo.convert %919 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %921 = chlo.square %920 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_136 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %923 = stablehlo.multiply %922, %920 : tensor<4x4096x576xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %924 = stablehlo.reduce(%921 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_138 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %927 = stablehlo.divide %925, %926 : tensor<4x4096x1xf32>
    %cst_139 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %929 = stablehlo.add %927, %928 : tensor<4x4096x1xf32>
    %930 = stablehlo.rsqrt %929 : tensor<4x4096x1xf32>
    %931 = stablehlo.divide %930, %929 : tensor<4x4096x1xf32>
    %cst_140 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %933 = stablehlo.multiply %932, %931 : tensor<4x4096x1xf32>
    %934 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %935 = stablehlo.multiply %920, %934 : tensor<4x4096x576xf32>
    %936 = stablehlo.convert %arg56 : (tensor<576xbf16>) -> tensor<576xf32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %939 = stablehlo.multiply %935, %938 : tensor<4x4096x576xf32>
    %940 = stablehlo.convert %939 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %941 = stablehlo.dot_general %940, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %942 = sdy.sharding_constraint %941 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %943 = stablehlo.dot_general %940, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %944 = stablehlo.dot_general %940, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %945 = stablehlo.iota dim = 0 : tensor<64xf32>
    %946 = stablehlo.negate %945 : tensor<64xf32>
    %cst_141 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %948 = stablehlo.multiply %946, %947 : tensor<64xf32>
    %cst_142 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %950 = stablehlo.divide %948, %949 : tensor<64xf32>
    %cst_143 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %952 = stablehlo.power %951, %950 : tensor<64xf32>
    %953 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %955 = stablehlo.broadcast_in_dim %952, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %956 = stablehlo.broadcast_in_dim %954, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %957 = stablehlo.broadcast_in_dim %955, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %958 = stablehlo.multiply %956, %957 : tensor<4096x64xf32>
    %959 = stablehlo.cosine %958 : tensor<4096x64xf32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %961 = stablehlo.sine %958 : tensor<4096x64xf32>
    %962 = stablehlo.broadcast_in_dim %961, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %963 = stablehlo.convert %942 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %964 = stablehlo.slice %963 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %965 = stablehlo.slice %963 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %966 = stablehlo.broadcast_in_dim %960, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %967 = stablehlo.multiply %964, %966 : tensor<4x4096x9x64xf32>
    %968 = stablehlo.broadcast_in_dim %962, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %969 = stablehlo.multiply %965, %968 : tensor<4x4096x9x64xf32>
    %970 = stablehlo.subtract %967, %969 : tensor<4x4096x9x64xf32>
    %971 = stablehlo.broadcast_in_dim %960, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %972 = stablehlo.multiply %965, %971 : tensor<4x4096x9x64xf32>
    %973 = stablehlo.broadcast_in_dim %962, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %974 = stablehlo.multiply %964, %973 : tensor<4x4096x9x64xf32>
    %975 = stablehlo.add %972, %974 : tensor<4x4096x9x64xf32>
    %976 = stablehlo.concatenate %970, %975, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %977 = stablehlo.convert %976 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %978 = stablehlo.iota dim = 0 : tensor<64xf32>
    %979 = stablehlo.negate %978 : tensor<64xf32>
    %cst_144 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %981 = stablehlo.multiply %979, %980 : tensor<64xf32>
    %cst_145 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %983 = stablehlo.divide %981, %982 : tensor<64xf32>
    %cst_146 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %985 = stablehlo.power %984, %983 : tensor<64xf32>
    %986 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %988 = stablehlo.broadcast_in_dim %985, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %989 = stablehlo.broadcast_in_dim %987, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %990 = stablehlo.broadcast_in_dim %988, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %991 = stablehlo.multiply %989, %990 : tensor<4096x64xf32>
    %992 = stablehlo.cosine %991 : tensor<4096x64xf32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %994 = stablehlo.sine %991 : tensor<4096x64xf32>
    %995 = stablehlo.broadcast_in_dim %994, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %996 = stablehlo.convert %943 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %997 = stablehlo.slice %996 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %998 = stablehlo.slice %996 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %999 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1000 = stablehlo.multiply %997, %999 : tensor<4x4096x9x64xf32>
    %1001 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1002 = stablehlo.multiply %998, %1001 : tensor<4x4096x9x64xf32>
    %1003 = stablehlo.subtract %1000, %1002 : tensor<4x4096x9x64xf32>
    %1004 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1005 = stablehlo.multiply %998, %1004 : tensor<4x4096x9x64xf32>
    %1006 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1007 = stablehlo.multiply %997, %1006 : tensor<4x4096x9x64xf32>
    %1008 = stablehlo.add %1005, %1007 : tensor<4x4096x9x64xf32>
    %1009 = stablehlo.concatenate %1003, %1008, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1010 = stablehlo.convert %1009 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1011 = stablehlo.reshape %977 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1012 = stablehlo.dot_general %1010, %1011, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1013 = stablehlo.transpose %1012, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1014 = stablehlo.convert %1013 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_147 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1015 = stablehlo.sqrt %cst_147 : tensor<f32>
    %1016 = stablehlo.convert %1015 : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %1016, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1018 = stablehlo.divide %1014, %1017 : tensor<4x9x1x4096x4096xf32>
    %c_148 = stablehlo.constant dense<true> : tensor<i1>
    %1019 = stablehlo.broadcast_in_dim %c_148, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %1020 = call @tril(%1019) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_149 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1021:2 = call @_where_0(%1020, %1018, %cst_149) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1022 = stablehlo.reduce(%1021#0 init: %cst_150) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_151 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1024 = stablehlo.maximum %1023, %1022 : tensor<4x9x1x4096xf32>
    %1025 = stablehlo.broadcast_in_dim %1024, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1027 = stablehlo.subtract %1021#0, %1026 : tensor<4x9x1x4096x4096xf32>
    %1028 = stablehlo.exponential %1027 : tensor<4x9x1x4096x4096xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1029 = stablehlo.reduce(%1028 init: %cst_152) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1030 = stablehlo.broadcast_in_dim %1029, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1031 = stablehlo.broadcast_in_dim %1030, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1032 = stablehlo.divide %1028, %1031 : tensor<4x9x1x4096x4096xf32>
    %1033 = stablehlo.multiply %1030, %1030 : tensor<4x9x1x4096x1xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %1035 = stablehlo.divide %1034, %1033 : tensor<4x9x1x4096x1xf32>
    %1036 = stablehlo.convert %1032 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1037 = stablehlo.dot_general %944, %1036, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1038 = stablehlo.transpose %1037, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1039 = stablehlo.reshape %1038 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1040 = sdy.sharding_constraint %1039 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1041 = stablehlo.dot_general %1040, %arg62, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %1042 = stablehlo.add %919, %1041 : tensor<4x4096x576xbf16>
    %1043 = sdy.sharding_constraint %1042 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1044 = stablehlo.convert %1043 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1045 = chlo.square %1044 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_154 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1047 = stablehlo.multiply %1046, %1044 : tensor<4x4096x576xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1048 = stablehlo.reduce(%1045 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1049 = stablehlo.broadcast_in_dim %1048, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_156 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1051 = stablehlo.divide %1049, %1050 : tensor<4x4096x1xf32>
    %cst_157 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<4x4096x1xf32>
    %1054 = stablehlo.rsqrt %1053 : tensor<4x4096x1xf32>
    %1055 = stablehlo.divide %1054, %1053 : tensor<4x4096x1xf32>
    %cst_158 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1057 = stablehlo.multiply %1056, %1055 : tensor<4x4096x1xf32>
    %1058 = stablehlo.broadcast_in_dim %1054, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1059 = stablehlo.multiply %1044, %1058 : tensor<4x4096x576xf32>
    %1060 = stablehlo.convert %arg57 : (tensor<576xbf16>) -> tensor<576xf32>
    %1061 = stablehlo.broadcast_in_dim %1060, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1062 = stablehlo.broadcast_in_dim %1061, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1063 = stablehlo.multiply %1059, %1062 : tensor<4x4096x576xf32>
    %1064 = stablehlo.convert %1063 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1065 = stablehlo.dot_general %1064, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1066:3 = call @silu(%1065) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %1067 = stablehlo.dot_general %1064, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1068 = stablehlo.multiply %1066#0, %1067 : tensor<4x4096x2016xbf16>
    %1069 = sdy.sharding_constraint %1068 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1070 = stablehlo.dot_general %1069, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %1071 = stablehlo.add %1043, %1070 : tensor<4x4096x576xbf16>
    %1072 = sdy.sharding_constraint %1071 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1073 = stablehlo.convert %1072 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1074 = chlo.square %1073 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_159 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1076 = stablehlo.multiply %1075, %1073 : tensor<4x4096x576xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1077 = stablehlo.reduce(%1074 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1078 = stablehlo.broadcast_in_dim %1077, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_161 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1079 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1080 = stablehlo.divide %1078, %1079 : tensor<4x4096x1xf32>
    %cst_162 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1082 = stablehlo.add %1080, %1081 : tensor<4x4096x1xf32>
    %1083 = stablehlo.rsqrt %1082 : tensor<4x4096x1xf32>
    %1084 = stablehlo.divide %1083, %1082 : tensor<4x4096x1xf32>
    %cst_163 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<4x4096x1xf32>
    %1087 = stablehlo.broadcast_in_dim %1083, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1088 = stablehlo.multiply %1073, %1087 : tensor<4x4096x576xf32>
    %1089 = stablehlo.convert %arg1 : (tensor<576xbf16>) -> tensor<576xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1091 = stablehlo.broadcast_in_dim %1090, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1092 = stablehlo.multiply %1088, %1091 : tensor<4x4096x576xf32>
    %1093 = stablehlo.convert %1092 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1094 = stablehlo.dot_general %1093, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x128256xbf16>) -> tensor<4x4096x128256xbf16>
    %1095 = sdy.sharding_constraint %1094 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x128256xbf16>
    %1096 = stablehlo.convert %1095 : (tensor<4x4096x128256xbf16>) -> tensor<4x4096x128256xf32>
    %1097:3 = call @log_softmax(%1096) : (tensor<4x4096x128256xf32>) -> (tensor<4x4096x128256xf32>, tensor<4x4096x128256xf32>, tensor<4x4096x1xf32>)
    %1098 = stablehlo.broadcast_in_dim %arg67, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %1099:2 = call @take_along_axis(%1097#0, %1098) : (tensor<4x4096x128256xf32>, tensor<4x4096x1xi32>) -> (tensor<4x4096x1xf32>, tensor<4x4096x1x1xi32>)
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1100 = stablehlo.reduce(%1099#0 init: %cst_164) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_165 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %1101 = stablehlo.divide %1100, %cst_165 : tensor<f32>
    %1102 = stablehlo.negate %1101 : tensor<f32>
    %cst_166 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1103 = stablehlo.negate %cst_166 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %1104 = stablehlo.divide %1103, %cst_167 : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1106 = call @take_along_axis_1(%1099#1, %1105) : (tensor<4x4096x1x1xi32>, tensor<4x4096x1xf32>) -> tensor<4x4096x128256xf32>
    %1107 = call @log_softmax_2(%1097#1, %1097#2, %1106) : (tensor<4x4096x128256xf32>, tensor<4x4096x1xf32>, tensor<4x4096x128256xf32>) -> tensor<4x4096x128256xf32>
    %1108 = stablehlo.convert %1107 : (tensor<4x4096x128256xf32>) -> tensor<4x4096x128256xbf16>
    %1109 = sdy.sharding_constraint %1108 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x128256xbf16>
    %1110 = stablehlo.dot_general %1109, %1093, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x128256xbf16>, tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16>
    %1111 = stablehlo.transpose %1110, dims = [1, 0] : (tensor<128256x576xbf16>) -> tensor<576x128256xbf16>
    %1112 = stablehlo.dot_general %1109, %arg65, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x128256xbf16>, tensor<576x128256xbf16>) -> tensor<4x4096x576xbf16>
    %1113 = stablehlo.convert %1112 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1114 = stablehlo.multiply %1088, %1113 : tensor<4x4096x576xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1115 = stablehlo.reduce(%1114 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1116 = stablehlo.reshape %1115 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1117 = stablehlo.broadcast_in_dim %1090, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1118 = stablehlo.multiply %1113, %1117 : tensor<4x4096x576xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1119 = stablehlo.reduce(%1116 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1120 = stablehlo.convert %1119 : (tensor<576xf32>) -> tensor<576xbf16>
    %1121 = stablehlo.multiply %1073, %1118 : tensor<4x4096x576xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1122 = stablehlo.reduce(%1121 init: %cst_170) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1123 = stablehlo.reshape %1122 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1124 = stablehlo.broadcast_in_dim %1083, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1125 = stablehlo.multiply %1118, %1124 : tensor<4x4096x576xf32>
    %1126 = stablehlo.multiply %1123, %1086 : tensor<4x4096x1xf32>
    %cst_171 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1128 = stablehlo.divide %1126, %1127 : tensor<4x4096x1xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1129 = stablehlo.reduce(%1128 init: %cst_172) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1130 = stablehlo.broadcast_in_dim %1129, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1131 = stablehlo.multiply %1130, %1076 : tensor<4x4096x576xf32>
    %1132 = stablehlo.add %1125, %1131 : tensor<4x4096x576xf32>
    %1133 = stablehlo.convert %1132 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1134 = sdy.sharding_constraint %1133 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1135 = stablehlo.dot_general %1134, %1069, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1136 = stablehlo.transpose %1135, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1137 = stablehlo.dot_general %1134, %arg58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1138 = sdy.sharding_constraint %1137 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1139 = stablehlo.multiply %1066#0, %1138 : tensor<4x4096x2016xbf16>
    %1140 = stablehlo.multiply %1138, %1067 : tensor<4x4096x2016xbf16>
    %1141 = stablehlo.dot_general %1139, %1064, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1142 = stablehlo.transpose %1141, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1143 = stablehlo.dot_general %1139, %arg60, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1144 = call @silu_3(%1066#1, %1066#2, %1065, %1140) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1145 = stablehlo.dot_general %1144, %1064, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1146 = stablehlo.transpose %1145, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1147 = stablehlo.dot_general %1144, %arg59, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1148 = stablehlo.add %1143, %1147 : tensor<4x4096x576xbf16>
    %1149 = stablehlo.convert %1148 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1150 = stablehlo.multiply %1059, %1149 : tensor<4x4096x576xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1151 = stablehlo.reduce(%1150 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1152 = stablehlo.reshape %1151 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1153 = stablehlo.broadcast_in_dim %1061, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1154 = stablehlo.multiply %1149, %1153 : tensor<4x4096x576xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1155 = stablehlo.reduce(%1152 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1156 = stablehlo.convert %1155 : (tensor<576xf32>) -> tensor<576xbf16>
    %1157 = stablehlo.multiply %1044, %1154 : tensor<4x4096x576xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1158 = stablehlo.reduce(%1157 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1159 = stablehlo.reshape %1158 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1160 = stablehlo.broadcast_in_dim %1054, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1161 = stablehlo.multiply %1154, %1160 : tensor<4x4096x576xf32>
    %1162 = stablehlo.multiply %1159, %1057 : tensor<4x4096x1xf32>
    %cst_176 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1164 = stablehlo.divide %1162, %1163 : tensor<4x4096x1xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1165 = stablehlo.reduce(%1164 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1166 = stablehlo.broadcast_in_dim %1165, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1167 = stablehlo.multiply %1166, %1047 : tensor<4x4096x576xf32>
    %1168 = stablehlo.add %1161, %1167 : tensor<4x4096x576xf32>
    %1169 = stablehlo.convert %1168 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1170 = stablehlo.add %1134, %1169 : tensor<4x4096x576xbf16>
    %1171 = sdy.sharding_constraint %1170 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1172 = stablehlo.dot_general %1171, %1040, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1173 = stablehlo.transpose %1172, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1174 = stablehlo.dot_general %1171, %arg62, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1175 = sdy.sharding_constraint %1174 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1176 = stablehlo.reshape %1175 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1177 = stablehlo.transpose %1176, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1178 = stablehlo.dot_general %1177, %944, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1179 = stablehlo.dot_general %1177, %1036, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1180 = stablehlo.transpose %1179, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1181 = stablehlo.convert %1178 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1182 = stablehlo.broadcast_in_dim %1035, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1183 = stablehlo.multiply %1181, %1182 : tensor<4x9x1x4096x4096xf32>
    %1184 = stablehlo.multiply %1183, %1028 : tensor<4x9x1x4096x4096xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1185 = stablehlo.reduce(%1184 init: %cst_178) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1186 = stablehlo.reshape %1185 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1187 = stablehlo.negate %1186 : tensor<4x9x1x4096x1xf32>
    %1188 = stablehlo.broadcast_in_dim %1030, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1189 = stablehlo.divide %1181, %1188 : tensor<4x9x1x4096x4096xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1190 = stablehlo.reduce(%1187 init: %cst_179) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1193 = stablehlo.add %1189, %1192 : tensor<4x9x1x4096x4096xf32>
    %1194 = stablehlo.multiply %1193, %1028 : tensor<4x9x1x4096x4096xf32>
    %1195 = call @_where_4(%1021#1, %1194) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1196 = stablehlo.broadcast_in_dim %1016, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1197 = stablehlo.divide %1195, %1196 : tensor<4x9x1x4096x4096xf32>
    %1198 = stablehlo.convert %1197 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1199 = stablehlo.transpose %1198, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1200 = stablehlo.dot_general %1199, %1010, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1201 = stablehlo.transpose %1200, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1202 = stablehlo.dot_general %1199, %1011, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1203 = stablehlo.transpose %1202, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1204 = stablehlo.reshape %1201 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1205 = stablehlo.convert %1203 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1206 = stablehlo.slice %1205 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1207 = stablehlo.slice %1205 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1208 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1209 = stablehlo.multiply %1207, %1208 : tensor<4x4096x9x64xf32>
    %1210 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1211 = stablehlo.multiply %1207, %1210 : tensor<4x4096x9x64xf32>
    %1212 = stablehlo.negate %1206 : tensor<4x4096x9x64xf32>
    %1213 = stablehlo.broadcast_in_dim %995, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1214 = stablehlo.multiply %1212, %1213 : tensor<4x4096x9x64xf32>
    %1215 = stablehlo.add %1211, %1214 : tensor<4x4096x9x64xf32>
    %1216 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1217 = stablehlo.multiply %1206, %1216 : tensor<4x4096x9x64xf32>
    %1218 = stablehlo.add %1209, %1217 : tensor<4x4096x9x64xf32>
    %1219 = stablehlo.concatenate %1218, %1215, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1220 = stablehlo.convert %1219 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1221 = stablehlo.convert %1204 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1222 = stablehlo.slice %1221 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1223 = stablehlo.slice %1221 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1224 = stablehlo.broadcast_in_dim %962, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1225 = stablehlo.multiply %1223, %1224 : tensor<4x4096x9x64xf32>
    %1226 = stablehlo.broadcast_in_dim %960, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1227 = stablehlo.multiply %1223, %1226 : tensor<4x4096x9x64xf32>
    %1228 = stablehlo.negate %1222 : tensor<4x4096x9x64xf32>
    %1229 = stablehlo.broadcast_in_dim %962, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1230 = stablehlo.multiply %1228, %1229 : tensor<4x4096x9x64xf32>
    %1231 = stablehlo.add %1227, %1230 : tensor<4x4096x9x64xf32>
    %1232 = stablehlo.broadcast_in_dim %960, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1233 = stablehlo.multiply %1222, %1232 : tensor<4x4096x9x64xf32>
    %1234 = stablehlo.add %1225, %1233 : tensor<4x4096x9x64xf32>
    %1235 = stablehlo.concatenate %1234, %1231, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1236 = stablehlo.convert %1235 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1237 = stablehlo.dot_general %1180, %940, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1238 = stablehlo.transpose %1237, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1239 = stablehlo.dot_general %1180, %arg64, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1240 = stablehlo.dot_general %1220, %940, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1241 = stablehlo.transpose %1240, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1242 = stablehlo.dot_general %1220, %arg61, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1243 = stablehlo.add %1239, %1242 : tensor<4x4096x576xbf16>
    %1244 = sdy.sharding_constraint %1236 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1245 = stablehlo.dot_general %1244, %940, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1246 = stablehlo.transpose %1245, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1247 = stablehlo.dot_general %1244, %arg63, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1248 = stablehlo.add %1243, %1247 : tensor<4x4096x576xbf16>
    %1249 = stablehlo.convert %1248 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1250 = stablehlo.multiply %935, %1249 : tensor<4x4096x576xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1251 = stablehlo.reduce(%1250 init: %cst_180) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1252 = stablehlo.reshape %1251 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1253 = stablehlo.broadcast_in_dim %937, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1254 = stablehlo.multiply %1249, %1253 : tensor<4x4096x576xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1255 = stablehlo.reduce(%1252 init: %cst_181) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1256 = stablehlo.convert %1255 : (tensor<576xf32>) -> tensor<576xbf16>
    %1257 = stablehlo.multiply %920, %1254 : tensor<4x4096x576xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1258 = stablehlo.reduce(%1257 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1259 = stablehlo.reshape %1258 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1260 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1261 = stablehlo.multiply %1254, %1260 : tensor<4x4096x576xf32>
    %1262 = stablehlo.multiply %1259, %933 : tensor<4x4096x1xf32>
    %cst_183 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1264 = stablehlo.divide %1262, %1263 : tensor<4x4096x1xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1265 = stablehlo.reduce(%1264 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1266 = stablehlo.broadcast_in_dim %1265, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1267 = stablehlo.multiply %1266, %923 : tensor<4x4096x576xf32>
    %1268 = stablehlo.add %1261, %1267 : tensor<4x4096x576xf32>
    %1269 = stablehlo.convert %1268 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1270 = stablehlo.add %1171, %1269 : tensor<4x4096x576xbf16>
    %1271 = sdy.sharding_constraint %1270 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1272 = stablehlo.dot_general %1271, %916, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1273 = stablehlo.transpose %1272, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1274 = stablehlo.dot_general %1271, %arg49, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1275 = sdy.sharding_constraint %1274 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1276 = stablehlo.multiply %913#0, %1275 : tensor<4x4096x2016xbf16>
    %1277 = stablehlo.multiply %1275, %914 : tensor<4x4096x2016xbf16>
    %1278 = stablehlo.dot_general %1276, %911, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1279 = stablehlo.transpose %1278, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1280 = stablehlo.dot_general %1276, %arg51, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1281 = call @silu_3(%913#1, %913#2, %912, %1277) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1282 = stablehlo.dot_general %1281, %911, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1283 = stablehlo.transpose %1282, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1284 = stablehlo.dot_general %1281, %arg50, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1285 = stablehlo.add %1280, %1284 : tensor<4x4096x576xbf16>
    %1286 = stablehlo.convert %1285 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1287 = stablehlo.multiply %906, %1286 : tensor<4x4096x576xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1288 = stablehlo.reduce(%1287 init: %cst_185) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1289 = stablehlo.reshape %1288 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1290 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1291 = stablehlo.multiply %1286, %1290 : tensor<4x4096x576xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1292 = stablehlo.reduce(%1289 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1293 = stablehlo.convert %1292 : (tensor<576xf32>) -> tensor<576xbf16>
    %1294 = stablehlo.multiply %891, %1291 : tensor<4x4096x576xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1295 = stablehlo.reduce(%1294 init: %cst_187) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1296 = stablehlo.reshape %1295 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1297 = stablehlo.broadcast_in_dim %901, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1298 = stablehlo.multiply %1291, %1297 : tensor<4x4096x576xf32>
    %1299 = stablehlo.multiply %1296, %904 : tensor<4x4096x1xf32>
    %cst_188 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1301 = stablehlo.divide %1299, %1300 : tensor<4x4096x1xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1302 = stablehlo.reduce(%1301 init: %cst_189) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1303 = stablehlo.broadcast_in_dim %1302, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1304 = stablehlo.multiply %1303, %894 : tensor<4x4096x576xf32>
    %1305 = stablehlo.add %1298, %1304 : tensor<4x4096x576xf32>
    %1306 = stablehlo.convert %1305 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1307 = stablehlo.add %1271, %1306 : tensor<4x4096x576xbf16>
    %1308 = sdy.sharding_constraint %1307 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1309 = stablehlo.dot_general %1308, %887, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1310 = stablehlo.transpose %1309, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1311 = stablehlo.dot_general %1308, %arg53, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1312 = sdy.sharding_constraint %1311 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1313 = stablehlo.reshape %1312 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1314 = stablehlo.transpose %1313, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1315 = stablehlo.dot_general %1314, %791, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1316 = stablehlo.dot_general %1314, %883, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1317 = stablehlo.transpose %1316, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1318 = stablehlo.convert %1315 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1319 = stablehlo.broadcast_in_dim %882, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<4x9x1x4096x4096xf32>
    %1321 = stablehlo.multiply %1320, %875 : tensor<4x9x1x4096x4096xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1322 = stablehlo.reduce(%1321 init: %cst_190) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1323 = stablehlo.reshape %1322 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1324 = stablehlo.negate %1323 : tensor<4x9x1x4096x1xf32>
    %1325 = stablehlo.broadcast_in_dim %877, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1326 = stablehlo.divide %1318, %1325 : tensor<4x9x1x4096x4096xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1327 = stablehlo.reduce(%1324 init: %cst_191) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1328 = stablehlo.broadcast_in_dim %1327, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1329 = stablehlo.broadcast_in_dim %1328, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1330 = stablehlo.add %1326, %1329 : tensor<4x9x1x4096x4096xf32>
    %1331 = stablehlo.multiply %1330, %875 : tensor<4x9x1x4096x4096xf32>
    %1332 = call @_where_4(%868#1, %1331) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1333 = stablehlo.broadcast_in_dim %863, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1334 = stablehlo.divide %1332, %1333 : tensor<4x9x1x4096x4096xf32>
    %1335 = stablehlo.convert %1334 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1336 = stablehlo.transpose %1335, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1337 = stablehlo.dot_general %1336, %857, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1338 = stablehlo.transpose %1337, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1339 = stablehlo.dot_general %1336, %858, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1340 = stablehlo.transpose %1339, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1341 = stablehlo.reshape %1338 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1342 = stablehlo.convert %1340 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1343 = stablehlo.slice %1342 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1344 = stablehlo.slice %1342 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1345 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1346 = stablehlo.multiply %1344, %1345 : tensor<4x4096x9x64xf32>
    %1347 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1348 = stablehlo.multiply %1344, %1347 : tensor<4x4096x9x64xf32>
    %1349 = stablehlo.negate %1343 : tensor<4x4096x9x64xf32>
    %1350 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1351 = stablehlo.multiply %1349, %1350 : tensor<4x4096x9x64xf32>
    %1352 = stablehlo.add %1348, %1351 : tensor<4x4096x9x64xf32>
    %1353 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1354 = stablehlo.multiply %1343, %1353 : tensor<4x4096x9x64xf32>
    %1355 = stablehlo.add %1346, %1354 : tensor<4x4096x9x64xf32>
    %1356 = stablehlo.concatenate %1355, %1352, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1357 = stablehlo.convert %1356 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1358 = stablehlo.convert %1341 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1359 = stablehlo.slice %1358 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1360 = stablehlo.slice %1358 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1361 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1362 = stablehlo.multiply %1360, %1361 : tensor<4x4096x9x64xf32>
    %1363 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1364 = stablehlo.multiply %1360, %1363 : tensor<4x4096x9x64xf32>
    %1365 = stablehlo.negate %1359 : tensor<4x4096x9x64xf32>
    %1366 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1367 = stablehlo.multiply %1365, %1366 : tensor<4x4096x9x64xf32>
    %1368 = stablehlo.add %1364, %1367 : tensor<4x4096x9x64xf32>
    %1369 = stablehlo.broadcast_in_dim %807, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1370 = stablehlo.multiply %1359, %1369 : tensor<4x4096x9x64xf32>
    %1371 = stablehlo.add %1362, %1370 : tensor<4x4096x9x64xf32>
    %1372 = stablehlo.concatenate %1371, %1368, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1373 = stablehlo.convert %1372 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1374 = stablehlo.dot_general %1317, %787, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1375 = stablehlo.transpose %1374, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1376 = stablehlo.dot_general %1317, %arg55, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1377 = stablehlo.dot_general %1357, %787, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1378 = stablehlo.transpose %1377, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1379 = stablehlo.dot_general %1357, %arg52, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1380 = stablehlo.add %1376, %1379 : tensor<4x4096x576xbf16>
    %1381 = sdy.sharding_constraint %1373 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1382 = stablehlo.dot_general %1381, %787, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1383 = stablehlo.transpose %1382, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1384 = stablehlo.dot_general %1381, %arg54, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1385 = stablehlo.add %1380, %1384 : tensor<4x4096x576xbf16>
    %1386 = stablehlo.convert %1385 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1387 = stablehlo.multiply %782, %1386 : tensor<4x4096x576xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1388 = stablehlo.reduce(%1387 init: %cst_192) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1389 = stablehlo.reshape %1388 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1390 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1391 = stablehlo.multiply %1386, %1390 : tensor<4x4096x576xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1392 = stablehlo.reduce(%1389 init: %cst_193) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1393 = stablehlo.convert %1392 : (tensor<576xf32>) -> tensor<576xbf16>
    %1394 = stablehlo.multiply %767, %1391 : tensor<4x4096x576xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.reduce(%1394 init: %cst_194) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1396 = stablehlo.reshape %1395 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1397 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1398 = stablehlo.multiply %1391, %1397 : tensor<4x4096x576xf32>
    %1399 = stablehlo.multiply %1396, %780 : tensor<4x4096x1xf32>
    %cst_195 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1401 = stablehlo.divide %1399, %1400 : tensor<4x4096x1xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1402 = stablehlo.reduce(%1401 init: %cst_196) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1403 = stablehlo.broadcast_in_dim %1402, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1404 = stablehlo.multiply %1403, %770 : tensor<4x4096x576xf32>
    %1405 = stablehlo.add %1398, %1404 : tensor<4x4096x576xf32>
    %1406 = stablehlo.convert %1405 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1407 = stablehlo.add %1308, %1406 : tensor<4x4096x576xbf16>
    %1408 = sdy.sharding_constraint %1407 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1409 = stablehlo.dot_general %1408, %763, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1410 = stablehlo.transpose %1409, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1411 = stablehlo.dot_general %1408, %arg40, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1412 = sdy.sharding_constraint %1411 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1413 = stablehlo.multiply %760#0, %1412 : tensor<4x4096x2016xbf16>
    %1414 = stablehlo.multiply %1412, %761 : tensor<4x4096x2016xbf16>
    %1415 = stablehlo.dot_general %1413, %758, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1416 = stablehlo.transpose %1415, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1417 = stablehlo.dot_general %1413, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1418 = call @silu_3(%760#1, %760#2, %759, %1414) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1419 = stablehlo.dot_general %1418, %758, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1420 = stablehlo.transpose %1419, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1421 = stablehlo.dot_general %1418, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1422 = stablehlo.add %1417, %1421 : tensor<4x4096x576xbf16>
    %1423 = stablehlo.convert %1422 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1424 = stablehlo.multiply %753, %1423 : tensor<4x4096x576xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1425 = stablehlo.reduce(%1424 init: %cst_197) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1426 = stablehlo.reshape %1425 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1427 = stablehlo.broadcast_in_dim %755, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1428 = stablehlo.multiply %1423, %1427 : tensor<4x4096x576xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1429 = stablehlo.reduce(%1426 init: %cst_198) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1430 = stablehlo.convert %1429 : (tensor<576xf32>) -> tensor<576xbf16>
    %1431 = stablehlo.multiply %738, %1428 : tensor<4x4096x576xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1432 = stablehlo.reduce(%1431 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1433 = stablehlo.reshape %1432 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1434 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1435 = stablehlo.multiply %1428, %1434 : tensor<4x4096x576xf32>
    %1436 = stablehlo.multiply %1433, %751 : tensor<4x4096x1xf32>
    %cst_200 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1438 = stablehlo.divide %1436, %1437 : tensor<4x4096x1xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1439 = stablehlo.reduce(%1438 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1440 = stablehlo.broadcast_in_dim %1439, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1441 = stablehlo.multiply %1440, %741 : tensor<4x4096x576xf32>
    %1442 = stablehlo.add %1435, %1441 : tensor<4x4096x576xf32>
    %1443 = stablehlo.convert %1442 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1444 = stablehlo.add %1408, %1443 : tensor<4x4096x576xbf16>
    %1445 = sdy.sharding_constraint %1444 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1446 = stablehlo.dot_general %1445, %734, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1447 = stablehlo.transpose %1446, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1448 = stablehlo.dot_general %1445, %arg44, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1449 = sdy.sharding_constraint %1448 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1450 = stablehlo.reshape %1449 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1451 = stablehlo.transpose %1450, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1452 = stablehlo.dot_general %1451, %638, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1453 = stablehlo.dot_general %1451, %730, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1454 = stablehlo.transpose %1453, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1455 = stablehlo.convert %1452 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1456 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1457 = stablehlo.multiply %1455, %1456 : tensor<4x9x1x4096x4096xf32>
    %1458 = stablehlo.multiply %1457, %722 : tensor<4x9x1x4096x4096xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1459 = stablehlo.reduce(%1458 init: %cst_202) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1460 = stablehlo.reshape %1459 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1461 = stablehlo.negate %1460 : tensor<4x9x1x4096x1xf32>
    %1462 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1463 = stablehlo.divide %1455, %1462 : tensor<4x9x1x4096x4096xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1464 = stablehlo.reduce(%1461 init: %cst_203) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1465 = stablehlo.broadcast_in_dim %1464, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1466 = stablehlo.broadcast_in_dim %1465, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1467 = stablehlo.add %1463, %1466 : tensor<4x9x1x4096x4096xf32>
    %1468 = stablehlo.multiply %1467, %722 : tensor<4x9x1x4096x4096xf32>
    %1469 = call @_where_4(%715#1, %1468) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1470 = stablehlo.broadcast_in_dim %710, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1471 = stablehlo.divide %1469, %1470 : tensor<4x9x1x4096x4096xf32>
    %1472 = stablehlo.convert %1471 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1473 = stablehlo.transpose %1472, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1474 = stablehlo.dot_general %1473, %704, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1475 = stablehlo.transpose %1474, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1476 = stablehlo.dot_general %1473, %705, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1477 = stablehlo.transpose %1476, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1478 = stablehlo.reshape %1475 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1479 = stablehlo.convert %1477 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1480 = stablehlo.slice %1479 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1481 = stablehlo.slice %1479 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1482 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1483 = stablehlo.multiply %1481, %1482 : tensor<4x4096x9x64xf32>
    %1484 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1485 = stablehlo.multiply %1481, %1484 : tensor<4x4096x9x64xf32>
    %1486 = stablehlo.negate %1480 : tensor<4x4096x9x64xf32>
    %1487 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1488 = stablehlo.multiply %1486, %1487 : tensor<4x4096x9x64xf32>
    %1489 = stablehlo.add %1485, %1488 : tensor<4x4096x9x64xf32>
    %1490 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1491 = stablehlo.multiply %1480, %1490 : tensor<4x4096x9x64xf32>
    %1492 = stablehlo.add %1483, %1491 : tensor<4x4096x9x64xf32>
    %1493 = stablehlo.concatenate %1492, %1489, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1494 = stablehlo.convert %1493 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1495 = stablehlo.convert %1478 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1496 = stablehlo.slice %1495 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1497 = stablehlo.slice %1495 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1498 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1499 = stablehlo.multiply %1497, %1498 : tensor<4x4096x9x64xf32>
    %1500 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1501 = stablehlo.multiply %1497, %1500 : tensor<4x4096x9x64xf32>
    %1502 = stablehlo.negate %1496 : tensor<4x4096x9x64xf32>
    %1503 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1504 = stablehlo.multiply %1502, %1503 : tensor<4x4096x9x64xf32>
    %1505 = stablehlo.add %1501, %1504 : tensor<4x4096x9x64xf32>
    %1506 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1507 = stablehlo.multiply %1496, %1506 : tensor<4x4096x9x64xf32>
    %1508 = stablehlo.add %1499, %1507 : tensor<4x4096x9x64xf32>
    %1509 = stablehlo.concatenate %1508, %1505, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1510 = stablehlo.convert %1509 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1511 = stablehlo.dot_general %1454, %634, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1512 = stablehlo.transpose %1511, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1513 = stablehlo.dot_general %1454, %arg46, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1514 = stablehlo.dot_general %1494, %634, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1515 = stablehlo.transpose %1514, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1516 = stablehlo.dot_general %1494, %arg43, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1517 = stablehlo.add %1513, %1516 : tensor<4x4096x576xbf16>
    %1518 = sdy.sharding_constraint %1510 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1519 = stablehlo.dot_general %1518, %634, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1520 = stablehlo.transpose %1519, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1521 = stablehlo.dot_general %1518, %arg45, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1522 = stablehlo.add %1517, %1521 : tensor<4x4096x576xbf16>
    %1523 = stablehlo.convert %1522 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1524 = stablehlo.multiply %629, %1523 : tensor<4x4096x576xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1525 = stablehlo.reduce(%1524 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1526 = stablehlo.reshape %1525 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1527 = stablehlo.broadcast_in_dim %631, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1528 = stablehlo.multiply %1523, %1527 : tensor<4x4096x576xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1529 = stablehlo.reduce(%1526 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1530 = stablehlo.convert %1529 : (tensor<576xf32>) -> tensor<576xbf16>
    %1531 = stablehlo.multiply %614, %1528 : tensor<4x4096x576xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1532 = stablehlo.reduce(%1531 init: %cst_206) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1533 = stablehlo.reshape %1532 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1534 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1535 = stablehlo.multiply %1528, %1534 : tensor<4x4096x576xf32>
    %1536 = stablehlo.multiply %1533, %627 : tensor<4x4096x1xf32>
    %cst_207 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1538 = stablehlo.divide %1536, %1537 : tensor<4x4096x1xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1539 = stablehlo.reduce(%1538 init: %cst_208) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1540 = stablehlo.broadcast_in_dim %1539, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1541 = stablehlo.multiply %1540, %617 : tensor<4x4096x576xf32>
    %1542 = stablehlo.add %1535, %1541 : tensor<4x4096x576xf32>
    %1543 = stablehlo.convert %1542 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1544 = stablehlo.add %1445, %1543 : tensor<4x4096x576xbf16>
    %1545 = sdy.sharding_constraint %1544 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1546 = stablehlo.dot_general %1545, %610, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1547 = stablehlo.transpose %1546, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1548 = stablehlo.dot_general %1545, %arg31, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1549 = sdy.sharding_constraint %1548 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1550 = stablehlo.multiply %607#0, %1549 : tensor<4x4096x2016xbf16>
    %1551 = stablehlo.multiply %1549, %608 : tensor<4x4096x2016xbf16>
    %1552 = stablehlo.dot_general %1550, %605, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1553 = stablehlo.transpose %1552, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1554 = stablehlo.dot_general %1550, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1555 = call @silu_3(%607#1, %607#2, %606, %1551) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1556 = stablehlo.dot_general %1555, %605, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1557 = stablehlo.transpose %1556, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1558 = stablehlo.dot_general %1555, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1559 = stablehlo.add %1554, %1558 : tensor<4x4096x576xbf16>
    %1560 = stablehlo.convert %1559 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1561 = stablehlo.multiply %600, %1560 : tensor<4x4096x576xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1562 = stablehlo.reduce(%1561 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1563 = stablehlo.reshape %1562 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1564 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1565 = stablehlo.multiply %1560, %1564 : tensor<4x4096x576xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1566 = stablehlo.reduce(%1563 init: %cst_210) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1567 = stablehlo.convert %1566 : (tensor<576xf32>) -> tensor<576xbf16>
    %1568 = stablehlo.multiply %585, %1565 : tensor<4x4096x576xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1569 = stablehlo.reduce(%1568 init: %cst_211) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1570 = stablehlo.reshape %1569 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1571 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1572 = stablehlo.multiply %1565, %1571 : tensor<4x4096x576xf32>
    %1573 = stablehlo.multiply %1570, %598 : tensor<4x4096x1xf32>
    %cst_212 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1575 = stablehlo.divide %1573, %1574 : tensor<4x4096x1xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1576 = stablehlo.reduce(%1575 init: %cst_213) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1577 = stablehlo.broadcast_in_dim %1576, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1578 = stablehlo.multiply %1577, %588 : tensor<4x4096x576xf32>
    %1579 = stablehlo.add %1572, %1578 : tensor<4x4096x576xf32>
    %1580 = stablehlo.convert %1579 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1581 = stablehlo.add %1545, %1580 : tensor<4x4096x576xbf16>
    %1582 = sdy.sharding_constraint %1581 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1583 = stablehlo.dot_general %1582, %581, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1584 = stablehlo.transpose %1583, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1585 = stablehlo.dot_general %1582, %arg35, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1586 = sdy.sharding_constraint %1585 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1587 = stablehlo.reshape %1586 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1588 = stablehlo.transpose %1587, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1589 = stablehlo.dot_general %1588, %485, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1590 = stablehlo.dot_general %1588, %577, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1591 = stablehlo.transpose %1590, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1592 = stablehlo.convert %1589 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1593 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1594 = stablehlo.multiply %1592, %1593 : tensor<4x9x1x4096x4096xf32>
    %1595 = stablehlo.multiply %1594, %569 : tensor<4x9x1x4096x4096xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1596 = stablehlo.reduce(%1595 init: %cst_214) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1597 = stablehlo.reshape %1596 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1598 = stablehlo.negate %1597 : tensor<4x9x1x4096x1xf32>
    %1599 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1600 = stablehlo.divide %1592, %1599 : tensor<4x9x1x4096x4096xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1601 = stablehlo.reduce(%1598 init: %cst_215) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1602 = stablehlo.broadcast_in_dim %1601, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1603 = stablehlo.broadcast_in_dim %1602, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1604 = stablehlo.add %1600, %1603 : tensor<4x9x1x4096x4096xf32>
    %1605 = stablehlo.multiply %1604, %569 : tensor<4x9x1x4096x4096xf32>
    %1606 = call @_where_4(%562#1, %1605) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1607 = stablehlo.broadcast_in_dim %557, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1608 = stablehlo.divide %1606, %1607 : tensor<4x9x1x4096x4096xf32>
    %1609 = stablehlo.convert %1608 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1610 = stablehlo.transpose %1609, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1611 = stablehlo.dot_general %1610, %551, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1612 = stablehlo.transpose %1611, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1613 = stablehlo.dot_general %1610, %552, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1614 = stablehlo.transpose %1613, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1615 = stablehlo.reshape %1612 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1616 = stablehlo.convert %1614 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1617 = stablehlo.slice %1616 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1618 = stablehlo.slice %1616 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1619 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1620 = stablehlo.multiply %1618, %1619 : tensor<4x4096x9x64xf32>
    %1621 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1622 = stablehlo.multiply %1618, %1621 : tensor<4x4096x9x64xf32>
    %1623 = stablehlo.negate %1617 : tensor<4x4096x9x64xf32>
    %1624 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1625 = stablehlo.multiply %1623, %1624 : tensor<4x4096x9x64xf32>
    %1626 = stablehlo.add %1622, %1625 : tensor<4x4096x9x64xf32>
    %1627 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1628 = stablehlo.multiply %1617, %1627 : tensor<4x4096x9x64xf32>
    %1629 = stablehlo.add %1620, %1628 : tensor<4x4096x9x64xf32>
    %1630 = stablehlo.concatenate %1629, %1626, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1631 = stablehlo.convert %1630 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1632 = stablehlo.convert %1615 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1633 = stablehlo.slice %1632 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1634 = stablehlo.slice %1632 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1635 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1636 = stablehlo.multiply %1634, %1635 : tensor<4x4096x9x64xf32>
    %1637 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1638 = stablehlo.multiply %1634, %1637 : tensor<4x4096x9x64xf32>
    %1639 = stablehlo.negate %1633 : tensor<4x4096x9x64xf32>
    %1640 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1641 = stablehlo.multiply %1639, %1640 : tensor<4x4096x9x64xf32>
    %1642 = stablehlo.add %1638, %1641 : tensor<4x4096x9x64xf32>
    %1643 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1644 = stablehlo.multiply %1633, %1643 : tensor<4x4096x9x64xf32>
    %1645 = stablehlo.add %1636, %1644 : tensor<4x4096x9x64xf32>
    %1646 = stablehlo.concatenate %1645, %1642, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1647 = stablehlo.convert %1646 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1648 = stablehlo.dot_general %1591, %481, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1649 = stablehlo.transpose %1648, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1650 = stablehlo.dot_general %1591, %arg37, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1651 = stablehlo.dot_general %1631, %481, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1652 = stablehlo.transpose %1651, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1653 = stablehlo.dot_general %1631, %arg34, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1654 = stablehlo.add %1650, %1653 : tensor<4x4096x576xbf16>
    %1655 = sdy.sharding_constraint %1647 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1656 = stablehlo.dot_general %1655, %481, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1657 = stablehlo.transpose %1656, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1658 = stablehlo.dot_general %1655, %arg36, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1659 = stablehlo.add %1654, %1658 : tensor<4x4096x576xbf16>
    %1660 = stablehlo.convert %1659 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1661 = stablehlo.multiply %476, %1660 : tensor<4x4096x576xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1662 = stablehlo.reduce(%1661 init: %cst_216) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1663 = stablehlo.reshape %1662 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1664 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1665 = stablehlo.multiply %1660, %1664 : tensor<4x4096x576xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1666 = stablehlo.reduce(%1663 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1667 = stablehlo.convert %1666 : (tensor<576xf32>) -> tensor<576xbf16>
    %1668 = stablehlo.multiply %461, %1665 : tensor<4x4096x576xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.reduce(%1668 init: %cst_218) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1670 = stablehlo.reshape %1669 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1671 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1672 = stablehlo.multiply %1665, %1671 : tensor<4x4096x576xf32>
    %1673 = stablehlo.multiply %1670, %474 : tensor<4x4096x1xf32>
    %cst_219 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1674 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1675 = stablehlo.divide %1673, %1674 : tensor<4x4096x1xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1676 = stablehlo.reduce(%1675 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1677 = stablehlo.broadcast_in_dim %1676, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1678 = stablehlo.multiply %1677, %464 : tensor<4x4096x576xf32>
    %1679 = stablehlo.add %1672, %1678 : tensor<4x4096x576xf32>
    %1680 = stablehlo.convert %1679 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1681 = stablehlo.add %1582, %1680 : tensor<4x4096x576xbf16>
    %1682 = sdy.sharding_constraint %1681 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1683 = stablehlo.dot_general %1682, %457, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1684 = stablehlo.transpose %1683, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1685 = stablehlo.dot_general %1682, %arg22, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1686 = sdy.sharding_constraint %1685 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1687 = stablehlo.multiply %454#0, %1686 : tensor<4x4096x2016xbf16>
    %1688 = stablehlo.multiply %1686, %455 : tensor<4x4096x2016xbf16>
    %1689 = stablehlo.dot_general %1687, %452, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1690 = stablehlo.transpose %1689, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1691 = stablehlo.dot_general %1687, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1692 = call @silu_3(%454#1, %454#2, %453, %1688) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1693 = stablehlo.dot_general %1692, %452, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1694 = stablehlo.transpose %1693, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1695 = stablehlo.dot_general %1692, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1696 = stablehlo.add %1691, %1695 : tensor<4x4096x576xbf16>
    %1697 = stablehlo.convert %1696 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1698 = stablehlo.multiply %447, %1697 : tensor<4x4096x576xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1699 = stablehlo.reduce(%1698 init: %cst_221) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1700 = stablehlo.reshape %1699 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1701 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1702 = stablehlo.multiply %1697, %1701 : tensor<4x4096x576xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1703 = stablehlo.reduce(%1700 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1704 = stablehlo.convert %1703 : (tensor<576xf32>) -> tensor<576xbf16>
    %1705 = stablehlo.multiply %432, %1702 : tensor<4x4096x576xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1706 = stablehlo.reduce(%1705 init: %cst_223) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1707 = stablehlo.reshape %1706 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1708 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1709 = stablehlo.multiply %1702, %1708 : tensor<4x4096x576xf32>
    %1710 = stablehlo.multiply %1707, %445 : tensor<4x4096x1xf32>
    %cst_224 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1712 = stablehlo.divide %1710, %1711 : tensor<4x4096x1xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1713 = stablehlo.reduce(%1712 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1714 = stablehlo.broadcast_in_dim %1713, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1715 = stablehlo.multiply %1714, %435 : tensor<4x4096x576xf32>
    %1716 = stablehlo.add %1709, %1715 : tensor<4x4096x576xf32>
    %1717 = stablehlo.convert %1716 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1718 = stablehlo.add %1682, %1717 : tensor<4x4096x576xbf16>
    %1719 = sdy.sharding_constraint %1718 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1720 = stablehlo.dot_general %1719, %428, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1721 = stablehlo.transpose %1720, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1722 = stablehlo.dot_general %1719, %arg26, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1723 = sdy.sharding_constraint %1722 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1724 = stablehlo.reshape %1723 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1725 = stablehlo.transpose %1724, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1726 = stablehlo.dot_general %1725, %332, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1727 = stablehlo.dot_general %1725, %424, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1728 = stablehlo.transpose %1727, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1729 = stablehlo.convert %1726 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1730 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1731 = stablehlo.multiply %1729, %1730 : tensor<4x9x1x4096x4096xf32>
    %1732 = stablehlo.multiply %1731, %416 : tensor<4x9x1x4096x4096xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1733 = stablehlo.reduce(%1732 init: %cst_226) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1734 = stablehlo.reshape %1733 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1735 = stablehlo.negate %1734 : tensor<4x9x1x4096x1xf32>
    %1736 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1737 = stablehlo.divide %1729, %1736 : tensor<4x9x1x4096x4096xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1738 = stablehlo.reduce(%1735 init: %cst_227) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1739 = stablehlo.broadcast_in_dim %1738, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1740 = stablehlo.broadcast_in_dim %1739, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1741 = stablehlo.add %1737, %1740 : tensor<4x9x1x4096x4096xf32>
    %1742 = stablehlo.multiply %1741, %416 : tensor<4x9x1x4096x4096xf32>
    %1743 = call @_where_4(%409#1, %1742) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1744 = stablehlo.broadcast_in_dim %404, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1745 = stablehlo.divide %1743, %1744 : tensor<4x9x1x4096x4096xf32>
    %1746 = stablehlo.convert %1745 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1747 = stablehlo.transpose %1746, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1748 = stablehlo.dot_general %1747, %398, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1749 = stablehlo.transpose %1748, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1750 = stablehlo.dot_general %1747, %399, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1751 = stablehlo.transpose %1750, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1752 = stablehlo.reshape %1749 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1753 = stablehlo.convert %1751 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1754 = stablehlo.slice %1753 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1755 = stablehlo.slice %1753 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1756 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1757 = stablehlo.multiply %1755, %1756 : tensor<4x4096x9x64xf32>
    %1758 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1759 = stablehlo.multiply %1755, %1758 : tensor<4x4096x9x64xf32>
    %1760 = stablehlo.negate %1754 : tensor<4x4096x9x64xf32>
    %1761 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1762 = stablehlo.multiply %1760, %1761 : tensor<4x4096x9x64xf32>
    %1763 = stablehlo.add %1759, %1762 : tensor<4x4096x9x64xf32>
    %1764 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1765 = stablehlo.multiply %1754, %1764 : tensor<4x4096x9x64xf32>
    %1766 = stablehlo.add %1757, %1765 : tensor<4x4096x9x64xf32>
    %1767 = stablehlo.concatenate %1766, %1763, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1768 = stablehlo.convert %1767 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1769 = stablehlo.convert %1752 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1770 = stablehlo.slice %1769 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1771 = stablehlo.slice %1769 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1772 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1773 = stablehlo.multiply %1771, %1772 : tensor<4x4096x9x64xf32>
    %1774 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1775 = stablehlo.multiply %1771, %1774 : tensor<4x4096x9x64xf32>
    %1776 = stablehlo.negate %1770 : tensor<4x4096x9x64xf32>
    %1777 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1778 = stablehlo.multiply %1776, %1777 : tensor<4x4096x9x64xf32>
    %1779 = stablehlo.add %1775, %1778 : tensor<4x4096x9x64xf32>
    %1780 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1781 = stablehlo.multiply %1770, %1780 : tensor<4x4096x9x64xf32>
    %1782 = stablehlo.add %1773, %1781 : tensor<4x4096x9x64xf32>
    %1783 = stablehlo.concatenate %1782, %1779, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1784 = stablehlo.convert %1783 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1785 = stablehlo.dot_general %1728, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1786 = stablehlo.transpose %1785, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1787 = stablehlo.dot_general %1728, %arg28, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1788 = stablehlo.dot_general %1768, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1789 = stablehlo.transpose %1788, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1790 = stablehlo.dot_general %1768, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1791 = stablehlo.add %1787, %1790 : tensor<4x4096x576xbf16>
    %1792 = sdy.sharding_constraint %1784 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1793 = stablehlo.dot_general %1792, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1794 = stablehlo.transpose %1793, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1795 = stablehlo.dot_general %1792, %arg27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1796 = stablehlo.add %1791, %1795 : tensor<4x4096x576xbf16>
    %1797 = stablehlo.convert %1796 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1798 = stablehlo.multiply %323, %1797 : tensor<4x4096x576xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1799 = stablehlo.reduce(%1798 init: %cst_228) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1800 = stablehlo.reshape %1799 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1801 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1802 = stablehlo.multiply %1797, %1801 : tensor<4x4096x576xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1803 = stablehlo.reduce(%1800 init: %cst_229) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1804 = stablehlo.convert %1803 : (tensor<576xf32>) -> tensor<576xbf16>
    %1805 = stablehlo.multiply %308, %1802 : tensor<4x4096x576xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1806 = stablehlo.reduce(%1805 init: %cst_230) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1807 = stablehlo.reshape %1806 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1808 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1809 = stablehlo.multiply %1802, %1808 : tensor<4x4096x576xf32>
    %1810 = stablehlo.multiply %1807, %321 : tensor<4x4096x1xf32>
    %cst_231 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1812 = stablehlo.divide %1810, %1811 : tensor<4x4096x1xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1813 = stablehlo.reduce(%1812 init: %cst_232) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1814 = stablehlo.broadcast_in_dim %1813, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1815 = stablehlo.multiply %1814, %311 : tensor<4x4096x576xf32>
    %1816 = stablehlo.add %1809, %1815 : tensor<4x4096x576xf32>
    %1817 = stablehlo.convert %1816 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1818 = stablehlo.add %1719, %1817 : tensor<4x4096x576xbf16>
    %1819 = sdy.sharding_constraint %1818 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1820 = stablehlo.dot_general %1819, %304, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1821 = stablehlo.transpose %1820, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1822 = stablehlo.dot_general %1819, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1823 = sdy.sharding_constraint %1822 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1824 = stablehlo.multiply %301#0, %1823 : tensor<4x4096x2016xbf16>
    %1825 = stablehlo.multiply %1823, %302 : tensor<4x4096x2016xbf16>
    %1826 = stablehlo.dot_general %1824, %299, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1827 = stablehlo.transpose %1826, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1828 = stablehlo.dot_general %1824, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1829 = call @silu_3(%301#1, %301#2, %300, %1825) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1830 = stablehlo.dot_general %1829, %299, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1831 = stablehlo.transpose %1830, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1832 = stablehlo.dot_general %1829, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1833 = stablehlo.add %1828, %1832 : tensor<4x4096x576xbf16>
    %1834 = stablehlo.convert %1833 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1835 = stablehlo.multiply %294, %1834 : tensor<4x4096x576xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1836 = stablehlo.reduce(%1835 init: %cst_233) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1837 = stablehlo.reshape %1836 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1838 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1839 = stablehlo.multiply %1834, %1838 : tensor<4x4096x576xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1840 = stablehlo.reduce(%1837 init: %cst_234) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1841 = stablehlo.convert %1840 : (tensor<576xf32>) -> tensor<576xbf16>
    %1842 = stablehlo.multiply %279, %1839 : tensor<4x4096x576xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1843 = stablehlo.reduce(%1842 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1844 = stablehlo.reshape %1843 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1845 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1846 = stablehlo.multiply %1839, %1845 : tensor<4x4096x576xf32>
    %1847 = stablehlo.multiply %1844, %292 : tensor<4x4096x1xf32>
    %cst_236 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1848 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1849 = stablehlo.divide %1847, %1848 : tensor<4x4096x1xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1850 = stablehlo.reduce(%1849 init: %cst_237) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1851 = stablehlo.broadcast_in_dim %1850, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1852 = stablehlo.multiply %1851, %282 : tensor<4x4096x576xf32>
    %1853 = stablehlo.add %1846, %1852 : tensor<4x4096x576xf32>
    %1854 = stablehlo.convert %1853 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1855 = stablehlo.add %1819, %1854 : tensor<4x4096x576xbf16>
    %1856 = sdy.sharding_constraint %1855 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1857 = stablehlo.dot_general %1856, %275, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1858 = stablehlo.transpose %1857, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1859 = stablehlo.dot_general %1856, %arg17, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1860 = sdy.sharding_constraint %1859 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1861 = stablehlo.reshape %1860 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1862 = stablehlo.transpose %1861, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1863 = stablehlo.dot_general %1862, %179, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1864 = stablehlo.dot_general %1862, %271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1865 = stablehlo.transpose %1864, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1866 = stablehlo.convert %1863 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1867 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1868 = stablehlo.multiply %1866, %1867 : tensor<4x9x1x4096x4096xf32>
    %1869 = stablehlo.multiply %1868, %263 : tensor<4x9x1x4096x4096xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1870 = stablehlo.reduce(%1869 init: %cst_238) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1871 = stablehlo.reshape %1870 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1872 = stablehlo.negate %1871 : tensor<4x9x1x4096x1xf32>
    %1873 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1874 = stablehlo.divide %1866, %1873 : tensor<4x9x1x4096x4096xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1875 = stablehlo.reduce(%1872 init: %cst_239) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1876 = stablehlo.broadcast_in_dim %1875, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1877 = stablehlo.broadcast_in_dim %1876, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1878 = stablehlo.add %1874, %1877 : tensor<4x9x1x4096x4096xf32>
    %1879 = stablehlo.multiply %1878, %263 : tensor<4x9x1x4096x4096xf32>
    %1880 = call @_where_4(%256#1, %1879) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1881 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1882 = stablehlo.divide %1880, %1881 : tensor<4x9x1x4096x4096xf32>
    %1883 = stablehlo.convert %1882 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1884 = stablehlo.transpose %1883, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1885 = stablehlo.dot_general %1884, %245, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1886 = stablehlo.transpose %1885, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1887 = stablehlo.dot_general %1884, %246, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1888 = stablehlo.transpose %1887, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1889 = stablehlo.reshape %1886 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1890 = stablehlo.convert %1888 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1891 = stablehlo.slice %1890 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1892 = stablehlo.slice %1890 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1893 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1894 = stablehlo.multiply %1892, %1893 : tensor<4x4096x9x64xf32>
    %1895 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1896 = stablehlo.multiply %1892, %1895 : tensor<4x4096x9x64xf32>
    %1897 = stablehlo.negate %1891 : tensor<4x4096x9x64xf32>
    %1898 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1899 = stablehlo.multiply %1897, %1898 : tensor<4x4096x9x64xf32>
    %1900 = stablehlo.add %1896, %1899 : tensor<4x4096x9x64xf32>
    %1901 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1902 = stablehlo.multiply %1891, %1901 : tensor<4x4096x9x64xf32>
    %1903 = stablehlo.add %1894, %1902 : tensor<4x4096x9x64xf32>
    %1904 = stablehlo.concatenate %1903, %1900, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1905 = stablehlo.convert %1904 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1906 = stablehlo.convert %1889 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1907 = stablehlo.slice %1906 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1908 = stablehlo.slice %1906 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1909 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1910 = stablehlo.multiply %1908, %1909 : tensor<4x4096x9x64xf32>
    %1911 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1912 = stablehlo.multiply %1908, %1911 : tensor<4x4096x9x64xf32>
    %1913 = stablehlo.negate %1907 : tensor<4x4096x9x64xf32>
    %1914 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1915 = stablehlo.multiply %1913, %1914 : tensor<4x4096x9x64xf32>
    %1916 = stablehlo.add %1912, %1915 : tensor<4x4096x9x64xf32>
    %1917 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1918 = stablehlo.multiply %1907, %1917 : tensor<4x4096x9x64xf32>
    %1919 = stablehlo.add %1910, %1918 : tensor<4x4096x9x64xf32>
    %1920 = stablehlo.concatenate %1919, %1916, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1921 = stablehlo.convert %1920 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1922 = stablehlo.dot_general %1865, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1923 = stablehlo.transpose %1922, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1924 = stablehlo.dot_general %1865, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1925 = stablehlo.dot_general %1905, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1926 = stablehlo.transpose %1925, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1927 = stablehlo.dot_general %1905, %arg16, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1928 = stablehlo.add %1924, %1927 : tensor<4x4096x576xbf16>
    %1929 = sdy.sharding_constraint %1921 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1930 = stablehlo.dot_general %1929, %175, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1931 = stablehlo.transpose %1930, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1932 = stablehlo.dot_general %1929, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1933 = stablehlo.add %1928, %1932 : tensor<4x4096x576xbf16>
    %1934 = stablehlo.convert %1933 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1935 = stablehlo.multiply %170, %1934 : tensor<4x4096x576xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1936 = stablehlo.reduce(%1935 init: %cst_240) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1937 = stablehlo.reshape %1936 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1938 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1939 = stablehlo.multiply %1934, %1938 : tensor<4x4096x576xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1940 = stablehlo.reduce(%1937 init: %cst_241) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1941 = stablehlo.convert %1940 : (tensor<576xf32>) -> tensor<576xbf16>
    %1942 = stablehlo.multiply %155, %1939 : tensor<4x4096x576xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1943 = stablehlo.reduce(%1942 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1944 = stablehlo.reshape %1943 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1945 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1946 = stablehlo.multiply %1939, %1945 : tensor<4x4096x576xf32>
    %1947 = stablehlo.multiply %1944, %168 : tensor<4x4096x1xf32>
    %cst_243 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1948 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1949 = stablehlo.divide %1947, %1948 : tensor<4x4096x1xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1950 = stablehlo.reduce(%1949 init: %cst_244) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1951 = stablehlo.broadcast_in_dim %1950, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1952 = stablehlo.multiply %1951, %158 : tensor<4x4096x576xf32>
    %1953 = stablehlo.add %1946, %1952 : tensor<4x4096x576xf32>
    %1954 = stablehlo.convert %1953 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1955 = stablehlo.add %1856, %1954 : tensor<4x4096x576xbf16>
    %1956 = sdy.sharding_constraint %1955 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1957 = stablehlo.dot_general %1956, %151, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1958 = stablehlo.transpose %1957, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1959 = stablehlo.dot_general %1956, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1960 = sdy.sharding_constraint %1959 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1961 = stablehlo.multiply %148#0, %1960 : tensor<4x4096x2016xbf16>
    %1962 = stablehlo.multiply %1960, %149 : tensor<4x4096x2016xbf16>
    %1963 = stablehlo.dot_general %1961, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1964 = stablehlo.transpose %1963, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1965 = stablehlo.dot_general %1961, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1966 = call @silu_3(%148#1, %148#2, %147, %1962) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1967 = stablehlo.dot_general %1966, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1968 = stablehlo.transpose %1967, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1969 = stablehlo.dot_general %1966, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1970 = stablehlo.add %1965, %1969 : tensor<4x4096x576xbf16>
    %1971 = stablehlo.convert %1970 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1972 = stablehlo.multiply %141, %1971 : tensor<4x4096x576xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1973 = stablehlo.reduce(%1972 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1974 = stablehlo.reshape %1973 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1975 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1976 = stablehlo.multiply %1971, %1975 : tensor<4x4096x576xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1977 = stablehlo.reduce(%1974 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1978 = stablehlo.convert %1977 : (tensor<576xf32>) -> tensor<576xbf16>
    %1979 = stablehlo.multiply %126, %1976 : tensor<4x4096x576xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1980 = stablehlo.reduce(%1979 init: %cst_247) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1981 = stablehlo.reshape %1980 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1982 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1983 = stablehlo.multiply %1976, %1982 : tensor<4x4096x576xf32>
    %1984 = stablehlo.multiply %1981, %139 : tensor<4x4096x1xf32>
    %cst_248 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1985 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1986 = stablehlo.divide %1984, %1985 : tensor<4x4096x1xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1987 = stablehlo.reduce(%1986 init: %cst_249) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1988 = stablehlo.broadcast_in_dim %1987, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1989 = stablehlo.multiply %1988, %129 : tensor<4x4096x576xf32>
    %1990 = stablehlo.add %1983, %1989 : tensor<4x4096x576xf32>
    %1991 = stablehlo.convert %1990 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1992 = stablehlo.add %1956, %1991 : tensor<4x4096x576xbf16>
    %1993 = sdy.sharding_constraint %1992 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1994 = stablehlo.dot_general %1993, %122, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1995 = stablehlo.transpose %1994, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1996 = stablehlo.dot_general %1993, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1997 = sdy.sharding_constraint %1996 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1998 = stablehlo.reshape %1997 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1999 = stablehlo.transpose %1998, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2000 = stablehlo.dot_general %1999, %26, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2001 = stablehlo.dot_general %1999, %118, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %2002 = stablehlo.transpose %2001, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %2003 = stablehlo.convert %2000 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %2004 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2005 = stablehlo.multiply %2003, %2004 : tensor<4x9x1x4096x4096xf32>
    %2006 = stablehlo.multiply %2005, %110 : tensor<4x9x1x4096x4096xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2007 = stablehlo.reduce(%2006 init: %cst_250) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2008 = stablehlo.reshape %2007 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2009 = stablehlo.negate %2008 : tensor<4x9x1x4096x1xf32>
    %2010 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2011 = stablehlo.divide %2003, %2010 : tensor<4x9x1x4096x4096xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2012 = stablehlo.reduce(%2009 init: %cst_251) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %2013 = stablehlo.broadcast_in_dim %2012, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %2014 = stablehlo.broadcast_in_dim %2013, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2015 = stablehlo.add %2011, %2014 : tensor<4x9x1x4096x4096xf32>
    %2016 = stablehlo.multiply %2015, %110 : tensor<4x9x1x4096x4096xf32>
    %2017 = call @_where_4(%103#1, %2016) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2018 = stablehlo.broadcast_in_dim %98, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2019 = stablehlo.divide %2017, %2018 : tensor<4x9x1x4096x4096xf32>
    %2020 = stablehlo.convert %2019 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2021 = stablehlo.transpose %2020, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2022 = stablehlo.dot_general %2021, %92, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %2023 = stablehlo.transpose %2022, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2024 = stablehlo.dot_general %2021, %93, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %2025 = stablehlo.transpose %2024, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2026 = stablehlo.reshape %2023 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2027 = stablehlo.convert %2025 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2028 = stablehlo.slice %2027 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2029 = stablehlo.slice %2027 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2030 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2031 = stablehlo.multiply %2029, %2030 : tensor<4x4096x9x64xf32>
    %2032 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2033 = stablehlo.multiply %2029, %2032 : tensor<4x4096x9x64xf32>
    %2034 = stablehlo.negate %2028 : tensor<4x4096x9x64xf32>
    %2035 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2036 = stablehlo.multiply %2034, %2035 : tensor<4x4096x9x64xf32>
    %2037 = stablehlo.add %2033, %2036 : tensor<4x4096x9x64xf32>
    %2038 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2039 = stablehlo.multiply %2028, %2038 : tensor<4x4096x9x64xf32>
    %2040 = stablehlo.add %2031, %2039 : tensor<4x4096x9x64xf32>
    %2041 = stablehlo.concatenate %2040, %2037, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2042 = stablehlo.convert %2041 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2043 = stablehlo.convert %2026 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2044 = stablehlo.slice %2043 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2045 = stablehlo.slice %2043 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2046 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2047 = stablehlo.multiply %2045, %2046 : tensor<4x4096x9x64xf32>
    %2048 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2049 = stablehlo.multiply %2045, %2048 : tensor<4x4096x9x64xf32>
    %2050 = stablehlo.negate %2044 : tensor<4x4096x9x64xf32>
    %2051 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2052 = stablehlo.multiply %2050, %2051 : tensor<4x4096x9x64xf32>
    %2053 = stablehlo.add %2049, %2052 : tensor<4x4096x9x64xf32>
    %2054 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2055 = stablehlo.multiply %2044, %2054 : tensor<4x4096x9x64xf32>
    %2056 = stablehlo.add %2047, %2055 : tensor<4x4096x9x64xf32>
    %2057 = stablehlo.concatenate %2056, %2053, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2058 = stablehlo.convert %2057 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2059 = stablehlo.dot_general %2002, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2060 = stablehlo.transpose %2059, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2061 = stablehlo.dot_general %2002, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2062 = stablehlo.dot_general %2042, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2063 = stablehlo.transpose %2062, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2064 = stablehlo.dot_general %2042, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2065 = stablehlo.add %2061, %2064 : tensor<4x4096x576xbf16>
    %2066 = sdy.sharding_constraint %2058 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2067 = stablehlo.dot_general %2066, %22, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2068 = stablehlo.transpose %2067, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2069 = stablehlo.dot_general %2066, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2070 = stablehlo.add %2065, %2069 : tensor<4x4096x576xbf16>
    %2071 = stablehlo.convert %2070 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2072 = stablehlo.multiply %17, %2071 : tensor<4x4096x576xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2073 = stablehlo.reduce(%2072 init: %cst_252) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2074 = stablehlo.reshape %2073 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2075 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2076 = stablehlo.multiply %2071, %2075 : tensor<4x4096x576xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2077 = stablehlo.reduce(%2074 init: %cst_253) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2078 = stablehlo.convert %2077 : (tensor<576xf32>) -> tensor<576xbf16>
    %2079 = stablehlo.multiply %2, %2076 : tensor<4x4096x576xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2080 = stablehlo.reduce(%2079 init: %cst_254) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2081 = stablehlo.reshape %2080 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2082 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2083 = stablehlo.multiply %2076, %2082 : tensor<4x4096x576xf32>
    %2084 = stablehlo.multiply %2081, %15 : tensor<4x4096x1xf32>
    %cst_255 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2085 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2086 = stablehlo.divide %2084, %2085 : tensor<4x4096x1xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2087 = stablehlo.reduce(%2086 init: %cst_256) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2088 = stablehlo.broadcast_in_dim %2087, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2089 = stablehlo.multiply %2088, %5 : tensor<4x4096x576xf32>
    %2090 = stablehlo.add %2083, %2089 : tensor<4x4096x576xf32>
    %2091 = stablehlo.convert %2090 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2092 = stablehlo.add %1993, %2091 : tensor<4x4096x576xbf16>
    %2093 = sdy.sharding_constraint %2092 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2094 = call @_take_5(%0#1, %2093) : (tensor<4x4096x1xi32>, tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16>
    %cst_257 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2095 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<bf16>) -> tensor<128256x576xbf16>
    %2096 = stablehlo.multiply %2095, %2094 : tensor<128256x576xbf16>
    %2097 = stablehlo.subtract %arg0, %2096 : tensor<128256x576xbf16>
    %cst_258 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2098 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2099 = stablehlo.multiply %2098, %1120 : tensor<576xbf16>
    %2100 = stablehlo.subtract %arg1, %2099 : tensor<576xbf16>
    %cst_259 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2101 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2102 = stablehlo.multiply %2101, %2078 : tensor<576xbf16>
    %2103 = stablehlo.subtract %arg2, %2102 : tensor<576xbf16>
    %cst_260 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2104 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2105 = stablehlo.multiply %2104, %1978 : tensor<576xbf16>
    %2106 = stablehlo.subtract %arg3, %2105 : tensor<576xbf16>
    %cst_261 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2107 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2108 = stablehlo.multiply %2107, %1958 : tensor<2016x576xbf16>
    %2109 = stablehlo.subtract %arg4, %2108 : tensor<2016x576xbf16>
    %cst_262 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2110 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2111 = stablehlo.multiply %2110, %1968 : tensor<576x2016xbf16>
    %2112 = stablehlo.subtract %arg5, %2111 : tensor<576x2016xbf16>
    %cst_263 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2113 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2114 = stablehlo.multiply %2113, %1964 : tensor<576x2016xbf16>
    %2115 = stablehlo.subtract %arg6, %2114 : tensor<576x2016xbf16>
    %cst_264 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2116 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2117 = stablehlo.multiply %2116, %2063 : tensor<576x9x128xbf16>
    %2118 = stablehlo.subtract %arg7, %2117 : tensor<576x9x128xbf16>
    %cst_265 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2119 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2120 = stablehlo.multiply %2119, %1995 : tensor<9x128x576xbf16>
    %2121 = stablehlo.subtract %arg8, %2120 : tensor<9x128x576xbf16>
    %cst_266 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2122 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2123 = stablehlo.multiply %2122, %2068 : tensor<576x9x128xbf16>
    %2124 = stablehlo.subtract %arg9, %2123 : tensor<576x9x128xbf16>
    %cst_267 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2125 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2126 = stablehlo.multiply %2125, %2060 : tensor<576x9x128xbf16>
    %2127 = stablehlo.subtract %arg10, %2126 : tensor<576x9x128xbf16>
    %cst_268 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2128 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2129 = stablehlo.multiply %2128, %1941 : tensor<576xbf16>
    %2130 = stablehlo.subtract %arg11, %2129 : tensor<576xbf16>
    %cst_269 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2131 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2132 = stablehlo.multiply %2131, %1841 : tensor<576xbf16>
    %2133 = stablehlo.subtract %arg12, %2132 : tensor<576xbf16>
    %cst_270 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2134 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2135 = stablehlo.multiply %2134, %1821 : tensor<2016x576xbf16>
    %2136 = stablehlo.subtract %arg13, %2135 : tensor<2016x576xbf16>
    %cst_271 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2137 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2138 = stablehlo.multiply %2137, %1831 : tensor<576x2016xbf16>
    %2139 = stablehlo.subtract %arg14, %2138 : tensor<576x2016xbf16>
    %cst_272 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2140 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2141 = stablehlo.multiply %2140, %1827 : tensor<576x2016xbf16>
    %2142 = stablehlo.subtract %arg15, %2141 : tensor<576x2016xbf16>
    %cst_273 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2143 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2144 = stablehlo.multiply %2143, %1926 : tensor<576x9x128xbf16>
    %2145 = stablehlo.subtract %arg16, %2144 : tensor<576x9x128xbf16>
    %cst_274 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2146 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2147 = stablehlo.multiply %2146, %1858 : tensor<9x128x576xbf16>
    %2148 = stablehlo.subtract %arg17, %2147 : tensor<9x128x576xbf16>
    %cst_275 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2149 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2150 = stablehlo.multiply %2149, %1931 : tensor<576x9x128xbf16>
    %2151 = stablehlo.subtract %arg18, %2150 : tensor<576x9x128xbf16>
    %cst_276 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2152 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2153 = stablehlo.multiply %2152, %1923 : tensor<576x9x128xbf16>
    %2154 = stablehlo.subtract %arg19, %2153 : tensor<576x9x128xbf16>
    %cst_277 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2155 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2156 = stablehlo.multiply %2155, %1804 : tensor<576xbf16>
    %2157 = stablehlo.subtract %arg20, %2156 : tensor<576xbf16>
    %cst_278 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2158 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2159 = stablehlo.multiply %2158, %1704 : tensor<576xbf16>
    %2160 = stablehlo.subtract %arg21, %2159 : tensor<576xbf16>
    %cst_279 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2161 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2162 = stablehlo.multiply %2161, %1684 : tensor<2016x576xbf16>
    %2163 = stablehlo.subtract %arg22, %2162 : tensor<2016x576xbf16>
    %cst_280 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2164 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2165 = stablehlo.multiply %2164, %1694 : tensor<576x2016xbf16>
    %2166 = stablehlo.subtract %arg23, %2165 : tensor<576x2016xbf16>
    %cst_281 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2167 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2168 = stablehlo.multiply %2167, %1690 : tensor<576x2016xbf16>
    %2169 = stablehlo.subtract %arg24, %2168 : tensor<576x2016xbf16>
    %cst_282 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2170 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2171 = stablehlo.multiply %2170, %1789 : tensor<576x9x128xbf16>
    %2172 = stablehlo.subtract %arg25, %2171 : tensor<576x9x128xbf16>
    %cst_283 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2173 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2174 = stablehlo.multiply %2173, %1721 : tensor<9x128x576xbf16>
    %2175 = stablehlo.subtract %arg26, %2174 : tensor<9x128x576xbf16>
    %cst_284 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2176 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2177 = stablehlo.multiply %2176, %1794 : tensor<576x9x128xbf16>
    %2178 = stablehlo.subtract %arg27, %2177 : tensor<576x9x128xbf16>
    %cst_285 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2179 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2180 = stablehlo.multiply %2179, %1786 : tensor<576x9x128xbf16>
    %2181 = stablehlo.subtract %arg28, %2180 : tensor<576x9x128xbf16>
    %cst_286 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2182 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2183 = stablehlo.multiply %2182, %1667 : tensor<576xbf16>
    %2184 = stablehlo.subtract %arg29, %2183 : tensor<576xbf16>
    %cst_287 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2185 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2186 = stablehlo.multiply %2185, %1567 : tensor<576xbf16>
    %2187 = stablehlo.subtract %arg30, %2186 : tensor<576xbf16>
    %cst_288 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2188 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2189 = stablehlo.multiply %2188, %1547 : tensor<2016x576xbf16>
    %2190 = stablehlo.subtract %arg31, %2189 : tensor<2016x576xbf16>
    %cst_289 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2191 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2192 = stablehlo.multiply %2191, %1557 : tensor<576x2016xbf16>
    %2193 = stablehlo.subtract %arg32, %2192 : tensor<576x2016xbf16>
    %cst_290 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2194 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2195 = stablehlo.multiply %2194, %1553 : tensor<576x2016xbf16>
    %2196 = stablehlo.subtract %arg33, %2195 : tensor<576x2016xbf16>
    %cst_291 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2197 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2198 = stablehlo.multiply %2197, %1652 : tensor<576x9x128xbf16>
    %2199 = stablehlo.subtract %arg34, %2198 : tensor<576x9x128xbf16>
    %cst_292 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2200 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2201 = stablehlo.multiply %2200, %1584 : tensor<9x128x576xbf16>
    %2202 = stablehlo.subtract %arg35, %2201 : tensor<9x128x576xbf16>
    %cst_293 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2203 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2204 = stablehlo.multiply %2203, %1657 : tensor<576x9x128xbf16>
    %2205 = stablehlo.subtract %arg36, %2204 : tensor<576x9x128xbf16>
    %cst_294 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2206 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2207 = stablehlo.multiply %2206, %1649 : tensor<576x9x128xbf16>
    %2208 = stablehlo.subtract %arg37, %2207 : tensor<576x9x128xbf16>
    %cst_295 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2209 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2210 = stablehlo.multiply %2209, %1530 : tensor<576xbf16>
    %2211 = stablehlo.subtract %arg38, %2210 : tensor<576xbf16>
    %cst_296 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2212 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2213 = stablehlo.multiply %2212, %1430 : tensor<576xbf16>
    %2214 = stablehlo.subtract %arg39, %2213 : tensor<576xbf16>
    %cst_297 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2215 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2216 = stablehlo.multiply %2215, %1410 : tensor<2016x576xbf16>
    %2217 = stablehlo.subtract %arg40, %2216 : tensor<2016x576xbf16>
    %cst_298 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2218 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2219 = stablehlo.multiply %2218, %1420 : tensor<576x2016xbf16>
    %2220 = stablehlo.subtract %arg41, %2219 : tensor<576x2016xbf16>
    %cst_299 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2221 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2222 = stablehlo.multiply %2221, %1416 : tensor<576x2016xbf16>
    %2223 = stablehlo.subtract %arg42, %2222 : tensor<576x2016xbf16>
    %cst_300 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2224 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2225 = stablehlo.multiply %2224, %1515 : tensor<576x9x128xbf16>
    %2226 = stablehlo.subtract %arg43, %2225 : tensor<576x9x128xbf16>
    %cst_301 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2227 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2228 = stablehlo.multiply %2227, %1447 : tensor<9x128x576xbf16>
    %2229 = stablehlo.subtract %arg44, %2228 : tensor<9x128x576xbf16>
    %cst_302 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2230 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2231 = stablehlo.multiply %2230, %1520 : tensor<576x9x128xbf16>
    %2232 = stablehlo.subtract %arg45, %2231 : tensor<576x9x128xbf16>
    %cst_303 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2233 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2234 = stablehlo.multiply %2233, %1512 : tensor<576x9x128xbf16>
    %2235 = stablehlo.subtract %arg46, %2234 : tensor<576x9x128xbf16>
    %cst_304 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2236 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2237 = stablehlo.multiply %2236, %1393 : tensor<576xbf16>
    %2238 = stablehlo.subtract %arg47, %2237 : tensor<576xbf16>
    %cst_305 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2239 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2240 = stablehlo.multiply %2239, %1293 : tensor<576xbf16>
    %2241 = stablehlo.subtract %arg48, %2240 : tensor<576xbf16>
    %cst_306 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2242 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2243 = stablehlo.multiply %2242, %1273 : tensor<2016x576xbf16>
    %2244 = stablehlo.subtract %arg49, %2243 : tensor<2016x576xbf16>
    %cst_307 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2245 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2246 = stablehlo.multiply %2245, %1283 : tensor<576x2016xbf16>
    %2247 = stablehlo.subtract %arg50, %2246 : tensor<576x2016xbf16>
    %cst_308 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2248 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2249 = stablehlo.multiply %2248, %1279 : tensor<576x2016xbf16>
    %2250 = stablehlo.subtract %arg51, %2249 : tensor<576x2016xbf16>
    %cst_309 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2251 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2252 = stablehlo.multiply %2251, %1378 : tensor<576x9x128xbf16>
    %2253 = stablehlo.subtract %arg52, %2252 : tensor<576x9x128xbf16>
    %cst_310 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2254 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2255 = stablehlo.multiply %2254, %1310 : tensor<9x128x576xbf16>
    %2256 = stablehlo.subtract %arg53, %2255 : tensor<9x128x576xbf16>
    %cst_311 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2257 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2258 = stablehlo.multiply %2257, %1383 : tensor<576x9x128xbf16>
    %2259 = stablehlo.subtract %arg54, %2258 : tensor<576x9x128xbf16>
    %cst_312 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2260 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2261 = stablehlo.multiply %2260, %1375 : tensor<576x9x128xbf16>
    %2262 = stablehlo.subtract %arg55, %2261 : tensor<576x9x128xbf16>
    %cst_313 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2263 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2264 = stablehlo.multiply %2263, %1256 : tensor<576xbf16>
    %2265 = stablehlo.subtract %arg56, %2264 : tensor<576xbf16>
    %cst_314 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2266 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %2267 = stablehlo.multiply %2266, %1156 : tensor<576xbf16>
    %2268 = stablehlo.subtract %arg57, %2267 : tensor<576xbf16>
    %cst_315 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2269 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<bf16>) -> tensor<2016x576xbf16>
    %2270 = stablehlo.multiply %2269, %1136 : tensor<2016x576xbf16>
    %2271 = stablehlo.subtract %arg58, %2270 : tensor<2016x576xbf16>
    %cst_316 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2272 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2273 = stablehlo.multiply %2272, %1146 : tensor<576x2016xbf16>
    %2274 = stablehlo.subtract %arg59, %2273 : tensor<576x2016xbf16>
    %cst_317 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2275 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<bf16>) -> tensor<576x2016xbf16>
    %2276 = stablehlo.multiply %2275, %1142 : tensor<576x2016xbf16>
    %2277 = stablehlo.subtract %arg60, %2276 : tensor<576x2016xbf16>
    %cst_318 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2278 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2279 = stablehlo.multiply %2278, %1241 : tensor<576x9x128xbf16>
    %2280 = stablehlo.subtract %arg61, %2279 : tensor<576x9x128xbf16>
    %cst_319 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2281 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<bf16>) -> tensor<9x128x576xbf16>
    %2282 = stablehlo.multiply %2281, %1173 : tensor<9x128x576xbf16>
    %2283 = stablehlo.subtract %arg62, %2282 : tensor<9x128x576xbf16>
    %cst_320 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2284 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2285 = stablehlo.multiply %2284, %1246 : tensor<576x9x128xbf16>
    %2286 = stablehlo.subtract %arg63, %2285 : tensor<576x9x128xbf16>
    %cst_321 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2287 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<bf16>) -> tensor<576x9x128xbf16>
    %2288 = stablehlo.multiply %2287, %1238 : tensor<576x9x128xbf16>
    %2289 = stablehlo.subtract %arg64, %2288 : tensor<576x9x128xbf16>
    %cst_322 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %2290 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<bf16>) -> tensor<576x128256xbf16>
    %2291 = stablehlo.multiply %2290, %1111 : tensor<576x128256xbf16>
    %2292 = stablehlo.subtract %arg65, %2291 : tensor<576x128256xbf16>
    return %2097, %2100, %2103, %2106, %2109, %2112, %2115, %2118, %2121, %2124, %2127, %2130, %2133, %2136, %2139, %2142, %2145, %2148, %2151, %2154, %2157, %2160, %2163, %2166, %2169, %2172, %2175, %2178, %2181, %2184, %2187, %2190, %2193, %2196, %2199, %2202, %2205, %2208, %2211, %2214, %2217, %2220, %2223, %2226, %2229, %2232, %2235, %2238, %2241, %2244, %2247, %2250, %2253, %2256, %2259, %2262, %2265, %2268, %2271, %2274, %2277, %2280, %2283, %2286, %2289, %2292, %1102 : tensor<128256x576xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<576x128256xbf16>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<128256x576xbf16>, %arg1: tensor<4x4096xi32>) -> (tensor<4x4096x576xbf16>, tensor<4x4096x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x4096xi1>, tensor<4x4096xi32>, tensor<4x4096xi32>) -> tensor<4x4096xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4096x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4096x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4096x1xi1>, tensor<i1>) -> tensor<4x4096xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 576>}> : (tensor<128256x576xbf16>, tensor<4x4096x1xi32>) -> tensor<4x4096x576xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x4096xi1>) -> tensor<4x4096x576xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x4096x576xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x4096x576xi1>, tensor<4x4096x576xbf16>
    return %16, %5 : tensor<4x4096x576xbf16>, tensor<4x4096x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x4096xi1>, %arg1: tensor<4x4096xi32>, %arg2: tensor<4x4096xi32>) -> tensor<4x4096xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4096xi1>, tensor<4x4096xi32>
    return %0 : tensor<4x4096xi32>
  }
  func.func private @tril(%arg0: tensor<4096x4096xi1>) -> tensor<4096x4096xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<4096x4096xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4096x4096xi32>
    %2 = stablehlo.add %0, %1 : tensor<4096x4096xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4096x4096xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<4096x4096xi1>, tensor<4096x4096xi1>
    return %6 : tensor<4096x4096xi1>
  }
  func.func private @_where_0(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4x9x1x4096x4096xf32>, %arg2: tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<4096x4096xi1>) -> tensor<4x9x1x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>
    return %3, %1 : tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>
  }
  func.func private @silu(%arg0: tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x4096x2016xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x4096x2016xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x4096x2016xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x4096x2016xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x4096x2016xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x4096x2016xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<4x4096x2016xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<4x4096x2016xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<4x4096x2016xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x4096x2016xbf16>
    return %9, %8, %5 : tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>
  }
  func.func private @log_softmax(%arg0: tensor<4x4096x128256xf32>) -> (tensor<4x4096x128256xf32>, tensor<4x4096x128256xf32>, tensor<4x4096x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x4096x128256xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4096xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x4096xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x128256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x4096x128256xf32>
    %6 = stablehlo.exponential %5 : tensor<4x4096x128256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x128256xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %9 = stablehlo.log %8 : tensor<4x4096x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x128256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x4096x128256xf32>
    return %11, %6, %8 : tensor<4x4096x128256xf32>, tensor<4x4096x128256xf32>, tensor<4x4096x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x4096x128256xf32>, %arg1: tensor<4x4096x1xi32>) -> (tensor<4x4096x1xf32>, tensor<4x4096x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4096x1xi32>, tensor<4x4096x1xi32>) -> tensor<4x4096x1xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4096x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4096x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x4096x1xi1>, tensor<4x4096x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x4096x1xi32>) -> tensor<4x4096x1x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4096x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4096x1x1xi32>, tensor<4x4096x1x1xi32>) -> tensor<4x4096x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x4096x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4096x1x1xi32>, tensor<4x4096x1x1xi32>) -> tensor<4x4096x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4096x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x4096x1x1xi1>, tensor<i1>) -> tensor<4x4096x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x4096x128256xf32>, tensor<4x4096x1x1xi32>) -> tensor<4x4096x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x4096x1xi1>, tensor<4x4096x1xf32>
    return %15, %5 : tensor<4x4096x1xf32>, tensor<4x4096x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x4096x1x1xi32>, %arg1: tensor<4x4096x1xf32>) -> tensor<4x4096x128256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4096x128256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x4096x128256xf32>, tensor<4x4096x1x1xi32>, tensor<4x4096x1xf32>) -> tensor<4x4096x128256xf32>
    return %1 : tensor<4x4096x128256xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x4096x128256xf32>, %arg1: tensor<4x4096x1xf32>, %arg2: tensor<4x4096x128256xf32>) -> tensor<4x4096x128256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x4096x128256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x128256xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x4096x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x128256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x4096x128256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x4096x128256xf32>
    return %7 : tensor<4x4096x128256xf32>
  }
  func.func private @silu_3(%arg0: tensor<4x4096x2016xbf16>, %arg1: tensor<4x4096x2016xbf16>, %arg2: tensor<4x4096x2016xbf16>, %arg3: tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x4096x2016xbf16>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x4096x2016xbf16>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x4096x2016xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x4096x2016xbf16>
    return %3 : tensor<4x4096x2016xbf16>
  }
  func.func private @_where_4(%arg0: tensor<4x9x1x4096x4096xi1>, %arg1: tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>
    return %1 : tensor<4x9x1x4096x4096xf32>
  }
  func.func private @_take_5(%arg0: tensor<4x4096x1xi32>, %arg1: tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128256x576xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<128256x576xbf16>, tensor<4x4096x1xi32>, tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16>
    return %1 : tensor<128256x576xbf16>
  }
}
