module @jit_sgd_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "fsdp"=1, "model"=1, "stage"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "fsdp", size = 1 : i64}, {name = "model", size = 1 : i64}, {name = "stage", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<50304x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg1: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg8: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg9: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg10: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg11: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg12: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg13: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg18: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg19: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg20: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg21: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg22: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg23: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg28: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg29: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg30: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg31: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg32: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg33: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg38: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg39: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg40: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg41: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg42: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg43: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg48: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg49: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg50: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg51: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg52: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg53: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg58: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg59: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg60: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg61: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg62: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg63: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg68: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg69: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg70: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg71: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg72: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg73: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg74: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg76: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg77: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg78: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg79: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg80: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg81: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg82: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg83: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg86: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg87: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg88: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg89: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg90: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg91: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg92: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg93: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg94: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg95: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg96: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg97: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg98: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg99: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg100: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg101: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg102: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg103: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg104: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg105: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg106: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg107: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg108: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg109: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg110: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg111: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg112: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg113: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg114: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg115: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg116: tensor<768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg117: tensor<3072x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg118: tensor<768x3072xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg119: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg120: tensor<12x64x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg121: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg122: tensor<768x12x64xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg123: tensor<1024x768xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg124: tensor<4x1024xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg125: tensor<4x1024xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<50304x768xbf16> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768xbf16> {jax.result_info = "result[0]['final_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][0]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][1]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][2]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][2]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][3]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][3]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][4]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][4]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][5]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][5]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][6]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][6]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][7]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][7]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][7]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][7]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][7]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][7]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][7]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][7]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][7]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][7]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][8]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][8]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][8]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][8]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][8]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][8]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][8]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][8]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][8]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][8]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][9]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][9]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][9]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][9]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][9]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][9]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][9]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][9]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][9]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][9]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][10]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][10]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][10]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][10]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][10]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][10]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][10]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][10]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][10]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][10]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][11]['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][11]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][11]['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<768xbf16> {jax.result_info = "result[0]['layers'][11]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<3072x768xbf16> {jax.result_info = "result[0]['layers'][11]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<768x3072xbf16> {jax.result_info = "result[0]['layers'][11]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][11]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<12x64x768xbf16> {jax.result_info = "result[0]['layers'][11]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][11]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<768x12x64xbf16> {jax.result_info = "result[0]['layers'][11]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<1024x768xbf16> {jax.result_info = "result[0]['pos']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg124) : (tensor<50304x768xbf16>, tensor<4x1024xi32>) -> (tensor<4x1024x768xbf16>, tensor<4x1024x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg123, dims = [1, 2] : (tensor<1024x768xbf16>) -> tensor<1x1024x768xbf16>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1024x768xbf16>) -> tensor<4x1024x768xbf16>
    %3 = stablehlo.add %0#0, %2 : tensor<4x1024x768xbf16>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %5 = stablehlo.convert %4 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<4x1024x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x1024x768xf32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %13 = stablehlo.subtract %5, %12 : tensor<4x1024x768xf32>
    %14 = chlo.square %13 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %16 = stablehlo.multiply %15, %13 : tensor<4x1024x768xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_3 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<4x1024x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<4x1024x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<4x1024x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<4x1024x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<4x1024x1xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %28 = stablehlo.multiply %11, %27 : tensor<4x1024x768xf32>
    %29 = stablehlo.convert %arg4 : (tensor<768xbf16>) -> tensor<768xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %32 = stablehlo.multiply %28, %31 : tensor<4x1024x768xf32>
    %33 = stablehlo.convert %arg3 : (tensor<768xbf16>) -> tensor<768xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %36 = stablehlo.add %32, %35 : tensor<4x1024x768xf32>
    %37 = stablehlo.convert %36 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %38 = stablehlo.dot_general %37, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %39 = sdy.sharding_constraint %38 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %40 = stablehlo.dot_general %37, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %41 = stablehlo.dot_general %37, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %42 = stablehlo.reshape %39 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %43 = stablehlo.dot_general %40, %42, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %44 = stablehlo.transpose %43, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %45 = stablehlo.convert %44 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %46 = stablehlo.sqrt %cst_6 : tensor<f32>
    %47 = stablehlo.convert %46 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %49 = stablehlo.divide %45, %48 : tensor<4x12x1x1024x1024xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %51 = call @tril(%50) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_7 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %52:2 = call @_where_0(%51, %49, %cst_7) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.reduce(%52#0 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %55 = stablehlo.maximum %54, %53 : tensor<4x12x1x1024xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %58 = stablehlo.subtract %52#0, %57 : tensor<4x12x1x1024x1024xf32>
    %59 = stablehlo.exponential %58 : tensor<4x12x1x1024x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %63 = stablehlo.divide %59, %62 : tensor<4x12x1x1024x1024xf32>
    %64 = stablehlo.multiply %61, %61 : tensor<4x12x1x1024x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %66 = stablehlo.divide %65, %64 : tensor<4x12x1x1024x1xf32>
    %67 = stablehlo.convert %63 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %68 = stablehlo.dot_general %41, %67, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %69 = stablehlo.transpose %68, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %70 = stablehlo.reshape %69 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %72 = stablehlo.dot_general %71, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %73 = stablehlo.add %4, %72 : tensor<4x1024x768xbf16>
    %74 = sdy.sharding_constraint %73 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %75 = stablehlo.convert %74 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_13 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %79 = stablehlo.divide %77, %78 : tensor<4x1024x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<4x1024x768xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %83 = stablehlo.subtract %75, %82 : tensor<4x1024x768xf32>
    %84 = chlo.square %83 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %86 = stablehlo.multiply %85, %83 : tensor<4x1024x768xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%84 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_16 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %90 = stablehlo.divide %88, %89 : tensor<4x1024x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %92 = stablehlo.add %90, %91 : tensor<4x1024x1xf32>
    %93 = stablehlo.rsqrt %92 : tensor<4x1024x1xf32>
    %94 = stablehlo.divide %93, %92 : tensor<4x1024x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<4x1024x1xf32>
    %97 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %98 = stablehlo.multiply %81, %97 : tensor<4x1024x768xf32>
    %99 = stablehlo.convert %arg6 : (tensor<768xbf16>) -> tensor<768xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %102 = stablehlo.multiply %98, %101 : tensor<4x1024x768xf32>
    %103 = stablehlo.convert %arg5 : (tensor<768xbf16>) -> tensor<768xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %106 = stablehlo.add %102, %105 : tensor<4x1024x768xf32>
    %107 = stablehlo.convert %106 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %108 = stablehlo.dot_general %107, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %109 = stablehlo.multiply %108, %108 : tensor<4x1024x3072xbf16>
    %110 = stablehlo.multiply %109, %108 : tensor<4x1024x3072xbf16>
    %111 = stablehlo.multiply %108, %108 : tensor<4x1024x3072xbf16>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %113 = stablehlo.multiply %112, %111 : tensor<4x1024x3072xbf16>
    %cst_20 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %114 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %115 = stablehlo.multiply %114, %110 : tensor<4x1024x3072xbf16>
    %116 = stablehlo.add %108, %115 : tensor<4x1024x3072xbf16>
    %cst_21 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %117 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %118 = stablehlo.multiply %117, %116 : tensor<4x1024x3072xbf16>
    %119 = stablehlo.tanh %118 : tensor<4x1024x3072xbf16>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %120 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %121 = stablehlo.subtract %120, %119 : tensor<4x1024x3072xbf16>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %122 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %123 = stablehlo.add %122, %119 : tensor<4x1024x3072xbf16>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %124 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %125 = stablehlo.multiply %124, %123 : tensor<4x1024x3072xbf16>
    %126 = stablehlo.multiply %108, %125 : tensor<4x1024x3072xbf16>
    %127 = sdy.sharding_constraint %126 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %128 = stablehlo.dot_general %127, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %129 = stablehlo.add %74, %128 : tensor<4x1024x768xbf16>
    %130 = sdy.sharding_constraint %129 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %131 = stablehlo.convert %130 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_26 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<4x1024x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<4x1024x768xf32>
    %138 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %139 = stablehlo.subtract %131, %138 : tensor<4x1024x768xf32>
    %140 = chlo.square %139 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<4x1024x768xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%140 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_29 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<4x1024x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<4x1024x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<4x1024x1xf32>
    %150 = stablehlo.divide %149, %148 : tensor<4x1024x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<4x1024x1xf32>
    %153 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %154 = stablehlo.multiply %137, %153 : tensor<4x1024x768xf32>
    %155 = stablehlo.convert %arg14 : (tensor<768xbf16>) -> tensor<768xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %158 = stablehlo.multiply %154, %157 : tensor<4x1024x768xf32>
    %159 = stablehlo.convert %arg13 : (tensor<768xbf16>) -> tensor<768xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %162 = stablehlo.add %158, %161 : tensor<4x1024x768xf32>
    %163 = stablehlo.convert %162 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %164 = stablehlo.dot_general %163, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %165 = sdy.sharding_constraint %164 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %166 = stablehlo.dot_general %163, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %167 = stablehlo.dot_general %163, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %168 = stablehlo.reshape %165 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %169 = stablehlo.dot_general %166, %168, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %170 = stablehlo.transpose %169, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %171 = stablehlo.convert %170 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %172 = stablehlo.sqrt %cst_32 : tensor<f32>
    %173 = stablehlo.convert %172 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %175 = stablehlo.divide %171, %174 : tensor<4x12x1x1024x1024xf32>
    %c_33 = stablehlo.constant dense<true> : tensor<i1>
    %176 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %177 = call @tril(%176) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_34 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %178:2 = call @_where_0(%177, %175, %cst_34) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %179 = stablehlo.reduce(%178#0 init: %cst_35) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<4x12x1x1024xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %184 = stablehlo.subtract %178#0, %183 : tensor<4x12x1x1024x1024xf32>
    %185 = stablehlo.exponential %184 : tensor<4x12x1x1024x1024xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_37) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %189 = stablehlo.divide %185, %188 : tensor<4x12x1x1024x1024xf32>
    %190 = stablehlo.multiply %187, %187 : tensor<4x12x1x1024x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %192 = stablehlo.divide %191, %190 : tensor<4x12x1x1024x1xf32>
    %193 = stablehlo.convert %189 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %194 = stablehlo.dot_general %167, %193, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %195 = stablehlo.transpose %194, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %196 = stablehlo.reshape %195 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %197 = sdy.sharding_constraint %196 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %198 = stablehlo.dot_general %197, %arg20, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %199 = stablehlo.add %130, %198 : tensor<4x1024x768xbf16>
    %200 = sdy.sharding_constraint %199 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %201 = stablehlo.convert %200 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_40 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<4x1024x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %207 = stablehlo.subtract %201, %206 : tensor<4x1024x768xf32>
    %208 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %209 = stablehlo.subtract %201, %208 : tensor<4x1024x768xf32>
    %210 = chlo.square %209 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %212 = stablehlo.multiply %211, %209 : tensor<4x1024x768xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%210 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_43 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<4x1024x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %218 = stablehlo.add %216, %217 : tensor<4x1024x1xf32>
    %219 = stablehlo.rsqrt %218 : tensor<4x1024x1xf32>
    %220 = stablehlo.divide %219, %218 : tensor<4x1024x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<4x1024x1xf32>
    %223 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %224 = stablehlo.multiply %207, %223 : tensor<4x1024x768xf32>
    %225 = stablehlo.convert %arg16 : (tensor<768xbf16>) -> tensor<768xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %228 = stablehlo.multiply %224, %227 : tensor<4x1024x768xf32>
    %229 = stablehlo.convert %arg15 : (tensor<768xbf16>) -> tensor<768xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %232 = stablehlo.add %228, %231 : tensor<4x1024x768xf32>
    %233 = stablehlo.convert %232 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %234 = stablehlo.dot_general %233, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %235 = stablehlo.multiply %234, %234 : tensor<4x1024x3072xbf16>
    %236 = stablehlo.multiply %235, %234 : tensor<4x1024x3072xbf16>
    %237 = stablehlo.multiply %234, %234 : tensor<4x1024x3072xbf16>
    %cst_46 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %238 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %239 = stablehlo.multiply %238, %237 : tensor<4x1024x3072xbf16>
    %cst_47 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %240 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %241 = stablehlo.multiply %240, %236 : tensor<4x1024x3072xbf16>
    %242 = stablehlo.add %234, %241 : tensor<4x1024x3072xbf16>
    %cst_48 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %243 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %244 = stablehlo.multiply %243, %242 : tensor<4x1024x3072xbf16>
    %245 = stablehlo.tanh %244 : tensor<4x1024x3072xbf16>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %246 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %247 = stablehlo.subtract %246, %245 : tensor<4x1024x3072xbf16>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %248 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %249 = stablehlo.add %248, %245 : tensor<4x1024x3072xbf16>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %250 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %251 = stablehlo.multiply %250, %249 : tensor<4x1024x3072xbf16>
    %252 = stablehlo.multiply %234, %251 : tensor<4x1024x3072xbf16>
    %253 = sdy.sharding_constraint %252 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %254 = stablehlo.dot_general %253, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %255 = stablehlo.add %200, %254 : tensor<4x1024x768xbf16>
    %256 = sdy.sharding_constraint %255 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %257 = stablehlo.convert %256 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_53 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %261 = stablehlo.divide %259, %260 : tensor<4x1024x1xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %263 = stablehlo.subtract %257, %262 : tensor<4x1024x768xf32>
    %264 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %265 = stablehlo.subtract %257, %264 : tensor<4x1024x768xf32>
    %266 = chlo.square %265 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_54 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %268 = stablehlo.multiply %267, %265 : tensor<4x1024x768xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%266 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_56 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %272 = stablehlo.divide %270, %271 : tensor<4x1024x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %274 = stablehlo.add %272, %273 : tensor<4x1024x1xf32>
    %275 = stablehlo.rsqrt %274 : tensor<4x1024x1xf32>
    %276 = stablehlo.divide %275, %274 : tensor<4x1024x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<4x1024x1xf32>
    %279 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %280 = stablehlo.multiply %263, %279 : tensor<4x1024x768xf32>
    %281 = stablehlo.convert %arg24 : (tensor<768xbf16>) -> tensor<768xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<4x1024x768xf32>
    %285 = stablehlo.convert %arg23 : (tensor<768xbf16>) -> tensor<768xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %288 = stablehlo.add %284, %287 : tensor<4x1024x768xf32>
    %289 = stablehlo.convert %288 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %290 = stablehlo.dot_general %289, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %291 = sdy.sharding_constraint %290 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %292 = stablehlo.dot_general %289, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %293 = stablehlo.dot_general %289, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %294 = stablehlo.reshape %291 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %295 = stablehlo.dot_general %292, %294, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %296 = stablehlo.transpose %295, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %297 = stablehlo.convert %296 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %298 = stablehlo.sqrt %cst_59 : tensor<f32>
    %299 = stablehlo.convert %298 : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %301 = stablehlo.divide %297, %300 : tensor<4x12x1x1024x1024xf32>
    %c_60 = stablehlo.constant dense<true> : tensor<i1>
    %302 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %303 = call @tril(%302) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_61 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %304:2 = call @_where_0(%303, %301, %cst_61) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = stablehlo.reduce(%304#0 init: %cst_62) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %307 = stablehlo.maximum %306, %305 : tensor<4x12x1x1024xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %310 = stablehlo.subtract %304#0, %309 : tensor<4x12x1x1024x1024xf32>
    %311 = stablehlo.exponential %310 : tensor<4x12x1x1024x1024xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_64) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %315 = stablehlo.divide %311, %314 : tensor<4x12x1x1024x1024xf32>
    %316 = stablehlo.multiply %313, %313 : tensor<4x12x1x1024x1xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %318 = stablehlo.divide %317, %316 : tensor<4x12x1x1024x1xf32>
    %319 = stablehlo.convert %315 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %320 = stablehlo.dot_general %293, %319, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %321 = stablehlo.transpose %320, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %322 = stablehlo.reshape %321 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %323 = sdy.sharding_constraint %322 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %324 = stablehlo.dot_general %323, %arg30, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %325 = stablehlo.add %256, %324 : tensor<4x1024x768xbf16>
    %326 = sdy.sharding_constraint %325 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %327 = stablehlo.convert %326 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_67 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %331 = stablehlo.divide %329, %330 : tensor<4x1024x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %333 = stablehlo.subtract %327, %332 : tensor<4x1024x768xf32>
    %334 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %335 = stablehlo.subtract %327, %334 : tensor<4x1024x768xf32>
    %336 = chlo.square %335 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %338 = stablehlo.multiply %337, %335 : tensor<4x1024x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.reduce(%336 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_70 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %342 = stablehlo.divide %340, %341 : tensor<4x1024x1xf32>
    %cst_71 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %344 = stablehlo.add %342, %343 : tensor<4x1024x1xf32>
    %345 = stablehlo.rsqrt %344 : tensor<4x1024x1xf32>
    %346 = stablehlo.divide %345, %344 : tensor<4x1024x1xf32>
    %cst_72 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %348 = stablehlo.multiply %347, %346 : tensor<4x1024x1xf32>
    %349 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %350 = stablehlo.multiply %333, %349 : tensor<4x1024x768xf32>
    %351 = stablehlo.convert %arg26 : (tensor<768xbf16>) -> tensor<768xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %354 = stablehlo.multiply %350, %353 : tensor<4x1024x768xf32>
    %355 = stablehlo.convert %arg25 : (tensor<768xbf16>) -> tensor<768xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %358 = stablehlo.add %354, %357 : tensor<4x1024x768xf32>
    %359 = stablehlo.convert %358 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %360 = stablehlo.dot_general %359, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %361 = stablehlo.multiply %360, %360 : tensor<4x1024x3072xbf16>
    %362 = stablehlo.multiply %361, %360 : tensor<4x1024x3072xbf16>
    %363 = stablehlo.multiply %360, %360 : tensor<4x1024x3072xbf16>
    %cst_73 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %364 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %365 = stablehlo.multiply %364, %363 : tensor<4x1024x3072xbf16>
    %cst_74 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %366 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %367 = stablehlo.multiply %366, %362 : tensor<4x1024x3072xbf16>
    %368 = stablehlo.add %360, %367 : tensor<4x1024x3072xbf16>
    %cst_75 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %369 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %370 = stablehlo.multiply %369, %368 : tensor<4x1024x3072xbf16>
    %371 = stablehlo.tanh %370 : tensor<4x1024x3072xbf16>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %372 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %373 = stablehlo.subtract %372, %371 : tensor<4x1024x3072xbf16>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %374 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %375 = stablehlo.add %374, %371 : tensor<4x1024x3072xbf16>
    %cst_78 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %376 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %377 = stablehlo.multiply %376, %375 : tensor<4x1024x3072xbf16>
    %378 = stablehlo.multiply %360, %377 : tensor<4x1024x3072xbf16>
    %379 = sdy.sharding_constraint %378 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %380 = stablehlo.dot_general %379, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %381 = stablehlo.add %326, %380 : tensor<4x1024x768xbf16>
    %382 = sdy.sharding_constraint %381 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %383 = stablehlo.convert %382 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_80 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<4x1024x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %389 = stablehlo.subtract %383, %388 : tensor<4x1024x768xf32>
    %390 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %391 = stablehlo.subtract %383, %390 : tensor<4x1024x768xf32>
    %392 = chlo.square %391 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %394 = stablehlo.multiply %393, %391 : tensor<4x1024x768xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%392 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_83 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %398 = stablehlo.divide %396, %397 : tensor<4x1024x1xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %400 = stablehlo.add %398, %399 : tensor<4x1024x1xf32>
    %401 = stablehlo.rsqrt %400 : tensor<4x1024x1xf32>
    %402 = stablehlo.divide %401, %400 : tensor<4x1024x1xf32>
    %cst_85 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %404 = stablehlo.multiply %403, %402 : tensor<4x1024x1xf32>
    %405 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %406 = stablehlo.multiply %389, %405 : tensor<4x1024x768xf32>
    %407 = stablehlo.convert %arg34 : (tensor<768xbf16>) -> tensor<768xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %410 = stablehlo.multiply %406, %409 : tensor<4x1024x768xf32>
    %411 = stablehlo.convert %arg33 : (tensor<768xbf16>) -> tensor<768xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %414 = stablehlo.add %410, %413 : tensor<4x1024x768xf32>
    %415 = stablehlo.convert %414 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %416 = stablehlo.dot_general %415, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %417 = sdy.sharding_constraint %416 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %418 = stablehlo.dot_general %415, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %419 = stablehlo.dot_general %415, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %420 = stablehlo.reshape %417 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %421 = stablehlo.dot_general %418, %420, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %422 = stablehlo.transpose %421, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %423 = stablehlo.convert %422 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_86 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %424 = stablehlo.sqrt %cst_86 : tensor<f32>
    %425 = stablehlo.convert %424 : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %427 = stablehlo.divide %423, %426 : tensor<4x12x1x1024x1024xf32>
    %c_87 = stablehlo.constant dense<true> : tensor<i1>
    %428 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %429 = call @tril(%428) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_88 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %430:2 = call @_where_0(%429, %427, %cst_88) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %431 = stablehlo.reduce(%430#0 init: %cst_89) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %433 = stablehlo.maximum %432, %431 : tensor<4x12x1x1024xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %436 = stablehlo.subtract %430#0, %435 : tensor<4x12x1x1024x1024xf32>
    %437 = stablehlo.exponential %436 : tensor<4x12x1x1024x1024xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_91) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %441 = stablehlo.divide %437, %440 : tensor<4x12x1x1024x1024xf32>
    %442 = stablehlo.multiply %439, %439 : tensor<4x12x1x1024x1xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %444 = stablehlo.divide %443, %442 : tensor<4x12x1x1024x1xf32>
    %445 = stablehlo.convert %441 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %446 = stablehlo.dot_general %419, %445, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %447 = stablehlo.transpose %446, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %448 = stablehlo.reshape %447 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %449 = sdy.sharding_constraint %448 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %450 = stablehlo.dot_general %449, %arg40, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %451 = stablehlo.add %382, %450 : tensor<4x1024x768xbf16>
    %452 = sdy.sharding_constraint %451 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %453 = stablehlo.convert %452 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %455 = stablehlo.broadcast_in_dim %454, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_94 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %457 = stablehlo.divide %455, %456 : tensor<4x1024x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %459 = stablehlo.subtract %453, %458 : tensor<4x1024x768xf32>
    %460 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %461 = stablehlo.subtract %453, %460 : tensor<4x1024x768xf32>
    %462 = chlo.square %461 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %464 = stablehlo.multiply %463, %461 : tensor<4x1024x768xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%462 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_97 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %468 = stablehlo.divide %466, %467 : tensor<4x1024x1xf32>
    %cst_98 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %470 = stablehlo.add %468, %469 : tensor<4x1024x1xf32>
    %471 = stablehlo.rsqrt %470 : tensor<4x1024x1xf32>
    %472 = stablehlo.divide %471, %470 : tensor<4x1024x1xf32>
    %cst_99 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %474 = stablehlo.multiply %473, %472 : tensor<4x1024x1xf32>
    %475 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %476 = stablehlo.multiply %459, %475 : tensor<4x1024x768xf32>
    %477 = stablehlo.convert %arg36 : (tensor<768xbf16>) -> tensor<768xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %480 = stablehlo.multiply %476, %479 : tensor<4x1024x768xf32>
    %481 = stablehlo.convert %arg35 : (tensor<768xbf16>) -> tensor<768xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %484 = stablehlo.add %480, %483 : tensor<4x1024x768xf32>
    %485 = stablehlo.convert %484 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %486 = stablehlo.dot_general %485, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %487 = stablehlo.multiply %486, %486 : tensor<4x1024x3072xbf16>
    %488 = stablehlo.multiply %487, %486 : tensor<4x1024x3072xbf16>
    %489 = stablehlo.multiply %486, %486 : tensor<4x1024x3072xbf16>
    %cst_100 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %490 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %491 = stablehlo.multiply %490, %489 : tensor<4x1024x3072xbf16>
    %cst_101 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %492 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %493 = stablehlo.multiply %492, %488 : tensor<4x1024x3072xbf16>
    %494 = stablehlo.add %486, %493 : tensor<4x1024x3072xbf16>
    %cst_102 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %495 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %496 = stablehlo.multiply %495, %494 : tensor<4x1024x3072xbf16>
    %497 = stablehlo.tanh %496 : tensor<4x1024x3072xbf16>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %498 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %499 = stablehlo.subtract %498, %497 : tensor<4x1024x3072xbf16>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %500 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %501 = stablehlo.add %500, %497 : tensor<4x1024x3072xbf16>
    %cst_105 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %502 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %503 = stablehlo.multiply %502, %501 : tensor<4x1024x3072xbf16>
    %504 = stablehlo.multiply %486, %503 : tensor<4x1024x3072xbf16>
    %505 = sdy.sharding_constraint %504 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %506 = stablehlo.dot_general %505, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %507 = stablehlo.add %452, %506 : tensor<4x1024x768xbf16>
    %508 = sdy.sharding_constraint %507 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %509 = stablehlo.convert %508 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_107 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %513 = stablehlo.divide %511, %512 : tensor<4x1024x1xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %515 = stablehlo.subtract %509, %514 : tensor<4x1024x768xf32>
    %516 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %517 = stablehlo.subtract %509, %516 : tensor<4x1024x768xf32>
    %518 = chlo.square %517 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %520 = stablehlo.multiply %519, %517 : tensor<4x1024x768xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%518 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_110 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %524 = stablehlo.divide %522, %523 : tensor<4x1024x1xf32>
    %cst_111 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %526 = stablehlo.add %524, %525 : tensor<4x1024x1xf32>
    %527 = stablehlo.rsqrt %526 : tensor<4x1024x1xf32>
    %528 = stablehlo.divide %527, %526 : tensor<4x1024x1xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %530 = stablehlo.multiply %529, %528 : tensor<4x1024x1xf32>
    %531 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %532 = stablehlo.multiply %515, %531 : tensor<4x1024x768xf32>
    %533 = stablehlo.convert %arg44 : (tensor<768xbf16>) -> tensor<768xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %536 = stablehlo.multiply %532, %535 : tensor<4x1024x768xf32>
    %537 = stablehlo.convert %arg43 : (tensor<768xbf16>) -> tensor<768xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %540 = stablehlo.add %536, %539 : tensor<4x1024x768xf32>
    %541 = stablehlo.convert %540 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %542 = stablehlo.dot_general %541, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %543 = sdy.sharding_constraint %542 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %544 = stablehlo.dot_general %541, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %545 = stablehlo.dot_general %541, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %546 = stablehlo.reshape %543 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %547 = stablehlo.dot_general %544, %546, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %548 = stablehlo.transpose %547, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %549 = stablehlo.convert %548 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_113 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %550 = stablehlo.sqrt %cst_113 : tensor<f32>
    %551 = stablehlo.convert %550 : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %553 = stablehlo.divide %549, %552 : tensor<4x12x1x1024x1024xf32>
    %c_114 = stablehlo.constant dense<true> : tensor<i1>
    %554 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %555 = call @tril(%554) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_115 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %556:2 = call @_where_0(%555, %553, %cst_115) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_116 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %557 = stablehlo.reduce(%556#0 init: %cst_116) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %559 = stablehlo.maximum %558, %557 : tensor<4x12x1x1024xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %562 = stablehlo.subtract %556#0, %561 : tensor<4x12x1x1024x1024xf32>
    %563 = stablehlo.exponential %562 : tensor<4x12x1x1024x1024xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_118) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %567 = stablehlo.divide %563, %566 : tensor<4x12x1x1024x1024xf32>
    %568 = stablehlo.multiply %565, %565 : tensor<4x12x1x1024x1xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %570 = stablehlo.divide %569, %568 : tensor<4x12x1x1024x1xf32>
    %571 = stablehlo.convert %567 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %572 = stablehlo.dot_general %545, %571, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %573 = stablehlo.transpose %572, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %574 = stablehlo.reshape %573 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %575 = sdy.sharding_constraint %574 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %576 = stablehlo.dot_general %575, %arg50, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %577 = stablehlo.add %508, %576 : tensor<4x1024x768xbf16>
    %578 = sdy.sharding_constraint %577 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %579 = stablehlo.convert %578 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.reduce(%579 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_121 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %583 = stablehlo.divide %581, %582 : tensor<4x1024x1xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %585 = stablehlo.subtract %579, %584 : tensor<4x1024x768xf32>
    %586 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %587 = stablehlo.subtract %579, %586 : tensor<4x1024x768xf32>
    %588 = chlo.square %587 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_122 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %590 = stablehlo.multiply %589, %587 : tensor<4x1024x768xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%588 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_124 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %594 = stablehlo.divide %592, %593 : tensor<4x1024x1xf32>
    %cst_125 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %596 = stablehlo.add %594, %595 : tensor<4x1024x1xf32>
    %597 = stablehlo.rsqrt %596 : tensor<4x1024x1xf32>
    %598 = stablehlo.divide %597, %596 : tensor<4x1024x1xf32>
    %cst_126 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %600 = stablehlo.multiply %599, %598 : tensor<4x1024x1xf32>
    %601 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %602 = stablehlo.multiply %585, %601 : tensor<4x1024x768xf32>
    %603 = stablehlo.convert %arg46 : (tensor<768xbf16>) -> tensor<768xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %606 = stablehlo.multiply %602, %605 : tensor<4x1024x768xf32>
    %607 = stablehlo.convert %arg45 : (tensor<768xbf16>) -> tensor<768xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %610 = stablehlo.add %606, %609 : tensor<4x1024x768xf32>
    %611 = stablehlo.convert %610 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %612 = stablehlo.dot_general %611, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %613 = stablehlo.multiply %612, %612 : tensor<4x1024x3072xbf16>
    %614 = stablehlo.multiply %613, %612 : tensor<4x1024x3072xbf16>
    %615 = stablehlo.multiply %612, %612 : tensor<4x1024x3072xbf16>
    %cst_127 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %616 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %617 = stablehlo.multiply %616, %615 : tensor<4x1024x3072xbf16>
    %cst_128 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %618 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %619 = stablehlo.multiply %618, %614 : tensor<4x1024x3072xbf16>
    %620 = stablehlo.add %612, %619 : tensor<4x1024x3072xbf16>
    %cst_129 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %621 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %622 = stablehlo.multiply %621, %620 : tensor<4x1024x3072xbf16>
    %623 = stablehlo.tanh %622 : tensor<4x1024x3072xbf16>
    %cst_130 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %624 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %625 = stablehlo.subtract %624, %623 : tensor<4x1024x3072xbf16>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %626 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %627 = stablehlo.add %626, %623 : tensor<4x1024x3072xbf16>
    %cst_132 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %628 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %629 = stablehlo.multiply %628, %627 : tensor<4x1024x3072xbf16>
    %630 = stablehlo.multiply %612, %629 : tensor<4x1024x3072xbf16>
    %631 = sdy.sharding_constraint %630 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %632 = stablehlo.dot_general %631, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %633 = stablehlo.add %578, %632 : tensor<4x1024x768xbf16>
    %634 = sdy.sharding_constraint %633 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %635 = stablehlo.convert %634 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_134 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %639 = stablehlo.divide %637, %638 : tensor<4x1024x1xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %641 = stablehlo.subtract %635, %640 : tensor<4x1024x768xf32>
    %642 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %643 = stablehlo.subtract %635, %642 : tensor<4x1024x768xf32>
    %644 = chlo.square %643 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_135 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %646 = stablehlo.multiply %645, %643 : tensor<4x1024x768xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%644 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_137 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %650 = stablehlo.divide %648, %649 : tensor<4x1024x1xf32>
    %cst_138 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %652 = stablehlo.add %650, %651 : tensor<4x1024x1xf32>
    %653 = stablehlo.rsqrt %652 : tensor<4x1024x1xf32>
    %654 = stablehlo.divide %653, %652 : tensor<4x1024x1xf32>
    %cst_139 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %656 = stablehlo.multiply %655, %654 : tensor<4x1024x1xf32>
    %657 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %658 = stablehlo.multiply %641, %657 : tensor<4x1024x768xf32>
    %659 = stablehlo.convert %arg54 : (tensor<768xbf16>) -> tensor<768xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %662 = stablehlo.multiply %658, %661 : tensor<4x1024x768xf32>
    %663 = stablehlo.convert %arg53 : (tensor<768xbf16>) -> tensor<768xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %666 = stablehlo.add %662, %665 : tensor<4x1024x768xf32>
    %667 = stablehlo.convert %666 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %668 = stablehlo.dot_general %667, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %669 = sdy.sharding_constraint %668 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %670 = stablehlo.dot_general %667, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %671 = stablehlo.dot_general %667, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %672 = stablehlo.reshape %669 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %673 = stablehlo.dot_general %670, %672, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %674 = stablehlo.transpose %673, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %675 = stablehlo.convert %674 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_140 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %676 = stablehlo.sqrt %cst_140 : tensor<f32>
    %677 = stablehlo.convert %676 : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %679 = stablehlo.divide %675, %678 : tensor<4x12x1x1024x1024xf32>
    %c_141 = stablehlo.constant dense<true> : tensor<i1>
    %680 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %681 = call @tril(%680) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_142 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %682:2 = call @_where_0(%681, %679, %cst_142) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_143 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %683 = stablehlo.reduce(%682#0 init: %cst_143) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %685 = stablehlo.maximum %684, %683 : tensor<4x12x1x1024xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %688 = stablehlo.subtract %682#0, %687 : tensor<4x12x1x1024x1024xf32>
    %689 = stablehlo.exponential %688 : tensor<4x12x1x1024x1024xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_145) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %691 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %693 = stablehlo.divide %689, %692 : tensor<4x12x1x1024x1024xf32>
    %694 = stablehlo.multiply %691, %691 : tensor<4x12x1x1024x1xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %696 = stablehlo.divide %695, %694 : tensor<4x12x1x1024x1xf32>
    %697 = stablehlo.convert %693 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %698 = stablehlo.dot_general %671, %697, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %699 = stablehlo.transpose %698, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %700 = stablehlo.reshape %699 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %701 = sdy.sharding_constraint %700 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %702 = stablehlo.dot_general %701, %arg60, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %703 = stablehlo.add %634, %702 : tensor<4x1024x768xbf16>
    %704 = sdy.sharding_constraint %703 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %705 = stablehlo.convert %704 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %706 = stablehlo.reduce(%705 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_148 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %709 = stablehlo.divide %707, %708 : tensor<4x1024x1xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %711 = stablehlo.subtract %705, %710 : tensor<4x1024x768xf32>
    %712 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %713 = stablehlo.subtract %705, %712 : tensor<4x1024x768xf32>
    %714 = chlo.square %713 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_149 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %716 = stablehlo.multiply %715, %713 : tensor<4x1024x768xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%714 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %718 = stablehlo.broadcast_in_dim %717, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_151 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %720 = stablehlo.divide %718, %719 : tensor<4x1024x1xf32>
    %cst_152 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %722 = stablehlo.add %720, %721 : tensor<4x1024x1xf32>
    %723 = stablehlo.rsqrt %722 : tensor<4x1024x1xf32>
    %724 = stablehlo.divide %723, %722 : tensor<4x1024x1xf32>
    %cst_153 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %726 = stablehlo.multiply %725, %724 : tensor<4x1024x1xf32>
    %727 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %728 = stablehlo.multiply %711, %727 : tensor<4x1024x768xf32>
    %729 = stablehlo.convert %arg56 : (tensor<768xbf16>) -> tensor<768xf32>
    %730 = stablehlo.broadcast_in_dim %729, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %731 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %732 = stablehlo.multiply %728, %731 : tensor<4x1024x768xf32>
    %733 = stablehlo.convert %arg55 : (tensor<768xbf16>) -> tensor<768xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %736 = stablehlo.add %732, %735 : tensor<4x1024x768xf32>
    %737 = stablehlo.convert %736 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %738 = stablehlo.dot_general %737, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %739 = stablehlo.multiply %738, %738 : tensor<4x1024x3072xbf16>
    %740 = stablehlo.multiply %739, %738 : tensor<4x1024x3072xbf16>
    %741 = stablehlo.multiply %738, %738 : tensor<4x1024x3072xbf16>
    %cst_154 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %742 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %743 = stablehlo.multiply %742, %741 : tensor<4x1024x3072xbf16>
    %cst_155 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %744 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %745 = stablehlo.multiply %744, %740 : tensor<4x1024x3072xbf16>
    %746 = stablehlo.add %738, %745 : tensor<4x1024x3072xbf16>
    %cst_156 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %747 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %748 = stablehlo.multiply %747, %746 : tensor<4x1024x3072xbf16>
    %749 = stablehlo.tanh %748 : tensor<4x1024x3072xbf16>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %750 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %751 = stablehlo.subtract %750, %749 : tensor<4x1024x3072xbf16>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %752 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %753 = stablehlo.add %752, %749 : tensor<4x1024x3072xbf16>
    %cst_159 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %754 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %755 = stablehlo.multiply %754, %753 : tensor<4x1024x3072xbf16>
    %756 = stablehlo.multiply %738, %755 : tensor<4x1024x3072xbf16>
    %757 = sdy.sharding_constraint %756 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %758 = stablehlo.dot_general %757, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %759 = stablehlo.add %704, %758 : tensor<4x1024x768xbf16>
    %760 = sdy.sharding_constraint %759 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %761 = stablehlo.convert %760 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%761 init: %cst_160) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %763 = stablehlo.broadcast_in_dim %762, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_161 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %765 = stablehlo.divide %763, %764 : tensor<4x1024x1xf32>
    %766 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %767 = stablehlo.subtract %761, %766 : tensor<4x1024x768xf32>
    %768 = stablehlo.broadcast_in_dim %765, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %769 = stablehlo.subtract %761, %768 : tensor<4x1024x768xf32>
    %770 = chlo.square %769 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_162 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %772 = stablehlo.multiply %771, %769 : tensor<4x1024x768xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.reduce(%770 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %774 = stablehlo.broadcast_in_dim %773, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_164 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %776 = stablehlo.divide %774, %775 : tensor<4x1024x1xf32>
    %cst_165 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %778 = stablehlo.add %776, %777 : tensor<4x1024x1xf32>
    %779 = stablehlo.rsqrt %778 : tensor<4x1024x1xf32>
    %780 = stablehlo.divide %779, %778 : tensor<4x1024x1xf32>
    %cst_166 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %782 = stablehlo.multiply %781, %780 : tensor<4x1024x1xf32>
    %783 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %784 = stablehlo.multiply %767, %783 : tensor<4x1024x768xf32>
    %785 = stablehlo.convert %arg64 : (tensor<768xbf16>) -> tensor<768xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %788 = stablehlo.multiply %784, %787 : tensor<4x1024x768xf32>
    %789 = stablehlo.convert %arg63 : (tensor<768xbf16>) -> tensor<768xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %792 = stablehlo.add %788, %791 : tensor<4x1024x768xf32>
    %793 = stablehlo.convert %792 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %794 = stablehlo.dot_general %793, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %795 = sdy.sharding_constraint %794 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %796 = stablehlo.dot_general %793, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %797 = stablehlo.dot_general %793, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %798 = stablehlo.reshape %795 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %799 = stablehlo.dot_general %796, %798, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %800 = stablehlo.transpose %799, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %801 = stablehlo.convert %800 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_167 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %802 = stablehlo.sqrt %cst_167 : tensor<f32>
    %803 = stablehlo.convert %802 : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %803, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %805 = stablehlo.divide %801, %804 : tensor<4x12x1x1024x1024xf32>
    %c_168 = stablehlo.constant dense<true> : tensor<i1>
    %806 = stablehlo.broadcast_in_dim %c_168, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %807 = call @tril(%806) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_169 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %808:2 = call @_where_0(%807, %805, %cst_169) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_170 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %809 = stablehlo.reduce(%808#0 init: %cst_170) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %811 = stablehlo.maximum %810, %809 : tensor<4x12x1x1024xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %814 = stablehlo.subtract %808#0, %813 : tensor<4x12x1x1024x1024xf32>
    %815 = stablehlo.exponential %814 : tensor<4x12x1x1024x1024xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.reduce(%815 init: %cst_172) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %818 = stablehlo.broadcast_in_dim %817, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %819 = stablehlo.divide %815, %818 : tensor<4x12x1x1024x1024xf32>
    %820 = stablehlo.multiply %817, %817 : tensor<4x12x1x1024x1xf32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %822 = stablehlo.divide %821, %820 : tensor<4x12x1x1024x1xf32>
    %823 = stablehlo.convert %819 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %824 = stablehlo.dot_general %797, %823, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %825 = stablehlo.transpose %824, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %826 = stablehlo.reshape %825 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %827 = sdy.sharding_constraint %826 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %828 = stablehlo.dot_general %827, %arg70, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %829 = stablehlo.add %760, %828 : tensor<4x1024x768xbf16>
    %830 = sdy.sharding_constraint %829 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %831 = stablehlo.convert %830 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%831 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_175 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %835 = stablehlo.divide %833, %834 : tensor<4x1024x1xf32>
    %836 = stablehlo.broadcast_in_dim %835, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %837 = stablehlo.subtract %831, %836 : tensor<4x1024x768xf32>
    %838 = stablehlo.broadcast_in_dim %835, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %839 = stablehlo.subtract %831, %838 : tensor<4x1024x768xf32>
    %840 = chlo.square %839 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_176 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %842 = stablehlo.multiply %841, %839 : tensor<4x1024x768xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %843 = stablehlo.reduce(%840 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_178 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %846 = stablehlo.divide %844, %845 : tensor<4x1024x1xf32>
    %cst_179 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %848 = stablehlo.add %846, %847 : tensor<4x1024x1xf32>
    %849 = stablehlo.rsqrt %848 : tensor<4x1024x1xf32>
    %850 = stablehlo.divide %849, %848 : tensor<4x1024x1xf32>
    %cst_180 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %852 = stablehlo.multiply %851, %850 : tensor<4x1024x1xf32>
    %853 = stablehlo.broadcast_in_dim %849, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %854 = stablehlo.multiply %837, %853 : tensor<4x1024x768xf32>
    %855 = stablehlo.convert %arg66 : (tensor<768xbf16>) -> tensor<768xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %857 = stablehlo.broadcast_in_dim %856, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %858 = stablehlo.multiply %854, %857 : tensor<4x1024x768xf32>
    %859 = stablehlo.convert %arg65 : (tensor<768xbf16>) -> tensor<768xf32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %862 = stablehlo.add %858, %861 : tensor<4x1024x768xf32>
    %863 = stablehlo.convert %862 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %864 = stablehlo.dot_general %863, %arg68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %865 = stablehlo.multiply %864, %864 : tensor<4x1024x3072xbf16>
    %866 = stablehlo.multiply %865, %864 : tensor<4x1024x3072xbf16>
    %867 = stablehlo.multiply %864, %864 : tensor<4x1024x3072xbf16>
    %cst_181 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %868 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %869 = stablehlo.multiply %868, %867 : tensor<4x1024x3072xbf16>
    %cst_182 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %870 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %871 = stablehlo.multiply %870, %866 : tensor<4x1024x3072xbf16>
    %872 = stablehlo.add %864, %871 : tensor<4x1024x3072xbf16>
    %cst_183 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %873 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %874 = stablehlo.multiply %873, %872 : tensor<4x1024x3072xbf16>
    %875 = stablehlo.tanh %874 : tensor<4x1024x3072xbf16>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %876 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %877 = stablehlo.subtract %876, %875 : tensor<4x1024x3072xbf16>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %878 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %879 = stablehlo.add %878, %875 : tensor<4x1024x3072xbf16>
    %cst_186 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %880 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %881 = stablehlo.multiply %880, %879 : tensor<4x1024x3072xbf16>
    %882 = stablehlo.multiply %864, %881 : tensor<4x1024x3072xbf16>
    %883 = sdy.sharding_constraint %882 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %884 = stablehlo.dot_general %883, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %885 = stablehlo.add %830, %884 : tensor<4x1024x768xbf16>
    %886 = sdy.sharding_constraint %885 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %887 = stablehlo.convert %886 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%887 init: %cst_187) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %889 = stablehlo.broadcast_in_dim %888, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_188 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %891 = stablehlo.divide %889, %890 : tensor<4x1024x1xf32>
    %892 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %893 = stablehlo.subtract %887, %892 : tensor<4x1024x768xf32>
    %894 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %895 = stablehlo.subtract %887, %894 : tensor<4x1024x768xf32>
    %896 = chlo.square %895 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_189 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %898 = stablehlo.multiply %897, %895 : tensor<4x1024x768xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%896 init: %cst_190) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %900 = stablehlo.broadcast_in_dim %899, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_191 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %902 = stablehlo.divide %900, %901 : tensor<4x1024x1xf32>
    %cst_192 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %904 = stablehlo.add %902, %903 : tensor<4x1024x1xf32>
    %905 = stablehlo.rsqrt %904 : tensor<4x1024x1xf32>
    %906 = stablehlo.divide %905, %904 : tensor<4x1024x1xf32>
    %cst_193 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %908 = stablehlo.multiply %907, %906 : tensor<4x1024x1xf32>
    %909 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %910 = stablehlo.multiply %893, %909 : tensor<4x1024x768xf32>
    %911 = stablehlo.convert %arg74 : (tensor<768xbf16>) -> tensor<768xf32>
    %912 = stablehlo.broadcast_in_dim %911, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %913 = stablehlo.broadcast_in_dim %912, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %914 = stablehlo.multiply %910, %913 : tensor<4x1024x768xf32>
    %915 = stablehlo.convert %arg73 : (tensor<768xbf16>) -> tensor<768xf32>
    %916 = stablehlo.broadcast_in_dim %915, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %918 = stablehlo.add %914, %917 : tensor<4x1024x768xf32>
    %919 = stablehlo.convert %918 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %920 = stablehlo.dot_general %919, %arg81, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %921 = sdy.sharding_constraint %920 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %922 = stablehlo.dot_general %919, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %923 = stablehlo.dot_general %919, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %924 = stablehlo.reshape %921 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %925 = stablehlo.dot_general %922, %924, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %926 = stablehlo.transpose %925, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %927 = stablehlo.convert %926 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_194 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %928 = stablehlo.sqrt %cst_194 : tensor<f32>
    %929 = stablehlo.convert %928 : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %929, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %931 = stablehlo.divide %927, %930 : tensor<4x12x1x1024x1024xf32>
    %c_195 = stablehlo.constant dense<true> : tensor<i1>
    %932 = stablehlo.broadcast_in_dim %c_195, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %933 = call @tril(%932) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_196 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %934:2 = call @_where_0(%933, %931, %cst_196) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_197 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %935 = stablehlo.reduce(%934#0 init: %cst_197) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_198 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %937 = stablehlo.maximum %936, %935 : tensor<4x12x1x1024xf32>
    %938 = stablehlo.broadcast_in_dim %937, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %939 = stablehlo.broadcast_in_dim %938, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %940 = stablehlo.subtract %934#0, %939 : tensor<4x12x1x1024x1024xf32>
    %941 = stablehlo.exponential %940 : tensor<4x12x1x1024x1024xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %942 = stablehlo.reduce(%941 init: %cst_199) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %943 = stablehlo.broadcast_in_dim %942, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %944 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %945 = stablehlo.divide %941, %944 : tensor<4x12x1x1024x1024xf32>
    %946 = stablehlo.multiply %943, %943 : tensor<4x12x1x1024x1xf32>
    %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %948 = stablehlo.divide %947, %946 : tensor<4x12x1x1024x1xf32>
    %949 = stablehlo.convert %945 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %950 = stablehlo.dot_general %923, %949, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %951 = stablehlo.transpose %950, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %952 = stablehlo.reshape %951 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %953 = sdy.sharding_constraint %952 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %954 = stablehlo.dot_general %953, %arg80, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %955 = stablehlo.add %886, %954 : tensor<4x1024x768xbf16>
    %956 = sdy.sharding_constraint %955 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %957 = stablehlo.convert %956 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.reduce(%957 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_202 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %961 = stablehlo.divide %959, %960 : tensor<4x1024x1xf32>
    %962 = stablehlo.broadcast_in_dim %961, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %963 = stablehlo.subtract %957, %962 : tensor<4x1024x768xf32>
    %964 = stablehlo.broadcast_in_dim %961, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %965 = stablehlo.subtract %957, %964 : tensor<4x1024x768xf32>
    %966 = chlo.square %965 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_203 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %968 = stablehlo.multiply %967, %965 : tensor<4x1024x768xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %969 = stablehlo.reduce(%966 init: %cst_204) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_205 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %972 = stablehlo.divide %970, %971 : tensor<4x1024x1xf32>
    %cst_206 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %974 = stablehlo.add %972, %973 : tensor<4x1024x1xf32>
    %975 = stablehlo.rsqrt %974 : tensor<4x1024x1xf32>
    %976 = stablehlo.divide %975, %974 : tensor<4x1024x1xf32>
    %cst_207 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<4x1024x1xf32>
    %979 = stablehlo.broadcast_in_dim %975, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %980 = stablehlo.multiply %963, %979 : tensor<4x1024x768xf32>
    %981 = stablehlo.convert %arg76 : (tensor<768xbf16>) -> tensor<768xf32>
    %982 = stablehlo.broadcast_in_dim %981, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %983 = stablehlo.broadcast_in_dim %982, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %984 = stablehlo.multiply %980, %983 : tensor<4x1024x768xf32>
    %985 = stablehlo.convert %arg75 : (tensor<768xbf16>) -> tensor<768xf32>
    %986 = stablehlo.broadcast_in_dim %985, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %988 = stablehlo.add %984, %987 : tensor<4x1024x768xf32>
    %989 = stablehlo.convert %988 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %990 = stablehlo.dot_general %989, %arg78, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %991 = stablehlo.multiply %990, %990 : tensor<4x1024x3072xbf16>
    %992 = stablehlo.multiply %991, %990 : tensor<4x1024x3072xbf16>
    %993 = stablehlo.multiply %990, %990 : tensor<4x1024x3072xbf16>
    %cst_208 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %994 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %995 = stablehlo.multiply %994, %993 : tensor<4x1024x3072xbf16>
    %cst_209 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %996 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %997 = stablehlo.multiply %996, %992 : tensor<4x1024x3072xbf16>
    %998 = stablehlo.add %990, %997 : tensor<4x1024x3072xbf16>
    %cst_210 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %999 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1000 = stablehlo.multiply %999, %998 : tensor<4x1024x3072xbf16>
    %1001 = stablehlo.tanh %1000 : tensor<4x1024x3072xbf16>
    %cst_211 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1002 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1003 = stablehlo.subtract %1002, %1001 : tensor<4x1024x3072xbf16>
    %cst_212 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1004 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1005 = stablehlo.add %1004, %1001 : tensor<4x1024x3072xbf16>
    %cst_213 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1006 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1007 = stablehlo.multiply %1006, %1005 : tensor<4x1024x3072xbf16>
    %1008 = stablehlo.multiply %990, %1007 : tensor<4x1024x3072xbf16>
    %1009 = sdy.sharding_constraint %1008 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1010 = stablehlo.dot_general %1009, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %1011 = stablehlo.add %956, %1010 : tensor<4x1024x768xbf16>
    %1012 = sdy.sharding_constraint %1011 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1013 = stablehlo.convert %1012 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1014 = stablehlo.reduce(%1013 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1015 = stablehlo.broadcast_in_dim %1014, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_215 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1017 = stablehlo.divide %1015, %1016 : tensor<4x1024x1xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1019 = stablehlo.subtract %1013, %1018 : tensor<4x1024x768xf32>
    %1020 = stablehlo.broadcast_in_dim %1017, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1021 = stablehlo.subtract %1013, %1020 : tensor<4x1024x768xf32>
    %1022 = chlo.square %1021 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_216 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1024 = stablehlo.multiply %1023, %1021 : tensor<4x1024x768xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1025 = stablehlo.reduce(%1022 init: %cst_217) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1026 = stablehlo.broadcast_in_dim %1025, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_218 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1028 = stablehlo.divide %1026, %1027 : tensor<4x1024x1xf32>
    %cst_219 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1030 = stablehlo.add %1028, %1029 : tensor<4x1024x1xf32>
    %1031 = stablehlo.rsqrt %1030 : tensor<4x1024x1xf32>
    %1032 = stablehlo.divide %1031, %1030 : tensor<4x1024x1xf32>
    %cst_220 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1034 = stablehlo.multiply %1033, %1032 : tensor<4x1024x1xf32>
    %1035 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1036 = stablehlo.multiply %1019, %1035 : tensor<4x1024x768xf32>
    %1037 = stablehlo.convert %arg84 : (tensor<768xbf16>) -> tensor<768xf32>
    %1038 = stablehlo.broadcast_in_dim %1037, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1040 = stablehlo.multiply %1036, %1039 : tensor<4x1024x768xf32>
    %1041 = stablehlo.convert %arg83 : (tensor<768xbf16>) -> tensor<768xf32>
    %1042 = stablehlo.broadcast_in_dim %1041, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1043 = stablehlo.broadcast_in_dim %1042, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1044 = stablehlo.add %1040, %1043 : tensor<4x1024x768xf32>
    %1045 = stablehlo.convert %1044 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1046 = stablehlo.dot_general %1045, %arg91, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1047 = sdy.sharding_constraint %1046 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1048 = stablehlo.dot_general %1045, %arg89, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1049 = stablehlo.dot_general %1045, %arg92, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1050 = stablehlo.reshape %1047 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1051 = stablehlo.dot_general %1048, %1050, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1052 = stablehlo.transpose %1051, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1053 = stablehlo.convert %1052 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_221 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1054 = stablehlo.sqrt %cst_221 : tensor<f32>
    %1055 = stablehlo.convert %1054 : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %1055, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1057 = stablehlo.divide %1053, %1056 : tensor<4x12x1x1024x1024xf32>
    %c_222 = stablehlo.constant dense<true> : tensor<i1>
    %1058 = stablehlo.broadcast_in_dim %c_222, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %1059 = call @tril(%1058) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_223 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1060:2 = call @_where_0(%1059, %1057, %cst_223) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_224 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1061 = stablehlo.reduce(%1060#0 init: %cst_224) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_225 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1063 = stablehlo.maximum %1062, %1061 : tensor<4x12x1x1024xf32>
    %1064 = stablehlo.broadcast_in_dim %1063, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1066 = stablehlo.subtract %1060#0, %1065 : tensor<4x12x1x1024x1024xf32>
    %1067 = stablehlo.exponential %1066 : tensor<4x12x1x1024x1024xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1068 = stablehlo.reduce(%1067 init: %cst_226) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1069 = stablehlo.broadcast_in_dim %1068, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1070 = stablehlo.broadcast_in_dim %1069, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1071 = stablehlo.divide %1067, %1070 : tensor<4x12x1x1024x1024xf32>
    %1072 = stablehlo.multiply %1069, %1069 : tensor<4x12x1x1024x1xf32>
    %cst_227 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %1074 = stablehlo.divide %1073, %1072 : tensor<4x12x1x1024x1xf32>
    %1075 = stablehlo.convert %1071 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1076 = stablehlo.dot_general %1049, %1075, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1077 = stablehlo.transpose %1076, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1078 = stablehlo.reshape %1077 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1079 = sdy.sharding_constraint %1078 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1080 = stablehlo.dot_general %1079, %arg90, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %1081 = stablehlo.add %1012, %1080 : tensor<4x1024x768xbf16>
    %1082 = sdy.sharding_constraint %1081 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1083 = stablehlo.convert %1082 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1084 = stablehlo.reduce(%1083 init: %cst_228) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_229 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1087 = stablehlo.divide %1085, %1086 : tensor<4x1024x1xf32>
    %1088 = stablehlo.broadcast_in_dim %1087, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1089 = stablehlo.subtract %1083, %1088 : tensor<4x1024x768xf32>
    %1090 = stablehlo.broadcast_in_dim %1087, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1091 = stablehlo.subtract %1083, %1090 : tensor<4x1024x768xf32>
    %1092 = chlo.square %1091 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_230 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1094 = stablehlo.multiply %1093, %1091 : tensor<4x1024x768xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1095 = stablehlo.reduce(%1092 init: %cst_231) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_232 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1098 = stablehlo.divide %1096, %1097 : tensor<4x1024x1xf32>
    %cst_233 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1100 = stablehlo.add %1098, %1099 : tensor<4x1024x1xf32>
    %1101 = stablehlo.rsqrt %1100 : tensor<4x1024x1xf32>
    %1102 = stablehlo.divide %1101, %1100 : tensor<4x1024x1xf32>
    %cst_234 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1104 = stablehlo.multiply %1103, %1102 : tensor<4x1024x1xf32>
    %1105 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1106 = stablehlo.multiply %1089, %1105 : tensor<4x1024x768xf32>
    %1107 = stablehlo.convert %arg86 : (tensor<768xbf16>) -> tensor<768xf32>
    %1108 = stablehlo.broadcast_in_dim %1107, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1109 = stablehlo.broadcast_in_dim %1108, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1110 = stablehlo.multiply %1106, %1109 : tensor<4x1024x768xf32>
    %1111 = stablehlo.convert %arg85 : (tensor<768xbf16>) -> tensor<768xf32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1114 = stablehlo.add %1110, %1113 : tensor<4x1024x768xf32>
    %1115 = stablehlo.convert %1114 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1116 = stablehlo.dot_general %1115, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %1117 = stablehlo.multiply %1116, %1116 : tensor<4x1024x3072xbf16>
    %1118 = stablehlo.multiply %1117, %1116 : tensor<4x1024x3072xbf16>
    %1119 = stablehlo.multiply %1116, %1116 : tensor<4x1024x3072xbf16>
    %cst_235 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %1120 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1121 = stablehlo.multiply %1120, %1119 : tensor<4x1024x3072xbf16>
    %cst_236 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1122 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1123 = stablehlo.multiply %1122, %1118 : tensor<4x1024x3072xbf16>
    %1124 = stablehlo.add %1116, %1123 : tensor<4x1024x3072xbf16>
    %cst_237 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1125 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1126 = stablehlo.multiply %1125, %1124 : tensor<4x1024x3072xbf16>
    %1127 = stablehlo.tanh %1126 : tensor<4x1024x3072xbf16>
    %cst_238 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1128 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1129 = stablehlo.subtract %1128, %1127 : tensor<4x1024x3072xbf16>
    %cst_239 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1130 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1131 = stablehlo.add %1130, %1127 : tensor<4x1024x3072xbf16>
    %cst_240 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1132 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1133 = stablehlo.multiply %1132, %1131 : tensor<4x1024x3072xbf16>
    %1134 = stablehlo.multiply %1116, %1133 : tensor<4x1024x3072xbf16>
    %1135 = sdy.sharding_constraint %1134 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1136 = stablehlo.dot_general %1135, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %1137 = stablehlo.add %1082, %1136 : tensor<4x1024x768xbf16>
    %1138 = sdy.sharding_constraint %1137 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1139 = stablehlo.convert %1138 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_241) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1141 = stablehlo.broadcast_in_dim %1140, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_242 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1142 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1143 = stablehlo.divide %1141, %1142 : tensor<4x1024x1xf32>
    %1144 = stablehlo.broadcast_in_dim %1143, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1145 = stablehlo.subtract %1139, %1144 : tensor<4x1024x768xf32>
    %1146 = stablehlo.broadcast_in_dim %1143, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1147 = stablehlo.subtract %1139, %1146 : tensor<4x1024x768xf32>
    %1148 = chlo.square %1147 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_243 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1150 = stablehlo.multiply %1149, %1147 : tensor<4x1024x768xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1151 = stablehlo.reduce(%1148 init: %cst_244) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_245 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1154 = stablehlo.divide %1152, %1153 : tensor<4x1024x1xf32>
    %cst_246 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1156 = stablehlo.add %1154, %1155 : tensor<4x1024x1xf32>
    %1157 = stablehlo.rsqrt %1156 : tensor<4x1024x1xf32>
    %1158 = stablehlo.divide %1157, %1156 : tensor<4x1024x1xf32>
    %cst_247 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1160 = stablehlo.multiply %1159, %1158 : tensor<4x1024x1xf32>
    %1161 = stablehlo.broadcast_in_dim %1157, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1162 = stablehlo.multiply %1145, %1161 : tensor<4x1024x768xf32>
    %1163 = stablehlo.convert %arg94 : (tensor<768xbf16>) -> tensor<768xf32>
    %1164 = stablehlo.broadcast_in_dim %1163, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1165 = stablehlo.broadcast_in_dim %1164, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1166 = stablehlo.multiply %1162, %1165 : tensor<4x1024x768xf32>
    %1167 = stablehlo.convert %arg93 : (tensor<768xbf16>) -> tensor<768xf32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1169 = stablehlo.broadcast_in_dim %1168, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1170 = stablehlo.add %1166, %1169 : tensor<4x1024x768xf32>
    %1171 = stablehlo.convert %1170 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1172 = stablehlo.dot_general %1171, %arg101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1173 = sdy.sharding_constraint %1172 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1174 = stablehlo.dot_general %1171, %arg99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1175 = stablehlo.dot_general %1171, %arg102, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1176 = stablehlo.reshape %1173 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1177 = stablehlo.dot_general %1174, %1176, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1178 = stablehlo.transpose %1177, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1179 = stablehlo.convert %1178 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_248 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1180 = stablehlo.sqrt %cst_248 : tensor<f32>
    %1181 = stablehlo.convert %1180 : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1183 = stablehlo.divide %1179, %1182 : tensor<4x12x1x1024x1024xf32>
    %c_249 = stablehlo.constant dense<true> : tensor<i1>
    %1184 = stablehlo.broadcast_in_dim %c_249, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %1185 = call @tril(%1184) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_250 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1186:2 = call @_where_0(%1185, %1183, %cst_250) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_251 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1187 = stablehlo.reduce(%1186#0 init: %cst_251) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_252 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1189 = stablehlo.maximum %1188, %1187 : tensor<4x12x1x1024xf32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1191 = stablehlo.broadcast_in_dim %1190, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1192 = stablehlo.subtract %1186#0, %1191 : tensor<4x12x1x1024x1024xf32>
    %1193 = stablehlo.exponential %1192 : tensor<4x12x1x1024x1024xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1194 = stablehlo.reduce(%1193 init: %cst_253) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1196 = stablehlo.broadcast_in_dim %1195, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1197 = stablehlo.divide %1193, %1196 : tensor<4x12x1x1024x1024xf32>
    %1198 = stablehlo.multiply %1195, %1195 : tensor<4x12x1x1024x1xf32>
    %cst_254 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %1200 = stablehlo.divide %1199, %1198 : tensor<4x12x1x1024x1xf32>
    %1201 = stablehlo.convert %1197 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1202 = stablehlo.dot_general %1175, %1201, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1203 = stablehlo.transpose %1202, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1204 = stablehlo.reshape %1203 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1205 = sdy.sharding_constraint %1204 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1206 = stablehlo.dot_general %1205, %arg100, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %1207 = stablehlo.add %1138, %1206 : tensor<4x1024x768xbf16>
    %1208 = sdy.sharding_constraint %1207 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1209 = stablehlo.convert %1208 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1210 = stablehlo.reduce(%1209 init: %cst_255) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1211 = stablehlo.broadcast_in_dim %1210, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_256 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1213 = stablehlo.divide %1211, %1212 : tensor<4x1024x1xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1215 = stablehlo.subtract %1209, %1214 : tensor<4x1024x768xf32>
    %1216 = stablehlo.broadcast_in_dim %1213, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1217 = stablehlo.subtract %1209, %1216 : tensor<4x1024x768xf32>
    %1218 = chlo.square %1217 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_257 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1220 = stablehlo.multiply %1219, %1217 : tensor<4x1024x768xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1221 = stablehlo.reduce(%1218 init: %cst_258) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1222 = stablehlo.broadcast_in_dim %1221, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_259 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1224 = stablehlo.divide %1222, %1223 : tensor<4x1024x1xf32>
    %cst_260 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1226 = stablehlo.add %1224, %1225 : tensor<4x1024x1xf32>
    %1227 = stablehlo.rsqrt %1226 : tensor<4x1024x1xf32>
    %1228 = stablehlo.divide %1227, %1226 : tensor<4x1024x1xf32>
    %cst_261 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1230 = stablehlo.multiply %1229, %1228 : tensor<4x1024x1xf32>
    %1231 = stablehlo.broadcast_in_dim %1227, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1232 = stablehlo.multiply %1215, %1231 : tensor<4x1024x768xf32>
    %1233 = stablehlo.convert %arg96 : (tensor<768xbf16>) -> tensor<768xf32>
    %1234 = stablehlo.broadcast_in_dim %1233, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1235 = stablehlo.broadcast_in_dim %1234, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1236 = stablehlo.multiply %1232, %1235 : tensor<4x1024x768xf32>
    %1237 = stablehlo.convert %arg95 : (tensor<768xbf16>) -> tensor<768xf32>
    %1238 = stablehlo.broadcast_in_dim %1237, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1240 = stablehlo.add %1236, %1239 : tensor<4x1024x768xf32>
    %1241 = stablehlo.convert %1240 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1242 = stablehlo.dot_general %1241, %arg98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %1243 = stablehlo.multiply %1242, %1242 : tensor<4x1024x3072xbf16>
    %1244 = stablehlo.multiply %1243, %1242 : tensor<4x1024x3072xbf16>
    %1245 = stablehlo.multiply %1242, %1242 : tensor<4x1024x3072xbf16>
    %cst_262 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %1246 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1247 = stablehlo.multiply %1246, %1245 : tensor<4x1024x3072xbf16>
    %cst_263 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1248 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1249 = stablehlo.multiply %1248, %1244 : tensor<4x1024x3072xbf16>
    %1250 = stablehlo.add %1242, %1249 : tensor<4x1024x3072xbf16>
    %cst_264 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1251 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1252 = stablehlo.multiply %1251, %1250 : tensor<4x1024x3072xbf16>
    %1253 = stablehlo.tanh %1252 : tensor<4x1024x3072xbf16>
    %cst_265 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1254 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1255 = stablehlo.subtract %1254, %1253 : tensor<4x1024x3072xbf16>
    %cst_266 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1256 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1257 = stablehlo.add %1256, %1253 : tensor<4x1024x3072xbf16>
    %cst_267 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1258 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1259 = stablehlo.multiply %1258, %1257 : tensor<4x1024x3072xbf16>
    %1260 = stablehlo.multiply %1242, %1259 : tensor<4x1024x3072xbf16>
    %1261 = sdy.sharding_constraint %1260 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1262 = stablehlo.dot_general %1261, %arg97, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %1263 = stablehlo.add %1208, %1262 : tensor<4x1024x768xbf16>
    %1264 = sdy.sharding_constraint %1263 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1265 = stablehlo.convert %1264 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1266 = stablehlo.reduce(%1265 init: %cst_268) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1267 = stablehlo.broadcast_in_dim %1266, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_269 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1269 = stablehlo.divide %1267, %1268 : tensor<4x1024x1xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1271 = stablehlo.subtract %1265, %1270 : tensor<4x1024x768xf32>
    %1272 = stablehlo.broadcast_in_dim %1269, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1273 = stablehlo.subtract %1265, %1272 : tensor<4x1024x768xf32>
    %1274 = chlo.square %1273 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_270 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1276 = stablehlo.multiply %1275, %1273 : tensor<4x1024x768xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.reduce(%1274 init: %cst_271) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1278 = stablehlo.broadcast_in_dim %1277, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_272 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1280 = stablehlo.divide %1278, %1279 : tensor<4x1024x1xf32>
    %cst_273 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1282 = stablehlo.add %1280, %1281 : tensor<4x1024x1xf32>
    %1283 = stablehlo.rsqrt %1282 : tensor<4x1024x1xf32>
    %1284 = stablehlo.divide %1283, %1282 : tensor<4x1024x1xf32>
    %cst_274 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1286 = stablehlo.multiply %1285, %1284 : tensor<4x1024x1xf32>
    %1287 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1288 = stablehlo.multiply %1271, %1287 : tensor<4x1024x768xf32>
    %1289 = stablehlo.convert %arg104 : (tensor<768xbf16>) -> tensor<768xf32>
    %1290 = stablehlo.broadcast_in_dim %1289, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1291 = stablehlo.broadcast_in_dim %1290, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1292 = stablehlo.multiply %1288, %1291 : tensor<4x1024x768xf32>
    %1293 = stablehlo.convert %arg103 : (tensor<768xbf16>) -> tensor<768xf32>
    %1294 = stablehlo.broadcast_in_dim %1293, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1295 = stablehlo.broadcast_in_dim %1294, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1296 = stablehlo.add %1292, %1295 : tensor<4x1024x768xf32>
    %1297 = stablehlo.convert %1296 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1298 = stablehlo.dot_general %1297, %arg111, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1299 = sdy.sharding_constraint %1298 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1300 = stablehlo.dot_general %1297, %arg109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1301 = stablehlo.dot_general %1297, %arg112, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1302 = stablehlo.reshape %1299 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1303 = stablehlo.dot_general %1300, %1302, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1304 = stablehlo.transpose %1303, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1305 = stablehlo.convert %1304 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_275 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1306 = stablehlo.sqrt %cst_275 : tensor<f32>
    %1307 = stablehlo.convert %1306 : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1309 = stablehlo.divide %1305, %1308 : tensor<4x12x1x1024x1024xf32>
    %c_276 = stablehlo.constant dense<true> : tensor<i1>
    %1310 = stablehlo.broadcast_in_dim %c_276, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %1311 = call @tril(%1310) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_277 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1312:2 = call @_where_0(%1311, %1309, %cst_277) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_278 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1313 = stablehlo.reduce(%1312#0 init: %cst_278) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_279 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1315 = stablehlo.maximum %1314, %1313 : tensor<4x12x1x1024xf32>
    %1316 = stablehlo.broadcast_in_dim %1315, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1317 = stablehlo.broadcast_in_dim %1316, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1318 = stablehlo.subtract %1312#0, %1317 : tensor<4x12x1x1024x1024xf32>
    %1319 = stablehlo.exponential %1318 : tensor<4x12x1x1024x1024xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1320 = stablehlo.reduce(%1319 init: %cst_280) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1322 = stablehlo.broadcast_in_dim %1321, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1323 = stablehlo.divide %1319, %1322 : tensor<4x12x1x1024x1024xf32>
    %1324 = stablehlo.multiply %1321, %1321 : tensor<4x12x1x1024x1xf32>
    %cst_281 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %1326 = stablehlo.divide %1325, %1324 : tensor<4x12x1x1024x1xf32>
    %1327 = stablehlo.convert %1323 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1328 = stablehlo.dot_general %1301, %1327, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1329 = stablehlo.transpose %1328, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1330 = stablehlo.reshape %1329 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1331 = sdy.sharding_constraint %1330 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1332 = stablehlo.dot_general %1331, %arg110, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %1333 = stablehlo.add %1264, %1332 : tensor<4x1024x768xbf16>
    %1334 = sdy.sharding_constraint %1333 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1335 = stablehlo.convert %1334 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1336 = stablehlo.reduce(%1335 init: %cst_282) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1337 = stablehlo.broadcast_in_dim %1336, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_283 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1339 = stablehlo.divide %1337, %1338 : tensor<4x1024x1xf32>
    %1340 = stablehlo.broadcast_in_dim %1339, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1341 = stablehlo.subtract %1335, %1340 : tensor<4x1024x768xf32>
    %1342 = stablehlo.broadcast_in_dim %1339, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1343 = stablehlo.subtract %1335, %1342 : tensor<4x1024x768xf32>
    %1344 = chlo.square %1343 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_284 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1346 = stablehlo.multiply %1345, %1343 : tensor<4x1024x768xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1347 = stablehlo.reduce(%1344 init: %cst_285) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_286 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1350 = stablehlo.divide %1348, %1349 : tensor<4x1024x1xf32>
    %cst_287 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1352 = stablehlo.add %1350, %1351 : tensor<4x1024x1xf32>
    %1353 = stablehlo.rsqrt %1352 : tensor<4x1024x1xf32>
    %1354 = stablehlo.divide %1353, %1352 : tensor<4x1024x1xf32>
    %cst_288 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1356 = stablehlo.multiply %1355, %1354 : tensor<4x1024x1xf32>
    %1357 = stablehlo.broadcast_in_dim %1353, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1358 = stablehlo.multiply %1341, %1357 : tensor<4x1024x768xf32>
    %1359 = stablehlo.convert %arg106 : (tensor<768xbf16>) -> tensor<768xf32>
    %1360 = stablehlo.broadcast_in_dim %1359, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1361 = stablehlo.broadcast_in_dim %1360, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1362 = stablehlo.multiply %1358, %1361 : tensor<4x1024x768xf32>
    %1363 = stablehlo.convert %arg105 : (tensor<768xbf16>) -> tensor<768xf32>
    %1364 = stablehlo.broadcast_in_dim %1363, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1365 = stablehlo.broadcast_in_dim %1364, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1366 = stablehlo.add %1362, %1365 : tensor<4x1024x768xf32>
    %1367 = stablehlo.convert %1366 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1368 = stablehlo.dot_general %1367, %arg108, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %1369 = stablehlo.multiply %1368, %1368 : tensor<4x1024x3072xbf16>
    %1370 = stablehlo.multiply %1369, %1368 : tensor<4x1024x3072xbf16>
    %1371 = stablehlo.multiply %1368, %1368 : tensor<4x1024x3072xbf16>
    %cst_289 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %1372 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1373 = stablehlo.multiply %1372, %1371 : tensor<4x1024x3072xbf16>
    %cst_290 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1374 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1375 = stablehlo.multiply %1374, %1370 : tensor<4x1024x3072xbf16>
    %1376 = stablehlo.add %1368, %1375 : tensor<4x1024x3072xbf16>
    %cst_291 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1377 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1378 = stablehlo.multiply %1377, %1376 : tensor<4x1024x3072xbf16>
    %1379 = stablehlo.tanh %1378 : tensor<4x1024x3072xbf16>
    %cst_292 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1380 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1381 = stablehlo.subtract %1380, %1379 : tensor<4x1024x3072xbf16>
    %cst_293 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1382 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1383 = stablehlo.add %1382, %1379 : tensor<4x1024x3072xbf16>
    %cst_294 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1384 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1385 = stablehlo.multiply %1384, %1383 : tensor<4x1024x3072xbf16>
    %1386 = stablehlo.multiply %1368, %1385 : tensor<4x1024x3072xbf16>
    %1387 = sdy.sharding_constraint %1386 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1388 = stablehlo.dot_general %1387, %arg107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %1389 = stablehlo.add %1334, %1388 : tensor<4x1024x768xbf16>
    %1390 = sdy.sharding_constraint %1389 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1391 = stablehlo.convert %1390 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1392 = stablehlo.reduce(%1391 init: %cst_295) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1393 = stablehlo.broadcast_in_dim %1392, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_296 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1395 = stablehlo.divide %1393, %1394 : tensor<4x1024x1xf32>
    %1396 = stablehlo.broadcast_in_dim %1395, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1397 = stablehlo.subtract %1391, %1396 : tensor<4x1024x768xf32>
    %1398 = stablehlo.broadcast_in_dim %1395, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1399 = stablehlo.subtract %1391, %1398 : tensor<4x1024x768xf32>
    %1400 = chlo.square %1399 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_297 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1402 = stablehlo.multiply %1401, %1399 : tensor<4x1024x768xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1403 = stablehlo.reduce(%1400 init: %cst_298) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1404 = stablehlo.broadcast_in_dim %1403, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_299 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1406 = stablehlo.divide %1404, %1405 : tensor<4x1024x1xf32>
    %cst_300 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1408 = stablehlo.add %1406, %1407 : tensor<4x1024x1xf32>
    %1409 = stablehlo.rsqrt %1408 : tensor<4x1024x1xf32>
    %1410 = stablehlo.divide %1409, %1408 : tensor<4x1024x1xf32>
    %cst_301 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1412 = stablehlo.multiply %1411, %1410 : tensor<4x1024x1xf32>
    %1413 = stablehlo.broadcast_in_dim %1409, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1414 = stablehlo.multiply %1397, %1413 : tensor<4x1024x768xf32>
    %1415 = stablehlo.convert %arg114 : (tensor<768xbf16>) -> tensor<768xf32>
    %1416 = stablehlo.broadcast_in_dim %1415, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1417 = stablehlo.broadcast_in_dim %1416, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1418 = stablehlo.multiply %1414, %1417 : tensor<4x1024x768xf32>
    %1419 = stablehlo.convert %arg113 : (tensor<768xbf16>) -> tensor<768xf32>
    %1420 = stablehlo.broadcast_in_dim %1419, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1421 = stablehlo.broadcast_in_dim %1420, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1422 = stablehlo.add %1418, %1421 : tensor<4x1024x768xf32>
    %1423 = stablehlo.convert %1422 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1424 = stablehlo.dot_general %1423, %arg121, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1425 = sdy.sharding_constraint %1424 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1426 = stablehlo.dot_general %1423, %arg119, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1427 = stablehlo.dot_general %1423, %arg122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1428 = stablehlo.reshape %1425 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1429 = stablehlo.dot_general %1426, %1428, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1430 = stablehlo.transpose %1429, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1024x1024x1xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1431 = stablehlo.convert %1430 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %cst_302 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1432 = stablehlo.sqrt %cst_302 : tensor<f32>
    %1433 = stablehlo.convert %1432 : tensor<f32>
    %1434 = stablehlo.broadcast_in_dim %1433, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1435 = stablehlo.divide %1431, %1434 : tensor<4x12x1x1024x1024xf32>
    %c_303 = stablehlo.constant dense<true> : tensor<i1>
    %1436 = stablehlo.broadcast_in_dim %c_303, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %1437 = call @tril(%1436) : (tensor<1024x1024xi1>) -> tensor<1024x1024xi1>
    %cst_304 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1438:2 = call @_where_0(%1437, %1435, %cst_304) : (tensor<1024x1024xi1>, tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>)
    %cst_305 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1439 = stablehlo.reduce(%1438#0 init: %cst_305) applies stablehlo.maximum across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %cst_306 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1441 = stablehlo.maximum %1440, %1439 : tensor<4x12x1x1024xf32>
    %1442 = stablehlo.broadcast_in_dim %1441, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1443 = stablehlo.broadcast_in_dim %1442, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1444 = stablehlo.subtract %1438#0, %1443 : tensor<4x12x1x1024x1024xf32>
    %1445 = stablehlo.exponential %1444 : tensor<4x12x1x1024x1024xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1446 = stablehlo.reduce(%1445 init: %cst_307) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1447 = stablehlo.broadcast_in_dim %1446, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1448 = stablehlo.broadcast_in_dim %1447, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1449 = stablehlo.divide %1445, %1448 : tensor<4x12x1x1024x1024xf32>
    %1450 = stablehlo.multiply %1447, %1447 : tensor<4x12x1x1024x1xf32>
    %cst_308 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1xf32>
    %1452 = stablehlo.divide %1451, %1450 : tensor<4x12x1x1024x1xf32>
    %1453 = stablehlo.convert %1449 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1454 = stablehlo.dot_general %1427, %1453, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1455 = stablehlo.transpose %1454, dims = [0, 4, 1, 3, 2] : (tensor<4x12x64x1x1024xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1456 = stablehlo.reshape %1455 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1457 = sdy.sharding_constraint %1456 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1458 = stablehlo.dot_general %1457, %arg120, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x768xbf16>
    %1459 = stablehlo.add %1390, %1458 : tensor<4x1024x768xbf16>
    %1460 = sdy.sharding_constraint %1459 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1461 = stablehlo.convert %1460 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1462 = stablehlo.reduce(%1461 init: %cst_309) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1463 = stablehlo.broadcast_in_dim %1462, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_310 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1465 = stablehlo.divide %1463, %1464 : tensor<4x1024x1xf32>
    %1466 = stablehlo.broadcast_in_dim %1465, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1467 = stablehlo.subtract %1461, %1466 : tensor<4x1024x768xf32>
    %1468 = stablehlo.broadcast_in_dim %1465, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1469 = stablehlo.subtract %1461, %1468 : tensor<4x1024x768xf32>
    %1470 = chlo.square %1469 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_311 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1472 = stablehlo.multiply %1471, %1469 : tensor<4x1024x768xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1473 = stablehlo.reduce(%1470 init: %cst_312) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1474 = stablehlo.broadcast_in_dim %1473, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_313 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1476 = stablehlo.divide %1474, %1475 : tensor<4x1024x1xf32>
    %cst_314 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1478 = stablehlo.add %1476, %1477 : tensor<4x1024x1xf32>
    %1479 = stablehlo.rsqrt %1478 : tensor<4x1024x1xf32>
    %1480 = stablehlo.divide %1479, %1478 : tensor<4x1024x1xf32>
    %cst_315 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1482 = stablehlo.multiply %1481, %1480 : tensor<4x1024x1xf32>
    %1483 = stablehlo.broadcast_in_dim %1479, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1484 = stablehlo.multiply %1467, %1483 : tensor<4x1024x768xf32>
    %1485 = stablehlo.convert %arg116 : (tensor<768xbf16>) -> tensor<768xf32>
    %1486 = stablehlo.broadcast_in_dim %1485, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1487 = stablehlo.broadcast_in_dim %1486, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1488 = stablehlo.multiply %1484, %1487 : tensor<4x1024x768xf32>
    %1489 = stablehlo.convert %arg115 : (tensor<768xbf16>) -> tensor<768xf32>
    %1490 = stablehlo.broadcast_in_dim %1489, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1491 = stablehlo.broadcast_in_dim %1490, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1492 = stablehlo.add %1488, %1491 : tensor<4x1024x768xf32>
    %1493 = stablehlo.convert %1492 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1494 = stablehlo.dot_general %1493, %arg118, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x3072xbf16>
    %1495 = stablehlo.multiply %1494, %1494 : tensor<4x1024x3072xbf16>
    %1496 = stablehlo.multiply %1495, %1494 : tensor<4x1024x3072xbf16>
    %1497 = stablehlo.multiply %1494, %1494 : tensor<4x1024x3072xbf16>
    %cst_316 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %1498 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1499 = stablehlo.multiply %1498, %1497 : tensor<4x1024x3072xbf16>
    %cst_317 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1500 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1501 = stablehlo.multiply %1500, %1496 : tensor<4x1024x3072xbf16>
    %1502 = stablehlo.add %1494, %1501 : tensor<4x1024x3072xbf16>
    %cst_318 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1503 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1504 = stablehlo.multiply %1503, %1502 : tensor<4x1024x3072xbf16>
    %1505 = stablehlo.tanh %1504 : tensor<4x1024x3072xbf16>
    %cst_319 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1506 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1507 = stablehlo.subtract %1506, %1505 : tensor<4x1024x3072xbf16>
    %cst_320 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %1508 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1509 = stablehlo.add %1508, %1505 : tensor<4x1024x3072xbf16>
    %cst_321 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1510 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1511 = stablehlo.multiply %1510, %1509 : tensor<4x1024x3072xbf16>
    %1512 = stablehlo.multiply %1494, %1511 : tensor<4x1024x3072xbf16>
    %1513 = sdy.sharding_constraint %1512 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1514 = stablehlo.dot_general %1513, %arg117, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x768xbf16>
    %1515 = stablehlo.add %1460, %1514 : tensor<4x1024x768xbf16>
    %1516 = sdy.sharding_constraint %1515 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1517 = stablehlo.convert %1516 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1518 = stablehlo.reduce(%1517 init: %cst_322) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1519 = stablehlo.broadcast_in_dim %1518, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_323 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1521 = stablehlo.divide %1519, %1520 : tensor<4x1024x1xf32>
    %1522 = stablehlo.broadcast_in_dim %1521, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1523 = stablehlo.subtract %1517, %1522 : tensor<4x1024x768xf32>
    %1524 = stablehlo.broadcast_in_dim %1521, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1525 = stablehlo.subtract %1517, %1524 : tensor<4x1024x768xf32>
    %1526 = chlo.square %1525 : tensor<4x1024x768xf32> -> tensor<4x1024x768xf32>
    %cst_324 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1527 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x1024x768xf32>
    %1528 = stablehlo.multiply %1527, %1525 : tensor<4x1024x768xf32>
    %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1529 = stablehlo.reduce(%1526 init: %cst_325) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1530 = stablehlo.broadcast_in_dim %1529, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %cst_326 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1532 = stablehlo.divide %1530, %1531 : tensor<4x1024x1xf32>
    %cst_327 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1533 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1534 = stablehlo.add %1532, %1533 : tensor<4x1024x1xf32>
    %1535 = stablehlo.rsqrt %1534 : tensor<4x1024x1xf32>
    %1536 = stablehlo.divide %1535, %1534 : tensor<4x1024x1xf32>
    %cst_328 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1538 = stablehlo.multiply %1537, %1536 : tensor<4x1024x1xf32>
    %1539 = stablehlo.broadcast_in_dim %1535, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1540 = stablehlo.multiply %1523, %1539 : tensor<4x1024x768xf32>
    %1541 = stablehlo.convert %arg2 : (tensor<768xbf16>) -> tensor<768xf32>
    %1542 = stablehlo.broadcast_in_dim %1541, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1543 = stablehlo.broadcast_in_dim %1542, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1544 = stablehlo.multiply %1540, %1543 : tensor<4x1024x768xf32>
    %1545 = stablehlo.convert %arg1 : (tensor<768xbf16>) -> tensor<768xf32>
    %1546 = stablehlo.broadcast_in_dim %1545, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1547 = stablehlo.broadcast_in_dim %1546, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1548 = stablehlo.add %1544, %1547 : tensor<4x1024x768xf32>
    %1549 = stablehlo.convert %1548 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1550 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<50304x768xbf16>) -> tensor<768x50304xbf16>
    %1551 = stablehlo.dot_general %1549, %1550, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<768x50304xbf16>) -> tensor<4x1024x50304xbf16>
    %1552 = sdy.sharding_constraint %1551 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x50304xbf16>
    %1553 = stablehlo.convert %1552 : (tensor<4x1024x50304xbf16>) -> tensor<4x1024x50304xf32>
    %1554:3 = call @log_softmax(%1553) : (tensor<4x1024x50304xf32>) -> (tensor<4x1024x50304xf32>, tensor<4x1024x50304xf32>, tensor<4x1024x1xf32>)
    %1555 = stablehlo.broadcast_in_dim %arg125, dims = [0, 1] : (tensor<4x1024xi32>) -> tensor<4x1024x1xi32>
    %1556:2 = call @take_along_axis(%1554#0, %1555) : (tensor<4x1024x50304xf32>, tensor<4x1024x1xi32>) -> (tensor<4x1024x1xf32>, tensor<4x1024x1x1xi32>)
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1557 = stablehlo.reduce(%1556#0 init: %cst_329) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_330 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %1558 = stablehlo.divide %1557, %cst_330 : tensor<f32>
    %1559 = stablehlo.negate %1558 : tensor<f32>
    %cst_331 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1560 = stablehlo.negate %cst_331 : tensor<f32>
    %cst_332 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %1561 = stablehlo.divide %1560, %cst_332 : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %1561, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1563 = call @take_along_axis_1(%1556#1, %1562) : (tensor<4x1024x1x1xi32>, tensor<4x1024x1xf32>) -> tensor<4x1024x50304xf32>
    %1564 = call @log_softmax_2(%1554#1, %1554#2, %1563) : (tensor<4x1024x50304xf32>, tensor<4x1024x1xf32>, tensor<4x1024x50304xf32>) -> tensor<4x1024x50304xf32>
    %1565 = stablehlo.convert %1564 : (tensor<4x1024x50304xf32>) -> tensor<4x1024x50304xbf16>
    %1566 = sdy.sharding_constraint %1565 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x50304xbf16>
    %1567 = stablehlo.dot_general %1566, %1549, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x50304xbf16>, tensor<4x1024x768xbf16>) -> tensor<50304x768xbf16>
    %1568 = stablehlo.transpose %1567, dims = [1, 0] : (tensor<50304x768xbf16>) -> tensor<768x50304xbf16>
    %1569 = stablehlo.dot_general %1566, %1550, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x50304xbf16>, tensor<768x50304xbf16>) -> tensor<4x1024x768xbf16>
    %1570 = stablehlo.transpose %1568, dims = [1, 0] : (tensor<768x50304xbf16>) -> tensor<50304x768xbf16>
    %1571 = stablehlo.convert %1569 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1572 = stablehlo.reduce(%1571 init: %cst_333) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1574 = stablehlo.reduce(%1573 init: %cst_334) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1575 = stablehlo.convert %1574 : (tensor<768xf32>) -> tensor<768xbf16>
    %1576 = stablehlo.multiply %1540, %1571 : tensor<4x1024x768xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1577 = stablehlo.reduce(%1576 init: %cst_335) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1578 = stablehlo.reshape %1577 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1579 = stablehlo.broadcast_in_dim %1542, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1580 = stablehlo.multiply %1571, %1579 : tensor<4x1024x768xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1581 = stablehlo.reduce(%1578 init: %cst_336) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1582 = stablehlo.convert %1581 : (tensor<768xf32>) -> tensor<768xbf16>
    %1583 = stablehlo.multiply %1523, %1580 : tensor<4x1024x768xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1584 = stablehlo.reduce(%1583 init: %cst_337) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1585 = stablehlo.reshape %1584 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1586 = stablehlo.broadcast_in_dim %1535, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1587 = stablehlo.multiply %1580, %1586 : tensor<4x1024x768xf32>
    %1588 = stablehlo.multiply %1585, %1538 : tensor<4x1024x1xf32>
    %cst_338 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1590 = stablehlo.divide %1588, %1589 : tensor<4x1024x1xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1591 = stablehlo.reduce(%1590 init: %cst_339) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1592 = stablehlo.broadcast_in_dim %1591, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1593 = stablehlo.multiply %1592, %1528 : tensor<4x1024x768xf32>
    %1594 = stablehlo.negate %1593 : tensor<4x1024x768xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1595 = stablehlo.reduce(%1594 init: %cst_340) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1596 = stablehlo.reshape %1595 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1597 = stablehlo.negate %1587 : tensor<4x1024x768xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1598 = stablehlo.reduce(%1597 init: %cst_341) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1599 = stablehlo.reshape %1598 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1600 = stablehlo.add %1593, %1587 : tensor<4x1024x768xf32>
    %1601 = stablehlo.add %1596, %1599 : tensor<4x1024x1xf32>
    %cst_342 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1602 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1603 = stablehlo.divide %1601, %1602 : tensor<4x1024x1xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1604 = stablehlo.reduce(%1603 init: %cst_343) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1605 = stablehlo.broadcast_in_dim %1604, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1606 = stablehlo.add %1600, %1605 : tensor<4x1024x768xf32>
    %1607 = stablehlo.convert %1606 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1608 = sdy.sharding_constraint %1607 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1609 = stablehlo.dot_general %1608, %1513, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %1610 = stablehlo.transpose %1609, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %1611 = stablehlo.dot_general %1608, %arg117, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %1612 = sdy.sharding_constraint %1611 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1613 = stablehlo.multiply %1494, %1612 : tensor<4x1024x3072xbf16>
    %1614 = stablehlo.multiply %1612, %1511 : tensor<4x1024x3072xbf16>
    %cst_344 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1615 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1616 = stablehlo.multiply %1615, %1613 : tensor<4x1024x3072xbf16>
    %1617 = stablehlo.multiply %1616, %1507 : tensor<4x1024x3072xbf16>
    %1618 = stablehlo.multiply %1617, %1505 : tensor<4x1024x3072xbf16>
    %1619 = stablehlo.add %1617, %1618 : tensor<4x1024x3072xbf16>
    %cst_345 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1620 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1621 = stablehlo.multiply %1620, %1619 : tensor<4x1024x3072xbf16>
    %1622 = stablehlo.add %1614, %1621 : tensor<4x1024x3072xbf16>
    %cst_346 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1623 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1624 = stablehlo.multiply %1623, %1621 : tensor<4x1024x3072xbf16>
    %1625 = stablehlo.multiply %1624, %1499 : tensor<4x1024x3072xbf16>
    %1626 = stablehlo.add %1622, %1625 : tensor<4x1024x3072xbf16>
    %1627 = stablehlo.dot_general %1626, %1493, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %1628 = stablehlo.transpose %1627, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %1629 = stablehlo.dot_general %1626, %arg118, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %1630 = stablehlo.convert %1629 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1631 = stablehlo.reduce(%1630 init: %cst_347) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1632 = stablehlo.reshape %1631 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1633 = stablehlo.reduce(%1632 init: %cst_348) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1634 = stablehlo.convert %1633 : (tensor<768xf32>) -> tensor<768xbf16>
    %1635 = stablehlo.multiply %1484, %1630 : tensor<4x1024x768xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1636 = stablehlo.reduce(%1635 init: %cst_349) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1637 = stablehlo.reshape %1636 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1638 = stablehlo.broadcast_in_dim %1486, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1639 = stablehlo.multiply %1630, %1638 : tensor<4x1024x768xf32>
    %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1640 = stablehlo.reduce(%1637 init: %cst_350) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1641 = stablehlo.convert %1640 : (tensor<768xf32>) -> tensor<768xbf16>
    %1642 = stablehlo.multiply %1467, %1639 : tensor<4x1024x768xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1643 = stablehlo.reduce(%1642 init: %cst_351) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1644 = stablehlo.reshape %1643 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1645 = stablehlo.broadcast_in_dim %1479, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1646 = stablehlo.multiply %1639, %1645 : tensor<4x1024x768xf32>
    %1647 = stablehlo.multiply %1644, %1482 : tensor<4x1024x1xf32>
    %cst_352 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1649 = stablehlo.divide %1647, %1648 : tensor<4x1024x1xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1650 = stablehlo.reduce(%1649 init: %cst_353) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1651 = stablehlo.broadcast_in_dim %1650, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1652 = stablehlo.multiply %1651, %1472 : tensor<4x1024x768xf32>
    %1653 = stablehlo.negate %1652 : tensor<4x1024x768xf32>
    %cst_354 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1654 = stablehlo.reduce(%1653 init: %cst_354) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1655 = stablehlo.reshape %1654 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1656 = stablehlo.negate %1646 : tensor<4x1024x768xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1657 = stablehlo.reduce(%1656 init: %cst_355) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1658 = stablehlo.reshape %1657 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1659 = stablehlo.add %1652, %1646 : tensor<4x1024x768xf32>
    %1660 = stablehlo.add %1655, %1658 : tensor<4x1024x1xf32>
    %cst_356 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1662 = stablehlo.divide %1660, %1661 : tensor<4x1024x1xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1663 = stablehlo.reduce(%1662 init: %cst_357) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1664 = stablehlo.broadcast_in_dim %1663, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1665 = stablehlo.add %1659, %1664 : tensor<4x1024x768xf32>
    %1666 = stablehlo.convert %1665 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1667 = stablehlo.add %1608, %1666 : tensor<4x1024x768xbf16>
    %1668 = sdy.sharding_constraint %1667 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1669 = stablehlo.dot_general %1668, %1457, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %1670 = stablehlo.transpose %1669, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %1671 = stablehlo.dot_general %1668, %arg120, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %1672 = sdy.sharding_constraint %1671 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1673 = stablehlo.reshape %1672 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1674 = stablehlo.transpose %1673, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1675 = stablehlo.dot_general %1674, %1427, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1676 = stablehlo.dot_general %1674, %1453, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %1677 = stablehlo.transpose %1676, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %1678 = stablehlo.convert %1675 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %1679 = stablehlo.broadcast_in_dim %1452, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1680 = stablehlo.multiply %1678, %1679 : tensor<4x12x1x1024x1024xf32>
    %1681 = stablehlo.multiply %1680, %1445 : tensor<4x12x1x1024x1024xf32>
    %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1682 = stablehlo.reduce(%1681 init: %cst_358) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1683 = stablehlo.reshape %1682 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1684 = stablehlo.negate %1683 : tensor<4x12x1x1024x1xf32>
    %1685 = stablehlo.broadcast_in_dim %1447, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1686 = stablehlo.divide %1678, %1685 : tensor<4x12x1x1024x1024xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1687 = stablehlo.reduce(%1684 init: %cst_359) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %1688 = stablehlo.broadcast_in_dim %1687, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %1689 = stablehlo.broadcast_in_dim %1688, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1690 = stablehlo.add %1686, %1689 : tensor<4x12x1x1024x1024xf32>
    %1691 = stablehlo.multiply %1690, %1445 : tensor<4x12x1x1024x1024xf32>
    %1692 = call @_where_3(%1438#1, %1691) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1693 = stablehlo.broadcast_in_dim %1433, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1694 = stablehlo.divide %1692, %1693 : tensor<4x12x1x1024x1024xf32>
    %1695 = stablehlo.convert %1694 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1696 = stablehlo.transpose %1695, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1697 = stablehlo.dot_general %1696, %1426, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %1698 = stablehlo.transpose %1697, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1699 = stablehlo.dot_general %1696, %1428, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %1700 = stablehlo.transpose %1699, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1701 = stablehlo.reshape %1698 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1702 = stablehlo.dot_general %1677, %1423, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1703 = stablehlo.transpose %1702, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1704 = stablehlo.dot_general %1677, %arg122, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1705 = stablehlo.dot_general %1700, %1423, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1706 = stablehlo.transpose %1705, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1707 = stablehlo.dot_general %1700, %arg119, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1708 = stablehlo.add %1704, %1707 : tensor<4x1024x768xbf16>
    %1709 = sdy.sharding_constraint %1701 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1710 = stablehlo.dot_general %1709, %1423, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1711 = stablehlo.transpose %1710, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1712 = stablehlo.dot_general %1709, %arg121, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1713 = stablehlo.add %1708, %1712 : tensor<4x1024x768xbf16>
    %1714 = stablehlo.convert %1713 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1715 = stablehlo.reduce(%1714 init: %cst_360) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1716 = stablehlo.reshape %1715 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1717 = stablehlo.reduce(%1716 init: %cst_361) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1718 = stablehlo.convert %1717 : (tensor<768xf32>) -> tensor<768xbf16>
    %1719 = stablehlo.multiply %1414, %1714 : tensor<4x1024x768xf32>
    %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1720 = stablehlo.reduce(%1719 init: %cst_362) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1721 = stablehlo.reshape %1720 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1722 = stablehlo.broadcast_in_dim %1416, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1723 = stablehlo.multiply %1714, %1722 : tensor<4x1024x768xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1724 = stablehlo.reduce(%1721 init: %cst_363) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1725 = stablehlo.convert %1724 : (tensor<768xf32>) -> tensor<768xbf16>
    %1726 = stablehlo.multiply %1397, %1723 : tensor<4x1024x768xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1727 = stablehlo.reduce(%1726 init: %cst_364) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1728 = stablehlo.reshape %1727 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1729 = stablehlo.broadcast_in_dim %1409, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1730 = stablehlo.multiply %1723, %1729 : tensor<4x1024x768xf32>
    %1731 = stablehlo.multiply %1728, %1412 : tensor<4x1024x1xf32>
    %cst_365 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1733 = stablehlo.divide %1731, %1732 : tensor<4x1024x1xf32>
    %cst_366 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1734 = stablehlo.reduce(%1733 init: %cst_366) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1735 = stablehlo.broadcast_in_dim %1734, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1736 = stablehlo.multiply %1735, %1402 : tensor<4x1024x768xf32>
    %1737 = stablehlo.negate %1736 : tensor<4x1024x768xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1738 = stablehlo.reduce(%1737 init: %cst_367) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1739 = stablehlo.reshape %1738 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1740 = stablehlo.negate %1730 : tensor<4x1024x768xf32>
    %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1741 = stablehlo.reduce(%1740 init: %cst_368) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1742 = stablehlo.reshape %1741 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1743 = stablehlo.add %1736, %1730 : tensor<4x1024x768xf32>
    %1744 = stablehlo.add %1739, %1742 : tensor<4x1024x1xf32>
    %cst_369 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1746 = stablehlo.divide %1744, %1745 : tensor<4x1024x1xf32>
    %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1747 = stablehlo.reduce(%1746 init: %cst_370) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1748 = stablehlo.broadcast_in_dim %1747, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1749 = stablehlo.add %1743, %1748 : tensor<4x1024x768xf32>
    %1750 = stablehlo.convert %1749 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1751 = stablehlo.add %1668, %1750 : tensor<4x1024x768xbf16>
    %1752 = sdy.sharding_constraint %1751 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1753 = stablehlo.dot_general %1752, %1387, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %1754 = stablehlo.transpose %1753, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %1755 = stablehlo.dot_general %1752, %arg107, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %1756 = sdy.sharding_constraint %1755 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1757 = stablehlo.multiply %1368, %1756 : tensor<4x1024x3072xbf16>
    %1758 = stablehlo.multiply %1756, %1385 : tensor<4x1024x3072xbf16>
    %cst_371 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1759 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1760 = stablehlo.multiply %1759, %1757 : tensor<4x1024x3072xbf16>
    %1761 = stablehlo.multiply %1760, %1381 : tensor<4x1024x3072xbf16>
    %1762 = stablehlo.multiply %1761, %1379 : tensor<4x1024x3072xbf16>
    %1763 = stablehlo.add %1761, %1762 : tensor<4x1024x3072xbf16>
    %cst_372 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1764 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1765 = stablehlo.multiply %1764, %1763 : tensor<4x1024x3072xbf16>
    %1766 = stablehlo.add %1758, %1765 : tensor<4x1024x3072xbf16>
    %cst_373 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1767 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1768 = stablehlo.multiply %1767, %1765 : tensor<4x1024x3072xbf16>
    %1769 = stablehlo.multiply %1768, %1373 : tensor<4x1024x3072xbf16>
    %1770 = stablehlo.add %1766, %1769 : tensor<4x1024x3072xbf16>
    %1771 = stablehlo.dot_general %1770, %1367, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %1772 = stablehlo.transpose %1771, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %1773 = stablehlo.dot_general %1770, %arg108, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %1774 = stablehlo.convert %1773 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_374 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1775 = stablehlo.reduce(%1774 init: %cst_374) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1776 = stablehlo.reshape %1775 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1777 = stablehlo.reduce(%1776 init: %cst_375) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1778 = stablehlo.convert %1777 : (tensor<768xf32>) -> tensor<768xbf16>
    %1779 = stablehlo.multiply %1358, %1774 : tensor<4x1024x768xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1780 = stablehlo.reduce(%1779 init: %cst_376) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1781 = stablehlo.reshape %1780 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1782 = stablehlo.broadcast_in_dim %1360, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1783 = stablehlo.multiply %1774, %1782 : tensor<4x1024x768xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1784 = stablehlo.reduce(%1781 init: %cst_377) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1785 = stablehlo.convert %1784 : (tensor<768xf32>) -> tensor<768xbf16>
    %1786 = stablehlo.multiply %1341, %1783 : tensor<4x1024x768xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1787 = stablehlo.reduce(%1786 init: %cst_378) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1788 = stablehlo.reshape %1787 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1789 = stablehlo.broadcast_in_dim %1353, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1790 = stablehlo.multiply %1783, %1789 : tensor<4x1024x768xf32>
    %1791 = stablehlo.multiply %1788, %1356 : tensor<4x1024x1xf32>
    %cst_379 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1792 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1793 = stablehlo.divide %1791, %1792 : tensor<4x1024x1xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1794 = stablehlo.reduce(%1793 init: %cst_380) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1795 = stablehlo.broadcast_in_dim %1794, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1796 = stablehlo.multiply %1795, %1346 : tensor<4x1024x768xf32>
    %1797 = stablehlo.negate %1796 : tensor<4x1024x768xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1798 = stablehlo.reduce(%1797 init: %cst_381) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1799 = stablehlo.reshape %1798 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1800 = stablehlo.negate %1790 : tensor<4x1024x768xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1801 = stablehlo.reduce(%1800 init: %cst_382) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1802 = stablehlo.reshape %1801 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1803 = stablehlo.add %1796, %1790 : tensor<4x1024x768xf32>
    %1804 = stablehlo.add %1799, %1802 : tensor<4x1024x1xf32>
    %cst_383 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1805 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1806 = stablehlo.divide %1804, %1805 : tensor<4x1024x1xf32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1807 = stablehlo.reduce(%1806 init: %cst_384) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1808 = stablehlo.broadcast_in_dim %1807, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1809 = stablehlo.add %1803, %1808 : tensor<4x1024x768xf32>
    %1810 = stablehlo.convert %1809 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1811 = stablehlo.add %1752, %1810 : tensor<4x1024x768xbf16>
    %1812 = sdy.sharding_constraint %1811 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1813 = stablehlo.dot_general %1812, %1331, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %1814 = stablehlo.transpose %1813, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %1815 = stablehlo.dot_general %1812, %arg110, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %1816 = sdy.sharding_constraint %1815 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1817 = stablehlo.reshape %1816 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1818 = stablehlo.transpose %1817, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1819 = stablehlo.dot_general %1818, %1301, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1820 = stablehlo.dot_general %1818, %1327, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %1821 = stablehlo.transpose %1820, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %1822 = stablehlo.convert %1819 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %1823 = stablehlo.broadcast_in_dim %1326, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1824 = stablehlo.multiply %1822, %1823 : tensor<4x12x1x1024x1024xf32>
    %1825 = stablehlo.multiply %1824, %1319 : tensor<4x12x1x1024x1024xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1826 = stablehlo.reduce(%1825 init: %cst_385) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1827 = stablehlo.reshape %1826 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1828 = stablehlo.negate %1827 : tensor<4x12x1x1024x1xf32>
    %1829 = stablehlo.broadcast_in_dim %1321, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1830 = stablehlo.divide %1822, %1829 : tensor<4x12x1x1024x1024xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1831 = stablehlo.reduce(%1828 init: %cst_386) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %1832 = stablehlo.broadcast_in_dim %1831, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %1833 = stablehlo.broadcast_in_dim %1832, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1834 = stablehlo.add %1830, %1833 : tensor<4x12x1x1024x1024xf32>
    %1835 = stablehlo.multiply %1834, %1319 : tensor<4x12x1x1024x1024xf32>
    %1836 = call @_where_3(%1312#1, %1835) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1837 = stablehlo.broadcast_in_dim %1307, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1838 = stablehlo.divide %1836, %1837 : tensor<4x12x1x1024x1024xf32>
    %1839 = stablehlo.convert %1838 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1840 = stablehlo.transpose %1839, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1841 = stablehlo.dot_general %1840, %1300, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %1842 = stablehlo.transpose %1841, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1843 = stablehlo.dot_general %1840, %1302, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %1844 = stablehlo.transpose %1843, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1845 = stablehlo.reshape %1842 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1846 = stablehlo.dot_general %1821, %1297, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1847 = stablehlo.transpose %1846, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1848 = stablehlo.dot_general %1821, %arg112, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1849 = stablehlo.dot_general %1844, %1297, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1850 = stablehlo.transpose %1849, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1851 = stablehlo.dot_general %1844, %arg109, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1852 = stablehlo.add %1848, %1851 : tensor<4x1024x768xbf16>
    %1853 = sdy.sharding_constraint %1845 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1854 = stablehlo.dot_general %1853, %1297, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1855 = stablehlo.transpose %1854, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1856 = stablehlo.dot_general %1853, %arg111, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1857 = stablehlo.add %1852, %1856 : tensor<4x1024x768xbf16>
    %1858 = stablehlo.convert %1857 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1859 = stablehlo.reduce(%1858 init: %cst_387) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1860 = stablehlo.reshape %1859 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1861 = stablehlo.reduce(%1860 init: %cst_388) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1862 = stablehlo.convert %1861 : (tensor<768xf32>) -> tensor<768xbf16>
    %1863 = stablehlo.multiply %1288, %1858 : tensor<4x1024x768xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1864 = stablehlo.reduce(%1863 init: %cst_389) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1865 = stablehlo.reshape %1864 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1866 = stablehlo.broadcast_in_dim %1290, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1867 = stablehlo.multiply %1858, %1866 : tensor<4x1024x768xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1868 = stablehlo.reduce(%1865 init: %cst_390) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1869 = stablehlo.convert %1868 : (tensor<768xf32>) -> tensor<768xbf16>
    %1870 = stablehlo.multiply %1271, %1867 : tensor<4x1024x768xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1871 = stablehlo.reduce(%1870 init: %cst_391) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1872 = stablehlo.reshape %1871 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1873 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1874 = stablehlo.multiply %1867, %1873 : tensor<4x1024x768xf32>
    %1875 = stablehlo.multiply %1872, %1286 : tensor<4x1024x1xf32>
    %cst_392 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1876 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1877 = stablehlo.divide %1875, %1876 : tensor<4x1024x1xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1878 = stablehlo.reduce(%1877 init: %cst_393) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1879 = stablehlo.broadcast_in_dim %1878, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1880 = stablehlo.multiply %1879, %1276 : tensor<4x1024x768xf32>
    %1881 = stablehlo.negate %1880 : tensor<4x1024x768xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1882 = stablehlo.reduce(%1881 init: %cst_394) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1883 = stablehlo.reshape %1882 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1884 = stablehlo.negate %1874 : tensor<4x1024x768xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1885 = stablehlo.reduce(%1884 init: %cst_395) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1886 = stablehlo.reshape %1885 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1887 = stablehlo.add %1880, %1874 : tensor<4x1024x768xf32>
    %1888 = stablehlo.add %1883, %1886 : tensor<4x1024x1xf32>
    %cst_396 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1889 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1890 = stablehlo.divide %1888, %1889 : tensor<4x1024x1xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1891 = stablehlo.reduce(%1890 init: %cst_397) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1892 = stablehlo.broadcast_in_dim %1891, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1893 = stablehlo.add %1887, %1892 : tensor<4x1024x768xf32>
    %1894 = stablehlo.convert %1893 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1895 = stablehlo.add %1812, %1894 : tensor<4x1024x768xbf16>
    %1896 = sdy.sharding_constraint %1895 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1897 = stablehlo.dot_general %1896, %1261, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %1898 = stablehlo.transpose %1897, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %1899 = stablehlo.dot_general %1896, %arg97, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %1900 = sdy.sharding_constraint %1899 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %1901 = stablehlo.multiply %1242, %1900 : tensor<4x1024x3072xbf16>
    %1902 = stablehlo.multiply %1900, %1259 : tensor<4x1024x3072xbf16>
    %cst_398 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %1903 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1904 = stablehlo.multiply %1903, %1901 : tensor<4x1024x3072xbf16>
    %1905 = stablehlo.multiply %1904, %1255 : tensor<4x1024x3072xbf16>
    %1906 = stablehlo.multiply %1905, %1253 : tensor<4x1024x3072xbf16>
    %1907 = stablehlo.add %1905, %1906 : tensor<4x1024x3072xbf16>
    %cst_399 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %1908 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1909 = stablehlo.multiply %1908, %1907 : tensor<4x1024x3072xbf16>
    %1910 = stablehlo.add %1902, %1909 : tensor<4x1024x3072xbf16>
    %cst_400 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %1911 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %1912 = stablehlo.multiply %1911, %1909 : tensor<4x1024x3072xbf16>
    %1913 = stablehlo.multiply %1912, %1247 : tensor<4x1024x3072xbf16>
    %1914 = stablehlo.add %1910, %1913 : tensor<4x1024x3072xbf16>
    %1915 = stablehlo.dot_general %1914, %1241, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %1916 = stablehlo.transpose %1915, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %1917 = stablehlo.dot_general %1914, %arg98, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %1918 = stablehlo.convert %1917 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1919 = stablehlo.reduce(%1918 init: %cst_401) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1920 = stablehlo.reshape %1919 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1921 = stablehlo.reduce(%1920 init: %cst_402) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1922 = stablehlo.convert %1921 : (tensor<768xf32>) -> tensor<768xbf16>
    %1923 = stablehlo.multiply %1232, %1918 : tensor<4x1024x768xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1924 = stablehlo.reduce(%1923 init: %cst_403) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1925 = stablehlo.reshape %1924 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %1926 = stablehlo.broadcast_in_dim %1234, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %1927 = stablehlo.multiply %1918, %1926 : tensor<4x1024x768xf32>
    %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1928 = stablehlo.reduce(%1925 init: %cst_404) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %1929 = stablehlo.convert %1928 : (tensor<768xf32>) -> tensor<768xbf16>
    %1930 = stablehlo.multiply %1215, %1927 : tensor<4x1024x768xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1931 = stablehlo.reduce(%1930 init: %cst_405) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1932 = stablehlo.reshape %1931 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1933 = stablehlo.broadcast_in_dim %1227, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %1934 = stablehlo.multiply %1927, %1933 : tensor<4x1024x768xf32>
    %1935 = stablehlo.multiply %1932, %1230 : tensor<4x1024x1xf32>
    %cst_406 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1936 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1937 = stablehlo.divide %1935, %1936 : tensor<4x1024x1xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1938 = stablehlo.reduce(%1937 init: %cst_407) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1939 = stablehlo.broadcast_in_dim %1938, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1940 = stablehlo.multiply %1939, %1220 : tensor<4x1024x768xf32>
    %1941 = stablehlo.negate %1940 : tensor<4x1024x768xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1942 = stablehlo.reduce(%1941 init: %cst_408) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1943 = stablehlo.reshape %1942 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1944 = stablehlo.negate %1934 : tensor<4x1024x768xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1945 = stablehlo.reduce(%1944 init: %cst_409) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1946 = stablehlo.reshape %1945 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %1947 = stablehlo.add %1940, %1934 : tensor<4x1024x768xf32>
    %1948 = stablehlo.add %1943, %1946 : tensor<4x1024x1xf32>
    %cst_410 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %1949 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %1950 = stablehlo.divide %1948, %1949 : tensor<4x1024x1xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1951 = stablehlo.reduce(%1950 init: %cst_411) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %1952 = stablehlo.broadcast_in_dim %1951, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %1953 = stablehlo.add %1947, %1952 : tensor<4x1024x768xf32>
    %1954 = stablehlo.convert %1953 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %1955 = stablehlo.add %1896, %1954 : tensor<4x1024x768xbf16>
    %1956 = sdy.sharding_constraint %1955 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %1957 = stablehlo.dot_general %1956, %1205, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %1958 = stablehlo.transpose %1957, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %1959 = stablehlo.dot_general %1956, %arg100, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %1960 = sdy.sharding_constraint %1959 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1961 = stablehlo.reshape %1960 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1962 = stablehlo.transpose %1961, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %1963 = stablehlo.dot_general %1962, %1175, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %1964 = stablehlo.dot_general %1962, %1201, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %1965 = stablehlo.transpose %1964, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %1966 = stablehlo.convert %1963 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %1967 = stablehlo.broadcast_in_dim %1200, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1968 = stablehlo.multiply %1966, %1967 : tensor<4x12x1x1024x1024xf32>
    %1969 = stablehlo.multiply %1968, %1193 : tensor<4x12x1x1024x1024xf32>
    %cst_412 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1970 = stablehlo.reduce(%1969 init: %cst_412) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %1971 = stablehlo.reshape %1970 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %1972 = stablehlo.negate %1971 : tensor<4x12x1x1024x1xf32>
    %1973 = stablehlo.broadcast_in_dim %1195, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1974 = stablehlo.divide %1966, %1973 : tensor<4x12x1x1024x1024xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1975 = stablehlo.reduce(%1972 init: %cst_413) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %1976 = stablehlo.broadcast_in_dim %1975, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %1977 = stablehlo.broadcast_in_dim %1976, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1978 = stablehlo.add %1974, %1977 : tensor<4x12x1x1024x1024xf32>
    %1979 = stablehlo.multiply %1978, %1193 : tensor<4x12x1x1024x1024xf32>
    %1980 = call @_where_3(%1186#1, %1979) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %1981 = stablehlo.broadcast_in_dim %1181, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1982 = stablehlo.divide %1980, %1981 : tensor<4x12x1x1024x1024xf32>
    %1983 = stablehlo.convert %1982 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %1984 = stablehlo.transpose %1983, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %1985 = stablehlo.dot_general %1984, %1174, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %1986 = stablehlo.transpose %1985, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %1987 = stablehlo.dot_general %1984, %1176, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %1988 = stablehlo.transpose %1987, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1989 = stablehlo.reshape %1986 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %1990 = stablehlo.dot_general %1965, %1171, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1991 = stablehlo.transpose %1990, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1992 = stablehlo.dot_general %1965, %arg102, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1993 = stablehlo.dot_general %1988, %1171, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1994 = stablehlo.transpose %1993, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %1995 = stablehlo.dot_general %1988, %arg99, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %1996 = stablehlo.add %1992, %1995 : tensor<4x1024x768xbf16>
    %1997 = sdy.sharding_constraint %1989 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %1998 = stablehlo.dot_general %1997, %1171, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %1999 = stablehlo.transpose %1998, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2000 = stablehlo.dot_general %1997, %arg101, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2001 = stablehlo.add %1996, %2000 : tensor<4x1024x768xbf16>
    %2002 = stablehlo.convert %2001 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2003 = stablehlo.reduce(%2002 init: %cst_414) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2004 = stablehlo.reshape %2003 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2005 = stablehlo.reduce(%2004 init: %cst_415) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2006 = stablehlo.convert %2005 : (tensor<768xf32>) -> tensor<768xbf16>
    %2007 = stablehlo.multiply %1162, %2002 : tensor<4x1024x768xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2008 = stablehlo.reduce(%2007 init: %cst_416) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2009 = stablehlo.reshape %2008 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2010 = stablehlo.broadcast_in_dim %1164, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2011 = stablehlo.multiply %2002, %2010 : tensor<4x1024x768xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2012 = stablehlo.reduce(%2009 init: %cst_417) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2013 = stablehlo.convert %2012 : (tensor<768xf32>) -> tensor<768xbf16>
    %2014 = stablehlo.multiply %1145, %2011 : tensor<4x1024x768xf32>
    %cst_418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2015 = stablehlo.reduce(%2014 init: %cst_418) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2016 = stablehlo.reshape %2015 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2017 = stablehlo.broadcast_in_dim %1157, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2018 = stablehlo.multiply %2011, %2017 : tensor<4x1024x768xf32>
    %2019 = stablehlo.multiply %2016, %1160 : tensor<4x1024x1xf32>
    %cst_419 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2020 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2021 = stablehlo.divide %2019, %2020 : tensor<4x1024x1xf32>
    %cst_420 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2022 = stablehlo.reduce(%2021 init: %cst_420) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2023 = stablehlo.broadcast_in_dim %2022, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2024 = stablehlo.multiply %2023, %1150 : tensor<4x1024x768xf32>
    %2025 = stablehlo.negate %2024 : tensor<4x1024x768xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2026 = stablehlo.reduce(%2025 init: %cst_421) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2027 = stablehlo.reshape %2026 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2028 = stablehlo.negate %2018 : tensor<4x1024x768xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2029 = stablehlo.reduce(%2028 init: %cst_422) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2030 = stablehlo.reshape %2029 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2031 = stablehlo.add %2024, %2018 : tensor<4x1024x768xf32>
    %2032 = stablehlo.add %2027, %2030 : tensor<4x1024x1xf32>
    %cst_423 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2033 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2034 = stablehlo.divide %2032, %2033 : tensor<4x1024x1xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2035 = stablehlo.reduce(%2034 init: %cst_424) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2036 = stablehlo.broadcast_in_dim %2035, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2037 = stablehlo.add %2031, %2036 : tensor<4x1024x768xf32>
    %2038 = stablehlo.convert %2037 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2039 = stablehlo.add %1956, %2038 : tensor<4x1024x768xbf16>
    %2040 = sdy.sharding_constraint %2039 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2041 = stablehlo.dot_general %2040, %1135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2042 = stablehlo.transpose %2041, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2043 = stablehlo.dot_general %2040, %arg87, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2044 = sdy.sharding_constraint %2043 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2045 = stablehlo.multiply %1116, %2044 : tensor<4x1024x3072xbf16>
    %2046 = stablehlo.multiply %2044, %1133 : tensor<4x1024x3072xbf16>
    %cst_425 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2047 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2048 = stablehlo.multiply %2047, %2045 : tensor<4x1024x3072xbf16>
    %2049 = stablehlo.multiply %2048, %1129 : tensor<4x1024x3072xbf16>
    %2050 = stablehlo.multiply %2049, %1127 : tensor<4x1024x3072xbf16>
    %2051 = stablehlo.add %2049, %2050 : tensor<4x1024x3072xbf16>
    %cst_426 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2052 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2053 = stablehlo.multiply %2052, %2051 : tensor<4x1024x3072xbf16>
    %2054 = stablehlo.add %2046, %2053 : tensor<4x1024x3072xbf16>
    %cst_427 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2055 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2056 = stablehlo.multiply %2055, %2053 : tensor<4x1024x3072xbf16>
    %2057 = stablehlo.multiply %2056, %1121 : tensor<4x1024x3072xbf16>
    %2058 = stablehlo.add %2054, %2057 : tensor<4x1024x3072xbf16>
    %2059 = stablehlo.dot_general %2058, %1115, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2060 = stablehlo.transpose %2059, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2061 = stablehlo.dot_general %2058, %arg88, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2062 = stablehlo.convert %2061 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_428 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2063 = stablehlo.reduce(%2062 init: %cst_428) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2064 = stablehlo.reshape %2063 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2065 = stablehlo.reduce(%2064 init: %cst_429) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2066 = stablehlo.convert %2065 : (tensor<768xf32>) -> tensor<768xbf16>
    %2067 = stablehlo.multiply %1106, %2062 : tensor<4x1024x768xf32>
    %cst_430 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2068 = stablehlo.reduce(%2067 init: %cst_430) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2069 = stablehlo.reshape %2068 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2070 = stablehlo.broadcast_in_dim %1108, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2071 = stablehlo.multiply %2062, %2070 : tensor<4x1024x768xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2072 = stablehlo.reduce(%2069 init: %cst_431) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2073 = stablehlo.convert %2072 : (tensor<768xf32>) -> tensor<768xbf16>
    %2074 = stablehlo.multiply %1089, %2071 : tensor<4x1024x768xf32>
    %cst_432 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2075 = stablehlo.reduce(%2074 init: %cst_432) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2076 = stablehlo.reshape %2075 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2077 = stablehlo.broadcast_in_dim %1101, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2078 = stablehlo.multiply %2071, %2077 : tensor<4x1024x768xf32>
    %2079 = stablehlo.multiply %2076, %1104 : tensor<4x1024x1xf32>
    %cst_433 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2080 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2081 = stablehlo.divide %2079, %2080 : tensor<4x1024x1xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2082 = stablehlo.reduce(%2081 init: %cst_434) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2083 = stablehlo.broadcast_in_dim %2082, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2084 = stablehlo.multiply %2083, %1094 : tensor<4x1024x768xf32>
    %2085 = stablehlo.negate %2084 : tensor<4x1024x768xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2086 = stablehlo.reduce(%2085 init: %cst_435) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2087 = stablehlo.reshape %2086 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2088 = stablehlo.negate %2078 : tensor<4x1024x768xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2089 = stablehlo.reduce(%2088 init: %cst_436) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2090 = stablehlo.reshape %2089 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2091 = stablehlo.add %2084, %2078 : tensor<4x1024x768xf32>
    %2092 = stablehlo.add %2087, %2090 : tensor<4x1024x1xf32>
    %cst_437 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2093 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2094 = stablehlo.divide %2092, %2093 : tensor<4x1024x1xf32>
    %cst_438 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2095 = stablehlo.reduce(%2094 init: %cst_438) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2096 = stablehlo.broadcast_in_dim %2095, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2097 = stablehlo.add %2091, %2096 : tensor<4x1024x768xf32>
    %2098 = stablehlo.convert %2097 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2099 = stablehlo.add %2040, %2098 : tensor<4x1024x768xbf16>
    %2100 = sdy.sharding_constraint %2099 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2101 = stablehlo.dot_general %2100, %1079, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2102 = stablehlo.transpose %2101, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2103 = stablehlo.dot_general %2100, %arg90, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2104 = sdy.sharding_constraint %2103 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2105 = stablehlo.reshape %2104 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2106 = stablehlo.transpose %2105, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2107 = stablehlo.dot_general %2106, %1049, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2108 = stablehlo.dot_general %2106, %1075, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2109 = stablehlo.transpose %2108, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2110 = stablehlo.convert %2107 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2111 = stablehlo.broadcast_in_dim %1074, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2112 = stablehlo.multiply %2110, %2111 : tensor<4x12x1x1024x1024xf32>
    %2113 = stablehlo.multiply %2112, %1067 : tensor<4x12x1x1024x1024xf32>
    %cst_439 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2114 = stablehlo.reduce(%2113 init: %cst_439) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2115 = stablehlo.reshape %2114 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2116 = stablehlo.negate %2115 : tensor<4x12x1x1024x1xf32>
    %2117 = stablehlo.broadcast_in_dim %1069, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2118 = stablehlo.divide %2110, %2117 : tensor<4x12x1x1024x1024xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2119 = stablehlo.reduce(%2116 init: %cst_440) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2120 = stablehlo.broadcast_in_dim %2119, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2121 = stablehlo.broadcast_in_dim %2120, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2122 = stablehlo.add %2118, %2121 : tensor<4x12x1x1024x1024xf32>
    %2123 = stablehlo.multiply %2122, %1067 : tensor<4x12x1x1024x1024xf32>
    %2124 = call @_where_3(%1060#1, %2123) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2125 = stablehlo.broadcast_in_dim %1055, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2126 = stablehlo.divide %2124, %2125 : tensor<4x12x1x1024x1024xf32>
    %2127 = stablehlo.convert %2126 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2128 = stablehlo.transpose %2127, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2129 = stablehlo.dot_general %2128, %1048, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2130 = stablehlo.transpose %2129, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2131 = stablehlo.dot_general %2128, %1050, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2132 = stablehlo.transpose %2131, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2133 = stablehlo.reshape %2130 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2134 = stablehlo.dot_general %2109, %1045, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2135 = stablehlo.transpose %2134, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2136 = stablehlo.dot_general %2109, %arg92, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2137 = stablehlo.dot_general %2132, %1045, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2138 = stablehlo.transpose %2137, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2139 = stablehlo.dot_general %2132, %arg89, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2140 = stablehlo.add %2136, %2139 : tensor<4x1024x768xbf16>
    %2141 = sdy.sharding_constraint %2133 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2142 = stablehlo.dot_general %2141, %1045, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2143 = stablehlo.transpose %2142, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2144 = stablehlo.dot_general %2141, %arg91, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2145 = stablehlo.add %2140, %2144 : tensor<4x1024x768xbf16>
    %2146 = stablehlo.convert %2145 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2147 = stablehlo.reduce(%2146 init: %cst_441) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2148 = stablehlo.reshape %2147 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2149 = stablehlo.reduce(%2148 init: %cst_442) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2150 = stablehlo.convert %2149 : (tensor<768xf32>) -> tensor<768xbf16>
    %2151 = stablehlo.multiply %1036, %2146 : tensor<4x1024x768xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2152 = stablehlo.reduce(%2151 init: %cst_443) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2153 = stablehlo.reshape %2152 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2154 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2155 = stablehlo.multiply %2146, %2154 : tensor<4x1024x768xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2156 = stablehlo.reduce(%2153 init: %cst_444) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2157 = stablehlo.convert %2156 : (tensor<768xf32>) -> tensor<768xbf16>
    %2158 = stablehlo.multiply %1019, %2155 : tensor<4x1024x768xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2159 = stablehlo.reduce(%2158 init: %cst_445) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2160 = stablehlo.reshape %2159 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2161 = stablehlo.broadcast_in_dim %1031, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2162 = stablehlo.multiply %2155, %2161 : tensor<4x1024x768xf32>
    %2163 = stablehlo.multiply %2160, %1034 : tensor<4x1024x1xf32>
    %cst_446 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2164 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2165 = stablehlo.divide %2163, %2164 : tensor<4x1024x1xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2166 = stablehlo.reduce(%2165 init: %cst_447) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2167 = stablehlo.broadcast_in_dim %2166, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2168 = stablehlo.multiply %2167, %1024 : tensor<4x1024x768xf32>
    %2169 = stablehlo.negate %2168 : tensor<4x1024x768xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2170 = stablehlo.reduce(%2169 init: %cst_448) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2171 = stablehlo.reshape %2170 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2172 = stablehlo.negate %2162 : tensor<4x1024x768xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2173 = stablehlo.reduce(%2172 init: %cst_449) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2174 = stablehlo.reshape %2173 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2175 = stablehlo.add %2168, %2162 : tensor<4x1024x768xf32>
    %2176 = stablehlo.add %2171, %2174 : tensor<4x1024x1xf32>
    %cst_450 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2177 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2178 = stablehlo.divide %2176, %2177 : tensor<4x1024x1xf32>
    %cst_451 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2179 = stablehlo.reduce(%2178 init: %cst_451) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2180 = stablehlo.broadcast_in_dim %2179, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2181 = stablehlo.add %2175, %2180 : tensor<4x1024x768xf32>
    %2182 = stablehlo.convert %2181 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2183 = stablehlo.add %2100, %2182 : tensor<4x1024x768xbf16>
    %2184 = sdy.sharding_constraint %2183 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2185 = stablehlo.dot_general %2184, %1009, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2186 = stablehlo.transpose %2185, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2187 = stablehlo.dot_general %2184, %arg77, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2188 = sdy.sharding_constraint %2187 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2189 = stablehlo.multiply %990, %2188 : tensor<4x1024x3072xbf16>
    %2190 = stablehlo.multiply %2188, %1007 : tensor<4x1024x3072xbf16>
    %cst_452 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2191 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2192 = stablehlo.multiply %2191, %2189 : tensor<4x1024x3072xbf16>
    %2193 = stablehlo.multiply %2192, %1003 : tensor<4x1024x3072xbf16>
    %2194 = stablehlo.multiply %2193, %1001 : tensor<4x1024x3072xbf16>
    %2195 = stablehlo.add %2193, %2194 : tensor<4x1024x3072xbf16>
    %cst_453 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2196 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2197 = stablehlo.multiply %2196, %2195 : tensor<4x1024x3072xbf16>
    %2198 = stablehlo.add %2190, %2197 : tensor<4x1024x3072xbf16>
    %cst_454 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2199 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2200 = stablehlo.multiply %2199, %2197 : tensor<4x1024x3072xbf16>
    %2201 = stablehlo.multiply %2200, %995 : tensor<4x1024x3072xbf16>
    %2202 = stablehlo.add %2198, %2201 : tensor<4x1024x3072xbf16>
    %2203 = stablehlo.dot_general %2202, %989, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2204 = stablehlo.transpose %2203, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2205 = stablehlo.dot_general %2202, %arg78, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2206 = stablehlo.convert %2205 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_455 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2207 = stablehlo.reduce(%2206 init: %cst_455) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2208 = stablehlo.reshape %2207 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_456 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2209 = stablehlo.reduce(%2208 init: %cst_456) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2210 = stablehlo.convert %2209 : (tensor<768xf32>) -> tensor<768xbf16>
    %2211 = stablehlo.multiply %980, %2206 : tensor<4x1024x768xf32>
    %cst_457 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2212 = stablehlo.reduce(%2211 init: %cst_457) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2213 = stablehlo.reshape %2212 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2214 = stablehlo.broadcast_in_dim %982, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2215 = stablehlo.multiply %2206, %2214 : tensor<4x1024x768xf32>
    %cst_458 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2216 = stablehlo.reduce(%2213 init: %cst_458) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2217 = stablehlo.convert %2216 : (tensor<768xf32>) -> tensor<768xbf16>
    %2218 = stablehlo.multiply %963, %2215 : tensor<4x1024x768xf32>
    %cst_459 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2219 = stablehlo.reduce(%2218 init: %cst_459) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2220 = stablehlo.reshape %2219 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2221 = stablehlo.broadcast_in_dim %975, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2222 = stablehlo.multiply %2215, %2221 : tensor<4x1024x768xf32>
    %2223 = stablehlo.multiply %2220, %978 : tensor<4x1024x1xf32>
    %cst_460 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2224 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2225 = stablehlo.divide %2223, %2224 : tensor<4x1024x1xf32>
    %cst_461 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2226 = stablehlo.reduce(%2225 init: %cst_461) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2227 = stablehlo.broadcast_in_dim %2226, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2228 = stablehlo.multiply %2227, %968 : tensor<4x1024x768xf32>
    %2229 = stablehlo.negate %2228 : tensor<4x1024x768xf32>
    %cst_462 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2230 = stablehlo.reduce(%2229 init: %cst_462) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2231 = stablehlo.reshape %2230 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2232 = stablehlo.negate %2222 : tensor<4x1024x768xf32>
    %cst_463 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2233 = stablehlo.reduce(%2232 init: %cst_463) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2234 = stablehlo.reshape %2233 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2235 = stablehlo.add %2228, %2222 : tensor<4x1024x768xf32>
    %2236 = stablehlo.add %2231, %2234 : tensor<4x1024x1xf32>
    %cst_464 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2237 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2238 = stablehlo.divide %2236, %2237 : tensor<4x1024x1xf32>
    %cst_465 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2239 = stablehlo.reduce(%2238 init: %cst_465) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2240 = stablehlo.broadcast_in_dim %2239, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2241 = stablehlo.add %2235, %2240 : tensor<4x1024x768xf32>
    %2242 = stablehlo.convert %2241 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2243 = stablehlo.add %2184, %2242 : tensor<4x1024x768xbf16>
    %2244 = sdy.sharding_constraint %2243 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2245 = stablehlo.dot_general %2244, %953, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2246 = stablehlo.transpose %2245, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2247 = stablehlo.dot_general %2244, %arg80, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2248 = sdy.sharding_constraint %2247 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2249 = stablehlo.reshape %2248 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2250 = stablehlo.transpose %2249, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2251 = stablehlo.dot_general %2250, %923, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2252 = stablehlo.dot_general %2250, %949, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2253 = stablehlo.transpose %2252, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2254 = stablehlo.convert %2251 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2255 = stablehlo.broadcast_in_dim %948, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2256 = stablehlo.multiply %2254, %2255 : tensor<4x12x1x1024x1024xf32>
    %2257 = stablehlo.multiply %2256, %941 : tensor<4x12x1x1024x1024xf32>
    %cst_466 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2258 = stablehlo.reduce(%2257 init: %cst_466) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2259 = stablehlo.reshape %2258 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2260 = stablehlo.negate %2259 : tensor<4x12x1x1024x1xf32>
    %2261 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2262 = stablehlo.divide %2254, %2261 : tensor<4x12x1x1024x1024xf32>
    %cst_467 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2263 = stablehlo.reduce(%2260 init: %cst_467) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2264 = stablehlo.broadcast_in_dim %2263, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2265 = stablehlo.broadcast_in_dim %2264, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2266 = stablehlo.add %2262, %2265 : tensor<4x12x1x1024x1024xf32>
    %2267 = stablehlo.multiply %2266, %941 : tensor<4x12x1x1024x1024xf32>
    %2268 = call @_where_3(%934#1, %2267) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2269 = stablehlo.broadcast_in_dim %929, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2270 = stablehlo.divide %2268, %2269 : tensor<4x12x1x1024x1024xf32>
    %2271 = stablehlo.convert %2270 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2272 = stablehlo.transpose %2271, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2273 = stablehlo.dot_general %2272, %922, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2274 = stablehlo.transpose %2273, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2275 = stablehlo.dot_general %2272, %924, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2276 = stablehlo.transpose %2275, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2277 = stablehlo.reshape %2274 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2278 = stablehlo.dot_general %2253, %919, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2279 = stablehlo.transpose %2278, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2280 = stablehlo.dot_general %2253, %arg82, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2281 = stablehlo.dot_general %2276, %919, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2282 = stablehlo.transpose %2281, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2283 = stablehlo.dot_general %2276, %arg79, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2284 = stablehlo.add %2280, %2283 : tensor<4x1024x768xbf16>
    %2285 = sdy.sharding_constraint %2277 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2286 = stablehlo.dot_general %2285, %919, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2287 = stablehlo.transpose %2286, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2288 = stablehlo.dot_general %2285, %arg81, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2289 = stablehlo.add %2284, %2288 : tensor<4x1024x768xbf16>
    %2290 = stablehlo.convert %2289 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_468 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2291 = stablehlo.reduce(%2290 init: %cst_468) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2292 = stablehlo.reshape %2291 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_469 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2293 = stablehlo.reduce(%2292 init: %cst_469) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2294 = stablehlo.convert %2293 : (tensor<768xf32>) -> tensor<768xbf16>
    %2295 = stablehlo.multiply %910, %2290 : tensor<4x1024x768xf32>
    %cst_470 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2296 = stablehlo.reduce(%2295 init: %cst_470) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2297 = stablehlo.reshape %2296 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2298 = stablehlo.broadcast_in_dim %912, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2299 = stablehlo.multiply %2290, %2298 : tensor<4x1024x768xf32>
    %cst_471 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2300 = stablehlo.reduce(%2297 init: %cst_471) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2301 = stablehlo.convert %2300 : (tensor<768xf32>) -> tensor<768xbf16>
    %2302 = stablehlo.multiply %893, %2299 : tensor<4x1024x768xf32>
    %cst_472 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2303 = stablehlo.reduce(%2302 init: %cst_472) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2304 = stablehlo.reshape %2303 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2305 = stablehlo.broadcast_in_dim %905, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2306 = stablehlo.multiply %2299, %2305 : tensor<4x1024x768xf32>
    %2307 = stablehlo.multiply %2304, %908 : tensor<4x1024x1xf32>
    %cst_473 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2308 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2309 = stablehlo.divide %2307, %2308 : tensor<4x1024x1xf32>
    %cst_474 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2310 = stablehlo.reduce(%2309 init: %cst_474) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2311 = stablehlo.broadcast_in_dim %2310, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2312 = stablehlo.multiply %2311, %898 : tensor<4x1024x768xf32>
    %2313 = stablehlo.negate %2312 : tensor<4x1024x768xf32>
    %cst_475 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2314 = stablehlo.reduce(%2313 init: %cst_475) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2315 = stablehlo.reshape %2314 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2316 = stablehlo.negate %2306 : tensor<4x1024x768xf32>
    %cst_476 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2317 = stablehlo.reduce(%2316 init: %cst_476) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2318 = stablehlo.reshape %2317 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2319 = stablehlo.add %2312, %2306 : tensor<4x1024x768xf32>
    %2320 = stablehlo.add %2315, %2318 : tensor<4x1024x1xf32>
    %cst_477 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2321 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2322 = stablehlo.divide %2320, %2321 : tensor<4x1024x1xf32>
    %cst_478 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2323 = stablehlo.reduce(%2322 init: %cst_478) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2324 = stablehlo.broadcast_in_dim %2323, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2325 = stablehlo.add %2319, %2324 : tensor<4x1024x768xf32>
    %2326 = stablehlo.convert %2325 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2327 = stablehlo.add %2244, %2326 : tensor<4x1024x768xbf16>
    %2328 = sdy.sharding_constraint %2327 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2329 = stablehlo.dot_general %2328, %883, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2330 = stablehlo.transpose %2329, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2331 = stablehlo.dot_general %2328, %arg67, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2332 = sdy.sharding_constraint %2331 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2333 = stablehlo.multiply %864, %2332 : tensor<4x1024x3072xbf16>
    %2334 = stablehlo.multiply %2332, %881 : tensor<4x1024x3072xbf16>
    %cst_479 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2335 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2336 = stablehlo.multiply %2335, %2333 : tensor<4x1024x3072xbf16>
    %2337 = stablehlo.multiply %2336, %877 : tensor<4x1024x3072xbf16>
    %2338 = stablehlo.multiply %2337, %875 : tensor<4x1024x3072xbf16>
    %2339 = stablehlo.add %2337, %2338 : tensor<4x1024x3072xbf16>
    %cst_480 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2340 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2341 = stablehlo.multiply %2340, %2339 : tensor<4x1024x3072xbf16>
    %2342 = stablehlo.add %2334, %2341 : tensor<4x1024x3072xbf16>
    %cst_481 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2343 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2344 = stablehlo.multiply %2343, %2341 : tensor<4x1024x3072xbf16>
    %2345 = stablehlo.multiply %2344, %869 : tensor<4x1024x3072xbf16>
    %2346 = stablehlo.add %2342, %2345 : tensor<4x1024x3072xbf16>
    %2347 = stablehlo.dot_general %2346, %863, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2348 = stablehlo.transpose %2347, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2349 = stablehlo.dot_general %2346, %arg68, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2350 = stablehlo.convert %2349 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_482 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2351 = stablehlo.reduce(%2350 init: %cst_482) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2352 = stablehlo.reshape %2351 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_483 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2353 = stablehlo.reduce(%2352 init: %cst_483) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2354 = stablehlo.convert %2353 : (tensor<768xf32>) -> tensor<768xbf16>
    %2355 = stablehlo.multiply %854, %2350 : tensor<4x1024x768xf32>
    %cst_484 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2356 = stablehlo.reduce(%2355 init: %cst_484) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2357 = stablehlo.reshape %2356 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2358 = stablehlo.broadcast_in_dim %856, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2359 = stablehlo.multiply %2350, %2358 : tensor<4x1024x768xf32>
    %cst_485 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2360 = stablehlo.reduce(%2357 init: %cst_485) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2361 = stablehlo.convert %2360 : (tensor<768xf32>) -> tensor<768xbf16>
    %2362 = stablehlo.multiply %837, %2359 : tensor<4x1024x768xf32>
    %cst_486 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2363 = stablehlo.reduce(%2362 init: %cst_486) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2364 = stablehlo.reshape %2363 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2365 = stablehlo.broadcast_in_dim %849, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2366 = stablehlo.multiply %2359, %2365 : tensor<4x1024x768xf32>
    %2367 = stablehlo.multiply %2364, %852 : tensor<4x1024x1xf32>
    %cst_487 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2368 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2369 = stablehlo.divide %2367, %2368 : tensor<4x1024x1xf32>
    %cst_488 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2370 = stablehlo.reduce(%2369 init: %cst_488) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2371 = stablehlo.broadcast_in_dim %2370, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2372 = stablehlo.multiply %2371, %842 : tensor<4x1024x768xf32>
    %2373 = stablehlo.negate %2372 : tensor<4x1024x768xf32>
    %cst_489 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2374 = stablehlo.reduce(%2373 init: %cst_489) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2375 = stablehlo.reshape %2374 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2376 = stablehlo.negate %2366 : tensor<4x1024x768xf32>
    %cst_490 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2377 = stablehlo.reduce(%2376 init: %cst_490) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2378 = stablehlo.reshape %2377 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2379 = stablehlo.add %2372, %2366 : tensor<4x1024x768xf32>
    %2380 = stablehlo.add %2375, %2378 : tensor<4x1024x1xf32>
    %cst_491 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2381 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2382 = stablehlo.divide %2380, %2381 : tensor<4x1024x1xf32>
    %cst_492 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2383 = stablehlo.reduce(%2382 init: %cst_492) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2384 = stablehlo.broadcast_in_dim %2383, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2385 = stablehlo.add %2379, %2384 : tensor<4x1024x768xf32>
    %2386 = stablehlo.convert %2385 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2387 = stablehlo.add %2328, %2386 : tensor<4x1024x768xbf16>
    %2388 = sdy.sharding_constraint %2387 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2389 = stablehlo.dot_general %2388, %827, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2390 = stablehlo.transpose %2389, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2391 = stablehlo.dot_general %2388, %arg70, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2392 = sdy.sharding_constraint %2391 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2393 = stablehlo.reshape %2392 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2394 = stablehlo.transpose %2393, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2395 = stablehlo.dot_general %2394, %797, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2396 = stablehlo.dot_general %2394, %823, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2397 = stablehlo.transpose %2396, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2398 = stablehlo.convert %2395 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2399 = stablehlo.broadcast_in_dim %822, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2400 = stablehlo.multiply %2398, %2399 : tensor<4x12x1x1024x1024xf32>
    %2401 = stablehlo.multiply %2400, %815 : tensor<4x12x1x1024x1024xf32>
    %cst_493 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2402 = stablehlo.reduce(%2401 init: %cst_493) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2403 = stablehlo.reshape %2402 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2404 = stablehlo.negate %2403 : tensor<4x12x1x1024x1xf32>
    %2405 = stablehlo.broadcast_in_dim %817, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2406 = stablehlo.divide %2398, %2405 : tensor<4x12x1x1024x1024xf32>
    %cst_494 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2407 = stablehlo.reduce(%2404 init: %cst_494) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2408 = stablehlo.broadcast_in_dim %2407, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2409 = stablehlo.broadcast_in_dim %2408, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2410 = stablehlo.add %2406, %2409 : tensor<4x12x1x1024x1024xf32>
    %2411 = stablehlo.multiply %2410, %815 : tensor<4x12x1x1024x1024xf32>
    %2412 = call @_where_3(%808#1, %2411) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2413 = stablehlo.broadcast_in_dim %803, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2414 = stablehlo.divide %2412, %2413 : tensor<4x12x1x1024x1024xf32>
    %2415 = stablehlo.convert %2414 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2416 = stablehlo.transpose %2415, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2417 = stablehlo.dot_general %2416, %796, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2418 = stablehlo.transpose %2417, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2419 = stablehlo.dot_general %2416, %798, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2420 = stablehlo.transpose %2419, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2421 = stablehlo.reshape %2418 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2422 = stablehlo.dot_general %2397, %793, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2423 = stablehlo.transpose %2422, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2424 = stablehlo.dot_general %2397, %arg72, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2425 = stablehlo.dot_general %2420, %793, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2426 = stablehlo.transpose %2425, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2427 = stablehlo.dot_general %2420, %arg69, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2428 = stablehlo.add %2424, %2427 : tensor<4x1024x768xbf16>
    %2429 = sdy.sharding_constraint %2421 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2430 = stablehlo.dot_general %2429, %793, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2431 = stablehlo.transpose %2430, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2432 = stablehlo.dot_general %2429, %arg71, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2433 = stablehlo.add %2428, %2432 : tensor<4x1024x768xbf16>
    %2434 = stablehlo.convert %2433 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_495 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2435 = stablehlo.reduce(%2434 init: %cst_495) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2436 = stablehlo.reshape %2435 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_496 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2437 = stablehlo.reduce(%2436 init: %cst_496) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2438 = stablehlo.convert %2437 : (tensor<768xf32>) -> tensor<768xbf16>
    %2439 = stablehlo.multiply %784, %2434 : tensor<4x1024x768xf32>
    %cst_497 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2440 = stablehlo.reduce(%2439 init: %cst_497) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2441 = stablehlo.reshape %2440 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2442 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2443 = stablehlo.multiply %2434, %2442 : tensor<4x1024x768xf32>
    %cst_498 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2444 = stablehlo.reduce(%2441 init: %cst_498) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2445 = stablehlo.convert %2444 : (tensor<768xf32>) -> tensor<768xbf16>
    %2446 = stablehlo.multiply %767, %2443 : tensor<4x1024x768xf32>
    %cst_499 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2447 = stablehlo.reduce(%2446 init: %cst_499) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2448 = stablehlo.reshape %2447 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2449 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2450 = stablehlo.multiply %2443, %2449 : tensor<4x1024x768xf32>
    %2451 = stablehlo.multiply %2448, %782 : tensor<4x1024x1xf32>
    %cst_500 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2452 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2453 = stablehlo.divide %2451, %2452 : tensor<4x1024x1xf32>
    %cst_501 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2454 = stablehlo.reduce(%2453 init: %cst_501) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2455 = stablehlo.broadcast_in_dim %2454, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2456 = stablehlo.multiply %2455, %772 : tensor<4x1024x768xf32>
    %2457 = stablehlo.negate %2456 : tensor<4x1024x768xf32>
    %cst_502 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2458 = stablehlo.reduce(%2457 init: %cst_502) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2459 = stablehlo.reshape %2458 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2460 = stablehlo.negate %2450 : tensor<4x1024x768xf32>
    %cst_503 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2461 = stablehlo.reduce(%2460 init: %cst_503) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2462 = stablehlo.reshape %2461 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2463 = stablehlo.add %2456, %2450 : tensor<4x1024x768xf32>
    %2464 = stablehlo.add %2459, %2462 : tensor<4x1024x1xf32>
    %cst_504 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2465 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2466 = stablehlo.divide %2464, %2465 : tensor<4x1024x1xf32>
    %cst_505 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2467 = stablehlo.reduce(%2466 init: %cst_505) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2468 = stablehlo.broadcast_in_dim %2467, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2469 = stablehlo.add %2463, %2468 : tensor<4x1024x768xf32>
    %2470 = stablehlo.convert %2469 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2471 = stablehlo.add %2388, %2470 : tensor<4x1024x768xbf16>
    %2472 = sdy.sharding_constraint %2471 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2473 = stablehlo.dot_general %2472, %757, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2474 = stablehlo.transpose %2473, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2475 = stablehlo.dot_general %2472, %arg57, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2476 = sdy.sharding_constraint %2475 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2477 = stablehlo.multiply %738, %2476 : tensor<4x1024x3072xbf16>
    %2478 = stablehlo.multiply %2476, %755 : tensor<4x1024x3072xbf16>
    %cst_506 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2479 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2480 = stablehlo.multiply %2479, %2477 : tensor<4x1024x3072xbf16>
    %2481 = stablehlo.multiply %2480, %751 : tensor<4x1024x3072xbf16>
    %2482 = stablehlo.multiply %2481, %749 : tensor<4x1024x3072xbf16>
    %2483 = stablehlo.add %2481, %2482 : tensor<4x1024x3072xbf16>
    %cst_507 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2484 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2485 = stablehlo.multiply %2484, %2483 : tensor<4x1024x3072xbf16>
    %2486 = stablehlo.add %2478, %2485 : tensor<4x1024x3072xbf16>
    %cst_508 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2487 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2488 = stablehlo.multiply %2487, %2485 : tensor<4x1024x3072xbf16>
    %2489 = stablehlo.multiply %2488, %743 : tensor<4x1024x3072xbf16>
    %2490 = stablehlo.add %2486, %2489 : tensor<4x1024x3072xbf16>
    %2491 = stablehlo.dot_general %2490, %737, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2492 = stablehlo.transpose %2491, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2493 = stablehlo.dot_general %2490, %arg58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2494 = stablehlo.convert %2493 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_509 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2495 = stablehlo.reduce(%2494 init: %cst_509) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2496 = stablehlo.reshape %2495 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_510 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2497 = stablehlo.reduce(%2496 init: %cst_510) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2498 = stablehlo.convert %2497 : (tensor<768xf32>) -> tensor<768xbf16>
    %2499 = stablehlo.multiply %728, %2494 : tensor<4x1024x768xf32>
    %cst_511 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2500 = stablehlo.reduce(%2499 init: %cst_511) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2501 = stablehlo.reshape %2500 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2502 = stablehlo.broadcast_in_dim %730, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2503 = stablehlo.multiply %2494, %2502 : tensor<4x1024x768xf32>
    %cst_512 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2504 = stablehlo.reduce(%2501 init: %cst_512) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2505 = stablehlo.convert %2504 : (tensor<768xf32>) -> tensor<768xbf16>
    %2506 = stablehlo.multiply %711, %2503 : tensor<4x1024x768xf32>
    %cst_513 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2507 = stablehlo.reduce(%2506 init: %cst_513) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2508 = stablehlo.reshape %2507 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2509 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2510 = stablehlo.multiply %2503, %2509 : tensor<4x1024x768xf32>
    %2511 = stablehlo.multiply %2508, %726 : tensor<4x1024x1xf32>
    %cst_514 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2512 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2513 = stablehlo.divide %2511, %2512 : tensor<4x1024x1xf32>
    %cst_515 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2514 = stablehlo.reduce(%2513 init: %cst_515) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2515 = stablehlo.broadcast_in_dim %2514, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2516 = stablehlo.multiply %2515, %716 : tensor<4x1024x768xf32>
    %2517 = stablehlo.negate %2516 : tensor<4x1024x768xf32>
    %cst_516 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2518 = stablehlo.reduce(%2517 init: %cst_516) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2519 = stablehlo.reshape %2518 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2520 = stablehlo.negate %2510 : tensor<4x1024x768xf32>
    %cst_517 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2521 = stablehlo.reduce(%2520 init: %cst_517) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2522 = stablehlo.reshape %2521 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2523 = stablehlo.add %2516, %2510 : tensor<4x1024x768xf32>
    %2524 = stablehlo.add %2519, %2522 : tensor<4x1024x1xf32>
    %cst_518 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2525 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2526 = stablehlo.divide %2524, %2525 : tensor<4x1024x1xf32>
    %cst_519 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2527 = stablehlo.reduce(%2526 init: %cst_519) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2528 = stablehlo.broadcast_in_dim %2527, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2529 = stablehlo.add %2523, %2528 : tensor<4x1024x768xf32>
    %2530 = stablehlo.convert %2529 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2531 = stablehlo.add %2472, %2530 : tensor<4x1024x768xbf16>
    %2532 = sdy.sharding_constraint %2531 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2533 = stablehlo.dot_general %2532, %701, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2534 = stablehlo.transpose %2533, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2535 = stablehlo.dot_general %2532, %arg60, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2536 = sdy.sharding_constraint %2535 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2537 = stablehlo.reshape %2536 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2538 = stablehlo.transpose %2537, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2539 = stablehlo.dot_general %2538, %671, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2540 = stablehlo.dot_general %2538, %697, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2541 = stablehlo.transpose %2540, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2542 = stablehlo.convert %2539 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2543 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2544 = stablehlo.multiply %2542, %2543 : tensor<4x12x1x1024x1024xf32>
    %2545 = stablehlo.multiply %2544, %689 : tensor<4x12x1x1024x1024xf32>
    %cst_520 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2546 = stablehlo.reduce(%2545 init: %cst_520) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2547 = stablehlo.reshape %2546 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2548 = stablehlo.negate %2547 : tensor<4x12x1x1024x1xf32>
    %2549 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2550 = stablehlo.divide %2542, %2549 : tensor<4x12x1x1024x1024xf32>
    %cst_521 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2551 = stablehlo.reduce(%2548 init: %cst_521) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2552 = stablehlo.broadcast_in_dim %2551, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2553 = stablehlo.broadcast_in_dim %2552, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2554 = stablehlo.add %2550, %2553 : tensor<4x12x1x1024x1024xf32>
    %2555 = stablehlo.multiply %2554, %689 : tensor<4x12x1x1024x1024xf32>
    %2556 = call @_where_3(%682#1, %2555) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2557 = stablehlo.broadcast_in_dim %677, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2558 = stablehlo.divide %2556, %2557 : tensor<4x12x1x1024x1024xf32>
    %2559 = stablehlo.convert %2558 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2560 = stablehlo.transpose %2559, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2561 = stablehlo.dot_general %2560, %670, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2562 = stablehlo.transpose %2561, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2563 = stablehlo.dot_general %2560, %672, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2564 = stablehlo.transpose %2563, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2565 = stablehlo.reshape %2562 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2566 = stablehlo.dot_general %2541, %667, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2567 = stablehlo.transpose %2566, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2568 = stablehlo.dot_general %2541, %arg62, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2569 = stablehlo.dot_general %2564, %667, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2570 = stablehlo.transpose %2569, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2571 = stablehlo.dot_general %2564, %arg59, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2572 = stablehlo.add %2568, %2571 : tensor<4x1024x768xbf16>
    %2573 = sdy.sharding_constraint %2565 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2574 = stablehlo.dot_general %2573, %667, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2575 = stablehlo.transpose %2574, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2576 = stablehlo.dot_general %2573, %arg61, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2577 = stablehlo.add %2572, %2576 : tensor<4x1024x768xbf16>
    %2578 = stablehlo.convert %2577 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_522 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2579 = stablehlo.reduce(%2578 init: %cst_522) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2580 = stablehlo.reshape %2579 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_523 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2581 = stablehlo.reduce(%2580 init: %cst_523) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2582 = stablehlo.convert %2581 : (tensor<768xf32>) -> tensor<768xbf16>
    %2583 = stablehlo.multiply %658, %2578 : tensor<4x1024x768xf32>
    %cst_524 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2584 = stablehlo.reduce(%2583 init: %cst_524) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2585 = stablehlo.reshape %2584 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2586 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2587 = stablehlo.multiply %2578, %2586 : tensor<4x1024x768xf32>
    %cst_525 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2588 = stablehlo.reduce(%2585 init: %cst_525) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2589 = stablehlo.convert %2588 : (tensor<768xf32>) -> tensor<768xbf16>
    %2590 = stablehlo.multiply %641, %2587 : tensor<4x1024x768xf32>
    %cst_526 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2591 = stablehlo.reduce(%2590 init: %cst_526) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2592 = stablehlo.reshape %2591 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2593 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2594 = stablehlo.multiply %2587, %2593 : tensor<4x1024x768xf32>
    %2595 = stablehlo.multiply %2592, %656 : tensor<4x1024x1xf32>
    %cst_527 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2596 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2597 = stablehlo.divide %2595, %2596 : tensor<4x1024x1xf32>
    %cst_528 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2598 = stablehlo.reduce(%2597 init: %cst_528) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2599 = stablehlo.broadcast_in_dim %2598, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2600 = stablehlo.multiply %2599, %646 : tensor<4x1024x768xf32>
    %2601 = stablehlo.negate %2600 : tensor<4x1024x768xf32>
    %cst_529 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2602 = stablehlo.reduce(%2601 init: %cst_529) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2603 = stablehlo.reshape %2602 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2604 = stablehlo.negate %2594 : tensor<4x1024x768xf32>
    %cst_530 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2605 = stablehlo.reduce(%2604 init: %cst_530) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2606 = stablehlo.reshape %2605 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2607 = stablehlo.add %2600, %2594 : tensor<4x1024x768xf32>
    %2608 = stablehlo.add %2603, %2606 : tensor<4x1024x1xf32>
    %cst_531 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2609 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2610 = stablehlo.divide %2608, %2609 : tensor<4x1024x1xf32>
    %cst_532 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2611 = stablehlo.reduce(%2610 init: %cst_532) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2612 = stablehlo.broadcast_in_dim %2611, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2613 = stablehlo.add %2607, %2612 : tensor<4x1024x768xf32>
    %2614 = stablehlo.convert %2613 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2615 = stablehlo.add %2532, %2614 : tensor<4x1024x768xbf16>
    %2616 = sdy.sharding_constraint %2615 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2617 = stablehlo.dot_general %2616, %631, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2618 = stablehlo.transpose %2617, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2619 = stablehlo.dot_general %2616, %arg47, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2620 = sdy.sharding_constraint %2619 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2621 = stablehlo.multiply %612, %2620 : tensor<4x1024x3072xbf16>
    %2622 = stablehlo.multiply %2620, %629 : tensor<4x1024x3072xbf16>
    %cst_533 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2623 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2624 = stablehlo.multiply %2623, %2621 : tensor<4x1024x3072xbf16>
    %2625 = stablehlo.multiply %2624, %625 : tensor<4x1024x3072xbf16>
    %2626 = stablehlo.multiply %2625, %623 : tensor<4x1024x3072xbf16>
    %2627 = stablehlo.add %2625, %2626 : tensor<4x1024x3072xbf16>
    %cst_534 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2628 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2629 = stablehlo.multiply %2628, %2627 : tensor<4x1024x3072xbf16>
    %2630 = stablehlo.add %2622, %2629 : tensor<4x1024x3072xbf16>
    %cst_535 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2631 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2632 = stablehlo.multiply %2631, %2629 : tensor<4x1024x3072xbf16>
    %2633 = stablehlo.multiply %2632, %617 : tensor<4x1024x3072xbf16>
    %2634 = stablehlo.add %2630, %2633 : tensor<4x1024x3072xbf16>
    %2635 = stablehlo.dot_general %2634, %611, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2636 = stablehlo.transpose %2635, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2637 = stablehlo.dot_general %2634, %arg48, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2638 = stablehlo.convert %2637 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_536 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2639 = stablehlo.reduce(%2638 init: %cst_536) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2640 = stablehlo.reshape %2639 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_537 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2641 = stablehlo.reduce(%2640 init: %cst_537) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2642 = stablehlo.convert %2641 : (tensor<768xf32>) -> tensor<768xbf16>
    %2643 = stablehlo.multiply %602, %2638 : tensor<4x1024x768xf32>
    %cst_538 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2644 = stablehlo.reduce(%2643 init: %cst_538) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2645 = stablehlo.reshape %2644 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2646 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2647 = stablehlo.multiply %2638, %2646 : tensor<4x1024x768xf32>
    %cst_539 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2648 = stablehlo.reduce(%2645 init: %cst_539) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2649 = stablehlo.convert %2648 : (tensor<768xf32>) -> tensor<768xbf16>
    %2650 = stablehlo.multiply %585, %2647 : tensor<4x1024x768xf32>
    %cst_540 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2651 = stablehlo.reduce(%2650 init: %cst_540) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2652 = stablehlo.reshape %2651 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2653 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2654 = stablehlo.multiply %2647, %2653 : tensor<4x1024x768xf32>
    %2655 = stablehlo.multiply %2652, %600 : tensor<4x1024x1xf32>
    %cst_541 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2656 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2657 = stablehlo.divide %2655, %2656 : tensor<4x1024x1xf32>
    %cst_542 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2658 = stablehlo.reduce(%2657 init: %cst_542) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2659 = stablehlo.broadcast_in_dim %2658, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2660 = stablehlo.multiply %2659, %590 : tensor<4x1024x768xf32>
    %2661 = stablehlo.negate %2660 : tensor<4x1024x768xf32>
    %cst_543 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2662 = stablehlo.reduce(%2661 init: %cst_543) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2663 = stablehlo.reshape %2662 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2664 = stablehlo.negate %2654 : tensor<4x1024x768xf32>
    %cst_544 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2665 = stablehlo.reduce(%2664 init: %cst_544) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2666 = stablehlo.reshape %2665 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2667 = stablehlo.add %2660, %2654 : tensor<4x1024x768xf32>
    %2668 = stablehlo.add %2663, %2666 : tensor<4x1024x1xf32>
    %cst_545 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2669 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2670 = stablehlo.divide %2668, %2669 : tensor<4x1024x1xf32>
    %cst_546 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2671 = stablehlo.reduce(%2670 init: %cst_546) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2672 = stablehlo.broadcast_in_dim %2671, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2673 = stablehlo.add %2667, %2672 : tensor<4x1024x768xf32>
    %2674 = stablehlo.convert %2673 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2675 = stablehlo.add %2616, %2674 : tensor<4x1024x768xbf16>
    %2676 = sdy.sharding_constraint %2675 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2677 = stablehlo.dot_general %2676, %575, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2678 = stablehlo.transpose %2677, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2679 = stablehlo.dot_general %2676, %arg50, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2680 = sdy.sharding_constraint %2679 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2681 = stablehlo.reshape %2680 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2682 = stablehlo.transpose %2681, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2683 = stablehlo.dot_general %2682, %545, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2684 = stablehlo.dot_general %2682, %571, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2685 = stablehlo.transpose %2684, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2686 = stablehlo.convert %2683 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2687 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2688 = stablehlo.multiply %2686, %2687 : tensor<4x12x1x1024x1024xf32>
    %2689 = stablehlo.multiply %2688, %563 : tensor<4x12x1x1024x1024xf32>
    %cst_547 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2690 = stablehlo.reduce(%2689 init: %cst_547) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2691 = stablehlo.reshape %2690 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2692 = stablehlo.negate %2691 : tensor<4x12x1x1024x1xf32>
    %2693 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2694 = stablehlo.divide %2686, %2693 : tensor<4x12x1x1024x1024xf32>
    %cst_548 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2695 = stablehlo.reduce(%2692 init: %cst_548) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2696 = stablehlo.broadcast_in_dim %2695, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2697 = stablehlo.broadcast_in_dim %2696, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2698 = stablehlo.add %2694, %2697 : tensor<4x12x1x1024x1024xf32>
    %2699 = stablehlo.multiply %2698, %563 : tensor<4x12x1x1024x1024xf32>
    %2700 = call @_where_3(%556#1, %2699) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2701 = stablehlo.broadcast_in_dim %551, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2702 = stablehlo.divide %2700, %2701 : tensor<4x12x1x1024x1024xf32>
    %2703 = stablehlo.convert %2702 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2704 = stablehlo.transpose %2703, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2705 = stablehlo.dot_general %2704, %544, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2706 = stablehlo.transpose %2705, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2707 = stablehlo.dot_general %2704, %546, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2708 = stablehlo.transpose %2707, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2709 = stablehlo.reshape %2706 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2710 = stablehlo.dot_general %2685, %541, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2711 = stablehlo.transpose %2710, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2712 = stablehlo.dot_general %2685, %arg52, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2713 = stablehlo.dot_general %2708, %541, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2714 = stablehlo.transpose %2713, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2715 = stablehlo.dot_general %2708, %arg49, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2716 = stablehlo.add %2712, %2715 : tensor<4x1024x768xbf16>
    %2717 = sdy.sharding_constraint %2709 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2718 = stablehlo.dot_general %2717, %541, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2719 = stablehlo.transpose %2718, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2720 = stablehlo.dot_general %2717, %arg51, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2721 = stablehlo.add %2716, %2720 : tensor<4x1024x768xbf16>
    %2722 = stablehlo.convert %2721 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_549 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2723 = stablehlo.reduce(%2722 init: %cst_549) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2724 = stablehlo.reshape %2723 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_550 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2725 = stablehlo.reduce(%2724 init: %cst_550) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2726 = stablehlo.convert %2725 : (tensor<768xf32>) -> tensor<768xbf16>
    %2727 = stablehlo.multiply %532, %2722 : tensor<4x1024x768xf32>
    %cst_551 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2728 = stablehlo.reduce(%2727 init: %cst_551) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2729 = stablehlo.reshape %2728 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2730 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2731 = stablehlo.multiply %2722, %2730 : tensor<4x1024x768xf32>
    %cst_552 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2732 = stablehlo.reduce(%2729 init: %cst_552) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2733 = stablehlo.convert %2732 : (tensor<768xf32>) -> tensor<768xbf16>
    %2734 = stablehlo.multiply %515, %2731 : tensor<4x1024x768xf32>
    %cst_553 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2735 = stablehlo.reduce(%2734 init: %cst_553) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2736 = stablehlo.reshape %2735 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2737 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2738 = stablehlo.multiply %2731, %2737 : tensor<4x1024x768xf32>
    %2739 = stablehlo.multiply %2736, %530 : tensor<4x1024x1xf32>
    %cst_554 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2740 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2741 = stablehlo.divide %2739, %2740 : tensor<4x1024x1xf32>
    %cst_555 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2742 = stablehlo.reduce(%2741 init: %cst_555) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2743 = stablehlo.broadcast_in_dim %2742, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2744 = stablehlo.multiply %2743, %520 : tensor<4x1024x768xf32>
    %2745 = stablehlo.negate %2744 : tensor<4x1024x768xf32>
    %cst_556 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2746 = stablehlo.reduce(%2745 init: %cst_556) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2747 = stablehlo.reshape %2746 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2748 = stablehlo.negate %2738 : tensor<4x1024x768xf32>
    %cst_557 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2749 = stablehlo.reduce(%2748 init: %cst_557) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2750 = stablehlo.reshape %2749 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2751 = stablehlo.add %2744, %2738 : tensor<4x1024x768xf32>
    %2752 = stablehlo.add %2747, %2750 : tensor<4x1024x1xf32>
    %cst_558 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2753 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2754 = stablehlo.divide %2752, %2753 : tensor<4x1024x1xf32>
    %cst_559 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2755 = stablehlo.reduce(%2754 init: %cst_559) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2756 = stablehlo.broadcast_in_dim %2755, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2757 = stablehlo.add %2751, %2756 : tensor<4x1024x768xf32>
    %2758 = stablehlo.convert %2757 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2759 = stablehlo.add %2676, %2758 : tensor<4x1024x768xbf16>
    %2760 = sdy.sharding_constraint %2759 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2761 = stablehlo.dot_general %2760, %505, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2762 = stablehlo.transpose %2761, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2763 = stablehlo.dot_general %2760, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2764 = sdy.sharding_constraint %2763 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2765 = stablehlo.multiply %486, %2764 : tensor<4x1024x3072xbf16>
    %2766 = stablehlo.multiply %2764, %503 : tensor<4x1024x3072xbf16>
    %cst_560 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2767 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2768 = stablehlo.multiply %2767, %2765 : tensor<4x1024x3072xbf16>
    %2769 = stablehlo.multiply %2768, %499 : tensor<4x1024x3072xbf16>
    %2770 = stablehlo.multiply %2769, %497 : tensor<4x1024x3072xbf16>
    %2771 = stablehlo.add %2769, %2770 : tensor<4x1024x3072xbf16>
    %cst_561 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2772 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2773 = stablehlo.multiply %2772, %2771 : tensor<4x1024x3072xbf16>
    %2774 = stablehlo.add %2766, %2773 : tensor<4x1024x3072xbf16>
    %cst_562 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2775 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2776 = stablehlo.multiply %2775, %2773 : tensor<4x1024x3072xbf16>
    %2777 = stablehlo.multiply %2776, %491 : tensor<4x1024x3072xbf16>
    %2778 = stablehlo.add %2774, %2777 : tensor<4x1024x3072xbf16>
    %2779 = stablehlo.dot_general %2778, %485, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2780 = stablehlo.transpose %2779, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2781 = stablehlo.dot_general %2778, %arg38, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2782 = stablehlo.convert %2781 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_563 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2783 = stablehlo.reduce(%2782 init: %cst_563) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2784 = stablehlo.reshape %2783 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_564 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2785 = stablehlo.reduce(%2784 init: %cst_564) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2786 = stablehlo.convert %2785 : (tensor<768xf32>) -> tensor<768xbf16>
    %2787 = stablehlo.multiply %476, %2782 : tensor<4x1024x768xf32>
    %cst_565 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2788 = stablehlo.reduce(%2787 init: %cst_565) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2789 = stablehlo.reshape %2788 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2790 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2791 = stablehlo.multiply %2782, %2790 : tensor<4x1024x768xf32>
    %cst_566 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2792 = stablehlo.reduce(%2789 init: %cst_566) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2793 = stablehlo.convert %2792 : (tensor<768xf32>) -> tensor<768xbf16>
    %2794 = stablehlo.multiply %459, %2791 : tensor<4x1024x768xf32>
    %cst_567 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2795 = stablehlo.reduce(%2794 init: %cst_567) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2796 = stablehlo.reshape %2795 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2797 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2798 = stablehlo.multiply %2791, %2797 : tensor<4x1024x768xf32>
    %2799 = stablehlo.multiply %2796, %474 : tensor<4x1024x1xf32>
    %cst_568 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2800 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2801 = stablehlo.divide %2799, %2800 : tensor<4x1024x1xf32>
    %cst_569 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2802 = stablehlo.reduce(%2801 init: %cst_569) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2803 = stablehlo.broadcast_in_dim %2802, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2804 = stablehlo.multiply %2803, %464 : tensor<4x1024x768xf32>
    %2805 = stablehlo.negate %2804 : tensor<4x1024x768xf32>
    %cst_570 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2806 = stablehlo.reduce(%2805 init: %cst_570) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2807 = stablehlo.reshape %2806 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2808 = stablehlo.negate %2798 : tensor<4x1024x768xf32>
    %cst_571 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2809 = stablehlo.reduce(%2808 init: %cst_571) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2810 = stablehlo.reshape %2809 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2811 = stablehlo.add %2804, %2798 : tensor<4x1024x768xf32>
    %2812 = stablehlo.add %2807, %2810 : tensor<4x1024x1xf32>
    %cst_572 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2813 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2814 = stablehlo.divide %2812, %2813 : tensor<4x1024x1xf32>
    %cst_573 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2815 = stablehlo.reduce(%2814 init: %cst_573) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2816 = stablehlo.broadcast_in_dim %2815, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2817 = stablehlo.add %2811, %2816 : tensor<4x1024x768xf32>
    %2818 = stablehlo.convert %2817 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2819 = stablehlo.add %2760, %2818 : tensor<4x1024x768xbf16>
    %2820 = sdy.sharding_constraint %2819 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2821 = stablehlo.dot_general %2820, %449, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2822 = stablehlo.transpose %2821, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2823 = stablehlo.dot_general %2820, %arg40, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2824 = sdy.sharding_constraint %2823 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2825 = stablehlo.reshape %2824 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2826 = stablehlo.transpose %2825, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2827 = stablehlo.dot_general %2826, %419, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2828 = stablehlo.dot_general %2826, %445, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2829 = stablehlo.transpose %2828, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2830 = stablehlo.convert %2827 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2831 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2832 = stablehlo.multiply %2830, %2831 : tensor<4x12x1x1024x1024xf32>
    %2833 = stablehlo.multiply %2832, %437 : tensor<4x12x1x1024x1024xf32>
    %cst_574 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2834 = stablehlo.reduce(%2833 init: %cst_574) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2835 = stablehlo.reshape %2834 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2836 = stablehlo.negate %2835 : tensor<4x12x1x1024x1xf32>
    %2837 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2838 = stablehlo.divide %2830, %2837 : tensor<4x12x1x1024x1024xf32>
    %cst_575 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2839 = stablehlo.reduce(%2836 init: %cst_575) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2840 = stablehlo.broadcast_in_dim %2839, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2841 = stablehlo.broadcast_in_dim %2840, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2842 = stablehlo.add %2838, %2841 : tensor<4x12x1x1024x1024xf32>
    %2843 = stablehlo.multiply %2842, %437 : tensor<4x12x1x1024x1024xf32>
    %2844 = call @_where_3(%430#1, %2843) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2845 = stablehlo.broadcast_in_dim %425, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2846 = stablehlo.divide %2844, %2845 : tensor<4x12x1x1024x1024xf32>
    %2847 = stablehlo.convert %2846 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2848 = stablehlo.transpose %2847, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2849 = stablehlo.dot_general %2848, %418, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2850 = stablehlo.transpose %2849, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2851 = stablehlo.dot_general %2848, %420, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2852 = stablehlo.transpose %2851, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2853 = stablehlo.reshape %2850 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2854 = stablehlo.dot_general %2829, %415, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2855 = stablehlo.transpose %2854, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2856 = stablehlo.dot_general %2829, %arg42, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2857 = stablehlo.dot_general %2852, %415, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2858 = stablehlo.transpose %2857, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2859 = stablehlo.dot_general %2852, %arg39, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2860 = stablehlo.add %2856, %2859 : tensor<4x1024x768xbf16>
    %2861 = sdy.sharding_constraint %2853 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2862 = stablehlo.dot_general %2861, %415, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2863 = stablehlo.transpose %2862, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %2864 = stablehlo.dot_general %2861, %arg41, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %2865 = stablehlo.add %2860, %2864 : tensor<4x1024x768xbf16>
    %2866 = stablehlo.convert %2865 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_576 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2867 = stablehlo.reduce(%2866 init: %cst_576) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2868 = stablehlo.reshape %2867 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_577 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2869 = stablehlo.reduce(%2868 init: %cst_577) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2870 = stablehlo.convert %2869 : (tensor<768xf32>) -> tensor<768xbf16>
    %2871 = stablehlo.multiply %406, %2866 : tensor<4x1024x768xf32>
    %cst_578 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2872 = stablehlo.reduce(%2871 init: %cst_578) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2873 = stablehlo.reshape %2872 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2874 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2875 = stablehlo.multiply %2866, %2874 : tensor<4x1024x768xf32>
    %cst_579 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2876 = stablehlo.reduce(%2873 init: %cst_579) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2877 = stablehlo.convert %2876 : (tensor<768xf32>) -> tensor<768xbf16>
    %2878 = stablehlo.multiply %389, %2875 : tensor<4x1024x768xf32>
    %cst_580 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2879 = stablehlo.reduce(%2878 init: %cst_580) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2880 = stablehlo.reshape %2879 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2881 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2882 = stablehlo.multiply %2875, %2881 : tensor<4x1024x768xf32>
    %2883 = stablehlo.multiply %2880, %404 : tensor<4x1024x1xf32>
    %cst_581 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2884 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2885 = stablehlo.divide %2883, %2884 : tensor<4x1024x1xf32>
    %cst_582 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2886 = stablehlo.reduce(%2885 init: %cst_582) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2887 = stablehlo.broadcast_in_dim %2886, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2888 = stablehlo.multiply %2887, %394 : tensor<4x1024x768xf32>
    %2889 = stablehlo.negate %2888 : tensor<4x1024x768xf32>
    %cst_583 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2890 = stablehlo.reduce(%2889 init: %cst_583) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2891 = stablehlo.reshape %2890 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2892 = stablehlo.negate %2882 : tensor<4x1024x768xf32>
    %cst_584 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2893 = stablehlo.reduce(%2892 init: %cst_584) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2894 = stablehlo.reshape %2893 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2895 = stablehlo.add %2888, %2882 : tensor<4x1024x768xf32>
    %2896 = stablehlo.add %2891, %2894 : tensor<4x1024x1xf32>
    %cst_585 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2897 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2898 = stablehlo.divide %2896, %2897 : tensor<4x1024x1xf32>
    %cst_586 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2899 = stablehlo.reduce(%2898 init: %cst_586) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2900 = stablehlo.broadcast_in_dim %2899, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2901 = stablehlo.add %2895, %2900 : tensor<4x1024x768xf32>
    %2902 = stablehlo.convert %2901 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2903 = stablehlo.add %2820, %2902 : tensor<4x1024x768xbf16>
    %2904 = sdy.sharding_constraint %2903 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2905 = stablehlo.dot_general %2904, %379, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %2906 = stablehlo.transpose %2905, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %2907 = stablehlo.dot_general %2904, %arg27, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %2908 = sdy.sharding_constraint %2907 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %2909 = stablehlo.multiply %360, %2908 : tensor<4x1024x3072xbf16>
    %2910 = stablehlo.multiply %2908, %377 : tensor<4x1024x3072xbf16>
    %cst_587 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %2911 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2912 = stablehlo.multiply %2911, %2909 : tensor<4x1024x3072xbf16>
    %2913 = stablehlo.multiply %2912, %373 : tensor<4x1024x3072xbf16>
    %2914 = stablehlo.multiply %2913, %371 : tensor<4x1024x3072xbf16>
    %2915 = stablehlo.add %2913, %2914 : tensor<4x1024x3072xbf16>
    %cst_588 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %2916 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2917 = stablehlo.multiply %2916, %2915 : tensor<4x1024x3072xbf16>
    %2918 = stablehlo.add %2910, %2917 : tensor<4x1024x3072xbf16>
    %cst_589 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %2919 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %2920 = stablehlo.multiply %2919, %2917 : tensor<4x1024x3072xbf16>
    %2921 = stablehlo.multiply %2920, %365 : tensor<4x1024x3072xbf16>
    %2922 = stablehlo.add %2918, %2921 : tensor<4x1024x3072xbf16>
    %2923 = stablehlo.dot_general %2922, %359, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %2924 = stablehlo.transpose %2923, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %2925 = stablehlo.dot_general %2922, %arg28, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %2926 = stablehlo.convert %2925 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_590 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2927 = stablehlo.reduce(%2926 init: %cst_590) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2928 = stablehlo.reshape %2927 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_591 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2929 = stablehlo.reduce(%2928 init: %cst_591) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2930 = stablehlo.convert %2929 : (tensor<768xf32>) -> tensor<768xbf16>
    %2931 = stablehlo.multiply %350, %2926 : tensor<4x1024x768xf32>
    %cst_592 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2932 = stablehlo.reduce(%2931 init: %cst_592) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2933 = stablehlo.reshape %2932 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %2934 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %2935 = stablehlo.multiply %2926, %2934 : tensor<4x1024x768xf32>
    %cst_593 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2936 = stablehlo.reduce(%2933 init: %cst_593) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %2937 = stablehlo.convert %2936 : (tensor<768xf32>) -> tensor<768xbf16>
    %2938 = stablehlo.multiply %333, %2935 : tensor<4x1024x768xf32>
    %cst_594 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2939 = stablehlo.reduce(%2938 init: %cst_594) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2940 = stablehlo.reshape %2939 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2941 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %2942 = stablehlo.multiply %2935, %2941 : tensor<4x1024x768xf32>
    %2943 = stablehlo.multiply %2940, %348 : tensor<4x1024x1xf32>
    %cst_595 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2944 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2945 = stablehlo.divide %2943, %2944 : tensor<4x1024x1xf32>
    %cst_596 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2946 = stablehlo.reduce(%2945 init: %cst_596) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2947 = stablehlo.broadcast_in_dim %2946, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2948 = stablehlo.multiply %2947, %338 : tensor<4x1024x768xf32>
    %2949 = stablehlo.negate %2948 : tensor<4x1024x768xf32>
    %cst_597 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2950 = stablehlo.reduce(%2949 init: %cst_597) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2951 = stablehlo.reshape %2950 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2952 = stablehlo.negate %2942 : tensor<4x1024x768xf32>
    %cst_598 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2953 = stablehlo.reduce(%2952 init: %cst_598) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2954 = stablehlo.reshape %2953 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %2955 = stablehlo.add %2948, %2942 : tensor<4x1024x768xf32>
    %2956 = stablehlo.add %2951, %2954 : tensor<4x1024x1xf32>
    %cst_599 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2957 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %2958 = stablehlo.divide %2956, %2957 : tensor<4x1024x1xf32>
    %cst_600 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2959 = stablehlo.reduce(%2958 init: %cst_600) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2960 = stablehlo.broadcast_in_dim %2959, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %2961 = stablehlo.add %2955, %2960 : tensor<4x1024x768xf32>
    %2962 = stablehlo.convert %2961 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %2963 = stablehlo.add %2904, %2962 : tensor<4x1024x768xbf16>
    %2964 = sdy.sharding_constraint %2963 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %2965 = stablehlo.dot_general %2964, %323, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %2966 = stablehlo.transpose %2965, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %2967 = stablehlo.dot_general %2964, %arg30, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %2968 = sdy.sharding_constraint %2967 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %2969 = stablehlo.reshape %2968 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2970 = stablehlo.transpose %2969, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %2971 = stablehlo.dot_general %2970, %293, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %2972 = stablehlo.dot_general %2970, %319, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %2973 = stablehlo.transpose %2972, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %2974 = stablehlo.convert %2971 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %2975 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2976 = stablehlo.multiply %2974, %2975 : tensor<4x12x1x1024x1024xf32>
    %2977 = stablehlo.multiply %2976, %311 : tensor<4x12x1x1024x1024xf32>
    %cst_601 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2978 = stablehlo.reduce(%2977 init: %cst_601) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %2979 = stablehlo.reshape %2978 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %2980 = stablehlo.negate %2979 : tensor<4x12x1x1024x1xf32>
    %2981 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2982 = stablehlo.divide %2974, %2981 : tensor<4x12x1x1024x1024xf32>
    %cst_602 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2983 = stablehlo.reduce(%2980 init: %cst_602) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %2984 = stablehlo.broadcast_in_dim %2983, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %2985 = stablehlo.broadcast_in_dim %2984, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2986 = stablehlo.add %2982, %2985 : tensor<4x12x1x1024x1024xf32>
    %2987 = stablehlo.multiply %2986, %311 : tensor<4x12x1x1024x1024xf32>
    %2988 = call @_where_3(%304#1, %2987) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %2989 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %2990 = stablehlo.divide %2988, %2989 : tensor<4x12x1x1024x1024xf32>
    %2991 = stablehlo.convert %2990 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %2992 = stablehlo.transpose %2991, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %2993 = stablehlo.dot_general %2992, %292, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %2994 = stablehlo.transpose %2993, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %2995 = stablehlo.dot_general %2992, %294, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %2996 = stablehlo.transpose %2995, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2997 = stablehlo.reshape %2994 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %2998 = stablehlo.dot_general %2973, %289, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %2999 = stablehlo.transpose %2998, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3000 = stablehlo.dot_general %2973, %arg32, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3001 = stablehlo.dot_general %2996, %289, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3002 = stablehlo.transpose %3001, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3003 = stablehlo.dot_general %2996, %arg29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3004 = stablehlo.add %3000, %3003 : tensor<4x1024x768xbf16>
    %3005 = sdy.sharding_constraint %2997 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %3006 = stablehlo.dot_general %3005, %289, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3007 = stablehlo.transpose %3006, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3008 = stablehlo.dot_general %3005, %arg31, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3009 = stablehlo.add %3004, %3008 : tensor<4x1024x768xbf16>
    %3010 = stablehlo.convert %3009 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_603 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3011 = stablehlo.reduce(%3010 init: %cst_603) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3012 = stablehlo.reshape %3011 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_604 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3013 = stablehlo.reduce(%3012 init: %cst_604) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3014 = stablehlo.convert %3013 : (tensor<768xf32>) -> tensor<768xbf16>
    %3015 = stablehlo.multiply %280, %3010 : tensor<4x1024x768xf32>
    %cst_605 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3016 = stablehlo.reduce(%3015 init: %cst_605) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3017 = stablehlo.reshape %3016 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %3018 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %3019 = stablehlo.multiply %3010, %3018 : tensor<4x1024x768xf32>
    %cst_606 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3020 = stablehlo.reduce(%3017 init: %cst_606) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3021 = stablehlo.convert %3020 : (tensor<768xf32>) -> tensor<768xbf16>
    %3022 = stablehlo.multiply %263, %3019 : tensor<4x1024x768xf32>
    %cst_607 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3023 = stablehlo.reduce(%3022 init: %cst_607) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3024 = stablehlo.reshape %3023 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3025 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %3026 = stablehlo.multiply %3019, %3025 : tensor<4x1024x768xf32>
    %3027 = stablehlo.multiply %3024, %278 : tensor<4x1024x1xf32>
    %cst_608 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3028 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3029 = stablehlo.divide %3027, %3028 : tensor<4x1024x1xf32>
    %cst_609 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3030 = stablehlo.reduce(%3029 init: %cst_609) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3031 = stablehlo.broadcast_in_dim %3030, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3032 = stablehlo.multiply %3031, %268 : tensor<4x1024x768xf32>
    %3033 = stablehlo.negate %3032 : tensor<4x1024x768xf32>
    %cst_610 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3034 = stablehlo.reduce(%3033 init: %cst_610) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3035 = stablehlo.reshape %3034 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3036 = stablehlo.negate %3026 : tensor<4x1024x768xf32>
    %cst_611 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3037 = stablehlo.reduce(%3036 init: %cst_611) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3038 = stablehlo.reshape %3037 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3039 = stablehlo.add %3032, %3026 : tensor<4x1024x768xf32>
    %3040 = stablehlo.add %3035, %3038 : tensor<4x1024x1xf32>
    %cst_612 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3041 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3042 = stablehlo.divide %3040, %3041 : tensor<4x1024x1xf32>
    %cst_613 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3043 = stablehlo.reduce(%3042 init: %cst_613) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3044 = stablehlo.broadcast_in_dim %3043, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3045 = stablehlo.add %3039, %3044 : tensor<4x1024x768xf32>
    %3046 = stablehlo.convert %3045 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %3047 = stablehlo.add %2964, %3046 : tensor<4x1024x768xbf16>
    %3048 = sdy.sharding_constraint %3047 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %3049 = stablehlo.dot_general %3048, %253, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %3050 = stablehlo.transpose %3049, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %3051 = stablehlo.dot_general %3048, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %3052 = sdy.sharding_constraint %3051 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %3053 = stablehlo.multiply %234, %3052 : tensor<4x1024x3072xbf16>
    %3054 = stablehlo.multiply %3052, %251 : tensor<4x1024x3072xbf16>
    %cst_614 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %3055 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %3056 = stablehlo.multiply %3055, %3053 : tensor<4x1024x3072xbf16>
    %3057 = stablehlo.multiply %3056, %247 : tensor<4x1024x3072xbf16>
    %3058 = stablehlo.multiply %3057, %245 : tensor<4x1024x3072xbf16>
    %3059 = stablehlo.add %3057, %3058 : tensor<4x1024x3072xbf16>
    %cst_615 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %3060 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %3061 = stablehlo.multiply %3060, %3059 : tensor<4x1024x3072xbf16>
    %3062 = stablehlo.add %3054, %3061 : tensor<4x1024x3072xbf16>
    %cst_616 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %3063 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %3064 = stablehlo.multiply %3063, %3061 : tensor<4x1024x3072xbf16>
    %3065 = stablehlo.multiply %3064, %239 : tensor<4x1024x3072xbf16>
    %3066 = stablehlo.add %3062, %3065 : tensor<4x1024x3072xbf16>
    %3067 = stablehlo.dot_general %3066, %233, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %3068 = stablehlo.transpose %3067, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %3069 = stablehlo.dot_general %3066, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %3070 = stablehlo.convert %3069 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_617 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3071 = stablehlo.reduce(%3070 init: %cst_617) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3072 = stablehlo.reshape %3071 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_618 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3073 = stablehlo.reduce(%3072 init: %cst_618) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3074 = stablehlo.convert %3073 : (tensor<768xf32>) -> tensor<768xbf16>
    %3075 = stablehlo.multiply %224, %3070 : tensor<4x1024x768xf32>
    %cst_619 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3076 = stablehlo.reduce(%3075 init: %cst_619) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3077 = stablehlo.reshape %3076 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %3078 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %3079 = stablehlo.multiply %3070, %3078 : tensor<4x1024x768xf32>
    %cst_620 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3080 = stablehlo.reduce(%3077 init: %cst_620) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3081 = stablehlo.convert %3080 : (tensor<768xf32>) -> tensor<768xbf16>
    %3082 = stablehlo.multiply %207, %3079 : tensor<4x1024x768xf32>
    %cst_621 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3083 = stablehlo.reduce(%3082 init: %cst_621) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3084 = stablehlo.reshape %3083 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3085 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %3086 = stablehlo.multiply %3079, %3085 : tensor<4x1024x768xf32>
    %3087 = stablehlo.multiply %3084, %222 : tensor<4x1024x1xf32>
    %cst_622 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3088 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3089 = stablehlo.divide %3087, %3088 : tensor<4x1024x1xf32>
    %cst_623 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3090 = stablehlo.reduce(%3089 init: %cst_623) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3091 = stablehlo.broadcast_in_dim %3090, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3092 = stablehlo.multiply %3091, %212 : tensor<4x1024x768xf32>
    %3093 = stablehlo.negate %3092 : tensor<4x1024x768xf32>
    %cst_624 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3094 = stablehlo.reduce(%3093 init: %cst_624) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3095 = stablehlo.reshape %3094 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3096 = stablehlo.negate %3086 : tensor<4x1024x768xf32>
    %cst_625 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3097 = stablehlo.reduce(%3096 init: %cst_625) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3098 = stablehlo.reshape %3097 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3099 = stablehlo.add %3092, %3086 : tensor<4x1024x768xf32>
    %3100 = stablehlo.add %3095, %3098 : tensor<4x1024x1xf32>
    %cst_626 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3101 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3102 = stablehlo.divide %3100, %3101 : tensor<4x1024x1xf32>
    %cst_627 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3103 = stablehlo.reduce(%3102 init: %cst_627) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3104 = stablehlo.broadcast_in_dim %3103, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3105 = stablehlo.add %3099, %3104 : tensor<4x1024x768xf32>
    %3106 = stablehlo.convert %3105 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %3107 = stablehlo.add %3048, %3106 : tensor<4x1024x768xbf16>
    %3108 = sdy.sharding_constraint %3107 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %3109 = stablehlo.dot_general %3108, %197, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %3110 = stablehlo.transpose %3109, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %3111 = stablehlo.dot_general %3108, %arg20, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %3112 = sdy.sharding_constraint %3111 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %3113 = stablehlo.reshape %3112 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %3114 = stablehlo.transpose %3113, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %3115 = stablehlo.dot_general %3114, %167, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %3116 = stablehlo.dot_general %3114, %193, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %3117 = stablehlo.transpose %3116, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %3118 = stablehlo.convert %3115 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %3119 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3120 = stablehlo.multiply %3118, %3119 : tensor<4x12x1x1024x1024xf32>
    %3121 = stablehlo.multiply %3120, %185 : tensor<4x12x1x1024x1024xf32>
    %cst_628 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3122 = stablehlo.reduce(%3121 init: %cst_628) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %3123 = stablehlo.reshape %3122 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %3124 = stablehlo.negate %3123 : tensor<4x12x1x1024x1xf32>
    %3125 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3126 = stablehlo.divide %3118, %3125 : tensor<4x12x1x1024x1024xf32>
    %cst_629 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3127 = stablehlo.reduce(%3124 init: %cst_629) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %3128 = stablehlo.broadcast_in_dim %3127, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %3129 = stablehlo.broadcast_in_dim %3128, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3130 = stablehlo.add %3126, %3129 : tensor<4x12x1x1024x1024xf32>
    %3131 = stablehlo.multiply %3130, %185 : tensor<4x12x1x1024x1024xf32>
    %3132 = call @_where_3(%178#1, %3131) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3133 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %3134 = stablehlo.divide %3132, %3133 : tensor<4x12x1x1024x1024xf32>
    %3135 = stablehlo.convert %3134 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %3136 = stablehlo.transpose %3135, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %3137 = stablehlo.dot_general %3136, %166, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %3138 = stablehlo.transpose %3137, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %3139 = stablehlo.dot_general %3136, %168, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %3140 = stablehlo.transpose %3139, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %3141 = stablehlo.reshape %3138 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %3142 = stablehlo.dot_general %3117, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3143 = stablehlo.transpose %3142, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3144 = stablehlo.dot_general %3117, %arg22, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3145 = stablehlo.dot_general %3140, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3146 = stablehlo.transpose %3145, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3147 = stablehlo.dot_general %3140, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3148 = stablehlo.add %3144, %3147 : tensor<4x1024x768xbf16>
    %3149 = sdy.sharding_constraint %3141 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %3150 = stablehlo.dot_general %3149, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3151 = stablehlo.transpose %3150, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3152 = stablehlo.dot_general %3149, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3153 = stablehlo.add %3148, %3152 : tensor<4x1024x768xbf16>
    %3154 = stablehlo.convert %3153 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_630 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3155 = stablehlo.reduce(%3154 init: %cst_630) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3156 = stablehlo.reshape %3155 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_631 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3157 = stablehlo.reduce(%3156 init: %cst_631) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3158 = stablehlo.convert %3157 : (tensor<768xf32>) -> tensor<768xbf16>
    %3159 = stablehlo.multiply %154, %3154 : tensor<4x1024x768xf32>
    %cst_632 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3160 = stablehlo.reduce(%3159 init: %cst_632) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3161 = stablehlo.reshape %3160 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %3162 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %3163 = stablehlo.multiply %3154, %3162 : tensor<4x1024x768xf32>
    %cst_633 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3164 = stablehlo.reduce(%3161 init: %cst_633) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3165 = stablehlo.convert %3164 : (tensor<768xf32>) -> tensor<768xbf16>
    %3166 = stablehlo.multiply %137, %3163 : tensor<4x1024x768xf32>
    %cst_634 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3167 = stablehlo.reduce(%3166 init: %cst_634) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3168 = stablehlo.reshape %3167 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3169 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %3170 = stablehlo.multiply %3163, %3169 : tensor<4x1024x768xf32>
    %3171 = stablehlo.multiply %3168, %152 : tensor<4x1024x1xf32>
    %cst_635 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3172 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3173 = stablehlo.divide %3171, %3172 : tensor<4x1024x1xf32>
    %cst_636 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3174 = stablehlo.reduce(%3173 init: %cst_636) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3175 = stablehlo.broadcast_in_dim %3174, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3176 = stablehlo.multiply %3175, %142 : tensor<4x1024x768xf32>
    %3177 = stablehlo.negate %3176 : tensor<4x1024x768xf32>
    %cst_637 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3178 = stablehlo.reduce(%3177 init: %cst_637) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3179 = stablehlo.reshape %3178 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3180 = stablehlo.negate %3170 : tensor<4x1024x768xf32>
    %cst_638 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3181 = stablehlo.reduce(%3180 init: %cst_638) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3182 = stablehlo.reshape %3181 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3183 = stablehlo.add %3176, %3170 : tensor<4x1024x768xf32>
    %3184 = stablehlo.add %3179, %3182 : tensor<4x1024x1xf32>
    %cst_639 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3185 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3186 = stablehlo.divide %3184, %3185 : tensor<4x1024x1xf32>
    %cst_640 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3187 = stablehlo.reduce(%3186 init: %cst_640) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3188 = stablehlo.broadcast_in_dim %3187, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3189 = stablehlo.add %3183, %3188 : tensor<4x1024x768xf32>
    %3190 = stablehlo.convert %3189 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %3191 = stablehlo.add %3108, %3190 : tensor<4x1024x768xbf16>
    %3192 = sdy.sharding_constraint %3191 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %3193 = stablehlo.dot_general %3192, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x3072xbf16>) -> tensor<768x3072xbf16>
    %3194 = stablehlo.transpose %3193, dims = [1, 0] : (tensor<768x3072xbf16>) -> tensor<3072x768xbf16>
    %3195 = stablehlo.dot_general %3192, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<3072x768xbf16>) -> tensor<4x1024x3072xbf16>
    %3196 = sdy.sharding_constraint %3195 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x1024x3072xbf16>
    %3197 = stablehlo.multiply %108, %3196 : tensor<4x1024x3072xbf16>
    %3198 = stablehlo.multiply %3196, %125 : tensor<4x1024x3072xbf16>
    %cst_641 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %3199 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %3200 = stablehlo.multiply %3199, %3197 : tensor<4x1024x3072xbf16>
    %3201 = stablehlo.multiply %3200, %121 : tensor<4x1024x3072xbf16>
    %3202 = stablehlo.multiply %3201, %119 : tensor<4x1024x3072xbf16>
    %3203 = stablehlo.add %3201, %3202 : tensor<4x1024x3072xbf16>
    %cst_642 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %3204 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %3205 = stablehlo.multiply %3204, %3203 : tensor<4x1024x3072xbf16>
    %3206 = stablehlo.add %3198, %3205 : tensor<4x1024x3072xbf16>
    %cst_643 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %3207 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<bf16>) -> tensor<4x1024x3072xbf16>
    %3208 = stablehlo.multiply %3207, %3205 : tensor<4x1024x3072xbf16>
    %3209 = stablehlo.multiply %3208, %113 : tensor<4x1024x3072xbf16>
    %3210 = stablehlo.add %3206, %3209 : tensor<4x1024x3072xbf16>
    %3211 = stablehlo.dot_general %3210, %107, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<4x1024x768xbf16>) -> tensor<3072x768xbf16>
    %3212 = stablehlo.transpose %3211, dims = [1, 0] : (tensor<3072x768xbf16>) -> tensor<768x3072xbf16>
    %3213 = stablehlo.dot_general %3210, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x3072xbf16>, tensor<768x3072xbf16>) -> tensor<4x1024x768xbf16>
    %3214 = stablehlo.convert %3213 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_644 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3215 = stablehlo.reduce(%3214 init: %cst_644) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3216 = stablehlo.reshape %3215 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_645 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3217 = stablehlo.reduce(%3216 init: %cst_645) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3218 = stablehlo.convert %3217 : (tensor<768xf32>) -> tensor<768xbf16>
    %3219 = stablehlo.multiply %98, %3214 : tensor<4x1024x768xf32>
    %cst_646 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3220 = stablehlo.reduce(%3219 init: %cst_646) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3221 = stablehlo.reshape %3220 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %3222 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %3223 = stablehlo.multiply %3214, %3222 : tensor<4x1024x768xf32>
    %cst_647 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3224 = stablehlo.reduce(%3221 init: %cst_647) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3225 = stablehlo.convert %3224 : (tensor<768xf32>) -> tensor<768xbf16>
    %3226 = stablehlo.multiply %81, %3223 : tensor<4x1024x768xf32>
    %cst_648 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3227 = stablehlo.reduce(%3226 init: %cst_648) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3228 = stablehlo.reshape %3227 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3229 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %3230 = stablehlo.multiply %3223, %3229 : tensor<4x1024x768xf32>
    %3231 = stablehlo.multiply %3228, %96 : tensor<4x1024x1xf32>
    %cst_649 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3232 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3233 = stablehlo.divide %3231, %3232 : tensor<4x1024x1xf32>
    %cst_650 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3234 = stablehlo.reduce(%3233 init: %cst_650) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3235 = stablehlo.broadcast_in_dim %3234, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3236 = stablehlo.multiply %3235, %86 : tensor<4x1024x768xf32>
    %3237 = stablehlo.negate %3236 : tensor<4x1024x768xf32>
    %cst_651 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3238 = stablehlo.reduce(%3237 init: %cst_651) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3239 = stablehlo.reshape %3238 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3240 = stablehlo.negate %3230 : tensor<4x1024x768xf32>
    %cst_652 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3241 = stablehlo.reduce(%3240 init: %cst_652) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3242 = stablehlo.reshape %3241 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3243 = stablehlo.add %3236, %3230 : tensor<4x1024x768xf32>
    %3244 = stablehlo.add %3239, %3242 : tensor<4x1024x1xf32>
    %cst_653 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3245 = stablehlo.broadcast_in_dim %cst_653, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3246 = stablehlo.divide %3244, %3245 : tensor<4x1024x1xf32>
    %cst_654 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3247 = stablehlo.reduce(%3246 init: %cst_654) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3248 = stablehlo.broadcast_in_dim %3247, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3249 = stablehlo.add %3243, %3248 : tensor<4x1024x768xf32>
    %3250 = stablehlo.convert %3249 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %3251 = stablehlo.add %3192, %3250 : tensor<4x1024x768xbf16>
    %3252 = sdy.sharding_constraint %3251 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %3253 = stablehlo.dot_general %3252, %71, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<768x12x64xbf16>
    %3254 = stablehlo.transpose %3253, dims = [1, 2, 0] : (tensor<768x12x64xbf16>) -> tensor<12x64x768xbf16>
    %3255 = stablehlo.dot_general %3252, %arg10, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x768xbf16>, tensor<12x64x768xbf16>) -> tensor<4x1024x12x64xbf16>
    %3256 = sdy.sharding_constraint %3255 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %3257 = stablehlo.reshape %3256 : (tensor<4x1024x12x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %3258 = stablehlo.transpose %3257, dims = [0, 2, 4, 3, 1] : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x64x1x1024xbf16>
    %3259 = stablehlo.dot_general %3258, %41, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1x1024x1024xbf16>
    %3260 = stablehlo.dot_general %3258, %67, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x64x1x1024xbf16>, tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x64x1024xbf16>
    %3261 = stablehlo.transpose %3260, dims = [0, 3, 1, 2] : (tensor<4x12x64x1024xbf16>) -> tensor<4x1024x12x64xbf16>
    %3262 = stablehlo.convert %3259 : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1x1024x1024xf32>
    %3263 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3264 = stablehlo.multiply %3262, %3263 : tensor<4x12x1x1024x1024xf32>
    %3265 = stablehlo.multiply %3264, %59 : tensor<4x12x1x1024x1024xf32>
    %cst_655 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3266 = stablehlo.reduce(%3265 init: %cst_655) applies stablehlo.add across dimensions = [4] : (tensor<4x12x1x1024x1024xf32>, tensor<f32>) -> tensor<4x12x1x1024xf32>
    %3267 = stablehlo.reshape %3266 : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1xf32>
    %3268 = stablehlo.negate %3267 : tensor<4x12x1x1024x1xf32>
    %3269 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3, 4] : (tensor<4x12x1x1024x1xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3270 = stablehlo.divide %3262, %3269 : tensor<4x12x1x1024x1024xf32>
    %cst_656 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3271 = stablehlo.reduce(%3268 init: %cst_656) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x12x1x1024x1xf32>, tensor<f32>) -> tensor<4x12x1024xf32>
    %3272 = stablehlo.broadcast_in_dim %3271, dims = [0, 1, 3] : (tensor<4x12x1024xf32>) -> tensor<4x12x1x1024xf32>
    %3273 = stablehlo.broadcast_in_dim %3272, dims = [0, 1, 2, 3] : (tensor<4x12x1x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3274 = stablehlo.add %3270, %3273 : tensor<4x12x1x1024x1024xf32>
    %3275 = stablehlo.multiply %3274, %59 : tensor<4x12x1x1024x1024xf32>
    %3276 = call @_where_3(%52#1, %3275) : (tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32>
    %3277 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %3278 = stablehlo.divide %3276, %3277 : tensor<4x12x1x1024x1024xf32>
    %3279 = stablehlo.convert %3278 : (tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xbf16>
    %3280 = stablehlo.transpose %3279, dims = [0, 1, 4, 3, 2] : (tensor<4x12x1x1024x1024xbf16>) -> tensor<4x12x1024x1024x1xbf16>
    %3281 = stablehlo.dot_general %3280, %40, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x64xbf16>) -> tensor<4x12x1024x1x64xbf16>
    %3282 = stablehlo.transpose %3281, dims = [0, 2, 1, 3, 4] : (tensor<4x12x1024x1x64xbf16>) -> tensor<4x1024x12x1x64xbf16>
    %3283 = stablehlo.dot_general %3280, %42, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x12x1024x1024x1xbf16>, tensor<4x1024x12x1x64xbf16>) -> tensor<4x12x1024x64xbf16>
    %3284 = stablehlo.transpose %3283, dims = [0, 2, 1, 3] : (tensor<4x12x1024x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %3285 = stablehlo.reshape %3282 : (tensor<4x1024x12x1x64xbf16>) -> tensor<4x1024x12x64xbf16>
    %3286 = stablehlo.dot_general %3261, %37, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3287 = stablehlo.transpose %3286, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3288 = stablehlo.dot_general %3261, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3289 = stablehlo.dot_general %3284, %37, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3290 = stablehlo.transpose %3289, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3291 = stablehlo.dot_general %3284, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3292 = stablehlo.add %3288, %3291 : tensor<4x1024x768xbf16>
    %3293 = sdy.sharding_constraint %3285 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x1024x12x64xbf16>
    %3294 = stablehlo.dot_general %3293, %37, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<4x1024x768xbf16>) -> tensor<12x64x768xbf16>
    %3295 = stablehlo.transpose %3294, dims = [2, 0, 1] : (tensor<12x64x768xbf16>) -> tensor<768x12x64xbf16>
    %3296 = stablehlo.dot_general %3293, %arg11, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x1024x12x64xbf16>, tensor<768x12x64xbf16>) -> tensor<4x1024x768xbf16>
    %3297 = stablehlo.add %3292, %3296 : tensor<4x1024x768xbf16>
    %3298 = stablehlo.convert %3297 : (tensor<4x1024x768xbf16>) -> tensor<4x1024x768xf32>
    %cst_657 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3299 = stablehlo.reduce(%3298 init: %cst_657) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3300 = stablehlo.reshape %3299 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %cst_658 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3301 = stablehlo.reduce(%3300 init: %cst_658) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3302 = stablehlo.convert %3301 : (tensor<768xf32>) -> tensor<768xbf16>
    %3303 = stablehlo.multiply %28, %3298 : tensor<4x1024x768xf32>
    %cst_659 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3304 = stablehlo.reduce(%3303 init: %cst_659) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3305 = stablehlo.reshape %3304 : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %3306 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<4x1024x768xf32>
    %3307 = stablehlo.multiply %3298, %3306 : tensor<4x1024x768xf32>
    %cst_660 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3308 = stablehlo.reduce(%3305 init: %cst_660) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x768xf32>, tensor<f32>) -> tensor<768xf32>
    %3309 = stablehlo.convert %3308 : (tensor<768xf32>) -> tensor<768xbf16>
    %3310 = stablehlo.multiply %11, %3307 : tensor<4x1024x768xf32>
    %cst_661 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3311 = stablehlo.reduce(%3310 init: %cst_661) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3312 = stablehlo.reshape %3311 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3313 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x768xf32>
    %3314 = stablehlo.multiply %3307, %3313 : tensor<4x1024x768xf32>
    %3315 = stablehlo.multiply %3312, %26 : tensor<4x1024x1xf32>
    %cst_662 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3316 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3317 = stablehlo.divide %3315, %3316 : tensor<4x1024x1xf32>
    %cst_663 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3318 = stablehlo.reduce(%3317 init: %cst_663) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3319 = stablehlo.broadcast_in_dim %3318, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3320 = stablehlo.multiply %3319, %16 : tensor<4x1024x768xf32>
    %3321 = stablehlo.negate %3320 : tensor<4x1024x768xf32>
    %cst_664 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3322 = stablehlo.reduce(%3321 init: %cst_664) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3323 = stablehlo.reshape %3322 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3324 = stablehlo.negate %3314 : tensor<4x1024x768xf32>
    %cst_665 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3325 = stablehlo.reduce(%3324 init: %cst_665) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x768xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3326 = stablehlo.reshape %3325 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3327 = stablehlo.add %3320, %3314 : tensor<4x1024x768xf32>
    %3328 = stablehlo.add %3323, %3326 : tensor<4x1024x1xf32>
    %cst_666 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %3329 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %3330 = stablehlo.divide %3328, %3329 : tensor<4x1024x1xf32>
    %cst_667 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3331 = stablehlo.reduce(%3330 init: %cst_667) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %3332 = stablehlo.broadcast_in_dim %3331, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x768xf32>
    %3333 = stablehlo.add %3327, %3332 : tensor<4x1024x768xf32>
    %3334 = stablehlo.convert %3333 : (tensor<4x1024x768xf32>) -> tensor<4x1024x768xbf16>
    %3335 = stablehlo.add %3252, %3334 : tensor<4x1024x768xbf16>
    %3336 = sdy.sharding_constraint %3335 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x1024x768xbf16>
    %cst_668 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3337 = stablehlo.reduce(%3336 init: %cst_668) applies stablehlo.add across dimensions = [0] : (tensor<4x1024x768xbf16>, tensor<bf16>) -> tensor<1024x768xbf16>
    %3338 = stablehlo.reshape %3337 : (tensor<1024x768xbf16>) -> tensor<1x1024x768xbf16>
    %cst_669 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %3339 = stablehlo.reduce(%3338 init: %cst_669) applies stablehlo.add across dimensions = [0] : (tensor<1x1024x768xbf16>, tensor<bf16>) -> tensor<1024x768xbf16>
    %3340 = call @_take_4(%0#1, %3336) : (tensor<4x1024x1xi32>, tensor<4x1024x768xbf16>) -> tensor<50304x768xbf16>
    %3341 = stablehlo.add %1570, %3340 : tensor<50304x768xbf16>
    %cst_670 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3342 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<bf16>) -> tensor<50304x768xbf16>
    %3343 = stablehlo.multiply %3342, %3341 : tensor<50304x768xbf16>
    %3344 = stablehlo.subtract %arg0, %3343 : tensor<50304x768xbf16>
    %cst_671 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3345 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3346 = stablehlo.multiply %3345, %1575 : tensor<768xbf16>
    %3347 = stablehlo.subtract %arg1, %3346 : tensor<768xbf16>
    %cst_672 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3348 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3349 = stablehlo.multiply %3348, %1582 : tensor<768xbf16>
    %3350 = stablehlo.subtract %arg2, %3349 : tensor<768xbf16>
    %cst_673 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3351 = stablehlo.broadcast_in_dim %cst_673, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3352 = stablehlo.multiply %3351, %3302 : tensor<768xbf16>
    %3353 = stablehlo.subtract %arg3, %3352 : tensor<768xbf16>
    %cst_674 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3354 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3355 = stablehlo.multiply %3354, %3309 : tensor<768xbf16>
    %3356 = stablehlo.subtract %arg4, %3355 : tensor<768xbf16>
    %cst_675 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3357 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3358 = stablehlo.multiply %3357, %3218 : tensor<768xbf16>
    %3359 = stablehlo.subtract %arg5, %3358 : tensor<768xbf16>
    %cst_676 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3360 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3361 = stablehlo.multiply %3360, %3225 : tensor<768xbf16>
    %3362 = stablehlo.subtract %arg6, %3361 : tensor<768xbf16>
    %cst_677 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3363 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3364 = stablehlo.multiply %3363, %3194 : tensor<3072x768xbf16>
    %3365 = stablehlo.subtract %arg7, %3364 : tensor<3072x768xbf16>
    %cst_678 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3366 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3367 = stablehlo.multiply %3366, %3212 : tensor<768x3072xbf16>
    %3368 = stablehlo.subtract %arg8, %3367 : tensor<768x3072xbf16>
    %cst_679 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3369 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3370 = stablehlo.multiply %3369, %3290 : tensor<768x12x64xbf16>
    %3371 = stablehlo.subtract %arg9, %3370 : tensor<768x12x64xbf16>
    %cst_680 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3372 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3373 = stablehlo.multiply %3372, %3254 : tensor<12x64x768xbf16>
    %3374 = stablehlo.subtract %arg10, %3373 : tensor<12x64x768xbf16>
    %cst_681 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3375 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3376 = stablehlo.multiply %3375, %3295 : tensor<768x12x64xbf16>
    %3377 = stablehlo.subtract %arg11, %3376 : tensor<768x12x64xbf16>
    %cst_682 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3378 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3379 = stablehlo.multiply %3378, %3287 : tensor<768x12x64xbf16>
    %3380 = stablehlo.subtract %arg12, %3379 : tensor<768x12x64xbf16>
    %cst_683 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3381 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3382 = stablehlo.multiply %3381, %3158 : tensor<768xbf16>
    %3383 = stablehlo.subtract %arg13, %3382 : tensor<768xbf16>
    %cst_684 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3384 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3385 = stablehlo.multiply %3384, %3165 : tensor<768xbf16>
    %3386 = stablehlo.subtract %arg14, %3385 : tensor<768xbf16>
    %cst_685 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3387 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3388 = stablehlo.multiply %3387, %3074 : tensor<768xbf16>
    %3389 = stablehlo.subtract %arg15, %3388 : tensor<768xbf16>
    %cst_686 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3390 = stablehlo.broadcast_in_dim %cst_686, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3391 = stablehlo.multiply %3390, %3081 : tensor<768xbf16>
    %3392 = stablehlo.subtract %arg16, %3391 : tensor<768xbf16>
    %cst_687 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3393 = stablehlo.broadcast_in_dim %cst_687, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3394 = stablehlo.multiply %3393, %3050 : tensor<3072x768xbf16>
    %3395 = stablehlo.subtract %arg17, %3394 : tensor<3072x768xbf16>
    %cst_688 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3396 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3397 = stablehlo.multiply %3396, %3068 : tensor<768x3072xbf16>
    %3398 = stablehlo.subtract %arg18, %3397 : tensor<768x3072xbf16>
    %cst_689 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3399 = stablehlo.broadcast_in_dim %cst_689, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3400 = stablehlo.multiply %3399, %3146 : tensor<768x12x64xbf16>
    %3401 = stablehlo.subtract %arg19, %3400 : tensor<768x12x64xbf16>
    %cst_690 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3402 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3403 = stablehlo.multiply %3402, %3110 : tensor<12x64x768xbf16>
    %3404 = stablehlo.subtract %arg20, %3403 : tensor<12x64x768xbf16>
    %cst_691 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3405 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3406 = stablehlo.multiply %3405, %3151 : tensor<768x12x64xbf16>
    %3407 = stablehlo.subtract %arg21, %3406 : tensor<768x12x64xbf16>
    %cst_692 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3408 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3409 = stablehlo.multiply %3408, %3143 : tensor<768x12x64xbf16>
    %3410 = stablehlo.subtract %arg22, %3409 : tensor<768x12x64xbf16>
    %cst_693 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3411 = stablehlo.broadcast_in_dim %cst_693, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3412 = stablehlo.multiply %3411, %3014 : tensor<768xbf16>
    %3413 = stablehlo.subtract %arg23, %3412 : tensor<768xbf16>
    %cst_694 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3414 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3415 = stablehlo.multiply %3414, %3021 : tensor<768xbf16>
    %3416 = stablehlo.subtract %arg24, %3415 : tensor<768xbf16>
    %cst_695 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3417 = stablehlo.broadcast_in_dim %cst_695, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3418 = stablehlo.multiply %3417, %2930 : tensor<768xbf16>
    %3419 = stablehlo.subtract %arg25, %3418 : tensor<768xbf16>
    %cst_696 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3420 = stablehlo.broadcast_in_dim %cst_696, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3421 = stablehlo.multiply %3420, %2937 : tensor<768xbf16>
    %3422 = stablehlo.subtract %arg26, %3421 : tensor<768xbf16>
    %cst_697 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3423 = stablehlo.broadcast_in_dim %cst_697, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3424 = stablehlo.multiply %3423, %2906 : tensor<3072x768xbf16>
    %3425 = stablehlo.subtract %arg27, %3424 : tensor<3072x768xbf16>
    %cst_698 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3426 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3427 = stablehlo.multiply %3426, %2924 : tensor<768x3072xbf16>
    %3428 = stablehlo.subtract %arg28, %3427 : tensor<768x3072xbf16>
    %cst_699 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3429 = stablehlo.broadcast_in_dim %cst_699, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3430 = stablehlo.multiply %3429, %3002 : tensor<768x12x64xbf16>
    %3431 = stablehlo.subtract %arg29, %3430 : tensor<768x12x64xbf16>
    %cst_700 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3432 = stablehlo.broadcast_in_dim %cst_700, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3433 = stablehlo.multiply %3432, %2966 : tensor<12x64x768xbf16>
    %3434 = stablehlo.subtract %arg30, %3433 : tensor<12x64x768xbf16>
    %cst_701 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3435 = stablehlo.broadcast_in_dim %cst_701, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3436 = stablehlo.multiply %3435, %3007 : tensor<768x12x64xbf16>
    %3437 = stablehlo.subtract %arg31, %3436 : tensor<768x12x64xbf16>
    %cst_702 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3438 = stablehlo.broadcast_in_dim %cst_702, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3439 = stablehlo.multiply %3438, %2999 : tensor<768x12x64xbf16>
    %3440 = stablehlo.subtract %arg32, %3439 : tensor<768x12x64xbf16>
    %cst_703 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3441 = stablehlo.broadcast_in_dim %cst_703, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3442 = stablehlo.multiply %3441, %2870 : tensor<768xbf16>
    %3443 = stablehlo.subtract %arg33, %3442 : tensor<768xbf16>
    %cst_704 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3444 = stablehlo.broadcast_in_dim %cst_704, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3445 = stablehlo.multiply %3444, %2877 : tensor<768xbf16>
    %3446 = stablehlo.subtract %arg34, %3445 : tensor<768xbf16>
    %cst_705 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3447 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3448 = stablehlo.multiply %3447, %2786 : tensor<768xbf16>
    %3449 = stablehlo.subtract %arg35, %3448 : tensor<768xbf16>
    %cst_706 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3450 = stablehlo.broadcast_in_dim %cst_706, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3451 = stablehlo.multiply %3450, %2793 : tensor<768xbf16>
    %3452 = stablehlo.subtract %arg36, %3451 : tensor<768xbf16>
    %cst_707 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3453 = stablehlo.broadcast_in_dim %cst_707, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3454 = stablehlo.multiply %3453, %2762 : tensor<3072x768xbf16>
    %3455 = stablehlo.subtract %arg37, %3454 : tensor<3072x768xbf16>
    %cst_708 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3456 = stablehlo.broadcast_in_dim %cst_708, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3457 = stablehlo.multiply %3456, %2780 : tensor<768x3072xbf16>
    %3458 = stablehlo.subtract %arg38, %3457 : tensor<768x3072xbf16>
    %cst_709 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3459 = stablehlo.broadcast_in_dim %cst_709, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3460 = stablehlo.multiply %3459, %2858 : tensor<768x12x64xbf16>
    %3461 = stablehlo.subtract %arg39, %3460 : tensor<768x12x64xbf16>
    %cst_710 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3462 = stablehlo.broadcast_in_dim %cst_710, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3463 = stablehlo.multiply %3462, %2822 : tensor<12x64x768xbf16>
    %3464 = stablehlo.subtract %arg40, %3463 : tensor<12x64x768xbf16>
    %cst_711 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3465 = stablehlo.broadcast_in_dim %cst_711, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3466 = stablehlo.multiply %3465, %2863 : tensor<768x12x64xbf16>
    %3467 = stablehlo.subtract %arg41, %3466 : tensor<768x12x64xbf16>
    %cst_712 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3468 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3469 = stablehlo.multiply %3468, %2855 : tensor<768x12x64xbf16>
    %3470 = stablehlo.subtract %arg42, %3469 : tensor<768x12x64xbf16>
    %cst_713 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3471 = stablehlo.broadcast_in_dim %cst_713, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3472 = stablehlo.multiply %3471, %2726 : tensor<768xbf16>
    %3473 = stablehlo.subtract %arg43, %3472 : tensor<768xbf16>
    %cst_714 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3474 = stablehlo.broadcast_in_dim %cst_714, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3475 = stablehlo.multiply %3474, %2733 : tensor<768xbf16>
    %3476 = stablehlo.subtract %arg44, %3475 : tensor<768xbf16>
    %cst_715 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3477 = stablehlo.broadcast_in_dim %cst_715, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3478 = stablehlo.multiply %3477, %2642 : tensor<768xbf16>
    %3479 = stablehlo.subtract %arg45, %3478 : tensor<768xbf16>
    %cst_716 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3480 = stablehlo.broadcast_in_dim %cst_716, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3481 = stablehlo.multiply %3480, %2649 : tensor<768xbf16>
    %3482 = stablehlo.subtract %arg46, %3481 : tensor<768xbf16>
    %cst_717 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3483 = stablehlo.broadcast_in_dim %cst_717, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3484 = stablehlo.multiply %3483, %2618 : tensor<3072x768xbf16>
    %3485 = stablehlo.subtract %arg47, %3484 : tensor<3072x768xbf16>
    %cst_718 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3486 = stablehlo.broadcast_in_dim %cst_718, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3487 = stablehlo.multiply %3486, %2636 : tensor<768x3072xbf16>
    %3488 = stablehlo.subtract %arg48, %3487 : tensor<768x3072xbf16>
    %cst_719 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3489 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3490 = stablehlo.multiply %3489, %2714 : tensor<768x12x64xbf16>
    %3491 = stablehlo.subtract %arg49, %3490 : tensor<768x12x64xbf16>
    %cst_720 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3492 = stablehlo.broadcast_in_dim %cst_720, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3493 = stablehlo.multiply %3492, %2678 : tensor<12x64x768xbf16>
    %3494 = stablehlo.subtract %arg50, %3493 : tensor<12x64x768xbf16>
    %cst_721 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3495 = stablehlo.broadcast_in_dim %cst_721, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3496 = stablehlo.multiply %3495, %2719 : tensor<768x12x64xbf16>
    %3497 = stablehlo.subtract %arg51, %3496 : tensor<768x12x64xbf16>
    %cst_722 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3498 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3499 = stablehlo.multiply %3498, %2711 : tensor<768x12x64xbf16>
    %3500 = stablehlo.subtract %arg52, %3499 : tensor<768x12x64xbf16>
    %cst_723 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3501 = stablehlo.broadcast_in_dim %cst_723, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3502 = stablehlo.multiply %3501, %2582 : tensor<768xbf16>
    %3503 = stablehlo.subtract %arg53, %3502 : tensor<768xbf16>
    %cst_724 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3504 = stablehlo.broadcast_in_dim %cst_724, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3505 = stablehlo.multiply %3504, %2589 : tensor<768xbf16>
    %3506 = stablehlo.subtract %arg54, %3505 : tensor<768xbf16>
    %cst_725 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3507 = stablehlo.broadcast_in_dim %cst_725, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3508 = stablehlo.multiply %3507, %2498 : tensor<768xbf16>
    %3509 = stablehlo.subtract %arg55, %3508 : tensor<768xbf16>
    %cst_726 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3510 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3511 = stablehlo.multiply %3510, %2505 : tensor<768xbf16>
    %3512 = stablehlo.subtract %arg56, %3511 : tensor<768xbf16>
    %cst_727 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3513 = stablehlo.broadcast_in_dim %cst_727, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3514 = stablehlo.multiply %3513, %2474 : tensor<3072x768xbf16>
    %3515 = stablehlo.subtract %arg57, %3514 : tensor<3072x768xbf16>
    %cst_728 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3516 = stablehlo.broadcast_in_dim %cst_728, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3517 = stablehlo.multiply %3516, %2492 : tensor<768x3072xbf16>
    %3518 = stablehlo.subtract %arg58, %3517 : tensor<768x3072xbf16>
    %cst_729 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3519 = stablehlo.broadcast_in_dim %cst_729, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3520 = stablehlo.multiply %3519, %2570 : tensor<768x12x64xbf16>
    %3521 = stablehlo.subtract %arg59, %3520 : tensor<768x12x64xbf16>
    %cst_730 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3522 = stablehlo.broadcast_in_dim %cst_730, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3523 = stablehlo.multiply %3522, %2534 : tensor<12x64x768xbf16>
    %3524 = stablehlo.subtract %arg60, %3523 : tensor<12x64x768xbf16>
    %cst_731 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3525 = stablehlo.broadcast_in_dim %cst_731, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3526 = stablehlo.multiply %3525, %2575 : tensor<768x12x64xbf16>
    %3527 = stablehlo.subtract %arg61, %3526 : tensor<768x12x64xbf16>
    %cst_732 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3528 = stablehlo.broadcast_in_dim %cst_732, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3529 = stablehlo.multiply %3528, %2567 : tensor<768x12x64xbf16>
    %3530 = stablehlo.subtract %arg62, %3529 : tensor<768x12x64xbf16>
    %cst_733 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3531 = stablehlo.broadcast_in_dim %cst_733, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3532 = stablehlo.multiply %3531, %2438 : tensor<768xbf16>
    %3533 = stablehlo.subtract %arg63, %3532 : tensor<768xbf16>
    %cst_734 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3534 = stablehlo.broadcast_in_dim %cst_734, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3535 = stablehlo.multiply %3534, %2445 : tensor<768xbf16>
    %3536 = stablehlo.subtract %arg64, %3535 : tensor<768xbf16>
    %cst_735 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3537 = stablehlo.broadcast_in_dim %cst_735, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3538 = stablehlo.multiply %3537, %2354 : tensor<768xbf16>
    %3539 = stablehlo.subtract %arg65, %3538 : tensor<768xbf16>
    %cst_736 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3540 = stablehlo.broadcast_in_dim %cst_736, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3541 = stablehlo.multiply %3540, %2361 : tensor<768xbf16>
    %3542 = stablehlo.subtract %arg66, %3541 : tensor<768xbf16>
    %cst_737 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3543 = stablehlo.broadcast_in_dim %cst_737, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3544 = stablehlo.multiply %3543, %2330 : tensor<3072x768xbf16>
    %3545 = stablehlo.subtract %arg67, %3544 : tensor<3072x768xbf16>
    %cst_738 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3546 = stablehlo.broadcast_in_dim %cst_738, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3547 = stablehlo.multiply %3546, %2348 : tensor<768x3072xbf16>
    %3548 = stablehlo.subtract %arg68, %3547 : tensor<768x3072xbf16>
    %cst_739 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3549 = stablehlo.broadcast_in_dim %cst_739, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3550 = stablehlo.multiply %3549, %2426 : tensor<768x12x64xbf16>
    %3551 = stablehlo.subtract %arg69, %3550 : tensor<768x12x64xbf16>
    %cst_740 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3552 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3553 = stablehlo.multiply %3552, %2390 : tensor<12x64x768xbf16>
    %3554 = stablehlo.subtract %arg70, %3553 : tensor<12x64x768xbf16>
    %cst_741 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3555 = stablehlo.broadcast_in_dim %cst_741, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3556 = stablehlo.multiply %3555, %2431 : tensor<768x12x64xbf16>
    %3557 = stablehlo.subtract %arg71, %3556 : tensor<768x12x64xbf16>
    %cst_742 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3558 = stablehlo.broadcast_in_dim %cst_742, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3559 = stablehlo.multiply %3558, %2423 : tensor<768x12x64xbf16>
    %3560 = stablehlo.subtract %arg72, %3559 : tensor<768x12x64xbf16>
    %cst_743 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3561 = stablehlo.broadcast_in_dim %cst_743, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3562 = stablehlo.multiply %3561, %2294 : tensor<768xbf16>
    %3563 = stablehlo.subtract %arg73, %3562 : tensor<768xbf16>
    %cst_744 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3564 = stablehlo.broadcast_in_dim %cst_744, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3565 = stablehlo.multiply %3564, %2301 : tensor<768xbf16>
    %3566 = stablehlo.subtract %arg74, %3565 : tensor<768xbf16>
    %cst_745 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3567 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3568 = stablehlo.multiply %3567, %2210 : tensor<768xbf16>
    %3569 = stablehlo.subtract %arg75, %3568 : tensor<768xbf16>
    %cst_746 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3570 = stablehlo.broadcast_in_dim %cst_746, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3571 = stablehlo.multiply %3570, %2217 : tensor<768xbf16>
    %3572 = stablehlo.subtract %arg76, %3571 : tensor<768xbf16>
    %cst_747 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3573 = stablehlo.broadcast_in_dim %cst_747, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3574 = stablehlo.multiply %3573, %2186 : tensor<3072x768xbf16>
    %3575 = stablehlo.subtract %arg77, %3574 : tensor<3072x768xbf16>
    %cst_748 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3576 = stablehlo.broadcast_in_dim %cst_748, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3577 = stablehlo.multiply %3576, %2204 : tensor<768x3072xbf16>
    %3578 = stablehlo.subtract %arg78, %3577 : tensor<768x3072xbf16>
    %cst_749 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3579 = stablehlo.broadcast_in_dim %cst_749, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3580 = stablehlo.multiply %3579, %2282 : tensor<768x12x64xbf16>
    %3581 = stablehlo.subtract %arg79, %3580 : tensor<768x12x64xbf16>
    %cst_750 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3582 = stablehlo.broadcast_in_dim %cst_750, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3583 = stablehlo.multiply %3582, %2246 : tensor<12x64x768xbf16>
    %3584 = stablehlo.subtract %arg80, %3583 : tensor<12x64x768xbf16>
    %cst_751 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3585 = stablehlo.broadcast_in_dim %cst_751, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3586 = stablehlo.multiply %3585, %2287 : tensor<768x12x64xbf16>
    %3587 = stablehlo.subtract %arg81, %3586 : tensor<768x12x64xbf16>
    %cst_752 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3588 = stablehlo.broadcast_in_dim %cst_752, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3589 = stablehlo.multiply %3588, %2279 : tensor<768x12x64xbf16>
    %3590 = stablehlo.subtract %arg82, %3589 : tensor<768x12x64xbf16>
    %cst_753 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3591 = stablehlo.broadcast_in_dim %cst_753, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3592 = stablehlo.multiply %3591, %2150 : tensor<768xbf16>
    %3593 = stablehlo.subtract %arg83, %3592 : tensor<768xbf16>
    %cst_754 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3594 = stablehlo.broadcast_in_dim %cst_754, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3595 = stablehlo.multiply %3594, %2157 : tensor<768xbf16>
    %3596 = stablehlo.subtract %arg84, %3595 : tensor<768xbf16>
    %cst_755 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3597 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3598 = stablehlo.multiply %3597, %2066 : tensor<768xbf16>
    %3599 = stablehlo.subtract %arg85, %3598 : tensor<768xbf16>
    %cst_756 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3600 = stablehlo.broadcast_in_dim %cst_756, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3601 = stablehlo.multiply %3600, %2073 : tensor<768xbf16>
    %3602 = stablehlo.subtract %arg86, %3601 : tensor<768xbf16>
    %cst_757 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3603 = stablehlo.broadcast_in_dim %cst_757, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3604 = stablehlo.multiply %3603, %2042 : tensor<3072x768xbf16>
    %3605 = stablehlo.subtract %arg87, %3604 : tensor<3072x768xbf16>
    %cst_758 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3606 = stablehlo.broadcast_in_dim %cst_758, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3607 = stablehlo.multiply %3606, %2060 : tensor<768x3072xbf16>
    %3608 = stablehlo.subtract %arg88, %3607 : tensor<768x3072xbf16>
    %cst_759 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3609 = stablehlo.broadcast_in_dim %cst_759, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3610 = stablehlo.multiply %3609, %2138 : tensor<768x12x64xbf16>
    %3611 = stablehlo.subtract %arg89, %3610 : tensor<768x12x64xbf16>
    %cst_760 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3612 = stablehlo.broadcast_in_dim %cst_760, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3613 = stablehlo.multiply %3612, %2102 : tensor<12x64x768xbf16>
    %3614 = stablehlo.subtract %arg90, %3613 : tensor<12x64x768xbf16>
    %cst_761 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3615 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3616 = stablehlo.multiply %3615, %2143 : tensor<768x12x64xbf16>
    %3617 = stablehlo.subtract %arg91, %3616 : tensor<768x12x64xbf16>
    %cst_762 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3618 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3619 = stablehlo.multiply %3618, %2135 : tensor<768x12x64xbf16>
    %3620 = stablehlo.subtract %arg92, %3619 : tensor<768x12x64xbf16>
    %cst_763 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3621 = stablehlo.broadcast_in_dim %cst_763, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3622 = stablehlo.multiply %3621, %2006 : tensor<768xbf16>
    %3623 = stablehlo.subtract %arg93, %3622 : tensor<768xbf16>
    %cst_764 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3624 = stablehlo.broadcast_in_dim %cst_764, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3625 = stablehlo.multiply %3624, %2013 : tensor<768xbf16>
    %3626 = stablehlo.subtract %arg94, %3625 : tensor<768xbf16>
    %cst_765 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3627 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3628 = stablehlo.multiply %3627, %1922 : tensor<768xbf16>
    %3629 = stablehlo.subtract %arg95, %3628 : tensor<768xbf16>
    %cst_766 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3630 = stablehlo.broadcast_in_dim %cst_766, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3631 = stablehlo.multiply %3630, %1929 : tensor<768xbf16>
    %3632 = stablehlo.subtract %arg96, %3631 : tensor<768xbf16>
    %cst_767 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3633 = stablehlo.broadcast_in_dim %cst_767, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3634 = stablehlo.multiply %3633, %1898 : tensor<3072x768xbf16>
    %3635 = stablehlo.subtract %arg97, %3634 : tensor<3072x768xbf16>
    %cst_768 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3636 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3637 = stablehlo.multiply %3636, %1916 : tensor<768x3072xbf16>
    %3638 = stablehlo.subtract %arg98, %3637 : tensor<768x3072xbf16>
    %cst_769 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3639 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3640 = stablehlo.multiply %3639, %1994 : tensor<768x12x64xbf16>
    %3641 = stablehlo.subtract %arg99, %3640 : tensor<768x12x64xbf16>
    %cst_770 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3642 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3643 = stablehlo.multiply %3642, %1958 : tensor<12x64x768xbf16>
    %3644 = stablehlo.subtract %arg100, %3643 : tensor<12x64x768xbf16>
    %cst_771 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3645 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3646 = stablehlo.multiply %3645, %1999 : tensor<768x12x64xbf16>
    %3647 = stablehlo.subtract %arg101, %3646 : tensor<768x12x64xbf16>
    %cst_772 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3648 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3649 = stablehlo.multiply %3648, %1991 : tensor<768x12x64xbf16>
    %3650 = stablehlo.subtract %arg102, %3649 : tensor<768x12x64xbf16>
    %cst_773 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3651 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3652 = stablehlo.multiply %3651, %1862 : tensor<768xbf16>
    %3653 = stablehlo.subtract %arg103, %3652 : tensor<768xbf16>
    %cst_774 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3654 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3655 = stablehlo.multiply %3654, %1869 : tensor<768xbf16>
    %3656 = stablehlo.subtract %arg104, %3655 : tensor<768xbf16>
    %cst_775 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3657 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3658 = stablehlo.multiply %3657, %1778 : tensor<768xbf16>
    %3659 = stablehlo.subtract %arg105, %3658 : tensor<768xbf16>
    %cst_776 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3660 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3661 = stablehlo.multiply %3660, %1785 : tensor<768xbf16>
    %3662 = stablehlo.subtract %arg106, %3661 : tensor<768xbf16>
    %cst_777 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3663 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3664 = stablehlo.multiply %3663, %1754 : tensor<3072x768xbf16>
    %3665 = stablehlo.subtract %arg107, %3664 : tensor<3072x768xbf16>
    %cst_778 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3666 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3667 = stablehlo.multiply %3666, %1772 : tensor<768x3072xbf16>
    %3668 = stablehlo.subtract %arg108, %3667 : tensor<768x3072xbf16>
    %cst_779 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3669 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3670 = stablehlo.multiply %3669, %1850 : tensor<768x12x64xbf16>
    %3671 = stablehlo.subtract %arg109, %3670 : tensor<768x12x64xbf16>
    %cst_780 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3672 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3673 = stablehlo.multiply %3672, %1814 : tensor<12x64x768xbf16>
    %3674 = stablehlo.subtract %arg110, %3673 : tensor<12x64x768xbf16>
    %cst_781 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3675 = stablehlo.broadcast_in_dim %cst_781, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3676 = stablehlo.multiply %3675, %1855 : tensor<768x12x64xbf16>
    %3677 = stablehlo.subtract %arg111, %3676 : tensor<768x12x64xbf16>
    %cst_782 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3678 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3679 = stablehlo.multiply %3678, %1847 : tensor<768x12x64xbf16>
    %3680 = stablehlo.subtract %arg112, %3679 : tensor<768x12x64xbf16>
    %cst_783 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3681 = stablehlo.broadcast_in_dim %cst_783, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3682 = stablehlo.multiply %3681, %1718 : tensor<768xbf16>
    %3683 = stablehlo.subtract %arg113, %3682 : tensor<768xbf16>
    %cst_784 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3684 = stablehlo.broadcast_in_dim %cst_784, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3685 = stablehlo.multiply %3684, %1725 : tensor<768xbf16>
    %3686 = stablehlo.subtract %arg114, %3685 : tensor<768xbf16>
    %cst_785 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3687 = stablehlo.broadcast_in_dim %cst_785, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3688 = stablehlo.multiply %3687, %1634 : tensor<768xbf16>
    %3689 = stablehlo.subtract %arg115, %3688 : tensor<768xbf16>
    %cst_786 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3690 = stablehlo.broadcast_in_dim %cst_786, dims = [] : (tensor<bf16>) -> tensor<768xbf16>
    %3691 = stablehlo.multiply %3690, %1641 : tensor<768xbf16>
    %3692 = stablehlo.subtract %arg116, %3691 : tensor<768xbf16>
    %cst_787 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3693 = stablehlo.broadcast_in_dim %cst_787, dims = [] : (tensor<bf16>) -> tensor<3072x768xbf16>
    %3694 = stablehlo.multiply %3693, %1610 : tensor<3072x768xbf16>
    %3695 = stablehlo.subtract %arg117, %3694 : tensor<3072x768xbf16>
    %cst_788 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3696 = stablehlo.broadcast_in_dim %cst_788, dims = [] : (tensor<bf16>) -> tensor<768x3072xbf16>
    %3697 = stablehlo.multiply %3696, %1628 : tensor<768x3072xbf16>
    %3698 = stablehlo.subtract %arg118, %3697 : tensor<768x3072xbf16>
    %cst_789 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3699 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3700 = stablehlo.multiply %3699, %1706 : tensor<768x12x64xbf16>
    %3701 = stablehlo.subtract %arg119, %3700 : tensor<768x12x64xbf16>
    %cst_790 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3702 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<bf16>) -> tensor<12x64x768xbf16>
    %3703 = stablehlo.multiply %3702, %1670 : tensor<12x64x768xbf16>
    %3704 = stablehlo.subtract %arg120, %3703 : tensor<12x64x768xbf16>
    %cst_791 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3705 = stablehlo.broadcast_in_dim %cst_791, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3706 = stablehlo.multiply %3705, %1711 : tensor<768x12x64xbf16>
    %3707 = stablehlo.subtract %arg121, %3706 : tensor<768x12x64xbf16>
    %cst_792 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3708 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<bf16>) -> tensor<768x12x64xbf16>
    %3709 = stablehlo.multiply %3708, %1703 : tensor<768x12x64xbf16>
    %3710 = stablehlo.subtract %arg122, %3709 : tensor<768x12x64xbf16>
    %cst_793 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %3711 = stablehlo.broadcast_in_dim %cst_793, dims = [] : (tensor<bf16>) -> tensor<1024x768xbf16>
    %3712 = stablehlo.multiply %3711, %3339 : tensor<1024x768xbf16>
    %3713 = stablehlo.subtract %arg123, %3712 : tensor<1024x768xbf16>
    return %3344, %3347, %3350, %3353, %3356, %3359, %3362, %3365, %3368, %3371, %3374, %3377, %3380, %3383, %3386, %3389, %3392, %3395, %3398, %3401, %3404, %3407, %3410, %3413, %3416, %3419, %3422, %3425, %3428, %3431, %3434, %3437, %3440, %3443, %3446, %3449, %3452, %3455, %3458, %3461, %3464, %3467, %3470, %3473, %3476, %3479, %3482, %3485, %3488, %3491, %3494, %3497, %3500, %3503, %3506, %3509, %3512, %3515, %3518, %3521, %3524, %3527, %3530, %3533, %3536, %3539, %3542, %3545, %3548, %3551, %3554, %3557, %3560, %3563, %3566, %3569, %3572, %3575, %3578, %3581, %3584, %3587, %3590, %3593, %3596, %3599, %3602, %3605, %3608, %3611, %3614, %3617, %3620, %3623, %3626, %3629, %3632, %3635, %3638, %3641, %3644, %3647, %3650, %3653, %3656, %3659, %3662, %3665, %3668, %3671, %3674, %3677, %3680, %3683, %3686, %3689, %3692, %3695, %3698, %3701, %3704, %3707, %3710, %3713, %1559 : tensor<50304x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<3072x768xbf16>, tensor<768x3072xbf16>, tensor<768x12x64xbf16>, tensor<12x64x768xbf16>, tensor<768x12x64xbf16>, tensor<768x12x64xbf16>, tensor<1024x768xbf16>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<50304x768xbf16>, %arg1: tensor<4x1024xi32>) -> (tensor<4x1024x768xbf16>, tensor<4x1024x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1024xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1024xi32>, tensor<4x1024xi32>) -> tensor<4x1024xi1>
    %c_0 = stablehlo.constant dense<50304> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1024xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1024xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<4x1024xi1>, tensor<4x1024xi32>, tensor<4x1024xi32>) -> tensor<4x1024xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1024xi32>) -> tensor<4x1024x1xi32>
    %c_1 = stablehlo.constant dense<50303> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1024x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1024x1xi32>, tensor<4x1024x1xi32>) -> tensor<4x1024x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1024x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1024x1xi32>, tensor<4x1024x1xi32>) -> tensor<4x1024x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1024x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1024x1xi1>, tensor<i1>) -> tensor<4x1024xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<50304x768xbf16>, tensor<4x1024x1xi32>) -> tensor<4x1024x768xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1024xi1>) -> tensor<4x1024x768xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x1024x768xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x1024x768xi1>, tensor<4x1024x768xbf16>
    return %16, %5 : tensor<4x1024x768xbf16>, tensor<4x1024x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x1024xi1>, %arg1: tensor<4x1024xi32>, %arg2: tensor<4x1024xi32>) -> tensor<4x1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x1024xi1>, tensor<4x1024xi32>
    return %0 : tensor<4x1024xi32>
  }
  func.func private @tril(%arg0: tensor<1024x1024xi1>) -> tensor<1024x1024xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<1024x1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x1024xi32>
    %2 = stablehlo.add %0, %1 : tensor<1024x1024xi32>
    %3 = stablehlo.iota dim = 1 : tensor<1024x1024xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<1024x1024xi32>, tensor<1024x1024xi32>) -> tensor<1024x1024xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1024x1024xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<1024x1024xi1>, tensor<1024x1024xi1>
    return %6 : tensor<1024x1024xi1>
  }
  func.func private @_where_0(%arg0: tensor<1024x1024xi1>, %arg1: tensor<4x12x1x1024x1024xf32>, %arg2: tensor<f32>) -> (tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<1024x1024xi1>) -> tensor<4x12x1x1024x1024xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>
    return %3, %1 : tensor<4x12x1x1024x1024xf32>, tensor<4x12x1x1024x1024xi1>
  }
  func.func private @log_softmax(%arg0: tensor<4x1024x50304xf32>) -> (tensor<4x1024x50304xf32>, tensor<4x1024x50304xf32>, tensor<4x1024x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x1024x50304xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x1024xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x1024xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x50304xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x1024x50304xf32>
    %6 = stablehlo.exponential %5 : tensor<4x1024x50304xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x50304xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1024x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x1024x1xf32>) -> tensor<4x1024x50304xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x1024x50304xf32>
    return %11, %6, %8 : tensor<4x1024x50304xf32>, tensor<4x1024x50304xf32>, tensor<4x1024x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x1024x50304xf32>, %arg1: tensor<4x1024x1xi32>) -> (tensor<4x1024x1xf32>, tensor<4x1024x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1024x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1024x1xi32>, tensor<4x1024x1xi32>) -> tensor<4x1024x1xi1>
    %c_0 = stablehlo.constant dense<50304> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1024x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1024x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1024x1xi1>, tensor<4x1024x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1024x1xi32>) -> tensor<4x1024x1x1xi32>
    %c_1 = stablehlo.constant dense<50303> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1024x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1024x1x1xi32>, tensor<4x1024x1x1xi32>) -> tensor<4x1024x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<4x1024x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1024x1x1xi32>, tensor<4x1024x1x1xi32>) -> tensor<4x1024x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1024x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<4x1024x1x1xi1>, tensor<i1>) -> tensor<4x1024x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<4x1024x50304xf32>, tensor<4x1024x1x1xi32>) -> tensor<4x1024x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1024x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1024x1xi1>, tensor<4x1024x1xf32>
    return %15, %5 : tensor<4x1024x1xf32>, tensor<4x1024x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<4x1024x1x1xi32>, %arg1: tensor<4x1024x1xf32>) -> tensor<4x1024x50304xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1024x50304xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x1024x50304xf32>, tensor<4x1024x1x1xi32>, tensor<4x1024x1xf32>) -> tensor<4x1024x50304xf32>
    return %1 : tensor<4x1024x50304xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<4x1024x50304xf32>, %arg1: tensor<4x1024x1xf32>, %arg2: tensor<4x1024x50304xf32>) -> tensor<4x1024x50304xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x1024x50304xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x50304xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x1024xf32>) -> tensor<4x1024x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1024x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x1024x1xf32>, tensor<f32>) -> tensor<4x1024xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x1024xf32>) -> tensor<4x1024x50304xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x1024x50304xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x1024x50304xf32>
    return %7 : tensor<4x1024x50304xf32>
  }
  func.func private @_where_3(%arg0: tensor<4x12x1x1024x1024xi1>, %arg1: tensor<4x12x1x1024x1024xf32>) -> tensor<4x12x1x1024x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x12x1x1024x1024xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x12x1x1024x1024xi1>, tensor<4x12x1x1024x1024xf32>
    return %1 : tensor<4x12x1x1024x1024xf32>
  }
  func.func private @_take_4(%arg0: tensor<4x1024x1xi32>, %arg1: tensor<4x1024x768xbf16>) -> tensor<50304x768xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<50304x768xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<50304x768xbf16>, tensor<4x1024x1xi32>, tensor<4x1024x768xbf16>) -> tensor<50304x768xbf16>
    return %1 : tensor<50304x768xbf16>
  }
}
