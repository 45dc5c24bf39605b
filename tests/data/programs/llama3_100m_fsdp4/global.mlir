module @jit_adamw_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=1, "fsdp"=4, "model"=1, "stage"=1]> {stablehlo.mesh = {axes = [{name = "data", size = 1 : i64}, {name = "fsdp", size = 4 : i64}, {name = "model", size = 1 : i64}, {name = "stage", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<128256x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg1: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg5: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg6: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg7: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg8: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg9: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg10: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg11: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg14: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg15: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg16: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg17: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg18: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg19: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg20: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg23: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg24: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg25: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg26: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg27: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg28: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg29: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg32: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg33: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg34: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg35: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg36: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg37: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg38: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg41: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg42: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg43: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg44: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg45: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg46: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg47: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg50: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg51: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg52: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg53: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg54: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg55: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg56: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg59: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg60: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg61: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg62: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg63: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg64: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg65: tensor<576x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg66: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg67: tensor<128256x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg68: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg72: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg73: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg74: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg75: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg76: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg77: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg78: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg81: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg82: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg83: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg84: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg85: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg86: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg87: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg89: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg90: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg91: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg92: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg93: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg94: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg95: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg96: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg97: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg98: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg99: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg100: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg101: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg102: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg103: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg104: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg105: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg106: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg107: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg108: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg109: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg110: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg111: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg112: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg113: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg114: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg115: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg116: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg117: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg118: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg119: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg120: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg121: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg122: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg123: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg124: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg125: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg126: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg127: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg128: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg129: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg130: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg131: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg132: tensor<576x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg133: tensor<128256x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg134: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg135: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg136: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg137: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg138: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg139: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg140: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg141: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg142: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg143: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg144: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg145: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg146: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg147: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg148: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg149: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg150: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg151: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg152: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg153: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg154: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg155: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg156: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg157: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg158: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg159: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg160: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg161: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg162: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg163: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg164: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg165: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg166: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg167: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg168: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg169: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg170: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg171: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg172: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg173: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg174: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg175: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg176: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg177: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg178: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg179: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg180: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg181: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg182: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg183: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg184: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg185: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg186: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg187: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg188: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg189: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg190: tensor<576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg191: tensor<2016x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg192: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg193: tensor<576x2016xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg194: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg195: tensor<9x128x576xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, %arg196: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg197: tensor<576x9x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, %arg198: tensor<576x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, %arg199: tensor<4x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg200: tensor<4x4096xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<128256x576xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][4]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][5]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[0]['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[0]['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][6]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[0]['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[0]['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[0]['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x128256xf32> {jax.result_info = "result[0]['unembed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<i32> {jax.result_info = "result[1]['count']", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<128256x576xf32> {jax.result_info = "result[1]['mu']['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][4]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][5]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['mu']['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['mu']['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][6]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['mu']['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['mu']['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['mu']['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x128256xf32> {jax.result_info = "result[1]['mu']['unembed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<128256x576xf32> {jax.result_info = "result[1]['nu']['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][0]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][0]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][0]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][0]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][0]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][0]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][0]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][1]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][1]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][1]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][1]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][1]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][1]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][1]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][2]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][2]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][2]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][2]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][2]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][2]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][2]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][2]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][2]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][3]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][3]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][3]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][3]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][3]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][3]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][3]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][3]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][3]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][4]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][4]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][4]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][4]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][4]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][4]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][4]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][4]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][4]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][5]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][5]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][5]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][5]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][5]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][5]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][5]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][5]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][5]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][6]['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<576xf32> {jax.result_info = "result[1]['nu']['layers'][6]['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2016x576xf32> {jax.result_info = "result[1]['nu']['layers'][6]['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][6]['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x2016xf32> {jax.result_info = "result[1]['nu']['layers'][6]['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][6]['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<9x128x576xf32> {jax.result_info = "result[1]['nu']['layers'][6]['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"fsdp"}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][6]['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x9x128xf32> {jax.result_info = "result[1]['nu']['layers'][6]['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}, {}]>}, tensor<576x128256xf32> {jax.result_info = "result[1]['nu']['unembed']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"model"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convert %arg0 : (tensor<128256x576xf32>) -> tensor<128256x576xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<576xf32>) -> tensor<576xbf16>
    %2 = stablehlo.convert %arg2 : (tensor<576xf32>) -> tensor<576xbf16>
    %3 = stablehlo.convert %arg3 : (tensor<576xf32>) -> tensor<576xbf16>
    %4 = stablehlo.convert %arg4 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %5 = stablehlo.convert %arg5 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %6 = stablehlo.convert %arg6 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %7 = stablehlo.convert %arg7 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %8 = stablehlo.convert %arg8 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %9 = stablehlo.convert %arg9 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %10 = stablehlo.convert %arg10 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %11 = stablehlo.convert %arg11 : (tensor<576xf32>) -> tensor<576xbf16>
    %12 = stablehlo.convert %arg12 : (tensor<576xf32>) -> tensor<576xbf16>
    %13 = stablehlo.convert %arg13 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %14 = stablehlo.convert %arg14 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %15 = stablehlo.convert %arg15 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %16 = stablehlo.convert %arg16 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %17 = stablehlo.convert %arg17 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %18 = stablehlo.convert %arg18 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %19 = stablehlo.convert %arg19 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %20 = stablehlo.convert %arg20 : (tensor<576xf32>) -> tensor<576xbf16>
    %21 = stablehlo.convert %arg21 : (tensor<576xf32>) -> tensor<576xbf16>
    %22 = stablehlo.convert %arg22 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %23 = stablehlo.convert %arg23 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %24 = stablehlo.convert %arg24 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %25 = stablehlo.convert %arg25 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %26 = stablehlo.convert %arg26 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %27 = stablehlo.convert %arg27 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %28 = stablehlo.convert %arg28 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %29 = stablehlo.convert %arg29 : (tensor<576xf32>) -> tensor<576xbf16>
    %30 = stablehlo.convert %arg30 : (tensor<576xf32>) -> tensor<576xbf16>
    %31 = stablehlo.convert %arg31 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %32 = stablehlo.convert %arg32 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %33 = stablehlo.convert %arg33 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %34 = stablehlo.convert %arg34 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %35 = stablehlo.convert %arg35 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %36 = stablehlo.convert %arg36 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %37 = stablehlo.convert %arg37 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %38 = stablehlo.convert %arg38 : (tensor<576xf32>) -> tensor<576xbf16>
    %39 = stablehlo.convert %arg39 : (tensor<576xf32>) -> tensor<576xbf16>
    %40 = stablehlo.convert %arg40 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %41 = stablehlo.convert %arg41 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %42 = stablehlo.convert %arg42 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %43 = stablehlo.convert %arg43 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %44 = stablehlo.convert %arg44 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %45 = stablehlo.convert %arg45 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %46 = stablehlo.convert %arg46 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %47 = stablehlo.convert %arg47 : (tensor<576xf32>) -> tensor<576xbf16>
    %48 = stablehlo.convert %arg48 : (tensor<576xf32>) -> tensor<576xbf16>
    %49 = stablehlo.convert %arg49 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %50 = stablehlo.convert %arg50 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %51 = stablehlo.convert %arg51 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %52 = stablehlo.convert %arg52 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %53 = stablehlo.convert %arg53 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %54 = stablehlo.convert %arg54 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %55 = stablehlo.convert %arg55 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %56 = stablehlo.convert %arg56 : (tensor<576xf32>) -> tensor<576xbf16>
    %57 = stablehlo.convert %arg57 : (tensor<576xf32>) -> tensor<576xbf16>
    %58 = stablehlo.convert %arg58 : (tensor<2016x576xf32>) -> tensor<2016x576xbf16>
    %59 = stablehlo.convert %arg59 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %60 = stablehlo.convert %arg60 : (tensor<576x2016xf32>) -> tensor<576x2016xbf16>
    %61 = stablehlo.convert %arg61 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %62 = stablehlo.convert %arg62 : (tensor<9x128x576xf32>) -> tensor<9x128x576xbf16>
    %63 = stablehlo.convert %arg63 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %64 = stablehlo.convert %arg64 : (tensor<576x9x128xf32>) -> tensor<576x9x128xbf16>
    %65 = stablehlo.convert %arg65 : (tensor<576x128256xf32>) -> tensor<576x128256xbf16>
    %66:2 = call @_take(%0, %arg199) : (tensor<128256x576xbf16>, tensor<4x4096xi32>) -> (tensor<4x4096x576xbf16>, tensor<4x4096x1xi32>)
    %67 = sdy.sharding_constraint %66#0 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %68 = stablehlo.convert %67 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %69 = chlo.square %68 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_0 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<4x4096x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %75 = stablehlo.add %73, %74 : tensor<4x4096x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<4x4096x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %78 = stablehlo.multiply %68, %77 : tensor<4x4096x576xf32>
    %79 = stablehlo.convert %2 : (tensor<576xbf16>) -> tensor<576xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %82 = stablehlo.multiply %78, %81 : tensor<4x4096x576xf32>
    %83 = stablehlo.convert %82 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %84 = stablehlo.dot_general %83, %9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %85 = sdy.sharding_constraint %84 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %86 = stablehlo.dot_general %83, %7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %87 = stablehlo.dot_general %83, %10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %88 = stablehlo.iota dim = 0 : tensor<64xf32>
    %89 = stablehlo.negate %88 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %93 = stablehlo.divide %91, %92 : tensor<64xf32>
    %cst_4 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %95 = stablehlo.power %94, %93 : tensor<64xf32>
    %96 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %98 = stablehlo.broadcast_in_dim %95, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<4096x64xf32>
    %102 = stablehlo.cosine %101 : tensor<4096x64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %104 = stablehlo.sine %101 : tensor<4096x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %106 = stablehlo.convert %85 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %107 = stablehlo.slice %106 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %108 = stablehlo.slice %106 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %109 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<4x4096x9x64xf32>
    %111 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<4x4096x9x64xf32>
    %113 = stablehlo.subtract %110, %112 : tensor<4x4096x9x64xf32>
    %114 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %115 = stablehlo.multiply %108, %114 : tensor<4x4096x9x64xf32>
    %116 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %117 = stablehlo.multiply %107, %116 : tensor<4x4096x9x64xf32>
    %118 = stablehlo.add %115, %117 : tensor<4x4096x9x64xf32>
    %119 = stablehlo.concatenate %113, %118, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %120 = stablehlo.convert %119 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %121 = stablehlo.iota dim = 0 : tensor<64xf32>
    %122 = stablehlo.negate %121 : tensor<64xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<64xf32>
    %cst_6 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %126 = stablehlo.divide %124, %125 : tensor<64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %128 = stablehlo.power %127, %126 : tensor<64xf32>
    %129 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %131 = stablehlo.broadcast_in_dim %128, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<4096x64xf32>
    %135 = stablehlo.cosine %134 : tensor<4096x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %137 = stablehlo.sine %134 : tensor<4096x64xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %139 = stablehlo.convert %86 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %140 = stablehlo.slice %139 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %141 = stablehlo.slice %139 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %142 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %143 = stablehlo.multiply %140, %142 : tensor<4x4096x9x64xf32>
    %144 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %145 = stablehlo.multiply %141, %144 : tensor<4x4096x9x64xf32>
    %146 = stablehlo.subtract %143, %145 : tensor<4x4096x9x64xf32>
    %147 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %148 = stablehlo.multiply %141, %147 : tensor<4x4096x9x64xf32>
    %149 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %150 = stablehlo.multiply %140, %149 : tensor<4x4096x9x64xf32>
    %151 = stablehlo.add %148, %150 : tensor<4x4096x9x64xf32>
    %152 = stablehlo.concatenate %146, %151, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %153 = stablehlo.convert %152 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %154 = stablehlo.reshape %120 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %155 = stablehlo.dot_general %153, %154, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %156 = stablehlo.transpose %155, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %157 = stablehlo.convert %156 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_8 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %158 = stablehlo.sqrt %cst_8 : tensor<f32>
    %159 = stablehlo.convert %158 : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %161 = stablehlo.divide %157, %160 : tensor<4x9x1x4096x4096xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %162 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %163 = call @tril(%162) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_9 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %164 = call @_where_0(%163, %161, %cst_9) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_10) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<4x9x1x4096xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %170 = stablehlo.subtract %164, %169 : tensor<4x9x1x4096x4096xf32>
    %171 = stablehlo.exponential %170 : tensor<4x9x1x4096x4096xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_12) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %175 = stablehlo.divide %171, %174 : tensor<4x9x1x4096x4096xf32>
    %176 = stablehlo.convert %175 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %177 = stablehlo.dot_general %87, %176, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %178 = stablehlo.transpose %177, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %179 = stablehlo.reshape %178 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %181 = stablehlo.dot_general %180, %8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %182 = stablehlo.add %67, %181 : tensor<4x4096x576xbf16>
    %183 = sdy.sharding_constraint %182 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %184 = stablehlo.convert %183 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %185 = chlo.square %184 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_14 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<4x4096x1xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %191 = stablehlo.add %189, %190 : tensor<4x4096x1xf32>
    %192 = stablehlo.rsqrt %191 : tensor<4x4096x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %194 = stablehlo.multiply %184, %193 : tensor<4x4096x576xf32>
    %195 = stablehlo.convert %3 : (tensor<576xbf16>) -> tensor<576xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %198 = stablehlo.multiply %194, %197 : tensor<4x4096x576xf32>
    %199 = stablehlo.convert %198 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %200 = stablehlo.dot_general %199, %5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %201 = call @silu(%200) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %202 = stablehlo.dot_general %199, %6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %203 = stablehlo.multiply %201, %202 : tensor<4x4096x2016xbf16>
    %204 = sdy.sharding_constraint %203 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %205 = stablehlo.dot_general %204, %4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %206 = stablehlo.add %183, %205 : tensor<4x4096x576xbf16>
    %207 = sdy.sharding_constraint %206 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %208 = stablehlo.convert %207 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %209 = chlo.square %208 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_17 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %213 = stablehlo.divide %211, %212 : tensor<4x4096x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %215 = stablehlo.add %213, %214 : tensor<4x4096x1xf32>
    %216 = stablehlo.rsqrt %215 : tensor<4x4096x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %218 = stablehlo.multiply %208, %217 : tensor<4x4096x576xf32>
    %219 = stablehlo.convert %11 : (tensor<576xbf16>) -> tensor<576xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<4x4096x576xf32>
    %223 = stablehlo.convert %222 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %224 = stablehlo.dot_general %223, %18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %225 = sdy.sharding_constraint %224 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %226 = stablehlo.dot_general %223, %16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %227 = stablehlo.dot_general %223, %19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %228 = stablehlo.iota dim = 0 : tensor<64xf32>
    %229 = stablehlo.negate %228 : tensor<64xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %233 = stablehlo.divide %231, %232 : tensor<64xf32>
    %cst_21 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %235 = stablehlo.power %234, %233 : tensor<64xf32>
    %236 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %238 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %239 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %240 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<4096x64xf32>
    %242 = stablehlo.cosine %241 : tensor<4096x64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %244 = stablehlo.sine %241 : tensor<4096x64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %246 = stablehlo.convert %225 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %247 = stablehlo.slice %246 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %248 = stablehlo.slice %246 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %249 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %250 = stablehlo.multiply %247, %249 : tensor<4x4096x9x64xf32>
    %251 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %252 = stablehlo.multiply %248, %251 : tensor<4x4096x9x64xf32>
    %253 = stablehlo.subtract %250, %252 : tensor<4x4096x9x64xf32>
    %254 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %255 = stablehlo.multiply %248, %254 : tensor<4x4096x9x64xf32>
    %256 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %257 = stablehlo.multiply %247, %256 : tensor<4x4096x9x64xf32>
    %258 = stablehlo.add %255, %257 : tensor<4x4096x9x64xf32>
    %259 = stablehlo.concatenate %253, %258, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %260 = stablehlo.convert %259 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %261 = stablehlo.iota dim = 0 : tensor<64xf32>
    %262 = stablehlo.negate %261 : tensor<64xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<64xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %266 = stablehlo.divide %264, %265 : tensor<64xf32>
    %cst_24 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %268 = stablehlo.power %267, %266 : tensor<64xf32>
    %269 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %271 = stablehlo.broadcast_in_dim %268, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<4096x64xf32>
    %275 = stablehlo.cosine %274 : tensor<4096x64xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %277 = stablehlo.sine %274 : tensor<4096x64xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %279 = stablehlo.convert %226 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %280 = stablehlo.slice %279 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %281 = stablehlo.slice %279 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %282 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %283 = stablehlo.multiply %280, %282 : tensor<4x4096x9x64xf32>
    %284 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %285 = stablehlo.multiply %281, %284 : tensor<4x4096x9x64xf32>
    %286 = stablehlo.subtract %283, %285 : tensor<4x4096x9x64xf32>
    %287 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %288 = stablehlo.multiply %281, %287 : tensor<4x4096x9x64xf32>
    %289 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %290 = stablehlo.multiply %280, %289 : tensor<4x4096x9x64xf32>
    %291 = stablehlo.add %288, %290 : tensor<4x4096x9x64xf32>
    %292 = stablehlo.concatenate %286, %291, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %293 = stablehlo.convert %292 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %294 = stablehlo.reshape %260 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %295 = stablehlo.dot_general %293, %294, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %296 = stablehlo.transpose %295, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %297 = stablehlo.convert %296 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_25 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %298 = stablehlo.sqrt %cst_25 : tensor<f32>
    %299 = stablehlo.convert %298 : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %301 = stablehlo.divide %297, %300 : tensor<4x9x1x4096x4096xf32>
    %c_26 = stablehlo.constant dense<true> : tensor<i1>
    %302 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %303 = call @tril(%302) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %304 = call @_where_0(%303, %301, %cst_27) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_28) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %307 = stablehlo.maximum %306, %305 : tensor<4x9x1x4096xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %310 = stablehlo.subtract %304, %309 : tensor<4x9x1x4096x4096xf32>
    %311 = stablehlo.exponential %310 : tensor<4x9x1x4096x4096xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_30) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %315 = stablehlo.divide %311, %314 : tensor<4x9x1x4096x4096xf32>
    %316 = stablehlo.convert %315 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %317 = stablehlo.dot_general %227, %316, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %318 = stablehlo.transpose %317, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %319 = stablehlo.reshape %318 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %320 = sdy.sharding_constraint %319 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %321 = stablehlo.dot_general %320, %17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %322 = stablehlo.add %207, %321 : tensor<4x4096x576xbf16>
    %323 = sdy.sharding_constraint %322 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %324 = stablehlo.convert %323 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %325 = chlo.square %324 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_32 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %329 = stablehlo.divide %327, %328 : tensor<4x4096x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %331 = stablehlo.add %329, %330 : tensor<4x4096x1xf32>
    %332 = stablehlo.rsqrt %331 : tensor<4x4096x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %334 = stablehlo.multiply %324, %333 : tensor<4x4096x576xf32>
    %335 = stablehlo.convert %12 : (tensor<576xbf16>) -> tensor<576xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %338 = stablehlo.multiply %334, %337 : tensor<4x4096x576xf32>
    %339 = stablehlo.convert %338 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %340 = stablehlo.dot_general %339, %14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %341 = call @silu(%340) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %342 = stablehlo.dot_general %339, %15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %343 = stablehlo.multiply %341, %342 : tensor<4x4096x2016xbf16>
    %344 = sdy.sharding_constraint %343 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %345 = stablehlo.dot_general %344, %13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %346 = stablehlo.add %323, %345 : tensor<4x4096x576xbf16>
    %347 = sdy.sharding_constraint %346 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %348 = stablehlo.convert %347 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %349 = chlo.square %348 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_35 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %353 = stablehlo.divide %351, %352 : tensor<4x4096x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %355 = stablehlo.add %353, %354 : tensor<4x4096x1xf32>
    %356 = stablehlo.rsqrt %355 : tensor<4x4096x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %358 = stablehlo.multiply %348, %357 : tensor<4x4096x576xf32>
    %359 = stablehlo.convert %20 : (tensor<576xbf16>) -> tensor<576xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %362 = stablehlo.multiply %358, %361 : tensor<4x4096x576xf32>
    %363 = stablehlo.convert %362 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %364 = stablehlo.dot_general %363, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %365 = sdy.sharding_constraint %364 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %366 = stablehlo.dot_general %363, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %367 = stablehlo.dot_general %363, %28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %368 = stablehlo.iota dim = 0 : tensor<64xf32>
    %369 = stablehlo.negate %368 : tensor<64xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<64xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %373 = stablehlo.divide %371, %372 : tensor<64xf32>
    %cst_39 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.power %374, %373 : tensor<64xf32>
    %376 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %379 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %380 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<4096x64xf32>
    %382 = stablehlo.cosine %381 : tensor<4096x64xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %384 = stablehlo.sine %381 : tensor<4096x64xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %386 = stablehlo.convert %365 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %387 = stablehlo.slice %386 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %388 = stablehlo.slice %386 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %389 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %390 = stablehlo.multiply %387, %389 : tensor<4x4096x9x64xf32>
    %391 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %392 = stablehlo.multiply %388, %391 : tensor<4x4096x9x64xf32>
    %393 = stablehlo.subtract %390, %392 : tensor<4x4096x9x64xf32>
    %394 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %395 = stablehlo.multiply %388, %394 : tensor<4x4096x9x64xf32>
    %396 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %397 = stablehlo.multiply %387, %396 : tensor<4x4096x9x64xf32>
    %398 = stablehlo.add %395, %397 : tensor<4x4096x9x64xf32>
    %399 = stablehlo.concatenate %393, %398, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %400 = stablehlo.convert %399 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %401 = stablehlo.iota dim = 0 : tensor<64xf32>
    %402 = stablehlo.negate %401 : tensor<64xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %404 = stablehlo.multiply %402, %403 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %406 = stablehlo.divide %404, %405 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %408 = stablehlo.power %407, %406 : tensor<64xf32>
    %409 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %411 = stablehlo.broadcast_in_dim %408, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %412 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %413 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %414 = stablehlo.multiply %412, %413 : tensor<4096x64xf32>
    %415 = stablehlo.cosine %414 : tensor<4096x64xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %417 = stablehlo.sine %414 : tensor<4096x64xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %419 = stablehlo.convert %366 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %420 = stablehlo.slice %419 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %421 = stablehlo.slice %419 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %422 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %423 = stablehlo.multiply %420, %422 : tensor<4x4096x9x64xf32>
    %424 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %425 = stablehlo.multiply %421, %424 : tensor<4x4096x9x64xf32>
    %426 = stablehlo.subtract %423, %425 : tensor<4x4096x9x64xf32>
    %427 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %428 = stablehlo.multiply %421, %427 : tensor<4x4096x9x64xf32>
    %429 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %430 = stablehlo.multiply %420, %429 : tensor<4x4096x9x64xf32>
    %431 = stablehlo.add %428, %430 : tensor<4x4096x9x64xf32>
    %432 = stablehlo.concatenate %426, %431, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %433 = stablehlo.convert %432 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %434 = stablehlo.reshape %400 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %435 = stablehlo.dot_general %433, %434, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %436 = stablehlo.transpose %435, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %437 = stablehlo.convert %436 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %438 = stablehlo.sqrt %cst_43 : tensor<f32>
    %439 = stablehlo.convert %438 : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %441 = stablehlo.divide %437, %440 : tensor<4x9x1x4096x4096xf32>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %442 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %443 = call @tril(%442) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_45 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %444 = call @_where_0(%443, %441, %cst_45) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_46) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %447 = stablehlo.maximum %446, %445 : tensor<4x9x1x4096xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %450 = stablehlo.subtract %444, %449 : tensor<4x9x1x4096x4096xf32>
    %451 = stablehlo.exponential %450 : tensor<4x9x1x4096x4096xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%451 init: %cst_48) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %455 = stablehlo.divide %451, %454 : tensor<4x9x1x4096x4096xf32>
    %456 = stablehlo.convert %455 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %457 = stablehlo.dot_general %367, %456, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %458 = stablehlo.transpose %457, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %459 = stablehlo.reshape %458 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %460 = sdy.sharding_constraint %459 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %461 = stablehlo.dot_general %460, %26, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %462 = stablehlo.add %347, %461 : tensor<4x4096x576xbf16>
    %463 = sdy.sharding_constraint %462 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %464 = stablehlo.convert %463 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %465 = chlo.square %464 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_50 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %469 = stablehlo.divide %467, %468 : tensor<4x4096x1xf32>
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %471 = stablehlo.add %469, %470 : tensor<4x4096x1xf32>
    %472 = stablehlo.rsqrt %471 : tensor<4x4096x1xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %474 = stablehlo.multiply %464, %473 : tensor<4x4096x576xf32>
    %475 = stablehlo.convert %21 : (tensor<576xbf16>) -> tensor<576xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %478 = stablehlo.multiply %474, %477 : tensor<4x4096x576xf32>
    %479 = stablehlo.convert %478 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %480 = stablehlo.dot_general %479, %23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %481 = call @silu(%480) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %482 = stablehlo.dot_general %479, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %483 = stablehlo.multiply %481, %482 : tensor<4x4096x2016xbf16>
    %484 = sdy.sharding_constraint %483 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %485 = stablehlo.dot_general %484, %22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %486 = stablehlo.add %463, %485 : tensor<4x4096x576xbf16>
    %487 = sdy.sharding_constraint %486 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %488 = stablehlo.convert %487 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %489 = chlo.square %488 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_53 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %493 = stablehlo.divide %491, %492 : tensor<4x4096x1xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %495 = stablehlo.add %493, %494 : tensor<4x4096x1xf32>
    %496 = stablehlo.rsqrt %495 : tensor<4x4096x1xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %498 = stablehlo.multiply %488, %497 : tensor<4x4096x576xf32>
    %499 = stablehlo.convert %29 : (tensor<576xbf16>) -> tensor<576xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %502 = stablehlo.multiply %498, %501 : tensor<4x4096x576xf32>
    %503 = stablehlo.convert %502 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %504 = stablehlo.dot_general %503, %36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %505 = sdy.sharding_constraint %504 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %506 = stablehlo.dot_general %503, %34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %507 = stablehlo.dot_general %503, %37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %508 = stablehlo.iota dim = 0 : tensor<64xf32>
    %509 = stablehlo.negate %508 : tensor<64xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %511 = stablehlo.multiply %509, %510 : tensor<64xf32>
    %cst_56 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %513 = stablehlo.divide %511, %512 : tensor<64xf32>
    %cst_57 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %515 = stablehlo.power %514, %513 : tensor<64xf32>
    %516 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %518 = stablehlo.broadcast_in_dim %515, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %519 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %520 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %521 = stablehlo.multiply %519, %520 : tensor<4096x64xf32>
    %522 = stablehlo.cosine %521 : tensor<4096x64xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %524 = stablehlo.sine %521 : tensor<4096x64xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %526 = stablehlo.convert %505 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %527 = stablehlo.slice %526 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %528 = stablehlo.slice %526 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %529 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %530 = stablehlo.multiply %527, %529 : tensor<4x4096x9x64xf32>
    %531 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %532 = stablehlo.multiply %528, %531 : tensor<4x4096x9x64xf32>
    %533 = stablehlo.subtract %530, %532 : tensor<4x4096x9x64xf32>
    %534 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %535 = stablehlo.multiply %528, %534 : tensor<4x4096x9x64xf32>
    %536 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %537 = stablehlo.multiply %527, %536 : tensor<4x4096x9x64xf32>
    %538 = stablehlo.add %535, %537 : tensor<4x4096x9x64xf32>
    %539 = stablehlo.concatenate %533, %538, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %540 = stablehlo.convert %539 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %541 = stablehlo.iota dim = 0 : tensor<64xf32>
    %542 = stablehlo.negate %541 : tensor<64xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %544 = stablehlo.multiply %542, %543 : tensor<64xf32>
    %cst_59 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %546 = stablehlo.divide %544, %545 : tensor<64xf32>
    %cst_60 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %548 = stablehlo.power %547, %546 : tensor<64xf32>
    %549 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %551 = stablehlo.broadcast_in_dim %548, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %552 = stablehlo.broadcast_in_dim %550, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %553 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %554 = stablehlo.multiply %552, %553 : tensor<4096x64xf32>
    %555 = stablehlo.cosine %554 : tensor<4096x64xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %557 = stablehlo.sine %554 : tensor<4096x64xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %559 = stablehlo.convert %506 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %560 = stablehlo.slice %559 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %561 = stablehlo.slice %559 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %562 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<4x4096x9x64xf32>
    %564 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %565 = stablehlo.multiply %561, %564 : tensor<4x4096x9x64xf32>
    %566 = stablehlo.subtract %563, %565 : tensor<4x4096x9x64xf32>
    %567 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %568 = stablehlo.multiply %561, %567 : tensor<4x4096x9x64xf32>
    %569 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %570 = stablehlo.multiply %560, %569 : tensor<4x4096x9x64xf32>
    %571 = stablehlo.add %568, %570 : tensor<4x4096x9x64xf32>
    %572 = stablehlo.concatenate %566, %571, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %573 = stablehlo.convert %572 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %574 = stablehlo.reshape %540 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %575 = stablehlo.dot_general %573, %574, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %576 = stablehlo.transpose %575, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %577 = stablehlo.convert %576 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_61 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %578 = stablehlo.sqrt %cst_61 : tensor<f32>
    %579 = stablehlo.convert %578 : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %581 = stablehlo.divide %577, %580 : tensor<4x9x1x4096x4096xf32>
    %c_62 = stablehlo.constant dense<true> : tensor<i1>
    %582 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %583 = call @tril(%582) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_63 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %584 = call @_where_0(%583, %581, %cst_63) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %585 = stablehlo.reduce(%584 init: %cst_64) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %587 = stablehlo.maximum %586, %585 : tensor<4x9x1x4096xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %590 = stablehlo.subtract %584, %589 : tensor<4x9x1x4096x4096xf32>
    %591 = stablehlo.exponential %590 : tensor<4x9x1x4096x4096xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%591 init: %cst_66) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %595 = stablehlo.divide %591, %594 : tensor<4x9x1x4096x4096xf32>
    %596 = stablehlo.convert %595 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %597 = stablehlo.dot_general %507, %596, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %598 = stablehlo.transpose %597, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %599 = stablehlo.reshape %598 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %600 = sdy.sharding_constraint %599 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %601 = stablehlo.dot_general %600, %35, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %602 = stablehlo.add %487, %601 : tensor<4x4096x576xbf16>
    %603 = sdy.sharding_constraint %602 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %604 = stablehlo.convert %603 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %605 = chlo.square %604 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%605 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_68 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %609 = stablehlo.divide %607, %608 : tensor<4x4096x1xf32>
    %cst_69 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %611 = stablehlo.add %609, %610 : tensor<4x4096x1xf32>
    %612 = stablehlo.rsqrt %611 : tensor<4x4096x1xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %614 = stablehlo.multiply %604, %613 : tensor<4x4096x576xf32>
    %615 = stablehlo.convert %30 : (tensor<576xbf16>) -> tensor<576xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %618 = stablehlo.multiply %614, %617 : tensor<4x4096x576xf32>
    %619 = stablehlo.convert %618 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %620 = stablehlo.dot_general %619, %32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %621 = call @silu(%620) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %622 = stablehlo.dot_general %619, %33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %623 = stablehlo.multiply %621, %622 : tensor<4x4096x2016xbf16>
    %624 = sdy.sharding_constraint %623 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %625 = stablehlo.dot_general %624, %31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %626 = stablehlo.add %603, %625 : tensor<4x4096x576xbf16>
    %627 = sdy.sharding_constraint %626 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %628 = stablehlo.convert %627 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %629 = chlo.square %628 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_71 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %633 = stablehlo.divide %631, %632 : tensor<4x4096x1xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %635 = stablehlo.add %633, %634 : tensor<4x4096x1xf32>
    %636 = stablehlo.rsqrt %635 : tensor<4x4096x1xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %638 = stablehlo.multiply %628, %637 : tensor<4x4096x576xf32>
    %639 = stablehlo.convert %38 : (tensor<576xbf16>) -> tensor<576xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %642 = stablehlo.multiply %638, %641 : tensor<4x4096x576xf32>
    %643 = stablehlo.convert %642 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %644 = stablehlo.dot_general %643, %45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %645 = sdy.sharding_constraint %644 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %646 = stablehlo.dot_general %643, %43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %647 = stablehlo.dot_general %643, %46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %648 = stablehlo.iota dim = 0 : tensor<64xf32>
    %649 = stablehlo.negate %648 : tensor<64xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %651 = stablehlo.multiply %649, %650 : tensor<64xf32>
    %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %653 = stablehlo.divide %651, %652 : tensor<64xf32>
    %cst_75 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %655 = stablehlo.power %654, %653 : tensor<64xf32>
    %656 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %658 = stablehlo.broadcast_in_dim %655, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %659 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %660 = stablehlo.broadcast_in_dim %658, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %661 = stablehlo.multiply %659, %660 : tensor<4096x64xf32>
    %662 = stablehlo.cosine %661 : tensor<4096x64xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %664 = stablehlo.sine %661 : tensor<4096x64xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %666 = stablehlo.convert %645 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %667 = stablehlo.slice %666 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %668 = stablehlo.slice %666 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %669 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %670 = stablehlo.multiply %667, %669 : tensor<4x4096x9x64xf32>
    %671 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %672 = stablehlo.multiply %668, %671 : tensor<4x4096x9x64xf32>
    %673 = stablehlo.subtract %670, %672 : tensor<4x4096x9x64xf32>
    %674 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %675 = stablehlo.multiply %668, %674 : tensor<4x4096x9x64xf32>
    %676 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %677 = stablehlo.multiply %667, %676 : tensor<4x4096x9x64xf32>
    %678 = stablehlo.add %675, %677 : tensor<4x4096x9x64xf32>
    %679 = stablehlo.concatenate %673, %678, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %680 = stablehlo.convert %679 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %681 = stablehlo.iota dim = 0 : tensor<64xf32>
    %682 = stablehlo.negate %681 : tensor<64xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %684 = stablehlo.multiply %682, %683 : tensor<64xf32>
    %cst_77 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %686 = stablehlo.divide %684, %685 : tensor<64xf32>
    %cst_78 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %688 = stablehlo.power %687, %686 : tensor<64xf32>
    %689 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %690 = stablehlo.broadcast_in_dim %689, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %691 = stablehlo.broadcast_in_dim %688, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %692 = stablehlo.broadcast_in_dim %690, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %693 = stablehlo.broadcast_in_dim %691, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %694 = stablehlo.multiply %692, %693 : tensor<4096x64xf32>
    %695 = stablehlo.cosine %694 : tensor<4096x64xf32>
    %696 = stablehlo.broadcast_in_dim %695, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %697 = stablehlo.sine %694 : tensor<4096x64xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %699 = stablehlo.convert %646 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %700 = stablehlo.slice %699 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %701 = stablehlo.slice %699 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %702 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %703 = stablehlo.multiply %700, %702 : tensor<4x4096x9x64xf32>
    %704 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %705 = stablehlo.multiply %701, %704 : tensor<4x4096x9x64xf32>
    %706 = stablehlo.subtract %703, %705 : tensor<4x4096x9x64xf32>
    %707 = stablehlo.broadcast_in_dim %696, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %708 = stablehlo.multiply %701, %707 : tensor<4x4096x9x64xf32>
    %709 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %710 = stablehlo.multiply %700, %709 : tensor<4x4096x9x64xf32>
    %711 = stablehlo.add %708, %710 : tensor<4x4096x9x64xf32>
    %712 = stablehlo.concatenate %706, %711, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %713 = stablehlo.convert %712 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %714 = stablehlo.reshape %680 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %715 = stablehlo.dot_general %713, %714, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %716 = stablehlo.transpose %715, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %717 = stablehlo.convert %716 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_79 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %718 = stablehlo.sqrt %cst_79 : tensor<f32>
    %719 = stablehlo.convert %718 : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %721 = stablehlo.divide %717, %720 : tensor<4x9x1x4096x4096xf32>
    %c_80 = stablehlo.constant dense<true> : tensor<i1>
    %722 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %723 = call @tril(%722) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_81 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %724 = call @_where_0(%723, %721, %cst_81) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_82) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %727 = stablehlo.maximum %726, %725 : tensor<4x9x1x4096xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %729 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %730 = stablehlo.subtract %724, %729 : tensor<4x9x1x4096x4096xf32>
    %731 = stablehlo.exponential %730 : tensor<4x9x1x4096x4096xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_84) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %733 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %735 = stablehlo.divide %731, %734 : tensor<4x9x1x4096x4096xf32>
    %736 = stablehlo.convert %735 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %737 = stablehlo.dot_general %647, %736, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %738 = stablehlo.transpose %737, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %739 = stablehlo.reshape %738 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %740 = sdy.sharding_constraint %739 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %741 = stablehlo.dot_general %740, %44, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %742 = stablehlo.add %627, %741 : tensor<4x4096x576xbf16>
    %743 = sdy.sharding_constraint %742 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %744 = stablehlo.convert %743 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %745 = chlo.square %744 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%745 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_86 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %749 = stablehlo.divide %747, %748 : tensor<4x4096x1xf32>
    %cst_87 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %751 = stablehlo.add %749, %750 : tensor<4x4096x1xf32>
    %752 = stablehlo.rsqrt %751 : tensor<4x4096x1xf32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %754 = stablehlo.multiply %744, %753 : tensor<4x4096x576xf32>
    %755 = stablehlo.convert %39 : (tensor<576xbf16>) -> tensor<576xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %758 = stablehlo.multiply %754, %757 : tensor<4x4096x576xf32>
    %759 = stablehlo.convert %758 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %760 = stablehlo.dot_general %759, %41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %761 = call @silu(%760) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %762 = stablehlo.dot_general %759, %42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %763 = stablehlo.multiply %761, %762 : tensor<4x4096x2016xbf16>
    %764 = sdy.sharding_constraint %763 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %765 = stablehlo.dot_general %764, %40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %766 = stablehlo.add %743, %765 : tensor<4x4096x576xbf16>
    %767 = sdy.sharding_constraint %766 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %768 = stablehlo.convert %767 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %769 = chlo.square %768 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_89 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %773 = stablehlo.divide %771, %772 : tensor<4x4096x1xf32>
    %cst_90 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %775 = stablehlo.add %773, %774 : tensor<4x4096x1xf32>
    %776 = stablehlo.rsqrt %775 : tensor<4x4096x1xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %778 = stablehlo.multiply %768, %777 : tensor<4x4096x576xf32>
    %779 = stablehlo.convert %47 : (tensor<576xbf16>) -> tensor<576xf32>
    %780 = stablehlo.broadcast_in_dim %779, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %781 = stablehlo.broadcast_in_dim %780, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %782 = stablehlo.multiply %778, %781 : tensor<4x4096x576xf32>
    %783 = stablehlo.convert %782 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %784 = stablehlo.dot_general %783, %54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %785 = sdy.sharding_constraint %784 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %786 = stablehlo.dot_general %783, %52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %787 = stablehlo.dot_general %783, %55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %788 = stablehlo.iota dim = 0 : tensor<64xf32>
    %789 = stablehlo.negate %788 : tensor<64xf32>
    %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %791 = stablehlo.multiply %789, %790 : tensor<64xf32>
    %cst_92 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %793 = stablehlo.divide %791, %792 : tensor<64xf32>
    %cst_93 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %795 = stablehlo.power %794, %793 : tensor<64xf32>
    %796 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %798 = stablehlo.broadcast_in_dim %795, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %799 = stablehlo.broadcast_in_dim %797, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %800 = stablehlo.broadcast_in_dim %798, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %801 = stablehlo.multiply %799, %800 : tensor<4096x64xf32>
    %802 = stablehlo.cosine %801 : tensor<4096x64xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %804 = stablehlo.sine %801 : tensor<4096x64xf32>
    %805 = stablehlo.broadcast_in_dim %804, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %806 = stablehlo.convert %785 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %807 = stablehlo.slice %806 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %808 = stablehlo.slice %806 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %809 = stablehlo.broadcast_in_dim %803, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %810 = stablehlo.multiply %807, %809 : tensor<4x4096x9x64xf32>
    %811 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %812 = stablehlo.multiply %808, %811 : tensor<4x4096x9x64xf32>
    %813 = stablehlo.subtract %810, %812 : tensor<4x4096x9x64xf32>
    %814 = stablehlo.broadcast_in_dim %803, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %815 = stablehlo.multiply %808, %814 : tensor<4x4096x9x64xf32>
    %816 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %817 = stablehlo.multiply %807, %816 : tensor<4x4096x9x64xf32>
    %818 = stablehlo.add %815, %817 : tensor<4x4096x9x64xf32>
    %819 = stablehlo.concatenate %813, %818, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %820 = stablehlo.convert %819 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %821 = stablehlo.iota dim = 0 : tensor<64xf32>
    %822 = stablehlo.negate %821 : tensor<64xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %824 = stablehlo.multiply %822, %823 : tensor<64xf32>
    %cst_95 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %826 = stablehlo.divide %824, %825 : tensor<64xf32>
    %cst_96 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %828 = stablehlo.power %827, %826 : tensor<64xf32>
    %829 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %830 = stablehlo.broadcast_in_dim %829, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %831 = stablehlo.broadcast_in_dim %828, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %832 = stablehlo.broadcast_in_dim %830, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %833 = stablehlo.broadcast_in_dim %831, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %834 = stablehlo.multiply %832, %833 : tensor<4096x64xf32>
    %835 = stablehlo.cosine %834 : tensor<4096x64xf32>
    %836 = stablehlo.broadcast_in_dim %835, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %837 = stablehlo.sine %834 : tensor<4096x64xf32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %839 = stablehlo.convert %786 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %840 = stablehlo.slice %839 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %841 = stablehlo.slice %839 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %842 = stablehlo.broadcast_in_dim %836, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %843 = stablehlo.multiply %840, %842 : tensor<4x4096x9x64xf32>
    %844 = stablehlo.broadcast_in_dim %838, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %845 = stablehlo.multiply %841, %844 : tensor<4x4096x9x64xf32>
    %846 = stablehlo.subtract %843, %845 : tensor<4x4096x9x64xf32>
    %847 = stablehlo.broadcast_in_dim %836, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %848 = stablehlo.multiply %841, %847 : tensor<4x4096x9x64xf32>
    %849 = stablehlo.broadcast_in_dim %838, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %850 = stablehlo.multiply %840, %849 : tensor<4x4096x9x64xf32>
    %851 = stablehlo.add %848, %850 : tensor<4x4096x9x64xf32>
    %852 = stablehlo.concatenate %846, %851, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %853 = stablehlo.convert %852 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %854 = stablehlo.reshape %820 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %855 = stablehlo.dot_general %853, %854, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %856 = stablehlo.transpose %855, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %857 = stablehlo.convert %856 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_97 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %858 = stablehlo.sqrt %cst_97 : tensor<f32>
    %859 = stablehlo.convert %858 : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %859, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %861 = stablehlo.divide %857, %860 : tensor<4x9x1x4096x4096xf32>
    %c_98 = stablehlo.constant dense<true> : tensor<i1>
    %862 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %863 = call @tril(%862) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_99 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %864 = call @_where_0(%863, %861, %cst_99) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %865 = stablehlo.reduce(%864 init: %cst_100) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %867 = stablehlo.maximum %866, %865 : tensor<4x9x1x4096xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %870 = stablehlo.subtract %864, %869 : tensor<4x9x1x4096x4096xf32>
    %871 = stablehlo.exponential %870 : tensor<4x9x1x4096x4096xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %872 = stablehlo.reduce(%871 init: %cst_102) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %873 = stablehlo.broadcast_in_dim %872, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %874 = stablehlo.broadcast_in_dim %873, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %875 = stablehlo.divide %871, %874 : tensor<4x9x1x4096x4096xf32>
    %876 = stablehlo.convert %875 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %877 = stablehlo.dot_general %787, %876, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %878 = stablehlo.transpose %877, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %879 = stablehlo.reshape %878 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %880 = sdy.sharding_constraint %879 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %881 = stablehlo.dot_general %880, %53, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %882 = stablehlo.add %767, %881 : tensor<4x4096x576xbf16>
    %883 = sdy.sharding_constraint %882 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %884 = stablehlo.convert %883 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %885 = chlo.square %884 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%885 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %887 = stablehlo.broadcast_in_dim %886, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_104 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %889 = stablehlo.divide %887, %888 : tensor<4x4096x1xf32>
    %cst_105 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %891 = stablehlo.add %889, %890 : tensor<4x4096x1xf32>
    %892 = stablehlo.rsqrt %891 : tensor<4x4096x1xf32>
    %893 = stablehlo.broadcast_in_dim %892, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %894 = stablehlo.multiply %884, %893 : tensor<4x4096x576xf32>
    %895 = stablehlo.convert %48 : (tensor<576xbf16>) -> tensor<576xf32>
    %896 = stablehlo.broadcast_in_dim %895, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %897 = stablehlo.broadcast_in_dim %896, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %898 = stablehlo.multiply %894, %897 : tensor<4x4096x576xf32>
    %899 = stablehlo.convert %898 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %900 = stablehlo.dot_general %899, %50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %901 = call @silu(%900) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %902 = stablehlo.dot_general %899, %51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %903 = stablehlo.multiply %901, %902 : tensor<4x4096x2016xbf16>
    %904 = sdy.sharding_constraint %903 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %905 = stablehlo.dot_general %904, %49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %906 = stablehlo.add %883, %905 : tensor<4x4096x576xbf16>
    %907 = sdy.sharding_constraint %906 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %908 = stablehlo.convert %907 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %909 = chlo.square %908 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.reduce(%909 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_107 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %913 = stablehlo.divide %911, %912 : tensor<4x4096x1xf32>
    %cst_108 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %915 = stablehlo.add %913, %914 : tensor<4x4096x1xf32>
    %916 = stablehlo.rsqrt %915 : tensor<4x4096x1xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %918 = stablehlo.multiply %908, %917 : tensor<4x4096x576xf32>
    %919 = stablehlo.convert %56 : (tensor<576xbf16>) -> tensor<576xf32>
    %920 = stablehlo.broadcast_in_dim %919, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %921 = stablehlo.broadcast_in_dim %920, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %922 = stablehlo.multiply %918, %921 : tensor<4x4096x576xf32>
    %923 = stablehlo.convert %922 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %924 = stablehlo.dot_general %923, %63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %925 = sdy.sharding_constraint %924 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %926 = stablehlo.dot_general %923, %61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %927 = stablehlo.dot_general %923, %64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %928 = stablehlo.iota dim = 0 : tensor<64xf32>
    %929 = stablehlo.negate %928 : tensor<64xf32>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %931 = stablehlo.multiply %929, %930 : tensor<64xf32>
    %cst_110 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %933 = stablehlo.divide %931, %932 : tensor<64xf32>
    %cst_111 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %935 = stablehlo.power %934, %933 : tensor<64xf32>
    %936 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %937 = stablehlo.broadcast_in_dim %936, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %938 = stablehlo.broadcast_in_dim %935, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %939 = stablehlo.broadcast_in_dim %937, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %940 = stablehlo.broadcast_in_dim %938, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %941 = stablehlo.multiply %939, %940 : tensor<4096x64xf32>
    %942 = stablehlo.cosine %941 : tensor<4096x64xf32>
    %943 = stablehlo.broadcast_in_dim %942, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %944 = stablehlo.sine %941 : tensor<4096x64xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %946 = stablehlo.convert %925 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %947 = stablehlo.slice %946 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %948 = stablehlo.slice %946 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %949 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %950 = stablehlo.multiply %947, %949 : tensor<4x4096x9x64xf32>
    %951 = stablehlo.broadcast_in_dim %945, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %952 = stablehlo.multiply %948, %951 : tensor<4x4096x9x64xf32>
    %953 = stablehlo.subtract %950, %952 : tensor<4x4096x9x64xf32>
    %954 = stablehlo.broadcast_in_dim %943, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %955 = stablehlo.multiply %948, %954 : tensor<4x4096x9x64xf32>
    %956 = stablehlo.broadcast_in_dim %945, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %957 = stablehlo.multiply %947, %956 : tensor<4x4096x9x64xf32>
    %958 = stablehlo.add %955, %957 : tensor<4x4096x9x64xf32>
    %959 = stablehlo.concatenate %953, %958, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %960 = stablehlo.convert %959 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %961 = stablehlo.iota dim = 0 : tensor<64xf32>
    %962 = stablehlo.negate %961 : tensor<64xf32>
    %cst_112 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %964 = stablehlo.multiply %962, %963 : tensor<64xf32>
    %cst_113 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %966 = stablehlo.divide %964, %965 : tensor<64xf32>
    %cst_114 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %968 = stablehlo.power %967, %966 : tensor<64xf32>
    %969 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %970 = stablehlo.broadcast_in_dim %969, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %971 = stablehlo.broadcast_in_dim %968, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %972 = stablehlo.broadcast_in_dim %970, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %973 = stablehlo.broadcast_in_dim %971, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %974 = stablehlo.multiply %972, %973 : tensor<4096x64xf32>
    %975 = stablehlo.cosine %974 : tensor<4096x64xf32>
    %976 = stablehlo.broadcast_in_dim %975, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %977 = stablehlo.sine %974 : tensor<4096x64xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %979 = stablehlo.convert %926 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %980 = stablehlo.slice %979 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %981 = stablehlo.slice %979 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %982 = stablehlo.broadcast_in_dim %976, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %983 = stablehlo.multiply %980, %982 : tensor<4x4096x9x64xf32>
    %984 = stablehlo.broadcast_in_dim %978, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %985 = stablehlo.multiply %981, %984 : tensor<4x4096x9x64xf32>
    %986 = stablehlo.subtract %983, %985 : tensor<4x4096x9x64xf32>
    %987 = stablehlo.broadcast_in_dim %976, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %988 = stablehlo.multiply %981, %987 : tensor<4x4096x9x64xf32>
    %989 = stablehlo.broadcast_in_dim %978, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %990 = stablehlo.multiply %980, %989 : tensor<4x4096x9x64xf32>
    %991 = stablehlo.add %988, %990 : tensor<4x4096x9x64xf32>
    %992 = stablehlo.concatenate %986, %991, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %993 = stablehlo.convert %992 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %994 = stablehlo.reshape %960 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %995 = stablehlo.dot_general %993, %994, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %996 = stablehlo.transpose %995, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %997 = stablehlo.convert %996 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_115 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %998 = stablehlo.sqrt %cst_115 : tensor<f32>
    %999 = stablehlo.convert %998 : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %999, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1001 = stablehlo.divide %997, %1000 : tensor<4x9x1x4096x4096xf32>
    %c_116 = stablehlo.constant dense<true> : tensor<i1>
    %1002 = stablehlo.broadcast_in_dim %c_116, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %1003 = call @tril(%1002) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_117 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1004 = call @_where_0(%1003, %1001, %cst_117) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1005 = stablehlo.reduce(%1004 init: %cst_118) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_119 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1007 = stablehlo.maximum %1006, %1005 : tensor<4x9x1x4096xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1009 = stablehlo.broadcast_in_dim %1008, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1010 = stablehlo.subtract %1004, %1009 : tensor<4x9x1x4096x4096xf32>
    %1011 = stablehlo.exponential %1010 : tensor<4x9x1x4096x4096xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1012 = stablehlo.reduce(%1011 init: %cst_120) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1013 = stablehlo.broadcast_in_dim %1012, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1014 = stablehlo.broadcast_in_dim %1013, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1015 = stablehlo.divide %1011, %1014 : tensor<4x9x1x4096x4096xf32>
    %1016 = stablehlo.convert %1015 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1017 = stablehlo.dot_general %927, %1016, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1018 = stablehlo.transpose %1017, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1019 = stablehlo.reshape %1018 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1020 = sdy.sharding_constraint %1019 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1021 = stablehlo.dot_general %1020, %62, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %1022 = stablehlo.add %907, %1021 : tensor<4x4096x576xbf16>
    %1023 = sdy.sharding_constraint %1022 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1024 = stablehlo.convert %1023 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1025 = chlo.square %1024 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1026 = stablehlo.reduce(%1025 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1027 = stablehlo.broadcast_in_dim %1026, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_122 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1029 = stablehlo.divide %1027, %1028 : tensor<4x4096x1xf32>
    %cst_123 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<4x4096x1xf32>
    %1032 = stablehlo.rsqrt %1031 : tensor<4x4096x1xf32>
    %1033 = stablehlo.broadcast_in_dim %1032, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1034 = stablehlo.multiply %1024, %1033 : tensor<4x4096x576xf32>
    %1035 = stablehlo.convert %57 : (tensor<576xbf16>) -> tensor<576xf32>
    %1036 = stablehlo.broadcast_in_dim %1035, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1037 = stablehlo.broadcast_in_dim %1036, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1038 = stablehlo.multiply %1034, %1037 : tensor<4x4096x576xf32>
    %1039 = stablehlo.convert %1038 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1040 = stablehlo.dot_general %1039, %59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1041 = call @silu(%1040) : (tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1042 = stablehlo.dot_general %1039, %60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1043 = stablehlo.multiply %1041, %1042 : tensor<4x4096x2016xbf16>
    %1044 = sdy.sharding_constraint %1043 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1045 = stablehlo.dot_general %1044, %58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x576xbf16>
    %1046 = stablehlo.add %1023, %1045 : tensor<4x4096x576xbf16>
    %1047 = sdy.sharding_constraint %1046 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1048 = stablehlo.convert %1047 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1049 = chlo.square %1048 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1051 = stablehlo.multiply %1050, %1048 : tensor<4x4096x576xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1052 = stablehlo.reduce(%1049 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1053 = stablehlo.broadcast_in_dim %1052, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_126 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1055 = stablehlo.divide %1053, %1054 : tensor<4x4096x1xf32>
    %cst_127 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1057 = stablehlo.add %1055, %1056 : tensor<4x4096x1xf32>
    %1058 = stablehlo.rsqrt %1057 : tensor<4x4096x1xf32>
    %1059 = stablehlo.divide %1058, %1057 : tensor<4x4096x1xf32>
    %cst_128 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<4x4096x1xf32>
    %1062 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1063 = stablehlo.multiply %1048, %1062 : tensor<4x4096x576xf32>
    %1064 = stablehlo.convert %1 : (tensor<576xbf16>) -> tensor<576xf32>
    %1065 = stablehlo.broadcast_in_dim %1064, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1066 = stablehlo.broadcast_in_dim %1065, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1067 = stablehlo.multiply %1063, %1066 : tensor<4x4096x576xf32>
    %1068 = stablehlo.convert %1067 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1069 = stablehlo.dot_general %1068, %65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x128256xbf16>) -> tensor<4x4096x128256xbf16>
    %1070 = sdy.sharding_constraint %1069 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x128256xbf16>
    %1071 = stablehlo.convert %1070 : (tensor<4x4096x128256xbf16>) -> tensor<4x4096x128256xf32>
    %1072:3 = call @log_softmax(%1071) : (tensor<4x4096x128256xf32>) -> (tensor<4x4096x128256xf32>, tensor<4x4096x128256xf32>, tensor<4x4096x1xf32>)
    %1073 = stablehlo.broadcast_in_dim %arg200, dims = [0, 1] : (tensor<4x4096xi32>) -> tensor<4x4096x1xi32>
    %1074:2 = call @take_along_axis(%1072#0, %1073) : (tensor<4x4096x128256xf32>, tensor<4x4096x1xi32>) -> (tensor<4x4096x1xf32>, tensor<4x4096x1x1xi32>)
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1075 = stablehlo.reduce(%1074#0 init: %cst_129) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %1076 = stablehlo.divide %1075, %cst_130 : tensor<f32>
    %1077 = stablehlo.negate %1076 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1078 = stablehlo.negate %cst_131 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %1079 = stablehlo.divide %1078, %cst_132 : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %1079, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1081 = call @take_along_axis_1(%1074#1, %1080) : (tensor<4x4096x1x1xi32>, tensor<4x4096x1xf32>) -> tensor<4x4096x128256xf32>
    %1082 = call @log_softmax_2(%1072#1, %1072#2, %1081) : (tensor<4x4096x128256xf32>, tensor<4x4096x1xf32>, tensor<4x4096x128256xf32>) -> tensor<4x4096x128256xf32>
    %1083 = stablehlo.convert %1082 : (tensor<4x4096x128256xf32>) -> tensor<4x4096x128256xbf16>
    %1084 = sdy.sharding_constraint %1083 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x128256xbf16>
    %1085 = stablehlo.dot_general %1084, %1068, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x128256xbf16>, tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16>
    %1086 = stablehlo.transpose %1085, dims = [1, 0] : (tensor<128256x576xbf16>) -> tensor<576x128256xbf16>
    %1087 = stablehlo.dot_general %1084, %65, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x128256xbf16>, tensor<576x128256xbf16>) -> tensor<4x4096x576xbf16>
    %1088 = stablehlo.convert %1087 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1089 = stablehlo.multiply %1063, %1088 : tensor<4x4096x576xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1090 = stablehlo.reduce(%1089 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1092 = stablehlo.broadcast_in_dim %1065, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1093 = stablehlo.multiply %1088, %1092 : tensor<4x4096x576xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1094 = stablehlo.reduce(%1091 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1095 = stablehlo.convert %1094 : (tensor<576xf32>) -> tensor<576xbf16>
    %1096 = stablehlo.multiply %1048, %1093 : tensor<4x4096x576xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1097 = stablehlo.reduce(%1096 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1098 = stablehlo.reshape %1097 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1099 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1100 = stablehlo.multiply %1093, %1099 : tensor<4x4096x576xf32>
    %1101 = stablehlo.multiply %1098, %1061 : tensor<4x4096x1xf32>
    %cst_136 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1103 = stablehlo.divide %1101, %1102 : tensor<4x4096x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1104 = stablehlo.reduce(%1103 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1105 = stablehlo.broadcast_in_dim %1104, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1106 = stablehlo.multiply %1105, %1051 : tensor<4x4096x576xf32>
    %1107 = stablehlo.add %1100, %1106 : tensor<4x4096x576xf32>
    %1108 = stablehlo.convert %1107 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1109:11 = stablehlo.optimization_barrier %56, %57, %58, %59, %60, %61, %62, %63, %64, %907, %1108 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %1110 = stablehlo.convert %1109#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1111 = chlo.square %1110 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_138 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1113 = stablehlo.multiply %1112, %1110 : tensor<4x4096x576xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1114 = stablehlo.reduce(%1111 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1115 = stablehlo.broadcast_in_dim %1114, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_140 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1117 = stablehlo.divide %1115, %1116 : tensor<4x4096x1xf32>
    %cst_141 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1119 = stablehlo.add %1117, %1118 : tensor<4x4096x1xf32>
    %1120 = stablehlo.rsqrt %1119 : tensor<4x4096x1xf32>
    %1121 = stablehlo.divide %1120, %1119 : tensor<4x4096x1xf32>
    %cst_142 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1123 = stablehlo.multiply %1122, %1121 : tensor<4x4096x1xf32>
    %1124 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1125 = stablehlo.multiply %1110, %1124 : tensor<4x4096x576xf32>
    %1126 = stablehlo.convert %1109#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %1127 = stablehlo.broadcast_in_dim %1126, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1128 = stablehlo.broadcast_in_dim %1127, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1129 = stablehlo.multiply %1125, %1128 : tensor<4x4096x576xf32>
    %1130 = stablehlo.convert %1129 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1131 = stablehlo.dot_general %1130, %1109#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1132 = sdy.sharding_constraint %1131 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1133 = stablehlo.dot_general %1130, %1109#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1134 = stablehlo.dot_general %1130, %1109#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1135 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1136 = stablehlo.negate %1135 : tensor<64xf32>
    %cst_143 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1138 = stablehlo.multiply %1136, %1137 : tensor<64xf32>
    %cst_144 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1140 = stablehlo.divide %1138, %1139 : tensor<64xf32>
    %cst_145 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1142 = stablehlo.power %1141, %1140 : tensor<64xf32>
    %1143 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %1144 = stablehlo.broadcast_in_dim %1143, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1145 = stablehlo.broadcast_in_dim %1142, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1146 = stablehlo.broadcast_in_dim %1144, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %1147 = stablehlo.broadcast_in_dim %1145, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %1148 = stablehlo.multiply %1146, %1147 : tensor<4096x64xf32>
    %1149 = stablehlo.cosine %1148 : tensor<4096x64xf32>
    %1150 = stablehlo.broadcast_in_dim %1149, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1151 = stablehlo.sine %1148 : tensor<4096x64xf32>
    %1152 = stablehlo.broadcast_in_dim %1151, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1153 = stablehlo.convert %1132 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1154 = stablehlo.slice %1153 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1155 = stablehlo.slice %1153 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1156 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1157 = stablehlo.multiply %1154, %1156 : tensor<4x4096x9x64xf32>
    %1158 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1159 = stablehlo.multiply %1155, %1158 : tensor<4x4096x9x64xf32>
    %1160 = stablehlo.subtract %1157, %1159 : tensor<4x4096x9x64xf32>
    %1161 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1162 = stablehlo.multiply %1155, %1161 : tensor<4x4096x9x64xf32>
    %1163 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1164 = stablehlo.multiply %1154, %1163 : tensor<4x4096x9x64xf32>
    %1165 = stablehlo.add %1162, %1164 : tensor<4x4096x9x64xf32>
    %1166 = stablehlo.concatenate %1160, %1165, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1167 = stablehlo.convert %1166 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1168 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1169 = stablehlo.negate %1168 : tensor<64xf32>
    %cst_146 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1171 = stablehlo.multiply %1169, %1170 : tensor<64xf32>
    %cst_147 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1173 = stablehlo.divide %1171, %1172 : tensor<64xf32>
    %cst_148 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1175 = stablehlo.power %1174, %1173 : tensor<64xf32>
    %1176 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %1177 = stablehlo.broadcast_in_dim %1176, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1178 = stablehlo.broadcast_in_dim %1175, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1179 = stablehlo.broadcast_in_dim %1177, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %1180 = stablehlo.broadcast_in_dim %1178, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %1181 = stablehlo.multiply %1179, %1180 : tensor<4096x64xf32>
    %1182 = stablehlo.cosine %1181 : tensor<4096x64xf32>
    %1183 = stablehlo.broadcast_in_dim %1182, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1184 = stablehlo.sine %1181 : tensor<4096x64xf32>
    %1185 = stablehlo.broadcast_in_dim %1184, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1186 = stablehlo.convert %1133 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1187 = stablehlo.slice %1186 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1188 = stablehlo.slice %1186 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1189 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1190 = stablehlo.multiply %1187, %1189 : tensor<4x4096x9x64xf32>
    %1191 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1192 = stablehlo.multiply %1188, %1191 : tensor<4x4096x9x64xf32>
    %1193 = stablehlo.subtract %1190, %1192 : tensor<4x4096x9x64xf32>
    %1194 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1195 = stablehlo.multiply %1188, %1194 : tensor<4x4096x9x64xf32>
    %1196 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1197 = stablehlo.multiply %1187, %1196 : tensor<4x4096x9x64xf32>
    %1198 = stablehlo.add %1195, %1197 : tensor<4x4096x9x64xf32>
    %1199 = stablehlo.concatenate %1193, %1198, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1200 = stablehlo.convert %1199 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1201 = stablehlo.reshape %1167 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1202 = stablehlo.dot_general %1200, %1201, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1203 = stablehlo.transpose %1202, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1204 = stablehlo.convert %1203 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_149 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1205 = stablehlo.sqrt %cst_149 : tensor<f32>
    %1206 = stablehlo.convert %1205 : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1208 = stablehlo.divide %1204, %1207 : tensor<4x9x1x4096x4096xf32>
    %c_150 = stablehlo.constant dense<true> : tensor<i1>
    %1209 = stablehlo.broadcast_in_dim %c_150, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %1210 = call @tril_3(%1209) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_151 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1211:2 = call @_where_4(%1210, %1208, %cst_151) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_152 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1212 = stablehlo.reduce(%1211#0 init: %cst_152) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_153 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1214 = stablehlo.maximum %1213, %1212 : tensor<4x9x1x4096xf32>
    %1215 = stablehlo.broadcast_in_dim %1214, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1216 = stablehlo.broadcast_in_dim %1215, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1217 = stablehlo.subtract %1211#0, %1216 : tensor<4x9x1x4096x4096xf32>
    %1218 = stablehlo.exponential %1217 : tensor<4x9x1x4096x4096xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1219 = stablehlo.reduce(%1218 init: %cst_154) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1220 = stablehlo.broadcast_in_dim %1219, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1221 = stablehlo.broadcast_in_dim %1220, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1222 = stablehlo.divide %1218, %1221 : tensor<4x9x1x4096x4096xf32>
    %1223 = stablehlo.multiply %1220, %1220 : tensor<4x9x1x4096x1xf32>
    %cst_155 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %1225 = stablehlo.divide %1224, %1223 : tensor<4x9x1x4096x1xf32>
    %1226 = stablehlo.convert %1222 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1227 = stablehlo.dot_general %1134, %1226, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1228 = stablehlo.transpose %1227, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1229 = stablehlo.reshape %1228 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1230 = sdy.sharding_constraint %1229 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1231 = stablehlo.dot_general %1230, %1109#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %1232 = stablehlo.add %1109#9, %1231 : tensor<4x4096x576xbf16>
    %1233 = sdy.sharding_constraint %1232 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1234 = stablehlo.convert %1233 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1235 = chlo.square %1234 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_156 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1237 = stablehlo.multiply %1236, %1234 : tensor<4x4096x576xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1238 = stablehlo.reduce(%1235 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_158 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1241 = stablehlo.divide %1239, %1240 : tensor<4x4096x1xf32>
    %cst_159 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1243 = stablehlo.add %1241, %1242 : tensor<4x4096x1xf32>
    %1244 = stablehlo.rsqrt %1243 : tensor<4x4096x1xf32>
    %1245 = stablehlo.divide %1244, %1243 : tensor<4x4096x1xf32>
    %cst_160 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1247 = stablehlo.multiply %1246, %1245 : tensor<4x4096x1xf32>
    %1248 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1249 = stablehlo.multiply %1234, %1248 : tensor<4x4096x576xf32>
    %1250 = stablehlo.convert %1109#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %1251 = stablehlo.broadcast_in_dim %1250, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1252 = stablehlo.broadcast_in_dim %1251, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1253 = stablehlo.multiply %1249, %1252 : tensor<4x4096x576xf32>
    %1254 = stablehlo.convert %1253 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1255 = stablehlo.dot_general %1254, %1109#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1256:3 = call @silu_5(%1255) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %1257 = stablehlo.dot_general %1254, %1109#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1258 = stablehlo.multiply %1256#0, %1257 : tensor<4x4096x2016xbf16>
    %1259 = sdy.sharding_constraint %1258 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1260 = sdy.sharding_constraint %1109#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1261 = stablehlo.dot_general %1260, %1259, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1262 = stablehlo.transpose %1261, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1263 = stablehlo.dot_general %1260, %1109#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1264 = sdy.sharding_constraint %1263 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1265 = stablehlo.multiply %1256#0, %1264 : tensor<4x4096x2016xbf16>
    %1266 = stablehlo.multiply %1264, %1257 : tensor<4x4096x2016xbf16>
    %1267 = stablehlo.dot_general %1265, %1254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1268 = stablehlo.transpose %1267, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1269 = stablehlo.dot_general %1265, %1109#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1270 = call @silu_6(%1256#1, %1255, %1256#2, %1266) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1271 = stablehlo.dot_general %1270, %1254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1272 = stablehlo.transpose %1271, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1273 = stablehlo.dot_general %1270, %1109#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1274 = stablehlo.add %1269, %1273 : tensor<4x4096x576xbf16>
    %1275 = stablehlo.convert %1274 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1276 = stablehlo.multiply %1249, %1275 : tensor<4x4096x576xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1277 = stablehlo.reduce(%1276 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1278 = stablehlo.reshape %1277 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1279 = stablehlo.broadcast_in_dim %1251, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1280 = stablehlo.multiply %1275, %1279 : tensor<4x4096x576xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1281 = stablehlo.reduce(%1278 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1282 = stablehlo.convert %1281 : (tensor<576xf32>) -> tensor<576xbf16>
    %1283 = stablehlo.multiply %1234, %1280 : tensor<4x4096x576xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1284 = stablehlo.reduce(%1283 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1285 = stablehlo.reshape %1284 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1286 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1287 = stablehlo.multiply %1280, %1286 : tensor<4x4096x576xf32>
    %1288 = stablehlo.multiply %1285, %1247 : tensor<4x4096x1xf32>
    %cst_164 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1290 = stablehlo.divide %1288, %1289 : tensor<4x4096x1xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1291 = stablehlo.reduce(%1290 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1293 = stablehlo.multiply %1292, %1237 : tensor<4x4096x576xf32>
    %1294 = stablehlo.add %1287, %1293 : tensor<4x4096x576xf32>
    %1295 = stablehlo.convert %1294 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1296 = stablehlo.add %1260, %1295 : tensor<4x4096x576xbf16>
    %1297 = sdy.sharding_constraint %1296 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1298 = stablehlo.dot_general %1297, %1230, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1299 = stablehlo.transpose %1298, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1300 = stablehlo.dot_general %1297, %1109#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1301 = sdy.sharding_constraint %1300 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1302 = stablehlo.reshape %1301 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1303 = stablehlo.transpose %1302, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1304 = stablehlo.dot_general %1303, %1134, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1305 = stablehlo.dot_general %1303, %1226, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1306 = stablehlo.transpose %1305, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1307 = stablehlo.convert %1304 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1308 = stablehlo.broadcast_in_dim %1225, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1309 = stablehlo.multiply %1307, %1308 : tensor<4x9x1x4096x4096xf32>
    %1310 = stablehlo.multiply %1309, %1218 : tensor<4x9x1x4096x4096xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1311 = stablehlo.reduce(%1310 init: %cst_166) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1312 = stablehlo.reshape %1311 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1313 = stablehlo.negate %1312 : tensor<4x9x1x4096x1xf32>
    %1314 = stablehlo.broadcast_in_dim %1220, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1315 = stablehlo.divide %1307, %1314 : tensor<4x9x1x4096x4096xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1316 = stablehlo.reduce(%1313 init: %cst_167) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1317 = stablehlo.broadcast_in_dim %1316, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1318 = stablehlo.broadcast_in_dim %1317, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1319 = stablehlo.add %1315, %1318 : tensor<4x9x1x4096x4096xf32>
    %1320 = stablehlo.multiply %1319, %1218 : tensor<4x9x1x4096x4096xf32>
    %1321 = call @_where_7(%1211#1, %1320) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1322 = stablehlo.broadcast_in_dim %1206, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1323 = stablehlo.divide %1321, %1322 : tensor<4x9x1x4096x4096xf32>
    %1324 = stablehlo.convert %1323 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1325 = stablehlo.transpose %1324, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1326 = stablehlo.dot_general %1325, %1200, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1327 = stablehlo.transpose %1326, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1328 = stablehlo.dot_general %1325, %1201, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1329 = stablehlo.transpose %1328, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1330 = stablehlo.reshape %1327 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1331 = stablehlo.convert %1329 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1332 = stablehlo.slice %1331 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1333 = stablehlo.slice %1331 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1334 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1335 = stablehlo.multiply %1333, %1334 : tensor<4x4096x9x64xf32>
    %1336 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1337 = stablehlo.multiply %1333, %1336 : tensor<4x4096x9x64xf32>
    %1338 = stablehlo.negate %1332 : tensor<4x4096x9x64xf32>
    %1339 = stablehlo.broadcast_in_dim %1185, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1340 = stablehlo.multiply %1338, %1339 : tensor<4x4096x9x64xf32>
    %1341 = stablehlo.add %1337, %1340 : tensor<4x4096x9x64xf32>
    %1342 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1343 = stablehlo.multiply %1332, %1342 : tensor<4x4096x9x64xf32>
    %1344 = stablehlo.add %1335, %1343 : tensor<4x4096x9x64xf32>
    %1345 = stablehlo.concatenate %1344, %1341, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1346 = stablehlo.convert %1345 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1347 = stablehlo.convert %1330 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1348 = stablehlo.slice %1347 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1349 = stablehlo.slice %1347 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1350 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1351 = stablehlo.multiply %1349, %1350 : tensor<4x4096x9x64xf32>
    %1352 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1353 = stablehlo.multiply %1349, %1352 : tensor<4x4096x9x64xf32>
    %1354 = stablehlo.negate %1348 : tensor<4x4096x9x64xf32>
    %1355 = stablehlo.broadcast_in_dim %1152, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1356 = stablehlo.multiply %1354, %1355 : tensor<4x4096x9x64xf32>
    %1357 = stablehlo.add %1353, %1356 : tensor<4x4096x9x64xf32>
    %1358 = stablehlo.broadcast_in_dim %1150, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1359 = stablehlo.multiply %1348, %1358 : tensor<4x4096x9x64xf32>
    %1360 = stablehlo.add %1351, %1359 : tensor<4x4096x9x64xf32>
    %1361 = stablehlo.concatenate %1360, %1357, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1362 = stablehlo.convert %1361 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1363 = stablehlo.dot_general %1306, %1130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1364 = stablehlo.transpose %1363, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1365 = stablehlo.dot_general %1306, %1109#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1366 = stablehlo.dot_general %1346, %1130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1367 = stablehlo.transpose %1366, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1368 = stablehlo.dot_general %1346, %1109#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1369 = stablehlo.add %1365, %1368 : tensor<4x4096x576xbf16>
    %1370 = sdy.sharding_constraint %1362 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1371 = stablehlo.dot_general %1370, %1130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1372 = stablehlo.transpose %1371, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1373 = stablehlo.dot_general %1370, %1109#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1374 = stablehlo.add %1369, %1373 : tensor<4x4096x576xbf16>
    %1375 = stablehlo.convert %1374 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1376 = stablehlo.multiply %1125, %1375 : tensor<4x4096x576xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.reduce(%1376 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1378 = stablehlo.reshape %1377 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1379 = stablehlo.broadcast_in_dim %1127, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1380 = stablehlo.multiply %1375, %1379 : tensor<4x4096x576xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1381 = stablehlo.reduce(%1378 init: %cst_169) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1382 = stablehlo.convert %1381 : (tensor<576xf32>) -> tensor<576xbf16>
    %1383 = stablehlo.multiply %1110, %1380 : tensor<4x4096x576xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1384 = stablehlo.reduce(%1383 init: %cst_170) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1385 = stablehlo.reshape %1384 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1386 = stablehlo.broadcast_in_dim %1120, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1387 = stablehlo.multiply %1380, %1386 : tensor<4x4096x576xf32>
    %1388 = stablehlo.multiply %1385, %1123 : tensor<4x4096x1xf32>
    %cst_171 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1390 = stablehlo.divide %1388, %1389 : tensor<4x4096x1xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1391 = stablehlo.reduce(%1390 init: %cst_172) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1392 = stablehlo.broadcast_in_dim %1391, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1393 = stablehlo.multiply %1392, %1113 : tensor<4x4096x576xf32>
    %1394 = stablehlo.add %1387, %1393 : tensor<4x4096x576xf32>
    %1395 = stablehlo.convert %1394 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1396 = stablehlo.add %1297, %1395 : tensor<4x4096x576xbf16>
    %1397:11 = stablehlo.optimization_barrier %47, %48, %49, %50, %51, %52, %53, %54, %55, %767, %1396 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %1398 = stablehlo.convert %1397#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1399 = chlo.square %1398 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_173 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1401 = stablehlo.multiply %1400, %1398 : tensor<4x4096x576xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1402 = stablehlo.reduce(%1399 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1403 = stablehlo.broadcast_in_dim %1402, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_175 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1405 = stablehlo.divide %1403, %1404 : tensor<4x4096x1xf32>
    %cst_176 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<4x4096x1xf32>
    %1408 = stablehlo.rsqrt %1407 : tensor<4x4096x1xf32>
    %1409 = stablehlo.divide %1408, %1407 : tensor<4x4096x1xf32>
    %cst_177 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1411 = stablehlo.multiply %1410, %1409 : tensor<4x4096x1xf32>
    %1412 = stablehlo.broadcast_in_dim %1408, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1413 = stablehlo.multiply %1398, %1412 : tensor<4x4096x576xf32>
    %1414 = stablehlo.convert %1397#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %1415 = stablehlo.broadcast_in_dim %1414, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1416 = stablehlo.broadcast_in_dim %1415, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1417 = stablehlo.multiply %1413, %1416 : tensor<4x4096x576xf32>
    %1418 = stablehlo.convert %1417 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1419 = stablehlo.dot_general %1418, %1397#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1420 = sdy.sharding_constraint %1419 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1421 = stablehlo.dot_general %1418, %1397#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1422 = stablehlo.dot_general %1418, %1397#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1423 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1424 = stablehlo.negate %1423 : tensor<64xf32>
    %cst_178 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1426 = stablehlo.multiply %1424, %1425 : tensor<64xf32>
    %cst_179 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1428 = stablehlo.divide %1426, %1427 : tensor<64xf32>
    %cst_180 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1430 = stablehlo.power %1429, %1428 : tensor<64xf32>
    %1431 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %1432 = stablehlo.broadcast_in_dim %1431, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1433 = stablehlo.broadcast_in_dim %1430, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1434 = stablehlo.broadcast_in_dim %1432, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %1435 = stablehlo.broadcast_in_dim %1433, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %1436 = stablehlo.multiply %1434, %1435 : tensor<4096x64xf32>
    %1437 = stablehlo.cosine %1436 : tensor<4096x64xf32>
    %1438 = stablehlo.broadcast_in_dim %1437, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1439 = stablehlo.sine %1436 : tensor<4096x64xf32>
    %1440 = stablehlo.broadcast_in_dim %1439, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1441 = stablehlo.convert %1420 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1442 = stablehlo.slice %1441 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1443 = stablehlo.slice %1441 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1444 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1445 = stablehlo.multiply %1442, %1444 : tensor<4x4096x9x64xf32>
    %1446 = stablehlo.broadcast_in_dim %1440, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1447 = stablehlo.multiply %1443, %1446 : tensor<4x4096x9x64xf32>
    %1448 = stablehlo.subtract %1445, %1447 : tensor<4x4096x9x64xf32>
    %1449 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1450 = stablehlo.multiply %1443, %1449 : tensor<4x4096x9x64xf32>
    %1451 = stablehlo.broadcast_in_dim %1440, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1452 = stablehlo.multiply %1442, %1451 : tensor<4x4096x9x64xf32>
    %1453 = stablehlo.add %1450, %1452 : tensor<4x4096x9x64xf32>
    %1454 = stablehlo.concatenate %1448, %1453, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1455 = stablehlo.convert %1454 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1456 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1457 = stablehlo.negate %1456 : tensor<64xf32>
    %cst_181 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1458 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1459 = stablehlo.multiply %1457, %1458 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1461 = stablehlo.divide %1459, %1460 : tensor<64xf32>
    %cst_183 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1463 = stablehlo.power %1462, %1461 : tensor<64xf32>
    %1464 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %1465 = stablehlo.broadcast_in_dim %1464, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1466 = stablehlo.broadcast_in_dim %1463, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1467 = stablehlo.broadcast_in_dim %1465, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %1468 = stablehlo.broadcast_in_dim %1466, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %1469 = stablehlo.multiply %1467, %1468 : tensor<4096x64xf32>
    %1470 = stablehlo.cosine %1469 : tensor<4096x64xf32>
    %1471 = stablehlo.broadcast_in_dim %1470, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1472 = stablehlo.sine %1469 : tensor<4096x64xf32>
    %1473 = stablehlo.broadcast_in_dim %1472, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1474 = stablehlo.convert %1421 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1475 = stablehlo.slice %1474 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1476 = stablehlo.slice %1474 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1477 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1478 = stablehlo.multiply %1475, %1477 : tensor<4x4096x9x64xf32>
    %1479 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1480 = stablehlo.multiply %1476, %1479 : tensor<4x4096x9x64xf32>
    %1481 = stablehlo.subtract %1478, %1480 : tensor<4x4096x9x64xf32>
    %1482 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1483 = stablehlo.multiply %1476, %1482 : tensor<4x4096x9x64xf32>
    %1484 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1485 = stablehlo.multiply %1475, %1484 : tensor<4x4096x9x64xf32>
    %1486 = stablehlo.add %1483, %1485 : tensor<4x4096x9x64xf32>
    %1487 = stablehlo.concatenate %1481, %1486, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1488 = stablehlo.convert %1487 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1489 = stablehlo.reshape %1455 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1490 = stablehlo.dot_general %1488, %1489, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1491 = stablehlo.transpose %1490, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1492 = stablehlo.convert %1491 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_184 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1493 = stablehlo.sqrt %cst_184 : tensor<f32>
    %1494 = stablehlo.convert %1493 : tensor<f32>
    %1495 = stablehlo.broadcast_in_dim %1494, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1496 = stablehlo.divide %1492, %1495 : tensor<4x9x1x4096x4096xf32>
    %c_185 = stablehlo.constant dense<true> : tensor<i1>
    %1497 = stablehlo.broadcast_in_dim %c_185, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %1498 = call @tril_3(%1497) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_186 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1499:2 = call @_where_4(%1498, %1496, %cst_186) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1500 = stablehlo.reduce(%1499#0 init: %cst_187) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1502 = stablehlo.maximum %1501, %1500 : tensor<4x9x1x4096xf32>
    %1503 = stablehlo.broadcast_in_dim %1502, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1504 = stablehlo.broadcast_in_dim %1503, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1505 = stablehlo.subtract %1499#0, %1504 : tensor<4x9x1x4096x4096xf32>
    %1506 = stablehlo.exponential %1505 : tensor<4x9x1x4096x4096xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1507 = stablehlo.reduce(%1506 init: %cst_189) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1508 = stablehlo.broadcast_in_dim %1507, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1509 = stablehlo.broadcast_in_dim %1508, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1510 = stablehlo.divide %1506, %1509 : tensor<4x9x1x4096x4096xf32>
    %1511 = stablehlo.multiply %1508, %1508 : tensor<4x9x1x4096x1xf32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1512 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %1513 = stablehlo.divide %1512, %1511 : tensor<4x9x1x4096x1xf32>
    %1514 = stablehlo.convert %1510 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1515 = stablehlo.dot_general %1422, %1514, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1516 = stablehlo.transpose %1515, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1517 = stablehlo.reshape %1516 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1518 = sdy.sharding_constraint %1517 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1519 = stablehlo.dot_general %1518, %1397#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %1520 = stablehlo.add %1397#9, %1519 : tensor<4x4096x576xbf16>
    %1521 = sdy.sharding_constraint %1520 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1522 = stablehlo.convert %1521 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1523 = chlo.square %1522 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_191 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1524 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1525 = stablehlo.multiply %1524, %1522 : tensor<4x4096x576xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1526 = stablehlo.reduce(%1523 init: %cst_192) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1527 = stablehlo.broadcast_in_dim %1526, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_193 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1529 = stablehlo.divide %1527, %1528 : tensor<4x4096x1xf32>
    %cst_194 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1530 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1531 = stablehlo.add %1529, %1530 : tensor<4x4096x1xf32>
    %1532 = stablehlo.rsqrt %1531 : tensor<4x4096x1xf32>
    %1533 = stablehlo.divide %1532, %1531 : tensor<4x4096x1xf32>
    %cst_195 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1534 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1535 = stablehlo.multiply %1534, %1533 : tensor<4x4096x1xf32>
    %1536 = stablehlo.broadcast_in_dim %1532, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1537 = stablehlo.multiply %1522, %1536 : tensor<4x4096x576xf32>
    %1538 = stablehlo.convert %1397#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %1539 = stablehlo.broadcast_in_dim %1538, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1540 = stablehlo.broadcast_in_dim %1539, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1541 = stablehlo.multiply %1537, %1540 : tensor<4x4096x576xf32>
    %1542 = stablehlo.convert %1541 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1543 = stablehlo.dot_general %1542, %1397#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1544:3 = call @silu_5(%1543) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %1545 = stablehlo.dot_general %1542, %1397#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1546 = stablehlo.multiply %1544#0, %1545 : tensor<4x4096x2016xbf16>
    %1547 = sdy.sharding_constraint %1546 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1548 = sdy.sharding_constraint %1397#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1549 = stablehlo.dot_general %1548, %1547, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1550 = stablehlo.transpose %1549, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1551 = stablehlo.dot_general %1548, %1397#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1552 = sdy.sharding_constraint %1551 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1553 = stablehlo.multiply %1544#0, %1552 : tensor<4x4096x2016xbf16>
    %1554 = stablehlo.multiply %1552, %1545 : tensor<4x4096x2016xbf16>
    %1555 = stablehlo.dot_general %1553, %1542, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1556 = stablehlo.transpose %1555, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1557 = stablehlo.dot_general %1553, %1397#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1558 = call @silu_6(%1544#1, %1543, %1544#2, %1554) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1559 = stablehlo.dot_general %1558, %1542, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1560 = stablehlo.transpose %1559, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1561 = stablehlo.dot_general %1558, %1397#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1562 = stablehlo.add %1557, %1561 : tensor<4x4096x576xbf16>
    %1563 = stablehlo.convert %1562 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1564 = stablehlo.multiply %1537, %1563 : tensor<4x4096x576xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1565 = stablehlo.reduce(%1564 init: %cst_196) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1566 = stablehlo.reshape %1565 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1567 = stablehlo.broadcast_in_dim %1539, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1568 = stablehlo.multiply %1563, %1567 : tensor<4x4096x576xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1569 = stablehlo.reduce(%1566 init: %cst_197) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1570 = stablehlo.convert %1569 : (tensor<576xf32>) -> tensor<576xbf16>
    %1571 = stablehlo.multiply %1522, %1568 : tensor<4x4096x576xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1572 = stablehlo.reduce(%1571 init: %cst_198) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1573 = stablehlo.reshape %1572 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1574 = stablehlo.broadcast_in_dim %1532, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1575 = stablehlo.multiply %1568, %1574 : tensor<4x4096x576xf32>
    %1576 = stablehlo.multiply %1573, %1535 : tensor<4x4096x1xf32>
    %cst_199 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1578 = stablehlo.divide %1576, %1577 : tensor<4x4096x1xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1579 = stablehlo.reduce(%1578 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1580 = stablehlo.broadcast_in_dim %1579, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1581 = stablehlo.multiply %1580, %1525 : tensor<4x4096x576xf32>
    %1582 = stablehlo.add %1575, %1581 : tensor<4x4096x576xf32>
    %1583 = stablehlo.convert %1582 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1584 = stablehlo.add %1548, %1583 : tensor<4x4096x576xbf16>
    %1585 = sdy.sharding_constraint %1584 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1586 = stablehlo.dot_general %1585, %1518, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1587 = stablehlo.transpose %1586, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1588 = stablehlo.dot_general %1585, %1397#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1589 = sdy.sharding_constraint %1588 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1590 = stablehlo.reshape %1589 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1591 = stablehlo.transpose %1590, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1592 = stablehlo.dot_general %1591, %1422, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1593 = stablehlo.dot_general %1591, %1514, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1594 = stablehlo.transpose %1593, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1595 = stablehlo.convert %1592 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1596 = stablehlo.broadcast_in_dim %1513, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1597 = stablehlo.multiply %1595, %1596 : tensor<4x9x1x4096x4096xf32>
    %1598 = stablehlo.multiply %1597, %1506 : tensor<4x9x1x4096x4096xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1599 = stablehlo.reduce(%1598 init: %cst_201) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1600 = stablehlo.reshape %1599 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1601 = stablehlo.negate %1600 : tensor<4x9x1x4096x1xf32>
    %1602 = stablehlo.broadcast_in_dim %1508, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1603 = stablehlo.divide %1595, %1602 : tensor<4x9x1x4096x4096xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1604 = stablehlo.reduce(%1601 init: %cst_202) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1605 = stablehlo.broadcast_in_dim %1604, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1607 = stablehlo.add %1603, %1606 : tensor<4x9x1x4096x4096xf32>
    %1608 = stablehlo.multiply %1607, %1506 : tensor<4x9x1x4096x4096xf32>
    %1609 = call @_where_7(%1499#1, %1608) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1610 = stablehlo.broadcast_in_dim %1494, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1611 = stablehlo.divide %1609, %1610 : tensor<4x9x1x4096x4096xf32>
    %1612 = stablehlo.convert %1611 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1613 = stablehlo.transpose %1612, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1614 = stablehlo.dot_general %1613, %1488, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1615 = stablehlo.transpose %1614, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1616 = stablehlo.dot_general %1613, %1489, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1617 = stablehlo.transpose %1616, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1618 = stablehlo.reshape %1615 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1619 = stablehlo.convert %1617 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1620 = stablehlo.slice %1619 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1621 = stablehlo.slice %1619 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1622 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1623 = stablehlo.multiply %1621, %1622 : tensor<4x4096x9x64xf32>
    %1624 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1625 = stablehlo.multiply %1621, %1624 : tensor<4x4096x9x64xf32>
    %1626 = stablehlo.negate %1620 : tensor<4x4096x9x64xf32>
    %1627 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1628 = stablehlo.multiply %1626, %1627 : tensor<4x4096x9x64xf32>
    %1629 = stablehlo.add %1625, %1628 : tensor<4x4096x9x64xf32>
    %1630 = stablehlo.broadcast_in_dim %1471, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1631 = stablehlo.multiply %1620, %1630 : tensor<4x4096x9x64xf32>
    %1632 = stablehlo.add %1623, %1631 : tensor<4x4096x9x64xf32>
    %1633 = stablehlo.concatenate %1632, %1629, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1634 = stablehlo.convert %1633 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1635 = stablehlo.convert %1618 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1636 = stablehlo.slice %1635 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1637 = stablehlo.slice %1635 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1638 = stablehlo.broadcast_in_dim %1440, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1639 = stablehlo.multiply %1637, %1638 : tensor<4x4096x9x64xf32>
    %1640 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1641 = stablehlo.multiply %1637, %1640 : tensor<4x4096x9x64xf32>
    %1642 = stablehlo.negate %1636 : tensor<4x4096x9x64xf32>
    %1643 = stablehlo.broadcast_in_dim %1440, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1644 = stablehlo.multiply %1642, %1643 : tensor<4x4096x9x64xf32>
    %1645 = stablehlo.add %1641, %1644 : tensor<4x4096x9x64xf32>
    %1646 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1647 = stablehlo.multiply %1636, %1646 : tensor<4x4096x9x64xf32>
    %1648 = stablehlo.add %1639, %1647 : tensor<4x4096x9x64xf32>
    %1649 = stablehlo.concatenate %1648, %1645, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1650 = stablehlo.convert %1649 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1651 = stablehlo.dot_general %1594, %1418, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1652 = stablehlo.transpose %1651, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1653 = stablehlo.dot_general %1594, %1397#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1654 = stablehlo.dot_general %1634, %1418, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1655 = stablehlo.transpose %1654, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1656 = stablehlo.dot_general %1634, %1397#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1657 = stablehlo.add %1653, %1656 : tensor<4x4096x576xbf16>
    %1658 = sdy.sharding_constraint %1650 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1659 = stablehlo.dot_general %1658, %1418, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1660 = stablehlo.transpose %1659, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1661 = stablehlo.dot_general %1658, %1397#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1662 = stablehlo.add %1657, %1661 : tensor<4x4096x576xbf16>
    %1663 = stablehlo.convert %1662 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1664 = stablehlo.multiply %1413, %1663 : tensor<4x4096x576xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1665 = stablehlo.reduce(%1664 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1666 = stablehlo.reshape %1665 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1667 = stablehlo.broadcast_in_dim %1415, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1668 = stablehlo.multiply %1663, %1667 : tensor<4x4096x576xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.reduce(%1666 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1670 = stablehlo.convert %1669 : (tensor<576xf32>) -> tensor<576xbf16>
    %1671 = stablehlo.multiply %1398, %1668 : tensor<4x4096x576xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1672 = stablehlo.reduce(%1671 init: %cst_205) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1673 = stablehlo.reshape %1672 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1674 = stablehlo.broadcast_in_dim %1408, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1675 = stablehlo.multiply %1668, %1674 : tensor<4x4096x576xf32>
    %1676 = stablehlo.multiply %1673, %1411 : tensor<4x4096x1xf32>
    %cst_206 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1677 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1678 = stablehlo.divide %1676, %1677 : tensor<4x4096x1xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1679 = stablehlo.reduce(%1678 init: %cst_207) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1680 = stablehlo.broadcast_in_dim %1679, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1681 = stablehlo.multiply %1680, %1401 : tensor<4x4096x576xf32>
    %1682 = stablehlo.add %1675, %1681 : tensor<4x4096x576xf32>
    %1683 = stablehlo.convert %1682 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1684 = stablehlo.add %1585, %1683 : tensor<4x4096x576xbf16>
    %1685:11 = stablehlo.optimization_barrier %38, %39, %40, %41, %42, %43, %44, %45, %46, %627, %1684 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %1686 = stablehlo.convert %1685#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1687 = chlo.square %1686 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_208 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1689 = stablehlo.multiply %1688, %1686 : tensor<4x4096x576xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1690 = stablehlo.reduce(%1687 init: %cst_209) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1691 = stablehlo.broadcast_in_dim %1690, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_210 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1692 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1693 = stablehlo.divide %1691, %1692 : tensor<4x4096x1xf32>
    %cst_211 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1695 = stablehlo.add %1693, %1694 : tensor<4x4096x1xf32>
    %1696 = stablehlo.rsqrt %1695 : tensor<4x4096x1xf32>
    %1697 = stablehlo.divide %1696, %1695 : tensor<4x4096x1xf32>
    %cst_212 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1698 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1699 = stablehlo.multiply %1698, %1697 : tensor<4x4096x1xf32>
    %1700 = stablehlo.broadcast_in_dim %1696, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1701 = stablehlo.multiply %1686, %1700 : tensor<4x4096x576xf32>
    %1702 = stablehlo.convert %1685#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %1703 = stablehlo.broadcast_in_dim %1702, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1704 = stablehlo.broadcast_in_dim %1703, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1705 = stablehlo.multiply %1701, %1704 : tensor<4x4096x576xf32>
    %1706 = stablehlo.convert %1705 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1707 = stablehlo.dot_general %1706, %1685#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1708 = sdy.sharding_constraint %1707 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1709 = stablehlo.dot_general %1706, %1685#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1710 = stablehlo.dot_general %1706, %1685#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1711 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1712 = stablehlo.negate %1711 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1713 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1714 = stablehlo.multiply %1712, %1713 : tensor<64xf32>
    %cst_214 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1715 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1716 = stablehlo.divide %1714, %1715 : tensor<64xf32>
    %cst_215 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1718 = stablehlo.power %1717, %1716 : tensor<64xf32>
    %1719 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %1720 = stablehlo.broadcast_in_dim %1719, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1721 = stablehlo.broadcast_in_dim %1718, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1722 = stablehlo.broadcast_in_dim %1720, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %1723 = stablehlo.broadcast_in_dim %1721, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %1724 = stablehlo.multiply %1722, %1723 : tensor<4096x64xf32>
    %1725 = stablehlo.cosine %1724 : tensor<4096x64xf32>
    %1726 = stablehlo.broadcast_in_dim %1725, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1727 = stablehlo.sine %1724 : tensor<4096x64xf32>
    %1728 = stablehlo.broadcast_in_dim %1727, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1729 = stablehlo.convert %1708 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1730 = stablehlo.slice %1729 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1731 = stablehlo.slice %1729 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1732 = stablehlo.broadcast_in_dim %1726, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1733 = stablehlo.multiply %1730, %1732 : tensor<4x4096x9x64xf32>
    %1734 = stablehlo.broadcast_in_dim %1728, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1735 = stablehlo.multiply %1731, %1734 : tensor<4x4096x9x64xf32>
    %1736 = stablehlo.subtract %1733, %1735 : tensor<4x4096x9x64xf32>
    %1737 = stablehlo.broadcast_in_dim %1726, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1738 = stablehlo.multiply %1731, %1737 : tensor<4x4096x9x64xf32>
    %1739 = stablehlo.broadcast_in_dim %1728, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1740 = stablehlo.multiply %1730, %1739 : tensor<4x4096x9x64xf32>
    %1741 = stablehlo.add %1738, %1740 : tensor<4x4096x9x64xf32>
    %1742 = stablehlo.concatenate %1736, %1741, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1743 = stablehlo.convert %1742 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1744 = stablehlo.iota dim = 0 : tensor<64xf32>
    %1745 = stablehlo.negate %1744 : tensor<64xf32>
    %cst_216 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1746 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1747 = stablehlo.multiply %1745, %1746 : tensor<64xf32>
    %cst_217 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1749 = stablehlo.divide %1747, %1748 : tensor<64xf32>
    %cst_218 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1751 = stablehlo.power %1750, %1749 : tensor<64xf32>
    %1752 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %1753 = stablehlo.broadcast_in_dim %1752, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %1754 = stablehlo.broadcast_in_dim %1751, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %1755 = stablehlo.broadcast_in_dim %1753, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %1756 = stablehlo.broadcast_in_dim %1754, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %1757 = stablehlo.multiply %1755, %1756 : tensor<4096x64xf32>
    %1758 = stablehlo.cosine %1757 : tensor<4096x64xf32>
    %1759 = stablehlo.broadcast_in_dim %1758, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1760 = stablehlo.sine %1757 : tensor<4096x64xf32>
    %1761 = stablehlo.broadcast_in_dim %1760, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %1762 = stablehlo.convert %1709 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1763 = stablehlo.slice %1762 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1764 = stablehlo.slice %1762 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1765 = stablehlo.broadcast_in_dim %1759, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1766 = stablehlo.multiply %1763, %1765 : tensor<4x4096x9x64xf32>
    %1767 = stablehlo.broadcast_in_dim %1761, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1768 = stablehlo.multiply %1764, %1767 : tensor<4x4096x9x64xf32>
    %1769 = stablehlo.subtract %1766, %1768 : tensor<4x4096x9x64xf32>
    %1770 = stablehlo.broadcast_in_dim %1759, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1771 = stablehlo.multiply %1764, %1770 : tensor<4x4096x9x64xf32>
    %1772 = stablehlo.broadcast_in_dim %1761, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1773 = stablehlo.multiply %1763, %1772 : tensor<4x4096x9x64xf32>
    %1774 = stablehlo.add %1771, %1773 : tensor<4x4096x9x64xf32>
    %1775 = stablehlo.concatenate %1769, %1774, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1776 = stablehlo.convert %1775 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1777 = stablehlo.reshape %1743 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1778 = stablehlo.dot_general %1776, %1777, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1779 = stablehlo.transpose %1778, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1780 = stablehlo.convert %1779 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_219 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1781 = stablehlo.sqrt %cst_219 : tensor<f32>
    %1782 = stablehlo.convert %1781 : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %1782, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1784 = stablehlo.divide %1780, %1783 : tensor<4x9x1x4096x4096xf32>
    %c_220 = stablehlo.constant dense<true> : tensor<i1>
    %1785 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %1786 = call @tril_3(%1785) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_221 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %1787:2 = call @_where_4(%1786, %1784, %cst_221) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_222 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1788 = stablehlo.reduce(%1787#0 init: %cst_222) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_223 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1790 = stablehlo.maximum %1789, %1788 : tensor<4x9x1x4096xf32>
    %1791 = stablehlo.broadcast_in_dim %1790, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1792 = stablehlo.broadcast_in_dim %1791, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1793 = stablehlo.subtract %1787#0, %1792 : tensor<4x9x1x4096x4096xf32>
    %1794 = stablehlo.exponential %1793 : tensor<4x9x1x4096x4096xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1795 = stablehlo.reduce(%1794 init: %cst_224) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1796 = stablehlo.broadcast_in_dim %1795, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1797 = stablehlo.broadcast_in_dim %1796, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1798 = stablehlo.divide %1794, %1797 : tensor<4x9x1x4096x4096xf32>
    %1799 = stablehlo.multiply %1796, %1796 : tensor<4x9x1x4096x1xf32>
    %cst_225 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1800 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %1801 = stablehlo.divide %1800, %1799 : tensor<4x9x1x4096x1xf32>
    %1802 = stablehlo.convert %1798 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1803 = stablehlo.dot_general %1710, %1802, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1804 = stablehlo.transpose %1803, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1805 = stablehlo.reshape %1804 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1806 = sdy.sharding_constraint %1805 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1807 = stablehlo.dot_general %1806, %1685#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %1808 = stablehlo.add %1685#9, %1807 : tensor<4x4096x576xbf16>
    %1809 = sdy.sharding_constraint %1808 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1810 = stablehlo.convert %1809 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1811 = chlo.square %1810 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_226 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1812 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1813 = stablehlo.multiply %1812, %1810 : tensor<4x4096x576xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1814 = stablehlo.reduce(%1811 init: %cst_227) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1815 = stablehlo.broadcast_in_dim %1814, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_228 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1816 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1817 = stablehlo.divide %1815, %1816 : tensor<4x4096x1xf32>
    %cst_229 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1818 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1819 = stablehlo.add %1817, %1818 : tensor<4x4096x1xf32>
    %1820 = stablehlo.rsqrt %1819 : tensor<4x4096x1xf32>
    %1821 = stablehlo.divide %1820, %1819 : tensor<4x4096x1xf32>
    %cst_230 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1822 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1823 = stablehlo.multiply %1822, %1821 : tensor<4x4096x1xf32>
    %1824 = stablehlo.broadcast_in_dim %1820, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1825 = stablehlo.multiply %1810, %1824 : tensor<4x4096x576xf32>
    %1826 = stablehlo.convert %1685#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %1827 = stablehlo.broadcast_in_dim %1826, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1828 = stablehlo.broadcast_in_dim %1827, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1829 = stablehlo.multiply %1825, %1828 : tensor<4x4096x576xf32>
    %1830 = stablehlo.convert %1829 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1831 = stablehlo.dot_general %1830, %1685#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1832:3 = call @silu_5(%1831) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %1833 = stablehlo.dot_general %1830, %1685#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1834 = stablehlo.multiply %1832#0, %1833 : tensor<4x4096x2016xbf16>
    %1835 = sdy.sharding_constraint %1834 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1836 = sdy.sharding_constraint %1685#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1837 = stablehlo.dot_general %1836, %1835, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1838 = stablehlo.transpose %1837, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %1839 = stablehlo.dot_general %1836, %1685#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %1840 = sdy.sharding_constraint %1839 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %1841 = stablehlo.multiply %1832#0, %1840 : tensor<4x4096x2016xbf16>
    %1842 = stablehlo.multiply %1840, %1833 : tensor<4x4096x2016xbf16>
    %1843 = stablehlo.dot_general %1841, %1830, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1844 = stablehlo.transpose %1843, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1845 = stablehlo.dot_general %1841, %1685#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1846 = call @silu_6(%1832#1, %1831, %1832#2, %1842) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %1847 = stablehlo.dot_general %1846, %1830, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1848 = stablehlo.transpose %1847, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %1849 = stablehlo.dot_general %1846, %1685#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %1850 = stablehlo.add %1845, %1849 : tensor<4x4096x576xbf16>
    %1851 = stablehlo.convert %1850 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1852 = stablehlo.multiply %1825, %1851 : tensor<4x4096x576xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1853 = stablehlo.reduce(%1852 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1854 = stablehlo.reshape %1853 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1855 = stablehlo.broadcast_in_dim %1827, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1856 = stablehlo.multiply %1851, %1855 : tensor<4x4096x576xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1857 = stablehlo.reduce(%1854 init: %cst_232) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1858 = stablehlo.convert %1857 : (tensor<576xf32>) -> tensor<576xbf16>
    %1859 = stablehlo.multiply %1810, %1856 : tensor<4x4096x576xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1860 = stablehlo.reduce(%1859 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1861 = stablehlo.reshape %1860 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1862 = stablehlo.broadcast_in_dim %1820, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1863 = stablehlo.multiply %1856, %1862 : tensor<4x4096x576xf32>
    %1864 = stablehlo.multiply %1861, %1823 : tensor<4x4096x1xf32>
    %cst_234 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1865 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1866 = stablehlo.divide %1864, %1865 : tensor<4x4096x1xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1867 = stablehlo.reduce(%1866 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1868 = stablehlo.broadcast_in_dim %1867, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1869 = stablehlo.multiply %1868, %1813 : tensor<4x4096x576xf32>
    %1870 = stablehlo.add %1863, %1869 : tensor<4x4096x576xf32>
    %1871 = stablehlo.convert %1870 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1872 = stablehlo.add %1836, %1871 : tensor<4x4096x576xbf16>
    %1873 = sdy.sharding_constraint %1872 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %1874 = stablehlo.dot_general %1873, %1806, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1875 = stablehlo.transpose %1874, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %1876 = stablehlo.dot_general %1873, %1685#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %1877 = sdy.sharding_constraint %1876 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1878 = stablehlo.reshape %1877 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1879 = stablehlo.transpose %1878, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %1880 = stablehlo.dot_general %1879, %1710, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %1881 = stablehlo.dot_general %1879, %1802, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %1882 = stablehlo.transpose %1881, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %1883 = stablehlo.convert %1880 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %1884 = stablehlo.broadcast_in_dim %1801, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1885 = stablehlo.multiply %1883, %1884 : tensor<4x9x1x4096x4096xf32>
    %1886 = stablehlo.multiply %1885, %1794 : tensor<4x9x1x4096x4096xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1887 = stablehlo.reduce(%1886 init: %cst_236) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %1888 = stablehlo.reshape %1887 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %1889 = stablehlo.negate %1888 : tensor<4x9x1x4096x1xf32>
    %1890 = stablehlo.broadcast_in_dim %1796, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1891 = stablehlo.divide %1883, %1890 : tensor<4x9x1x4096x4096xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1892 = stablehlo.reduce(%1889 init: %cst_237) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %1893 = stablehlo.broadcast_in_dim %1892, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %1894 = stablehlo.broadcast_in_dim %1893, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1895 = stablehlo.add %1891, %1894 : tensor<4x9x1x4096x4096xf32>
    %1896 = stablehlo.multiply %1895, %1794 : tensor<4x9x1x4096x4096xf32>
    %1897 = call @_where_7(%1787#1, %1896) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %1898 = stablehlo.broadcast_in_dim %1782, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1899 = stablehlo.divide %1897, %1898 : tensor<4x9x1x4096x4096xf32>
    %1900 = stablehlo.convert %1899 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %1901 = stablehlo.transpose %1900, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %1902 = stablehlo.dot_general %1901, %1776, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %1903 = stablehlo.transpose %1902, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %1904 = stablehlo.dot_general %1901, %1777, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %1905 = stablehlo.transpose %1904, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1906 = stablehlo.reshape %1903 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1907 = stablehlo.convert %1905 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1908 = stablehlo.slice %1907 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1909 = stablehlo.slice %1907 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1910 = stablehlo.broadcast_in_dim %1761, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1911 = stablehlo.multiply %1909, %1910 : tensor<4x4096x9x64xf32>
    %1912 = stablehlo.broadcast_in_dim %1759, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1913 = stablehlo.multiply %1909, %1912 : tensor<4x4096x9x64xf32>
    %1914 = stablehlo.negate %1908 : tensor<4x4096x9x64xf32>
    %1915 = stablehlo.broadcast_in_dim %1761, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1916 = stablehlo.multiply %1914, %1915 : tensor<4x4096x9x64xf32>
    %1917 = stablehlo.add %1913, %1916 : tensor<4x4096x9x64xf32>
    %1918 = stablehlo.broadcast_in_dim %1759, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1919 = stablehlo.multiply %1908, %1918 : tensor<4x4096x9x64xf32>
    %1920 = stablehlo.add %1911, %1919 : tensor<4x4096x9x64xf32>
    %1921 = stablehlo.concatenate %1920, %1917, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1922 = stablehlo.convert %1921 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1923 = stablehlo.convert %1906 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %1924 = stablehlo.slice %1923 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1925 = stablehlo.slice %1923 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %1926 = stablehlo.broadcast_in_dim %1728, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1927 = stablehlo.multiply %1925, %1926 : tensor<4x4096x9x64xf32>
    %1928 = stablehlo.broadcast_in_dim %1726, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1929 = stablehlo.multiply %1925, %1928 : tensor<4x4096x9x64xf32>
    %1930 = stablehlo.negate %1924 : tensor<4x4096x9x64xf32>
    %1931 = stablehlo.broadcast_in_dim %1728, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1932 = stablehlo.multiply %1930, %1931 : tensor<4x4096x9x64xf32>
    %1933 = stablehlo.add %1929, %1932 : tensor<4x4096x9x64xf32>
    %1934 = stablehlo.broadcast_in_dim %1726, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %1935 = stablehlo.multiply %1924, %1934 : tensor<4x4096x9x64xf32>
    %1936 = stablehlo.add %1927, %1935 : tensor<4x4096x9x64xf32>
    %1937 = stablehlo.concatenate %1936, %1933, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %1938 = stablehlo.convert %1937 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %1939 = stablehlo.dot_general %1882, %1706, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1940 = stablehlo.transpose %1939, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1941 = stablehlo.dot_general %1882, %1685#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1942 = stablehlo.dot_general %1922, %1706, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1943 = stablehlo.transpose %1942, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1944 = stablehlo.dot_general %1922, %1685#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1945 = stablehlo.add %1941, %1944 : tensor<4x4096x576xbf16>
    %1946 = sdy.sharding_constraint %1938 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1947 = stablehlo.dot_general %1946, %1706, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1948 = stablehlo.transpose %1947, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %1949 = stablehlo.dot_general %1946, %1685#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %1950 = stablehlo.add %1945, %1949 : tensor<4x4096x576xbf16>
    %1951 = stablehlo.convert %1950 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1952 = stablehlo.multiply %1701, %1951 : tensor<4x4096x576xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1953 = stablehlo.reduce(%1952 init: %cst_238) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1954 = stablehlo.reshape %1953 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1955 = stablehlo.broadcast_in_dim %1703, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1956 = stablehlo.multiply %1951, %1955 : tensor<4x4096x576xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1957 = stablehlo.reduce(%1954 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1958 = stablehlo.convert %1957 : (tensor<576xf32>) -> tensor<576xbf16>
    %1959 = stablehlo.multiply %1686, %1956 : tensor<4x4096x576xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1960 = stablehlo.reduce(%1959 init: %cst_240) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1961 = stablehlo.reshape %1960 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %1962 = stablehlo.broadcast_in_dim %1696, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1963 = stablehlo.multiply %1956, %1962 : tensor<4x4096x576xf32>
    %1964 = stablehlo.multiply %1961, %1699 : tensor<4x4096x1xf32>
    %cst_241 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1965 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1966 = stablehlo.divide %1964, %1965 : tensor<4x4096x1xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1967 = stablehlo.reduce(%1966 init: %cst_242) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1968 = stablehlo.broadcast_in_dim %1967, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %1969 = stablehlo.multiply %1968, %1689 : tensor<4x4096x576xf32>
    %1970 = stablehlo.add %1963, %1969 : tensor<4x4096x576xf32>
    %1971 = stablehlo.convert %1970 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1972 = stablehlo.add %1873, %1971 : tensor<4x4096x576xbf16>
    %1973:11 = stablehlo.optimization_barrier %29, %30, %31, %32, %33, %34, %35, %36, %37, %487, %1972 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %1974 = stablehlo.convert %1973#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %1975 = chlo.square %1974 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_243 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1976 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %1977 = stablehlo.multiply %1976, %1974 : tensor<4x4096x576xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1978 = stablehlo.reduce(%1975 init: %cst_244) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %1979 = stablehlo.broadcast_in_dim %1978, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_245 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %1980 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1981 = stablehlo.divide %1979, %1980 : tensor<4x4096x1xf32>
    %cst_246 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1982 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1983 = stablehlo.add %1981, %1982 : tensor<4x4096x1xf32>
    %1984 = stablehlo.rsqrt %1983 : tensor<4x4096x1xf32>
    %1985 = stablehlo.divide %1984, %1983 : tensor<4x4096x1xf32>
    %cst_247 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %1986 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %1987 = stablehlo.multiply %1986, %1985 : tensor<4x4096x1xf32>
    %1988 = stablehlo.broadcast_in_dim %1984, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %1989 = stablehlo.multiply %1974, %1988 : tensor<4x4096x576xf32>
    %1990 = stablehlo.convert %1973#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %1991 = stablehlo.broadcast_in_dim %1990, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1992 = stablehlo.broadcast_in_dim %1991, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %1993 = stablehlo.multiply %1989, %1992 : tensor<4x4096x576xf32>
    %1994 = stablehlo.convert %1993 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %1995 = stablehlo.dot_general %1994, %1973#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1996 = sdy.sharding_constraint %1995 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %1997 = stablehlo.dot_general %1994, %1973#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1998 = stablehlo.dot_general %1994, %1973#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %1999 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2000 = stablehlo.negate %1999 : tensor<64xf32>
    %cst_248 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2001 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2002 = stablehlo.multiply %2000, %2001 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2003 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2004 = stablehlo.divide %2002, %2003 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2005 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2006 = stablehlo.power %2005, %2004 : tensor<64xf32>
    %2007 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2008 = stablehlo.broadcast_in_dim %2007, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2009 = stablehlo.broadcast_in_dim %2006, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2010 = stablehlo.broadcast_in_dim %2008, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2011 = stablehlo.broadcast_in_dim %2009, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2012 = stablehlo.multiply %2010, %2011 : tensor<4096x64xf32>
    %2013 = stablehlo.cosine %2012 : tensor<4096x64xf32>
    %2014 = stablehlo.broadcast_in_dim %2013, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2015 = stablehlo.sine %2012 : tensor<4096x64xf32>
    %2016 = stablehlo.broadcast_in_dim %2015, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2017 = stablehlo.convert %1996 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2018 = stablehlo.slice %2017 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2019 = stablehlo.slice %2017 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2020 = stablehlo.broadcast_in_dim %2014, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2021 = stablehlo.multiply %2018, %2020 : tensor<4x4096x9x64xf32>
    %2022 = stablehlo.broadcast_in_dim %2016, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2023 = stablehlo.multiply %2019, %2022 : tensor<4x4096x9x64xf32>
    %2024 = stablehlo.subtract %2021, %2023 : tensor<4x4096x9x64xf32>
    %2025 = stablehlo.broadcast_in_dim %2014, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2026 = stablehlo.multiply %2019, %2025 : tensor<4x4096x9x64xf32>
    %2027 = stablehlo.broadcast_in_dim %2016, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2028 = stablehlo.multiply %2018, %2027 : tensor<4x4096x9x64xf32>
    %2029 = stablehlo.add %2026, %2028 : tensor<4x4096x9x64xf32>
    %2030 = stablehlo.concatenate %2024, %2029, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2031 = stablehlo.convert %2030 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2032 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2033 = stablehlo.negate %2032 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2034 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2035 = stablehlo.multiply %2033, %2034 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2036 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2037 = stablehlo.divide %2035, %2036 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2038 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2039 = stablehlo.power %2038, %2037 : tensor<64xf32>
    %2040 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2041 = stablehlo.broadcast_in_dim %2040, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2042 = stablehlo.broadcast_in_dim %2039, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2043 = stablehlo.broadcast_in_dim %2041, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2044 = stablehlo.broadcast_in_dim %2042, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2045 = stablehlo.multiply %2043, %2044 : tensor<4096x64xf32>
    %2046 = stablehlo.cosine %2045 : tensor<4096x64xf32>
    %2047 = stablehlo.broadcast_in_dim %2046, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2048 = stablehlo.sine %2045 : tensor<4096x64xf32>
    %2049 = stablehlo.broadcast_in_dim %2048, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2050 = stablehlo.convert %1997 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2051 = stablehlo.slice %2050 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2052 = stablehlo.slice %2050 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2053 = stablehlo.broadcast_in_dim %2047, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2054 = stablehlo.multiply %2051, %2053 : tensor<4x4096x9x64xf32>
    %2055 = stablehlo.broadcast_in_dim %2049, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2056 = stablehlo.multiply %2052, %2055 : tensor<4x4096x9x64xf32>
    %2057 = stablehlo.subtract %2054, %2056 : tensor<4x4096x9x64xf32>
    %2058 = stablehlo.broadcast_in_dim %2047, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2059 = stablehlo.multiply %2052, %2058 : tensor<4x4096x9x64xf32>
    %2060 = stablehlo.broadcast_in_dim %2049, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2061 = stablehlo.multiply %2051, %2060 : tensor<4x4096x9x64xf32>
    %2062 = stablehlo.add %2059, %2061 : tensor<4x4096x9x64xf32>
    %2063 = stablehlo.concatenate %2057, %2062, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2064 = stablehlo.convert %2063 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2065 = stablehlo.reshape %2031 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2066 = stablehlo.dot_general %2064, %2065, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2067 = stablehlo.transpose %2066, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2068 = stablehlo.convert %2067 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_254 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2069 = stablehlo.sqrt %cst_254 : tensor<f32>
    %2070 = stablehlo.convert %2069 : tensor<f32>
    %2071 = stablehlo.broadcast_in_dim %2070, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2072 = stablehlo.divide %2068, %2071 : tensor<4x9x1x4096x4096xf32>
    %c_255 = stablehlo.constant dense<true> : tensor<i1>
    %2073 = stablehlo.broadcast_in_dim %c_255, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %2074 = call @tril_3(%2073) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_256 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %2075:2 = call @_where_4(%2074, %2072, %cst_256) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_257 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2076 = stablehlo.reduce(%2075#0 init: %cst_257) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_258 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2077 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2078 = stablehlo.maximum %2077, %2076 : tensor<4x9x1x4096xf32>
    %2079 = stablehlo.broadcast_in_dim %2078, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2080 = stablehlo.broadcast_in_dim %2079, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2081 = stablehlo.subtract %2075#0, %2080 : tensor<4x9x1x4096x4096xf32>
    %2082 = stablehlo.exponential %2081 : tensor<4x9x1x4096x4096xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2083 = stablehlo.reduce(%2082 init: %cst_259) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2084 = stablehlo.broadcast_in_dim %2083, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2085 = stablehlo.broadcast_in_dim %2084, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2086 = stablehlo.divide %2082, %2085 : tensor<4x9x1x4096x4096xf32>
    %2087 = stablehlo.multiply %2084, %2084 : tensor<4x9x1x4096x1xf32>
    %cst_260 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2088 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %2089 = stablehlo.divide %2088, %2087 : tensor<4x9x1x4096x1xf32>
    %2090 = stablehlo.convert %2086 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2091 = stablehlo.dot_general %1998, %2090, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2092 = stablehlo.transpose %2091, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2093 = stablehlo.reshape %2092 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2094 = sdy.sharding_constraint %2093 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2095 = stablehlo.dot_general %2094, %1973#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %2096 = stablehlo.add %1973#9, %2095 : tensor<4x4096x576xbf16>
    %2097 = sdy.sharding_constraint %2096 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2098 = stablehlo.convert %2097 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2099 = chlo.square %2098 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_261 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2100 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2101 = stablehlo.multiply %2100, %2098 : tensor<4x4096x576xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2102 = stablehlo.reduce(%2099 init: %cst_262) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2103 = stablehlo.broadcast_in_dim %2102, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_263 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2104 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2105 = stablehlo.divide %2103, %2104 : tensor<4x4096x1xf32>
    %cst_264 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2106 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2107 = stablehlo.add %2105, %2106 : tensor<4x4096x1xf32>
    %2108 = stablehlo.rsqrt %2107 : tensor<4x4096x1xf32>
    %2109 = stablehlo.divide %2108, %2107 : tensor<4x4096x1xf32>
    %cst_265 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2110 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2111 = stablehlo.multiply %2110, %2109 : tensor<4x4096x1xf32>
    %2112 = stablehlo.broadcast_in_dim %2108, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2113 = stablehlo.multiply %2098, %2112 : tensor<4x4096x576xf32>
    %2114 = stablehlo.convert %1973#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %2115 = stablehlo.broadcast_in_dim %2114, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2116 = stablehlo.broadcast_in_dim %2115, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2117 = stablehlo.multiply %2113, %2116 : tensor<4x4096x576xf32>
    %2118 = stablehlo.convert %2117 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2119 = stablehlo.dot_general %2118, %1973#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2120:3 = call @silu_5(%2119) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %2121 = stablehlo.dot_general %2118, %1973#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2122 = stablehlo.multiply %2120#0, %2121 : tensor<4x4096x2016xbf16>
    %2123 = sdy.sharding_constraint %2122 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2124 = sdy.sharding_constraint %1973#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2125 = stablehlo.dot_general %2124, %2123, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %2126 = stablehlo.transpose %2125, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %2127 = stablehlo.dot_general %2124, %1973#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %2128 = sdy.sharding_constraint %2127 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2129 = stablehlo.multiply %2120#0, %2128 : tensor<4x4096x2016xbf16>
    %2130 = stablehlo.multiply %2128, %2121 : tensor<4x4096x2016xbf16>
    %2131 = stablehlo.dot_general %2129, %2118, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2132 = stablehlo.transpose %2131, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2133 = stablehlo.dot_general %2129, %1973#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2134 = call @silu_6(%2120#1, %2119, %2120#2, %2130) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2135 = stablehlo.dot_general %2134, %2118, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2136 = stablehlo.transpose %2135, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2137 = stablehlo.dot_general %2134, %1973#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2138 = stablehlo.add %2133, %2137 : tensor<4x4096x576xbf16>
    %2139 = stablehlo.convert %2138 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2140 = stablehlo.multiply %2113, %2139 : tensor<4x4096x576xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2141 = stablehlo.reduce(%2140 init: %cst_266) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2142 = stablehlo.reshape %2141 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2143 = stablehlo.broadcast_in_dim %2115, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2144 = stablehlo.multiply %2139, %2143 : tensor<4x4096x576xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2145 = stablehlo.reduce(%2142 init: %cst_267) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2146 = stablehlo.convert %2145 : (tensor<576xf32>) -> tensor<576xbf16>
    %2147 = stablehlo.multiply %2098, %2144 : tensor<4x4096x576xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2148 = stablehlo.reduce(%2147 init: %cst_268) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2149 = stablehlo.reshape %2148 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2150 = stablehlo.broadcast_in_dim %2108, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2151 = stablehlo.multiply %2144, %2150 : tensor<4x4096x576xf32>
    %2152 = stablehlo.multiply %2149, %2111 : tensor<4x4096x1xf32>
    %cst_269 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2153 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2154 = stablehlo.divide %2152, %2153 : tensor<4x4096x1xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2155 = stablehlo.reduce(%2154 init: %cst_270) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2156 = stablehlo.broadcast_in_dim %2155, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2157 = stablehlo.multiply %2156, %2101 : tensor<4x4096x576xf32>
    %2158 = stablehlo.add %2151, %2157 : tensor<4x4096x576xf32>
    %2159 = stablehlo.convert %2158 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2160 = stablehlo.add %2124, %2159 : tensor<4x4096x576xbf16>
    %2161 = sdy.sharding_constraint %2160 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2162 = stablehlo.dot_general %2161, %2094, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2163 = stablehlo.transpose %2162, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %2164 = stablehlo.dot_general %2161, %1973#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %2165 = sdy.sharding_constraint %2164 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2166 = stablehlo.reshape %2165 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2167 = stablehlo.transpose %2166, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2168 = stablehlo.dot_general %2167, %1998, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2169 = stablehlo.dot_general %2167, %2090, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %2170 = stablehlo.transpose %2169, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %2171 = stablehlo.convert %2168 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %2172 = stablehlo.broadcast_in_dim %2089, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2173 = stablehlo.multiply %2171, %2172 : tensor<4x9x1x4096x4096xf32>
    %2174 = stablehlo.multiply %2173, %2082 : tensor<4x9x1x4096x4096xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2175 = stablehlo.reduce(%2174 init: %cst_271) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2176 = stablehlo.reshape %2175 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2177 = stablehlo.negate %2176 : tensor<4x9x1x4096x1xf32>
    %2178 = stablehlo.broadcast_in_dim %2084, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2179 = stablehlo.divide %2171, %2178 : tensor<4x9x1x4096x4096xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2180 = stablehlo.reduce(%2177 init: %cst_272) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %2181 = stablehlo.broadcast_in_dim %2180, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %2182 = stablehlo.broadcast_in_dim %2181, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2183 = stablehlo.add %2179, %2182 : tensor<4x9x1x4096x4096xf32>
    %2184 = stablehlo.multiply %2183, %2082 : tensor<4x9x1x4096x4096xf32>
    %2185 = call @_where_7(%2075#1, %2184) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2186 = stablehlo.broadcast_in_dim %2070, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2187 = stablehlo.divide %2185, %2186 : tensor<4x9x1x4096x4096xf32>
    %2188 = stablehlo.convert %2187 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2189 = stablehlo.transpose %2188, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2190 = stablehlo.dot_general %2189, %2064, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %2191 = stablehlo.transpose %2190, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2192 = stablehlo.dot_general %2189, %2065, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %2193 = stablehlo.transpose %2192, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2194 = stablehlo.reshape %2191 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2195 = stablehlo.convert %2193 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2196 = stablehlo.slice %2195 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2197 = stablehlo.slice %2195 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2198 = stablehlo.broadcast_in_dim %2049, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2199 = stablehlo.multiply %2197, %2198 : tensor<4x4096x9x64xf32>
    %2200 = stablehlo.broadcast_in_dim %2047, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2201 = stablehlo.multiply %2197, %2200 : tensor<4x4096x9x64xf32>
    %2202 = stablehlo.negate %2196 : tensor<4x4096x9x64xf32>
    %2203 = stablehlo.broadcast_in_dim %2049, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2204 = stablehlo.multiply %2202, %2203 : tensor<4x4096x9x64xf32>
    %2205 = stablehlo.add %2201, %2204 : tensor<4x4096x9x64xf32>
    %2206 = stablehlo.broadcast_in_dim %2047, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2207 = stablehlo.multiply %2196, %2206 : tensor<4x4096x9x64xf32>
    %2208 = stablehlo.add %2199, %2207 : tensor<4x4096x9x64xf32>
    %2209 = stablehlo.concatenate %2208, %2205, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2210 = stablehlo.convert %2209 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2211 = stablehlo.convert %2194 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2212 = stablehlo.slice %2211 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2213 = stablehlo.slice %2211 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2214 = stablehlo.broadcast_in_dim %2016, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2215 = stablehlo.multiply %2213, %2214 : tensor<4x4096x9x64xf32>
    %2216 = stablehlo.broadcast_in_dim %2014, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2217 = stablehlo.multiply %2213, %2216 : tensor<4x4096x9x64xf32>
    %2218 = stablehlo.negate %2212 : tensor<4x4096x9x64xf32>
    %2219 = stablehlo.broadcast_in_dim %2016, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2220 = stablehlo.multiply %2218, %2219 : tensor<4x4096x9x64xf32>
    %2221 = stablehlo.add %2217, %2220 : tensor<4x4096x9x64xf32>
    %2222 = stablehlo.broadcast_in_dim %2014, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2223 = stablehlo.multiply %2212, %2222 : tensor<4x4096x9x64xf32>
    %2224 = stablehlo.add %2215, %2223 : tensor<4x4096x9x64xf32>
    %2225 = stablehlo.concatenate %2224, %2221, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2226 = stablehlo.convert %2225 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2227 = stablehlo.dot_general %2170, %1994, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2228 = stablehlo.transpose %2227, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2229 = stablehlo.dot_general %2170, %1973#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2230 = stablehlo.dot_general %2210, %1994, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2231 = stablehlo.transpose %2230, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2232 = stablehlo.dot_general %2210, %1973#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2233 = stablehlo.add %2229, %2232 : tensor<4x4096x576xbf16>
    %2234 = sdy.sharding_constraint %2226 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2235 = stablehlo.dot_general %2234, %1994, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2236 = stablehlo.transpose %2235, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2237 = stablehlo.dot_general %2234, %1973#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2238 = stablehlo.add %2233, %2237 : tensor<4x4096x576xbf16>
    %2239 = stablehlo.convert %2238 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2240 = stablehlo.multiply %1989, %2239 : tensor<4x4096x576xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2241 = stablehlo.reduce(%2240 init: %cst_273) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2242 = stablehlo.reshape %2241 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2243 = stablehlo.broadcast_in_dim %1991, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2244 = stablehlo.multiply %2239, %2243 : tensor<4x4096x576xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2245 = stablehlo.reduce(%2242 init: %cst_274) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2246 = stablehlo.convert %2245 : (tensor<576xf32>) -> tensor<576xbf16>
    %2247 = stablehlo.multiply %1974, %2244 : tensor<4x4096x576xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2248 = stablehlo.reduce(%2247 init: %cst_275) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2249 = stablehlo.reshape %2248 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2250 = stablehlo.broadcast_in_dim %1984, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2251 = stablehlo.multiply %2244, %2250 : tensor<4x4096x576xf32>
    %2252 = stablehlo.multiply %2249, %1987 : tensor<4x4096x1xf32>
    %cst_276 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2253 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2254 = stablehlo.divide %2252, %2253 : tensor<4x4096x1xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2255 = stablehlo.reduce(%2254 init: %cst_277) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2256 = stablehlo.broadcast_in_dim %2255, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2257 = stablehlo.multiply %2256, %1977 : tensor<4x4096x576xf32>
    %2258 = stablehlo.add %2251, %2257 : tensor<4x4096x576xf32>
    %2259 = stablehlo.convert %2258 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2260 = stablehlo.add %2161, %2259 : tensor<4x4096x576xbf16>
    %2261:11 = stablehlo.optimization_barrier %20, %21, %22, %23, %24, %25, %26, %27, %28, %347, %2260 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %2262 = stablehlo.convert %2261#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2263 = chlo.square %2262 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_278 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2264 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2265 = stablehlo.multiply %2264, %2262 : tensor<4x4096x576xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2266 = stablehlo.reduce(%2263 init: %cst_279) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2267 = stablehlo.broadcast_in_dim %2266, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_280 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2268 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2269 = stablehlo.divide %2267, %2268 : tensor<4x4096x1xf32>
    %cst_281 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2270 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2271 = stablehlo.add %2269, %2270 : tensor<4x4096x1xf32>
    %2272 = stablehlo.rsqrt %2271 : tensor<4x4096x1xf32>
    %2273 = stablehlo.divide %2272, %2271 : tensor<4x4096x1xf32>
    %cst_282 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2274 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2275 = stablehlo.multiply %2274, %2273 : tensor<4x4096x1xf32>
    %2276 = stablehlo.broadcast_in_dim %2272, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2277 = stablehlo.multiply %2262, %2276 : tensor<4x4096x576xf32>
    %2278 = stablehlo.convert %2261#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %2279 = stablehlo.broadcast_in_dim %2278, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2280 = stablehlo.broadcast_in_dim %2279, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2281 = stablehlo.multiply %2277, %2280 : tensor<4x4096x576xf32>
    %2282 = stablehlo.convert %2281 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2283 = stablehlo.dot_general %2282, %2261#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2284 = sdy.sharding_constraint %2283 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2285 = stablehlo.dot_general %2282, %2261#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2286 = stablehlo.dot_general %2282, %2261#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2287 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2288 = stablehlo.negate %2287 : tensor<64xf32>
    %cst_283 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2289 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2290 = stablehlo.multiply %2288, %2289 : tensor<64xf32>
    %cst_284 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2291 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2292 = stablehlo.divide %2290, %2291 : tensor<64xf32>
    %cst_285 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2293 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2294 = stablehlo.power %2293, %2292 : tensor<64xf32>
    %2295 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2296 = stablehlo.broadcast_in_dim %2295, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2297 = stablehlo.broadcast_in_dim %2294, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2298 = stablehlo.broadcast_in_dim %2296, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2299 = stablehlo.broadcast_in_dim %2297, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2300 = stablehlo.multiply %2298, %2299 : tensor<4096x64xf32>
    %2301 = stablehlo.cosine %2300 : tensor<4096x64xf32>
    %2302 = stablehlo.broadcast_in_dim %2301, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2303 = stablehlo.sine %2300 : tensor<4096x64xf32>
    %2304 = stablehlo.broadcast_in_dim %2303, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2305 = stablehlo.convert %2284 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2306 = stablehlo.slice %2305 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2307 = stablehlo.slice %2305 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2308 = stablehlo.broadcast_in_dim %2302, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2309 = stablehlo.multiply %2306, %2308 : tensor<4x4096x9x64xf32>
    %2310 = stablehlo.broadcast_in_dim %2304, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2311 = stablehlo.multiply %2307, %2310 : tensor<4x4096x9x64xf32>
    %2312 = stablehlo.subtract %2309, %2311 : tensor<4x4096x9x64xf32>
    %2313 = stablehlo.broadcast_in_dim %2302, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2314 = stablehlo.multiply %2307, %2313 : tensor<4x4096x9x64xf32>
    %2315 = stablehlo.broadcast_in_dim %2304, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2316 = stablehlo.multiply %2306, %2315 : tensor<4x4096x9x64xf32>
    %2317 = stablehlo.add %2314, %2316 : tensor<4x4096x9x64xf32>
    %2318 = stablehlo.concatenate %2312, %2317, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2319 = stablehlo.convert %2318 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2320 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2321 = stablehlo.negate %2320 : tensor<64xf32>
    %cst_286 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2322 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2323 = stablehlo.multiply %2321, %2322 : tensor<64xf32>
    %cst_287 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2324 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2325 = stablehlo.divide %2323, %2324 : tensor<64xf32>
    %cst_288 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2326 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2327 = stablehlo.power %2326, %2325 : tensor<64xf32>
    %2328 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2329 = stablehlo.broadcast_in_dim %2328, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2330 = stablehlo.broadcast_in_dim %2327, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2331 = stablehlo.broadcast_in_dim %2329, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2332 = stablehlo.broadcast_in_dim %2330, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2333 = stablehlo.multiply %2331, %2332 : tensor<4096x64xf32>
    %2334 = stablehlo.cosine %2333 : tensor<4096x64xf32>
    %2335 = stablehlo.broadcast_in_dim %2334, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2336 = stablehlo.sine %2333 : tensor<4096x64xf32>
    %2337 = stablehlo.broadcast_in_dim %2336, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2338 = stablehlo.convert %2285 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2339 = stablehlo.slice %2338 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2340 = stablehlo.slice %2338 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2341 = stablehlo.broadcast_in_dim %2335, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2342 = stablehlo.multiply %2339, %2341 : tensor<4x4096x9x64xf32>
    %2343 = stablehlo.broadcast_in_dim %2337, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2344 = stablehlo.multiply %2340, %2343 : tensor<4x4096x9x64xf32>
    %2345 = stablehlo.subtract %2342, %2344 : tensor<4x4096x9x64xf32>
    %2346 = stablehlo.broadcast_in_dim %2335, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2347 = stablehlo.multiply %2340, %2346 : tensor<4x4096x9x64xf32>
    %2348 = stablehlo.broadcast_in_dim %2337, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2349 = stablehlo.multiply %2339, %2348 : tensor<4x4096x9x64xf32>
    %2350 = stablehlo.add %2347, %2349 : tensor<4x4096x9x64xf32>
    %2351 = stablehlo.concatenate %2345, %2350, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2352 = stablehlo.convert %2351 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2353 = stablehlo.reshape %2319 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2354 = stablehlo.dot_general %2352, %2353, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2355 = stablehlo.transpose %2354, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2356 = stablehlo.convert %2355 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_289 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2357 = stablehlo.sqrt %cst_289 : tensor<f32>
    %2358 = stablehlo.convert %2357 : tensor<f32>
    %2359 = stablehlo.broadcast_in_dim %2358, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2360 = stablehlo.divide %2356, %2359 : tensor<4x9x1x4096x4096xf32>
    %c_290 = stablehlo.constant dense<true> : tensor<i1>
    %2361 = stablehlo.broadcast_in_dim %c_290, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %2362 = call @tril_3(%2361) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_291 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %2363:2 = call @_where_4(%2362, %2360, %cst_291) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_292 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2364 = stablehlo.reduce(%2363#0 init: %cst_292) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_293 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2365 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2366 = stablehlo.maximum %2365, %2364 : tensor<4x9x1x4096xf32>
    %2367 = stablehlo.broadcast_in_dim %2366, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2368 = stablehlo.broadcast_in_dim %2367, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2369 = stablehlo.subtract %2363#0, %2368 : tensor<4x9x1x4096x4096xf32>
    %2370 = stablehlo.exponential %2369 : tensor<4x9x1x4096x4096xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2371 = stablehlo.reduce(%2370 init: %cst_294) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2372 = stablehlo.broadcast_in_dim %2371, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2373 = stablehlo.broadcast_in_dim %2372, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2374 = stablehlo.divide %2370, %2373 : tensor<4x9x1x4096x4096xf32>
    %2375 = stablehlo.multiply %2372, %2372 : tensor<4x9x1x4096x1xf32>
    %cst_295 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2376 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %2377 = stablehlo.divide %2376, %2375 : tensor<4x9x1x4096x1xf32>
    %2378 = stablehlo.convert %2374 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2379 = stablehlo.dot_general %2286, %2378, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2380 = stablehlo.transpose %2379, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2381 = stablehlo.reshape %2380 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2382 = sdy.sharding_constraint %2381 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2383 = stablehlo.dot_general %2382, %2261#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %2384 = stablehlo.add %2261#9, %2383 : tensor<4x4096x576xbf16>
    %2385 = sdy.sharding_constraint %2384 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2386 = stablehlo.convert %2385 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2387 = chlo.square %2386 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_296 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2388 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2389 = stablehlo.multiply %2388, %2386 : tensor<4x4096x576xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2390 = stablehlo.reduce(%2387 init: %cst_297) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2391 = stablehlo.broadcast_in_dim %2390, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_298 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2392 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2393 = stablehlo.divide %2391, %2392 : tensor<4x4096x1xf32>
    %cst_299 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2394 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2395 = stablehlo.add %2393, %2394 : tensor<4x4096x1xf32>
    %2396 = stablehlo.rsqrt %2395 : tensor<4x4096x1xf32>
    %2397 = stablehlo.divide %2396, %2395 : tensor<4x4096x1xf32>
    %cst_300 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2398 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2399 = stablehlo.multiply %2398, %2397 : tensor<4x4096x1xf32>
    %2400 = stablehlo.broadcast_in_dim %2396, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2401 = stablehlo.multiply %2386, %2400 : tensor<4x4096x576xf32>
    %2402 = stablehlo.convert %2261#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %2403 = stablehlo.broadcast_in_dim %2402, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2404 = stablehlo.broadcast_in_dim %2403, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2405 = stablehlo.multiply %2401, %2404 : tensor<4x4096x576xf32>
    %2406 = stablehlo.convert %2405 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2407 = stablehlo.dot_general %2406, %2261#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2408:3 = call @silu_5(%2407) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %2409 = stablehlo.dot_general %2406, %2261#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2410 = stablehlo.multiply %2408#0, %2409 : tensor<4x4096x2016xbf16>
    %2411 = sdy.sharding_constraint %2410 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2412 = sdy.sharding_constraint %2261#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2413 = stablehlo.dot_general %2412, %2411, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %2414 = stablehlo.transpose %2413, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %2415 = stablehlo.dot_general %2412, %2261#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %2416 = sdy.sharding_constraint %2415 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2417 = stablehlo.multiply %2408#0, %2416 : tensor<4x4096x2016xbf16>
    %2418 = stablehlo.multiply %2416, %2409 : tensor<4x4096x2016xbf16>
    %2419 = stablehlo.dot_general %2417, %2406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2420 = stablehlo.transpose %2419, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2421 = stablehlo.dot_general %2417, %2261#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2422 = call @silu_6(%2408#1, %2407, %2408#2, %2418) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2423 = stablehlo.dot_general %2422, %2406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2424 = stablehlo.transpose %2423, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2425 = stablehlo.dot_general %2422, %2261#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2426 = stablehlo.add %2421, %2425 : tensor<4x4096x576xbf16>
    %2427 = stablehlo.convert %2426 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2428 = stablehlo.multiply %2401, %2427 : tensor<4x4096x576xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2429 = stablehlo.reduce(%2428 init: %cst_301) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2430 = stablehlo.reshape %2429 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2431 = stablehlo.broadcast_in_dim %2403, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2432 = stablehlo.multiply %2427, %2431 : tensor<4x4096x576xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2433 = stablehlo.reduce(%2430 init: %cst_302) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2434 = stablehlo.convert %2433 : (tensor<576xf32>) -> tensor<576xbf16>
    %2435 = stablehlo.multiply %2386, %2432 : tensor<4x4096x576xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2436 = stablehlo.reduce(%2435 init: %cst_303) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2437 = stablehlo.reshape %2436 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2438 = stablehlo.broadcast_in_dim %2396, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2439 = stablehlo.multiply %2432, %2438 : tensor<4x4096x576xf32>
    %2440 = stablehlo.multiply %2437, %2399 : tensor<4x4096x1xf32>
    %cst_304 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2441 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2442 = stablehlo.divide %2440, %2441 : tensor<4x4096x1xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2443 = stablehlo.reduce(%2442 init: %cst_305) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2444 = stablehlo.broadcast_in_dim %2443, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2445 = stablehlo.multiply %2444, %2389 : tensor<4x4096x576xf32>
    %2446 = stablehlo.add %2439, %2445 : tensor<4x4096x576xf32>
    %2447 = stablehlo.convert %2446 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2448 = stablehlo.add %2412, %2447 : tensor<4x4096x576xbf16>
    %2449 = sdy.sharding_constraint %2448 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2450 = stablehlo.dot_general %2449, %2382, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2451 = stablehlo.transpose %2450, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %2452 = stablehlo.dot_general %2449, %2261#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %2453 = sdy.sharding_constraint %2452 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2454 = stablehlo.reshape %2453 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2455 = stablehlo.transpose %2454, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2456 = stablehlo.dot_general %2455, %2286, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2457 = stablehlo.dot_general %2455, %2378, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %2458 = stablehlo.transpose %2457, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %2459 = stablehlo.convert %2456 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %2460 = stablehlo.broadcast_in_dim %2377, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2461 = stablehlo.multiply %2459, %2460 : tensor<4x9x1x4096x4096xf32>
    %2462 = stablehlo.multiply %2461, %2370 : tensor<4x9x1x4096x4096xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2463 = stablehlo.reduce(%2462 init: %cst_306) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2464 = stablehlo.reshape %2463 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2465 = stablehlo.negate %2464 : tensor<4x9x1x4096x1xf32>
    %2466 = stablehlo.broadcast_in_dim %2372, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2467 = stablehlo.divide %2459, %2466 : tensor<4x9x1x4096x4096xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2468 = stablehlo.reduce(%2465 init: %cst_307) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %2469 = stablehlo.broadcast_in_dim %2468, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %2470 = stablehlo.broadcast_in_dim %2469, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2471 = stablehlo.add %2467, %2470 : tensor<4x9x1x4096x4096xf32>
    %2472 = stablehlo.multiply %2471, %2370 : tensor<4x9x1x4096x4096xf32>
    %2473 = call @_where_7(%2363#1, %2472) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2474 = stablehlo.broadcast_in_dim %2358, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2475 = stablehlo.divide %2473, %2474 : tensor<4x9x1x4096x4096xf32>
    %2476 = stablehlo.convert %2475 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2477 = stablehlo.transpose %2476, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2478 = stablehlo.dot_general %2477, %2352, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %2479 = stablehlo.transpose %2478, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2480 = stablehlo.dot_general %2477, %2353, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %2481 = stablehlo.transpose %2480, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2482 = stablehlo.reshape %2479 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2483 = stablehlo.convert %2481 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2484 = stablehlo.slice %2483 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2485 = stablehlo.slice %2483 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2486 = stablehlo.broadcast_in_dim %2337, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2487 = stablehlo.multiply %2485, %2486 : tensor<4x4096x9x64xf32>
    %2488 = stablehlo.broadcast_in_dim %2335, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2489 = stablehlo.multiply %2485, %2488 : tensor<4x4096x9x64xf32>
    %2490 = stablehlo.negate %2484 : tensor<4x4096x9x64xf32>
    %2491 = stablehlo.broadcast_in_dim %2337, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2492 = stablehlo.multiply %2490, %2491 : tensor<4x4096x9x64xf32>
    %2493 = stablehlo.add %2489, %2492 : tensor<4x4096x9x64xf32>
    %2494 = stablehlo.broadcast_in_dim %2335, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2495 = stablehlo.multiply %2484, %2494 : tensor<4x4096x9x64xf32>
    %2496 = stablehlo.add %2487, %2495 : tensor<4x4096x9x64xf32>
    %2497 = stablehlo.concatenate %2496, %2493, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2498 = stablehlo.convert %2497 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2499 = stablehlo.convert %2482 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2500 = stablehlo.slice %2499 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2501 = stablehlo.slice %2499 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2502 = stablehlo.broadcast_in_dim %2304, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2503 = stablehlo.multiply %2501, %2502 : tensor<4x4096x9x64xf32>
    %2504 = stablehlo.broadcast_in_dim %2302, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2505 = stablehlo.multiply %2501, %2504 : tensor<4x4096x9x64xf32>
    %2506 = stablehlo.negate %2500 : tensor<4x4096x9x64xf32>
    %2507 = stablehlo.broadcast_in_dim %2304, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2508 = stablehlo.multiply %2506, %2507 : tensor<4x4096x9x64xf32>
    %2509 = stablehlo.add %2505, %2508 : tensor<4x4096x9x64xf32>
    %2510 = stablehlo.broadcast_in_dim %2302, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2511 = stablehlo.multiply %2500, %2510 : tensor<4x4096x9x64xf32>
    %2512 = stablehlo.add %2503, %2511 : tensor<4x4096x9x64xf32>
    %2513 = stablehlo.concatenate %2512, %2509, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2514 = stablehlo.convert %2513 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2515 = stablehlo.dot_general %2458, %2282, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2516 = stablehlo.transpose %2515, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2517 = stablehlo.dot_general %2458, %2261#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2518 = stablehlo.dot_general %2498, %2282, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2519 = stablehlo.transpose %2518, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2520 = stablehlo.dot_general %2498, %2261#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2521 = stablehlo.add %2517, %2520 : tensor<4x4096x576xbf16>
    %2522 = sdy.sharding_constraint %2514 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2523 = stablehlo.dot_general %2522, %2282, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2524 = stablehlo.transpose %2523, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2525 = stablehlo.dot_general %2522, %2261#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2526 = stablehlo.add %2521, %2525 : tensor<4x4096x576xbf16>
    %2527 = stablehlo.convert %2526 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2528 = stablehlo.multiply %2277, %2527 : tensor<4x4096x576xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2529 = stablehlo.reduce(%2528 init: %cst_308) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2530 = stablehlo.reshape %2529 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2531 = stablehlo.broadcast_in_dim %2279, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2532 = stablehlo.multiply %2527, %2531 : tensor<4x4096x576xf32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2533 = stablehlo.reduce(%2530 init: %cst_309) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2534 = stablehlo.convert %2533 : (tensor<576xf32>) -> tensor<576xbf16>
    %2535 = stablehlo.multiply %2262, %2532 : tensor<4x4096x576xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2536 = stablehlo.reduce(%2535 init: %cst_310) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2537 = stablehlo.reshape %2536 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2538 = stablehlo.broadcast_in_dim %2272, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2539 = stablehlo.multiply %2532, %2538 : tensor<4x4096x576xf32>
    %2540 = stablehlo.multiply %2537, %2275 : tensor<4x4096x1xf32>
    %cst_311 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2541 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2542 = stablehlo.divide %2540, %2541 : tensor<4x4096x1xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2543 = stablehlo.reduce(%2542 init: %cst_312) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2544 = stablehlo.broadcast_in_dim %2543, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2545 = stablehlo.multiply %2544, %2265 : tensor<4x4096x576xf32>
    %2546 = stablehlo.add %2539, %2545 : tensor<4x4096x576xf32>
    %2547 = stablehlo.convert %2546 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2548 = stablehlo.add %2449, %2547 : tensor<4x4096x576xbf16>
    %2549:11 = stablehlo.optimization_barrier %11, %12, %13, %14, %15, %16, %17, %18, %19, %207, %2548 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %2550 = stablehlo.convert %2549#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2551 = chlo.square %2550 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_313 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2552 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2553 = stablehlo.multiply %2552, %2550 : tensor<4x4096x576xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2554 = stablehlo.reduce(%2551 init: %cst_314) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2555 = stablehlo.broadcast_in_dim %2554, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_315 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2556 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2557 = stablehlo.divide %2555, %2556 : tensor<4x4096x1xf32>
    %cst_316 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2558 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2559 = stablehlo.add %2557, %2558 : tensor<4x4096x1xf32>
    %2560 = stablehlo.rsqrt %2559 : tensor<4x4096x1xf32>
    %2561 = stablehlo.divide %2560, %2559 : tensor<4x4096x1xf32>
    %cst_317 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2562 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2563 = stablehlo.multiply %2562, %2561 : tensor<4x4096x1xf32>
    %2564 = stablehlo.broadcast_in_dim %2560, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2565 = stablehlo.multiply %2550, %2564 : tensor<4x4096x576xf32>
    %2566 = stablehlo.convert %2549#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %2567 = stablehlo.broadcast_in_dim %2566, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2568 = stablehlo.broadcast_in_dim %2567, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2569 = stablehlo.multiply %2565, %2568 : tensor<4x4096x576xf32>
    %2570 = stablehlo.convert %2569 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2571 = stablehlo.dot_general %2570, %2549#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2572 = sdy.sharding_constraint %2571 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2573 = stablehlo.dot_general %2570, %2549#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2574 = stablehlo.dot_general %2570, %2549#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2575 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2576 = stablehlo.negate %2575 : tensor<64xf32>
    %cst_318 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2577 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2578 = stablehlo.multiply %2576, %2577 : tensor<64xf32>
    %cst_319 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2579 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2580 = stablehlo.divide %2578, %2579 : tensor<64xf32>
    %cst_320 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2581 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2582 = stablehlo.power %2581, %2580 : tensor<64xf32>
    %2583 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2584 = stablehlo.broadcast_in_dim %2583, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2585 = stablehlo.broadcast_in_dim %2582, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2586 = stablehlo.broadcast_in_dim %2584, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2587 = stablehlo.broadcast_in_dim %2585, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2588 = stablehlo.multiply %2586, %2587 : tensor<4096x64xf32>
    %2589 = stablehlo.cosine %2588 : tensor<4096x64xf32>
    %2590 = stablehlo.broadcast_in_dim %2589, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2591 = stablehlo.sine %2588 : tensor<4096x64xf32>
    %2592 = stablehlo.broadcast_in_dim %2591, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2593 = stablehlo.convert %2572 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2594 = stablehlo.slice %2593 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2595 = stablehlo.slice %2593 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2596 = stablehlo.broadcast_in_dim %2590, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2597 = stablehlo.multiply %2594, %2596 : tensor<4x4096x9x64xf32>
    %2598 = stablehlo.broadcast_in_dim %2592, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2599 = stablehlo.multiply %2595, %2598 : tensor<4x4096x9x64xf32>
    %2600 = stablehlo.subtract %2597, %2599 : tensor<4x4096x9x64xf32>
    %2601 = stablehlo.broadcast_in_dim %2590, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2602 = stablehlo.multiply %2595, %2601 : tensor<4x4096x9x64xf32>
    %2603 = stablehlo.broadcast_in_dim %2592, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2604 = stablehlo.multiply %2594, %2603 : tensor<4x4096x9x64xf32>
    %2605 = stablehlo.add %2602, %2604 : tensor<4x4096x9x64xf32>
    %2606 = stablehlo.concatenate %2600, %2605, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2607 = stablehlo.convert %2606 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2608 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2609 = stablehlo.negate %2608 : tensor<64xf32>
    %cst_321 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2610 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2611 = stablehlo.multiply %2609, %2610 : tensor<64xf32>
    %cst_322 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2612 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2613 = stablehlo.divide %2611, %2612 : tensor<64xf32>
    %cst_323 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2614 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2615 = stablehlo.power %2614, %2613 : tensor<64xf32>
    %2616 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2617 = stablehlo.broadcast_in_dim %2616, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2618 = stablehlo.broadcast_in_dim %2615, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2619 = stablehlo.broadcast_in_dim %2617, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2620 = stablehlo.broadcast_in_dim %2618, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2621 = stablehlo.multiply %2619, %2620 : tensor<4096x64xf32>
    %2622 = stablehlo.cosine %2621 : tensor<4096x64xf32>
    %2623 = stablehlo.broadcast_in_dim %2622, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2624 = stablehlo.sine %2621 : tensor<4096x64xf32>
    %2625 = stablehlo.broadcast_in_dim %2624, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2626 = stablehlo.convert %2573 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2627 = stablehlo.slice %2626 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2628 = stablehlo.slice %2626 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2629 = stablehlo.broadcast_in_dim %2623, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2630 = stablehlo.multiply %2627, %2629 : tensor<4x4096x9x64xf32>
    %2631 = stablehlo.broadcast_in_dim %2625, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2632 = stablehlo.multiply %2628, %2631 : tensor<4x4096x9x64xf32>
    %2633 = stablehlo.subtract %2630, %2632 : tensor<4x4096x9x64xf32>
    %2634 = stablehlo.broadcast_in_dim %2623, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2635 = stablehlo.multiply %2628, %2634 : tensor<4x4096x9x64xf32>
    %2636 = stablehlo.broadcast_in_dim %2625, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2637 = stablehlo.multiply %2627, %2636 : tensor<4x4096x9x64xf32>
    %2638 = stablehlo.add %2635, %2637 : tensor<4x4096x9x64xf32>
    %2639 = stablehlo.concatenate %2633, %2638, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2640 = stablehlo.convert %2639 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2641 = stablehlo.reshape %2607 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2642 = stablehlo.dot_general %2640, %2641, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2643 = stablehlo.transpose %2642, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2644 = stablehlo.convert %2643 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_324 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2645 = stablehlo.sqrt %cst_324 : tensor<f32>
    %2646 = stablehlo.convert %2645 : tensor<f32>
    %2647 = stablehlo.broadcast_in_dim %2646, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2648 = stablehlo.divide %2644, %2647 : tensor<4x9x1x4096x4096xf32>
    %c_325 = stablehlo.constant dense<true> : tensor<i1>
    %2649 = stablehlo.broadcast_in_dim %c_325, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %2650 = call @tril_3(%2649) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_326 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %2651:2 = call @_where_4(%2650, %2648, %cst_326) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_327 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2652 = stablehlo.reduce(%2651#0 init: %cst_327) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_328 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2653 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2654 = stablehlo.maximum %2653, %2652 : tensor<4x9x1x4096xf32>
    %2655 = stablehlo.broadcast_in_dim %2654, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2656 = stablehlo.broadcast_in_dim %2655, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2657 = stablehlo.subtract %2651#0, %2656 : tensor<4x9x1x4096x4096xf32>
    %2658 = stablehlo.exponential %2657 : tensor<4x9x1x4096x4096xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2659 = stablehlo.reduce(%2658 init: %cst_329) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2660 = stablehlo.broadcast_in_dim %2659, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2661 = stablehlo.broadcast_in_dim %2660, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2662 = stablehlo.divide %2658, %2661 : tensor<4x9x1x4096x4096xf32>
    %2663 = stablehlo.multiply %2660, %2660 : tensor<4x9x1x4096x1xf32>
    %cst_330 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2664 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %2665 = stablehlo.divide %2664, %2663 : tensor<4x9x1x4096x1xf32>
    %2666 = stablehlo.convert %2662 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2667 = stablehlo.dot_general %2574, %2666, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2668 = stablehlo.transpose %2667, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2669 = stablehlo.reshape %2668 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2670 = sdy.sharding_constraint %2669 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2671 = stablehlo.dot_general %2670, %2549#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %2672 = stablehlo.add %2549#9, %2671 : tensor<4x4096x576xbf16>
    %2673 = sdy.sharding_constraint %2672 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2674 = stablehlo.convert %2673 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2675 = chlo.square %2674 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_331 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2676 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2677 = stablehlo.multiply %2676, %2674 : tensor<4x4096x576xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2678 = stablehlo.reduce(%2675 init: %cst_332) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2679 = stablehlo.broadcast_in_dim %2678, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_333 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2680 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2681 = stablehlo.divide %2679, %2680 : tensor<4x4096x1xf32>
    %cst_334 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2682 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2683 = stablehlo.add %2681, %2682 : tensor<4x4096x1xf32>
    %2684 = stablehlo.rsqrt %2683 : tensor<4x4096x1xf32>
    %2685 = stablehlo.divide %2684, %2683 : tensor<4x4096x1xf32>
    %cst_335 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2686 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2687 = stablehlo.multiply %2686, %2685 : tensor<4x4096x1xf32>
    %2688 = stablehlo.broadcast_in_dim %2684, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2689 = stablehlo.multiply %2674, %2688 : tensor<4x4096x576xf32>
    %2690 = stablehlo.convert %2549#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %2691 = stablehlo.broadcast_in_dim %2690, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2692 = stablehlo.broadcast_in_dim %2691, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2693 = stablehlo.multiply %2689, %2692 : tensor<4x4096x576xf32>
    %2694 = stablehlo.convert %2693 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2695 = stablehlo.dot_general %2694, %2549#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2696:3 = call @silu_5(%2695) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %2697 = stablehlo.dot_general %2694, %2549#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2698 = stablehlo.multiply %2696#0, %2697 : tensor<4x4096x2016xbf16>
    %2699 = sdy.sharding_constraint %2698 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2700 = sdy.sharding_constraint %2549#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2701 = stablehlo.dot_general %2700, %2699, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %2702 = stablehlo.transpose %2701, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %2703 = stablehlo.dot_general %2700, %2549#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %2704 = sdy.sharding_constraint %2703 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2705 = stablehlo.multiply %2696#0, %2704 : tensor<4x4096x2016xbf16>
    %2706 = stablehlo.multiply %2704, %2697 : tensor<4x4096x2016xbf16>
    %2707 = stablehlo.dot_general %2705, %2694, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2708 = stablehlo.transpose %2707, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2709 = stablehlo.dot_general %2705, %2549#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2710 = call @silu_6(%2696#1, %2695, %2696#2, %2706) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2711 = stablehlo.dot_general %2710, %2694, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2712 = stablehlo.transpose %2711, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2713 = stablehlo.dot_general %2710, %2549#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2714 = stablehlo.add %2709, %2713 : tensor<4x4096x576xbf16>
    %2715 = stablehlo.convert %2714 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2716 = stablehlo.multiply %2689, %2715 : tensor<4x4096x576xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2717 = stablehlo.reduce(%2716 init: %cst_336) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2718 = stablehlo.reshape %2717 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2719 = stablehlo.broadcast_in_dim %2691, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2720 = stablehlo.multiply %2715, %2719 : tensor<4x4096x576xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2721 = stablehlo.reduce(%2718 init: %cst_337) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2722 = stablehlo.convert %2721 : (tensor<576xf32>) -> tensor<576xbf16>
    %2723 = stablehlo.multiply %2674, %2720 : tensor<4x4096x576xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2724 = stablehlo.reduce(%2723 init: %cst_338) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2725 = stablehlo.reshape %2724 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2726 = stablehlo.broadcast_in_dim %2684, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2727 = stablehlo.multiply %2720, %2726 : tensor<4x4096x576xf32>
    %2728 = stablehlo.multiply %2725, %2687 : tensor<4x4096x1xf32>
    %cst_339 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2729 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2730 = stablehlo.divide %2728, %2729 : tensor<4x4096x1xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2731 = stablehlo.reduce(%2730 init: %cst_340) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2732 = stablehlo.broadcast_in_dim %2731, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2733 = stablehlo.multiply %2732, %2677 : tensor<4x4096x576xf32>
    %2734 = stablehlo.add %2727, %2733 : tensor<4x4096x576xf32>
    %2735 = stablehlo.convert %2734 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2736 = stablehlo.add %2700, %2735 : tensor<4x4096x576xbf16>
    %2737 = sdy.sharding_constraint %2736 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2738 = stablehlo.dot_general %2737, %2670, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2739 = stablehlo.transpose %2738, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %2740 = stablehlo.dot_general %2737, %2549#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %2741 = sdy.sharding_constraint %2740 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2742 = stablehlo.reshape %2741 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2743 = stablehlo.transpose %2742, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2744 = stablehlo.dot_general %2743, %2574, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2745 = stablehlo.dot_general %2743, %2666, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %2746 = stablehlo.transpose %2745, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %2747 = stablehlo.convert %2744 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %2748 = stablehlo.broadcast_in_dim %2665, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2749 = stablehlo.multiply %2747, %2748 : tensor<4x9x1x4096x4096xf32>
    %2750 = stablehlo.multiply %2749, %2658 : tensor<4x9x1x4096x4096xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2751 = stablehlo.reduce(%2750 init: %cst_341) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2752 = stablehlo.reshape %2751 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2753 = stablehlo.negate %2752 : tensor<4x9x1x4096x1xf32>
    %2754 = stablehlo.broadcast_in_dim %2660, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2755 = stablehlo.divide %2747, %2754 : tensor<4x9x1x4096x4096xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2756 = stablehlo.reduce(%2753 init: %cst_342) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %2757 = stablehlo.broadcast_in_dim %2756, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %2758 = stablehlo.broadcast_in_dim %2757, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2759 = stablehlo.add %2755, %2758 : tensor<4x9x1x4096x4096xf32>
    %2760 = stablehlo.multiply %2759, %2658 : tensor<4x9x1x4096x4096xf32>
    %2761 = call @_where_7(%2651#1, %2760) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2762 = stablehlo.broadcast_in_dim %2646, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2763 = stablehlo.divide %2761, %2762 : tensor<4x9x1x4096x4096xf32>
    %2764 = stablehlo.convert %2763 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2765 = stablehlo.transpose %2764, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2766 = stablehlo.dot_general %2765, %2640, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %2767 = stablehlo.transpose %2766, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2768 = stablehlo.dot_general %2765, %2641, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %2769 = stablehlo.transpose %2768, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2770 = stablehlo.reshape %2767 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2771 = stablehlo.convert %2769 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2772 = stablehlo.slice %2771 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2773 = stablehlo.slice %2771 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2774 = stablehlo.broadcast_in_dim %2625, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2775 = stablehlo.multiply %2773, %2774 : tensor<4x4096x9x64xf32>
    %2776 = stablehlo.broadcast_in_dim %2623, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2777 = stablehlo.multiply %2773, %2776 : tensor<4x4096x9x64xf32>
    %2778 = stablehlo.negate %2772 : tensor<4x4096x9x64xf32>
    %2779 = stablehlo.broadcast_in_dim %2625, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2780 = stablehlo.multiply %2778, %2779 : tensor<4x4096x9x64xf32>
    %2781 = stablehlo.add %2777, %2780 : tensor<4x4096x9x64xf32>
    %2782 = stablehlo.broadcast_in_dim %2623, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2783 = stablehlo.multiply %2772, %2782 : tensor<4x4096x9x64xf32>
    %2784 = stablehlo.add %2775, %2783 : tensor<4x4096x9x64xf32>
    %2785 = stablehlo.concatenate %2784, %2781, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2786 = stablehlo.convert %2785 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2787 = stablehlo.convert %2770 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2788 = stablehlo.slice %2787 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2789 = stablehlo.slice %2787 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2790 = stablehlo.broadcast_in_dim %2592, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2791 = stablehlo.multiply %2789, %2790 : tensor<4x4096x9x64xf32>
    %2792 = stablehlo.broadcast_in_dim %2590, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2793 = stablehlo.multiply %2789, %2792 : tensor<4x4096x9x64xf32>
    %2794 = stablehlo.negate %2788 : tensor<4x4096x9x64xf32>
    %2795 = stablehlo.broadcast_in_dim %2592, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2796 = stablehlo.multiply %2794, %2795 : tensor<4x4096x9x64xf32>
    %2797 = stablehlo.add %2793, %2796 : tensor<4x4096x9x64xf32>
    %2798 = stablehlo.broadcast_in_dim %2590, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2799 = stablehlo.multiply %2788, %2798 : tensor<4x4096x9x64xf32>
    %2800 = stablehlo.add %2791, %2799 : tensor<4x4096x9x64xf32>
    %2801 = stablehlo.concatenate %2800, %2797, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2802 = stablehlo.convert %2801 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2803 = stablehlo.dot_general %2746, %2570, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2804 = stablehlo.transpose %2803, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2805 = stablehlo.dot_general %2746, %2549#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2806 = stablehlo.dot_general %2786, %2570, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2807 = stablehlo.transpose %2806, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2808 = stablehlo.dot_general %2786, %2549#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2809 = stablehlo.add %2805, %2808 : tensor<4x4096x576xbf16>
    %2810 = sdy.sharding_constraint %2802 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2811 = stablehlo.dot_general %2810, %2570, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2812 = stablehlo.transpose %2811, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %2813 = stablehlo.dot_general %2810, %2549#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %2814 = stablehlo.add %2809, %2813 : tensor<4x4096x576xbf16>
    %2815 = stablehlo.convert %2814 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2816 = stablehlo.multiply %2565, %2815 : tensor<4x4096x576xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2817 = stablehlo.reduce(%2816 init: %cst_343) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2818 = stablehlo.reshape %2817 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2819 = stablehlo.broadcast_in_dim %2567, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2820 = stablehlo.multiply %2815, %2819 : tensor<4x4096x576xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2821 = stablehlo.reduce(%2818 init: %cst_344) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2822 = stablehlo.convert %2821 : (tensor<576xf32>) -> tensor<576xbf16>
    %2823 = stablehlo.multiply %2550, %2820 : tensor<4x4096x576xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2824 = stablehlo.reduce(%2823 init: %cst_345) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2825 = stablehlo.reshape %2824 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %2826 = stablehlo.broadcast_in_dim %2560, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2827 = stablehlo.multiply %2820, %2826 : tensor<4x4096x576xf32>
    %2828 = stablehlo.multiply %2825, %2563 : tensor<4x4096x1xf32>
    %cst_346 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2829 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2830 = stablehlo.divide %2828, %2829 : tensor<4x4096x1xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2831 = stablehlo.reduce(%2830 init: %cst_347) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2832 = stablehlo.broadcast_in_dim %2831, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %2833 = stablehlo.multiply %2832, %2553 : tensor<4x4096x576xf32>
    %2834 = stablehlo.add %2827, %2833 : tensor<4x4096x576xf32>
    %2835 = stablehlo.convert %2834 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2836 = stablehlo.add %2737, %2835 : tensor<4x4096x576xbf16>
    %2837:11 = stablehlo.optimization_barrier %2, %3, %4, %5, %6, %7, %8, %9, %10, %67, %2836 : tensor<576xbf16>, tensor<576xbf16>, tensor<2016x576xbf16>, tensor<576x2016xbf16>, tensor<576x2016xbf16>, tensor<576x9x128xbf16>, tensor<9x128x576xbf16>, tensor<576x9x128xbf16>, tensor<576x9x128xbf16>, tensor<4x4096x576xbf16>, tensor<4x4096x576xbf16>
    %2838 = stablehlo.convert %2837#9 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2839 = chlo.square %2838 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_348 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2840 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2841 = stablehlo.multiply %2840, %2838 : tensor<4x4096x576xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2842 = stablehlo.reduce(%2839 init: %cst_349) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2843 = stablehlo.broadcast_in_dim %2842, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_350 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2844 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2845 = stablehlo.divide %2843, %2844 : tensor<4x4096x1xf32>
    %cst_351 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2846 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2847 = stablehlo.add %2845, %2846 : tensor<4x4096x1xf32>
    %2848 = stablehlo.rsqrt %2847 : tensor<4x4096x1xf32>
    %2849 = stablehlo.divide %2848, %2847 : tensor<4x4096x1xf32>
    %cst_352 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2850 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2851 = stablehlo.multiply %2850, %2849 : tensor<4x4096x1xf32>
    %2852 = stablehlo.broadcast_in_dim %2848, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2853 = stablehlo.multiply %2838, %2852 : tensor<4x4096x576xf32>
    %2854 = stablehlo.convert %2837#0 : (tensor<576xbf16>) -> tensor<576xf32>
    %2855 = stablehlo.broadcast_in_dim %2854, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2856 = stablehlo.broadcast_in_dim %2855, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2857 = stablehlo.multiply %2853, %2856 : tensor<4x4096x576xf32>
    %2858 = stablehlo.convert %2857 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2859 = stablehlo.dot_general %2858, %2837#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2860 = sdy.sharding_constraint %2859 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2861 = stablehlo.dot_general %2858, %2837#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2862 = stablehlo.dot_general %2858, %2837#8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2863 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2864 = stablehlo.negate %2863 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2865 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2866 = stablehlo.multiply %2864, %2865 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2867 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2868 = stablehlo.divide %2866, %2867 : tensor<64xf32>
    %cst_355 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2869 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2870 = stablehlo.power %2869, %2868 : tensor<64xf32>
    %2871 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2872 = stablehlo.broadcast_in_dim %2871, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2873 = stablehlo.broadcast_in_dim %2870, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2874 = stablehlo.broadcast_in_dim %2872, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2875 = stablehlo.broadcast_in_dim %2873, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2876 = stablehlo.multiply %2874, %2875 : tensor<4096x64xf32>
    %2877 = stablehlo.cosine %2876 : tensor<4096x64xf32>
    %2878 = stablehlo.broadcast_in_dim %2877, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2879 = stablehlo.sine %2876 : tensor<4096x64xf32>
    %2880 = stablehlo.broadcast_in_dim %2879, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2881 = stablehlo.convert %2860 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2882 = stablehlo.slice %2881 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2883 = stablehlo.slice %2881 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2884 = stablehlo.broadcast_in_dim %2878, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2885 = stablehlo.multiply %2882, %2884 : tensor<4x4096x9x64xf32>
    %2886 = stablehlo.broadcast_in_dim %2880, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2887 = stablehlo.multiply %2883, %2886 : tensor<4x4096x9x64xf32>
    %2888 = stablehlo.subtract %2885, %2887 : tensor<4x4096x9x64xf32>
    %2889 = stablehlo.broadcast_in_dim %2878, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2890 = stablehlo.multiply %2883, %2889 : tensor<4x4096x9x64xf32>
    %2891 = stablehlo.broadcast_in_dim %2880, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2892 = stablehlo.multiply %2882, %2891 : tensor<4x4096x9x64xf32>
    %2893 = stablehlo.add %2890, %2892 : tensor<4x4096x9x64xf32>
    %2894 = stablehlo.concatenate %2888, %2893, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2895 = stablehlo.convert %2894 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2896 = stablehlo.iota dim = 0 : tensor<64xf32>
    %2897 = stablehlo.negate %2896 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2898 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2899 = stablehlo.multiply %2897, %2898 : tensor<64xf32>
    %cst_357 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2900 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2901 = stablehlo.divide %2899, %2900 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %2902 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2903 = stablehlo.power %2902, %2901 : tensor<64xf32>
    %2904 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %2905 = stablehlo.broadcast_in_dim %2904, dims = [0] : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %2906 = stablehlo.broadcast_in_dim %2903, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %2907 = stablehlo.broadcast_in_dim %2905, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x64xf32>
    %2908 = stablehlo.broadcast_in_dim %2906, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<4096x64xf32>
    %2909 = stablehlo.multiply %2907, %2908 : tensor<4096x64xf32>
    %2910 = stablehlo.cosine %2909 : tensor<4096x64xf32>
    %2911 = stablehlo.broadcast_in_dim %2910, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2912 = stablehlo.sine %2909 : tensor<4096x64xf32>
    %2913 = stablehlo.broadcast_in_dim %2912, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %2914 = stablehlo.convert %2861 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %2915 = stablehlo.slice %2914 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2916 = stablehlo.slice %2914 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %2917 = stablehlo.broadcast_in_dim %2911, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2918 = stablehlo.multiply %2915, %2917 : tensor<4x4096x9x64xf32>
    %2919 = stablehlo.broadcast_in_dim %2913, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2920 = stablehlo.multiply %2916, %2919 : tensor<4x4096x9x64xf32>
    %2921 = stablehlo.subtract %2918, %2920 : tensor<4x4096x9x64xf32>
    %2922 = stablehlo.broadcast_in_dim %2911, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2923 = stablehlo.multiply %2916, %2922 : tensor<4x4096x9x64xf32>
    %2924 = stablehlo.broadcast_in_dim %2913, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %2925 = stablehlo.multiply %2915, %2924 : tensor<4x4096x9x64xf32>
    %2926 = stablehlo.add %2923, %2925 : tensor<4x4096x9x64xf32>
    %2927 = stablehlo.concatenate %2921, %2926, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %2928 = stablehlo.convert %2927 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %2929 = stablehlo.reshape %2895 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2930 = stablehlo.dot_general %2928, %2929, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %2931 = stablehlo.transpose %2930, dims = [0, 1, 4, 3, 2] : (tensor<4x9x4096x4096x1xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %2932 = stablehlo.convert %2931 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %cst_359 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2933 = stablehlo.sqrt %cst_359 : tensor<f32>
    %2934 = stablehlo.convert %2933 : tensor<f32>
    %2935 = stablehlo.broadcast_in_dim %2934, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %2936 = stablehlo.divide %2932, %2935 : tensor<4x9x1x4096x4096xf32>
    %c_360 = stablehlo.constant dense<true> : tensor<i1>
    %2937 = stablehlo.broadcast_in_dim %c_360, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %2938 = call @tril_3(%2937) : (tensor<4096x4096xi1>) -> tensor<4096x4096xi1>
    %cst_361 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %2939:2 = call @_where_4(%2938, %2936, %cst_361) : (tensor<4096x4096xi1>, tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>)
    %cst_362 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2940 = stablehlo.reduce(%2939#0 init: %cst_362) applies stablehlo.maximum across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %cst_363 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2941 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2942 = stablehlo.maximum %2941, %2940 : tensor<4x9x1x4096xf32>
    %2943 = stablehlo.broadcast_in_dim %2942, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2944 = stablehlo.broadcast_in_dim %2943, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2945 = stablehlo.subtract %2939#0, %2944 : tensor<4x9x1x4096x4096xf32>
    %2946 = stablehlo.exponential %2945 : tensor<4x9x1x4096x4096xf32>
    %cst_364 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2947 = stablehlo.reduce(%2946 init: %cst_364) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %2948 = stablehlo.broadcast_in_dim %2947, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %2949 = stablehlo.broadcast_in_dim %2948, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %2950 = stablehlo.divide %2946, %2949 : tensor<4x9x1x4096x4096xf32>
    %2951 = stablehlo.multiply %2948, %2948 : tensor<4x9x1x4096x1xf32>
    %cst_365 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2952 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x1xf32>
    %2953 = stablehlo.divide %2952, %2951 : tensor<4x9x1x4096x1xf32>
    %2954 = stablehlo.convert %2950 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %2955 = stablehlo.dot_general %2862, %2954, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %2956 = stablehlo.transpose %2955, dims = [0, 4, 1, 3, 2] : (tensor<4x9x128x1x4096xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %2957 = stablehlo.reshape %2956 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %2958 = sdy.sharding_constraint %2957 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %2959 = stablehlo.dot_general %2958, %2837#6, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x576xbf16>
    %2960 = stablehlo.add %2837#9, %2959 : tensor<4x4096x576xbf16>
    %2961 = sdy.sharding_constraint %2960 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2962 = stablehlo.convert %2961 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %2963 = chlo.square %2962 : tensor<4x4096x576xf32> -> tensor<4x4096x576xf32>
    %cst_366 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2964 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<4x4096x576xf32>
    %2965 = stablehlo.multiply %2964, %2962 : tensor<4x4096x576xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2966 = stablehlo.reduce(%2963 init: %cst_367) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %2967 = stablehlo.broadcast_in_dim %2966, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %cst_368 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %2968 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2969 = stablehlo.divide %2967, %2968 : tensor<4x4096x1xf32>
    %cst_369 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2970 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2971 = stablehlo.add %2969, %2970 : tensor<4x4096x1xf32>
    %2972 = stablehlo.rsqrt %2971 : tensor<4x4096x1xf32>
    %2973 = stablehlo.divide %2972, %2971 : tensor<4x4096x1xf32>
    %cst_370 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %2974 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %2975 = stablehlo.multiply %2974, %2973 : tensor<4x4096x1xf32>
    %2976 = stablehlo.broadcast_in_dim %2972, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %2977 = stablehlo.multiply %2962, %2976 : tensor<4x4096x576xf32>
    %2978 = stablehlo.convert %2837#1 : (tensor<576xbf16>) -> tensor<576xf32>
    %2979 = stablehlo.broadcast_in_dim %2978, dims = [2] : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2980 = stablehlo.broadcast_in_dim %2979, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %2981 = stablehlo.multiply %2977, %2980 : tensor<4x4096x576xf32>
    %2982 = stablehlo.convert %2981 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %2983 = stablehlo.dot_general %2982, %2837#3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2984:3 = call @silu_5(%2983) : (tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>)
    %2985 = stablehlo.dot_general %2982, %2837#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2986 = stablehlo.multiply %2984#0, %2985 : tensor<4x4096x2016xbf16>
    %2987 = sdy.sharding_constraint %2986 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2988 = sdy.sharding_constraint %2837#10 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %2989 = stablehlo.dot_general %2988, %2987, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %2990 = stablehlo.transpose %2989, dims = [1, 0] : (tensor<576x2016xbf16>) -> tensor<2016x576xbf16>
    %2991 = stablehlo.dot_general %2988, %2837#2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<4x4096x2016xbf16>
    %2992 = sdy.sharding_constraint %2991 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x4096x2016xbf16>
    %2993 = stablehlo.multiply %2984#0, %2992 : tensor<4x4096x2016xbf16>
    %2994 = stablehlo.multiply %2992, %2985 : tensor<4x4096x2016xbf16>
    %2995 = stablehlo.dot_general %2993, %2982, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2996 = stablehlo.transpose %2995, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %2997 = stablehlo.dot_general %2993, %2837#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %2998 = call @silu_6(%2984#1, %2983, %2984#2, %2994) : (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16>
    %2999 = stablehlo.dot_general %2998, %2982, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<4x4096x576xbf16>) -> tensor<2016x576xbf16>
    %3000 = stablehlo.transpose %2999, dims = [1, 0] : (tensor<2016x576xbf16>) -> tensor<576x2016xbf16>
    %3001 = stablehlo.dot_general %2998, %2837#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<4x4096x576xbf16>
    %3002 = stablehlo.add %2997, %3001 : tensor<4x4096x576xbf16>
    %3003 = stablehlo.convert %3002 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %3004 = stablehlo.multiply %2977, %3003 : tensor<4x4096x576xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3005 = stablehlo.reduce(%3004 init: %cst_371) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %3006 = stablehlo.reshape %3005 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %3007 = stablehlo.broadcast_in_dim %2979, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %3008 = stablehlo.multiply %3003, %3007 : tensor<4x4096x576xf32>
    %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3009 = stablehlo.reduce(%3006 init: %cst_372) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %3010 = stablehlo.convert %3009 : (tensor<576xf32>) -> tensor<576xbf16>
    %3011 = stablehlo.multiply %2962, %3008 : tensor<4x4096x576xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3012 = stablehlo.reduce(%3011 init: %cst_373) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %3013 = stablehlo.reshape %3012 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %3014 = stablehlo.broadcast_in_dim %2972, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %3015 = stablehlo.multiply %3008, %3014 : tensor<4x4096x576xf32>
    %3016 = stablehlo.multiply %3013, %2975 : tensor<4x4096x1xf32>
    %cst_374 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %3017 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %3018 = stablehlo.divide %3016, %3017 : tensor<4x4096x1xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3019 = stablehlo.reduce(%3018 init: %cst_375) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %3020 = stablehlo.broadcast_in_dim %3019, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %3021 = stablehlo.multiply %3020, %2965 : tensor<4x4096x576xf32>
    %3022 = stablehlo.add %3015, %3021 : tensor<4x4096x576xf32>
    %3023 = stablehlo.convert %3022 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %3024 = stablehlo.add %2988, %3023 : tensor<4x4096x576xbf16>
    %3025 = sdy.sharding_constraint %3024 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %3026 = stablehlo.dot_general %3025, %2958, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %3027 = stablehlo.transpose %3026, dims = [1, 2, 0] : (tensor<576x9x128xbf16>) -> tensor<9x128x576xbf16>
    %3028 = stablehlo.dot_general %3025, %2837#6, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<4x4096x9x128xbf16>
    %3029 = sdy.sharding_constraint %3028 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %3030 = stablehlo.reshape %3029 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %3031 = stablehlo.transpose %3030, dims = [0, 2, 4, 3, 1] : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x128x1x4096xbf16>
    %3032 = stablehlo.dot_general %3031, %2862, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x1x4096x4096xbf16>
    %3033 = stablehlo.dot_general %3031, %2954, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x128x1x4096xbf16>, tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x128x4096xbf16>
    %3034 = stablehlo.transpose %3033, dims = [0, 3, 1, 2] : (tensor<4x9x128x4096xbf16>) -> tensor<4x4096x9x128xbf16>
    %3035 = stablehlo.convert %3032 : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x1x4096x4096xf32>
    %3036 = stablehlo.broadcast_in_dim %2953, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %3037 = stablehlo.multiply %3035, %3036 : tensor<4x9x1x4096x4096xf32>
    %3038 = stablehlo.multiply %3037, %2946 : tensor<4x9x1x4096x4096xf32>
    %cst_376 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3039 = stablehlo.reduce(%3038 init: %cst_376) applies stablehlo.add across dimensions = [4] : (tensor<4x9x1x4096x4096xf32>, tensor<f32>) -> tensor<4x9x1x4096xf32>
    %3040 = stablehlo.reshape %3039 : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x1xf32>
    %3041 = stablehlo.negate %3040 : tensor<4x9x1x4096x1xf32>
    %3042 = stablehlo.broadcast_in_dim %2948, dims = [0, 1, 2, 3, 4] : (tensor<4x9x1x4096x1xf32>) -> tensor<4x9x1x4096x4096xf32>
    %3043 = stablehlo.divide %3035, %3042 : tensor<4x9x1x4096x4096xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3044 = stablehlo.reduce(%3041 init: %cst_377) applies stablehlo.add across dimensions = [2, 4] : (tensor<4x9x1x4096x1xf32>, tensor<f32>) -> tensor<4x9x4096xf32>
    %3045 = stablehlo.broadcast_in_dim %3044, dims = [0, 1, 3] : (tensor<4x9x4096xf32>) -> tensor<4x9x1x4096xf32>
    %3046 = stablehlo.broadcast_in_dim %3045, dims = [0, 1, 2, 3] : (tensor<4x9x1x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %3047 = stablehlo.add %3043, %3046 : tensor<4x9x1x4096x4096xf32>
    %3048 = stablehlo.multiply %3047, %2946 : tensor<4x9x1x4096x4096xf32>
    %3049 = call @_where_7(%2939#1, %3048) : (tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32>
    %3050 = stablehlo.broadcast_in_dim %2934, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %3051 = stablehlo.divide %3049, %3050 : tensor<4x9x1x4096x4096xf32>
    %3052 = stablehlo.convert %3051 : (tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xbf16>
    %3053 = stablehlo.transpose %3052, dims = [0, 1, 4, 3, 2] : (tensor<4x9x1x4096x4096xbf16>) -> tensor<4x9x4096x4096x1xbf16>
    %3054 = stablehlo.dot_general %3053, %2928, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x128xbf16>) -> tensor<4x9x4096x1x128xbf16>
    %3055 = stablehlo.transpose %3054, dims = [0, 2, 1, 3, 4] : (tensor<4x9x4096x1x128xbf16>) -> tensor<4x4096x9x1x128xbf16>
    %3056 = stablehlo.dot_general %3053, %2929, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x9x4096x4096x1xbf16>, tensor<4x4096x9x1x128xbf16>) -> tensor<4x9x4096x128xbf16>
    %3057 = stablehlo.transpose %3056, dims = [0, 2, 1, 3] : (tensor<4x9x4096x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %3058 = stablehlo.reshape %3055 : (tensor<4x4096x9x1x128xbf16>) -> tensor<4x4096x9x128xbf16>
    %3059 = stablehlo.convert %3057 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %3060 = stablehlo.slice %3059 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %3061 = stablehlo.slice %3059 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %3062 = stablehlo.broadcast_in_dim %2913, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3063 = stablehlo.multiply %3061, %3062 : tensor<4x4096x9x64xf32>
    %3064 = stablehlo.broadcast_in_dim %2911, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3065 = stablehlo.multiply %3061, %3064 : tensor<4x4096x9x64xf32>
    %3066 = stablehlo.negate %3060 : tensor<4x4096x9x64xf32>
    %3067 = stablehlo.broadcast_in_dim %2913, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3068 = stablehlo.multiply %3066, %3067 : tensor<4x4096x9x64xf32>
    %3069 = stablehlo.add %3065, %3068 : tensor<4x4096x9x64xf32>
    %3070 = stablehlo.broadcast_in_dim %2911, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3071 = stablehlo.multiply %3060, %3070 : tensor<4x4096x9x64xf32>
    %3072 = stablehlo.add %3063, %3071 : tensor<4x4096x9x64xf32>
    %3073 = stablehlo.concatenate %3072, %3069, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %3074 = stablehlo.convert %3073 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %3075 = stablehlo.convert %3058 : (tensor<4x4096x9x128xbf16>) -> tensor<4x4096x9x128xf32>
    %3076 = stablehlo.slice %3075 [0:4, 0:4096, 0:9, 0:64] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %3077 = stablehlo.slice %3075 [0:4, 0:4096, 0:9, 64:128] : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x64xf32>
    %3078 = stablehlo.broadcast_in_dim %2880, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3079 = stablehlo.multiply %3077, %3078 : tensor<4x4096x9x64xf32>
    %3080 = stablehlo.broadcast_in_dim %2878, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3081 = stablehlo.multiply %3077, %3080 : tensor<4x4096x9x64xf32>
    %3082 = stablehlo.negate %3076 : tensor<4x4096x9x64xf32>
    %3083 = stablehlo.broadcast_in_dim %2880, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3084 = stablehlo.multiply %3082, %3083 : tensor<4x4096x9x64xf32>
    %3085 = stablehlo.add %3081, %3084 : tensor<4x4096x9x64xf32>
    %3086 = stablehlo.broadcast_in_dim %2878, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<4x4096x9x64xf32>
    %3087 = stablehlo.multiply %3076, %3086 : tensor<4x4096x9x64xf32>
    %3088 = stablehlo.add %3079, %3087 : tensor<4x4096x9x64xf32>
    %3089 = stablehlo.concatenate %3088, %3085, dim = 3 : (tensor<4x4096x9x64xf32>, tensor<4x4096x9x64xf32>) -> tensor<4x4096x9x128xf32>
    %3090 = stablehlo.convert %3089 : (tensor<4x4096x9x128xf32>) -> tensor<4x4096x9x128xbf16>
    %3091 = stablehlo.dot_general %3034, %2858, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %3092 = stablehlo.transpose %3091, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %3093 = stablehlo.dot_general %3034, %2837#8, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %3094 = stablehlo.dot_general %3074, %2858, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %3095 = stablehlo.transpose %3094, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %3096 = stablehlo.dot_general %3074, %2837#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %3097 = stablehlo.add %3093, %3096 : tensor<4x4096x576xbf16>
    %3098 = sdy.sharding_constraint %3090 <@mesh, [{"data", "fsdp"}, {}, {"model"}, {}]> : tensor<4x4096x9x128xbf16>
    %3099 = stablehlo.dot_general %3098, %2858, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<4x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %3100 = stablehlo.transpose %3099, dims = [2, 0, 1] : (tensor<9x128x576xbf16>) -> tensor<576x9x128xbf16>
    %3101 = stablehlo.dot_general %3098, %2837#7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<4x4096x576xbf16>
    %3102 = stablehlo.add %3097, %3101 : tensor<4x4096x576xbf16>
    %3103 = stablehlo.convert %3102 : (tensor<4x4096x576xbf16>) -> tensor<4x4096x576xf32>
    %3104 = stablehlo.multiply %2853, %3103 : tensor<4x4096x576xf32>
    %cst_378 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3105 = stablehlo.reduce(%3104 init: %cst_378) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %3106 = stablehlo.reshape %3105 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %3107 = stablehlo.broadcast_in_dim %2855, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<4x4096x576xf32>
    %3108 = stablehlo.multiply %3103, %3107 : tensor<4x4096x576xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3109 = stablehlo.reduce(%3106 init: %cst_379) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %3110 = stablehlo.convert %3109 : (tensor<576xf32>) -> tensor<576xbf16>
    %3111 = stablehlo.multiply %2838, %3108 : tensor<4x4096x576xf32>
    %cst_380 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3112 = stablehlo.reduce(%3111 init: %cst_380) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x576xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %3113 = stablehlo.reshape %3112 : (tensor<4x4096xf32>) -> tensor<4x4096x1xf32>
    %3114 = stablehlo.broadcast_in_dim %2848, dims = [0, 1, 2] : (tensor<4x4096x1xf32>) -> tensor<4x4096x576xf32>
    %3115 = stablehlo.multiply %3108, %3114 : tensor<4x4096x576xf32>
    %3116 = stablehlo.multiply %3113, %2851 : tensor<4x4096x1xf32>
    %cst_381 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %3117 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<4x4096x1xf32>
    %3118 = stablehlo.divide %3116, %3117 : tensor<4x4096x1xf32>
    %cst_382 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3119 = stablehlo.reduce(%3118 init: %cst_382) applies stablehlo.add across dimensions = [2] : (tensor<4x4096x1xf32>, tensor<f32>) -> tensor<4x4096xf32>
    %3120 = stablehlo.broadcast_in_dim %3119, dims = [0, 1] : (tensor<4x4096xf32>) -> tensor<4x4096x576xf32>
    %3121 = stablehlo.multiply %3120, %2841 : tensor<4x4096x576xf32>
    %3122 = stablehlo.add %3115, %3121 : tensor<4x4096x576xf32>
    %3123 = stablehlo.convert %3122 : (tensor<4x4096x576xf32>) -> tensor<4x4096x576xbf16>
    %3124 = stablehlo.add %3025, %3123 : tensor<4x4096x576xbf16>
    %3125 = sdy.sharding_constraint %3124 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x4096x576xbf16>
    %3126 = call @_take_8(%66#1, %3125) : (tensor<4x4096x1xi32>, tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16>
    %3127 = stablehlo.convert %1086 : (tensor<576x128256xbf16>) -> tensor<576x128256xf32>
    %3128 = stablehlo.convert %1364 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3129 = stablehlo.convert %1372 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3130 = stablehlo.convert %1299 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3131 = stablehlo.convert %1367 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3132 = stablehlo.convert %1268 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3133 = stablehlo.convert %1272 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3134 = stablehlo.convert %1262 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3135 = stablehlo.convert %1282 : (tensor<576xbf16>) -> tensor<576xf32>
    %3136 = stablehlo.convert %1382 : (tensor<576xbf16>) -> tensor<576xf32>
    %3137 = stablehlo.convert %1652 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3138 = stablehlo.convert %1660 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3139 = stablehlo.convert %1587 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3140 = stablehlo.convert %1655 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3141 = stablehlo.convert %1556 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3142 = stablehlo.convert %1560 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3143 = stablehlo.convert %1550 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3144 = stablehlo.convert %1570 : (tensor<576xbf16>) -> tensor<576xf32>
    %3145 = stablehlo.convert %1670 : (tensor<576xbf16>) -> tensor<576xf32>
    %3146 = stablehlo.convert %1940 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3147 = stablehlo.convert %1948 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3148 = stablehlo.convert %1875 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3149 = stablehlo.convert %1943 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3150 = stablehlo.convert %1844 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3151 = stablehlo.convert %1848 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3152 = stablehlo.convert %1838 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3153 = stablehlo.convert %1858 : (tensor<576xbf16>) -> tensor<576xf32>
    %3154 = stablehlo.convert %1958 : (tensor<576xbf16>) -> tensor<576xf32>
    %3155 = stablehlo.convert %2228 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3156 = stablehlo.convert %2236 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3157 = stablehlo.convert %2163 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3158 = stablehlo.convert %2231 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3159 = stablehlo.convert %2132 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3160 = stablehlo.convert %2136 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3161 = stablehlo.convert %2126 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3162 = stablehlo.convert %2146 : (tensor<576xbf16>) -> tensor<576xf32>
    %3163 = stablehlo.convert %2246 : (tensor<576xbf16>) -> tensor<576xf32>
    %3164 = stablehlo.convert %2516 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3165 = stablehlo.convert %2524 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3166 = stablehlo.convert %2451 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3167 = stablehlo.convert %2519 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3168 = stablehlo.convert %2420 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3169 = stablehlo.convert %2424 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3170 = stablehlo.convert %2414 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3171 = stablehlo.convert %2434 : (tensor<576xbf16>) -> tensor<576xf32>
    %3172 = stablehlo.convert %2534 : (tensor<576xbf16>) -> tensor<576xf32>
    %3173 = stablehlo.convert %2804 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3174 = stablehlo.convert %2812 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3175 = stablehlo.convert %2739 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3176 = stablehlo.convert %2807 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3177 = stablehlo.convert %2708 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3178 = stablehlo.convert %2712 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3179 = stablehlo.convert %2702 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3180 = stablehlo.convert %2722 : (tensor<576xbf16>) -> tensor<576xf32>
    %3181 = stablehlo.convert %2822 : (tensor<576xbf16>) -> tensor<576xf32>
    %3182 = stablehlo.convert %3092 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3183 = stablehlo.convert %3100 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3184 = stablehlo.convert %3027 : (tensor<9x128x576xbf16>) -> tensor<9x128x576xf32>
    %3185 = stablehlo.convert %3095 : (tensor<576x9x128xbf16>) -> tensor<576x9x128xf32>
    %3186 = stablehlo.convert %2996 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3187 = stablehlo.convert %3000 : (tensor<576x2016xbf16>) -> tensor<576x2016xf32>
    %3188 = stablehlo.convert %2990 : (tensor<2016x576xbf16>) -> tensor<2016x576xf32>
    %3189 = stablehlo.convert %3010 : (tensor<576xbf16>) -> tensor<576xf32>
    %3190 = stablehlo.convert %3110 : (tensor<576xbf16>) -> tensor<576xf32>
    %3191 = stablehlo.convert %1095 : (tensor<576xbf16>) -> tensor<576xf32>
    %3192 = stablehlo.convert %3126 : (tensor<128256x576xbf16>) -> tensor<128256x576xf32>
    %3193 = chlo.square %3192 : tensor<128256x576xf32> -> tensor<128256x576xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3194 = stablehlo.reduce(%3193 init: %cst_383) applies stablehlo.add across dimensions = [0, 1] : (tensor<128256x576xf32>, tensor<f32>) -> tensor<f32>
    %cst_384 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3195 = stablehlo.add %cst_384, %3194 : tensor<f32>
    %3196 = chlo.square %3191 : tensor<576xf32> -> tensor<576xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3197 = stablehlo.reduce(%3196 init: %cst_385) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3198 = stablehlo.add %3195, %3197 : tensor<f32>
    %3199 = chlo.square %3190 : tensor<576xf32> -> tensor<576xf32>
    %cst_386 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3200 = stablehlo.reduce(%3199 init: %cst_386) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3201 = stablehlo.add %3198, %3200 : tensor<f32>
    %3202 = chlo.square %3189 : tensor<576xf32> -> tensor<576xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3203 = stablehlo.reduce(%3202 init: %cst_387) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3204 = stablehlo.add %3201, %3203 : tensor<f32>
    %3205 = chlo.square %3188 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_388 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3206 = stablehlo.reduce(%3205 init: %cst_388) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3207 = stablehlo.add %3204, %3206 : tensor<f32>
    %3208 = chlo.square %3187 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3209 = stablehlo.reduce(%3208 init: %cst_389) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3210 = stablehlo.add %3207, %3209 : tensor<f32>
    %3211 = chlo.square %3186 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_390 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3212 = stablehlo.reduce(%3211 init: %cst_390) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3213 = stablehlo.add %3210, %3212 : tensor<f32>
    %3214 = chlo.square %3185 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3215 = stablehlo.reduce(%3214 init: %cst_391) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3216 = stablehlo.add %3213, %3215 : tensor<f32>
    %3217 = chlo.square %3184 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_392 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3218 = stablehlo.reduce(%3217 init: %cst_392) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3219 = stablehlo.add %3216, %3218 : tensor<f32>
    %3220 = chlo.square %3183 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3221 = stablehlo.reduce(%3220 init: %cst_393) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3222 = stablehlo.add %3219, %3221 : tensor<f32>
    %3223 = chlo.square %3182 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_394 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3224 = stablehlo.reduce(%3223 init: %cst_394) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3225 = stablehlo.add %3222, %3224 : tensor<f32>
    %3226 = chlo.square %3181 : tensor<576xf32> -> tensor<576xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3227 = stablehlo.reduce(%3226 init: %cst_395) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3228 = stablehlo.add %3225, %3227 : tensor<f32>
    %3229 = chlo.square %3180 : tensor<576xf32> -> tensor<576xf32>
    %cst_396 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3230 = stablehlo.reduce(%3229 init: %cst_396) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3231 = stablehlo.add %3228, %3230 : tensor<f32>
    %3232 = chlo.square %3179 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3233 = stablehlo.reduce(%3232 init: %cst_397) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3234 = stablehlo.add %3231, %3233 : tensor<f32>
    %3235 = chlo.square %3178 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_398 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3236 = stablehlo.reduce(%3235 init: %cst_398) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3237 = stablehlo.add %3234, %3236 : tensor<f32>
    %3238 = chlo.square %3177 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3239 = stablehlo.reduce(%3238 init: %cst_399) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3240 = stablehlo.add %3237, %3239 : tensor<f32>
    %3241 = chlo.square %3176 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_400 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3242 = stablehlo.reduce(%3241 init: %cst_400) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3243 = stablehlo.add %3240, %3242 : tensor<f32>
    %3244 = chlo.square %3175 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3245 = stablehlo.reduce(%3244 init: %cst_401) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3246 = stablehlo.add %3243, %3245 : tensor<f32>
    %3247 = chlo.square %3174 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_402 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3248 = stablehlo.reduce(%3247 init: %cst_402) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3249 = stablehlo.add %3246, %3248 : tensor<f32>
    %3250 = chlo.square %3173 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3251 = stablehlo.reduce(%3250 init: %cst_403) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3252 = stablehlo.add %3249, %3251 : tensor<f32>
    %3253 = chlo.square %3172 : tensor<576xf32> -> tensor<576xf32>
    %cst_404 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3254 = stablehlo.reduce(%3253 init: %cst_404) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3255 = stablehlo.add %3252, %3254 : tensor<f32>
    %3256 = chlo.square %3171 : tensor<576xf32> -> tensor<576xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3257 = stablehlo.reduce(%3256 init: %cst_405) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3258 = stablehlo.add %3255, %3257 : tensor<f32>
    %3259 = chlo.square %3170 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_406 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3260 = stablehlo.reduce(%3259 init: %cst_406) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3261 = stablehlo.add %3258, %3260 : tensor<f32>
    %3262 = chlo.square %3169 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3263 = stablehlo.reduce(%3262 init: %cst_407) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3264 = stablehlo.add %3261, %3263 : tensor<f32>
    %3265 = chlo.square %3168 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_408 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3266 = stablehlo.reduce(%3265 init: %cst_408) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3267 = stablehlo.add %3264, %3266 : tensor<f32>
    %3268 = chlo.square %3167 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3269 = stablehlo.reduce(%3268 init: %cst_409) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3270 = stablehlo.add %3267, %3269 : tensor<f32>
    %3271 = chlo.square %3166 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_410 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3272 = stablehlo.reduce(%3271 init: %cst_410) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3273 = stablehlo.add %3270, %3272 : tensor<f32>
    %3274 = chlo.square %3165 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3275 = stablehlo.reduce(%3274 init: %cst_411) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3276 = stablehlo.add %3273, %3275 : tensor<f32>
    %3277 = chlo.square %3164 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_412 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3278 = stablehlo.reduce(%3277 init: %cst_412) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3279 = stablehlo.add %3276, %3278 : tensor<f32>
    %3280 = chlo.square %3163 : tensor<576xf32> -> tensor<576xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3281 = stablehlo.reduce(%3280 init: %cst_413) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3282 = stablehlo.add %3279, %3281 : tensor<f32>
    %3283 = chlo.square %3162 : tensor<576xf32> -> tensor<576xf32>
    %cst_414 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3284 = stablehlo.reduce(%3283 init: %cst_414) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3285 = stablehlo.add %3282, %3284 : tensor<f32>
    %3286 = chlo.square %3161 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3287 = stablehlo.reduce(%3286 init: %cst_415) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3288 = stablehlo.add %3285, %3287 : tensor<f32>
    %3289 = chlo.square %3160 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_416 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3290 = stablehlo.reduce(%3289 init: %cst_416) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3291 = stablehlo.add %3288, %3290 : tensor<f32>
    %3292 = chlo.square %3159 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3293 = stablehlo.reduce(%3292 init: %cst_417) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3294 = stablehlo.add %3291, %3293 : tensor<f32>
    %3295 = chlo.square %3158 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_418 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3296 = stablehlo.reduce(%3295 init: %cst_418) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3297 = stablehlo.add %3294, %3296 : tensor<f32>
    %3298 = chlo.square %3157 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3299 = stablehlo.reduce(%3298 init: %cst_419) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3300 = stablehlo.add %3297, %3299 : tensor<f32>
    %3301 = chlo.square %3156 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_420 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3302 = stablehlo.reduce(%3301 init: %cst_420) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3303 = stablehlo.add %3300, %3302 : tensor<f32>
    %3304 = chlo.square %3155 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3305 = stablehlo.reduce(%3304 init: %cst_421) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3306 = stablehlo.add %3303, %3305 : tensor<f32>
    %3307 = chlo.square %3154 : tensor<576xf32> -> tensor<576xf32>
    %cst_422 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3308 = stablehlo.reduce(%3307 init: %cst_422) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3309 = stablehlo.add %3306, %3308 : tensor<f32>
    %3310 = chlo.square %3153 : tensor<576xf32> -> tensor<576xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3311 = stablehlo.reduce(%3310 init: %cst_423) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3312 = stablehlo.add %3309, %3311 : tensor<f32>
    %3313 = chlo.square %3152 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_424 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3314 = stablehlo.reduce(%3313 init: %cst_424) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3315 = stablehlo.add %3312, %3314 : tensor<f32>
    %3316 = chlo.square %3151 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3317 = stablehlo.reduce(%3316 init: %cst_425) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3318 = stablehlo.add %3315, %3317 : tensor<f32>
    %3319 = chlo.square %3150 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_426 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3320 = stablehlo.reduce(%3319 init: %cst_426) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3321 = stablehlo.add %3318, %3320 : tensor<f32>
    %3322 = chlo.square %3149 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3323 = stablehlo.reduce(%3322 init: %cst_427) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3324 = stablehlo.add %3321, %3323 : tensor<f32>
    %3325 = chlo.square %3148 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_428 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3326 = stablehlo.reduce(%3325 init: %cst_428) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3327 = stablehlo.add %3324, %3326 : tensor<f32>
    %3328 = chlo.square %3147 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3329 = stablehlo.reduce(%3328 init: %cst_429) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3330 = stablehlo.add %3327, %3329 : tensor<f32>
    %3331 = chlo.square %3146 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_430 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3332 = stablehlo.reduce(%3331 init: %cst_430) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3333 = stablehlo.add %3330, %3332 : tensor<f32>
    %3334 = chlo.square %3145 : tensor<576xf32> -> tensor<576xf32>
    %cst_431 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3335 = stablehlo.reduce(%3334 init: %cst_431) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3336 = stablehlo.add %3333, %3335 : tensor<f32>
    %3337 = chlo.square %3144 : tensor<576xf32> -> tensor<576xf32>
    %cst_432 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3338 = stablehlo.reduce(%3337 init: %cst_432) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3339 = stablehlo.add %3336, %3338 : tensor<f32>
    %3340 = chlo.square %3143 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_433 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3341 = stablehlo.reduce(%3340 init: %cst_433) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3342 = stablehlo.add %3339, %3341 : tensor<f32>
    %3343 = chlo.square %3142 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_434 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3344 = stablehlo.reduce(%3343 init: %cst_434) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3345 = stablehlo.add %3342, %3344 : tensor<f32>
    %3346 = chlo.square %3141 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_435 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3347 = stablehlo.reduce(%3346 init: %cst_435) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3348 = stablehlo.add %3345, %3347 : tensor<f32>
    %3349 = chlo.square %3140 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_436 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3350 = stablehlo.reduce(%3349 init: %cst_436) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3351 = stablehlo.add %3348, %3350 : tensor<f32>
    %3352 = chlo.square %3139 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_437 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3353 = stablehlo.reduce(%3352 init: %cst_437) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3354 = stablehlo.add %3351, %3353 : tensor<f32>
    %3355 = chlo.square %3138 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_438 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3356 = stablehlo.reduce(%3355 init: %cst_438) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3357 = stablehlo.add %3354, %3356 : tensor<f32>
    %3358 = chlo.square %3137 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_439 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3359 = stablehlo.reduce(%3358 init: %cst_439) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3360 = stablehlo.add %3357, %3359 : tensor<f32>
    %3361 = chlo.square %3136 : tensor<576xf32> -> tensor<576xf32>
    %cst_440 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3362 = stablehlo.reduce(%3361 init: %cst_440) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3363 = stablehlo.add %3360, %3362 : tensor<f32>
    %3364 = chlo.square %3135 : tensor<576xf32> -> tensor<576xf32>
    %cst_441 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3365 = stablehlo.reduce(%3364 init: %cst_441) applies stablehlo.add across dimensions = [0] : (tensor<576xf32>, tensor<f32>) -> tensor<f32>
    %3366 = stablehlo.add %3363, %3365 : tensor<f32>
    %3367 = chlo.square %3134 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_442 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3368 = stablehlo.reduce(%3367 init: %cst_442) applies stablehlo.add across dimensions = [0, 1] : (tensor<2016x576xf32>, tensor<f32>) -> tensor<f32>
    %3369 = stablehlo.add %3366, %3368 : tensor<f32>
    %3370 = chlo.square %3133 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_443 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3371 = stablehlo.reduce(%3370 init: %cst_443) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3372 = stablehlo.add %3369, %3371 : tensor<f32>
    %3373 = chlo.square %3132 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_444 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3374 = stablehlo.reduce(%3373 init: %cst_444) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x2016xf32>, tensor<f32>) -> tensor<f32>
    %3375 = stablehlo.add %3372, %3374 : tensor<f32>
    %3376 = chlo.square %3131 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_445 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3377 = stablehlo.reduce(%3376 init: %cst_445) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3378 = stablehlo.add %3375, %3377 : tensor<f32>
    %3379 = chlo.square %3130 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_446 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3380 = stablehlo.reduce(%3379 init: %cst_446) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<9x128x576xf32>, tensor<f32>) -> tensor<f32>
    %3381 = stablehlo.add %3378, %3380 : tensor<f32>
    %3382 = chlo.square %3129 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_447 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3383 = stablehlo.reduce(%3382 init: %cst_447) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3384 = stablehlo.add %3381, %3383 : tensor<f32>
    %3385 = chlo.square %3128 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_448 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3386 = stablehlo.reduce(%3385 init: %cst_448) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<576x9x128xf32>, tensor<f32>) -> tensor<f32>
    %3387 = stablehlo.add %3384, %3386 : tensor<f32>
    %3388 = chlo.square %3127 : tensor<576x128256xf32> -> tensor<576x128256xf32>
    %cst_449 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3389 = stablehlo.reduce(%3388 init: %cst_449) applies stablehlo.add across dimensions = [0, 1] : (tensor<576x128256xf32>, tensor<f32>) -> tensor<f32>
    %3390 = stablehlo.add %3387, %3389 : tensor<f32>
    %3391 = stablehlo.sqrt %3390 : tensor<f32>
    %cst_450 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %3392 = stablehlo.add %3391, %cst_450 : tensor<f32>
    %cst_451 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3393 = stablehlo.divide %cst_451, %3392 : tensor<f32>
    %cst_452 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3394 = stablehlo.minimum %cst_452, %3393 : tensor<f32>
    %3395 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3396 = stablehlo.multiply %3192, %3395 : tensor<128256x576xf32>
    %3397 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3398 = stablehlo.multiply %3191, %3397 : tensor<576xf32>
    %3399 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3400 = stablehlo.multiply %3190, %3399 : tensor<576xf32>
    %3401 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3402 = stablehlo.multiply %3189, %3401 : tensor<576xf32>
    %3403 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3404 = stablehlo.multiply %3188, %3403 : tensor<2016x576xf32>
    %3405 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3406 = stablehlo.multiply %3187, %3405 : tensor<576x2016xf32>
    %3407 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3408 = stablehlo.multiply %3186, %3407 : tensor<576x2016xf32>
    %3409 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3410 = stablehlo.multiply %3185, %3409 : tensor<576x9x128xf32>
    %3411 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3412 = stablehlo.multiply %3184, %3411 : tensor<9x128x576xf32>
    %3413 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3414 = stablehlo.multiply %3183, %3413 : tensor<576x9x128xf32>
    %3415 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3416 = stablehlo.multiply %3182, %3415 : tensor<576x9x128xf32>
    %3417 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3418 = stablehlo.multiply %3181, %3417 : tensor<576xf32>
    %3419 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3420 = stablehlo.multiply %3180, %3419 : tensor<576xf32>
    %3421 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3422 = stablehlo.multiply %3179, %3421 : tensor<2016x576xf32>
    %3423 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3424 = stablehlo.multiply %3178, %3423 : tensor<576x2016xf32>
    %3425 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3426 = stablehlo.multiply %3177, %3425 : tensor<576x2016xf32>
    %3427 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3428 = stablehlo.multiply %3176, %3427 : tensor<576x9x128xf32>
    %3429 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3430 = stablehlo.multiply %3175, %3429 : tensor<9x128x576xf32>
    %3431 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3432 = stablehlo.multiply %3174, %3431 : tensor<576x9x128xf32>
    %3433 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3434 = stablehlo.multiply %3173, %3433 : tensor<576x9x128xf32>
    %3435 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3436 = stablehlo.multiply %3172, %3435 : tensor<576xf32>
    %3437 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3438 = stablehlo.multiply %3171, %3437 : tensor<576xf32>
    %3439 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3440 = stablehlo.multiply %3170, %3439 : tensor<2016x576xf32>
    %3441 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3442 = stablehlo.multiply %3169, %3441 : tensor<576x2016xf32>
    %3443 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3444 = stablehlo.multiply %3168, %3443 : tensor<576x2016xf32>
    %3445 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3446 = stablehlo.multiply %3167, %3445 : tensor<576x9x128xf32>
    %3447 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3448 = stablehlo.multiply %3166, %3447 : tensor<9x128x576xf32>
    %3449 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3450 = stablehlo.multiply %3165, %3449 : tensor<576x9x128xf32>
    %3451 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3452 = stablehlo.multiply %3164, %3451 : tensor<576x9x128xf32>
    %3453 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3454 = stablehlo.multiply %3163, %3453 : tensor<576xf32>
    %3455 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3456 = stablehlo.multiply %3162, %3455 : tensor<576xf32>
    %3457 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3458 = stablehlo.multiply %3161, %3457 : tensor<2016x576xf32>
    %3459 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3460 = stablehlo.multiply %3160, %3459 : tensor<576x2016xf32>
    %3461 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3462 = stablehlo.multiply %3159, %3461 : tensor<576x2016xf32>
    %3463 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3464 = stablehlo.multiply %3158, %3463 : tensor<576x9x128xf32>
    %3465 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3466 = stablehlo.multiply %3157, %3465 : tensor<9x128x576xf32>
    %3467 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3468 = stablehlo.multiply %3156, %3467 : tensor<576x9x128xf32>
    %3469 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3470 = stablehlo.multiply %3155, %3469 : tensor<576x9x128xf32>
    %3471 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3472 = stablehlo.multiply %3154, %3471 : tensor<576xf32>
    %3473 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3474 = stablehlo.multiply %3153, %3473 : tensor<576xf32>
    %3475 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3476 = stablehlo.multiply %3152, %3475 : tensor<2016x576xf32>
    %3477 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3478 = stablehlo.multiply %3151, %3477 : tensor<576x2016xf32>
    %3479 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3480 = stablehlo.multiply %3150, %3479 : tensor<576x2016xf32>
    %3481 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3482 = stablehlo.multiply %3149, %3481 : tensor<576x9x128xf32>
    %3483 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3484 = stablehlo.multiply %3148, %3483 : tensor<9x128x576xf32>
    %3485 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3486 = stablehlo.multiply %3147, %3485 : tensor<576x9x128xf32>
    %3487 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3488 = stablehlo.multiply %3146, %3487 : tensor<576x9x128xf32>
    %3489 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3490 = stablehlo.multiply %3145, %3489 : tensor<576xf32>
    %3491 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3492 = stablehlo.multiply %3144, %3491 : tensor<576xf32>
    %3493 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3494 = stablehlo.multiply %3143, %3493 : tensor<2016x576xf32>
    %3495 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3496 = stablehlo.multiply %3142, %3495 : tensor<576x2016xf32>
    %3497 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3498 = stablehlo.multiply %3141, %3497 : tensor<576x2016xf32>
    %3499 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3500 = stablehlo.multiply %3140, %3499 : tensor<576x9x128xf32>
    %3501 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3502 = stablehlo.multiply %3139, %3501 : tensor<9x128x576xf32>
    %3503 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3504 = stablehlo.multiply %3138, %3503 : tensor<576x9x128xf32>
    %3505 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3506 = stablehlo.multiply %3137, %3505 : tensor<576x9x128xf32>
    %3507 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3508 = stablehlo.multiply %3136, %3507 : tensor<576xf32>
    %3509 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3510 = stablehlo.multiply %3135, %3509 : tensor<576xf32>
    %3511 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3512 = stablehlo.multiply %3134, %3511 : tensor<2016x576xf32>
    %3513 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3514 = stablehlo.multiply %3133, %3513 : tensor<576x2016xf32>
    %3515 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3516 = stablehlo.multiply %3132, %3515 : tensor<576x2016xf32>
    %3517 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3518 = stablehlo.multiply %3131, %3517 : tensor<576x9x128xf32>
    %3519 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3520 = stablehlo.multiply %3130, %3519 : tensor<9x128x576xf32>
    %3521 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3522 = stablehlo.multiply %3129, %3521 : tensor<576x9x128xf32>
    %3523 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3524 = stablehlo.multiply %3128, %3523 : tensor<576x9x128xf32>
    %3525 = stablehlo.broadcast_in_dim %3394, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %3526 = stablehlo.multiply %3127, %3525 : tensor<576x128256xf32>
    %c_453 = stablehlo.constant dense<1> : tensor<i32>
    %3527 = stablehlo.add %arg66, %c_453 : tensor<i32>
    %3528 = stablehlo.convert %3527 : (tensor<i32>) -> tensor<f32>
    %cst_454 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3529 = stablehlo.power %cst_454, %3528 : tensor<f32>
    %cst_455 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3530 = stablehlo.subtract %cst_455, %3529 : tensor<f32>
    %cst_456 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3531 = stablehlo.power %cst_456, %3528 : tensor<f32>
    %cst_457 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3532 = stablehlo.subtract %cst_457, %3531 : tensor<f32>
    %cst_458 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3533 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3534 = stablehlo.multiply %3533, %arg67 : tensor<128256x576xf32>
    %cst_459 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3535 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3536 = stablehlo.multiply %3535, %3396 : tensor<128256x576xf32>
    %3537 = stablehlo.add %3534, %3536 : tensor<128256x576xf32>
    %cst_460 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3538 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3539 = stablehlo.multiply %3538, %arg133 : tensor<128256x576xf32>
    %3540 = chlo.square %3396 : tensor<128256x576xf32> -> tensor<128256x576xf32>
    %cst_461 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3541 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3542 = stablehlo.multiply %3541, %3540 : tensor<128256x576xf32>
    %3543 = stablehlo.add %3539, %3542 : tensor<128256x576xf32>
    %3544 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3545 = stablehlo.divide %3537, %3544 : tensor<128256x576xf32>
    %3546 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3547 = stablehlo.divide %3543, %3546 : tensor<128256x576xf32>
    %3548 = stablehlo.sqrt %3547 : tensor<128256x576xf32>
    %cst_462 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3549 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3550 = stablehlo.add %3548, %3549 : tensor<128256x576xf32>
    %3551 = stablehlo.divide %3545, %3550 : tensor<128256x576xf32>
    %cst_463 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3552 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3553 = stablehlo.multiply %3552, %arg0 : tensor<128256x576xf32>
    %3554 = stablehlo.add %3551, %3553 : tensor<128256x576xf32>
    %cst_464 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3555 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<128256x576xf32>
    %3556 = stablehlo.multiply %3555, %3554 : tensor<128256x576xf32>
    %3557 = stablehlo.subtract %arg0, %3556 : tensor<128256x576xf32>
    %cst_465 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3558 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3559 = stablehlo.multiply %3558, %arg68 : tensor<576xf32>
    %cst_466 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3560 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3561 = stablehlo.multiply %3560, %3398 : tensor<576xf32>
    %3562 = stablehlo.add %3559, %3561 : tensor<576xf32>
    %cst_467 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3563 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3564 = stablehlo.multiply %3563, %arg134 : tensor<576xf32>
    %3565 = chlo.square %3398 : tensor<576xf32> -> tensor<576xf32>
    %cst_468 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3566 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3567 = stablehlo.multiply %3566, %3565 : tensor<576xf32>
    %3568 = stablehlo.add %3564, %3567 : tensor<576xf32>
    %3569 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3570 = stablehlo.divide %3562, %3569 : tensor<576xf32>
    %3571 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3572 = stablehlo.divide %3568, %3571 : tensor<576xf32>
    %3573 = stablehlo.sqrt %3572 : tensor<576xf32>
    %cst_469 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3574 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3575 = stablehlo.add %3573, %3574 : tensor<576xf32>
    %3576 = stablehlo.divide %3570, %3575 : tensor<576xf32>
    %cst_470 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3577 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3578 = stablehlo.multiply %3577, %arg1 : tensor<576xf32>
    %3579 = stablehlo.add %3576, %3578 : tensor<576xf32>
    %cst_471 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3580 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3581 = stablehlo.multiply %3580, %3579 : tensor<576xf32>
    %3582 = stablehlo.subtract %arg1, %3581 : tensor<576xf32>
    %cst_472 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3583 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3584 = stablehlo.multiply %3583, %arg69 : tensor<576xf32>
    %cst_473 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3585 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3586 = stablehlo.multiply %3585, %3400 : tensor<576xf32>
    %3587 = stablehlo.add %3584, %3586 : tensor<576xf32>
    %cst_474 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3588 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3589 = stablehlo.multiply %3588, %arg135 : tensor<576xf32>
    %3590 = chlo.square %3400 : tensor<576xf32> -> tensor<576xf32>
    %cst_475 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3591 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3592 = stablehlo.multiply %3591, %3590 : tensor<576xf32>
    %3593 = stablehlo.add %3589, %3592 : tensor<576xf32>
    %3594 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3595 = stablehlo.divide %3587, %3594 : tensor<576xf32>
    %3596 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3597 = stablehlo.divide %3593, %3596 : tensor<576xf32>
    %3598 = stablehlo.sqrt %3597 : tensor<576xf32>
    %cst_476 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3599 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3600 = stablehlo.add %3598, %3599 : tensor<576xf32>
    %3601 = stablehlo.divide %3595, %3600 : tensor<576xf32>
    %cst_477 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3602 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3603 = stablehlo.multiply %3602, %arg2 : tensor<576xf32>
    %3604 = stablehlo.add %3601, %3603 : tensor<576xf32>
    %cst_478 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3605 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3606 = stablehlo.multiply %3605, %3604 : tensor<576xf32>
    %3607 = stablehlo.subtract %arg2, %3606 : tensor<576xf32>
    %cst_479 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3608 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3609 = stablehlo.multiply %3608, %arg70 : tensor<576xf32>
    %cst_480 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3610 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3611 = stablehlo.multiply %3610, %3402 : tensor<576xf32>
    %3612 = stablehlo.add %3609, %3611 : tensor<576xf32>
    %cst_481 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3613 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3614 = stablehlo.multiply %3613, %arg136 : tensor<576xf32>
    %3615 = chlo.square %3402 : tensor<576xf32> -> tensor<576xf32>
    %cst_482 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3616 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3617 = stablehlo.multiply %3616, %3615 : tensor<576xf32>
    %3618 = stablehlo.add %3614, %3617 : tensor<576xf32>
    %3619 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3620 = stablehlo.divide %3612, %3619 : tensor<576xf32>
    %3621 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3622 = stablehlo.divide %3618, %3621 : tensor<576xf32>
    %3623 = stablehlo.sqrt %3622 : tensor<576xf32>
    %cst_483 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3624 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3625 = stablehlo.add %3623, %3624 : tensor<576xf32>
    %3626 = stablehlo.divide %3620, %3625 : tensor<576xf32>
    %cst_484 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3627 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3628 = stablehlo.multiply %3627, %arg3 : tensor<576xf32>
    %3629 = stablehlo.add %3626, %3628 : tensor<576xf32>
    %cst_485 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3630 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3631 = stablehlo.multiply %3630, %3629 : tensor<576xf32>
    %3632 = stablehlo.subtract %arg3, %3631 : tensor<576xf32>
    %cst_486 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3633 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3634 = stablehlo.multiply %3633, %arg71 : tensor<2016x576xf32>
    %cst_487 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3635 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3636 = stablehlo.multiply %3635, %3404 : tensor<2016x576xf32>
    %3637 = stablehlo.add %3634, %3636 : tensor<2016x576xf32>
    %cst_488 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3638 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3639 = stablehlo.multiply %3638, %arg137 : tensor<2016x576xf32>
    %3640 = chlo.square %3404 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_489 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3641 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3642 = stablehlo.multiply %3641, %3640 : tensor<2016x576xf32>
    %3643 = stablehlo.add %3639, %3642 : tensor<2016x576xf32>
    %3644 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3645 = stablehlo.divide %3637, %3644 : tensor<2016x576xf32>
    %3646 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3647 = stablehlo.divide %3643, %3646 : tensor<2016x576xf32>
    %3648 = stablehlo.sqrt %3647 : tensor<2016x576xf32>
    %cst_490 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3649 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3650 = stablehlo.add %3648, %3649 : tensor<2016x576xf32>
    %3651 = stablehlo.divide %3645, %3650 : tensor<2016x576xf32>
    %cst_491 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3652 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3653 = stablehlo.multiply %3652, %arg4 : tensor<2016x576xf32>
    %3654 = stablehlo.add %3651, %3653 : tensor<2016x576xf32>
    %cst_492 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3655 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3656 = stablehlo.multiply %3655, %3654 : tensor<2016x576xf32>
    %3657 = stablehlo.subtract %arg4, %3656 : tensor<2016x576xf32>
    %cst_493 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3658 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3659 = stablehlo.multiply %3658, %arg72 : tensor<576x2016xf32>
    %cst_494 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3660 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3661 = stablehlo.multiply %3660, %3406 : tensor<576x2016xf32>
    %3662 = stablehlo.add %3659, %3661 : tensor<576x2016xf32>
    %cst_495 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3663 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3664 = stablehlo.multiply %3663, %arg138 : tensor<576x2016xf32>
    %3665 = chlo.square %3406 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_496 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3666 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3667 = stablehlo.multiply %3666, %3665 : tensor<576x2016xf32>
    %3668 = stablehlo.add %3664, %3667 : tensor<576x2016xf32>
    %3669 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3670 = stablehlo.divide %3662, %3669 : tensor<576x2016xf32>
    %3671 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3672 = stablehlo.divide %3668, %3671 : tensor<576x2016xf32>
    %3673 = stablehlo.sqrt %3672 : tensor<576x2016xf32>
    %cst_497 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3674 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3675 = stablehlo.add %3673, %3674 : tensor<576x2016xf32>
    %3676 = stablehlo.divide %3670, %3675 : tensor<576x2016xf32>
    %cst_498 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3677 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3678 = stablehlo.multiply %3677, %arg5 : tensor<576x2016xf32>
    %3679 = stablehlo.add %3676, %3678 : tensor<576x2016xf32>
    %cst_499 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3680 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3681 = stablehlo.multiply %3680, %3679 : tensor<576x2016xf32>
    %3682 = stablehlo.subtract %arg5, %3681 : tensor<576x2016xf32>
    %cst_500 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3683 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3684 = stablehlo.multiply %3683, %arg73 : tensor<576x2016xf32>
    %cst_501 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3685 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3686 = stablehlo.multiply %3685, %3408 : tensor<576x2016xf32>
    %3687 = stablehlo.add %3684, %3686 : tensor<576x2016xf32>
    %cst_502 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3688 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3689 = stablehlo.multiply %3688, %arg139 : tensor<576x2016xf32>
    %3690 = chlo.square %3408 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_503 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3691 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3692 = stablehlo.multiply %3691, %3690 : tensor<576x2016xf32>
    %3693 = stablehlo.add %3689, %3692 : tensor<576x2016xf32>
    %3694 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3695 = stablehlo.divide %3687, %3694 : tensor<576x2016xf32>
    %3696 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3697 = stablehlo.divide %3693, %3696 : tensor<576x2016xf32>
    %3698 = stablehlo.sqrt %3697 : tensor<576x2016xf32>
    %cst_504 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3699 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3700 = stablehlo.add %3698, %3699 : tensor<576x2016xf32>
    %3701 = stablehlo.divide %3695, %3700 : tensor<576x2016xf32>
    %cst_505 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3702 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3703 = stablehlo.multiply %3702, %arg6 : tensor<576x2016xf32>
    %3704 = stablehlo.add %3701, %3703 : tensor<576x2016xf32>
    %cst_506 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3705 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3706 = stablehlo.multiply %3705, %3704 : tensor<576x2016xf32>
    %3707 = stablehlo.subtract %arg6, %3706 : tensor<576x2016xf32>
    %cst_507 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3708 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3709 = stablehlo.multiply %3708, %arg74 : tensor<576x9x128xf32>
    %cst_508 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3710 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3711 = stablehlo.multiply %3710, %3410 : tensor<576x9x128xf32>
    %3712 = stablehlo.add %3709, %3711 : tensor<576x9x128xf32>
    %cst_509 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3713 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3714 = stablehlo.multiply %3713, %arg140 : tensor<576x9x128xf32>
    %3715 = chlo.square %3410 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_510 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3716 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3717 = stablehlo.multiply %3716, %3715 : tensor<576x9x128xf32>
    %3718 = stablehlo.add %3714, %3717 : tensor<576x9x128xf32>
    %3719 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3720 = stablehlo.divide %3712, %3719 : tensor<576x9x128xf32>
    %3721 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3722 = stablehlo.divide %3718, %3721 : tensor<576x9x128xf32>
    %3723 = stablehlo.sqrt %3722 : tensor<576x9x128xf32>
    %cst_511 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3724 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3725 = stablehlo.add %3723, %3724 : tensor<576x9x128xf32>
    %3726 = stablehlo.divide %3720, %3725 : tensor<576x9x128xf32>
    %cst_512 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3727 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3728 = stablehlo.multiply %3727, %arg7 : tensor<576x9x128xf32>
    %3729 = stablehlo.add %3726, %3728 : tensor<576x9x128xf32>
    %cst_513 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3730 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3731 = stablehlo.multiply %3730, %3729 : tensor<576x9x128xf32>
    %3732 = stablehlo.subtract %arg7, %3731 : tensor<576x9x128xf32>
    %cst_514 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3733 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3734 = stablehlo.multiply %3733, %arg75 : tensor<9x128x576xf32>
    %cst_515 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3735 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3736 = stablehlo.multiply %3735, %3412 : tensor<9x128x576xf32>
    %3737 = stablehlo.add %3734, %3736 : tensor<9x128x576xf32>
    %cst_516 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3738 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3739 = stablehlo.multiply %3738, %arg141 : tensor<9x128x576xf32>
    %3740 = chlo.square %3412 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_517 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3741 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3742 = stablehlo.multiply %3741, %3740 : tensor<9x128x576xf32>
    %3743 = stablehlo.add %3739, %3742 : tensor<9x128x576xf32>
    %3744 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3745 = stablehlo.divide %3737, %3744 : tensor<9x128x576xf32>
    %3746 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3747 = stablehlo.divide %3743, %3746 : tensor<9x128x576xf32>
    %3748 = stablehlo.sqrt %3747 : tensor<9x128x576xf32>
    %cst_518 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3749 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3750 = stablehlo.add %3748, %3749 : tensor<9x128x576xf32>
    %3751 = stablehlo.divide %3745, %3750 : tensor<9x128x576xf32>
    %cst_519 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3752 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3753 = stablehlo.multiply %3752, %arg8 : tensor<9x128x576xf32>
    %3754 = stablehlo.add %3751, %3753 : tensor<9x128x576xf32>
    %cst_520 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3755 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3756 = stablehlo.multiply %3755, %3754 : tensor<9x128x576xf32>
    %3757 = stablehlo.subtract %arg8, %3756 : tensor<9x128x576xf32>
    %cst_521 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3758 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3759 = stablehlo.multiply %3758, %arg76 : tensor<576x9x128xf32>
    %cst_522 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3760 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3761 = stablehlo.multiply %3760, %3414 : tensor<576x9x128xf32>
    %3762 = stablehlo.add %3759, %3761 : tensor<576x9x128xf32>
    %cst_523 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3763 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3764 = stablehlo.multiply %3763, %arg142 : tensor<576x9x128xf32>
    %3765 = chlo.square %3414 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_524 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3766 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3767 = stablehlo.multiply %3766, %3765 : tensor<576x9x128xf32>
    %3768 = stablehlo.add %3764, %3767 : tensor<576x9x128xf32>
    %3769 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3770 = stablehlo.divide %3762, %3769 : tensor<576x9x128xf32>
    %3771 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3772 = stablehlo.divide %3768, %3771 : tensor<576x9x128xf32>
    %3773 = stablehlo.sqrt %3772 : tensor<576x9x128xf32>
    %cst_525 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3774 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3775 = stablehlo.add %3773, %3774 : tensor<576x9x128xf32>
    %3776 = stablehlo.divide %3770, %3775 : tensor<576x9x128xf32>
    %cst_526 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3777 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3778 = stablehlo.multiply %3777, %arg9 : tensor<576x9x128xf32>
    %3779 = stablehlo.add %3776, %3778 : tensor<576x9x128xf32>
    %cst_527 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3780 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3781 = stablehlo.multiply %3780, %3779 : tensor<576x9x128xf32>
    %3782 = stablehlo.subtract %arg9, %3781 : tensor<576x9x128xf32>
    %cst_528 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3783 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3784 = stablehlo.multiply %3783, %arg77 : tensor<576x9x128xf32>
    %cst_529 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3785 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3786 = stablehlo.multiply %3785, %3416 : tensor<576x9x128xf32>
    %3787 = stablehlo.add %3784, %3786 : tensor<576x9x128xf32>
    %cst_530 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3788 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3789 = stablehlo.multiply %3788, %arg143 : tensor<576x9x128xf32>
    %3790 = chlo.square %3416 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_531 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3791 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3792 = stablehlo.multiply %3791, %3790 : tensor<576x9x128xf32>
    %3793 = stablehlo.add %3789, %3792 : tensor<576x9x128xf32>
    %3794 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3795 = stablehlo.divide %3787, %3794 : tensor<576x9x128xf32>
    %3796 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3797 = stablehlo.divide %3793, %3796 : tensor<576x9x128xf32>
    %3798 = stablehlo.sqrt %3797 : tensor<576x9x128xf32>
    %cst_532 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3799 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3800 = stablehlo.add %3798, %3799 : tensor<576x9x128xf32>
    %3801 = stablehlo.divide %3795, %3800 : tensor<576x9x128xf32>
    %cst_533 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3802 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3803 = stablehlo.multiply %3802, %arg10 : tensor<576x9x128xf32>
    %3804 = stablehlo.add %3801, %3803 : tensor<576x9x128xf32>
    %cst_534 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3805 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3806 = stablehlo.multiply %3805, %3804 : tensor<576x9x128xf32>
    %3807 = stablehlo.subtract %arg10, %3806 : tensor<576x9x128xf32>
    %cst_535 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3808 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3809 = stablehlo.multiply %3808, %arg78 : tensor<576xf32>
    %cst_536 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3810 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3811 = stablehlo.multiply %3810, %3418 : tensor<576xf32>
    %3812 = stablehlo.add %3809, %3811 : tensor<576xf32>
    %cst_537 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3813 = stablehlo.broadcast_in_dim %cst_537, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3814 = stablehlo.multiply %3813, %arg144 : tensor<576xf32>
    %3815 = chlo.square %3418 : tensor<576xf32> -> tensor<576xf32>
    %cst_538 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3816 = stablehlo.broadcast_in_dim %cst_538, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3817 = stablehlo.multiply %3816, %3815 : tensor<576xf32>
    %3818 = stablehlo.add %3814, %3817 : tensor<576xf32>
    %3819 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3820 = stablehlo.divide %3812, %3819 : tensor<576xf32>
    %3821 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3822 = stablehlo.divide %3818, %3821 : tensor<576xf32>
    %3823 = stablehlo.sqrt %3822 : tensor<576xf32>
    %cst_539 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3824 = stablehlo.broadcast_in_dim %cst_539, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3825 = stablehlo.add %3823, %3824 : tensor<576xf32>
    %3826 = stablehlo.divide %3820, %3825 : tensor<576xf32>
    %cst_540 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3827 = stablehlo.broadcast_in_dim %cst_540, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3828 = stablehlo.multiply %3827, %arg11 : tensor<576xf32>
    %3829 = stablehlo.add %3826, %3828 : tensor<576xf32>
    %cst_541 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3830 = stablehlo.broadcast_in_dim %cst_541, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3831 = stablehlo.multiply %3830, %3829 : tensor<576xf32>
    %3832 = stablehlo.subtract %arg11, %3831 : tensor<576xf32>
    %cst_542 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3833 = stablehlo.broadcast_in_dim %cst_542, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3834 = stablehlo.multiply %3833, %arg79 : tensor<576xf32>
    %cst_543 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3835 = stablehlo.broadcast_in_dim %cst_543, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3836 = stablehlo.multiply %3835, %3420 : tensor<576xf32>
    %3837 = stablehlo.add %3834, %3836 : tensor<576xf32>
    %cst_544 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3838 = stablehlo.broadcast_in_dim %cst_544, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3839 = stablehlo.multiply %3838, %arg145 : tensor<576xf32>
    %3840 = chlo.square %3420 : tensor<576xf32> -> tensor<576xf32>
    %cst_545 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3841 = stablehlo.broadcast_in_dim %cst_545, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3842 = stablehlo.multiply %3841, %3840 : tensor<576xf32>
    %3843 = stablehlo.add %3839, %3842 : tensor<576xf32>
    %3844 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3845 = stablehlo.divide %3837, %3844 : tensor<576xf32>
    %3846 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3847 = stablehlo.divide %3843, %3846 : tensor<576xf32>
    %3848 = stablehlo.sqrt %3847 : tensor<576xf32>
    %cst_546 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3849 = stablehlo.broadcast_in_dim %cst_546, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3850 = stablehlo.add %3848, %3849 : tensor<576xf32>
    %3851 = stablehlo.divide %3845, %3850 : tensor<576xf32>
    %cst_547 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3852 = stablehlo.broadcast_in_dim %cst_547, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3853 = stablehlo.multiply %3852, %arg12 : tensor<576xf32>
    %3854 = stablehlo.add %3851, %3853 : tensor<576xf32>
    %cst_548 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3855 = stablehlo.broadcast_in_dim %cst_548, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %3856 = stablehlo.multiply %3855, %3854 : tensor<576xf32>
    %3857 = stablehlo.subtract %arg12, %3856 : tensor<576xf32>
    %cst_549 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3858 = stablehlo.broadcast_in_dim %cst_549, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3859 = stablehlo.multiply %3858, %arg80 : tensor<2016x576xf32>
    %cst_550 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3860 = stablehlo.broadcast_in_dim %cst_550, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3861 = stablehlo.multiply %3860, %3422 : tensor<2016x576xf32>
    %3862 = stablehlo.add %3859, %3861 : tensor<2016x576xf32>
    %cst_551 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3863 = stablehlo.broadcast_in_dim %cst_551, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3864 = stablehlo.multiply %3863, %arg146 : tensor<2016x576xf32>
    %3865 = chlo.square %3422 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_552 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3866 = stablehlo.broadcast_in_dim %cst_552, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3867 = stablehlo.multiply %3866, %3865 : tensor<2016x576xf32>
    %3868 = stablehlo.add %3864, %3867 : tensor<2016x576xf32>
    %3869 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3870 = stablehlo.divide %3862, %3869 : tensor<2016x576xf32>
    %3871 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3872 = stablehlo.divide %3868, %3871 : tensor<2016x576xf32>
    %3873 = stablehlo.sqrt %3872 : tensor<2016x576xf32>
    %cst_553 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3874 = stablehlo.broadcast_in_dim %cst_553, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3875 = stablehlo.add %3873, %3874 : tensor<2016x576xf32>
    %3876 = stablehlo.divide %3870, %3875 : tensor<2016x576xf32>
    %cst_554 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3877 = stablehlo.broadcast_in_dim %cst_554, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3878 = stablehlo.multiply %3877, %arg13 : tensor<2016x576xf32>
    %3879 = stablehlo.add %3876, %3878 : tensor<2016x576xf32>
    %cst_555 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3880 = stablehlo.broadcast_in_dim %cst_555, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %3881 = stablehlo.multiply %3880, %3879 : tensor<2016x576xf32>
    %3882 = stablehlo.subtract %arg13, %3881 : tensor<2016x576xf32>
    %cst_556 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3883 = stablehlo.broadcast_in_dim %cst_556, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3884 = stablehlo.multiply %3883, %arg81 : tensor<576x2016xf32>
    %cst_557 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3885 = stablehlo.broadcast_in_dim %cst_557, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3886 = stablehlo.multiply %3885, %3424 : tensor<576x2016xf32>
    %3887 = stablehlo.add %3884, %3886 : tensor<576x2016xf32>
    %cst_558 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3888 = stablehlo.broadcast_in_dim %cst_558, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3889 = stablehlo.multiply %3888, %arg147 : tensor<576x2016xf32>
    %3890 = chlo.square %3424 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_559 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3891 = stablehlo.broadcast_in_dim %cst_559, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3892 = stablehlo.multiply %3891, %3890 : tensor<576x2016xf32>
    %3893 = stablehlo.add %3889, %3892 : tensor<576x2016xf32>
    %3894 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3895 = stablehlo.divide %3887, %3894 : tensor<576x2016xf32>
    %3896 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3897 = stablehlo.divide %3893, %3896 : tensor<576x2016xf32>
    %3898 = stablehlo.sqrt %3897 : tensor<576x2016xf32>
    %cst_560 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3899 = stablehlo.broadcast_in_dim %cst_560, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3900 = stablehlo.add %3898, %3899 : tensor<576x2016xf32>
    %3901 = stablehlo.divide %3895, %3900 : tensor<576x2016xf32>
    %cst_561 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3902 = stablehlo.broadcast_in_dim %cst_561, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3903 = stablehlo.multiply %3902, %arg14 : tensor<576x2016xf32>
    %3904 = stablehlo.add %3901, %3903 : tensor<576x2016xf32>
    %cst_562 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3905 = stablehlo.broadcast_in_dim %cst_562, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3906 = stablehlo.multiply %3905, %3904 : tensor<576x2016xf32>
    %3907 = stablehlo.subtract %arg14, %3906 : tensor<576x2016xf32>
    %cst_563 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3908 = stablehlo.broadcast_in_dim %cst_563, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3909 = stablehlo.multiply %3908, %arg82 : tensor<576x2016xf32>
    %cst_564 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3910 = stablehlo.broadcast_in_dim %cst_564, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3911 = stablehlo.multiply %3910, %3426 : tensor<576x2016xf32>
    %3912 = stablehlo.add %3909, %3911 : tensor<576x2016xf32>
    %cst_565 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3913 = stablehlo.broadcast_in_dim %cst_565, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3914 = stablehlo.multiply %3913, %arg148 : tensor<576x2016xf32>
    %3915 = chlo.square %3426 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_566 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3916 = stablehlo.broadcast_in_dim %cst_566, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3917 = stablehlo.multiply %3916, %3915 : tensor<576x2016xf32>
    %3918 = stablehlo.add %3914, %3917 : tensor<576x2016xf32>
    %3919 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3920 = stablehlo.divide %3912, %3919 : tensor<576x2016xf32>
    %3921 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3922 = stablehlo.divide %3918, %3921 : tensor<576x2016xf32>
    %3923 = stablehlo.sqrt %3922 : tensor<576x2016xf32>
    %cst_567 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3924 = stablehlo.broadcast_in_dim %cst_567, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3925 = stablehlo.add %3923, %3924 : tensor<576x2016xf32>
    %3926 = stablehlo.divide %3920, %3925 : tensor<576x2016xf32>
    %cst_568 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3927 = stablehlo.broadcast_in_dim %cst_568, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3928 = stablehlo.multiply %3927, %arg15 : tensor<576x2016xf32>
    %3929 = stablehlo.add %3926, %3928 : tensor<576x2016xf32>
    %cst_569 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3930 = stablehlo.broadcast_in_dim %cst_569, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %3931 = stablehlo.multiply %3930, %3929 : tensor<576x2016xf32>
    %3932 = stablehlo.subtract %arg15, %3931 : tensor<576x2016xf32>
    %cst_570 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3933 = stablehlo.broadcast_in_dim %cst_570, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3934 = stablehlo.multiply %3933, %arg83 : tensor<576x9x128xf32>
    %cst_571 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3935 = stablehlo.broadcast_in_dim %cst_571, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3936 = stablehlo.multiply %3935, %3428 : tensor<576x9x128xf32>
    %3937 = stablehlo.add %3934, %3936 : tensor<576x9x128xf32>
    %cst_572 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3938 = stablehlo.broadcast_in_dim %cst_572, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3939 = stablehlo.multiply %3938, %arg149 : tensor<576x9x128xf32>
    %3940 = chlo.square %3428 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_573 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3941 = stablehlo.broadcast_in_dim %cst_573, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3942 = stablehlo.multiply %3941, %3940 : tensor<576x9x128xf32>
    %3943 = stablehlo.add %3939, %3942 : tensor<576x9x128xf32>
    %3944 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3945 = stablehlo.divide %3937, %3944 : tensor<576x9x128xf32>
    %3946 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3947 = stablehlo.divide %3943, %3946 : tensor<576x9x128xf32>
    %3948 = stablehlo.sqrt %3947 : tensor<576x9x128xf32>
    %cst_574 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3949 = stablehlo.broadcast_in_dim %cst_574, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3950 = stablehlo.add %3948, %3949 : tensor<576x9x128xf32>
    %3951 = stablehlo.divide %3945, %3950 : tensor<576x9x128xf32>
    %cst_575 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3952 = stablehlo.broadcast_in_dim %cst_575, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3953 = stablehlo.multiply %3952, %arg16 : tensor<576x9x128xf32>
    %3954 = stablehlo.add %3951, %3953 : tensor<576x9x128xf32>
    %cst_576 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3955 = stablehlo.broadcast_in_dim %cst_576, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3956 = stablehlo.multiply %3955, %3954 : tensor<576x9x128xf32>
    %3957 = stablehlo.subtract %arg16, %3956 : tensor<576x9x128xf32>
    %cst_577 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3958 = stablehlo.broadcast_in_dim %cst_577, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3959 = stablehlo.multiply %3958, %arg84 : tensor<9x128x576xf32>
    %cst_578 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3960 = stablehlo.broadcast_in_dim %cst_578, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3961 = stablehlo.multiply %3960, %3430 : tensor<9x128x576xf32>
    %3962 = stablehlo.add %3959, %3961 : tensor<9x128x576xf32>
    %cst_579 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3963 = stablehlo.broadcast_in_dim %cst_579, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3964 = stablehlo.multiply %3963, %arg150 : tensor<9x128x576xf32>
    %3965 = chlo.square %3430 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_580 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3966 = stablehlo.broadcast_in_dim %cst_580, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3967 = stablehlo.multiply %3966, %3965 : tensor<9x128x576xf32>
    %3968 = stablehlo.add %3964, %3967 : tensor<9x128x576xf32>
    %3969 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3970 = stablehlo.divide %3962, %3969 : tensor<9x128x576xf32>
    %3971 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3972 = stablehlo.divide %3968, %3971 : tensor<9x128x576xf32>
    %3973 = stablehlo.sqrt %3972 : tensor<9x128x576xf32>
    %cst_581 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3974 = stablehlo.broadcast_in_dim %cst_581, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3975 = stablehlo.add %3973, %3974 : tensor<9x128x576xf32>
    %3976 = stablehlo.divide %3970, %3975 : tensor<9x128x576xf32>
    %cst_582 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3977 = stablehlo.broadcast_in_dim %cst_582, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3978 = stablehlo.multiply %3977, %arg17 : tensor<9x128x576xf32>
    %3979 = stablehlo.add %3976, %3978 : tensor<9x128x576xf32>
    %cst_583 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %3980 = stablehlo.broadcast_in_dim %cst_583, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %3981 = stablehlo.multiply %3980, %3979 : tensor<9x128x576xf32>
    %3982 = stablehlo.subtract %arg17, %3981 : tensor<9x128x576xf32>
    %cst_584 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %3983 = stablehlo.broadcast_in_dim %cst_584, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3984 = stablehlo.multiply %3983, %arg85 : tensor<576x9x128xf32>
    %cst_585 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %3985 = stablehlo.broadcast_in_dim %cst_585, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3986 = stablehlo.multiply %3985, %3432 : tensor<576x9x128xf32>
    %3987 = stablehlo.add %3984, %3986 : tensor<576x9x128xf32>
    %cst_586 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %3988 = stablehlo.broadcast_in_dim %cst_586, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3989 = stablehlo.multiply %3988, %arg151 : tensor<576x9x128xf32>
    %3990 = chlo.square %3432 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_587 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %3991 = stablehlo.broadcast_in_dim %cst_587, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3992 = stablehlo.multiply %3991, %3990 : tensor<576x9x128xf32>
    %3993 = stablehlo.add %3989, %3992 : tensor<576x9x128xf32>
    %3994 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3995 = stablehlo.divide %3987, %3994 : tensor<576x9x128xf32>
    %3996 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %3997 = stablehlo.divide %3993, %3996 : tensor<576x9x128xf32>
    %3998 = stablehlo.sqrt %3997 : tensor<576x9x128xf32>
    %cst_588 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %3999 = stablehlo.broadcast_in_dim %cst_588, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4000 = stablehlo.add %3998, %3999 : tensor<576x9x128xf32>
    %4001 = stablehlo.divide %3995, %4000 : tensor<576x9x128xf32>
    %cst_589 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4002 = stablehlo.broadcast_in_dim %cst_589, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4003 = stablehlo.multiply %4002, %arg18 : tensor<576x9x128xf32>
    %4004 = stablehlo.add %4001, %4003 : tensor<576x9x128xf32>
    %cst_590 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4005 = stablehlo.broadcast_in_dim %cst_590, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4006 = stablehlo.multiply %4005, %4004 : tensor<576x9x128xf32>
    %4007 = stablehlo.subtract %arg18, %4006 : tensor<576x9x128xf32>
    %cst_591 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4008 = stablehlo.broadcast_in_dim %cst_591, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4009 = stablehlo.multiply %4008, %arg86 : tensor<576x9x128xf32>
    %cst_592 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4010 = stablehlo.broadcast_in_dim %cst_592, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4011 = stablehlo.multiply %4010, %3434 : tensor<576x9x128xf32>
    %4012 = stablehlo.add %4009, %4011 : tensor<576x9x128xf32>
    %cst_593 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4013 = stablehlo.broadcast_in_dim %cst_593, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4014 = stablehlo.multiply %4013, %arg152 : tensor<576x9x128xf32>
    %4015 = chlo.square %3434 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_594 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4016 = stablehlo.broadcast_in_dim %cst_594, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4017 = stablehlo.multiply %4016, %4015 : tensor<576x9x128xf32>
    %4018 = stablehlo.add %4014, %4017 : tensor<576x9x128xf32>
    %4019 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4020 = stablehlo.divide %4012, %4019 : tensor<576x9x128xf32>
    %4021 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4022 = stablehlo.divide %4018, %4021 : tensor<576x9x128xf32>
    %4023 = stablehlo.sqrt %4022 : tensor<576x9x128xf32>
    %cst_595 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4024 = stablehlo.broadcast_in_dim %cst_595, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4025 = stablehlo.add %4023, %4024 : tensor<576x9x128xf32>
    %4026 = stablehlo.divide %4020, %4025 : tensor<576x9x128xf32>
    %cst_596 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4027 = stablehlo.broadcast_in_dim %cst_596, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4028 = stablehlo.multiply %4027, %arg19 : tensor<576x9x128xf32>
    %4029 = stablehlo.add %4026, %4028 : tensor<576x9x128xf32>
    %cst_597 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4030 = stablehlo.broadcast_in_dim %cst_597, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4031 = stablehlo.multiply %4030, %4029 : tensor<576x9x128xf32>
    %4032 = stablehlo.subtract %arg19, %4031 : tensor<576x9x128xf32>
    %cst_598 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4033 = stablehlo.broadcast_in_dim %cst_598, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4034 = stablehlo.multiply %4033, %arg87 : tensor<576xf32>
    %cst_599 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4035 = stablehlo.broadcast_in_dim %cst_599, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4036 = stablehlo.multiply %4035, %3436 : tensor<576xf32>
    %4037 = stablehlo.add %4034, %4036 : tensor<576xf32>
    %cst_600 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4038 = stablehlo.broadcast_in_dim %cst_600, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4039 = stablehlo.multiply %4038, %arg153 : tensor<576xf32>
    %4040 = chlo.square %3436 : tensor<576xf32> -> tensor<576xf32>
    %cst_601 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4041 = stablehlo.broadcast_in_dim %cst_601, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4042 = stablehlo.multiply %4041, %4040 : tensor<576xf32>
    %4043 = stablehlo.add %4039, %4042 : tensor<576xf32>
    %4044 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4045 = stablehlo.divide %4037, %4044 : tensor<576xf32>
    %4046 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4047 = stablehlo.divide %4043, %4046 : tensor<576xf32>
    %4048 = stablehlo.sqrt %4047 : tensor<576xf32>
    %cst_602 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4049 = stablehlo.broadcast_in_dim %cst_602, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4050 = stablehlo.add %4048, %4049 : tensor<576xf32>
    %4051 = stablehlo.divide %4045, %4050 : tensor<576xf32>
    %cst_603 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4052 = stablehlo.broadcast_in_dim %cst_603, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4053 = stablehlo.multiply %4052, %arg20 : tensor<576xf32>
    %4054 = stablehlo.add %4051, %4053 : tensor<576xf32>
    %cst_604 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4055 = stablehlo.broadcast_in_dim %cst_604, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4056 = stablehlo.multiply %4055, %4054 : tensor<576xf32>
    %4057 = stablehlo.subtract %arg20, %4056 : tensor<576xf32>
    %cst_605 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4058 = stablehlo.broadcast_in_dim %cst_605, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4059 = stablehlo.multiply %4058, %arg88 : tensor<576xf32>
    %cst_606 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4060 = stablehlo.broadcast_in_dim %cst_606, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4061 = stablehlo.multiply %4060, %3438 : tensor<576xf32>
    %4062 = stablehlo.add %4059, %4061 : tensor<576xf32>
    %cst_607 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4063 = stablehlo.broadcast_in_dim %cst_607, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4064 = stablehlo.multiply %4063, %arg154 : tensor<576xf32>
    %4065 = chlo.square %3438 : tensor<576xf32> -> tensor<576xf32>
    %cst_608 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4066 = stablehlo.broadcast_in_dim %cst_608, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4067 = stablehlo.multiply %4066, %4065 : tensor<576xf32>
    %4068 = stablehlo.add %4064, %4067 : tensor<576xf32>
    %4069 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4070 = stablehlo.divide %4062, %4069 : tensor<576xf32>
    %4071 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4072 = stablehlo.divide %4068, %4071 : tensor<576xf32>
    %4073 = stablehlo.sqrt %4072 : tensor<576xf32>
    %cst_609 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4074 = stablehlo.broadcast_in_dim %cst_609, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4075 = stablehlo.add %4073, %4074 : tensor<576xf32>
    %4076 = stablehlo.divide %4070, %4075 : tensor<576xf32>
    %cst_610 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4077 = stablehlo.broadcast_in_dim %cst_610, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4078 = stablehlo.multiply %4077, %arg21 : tensor<576xf32>
    %4079 = stablehlo.add %4076, %4078 : tensor<576xf32>
    %cst_611 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4080 = stablehlo.broadcast_in_dim %cst_611, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4081 = stablehlo.multiply %4080, %4079 : tensor<576xf32>
    %4082 = stablehlo.subtract %arg21, %4081 : tensor<576xf32>
    %cst_612 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4083 = stablehlo.broadcast_in_dim %cst_612, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4084 = stablehlo.multiply %4083, %arg89 : tensor<2016x576xf32>
    %cst_613 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4085 = stablehlo.broadcast_in_dim %cst_613, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4086 = stablehlo.multiply %4085, %3440 : tensor<2016x576xf32>
    %4087 = stablehlo.add %4084, %4086 : tensor<2016x576xf32>
    %cst_614 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4088 = stablehlo.broadcast_in_dim %cst_614, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4089 = stablehlo.multiply %4088, %arg155 : tensor<2016x576xf32>
    %4090 = chlo.square %3440 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_615 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4091 = stablehlo.broadcast_in_dim %cst_615, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4092 = stablehlo.multiply %4091, %4090 : tensor<2016x576xf32>
    %4093 = stablehlo.add %4089, %4092 : tensor<2016x576xf32>
    %4094 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4095 = stablehlo.divide %4087, %4094 : tensor<2016x576xf32>
    %4096 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4097 = stablehlo.divide %4093, %4096 : tensor<2016x576xf32>
    %4098 = stablehlo.sqrt %4097 : tensor<2016x576xf32>
    %cst_616 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4099 = stablehlo.broadcast_in_dim %cst_616, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4100 = stablehlo.add %4098, %4099 : tensor<2016x576xf32>
    %4101 = stablehlo.divide %4095, %4100 : tensor<2016x576xf32>
    %cst_617 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4102 = stablehlo.broadcast_in_dim %cst_617, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4103 = stablehlo.multiply %4102, %arg22 : tensor<2016x576xf32>
    %4104 = stablehlo.add %4101, %4103 : tensor<2016x576xf32>
    %cst_618 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4105 = stablehlo.broadcast_in_dim %cst_618, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4106 = stablehlo.multiply %4105, %4104 : tensor<2016x576xf32>
    %4107 = stablehlo.subtract %arg22, %4106 : tensor<2016x576xf32>
    %cst_619 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4108 = stablehlo.broadcast_in_dim %cst_619, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4109 = stablehlo.multiply %4108, %arg90 : tensor<576x2016xf32>
    %cst_620 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4110 = stablehlo.broadcast_in_dim %cst_620, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4111 = stablehlo.multiply %4110, %3442 : tensor<576x2016xf32>
    %4112 = stablehlo.add %4109, %4111 : tensor<576x2016xf32>
    %cst_621 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4113 = stablehlo.broadcast_in_dim %cst_621, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4114 = stablehlo.multiply %4113, %arg156 : tensor<576x2016xf32>
    %4115 = chlo.square %3442 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_622 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4116 = stablehlo.broadcast_in_dim %cst_622, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4117 = stablehlo.multiply %4116, %4115 : tensor<576x2016xf32>
    %4118 = stablehlo.add %4114, %4117 : tensor<576x2016xf32>
    %4119 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4120 = stablehlo.divide %4112, %4119 : tensor<576x2016xf32>
    %4121 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4122 = stablehlo.divide %4118, %4121 : tensor<576x2016xf32>
    %4123 = stablehlo.sqrt %4122 : tensor<576x2016xf32>
    %cst_623 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4124 = stablehlo.broadcast_in_dim %cst_623, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4125 = stablehlo.add %4123, %4124 : tensor<576x2016xf32>
    %4126 = stablehlo.divide %4120, %4125 : tensor<576x2016xf32>
    %cst_624 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4127 = stablehlo.broadcast_in_dim %cst_624, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4128 = stablehlo.multiply %4127, %arg23 : tensor<576x2016xf32>
    %4129 = stablehlo.add %4126, %4128 : tensor<576x2016xf32>
    %cst_625 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4130 = stablehlo.broadcast_in_dim %cst_625, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4131 = stablehlo.multiply %4130, %4129 : tensor<576x2016xf32>
    %4132 = stablehlo.subtract %arg23, %4131 : tensor<576x2016xf32>
    %cst_626 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4133 = stablehlo.broadcast_in_dim %cst_626, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4134 = stablehlo.multiply %4133, %arg91 : tensor<576x2016xf32>
    %cst_627 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4135 = stablehlo.broadcast_in_dim %cst_627, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4136 = stablehlo.multiply %4135, %3444 : tensor<576x2016xf32>
    %4137 = stablehlo.add %4134, %4136 : tensor<576x2016xf32>
    %cst_628 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4138 = stablehlo.broadcast_in_dim %cst_628, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4139 = stablehlo.multiply %4138, %arg157 : tensor<576x2016xf32>
    %4140 = chlo.square %3444 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_629 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4141 = stablehlo.broadcast_in_dim %cst_629, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4142 = stablehlo.multiply %4141, %4140 : tensor<576x2016xf32>
    %4143 = stablehlo.add %4139, %4142 : tensor<576x2016xf32>
    %4144 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4145 = stablehlo.divide %4137, %4144 : tensor<576x2016xf32>
    %4146 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4147 = stablehlo.divide %4143, %4146 : tensor<576x2016xf32>
    %4148 = stablehlo.sqrt %4147 : tensor<576x2016xf32>
    %cst_630 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4149 = stablehlo.broadcast_in_dim %cst_630, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4150 = stablehlo.add %4148, %4149 : tensor<576x2016xf32>
    %4151 = stablehlo.divide %4145, %4150 : tensor<576x2016xf32>
    %cst_631 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4152 = stablehlo.broadcast_in_dim %cst_631, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4153 = stablehlo.multiply %4152, %arg24 : tensor<576x2016xf32>
    %4154 = stablehlo.add %4151, %4153 : tensor<576x2016xf32>
    %cst_632 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4155 = stablehlo.broadcast_in_dim %cst_632, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4156 = stablehlo.multiply %4155, %4154 : tensor<576x2016xf32>
    %4157 = stablehlo.subtract %arg24, %4156 : tensor<576x2016xf32>
    %cst_633 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4158 = stablehlo.broadcast_in_dim %cst_633, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4159 = stablehlo.multiply %4158, %arg92 : tensor<576x9x128xf32>
    %cst_634 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4160 = stablehlo.broadcast_in_dim %cst_634, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4161 = stablehlo.multiply %4160, %3446 : tensor<576x9x128xf32>
    %4162 = stablehlo.add %4159, %4161 : tensor<576x9x128xf32>
    %cst_635 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4163 = stablehlo.broadcast_in_dim %cst_635, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4164 = stablehlo.multiply %4163, %arg158 : tensor<576x9x128xf32>
    %4165 = chlo.square %3446 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_636 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4166 = stablehlo.broadcast_in_dim %cst_636, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4167 = stablehlo.multiply %4166, %4165 : tensor<576x9x128xf32>
    %4168 = stablehlo.add %4164, %4167 : tensor<576x9x128xf32>
    %4169 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4170 = stablehlo.divide %4162, %4169 : tensor<576x9x128xf32>
    %4171 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4172 = stablehlo.divide %4168, %4171 : tensor<576x9x128xf32>
    %4173 = stablehlo.sqrt %4172 : tensor<576x9x128xf32>
    %cst_637 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4174 = stablehlo.broadcast_in_dim %cst_637, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4175 = stablehlo.add %4173, %4174 : tensor<576x9x128xf32>
    %4176 = stablehlo.divide %4170, %4175 : tensor<576x9x128xf32>
    %cst_638 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4177 = stablehlo.broadcast_in_dim %cst_638, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4178 = stablehlo.multiply %4177, %arg25 : tensor<576x9x128xf32>
    %4179 = stablehlo.add %4176, %4178 : tensor<576x9x128xf32>
    %cst_639 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4180 = stablehlo.broadcast_in_dim %cst_639, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4181 = stablehlo.multiply %4180, %4179 : tensor<576x9x128xf32>
    %4182 = stablehlo.subtract %arg25, %4181 : tensor<576x9x128xf32>
    %cst_640 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4183 = stablehlo.broadcast_in_dim %cst_640, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4184 = stablehlo.multiply %4183, %arg93 : tensor<9x128x576xf32>
    %cst_641 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4185 = stablehlo.broadcast_in_dim %cst_641, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4186 = stablehlo.multiply %4185, %3448 : tensor<9x128x576xf32>
    %4187 = stablehlo.add %4184, %4186 : tensor<9x128x576xf32>
    %cst_642 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4188 = stablehlo.broadcast_in_dim %cst_642, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4189 = stablehlo.multiply %4188, %arg159 : tensor<9x128x576xf32>
    %4190 = chlo.square %3448 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_643 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4191 = stablehlo.broadcast_in_dim %cst_643, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4192 = stablehlo.multiply %4191, %4190 : tensor<9x128x576xf32>
    %4193 = stablehlo.add %4189, %4192 : tensor<9x128x576xf32>
    %4194 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4195 = stablehlo.divide %4187, %4194 : tensor<9x128x576xf32>
    %4196 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4197 = stablehlo.divide %4193, %4196 : tensor<9x128x576xf32>
    %4198 = stablehlo.sqrt %4197 : tensor<9x128x576xf32>
    %cst_644 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4199 = stablehlo.broadcast_in_dim %cst_644, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4200 = stablehlo.add %4198, %4199 : tensor<9x128x576xf32>
    %4201 = stablehlo.divide %4195, %4200 : tensor<9x128x576xf32>
    %cst_645 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4202 = stablehlo.broadcast_in_dim %cst_645, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4203 = stablehlo.multiply %4202, %arg26 : tensor<9x128x576xf32>
    %4204 = stablehlo.add %4201, %4203 : tensor<9x128x576xf32>
    %cst_646 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4205 = stablehlo.broadcast_in_dim %cst_646, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4206 = stablehlo.multiply %4205, %4204 : tensor<9x128x576xf32>
    %4207 = stablehlo.subtract %arg26, %4206 : tensor<9x128x576xf32>
    %cst_647 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4208 = stablehlo.broadcast_in_dim %cst_647, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4209 = stablehlo.multiply %4208, %arg94 : tensor<576x9x128xf32>
    %cst_648 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4210 = stablehlo.broadcast_in_dim %cst_648, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4211 = stablehlo.multiply %4210, %3450 : tensor<576x9x128xf32>
    %4212 = stablehlo.add %4209, %4211 : tensor<576x9x128xf32>
    %cst_649 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4213 = stablehlo.broadcast_in_dim %cst_649, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4214 = stablehlo.multiply %4213, %arg160 : tensor<576x9x128xf32>
    %4215 = chlo.square %3450 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_650 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4216 = stablehlo.broadcast_in_dim %cst_650, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4217 = stablehlo.multiply %4216, %4215 : tensor<576x9x128xf32>
    %4218 = stablehlo.add %4214, %4217 : tensor<576x9x128xf32>
    %4219 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4220 = stablehlo.divide %4212, %4219 : tensor<576x9x128xf32>
    %4221 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4222 = stablehlo.divide %4218, %4221 : tensor<576x9x128xf32>
    %4223 = stablehlo.sqrt %4222 : tensor<576x9x128xf32>
    %cst_651 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4224 = stablehlo.broadcast_in_dim %cst_651, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4225 = stablehlo.add %4223, %4224 : tensor<576x9x128xf32>
    %4226 = stablehlo.divide %4220, %4225 : tensor<576x9x128xf32>
    %cst_652 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4227 = stablehlo.broadcast_in_dim %cst_652, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4228 = stablehlo.multiply %4227, %arg27 : tensor<576x9x128xf32>
    %4229 = stablehlo.add %4226, %4228 : tensor<576x9x128xf32>
    %cst_653 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4230 = stablehlo.broadcast_in_dim %cst_653, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4231 = stablehlo.multiply %4230, %4229 : tensor<576x9x128xf32>
    %4232 = stablehlo.subtract %arg27, %4231 : tensor<576x9x128xf32>
    %cst_654 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4233 = stablehlo.broadcast_in_dim %cst_654, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4234 = stablehlo.multiply %4233, %arg95 : tensor<576x9x128xf32>
    %cst_655 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4235 = stablehlo.broadcast_in_dim %cst_655, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4236 = stablehlo.multiply %4235, %3452 : tensor<576x9x128xf32>
    %4237 = stablehlo.add %4234, %4236 : tensor<576x9x128xf32>
    %cst_656 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4238 = stablehlo.broadcast_in_dim %cst_656, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4239 = stablehlo.multiply %4238, %arg161 : tensor<576x9x128xf32>
    %4240 = chlo.square %3452 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_657 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4241 = stablehlo.broadcast_in_dim %cst_657, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4242 = stablehlo.multiply %4241, %4240 : tensor<576x9x128xf32>
    %4243 = stablehlo.add %4239, %4242 : tensor<576x9x128xf32>
    %4244 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4245 = stablehlo.divide %4237, %4244 : tensor<576x9x128xf32>
    %4246 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4247 = stablehlo.divide %4243, %4246 : tensor<576x9x128xf32>
    %4248 = stablehlo.sqrt %4247 : tensor<576x9x128xf32>
    %cst_658 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4249 = stablehlo.broadcast_in_dim %cst_658, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4250 = stablehlo.add %4248, %4249 : tensor<576x9x128xf32>
    %4251 = stablehlo.divide %4245, %4250 : tensor<576x9x128xf32>
    %cst_659 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4252 = stablehlo.broadcast_in_dim %cst_659, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4253 = stablehlo.multiply %4252, %arg28 : tensor<576x9x128xf32>
    %4254 = stablehlo.add %4251, %4253 : tensor<576x9x128xf32>
    %cst_660 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4255 = stablehlo.broadcast_in_dim %cst_660, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4256 = stablehlo.multiply %4255, %4254 : tensor<576x9x128xf32>
    %4257 = stablehlo.subtract %arg28, %4256 : tensor<576x9x128xf32>
    %cst_661 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4258 = stablehlo.broadcast_in_dim %cst_661, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4259 = stablehlo.multiply %4258, %arg96 : tensor<576xf32>
    %cst_662 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4260 = stablehlo.broadcast_in_dim %cst_662, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4261 = stablehlo.multiply %4260, %3454 : tensor<576xf32>
    %4262 = stablehlo.add %4259, %4261 : tensor<576xf32>
    %cst_663 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4263 = stablehlo.broadcast_in_dim %cst_663, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4264 = stablehlo.multiply %4263, %arg162 : tensor<576xf32>
    %4265 = chlo.square %3454 : tensor<576xf32> -> tensor<576xf32>
    %cst_664 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4266 = stablehlo.broadcast_in_dim %cst_664, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4267 = stablehlo.multiply %4266, %4265 : tensor<576xf32>
    %4268 = stablehlo.add %4264, %4267 : tensor<576xf32>
    %4269 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4270 = stablehlo.divide %4262, %4269 : tensor<576xf32>
    %4271 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4272 = stablehlo.divide %4268, %4271 : tensor<576xf32>
    %4273 = stablehlo.sqrt %4272 : tensor<576xf32>
    %cst_665 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4274 = stablehlo.broadcast_in_dim %cst_665, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4275 = stablehlo.add %4273, %4274 : tensor<576xf32>
    %4276 = stablehlo.divide %4270, %4275 : tensor<576xf32>
    %cst_666 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4277 = stablehlo.broadcast_in_dim %cst_666, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4278 = stablehlo.multiply %4277, %arg29 : tensor<576xf32>
    %4279 = stablehlo.add %4276, %4278 : tensor<576xf32>
    %cst_667 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4280 = stablehlo.broadcast_in_dim %cst_667, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4281 = stablehlo.multiply %4280, %4279 : tensor<576xf32>
    %4282 = stablehlo.subtract %arg29, %4281 : tensor<576xf32>
    %cst_668 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4283 = stablehlo.broadcast_in_dim %cst_668, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4284 = stablehlo.multiply %4283, %arg97 : tensor<576xf32>
    %cst_669 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4285 = stablehlo.broadcast_in_dim %cst_669, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4286 = stablehlo.multiply %4285, %3456 : tensor<576xf32>
    %4287 = stablehlo.add %4284, %4286 : tensor<576xf32>
    %cst_670 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4288 = stablehlo.broadcast_in_dim %cst_670, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4289 = stablehlo.multiply %4288, %arg163 : tensor<576xf32>
    %4290 = chlo.square %3456 : tensor<576xf32> -> tensor<576xf32>
    %cst_671 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4291 = stablehlo.broadcast_in_dim %cst_671, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4292 = stablehlo.multiply %4291, %4290 : tensor<576xf32>
    %4293 = stablehlo.add %4289, %4292 : tensor<576xf32>
    %4294 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4295 = stablehlo.divide %4287, %4294 : tensor<576xf32>
    %4296 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4297 = stablehlo.divide %4293, %4296 : tensor<576xf32>
    %4298 = stablehlo.sqrt %4297 : tensor<576xf32>
    %cst_672 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4299 = stablehlo.broadcast_in_dim %cst_672, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4300 = stablehlo.add %4298, %4299 : tensor<576xf32>
    %4301 = stablehlo.divide %4295, %4300 : tensor<576xf32>
    %cst_673 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4302 = stablehlo.broadcast_in_dim %cst_673, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4303 = stablehlo.multiply %4302, %arg30 : tensor<576xf32>
    %4304 = stablehlo.add %4301, %4303 : tensor<576xf32>
    %cst_674 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4305 = stablehlo.broadcast_in_dim %cst_674, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4306 = stablehlo.multiply %4305, %4304 : tensor<576xf32>
    %4307 = stablehlo.subtract %arg30, %4306 : tensor<576xf32>
    %cst_675 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4308 = stablehlo.broadcast_in_dim %cst_675, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4309 = stablehlo.multiply %4308, %arg98 : tensor<2016x576xf32>
    %cst_676 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4310 = stablehlo.broadcast_in_dim %cst_676, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4311 = stablehlo.multiply %4310, %3458 : tensor<2016x576xf32>
    %4312 = stablehlo.add %4309, %4311 : tensor<2016x576xf32>
    %cst_677 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4313 = stablehlo.broadcast_in_dim %cst_677, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4314 = stablehlo.multiply %4313, %arg164 : tensor<2016x576xf32>
    %4315 = chlo.square %3458 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_678 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4316 = stablehlo.broadcast_in_dim %cst_678, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4317 = stablehlo.multiply %4316, %4315 : tensor<2016x576xf32>
    %4318 = stablehlo.add %4314, %4317 : tensor<2016x576xf32>
    %4319 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4320 = stablehlo.divide %4312, %4319 : tensor<2016x576xf32>
    %4321 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4322 = stablehlo.divide %4318, %4321 : tensor<2016x576xf32>
    %4323 = stablehlo.sqrt %4322 : tensor<2016x576xf32>
    %cst_679 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4324 = stablehlo.broadcast_in_dim %cst_679, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4325 = stablehlo.add %4323, %4324 : tensor<2016x576xf32>
    %4326 = stablehlo.divide %4320, %4325 : tensor<2016x576xf32>
    %cst_680 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4327 = stablehlo.broadcast_in_dim %cst_680, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4328 = stablehlo.multiply %4327, %arg31 : tensor<2016x576xf32>
    %4329 = stablehlo.add %4326, %4328 : tensor<2016x576xf32>
    %cst_681 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4330 = stablehlo.broadcast_in_dim %cst_681, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4331 = stablehlo.multiply %4330, %4329 : tensor<2016x576xf32>
    %4332 = stablehlo.subtract %arg31, %4331 : tensor<2016x576xf32>
    %cst_682 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4333 = stablehlo.broadcast_in_dim %cst_682, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4334 = stablehlo.multiply %4333, %arg99 : tensor<576x2016xf32>
    %cst_683 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4335 = stablehlo.broadcast_in_dim %cst_683, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4336 = stablehlo.multiply %4335, %3460 : tensor<576x2016xf32>
    %4337 = stablehlo.add %4334, %4336 : tensor<576x2016xf32>
    %cst_684 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4338 = stablehlo.broadcast_in_dim %cst_684, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4339 = stablehlo.multiply %4338, %arg165 : tensor<576x2016xf32>
    %4340 = chlo.square %3460 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_685 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4341 = stablehlo.broadcast_in_dim %cst_685, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4342 = stablehlo.multiply %4341, %4340 : tensor<576x2016xf32>
    %4343 = stablehlo.add %4339, %4342 : tensor<576x2016xf32>
    %4344 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4345 = stablehlo.divide %4337, %4344 : tensor<576x2016xf32>
    %4346 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4347 = stablehlo.divide %4343, %4346 : tensor<576x2016xf32>
    %4348 = stablehlo.sqrt %4347 : tensor<576x2016xf32>
    %cst_686 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4349 = stablehlo.broadcast_in_dim %cst_686, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4350 = stablehlo.add %4348, %4349 : tensor<576x2016xf32>
    %4351 = stablehlo.divide %4345, %4350 : tensor<576x2016xf32>
    %cst_687 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4352 = stablehlo.broadcast_in_dim %cst_687, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4353 = stablehlo.multiply %4352, %arg32 : tensor<576x2016xf32>
    %4354 = stablehlo.add %4351, %4353 : tensor<576x2016xf32>
    %cst_688 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4355 = stablehlo.broadcast_in_dim %cst_688, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4356 = stablehlo.multiply %4355, %4354 : tensor<576x2016xf32>
    %4357 = stablehlo.subtract %arg32, %4356 : tensor<576x2016xf32>
    %cst_689 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4358 = stablehlo.broadcast_in_dim %cst_689, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4359 = stablehlo.multiply %4358, %arg100 : tensor<576x2016xf32>
    %cst_690 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4360 = stablehlo.broadcast_in_dim %cst_690, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4361 = stablehlo.multiply %4360, %3462 : tensor<576x2016xf32>
    %4362 = stablehlo.add %4359, %4361 : tensor<576x2016xf32>
    %cst_691 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4363 = stablehlo.broadcast_in_dim %cst_691, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4364 = stablehlo.multiply %4363, %arg166 : tensor<576x2016xf32>
    %4365 = chlo.square %3462 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_692 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4366 = stablehlo.broadcast_in_dim %cst_692, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4367 = stablehlo.multiply %4366, %4365 : tensor<576x2016xf32>
    %4368 = stablehlo.add %4364, %4367 : tensor<576x2016xf32>
    %4369 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4370 = stablehlo.divide %4362, %4369 : tensor<576x2016xf32>
    %4371 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4372 = stablehlo.divide %4368, %4371 : tensor<576x2016xf32>
    %4373 = stablehlo.sqrt %4372 : tensor<576x2016xf32>
    %cst_693 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4374 = stablehlo.broadcast_in_dim %cst_693, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4375 = stablehlo.add %4373, %4374 : tensor<576x2016xf32>
    %4376 = stablehlo.divide %4370, %4375 : tensor<576x2016xf32>
    %cst_694 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4377 = stablehlo.broadcast_in_dim %cst_694, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4378 = stablehlo.multiply %4377, %arg33 : tensor<576x2016xf32>
    %4379 = stablehlo.add %4376, %4378 : tensor<576x2016xf32>
    %cst_695 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4380 = stablehlo.broadcast_in_dim %cst_695, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4381 = stablehlo.multiply %4380, %4379 : tensor<576x2016xf32>
    %4382 = stablehlo.subtract %arg33, %4381 : tensor<576x2016xf32>
    %cst_696 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4383 = stablehlo.broadcast_in_dim %cst_696, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4384 = stablehlo.multiply %4383, %arg101 : tensor<576x9x128xf32>
    %cst_697 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4385 = stablehlo.broadcast_in_dim %cst_697, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4386 = stablehlo.multiply %4385, %3464 : tensor<576x9x128xf32>
    %4387 = stablehlo.add %4384, %4386 : tensor<576x9x128xf32>
    %cst_698 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4388 = stablehlo.broadcast_in_dim %cst_698, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4389 = stablehlo.multiply %4388, %arg167 : tensor<576x9x128xf32>
    %4390 = chlo.square %3464 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_699 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4391 = stablehlo.broadcast_in_dim %cst_699, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4392 = stablehlo.multiply %4391, %4390 : tensor<576x9x128xf32>
    %4393 = stablehlo.add %4389, %4392 : tensor<576x9x128xf32>
    %4394 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4395 = stablehlo.divide %4387, %4394 : tensor<576x9x128xf32>
    %4396 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4397 = stablehlo.divide %4393, %4396 : tensor<576x9x128xf32>
    %4398 = stablehlo.sqrt %4397 : tensor<576x9x128xf32>
    %cst_700 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4399 = stablehlo.broadcast_in_dim %cst_700, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4400 = stablehlo.add %4398, %4399 : tensor<576x9x128xf32>
    %4401 = stablehlo.divide %4395, %4400 : tensor<576x9x128xf32>
    %cst_701 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4402 = stablehlo.broadcast_in_dim %cst_701, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4403 = stablehlo.multiply %4402, %arg34 : tensor<576x9x128xf32>
    %4404 = stablehlo.add %4401, %4403 : tensor<576x9x128xf32>
    %cst_702 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4405 = stablehlo.broadcast_in_dim %cst_702, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4406 = stablehlo.multiply %4405, %4404 : tensor<576x9x128xf32>
    %4407 = stablehlo.subtract %arg34, %4406 : tensor<576x9x128xf32>
    %cst_703 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4408 = stablehlo.broadcast_in_dim %cst_703, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4409 = stablehlo.multiply %4408, %arg102 : tensor<9x128x576xf32>
    %cst_704 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4410 = stablehlo.broadcast_in_dim %cst_704, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4411 = stablehlo.multiply %4410, %3466 : tensor<9x128x576xf32>
    %4412 = stablehlo.add %4409, %4411 : tensor<9x128x576xf32>
    %cst_705 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4413 = stablehlo.broadcast_in_dim %cst_705, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4414 = stablehlo.multiply %4413, %arg168 : tensor<9x128x576xf32>
    %4415 = chlo.square %3466 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_706 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4416 = stablehlo.broadcast_in_dim %cst_706, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4417 = stablehlo.multiply %4416, %4415 : tensor<9x128x576xf32>
    %4418 = stablehlo.add %4414, %4417 : tensor<9x128x576xf32>
    %4419 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4420 = stablehlo.divide %4412, %4419 : tensor<9x128x576xf32>
    %4421 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4422 = stablehlo.divide %4418, %4421 : tensor<9x128x576xf32>
    %4423 = stablehlo.sqrt %4422 : tensor<9x128x576xf32>
    %cst_707 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4424 = stablehlo.broadcast_in_dim %cst_707, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4425 = stablehlo.add %4423, %4424 : tensor<9x128x576xf32>
    %4426 = stablehlo.divide %4420, %4425 : tensor<9x128x576xf32>
    %cst_708 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4427 = stablehlo.broadcast_in_dim %cst_708, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4428 = stablehlo.multiply %4427, %arg35 : tensor<9x128x576xf32>
    %4429 = stablehlo.add %4426, %4428 : tensor<9x128x576xf32>
    %cst_709 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4430 = stablehlo.broadcast_in_dim %cst_709, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4431 = stablehlo.multiply %4430, %4429 : tensor<9x128x576xf32>
    %4432 = stablehlo.subtract %arg35, %4431 : tensor<9x128x576xf32>
    %cst_710 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4433 = stablehlo.broadcast_in_dim %cst_710, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4434 = stablehlo.multiply %4433, %arg103 : tensor<576x9x128xf32>
    %cst_711 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4435 = stablehlo.broadcast_in_dim %cst_711, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4436 = stablehlo.multiply %4435, %3468 : tensor<576x9x128xf32>
    %4437 = stablehlo.add %4434, %4436 : tensor<576x9x128xf32>
    %cst_712 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4438 = stablehlo.broadcast_in_dim %cst_712, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4439 = stablehlo.multiply %4438, %arg169 : tensor<576x9x128xf32>
    %4440 = chlo.square %3468 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_713 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4441 = stablehlo.broadcast_in_dim %cst_713, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4442 = stablehlo.multiply %4441, %4440 : tensor<576x9x128xf32>
    %4443 = stablehlo.add %4439, %4442 : tensor<576x9x128xf32>
    %4444 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4445 = stablehlo.divide %4437, %4444 : tensor<576x9x128xf32>
    %4446 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4447 = stablehlo.divide %4443, %4446 : tensor<576x9x128xf32>
    %4448 = stablehlo.sqrt %4447 : tensor<576x9x128xf32>
    %cst_714 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4449 = stablehlo.broadcast_in_dim %cst_714, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4450 = stablehlo.add %4448, %4449 : tensor<576x9x128xf32>
    %4451 = stablehlo.divide %4445, %4450 : tensor<576x9x128xf32>
    %cst_715 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4452 = stablehlo.broadcast_in_dim %cst_715, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4453 = stablehlo.multiply %4452, %arg36 : tensor<576x9x128xf32>
    %4454 = stablehlo.add %4451, %4453 : tensor<576x9x128xf32>
    %cst_716 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4455 = stablehlo.broadcast_in_dim %cst_716, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4456 = stablehlo.multiply %4455, %4454 : tensor<576x9x128xf32>
    %4457 = stablehlo.subtract %arg36, %4456 : tensor<576x9x128xf32>
    %cst_717 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4458 = stablehlo.broadcast_in_dim %cst_717, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4459 = stablehlo.multiply %4458, %arg104 : tensor<576x9x128xf32>
    %cst_718 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4460 = stablehlo.broadcast_in_dim %cst_718, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4461 = stablehlo.multiply %4460, %3470 : tensor<576x9x128xf32>
    %4462 = stablehlo.add %4459, %4461 : tensor<576x9x128xf32>
    %cst_719 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4463 = stablehlo.broadcast_in_dim %cst_719, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4464 = stablehlo.multiply %4463, %arg170 : tensor<576x9x128xf32>
    %4465 = chlo.square %3470 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_720 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4466 = stablehlo.broadcast_in_dim %cst_720, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4467 = stablehlo.multiply %4466, %4465 : tensor<576x9x128xf32>
    %4468 = stablehlo.add %4464, %4467 : tensor<576x9x128xf32>
    %4469 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4470 = stablehlo.divide %4462, %4469 : tensor<576x9x128xf32>
    %4471 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4472 = stablehlo.divide %4468, %4471 : tensor<576x9x128xf32>
    %4473 = stablehlo.sqrt %4472 : tensor<576x9x128xf32>
    %cst_721 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4474 = stablehlo.broadcast_in_dim %cst_721, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4475 = stablehlo.add %4473, %4474 : tensor<576x9x128xf32>
    %4476 = stablehlo.divide %4470, %4475 : tensor<576x9x128xf32>
    %cst_722 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4477 = stablehlo.broadcast_in_dim %cst_722, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4478 = stablehlo.multiply %4477, %arg37 : tensor<576x9x128xf32>
    %4479 = stablehlo.add %4476, %4478 : tensor<576x9x128xf32>
    %cst_723 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4480 = stablehlo.broadcast_in_dim %cst_723, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4481 = stablehlo.multiply %4480, %4479 : tensor<576x9x128xf32>
    %4482 = stablehlo.subtract %arg37, %4481 : tensor<576x9x128xf32>
    %cst_724 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4483 = stablehlo.broadcast_in_dim %cst_724, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4484 = stablehlo.multiply %4483, %arg105 : tensor<576xf32>
    %cst_725 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4485 = stablehlo.broadcast_in_dim %cst_725, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4486 = stablehlo.multiply %4485, %3472 : tensor<576xf32>
    %4487 = stablehlo.add %4484, %4486 : tensor<576xf32>
    %cst_726 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4488 = stablehlo.broadcast_in_dim %cst_726, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4489 = stablehlo.multiply %4488, %arg171 : tensor<576xf32>
    %4490 = chlo.square %3472 : tensor<576xf32> -> tensor<576xf32>
    %cst_727 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4491 = stablehlo.broadcast_in_dim %cst_727, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4492 = stablehlo.multiply %4491, %4490 : tensor<576xf32>
    %4493 = stablehlo.add %4489, %4492 : tensor<576xf32>
    %4494 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4495 = stablehlo.divide %4487, %4494 : tensor<576xf32>
    %4496 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4497 = stablehlo.divide %4493, %4496 : tensor<576xf32>
    %4498 = stablehlo.sqrt %4497 : tensor<576xf32>
    %cst_728 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4499 = stablehlo.broadcast_in_dim %cst_728, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4500 = stablehlo.add %4498, %4499 : tensor<576xf32>
    %4501 = stablehlo.divide %4495, %4500 : tensor<576xf32>
    %cst_729 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4502 = stablehlo.broadcast_in_dim %cst_729, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4503 = stablehlo.multiply %4502, %arg38 : tensor<576xf32>
    %4504 = stablehlo.add %4501, %4503 : tensor<576xf32>
    %cst_730 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4505 = stablehlo.broadcast_in_dim %cst_730, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4506 = stablehlo.multiply %4505, %4504 : tensor<576xf32>
    %4507 = stablehlo.subtract %arg38, %4506 : tensor<576xf32>
    %cst_731 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4508 = stablehlo.broadcast_in_dim %cst_731, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4509 = stablehlo.multiply %4508, %arg106 : tensor<576xf32>
    %cst_732 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4510 = stablehlo.broadcast_in_dim %cst_732, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4511 = stablehlo.multiply %4510, %3474 : tensor<576xf32>
    %4512 = stablehlo.add %4509, %4511 : tensor<576xf32>
    %cst_733 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4513 = stablehlo.broadcast_in_dim %cst_733, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4514 = stablehlo.multiply %4513, %arg172 : tensor<576xf32>
    %4515 = chlo.square %3474 : tensor<576xf32> -> tensor<576xf32>
    %cst_734 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4516 = stablehlo.broadcast_in_dim %cst_734, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4517 = stablehlo.multiply %4516, %4515 : tensor<576xf32>
    %4518 = stablehlo.add %4514, %4517 : tensor<576xf32>
    %4519 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4520 = stablehlo.divide %4512, %4519 : tensor<576xf32>
    %4521 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4522 = stablehlo.divide %4518, %4521 : tensor<576xf32>
    %4523 = stablehlo.sqrt %4522 : tensor<576xf32>
    %cst_735 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4524 = stablehlo.broadcast_in_dim %cst_735, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4525 = stablehlo.add %4523, %4524 : tensor<576xf32>
    %4526 = stablehlo.divide %4520, %4525 : tensor<576xf32>
    %cst_736 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4527 = stablehlo.broadcast_in_dim %cst_736, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4528 = stablehlo.multiply %4527, %arg39 : tensor<576xf32>
    %4529 = stablehlo.add %4526, %4528 : tensor<576xf32>
    %cst_737 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4530 = stablehlo.broadcast_in_dim %cst_737, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4531 = stablehlo.multiply %4530, %4529 : tensor<576xf32>
    %4532 = stablehlo.subtract %arg39, %4531 : tensor<576xf32>
    %cst_738 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4533 = stablehlo.broadcast_in_dim %cst_738, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4534 = stablehlo.multiply %4533, %arg107 : tensor<2016x576xf32>
    %cst_739 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4535 = stablehlo.broadcast_in_dim %cst_739, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4536 = stablehlo.multiply %4535, %3476 : tensor<2016x576xf32>
    %4537 = stablehlo.add %4534, %4536 : tensor<2016x576xf32>
    %cst_740 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4538 = stablehlo.broadcast_in_dim %cst_740, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4539 = stablehlo.multiply %4538, %arg173 : tensor<2016x576xf32>
    %4540 = chlo.square %3476 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_741 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4541 = stablehlo.broadcast_in_dim %cst_741, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4542 = stablehlo.multiply %4541, %4540 : tensor<2016x576xf32>
    %4543 = stablehlo.add %4539, %4542 : tensor<2016x576xf32>
    %4544 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4545 = stablehlo.divide %4537, %4544 : tensor<2016x576xf32>
    %4546 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4547 = stablehlo.divide %4543, %4546 : tensor<2016x576xf32>
    %4548 = stablehlo.sqrt %4547 : tensor<2016x576xf32>
    %cst_742 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4549 = stablehlo.broadcast_in_dim %cst_742, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4550 = stablehlo.add %4548, %4549 : tensor<2016x576xf32>
    %4551 = stablehlo.divide %4545, %4550 : tensor<2016x576xf32>
    %cst_743 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4552 = stablehlo.broadcast_in_dim %cst_743, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4553 = stablehlo.multiply %4552, %arg40 : tensor<2016x576xf32>
    %4554 = stablehlo.add %4551, %4553 : tensor<2016x576xf32>
    %cst_744 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4555 = stablehlo.broadcast_in_dim %cst_744, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4556 = stablehlo.multiply %4555, %4554 : tensor<2016x576xf32>
    %4557 = stablehlo.subtract %arg40, %4556 : tensor<2016x576xf32>
    %cst_745 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4558 = stablehlo.broadcast_in_dim %cst_745, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4559 = stablehlo.multiply %4558, %arg108 : tensor<576x2016xf32>
    %cst_746 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4560 = stablehlo.broadcast_in_dim %cst_746, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4561 = stablehlo.multiply %4560, %3478 : tensor<576x2016xf32>
    %4562 = stablehlo.add %4559, %4561 : tensor<576x2016xf32>
    %cst_747 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4563 = stablehlo.broadcast_in_dim %cst_747, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4564 = stablehlo.multiply %4563, %arg174 : tensor<576x2016xf32>
    %4565 = chlo.square %3478 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_748 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4566 = stablehlo.broadcast_in_dim %cst_748, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4567 = stablehlo.multiply %4566, %4565 : tensor<576x2016xf32>
    %4568 = stablehlo.add %4564, %4567 : tensor<576x2016xf32>
    %4569 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4570 = stablehlo.divide %4562, %4569 : tensor<576x2016xf32>
    %4571 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4572 = stablehlo.divide %4568, %4571 : tensor<576x2016xf32>
    %4573 = stablehlo.sqrt %4572 : tensor<576x2016xf32>
    %cst_749 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4574 = stablehlo.broadcast_in_dim %cst_749, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4575 = stablehlo.add %4573, %4574 : tensor<576x2016xf32>
    %4576 = stablehlo.divide %4570, %4575 : tensor<576x2016xf32>
    %cst_750 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4577 = stablehlo.broadcast_in_dim %cst_750, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4578 = stablehlo.multiply %4577, %arg41 : tensor<576x2016xf32>
    %4579 = stablehlo.add %4576, %4578 : tensor<576x2016xf32>
    %cst_751 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4580 = stablehlo.broadcast_in_dim %cst_751, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4581 = stablehlo.multiply %4580, %4579 : tensor<576x2016xf32>
    %4582 = stablehlo.subtract %arg41, %4581 : tensor<576x2016xf32>
    %cst_752 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4583 = stablehlo.broadcast_in_dim %cst_752, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4584 = stablehlo.multiply %4583, %arg109 : tensor<576x2016xf32>
    %cst_753 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4585 = stablehlo.broadcast_in_dim %cst_753, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4586 = stablehlo.multiply %4585, %3480 : tensor<576x2016xf32>
    %4587 = stablehlo.add %4584, %4586 : tensor<576x2016xf32>
    %cst_754 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4588 = stablehlo.broadcast_in_dim %cst_754, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4589 = stablehlo.multiply %4588, %arg175 : tensor<576x2016xf32>
    %4590 = chlo.square %3480 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_755 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4591 = stablehlo.broadcast_in_dim %cst_755, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4592 = stablehlo.multiply %4591, %4590 : tensor<576x2016xf32>
    %4593 = stablehlo.add %4589, %4592 : tensor<576x2016xf32>
    %4594 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4595 = stablehlo.divide %4587, %4594 : tensor<576x2016xf32>
    %4596 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4597 = stablehlo.divide %4593, %4596 : tensor<576x2016xf32>
    %4598 = stablehlo.sqrt %4597 : tensor<576x2016xf32>
    %cst_756 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4599 = stablehlo.broadcast_in_dim %cst_756, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4600 = stablehlo.add %4598, %4599 : tensor<576x2016xf32>
    %4601 = stablehlo.divide %4595, %4600 : tensor<576x2016xf32>
    %cst_757 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4602 = stablehlo.broadcast_in_dim %cst_757, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4603 = stablehlo.multiply %4602, %arg42 : tensor<576x2016xf32>
    %4604 = stablehlo.add %4601, %4603 : tensor<576x2016xf32>
    %cst_758 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4605 = stablehlo.broadcast_in_dim %cst_758, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4606 = stablehlo.multiply %4605, %4604 : tensor<576x2016xf32>
    %4607 = stablehlo.subtract %arg42, %4606 : tensor<576x2016xf32>
    %cst_759 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4608 = stablehlo.broadcast_in_dim %cst_759, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4609 = stablehlo.multiply %4608, %arg110 : tensor<576x9x128xf32>
    %cst_760 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4610 = stablehlo.broadcast_in_dim %cst_760, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4611 = stablehlo.multiply %4610, %3482 : tensor<576x9x128xf32>
    %4612 = stablehlo.add %4609, %4611 : tensor<576x9x128xf32>
    %cst_761 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4613 = stablehlo.broadcast_in_dim %cst_761, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4614 = stablehlo.multiply %4613, %arg176 : tensor<576x9x128xf32>
    %4615 = chlo.square %3482 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_762 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4616 = stablehlo.broadcast_in_dim %cst_762, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4617 = stablehlo.multiply %4616, %4615 : tensor<576x9x128xf32>
    %4618 = stablehlo.add %4614, %4617 : tensor<576x9x128xf32>
    %4619 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4620 = stablehlo.divide %4612, %4619 : tensor<576x9x128xf32>
    %4621 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4622 = stablehlo.divide %4618, %4621 : tensor<576x9x128xf32>
    %4623 = stablehlo.sqrt %4622 : tensor<576x9x128xf32>
    %cst_763 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4624 = stablehlo.broadcast_in_dim %cst_763, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4625 = stablehlo.add %4623, %4624 : tensor<576x9x128xf32>
    %4626 = stablehlo.divide %4620, %4625 : tensor<576x9x128xf32>
    %cst_764 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4627 = stablehlo.broadcast_in_dim %cst_764, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4628 = stablehlo.multiply %4627, %arg43 : tensor<576x9x128xf32>
    %4629 = stablehlo.add %4626, %4628 : tensor<576x9x128xf32>
    %cst_765 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4630 = stablehlo.broadcast_in_dim %cst_765, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4631 = stablehlo.multiply %4630, %4629 : tensor<576x9x128xf32>
    %4632 = stablehlo.subtract %arg43, %4631 : tensor<576x9x128xf32>
    %cst_766 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4633 = stablehlo.broadcast_in_dim %cst_766, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4634 = stablehlo.multiply %4633, %arg111 : tensor<9x128x576xf32>
    %cst_767 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4635 = stablehlo.broadcast_in_dim %cst_767, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4636 = stablehlo.multiply %4635, %3484 : tensor<9x128x576xf32>
    %4637 = stablehlo.add %4634, %4636 : tensor<9x128x576xf32>
    %cst_768 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4638 = stablehlo.broadcast_in_dim %cst_768, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4639 = stablehlo.multiply %4638, %arg177 : tensor<9x128x576xf32>
    %4640 = chlo.square %3484 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_769 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4641 = stablehlo.broadcast_in_dim %cst_769, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4642 = stablehlo.multiply %4641, %4640 : tensor<9x128x576xf32>
    %4643 = stablehlo.add %4639, %4642 : tensor<9x128x576xf32>
    %4644 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4645 = stablehlo.divide %4637, %4644 : tensor<9x128x576xf32>
    %4646 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4647 = stablehlo.divide %4643, %4646 : tensor<9x128x576xf32>
    %4648 = stablehlo.sqrt %4647 : tensor<9x128x576xf32>
    %cst_770 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4649 = stablehlo.broadcast_in_dim %cst_770, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4650 = stablehlo.add %4648, %4649 : tensor<9x128x576xf32>
    %4651 = stablehlo.divide %4645, %4650 : tensor<9x128x576xf32>
    %cst_771 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4652 = stablehlo.broadcast_in_dim %cst_771, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4653 = stablehlo.multiply %4652, %arg44 : tensor<9x128x576xf32>
    %4654 = stablehlo.add %4651, %4653 : tensor<9x128x576xf32>
    %cst_772 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4655 = stablehlo.broadcast_in_dim %cst_772, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4656 = stablehlo.multiply %4655, %4654 : tensor<9x128x576xf32>
    %4657 = stablehlo.subtract %arg44, %4656 : tensor<9x128x576xf32>
    %cst_773 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4658 = stablehlo.broadcast_in_dim %cst_773, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4659 = stablehlo.multiply %4658, %arg112 : tensor<576x9x128xf32>
    %cst_774 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4660 = stablehlo.broadcast_in_dim %cst_774, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4661 = stablehlo.multiply %4660, %3486 : tensor<576x9x128xf32>
    %4662 = stablehlo.add %4659, %4661 : tensor<576x9x128xf32>
    %cst_775 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4663 = stablehlo.broadcast_in_dim %cst_775, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4664 = stablehlo.multiply %4663, %arg178 : tensor<576x9x128xf32>
    %4665 = chlo.square %3486 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_776 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4666 = stablehlo.broadcast_in_dim %cst_776, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4667 = stablehlo.multiply %4666, %4665 : tensor<576x9x128xf32>
    %4668 = stablehlo.add %4664, %4667 : tensor<576x9x128xf32>
    %4669 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4670 = stablehlo.divide %4662, %4669 : tensor<576x9x128xf32>
    %4671 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4672 = stablehlo.divide %4668, %4671 : tensor<576x9x128xf32>
    %4673 = stablehlo.sqrt %4672 : tensor<576x9x128xf32>
    %cst_777 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4674 = stablehlo.broadcast_in_dim %cst_777, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4675 = stablehlo.add %4673, %4674 : tensor<576x9x128xf32>
    %4676 = stablehlo.divide %4670, %4675 : tensor<576x9x128xf32>
    %cst_778 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4677 = stablehlo.broadcast_in_dim %cst_778, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4678 = stablehlo.multiply %4677, %arg45 : tensor<576x9x128xf32>
    %4679 = stablehlo.add %4676, %4678 : tensor<576x9x128xf32>
    %cst_779 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4680 = stablehlo.broadcast_in_dim %cst_779, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4681 = stablehlo.multiply %4680, %4679 : tensor<576x9x128xf32>
    %4682 = stablehlo.subtract %arg45, %4681 : tensor<576x9x128xf32>
    %cst_780 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4683 = stablehlo.broadcast_in_dim %cst_780, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4684 = stablehlo.multiply %4683, %arg113 : tensor<576x9x128xf32>
    %cst_781 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4685 = stablehlo.broadcast_in_dim %cst_781, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4686 = stablehlo.multiply %4685, %3488 : tensor<576x9x128xf32>
    %4687 = stablehlo.add %4684, %4686 : tensor<576x9x128xf32>
    %cst_782 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4688 = stablehlo.broadcast_in_dim %cst_782, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4689 = stablehlo.multiply %4688, %arg179 : tensor<576x9x128xf32>
    %4690 = chlo.square %3488 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_783 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4691 = stablehlo.broadcast_in_dim %cst_783, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4692 = stablehlo.multiply %4691, %4690 : tensor<576x9x128xf32>
    %4693 = stablehlo.add %4689, %4692 : tensor<576x9x128xf32>
    %4694 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4695 = stablehlo.divide %4687, %4694 : tensor<576x9x128xf32>
    %4696 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4697 = stablehlo.divide %4693, %4696 : tensor<576x9x128xf32>
    %4698 = stablehlo.sqrt %4697 : tensor<576x9x128xf32>
    %cst_784 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4699 = stablehlo.broadcast_in_dim %cst_784, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4700 = stablehlo.add %4698, %4699 : tensor<576x9x128xf32>
    %4701 = stablehlo.divide %4695, %4700 : tensor<576x9x128xf32>
    %cst_785 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4702 = stablehlo.broadcast_in_dim %cst_785, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4703 = stablehlo.multiply %4702, %arg46 : tensor<576x9x128xf32>
    %4704 = stablehlo.add %4701, %4703 : tensor<576x9x128xf32>
    %cst_786 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4705 = stablehlo.broadcast_in_dim %cst_786, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4706 = stablehlo.multiply %4705, %4704 : tensor<576x9x128xf32>
    %4707 = stablehlo.subtract %arg46, %4706 : tensor<576x9x128xf32>
    %cst_787 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4708 = stablehlo.broadcast_in_dim %cst_787, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4709 = stablehlo.multiply %4708, %arg114 : tensor<576xf32>
    %cst_788 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4710 = stablehlo.broadcast_in_dim %cst_788, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4711 = stablehlo.multiply %4710, %3490 : tensor<576xf32>
    %4712 = stablehlo.add %4709, %4711 : tensor<576xf32>
    %cst_789 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4713 = stablehlo.broadcast_in_dim %cst_789, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4714 = stablehlo.multiply %4713, %arg180 : tensor<576xf32>
    %4715 = chlo.square %3490 : tensor<576xf32> -> tensor<576xf32>
    %cst_790 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4716 = stablehlo.broadcast_in_dim %cst_790, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4717 = stablehlo.multiply %4716, %4715 : tensor<576xf32>
    %4718 = stablehlo.add %4714, %4717 : tensor<576xf32>
    %4719 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4720 = stablehlo.divide %4712, %4719 : tensor<576xf32>
    %4721 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4722 = stablehlo.divide %4718, %4721 : tensor<576xf32>
    %4723 = stablehlo.sqrt %4722 : tensor<576xf32>
    %cst_791 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4724 = stablehlo.broadcast_in_dim %cst_791, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4725 = stablehlo.add %4723, %4724 : tensor<576xf32>
    %4726 = stablehlo.divide %4720, %4725 : tensor<576xf32>
    %cst_792 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4727 = stablehlo.broadcast_in_dim %cst_792, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4728 = stablehlo.multiply %4727, %arg47 : tensor<576xf32>
    %4729 = stablehlo.add %4726, %4728 : tensor<576xf32>
    %cst_793 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4730 = stablehlo.broadcast_in_dim %cst_793, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4731 = stablehlo.multiply %4730, %4729 : tensor<576xf32>
    %4732 = stablehlo.subtract %arg47, %4731 : tensor<576xf32>
    %cst_794 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4733 = stablehlo.broadcast_in_dim %cst_794, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4734 = stablehlo.multiply %4733, %arg115 : tensor<576xf32>
    %cst_795 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4735 = stablehlo.broadcast_in_dim %cst_795, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4736 = stablehlo.multiply %4735, %3492 : tensor<576xf32>
    %4737 = stablehlo.add %4734, %4736 : tensor<576xf32>
    %cst_796 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4738 = stablehlo.broadcast_in_dim %cst_796, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4739 = stablehlo.multiply %4738, %arg181 : tensor<576xf32>
    %4740 = chlo.square %3492 : tensor<576xf32> -> tensor<576xf32>
    %cst_797 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4741 = stablehlo.broadcast_in_dim %cst_797, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4742 = stablehlo.multiply %4741, %4740 : tensor<576xf32>
    %4743 = stablehlo.add %4739, %4742 : tensor<576xf32>
    %4744 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4745 = stablehlo.divide %4737, %4744 : tensor<576xf32>
    %4746 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4747 = stablehlo.divide %4743, %4746 : tensor<576xf32>
    %4748 = stablehlo.sqrt %4747 : tensor<576xf32>
    %cst_798 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4749 = stablehlo.broadcast_in_dim %cst_798, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4750 = stablehlo.add %4748, %4749 : tensor<576xf32>
    %4751 = stablehlo.divide %4745, %4750 : tensor<576xf32>
    %cst_799 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4752 = stablehlo.broadcast_in_dim %cst_799, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4753 = stablehlo.multiply %4752, %arg48 : tensor<576xf32>
    %4754 = stablehlo.add %4751, %4753 : tensor<576xf32>
    %cst_800 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4755 = stablehlo.broadcast_in_dim %cst_800, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4756 = stablehlo.multiply %4755, %4754 : tensor<576xf32>
    %4757 = stablehlo.subtract %arg48, %4756 : tensor<576xf32>
    %cst_801 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4758 = stablehlo.broadcast_in_dim %cst_801, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4759 = stablehlo.multiply %4758, %arg116 : tensor<2016x576xf32>
    %cst_802 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4760 = stablehlo.broadcast_in_dim %cst_802, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4761 = stablehlo.multiply %4760, %3494 : tensor<2016x576xf32>
    %4762 = stablehlo.add %4759, %4761 : tensor<2016x576xf32>
    %cst_803 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4763 = stablehlo.broadcast_in_dim %cst_803, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4764 = stablehlo.multiply %4763, %arg182 : tensor<2016x576xf32>
    %4765 = chlo.square %3494 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_804 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4766 = stablehlo.broadcast_in_dim %cst_804, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4767 = stablehlo.multiply %4766, %4765 : tensor<2016x576xf32>
    %4768 = stablehlo.add %4764, %4767 : tensor<2016x576xf32>
    %4769 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4770 = stablehlo.divide %4762, %4769 : tensor<2016x576xf32>
    %4771 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4772 = stablehlo.divide %4768, %4771 : tensor<2016x576xf32>
    %4773 = stablehlo.sqrt %4772 : tensor<2016x576xf32>
    %cst_805 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4774 = stablehlo.broadcast_in_dim %cst_805, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4775 = stablehlo.add %4773, %4774 : tensor<2016x576xf32>
    %4776 = stablehlo.divide %4770, %4775 : tensor<2016x576xf32>
    %cst_806 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4777 = stablehlo.broadcast_in_dim %cst_806, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4778 = stablehlo.multiply %4777, %arg49 : tensor<2016x576xf32>
    %4779 = stablehlo.add %4776, %4778 : tensor<2016x576xf32>
    %cst_807 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4780 = stablehlo.broadcast_in_dim %cst_807, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4781 = stablehlo.multiply %4780, %4779 : tensor<2016x576xf32>
    %4782 = stablehlo.subtract %arg49, %4781 : tensor<2016x576xf32>
    %cst_808 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4783 = stablehlo.broadcast_in_dim %cst_808, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4784 = stablehlo.multiply %4783, %arg117 : tensor<576x2016xf32>
    %cst_809 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4785 = stablehlo.broadcast_in_dim %cst_809, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4786 = stablehlo.multiply %4785, %3496 : tensor<576x2016xf32>
    %4787 = stablehlo.add %4784, %4786 : tensor<576x2016xf32>
    %cst_810 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4788 = stablehlo.broadcast_in_dim %cst_810, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4789 = stablehlo.multiply %4788, %arg183 : tensor<576x2016xf32>
    %4790 = chlo.square %3496 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_811 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4791 = stablehlo.broadcast_in_dim %cst_811, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4792 = stablehlo.multiply %4791, %4790 : tensor<576x2016xf32>
    %4793 = stablehlo.add %4789, %4792 : tensor<576x2016xf32>
    %4794 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4795 = stablehlo.divide %4787, %4794 : tensor<576x2016xf32>
    %4796 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4797 = stablehlo.divide %4793, %4796 : tensor<576x2016xf32>
    %4798 = stablehlo.sqrt %4797 : tensor<576x2016xf32>
    %cst_812 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4799 = stablehlo.broadcast_in_dim %cst_812, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4800 = stablehlo.add %4798, %4799 : tensor<576x2016xf32>
    %4801 = stablehlo.divide %4795, %4800 : tensor<576x2016xf32>
    %cst_813 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4802 = stablehlo.broadcast_in_dim %cst_813, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4803 = stablehlo.multiply %4802, %arg50 : tensor<576x2016xf32>
    %4804 = stablehlo.add %4801, %4803 : tensor<576x2016xf32>
    %cst_814 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4805 = stablehlo.broadcast_in_dim %cst_814, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4806 = stablehlo.multiply %4805, %4804 : tensor<576x2016xf32>
    %4807 = stablehlo.subtract %arg50, %4806 : tensor<576x2016xf32>
    %cst_815 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4808 = stablehlo.broadcast_in_dim %cst_815, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4809 = stablehlo.multiply %4808, %arg118 : tensor<576x2016xf32>
    %cst_816 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4810 = stablehlo.broadcast_in_dim %cst_816, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4811 = stablehlo.multiply %4810, %3498 : tensor<576x2016xf32>
    %4812 = stablehlo.add %4809, %4811 : tensor<576x2016xf32>
    %cst_817 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4813 = stablehlo.broadcast_in_dim %cst_817, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4814 = stablehlo.multiply %4813, %arg184 : tensor<576x2016xf32>
    %4815 = chlo.square %3498 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_818 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4816 = stablehlo.broadcast_in_dim %cst_818, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4817 = stablehlo.multiply %4816, %4815 : tensor<576x2016xf32>
    %4818 = stablehlo.add %4814, %4817 : tensor<576x2016xf32>
    %4819 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4820 = stablehlo.divide %4812, %4819 : tensor<576x2016xf32>
    %4821 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4822 = stablehlo.divide %4818, %4821 : tensor<576x2016xf32>
    %4823 = stablehlo.sqrt %4822 : tensor<576x2016xf32>
    %cst_819 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4824 = stablehlo.broadcast_in_dim %cst_819, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4825 = stablehlo.add %4823, %4824 : tensor<576x2016xf32>
    %4826 = stablehlo.divide %4820, %4825 : tensor<576x2016xf32>
    %cst_820 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4827 = stablehlo.broadcast_in_dim %cst_820, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4828 = stablehlo.multiply %4827, %arg51 : tensor<576x2016xf32>
    %4829 = stablehlo.add %4826, %4828 : tensor<576x2016xf32>
    %cst_821 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4830 = stablehlo.broadcast_in_dim %cst_821, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %4831 = stablehlo.multiply %4830, %4829 : tensor<576x2016xf32>
    %4832 = stablehlo.subtract %arg51, %4831 : tensor<576x2016xf32>
    %cst_822 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4833 = stablehlo.broadcast_in_dim %cst_822, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4834 = stablehlo.multiply %4833, %arg119 : tensor<576x9x128xf32>
    %cst_823 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4835 = stablehlo.broadcast_in_dim %cst_823, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4836 = stablehlo.multiply %4835, %3500 : tensor<576x9x128xf32>
    %4837 = stablehlo.add %4834, %4836 : tensor<576x9x128xf32>
    %cst_824 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4838 = stablehlo.broadcast_in_dim %cst_824, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4839 = stablehlo.multiply %4838, %arg185 : tensor<576x9x128xf32>
    %4840 = chlo.square %3500 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_825 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4841 = stablehlo.broadcast_in_dim %cst_825, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4842 = stablehlo.multiply %4841, %4840 : tensor<576x9x128xf32>
    %4843 = stablehlo.add %4839, %4842 : tensor<576x9x128xf32>
    %4844 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4845 = stablehlo.divide %4837, %4844 : tensor<576x9x128xf32>
    %4846 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4847 = stablehlo.divide %4843, %4846 : tensor<576x9x128xf32>
    %4848 = stablehlo.sqrt %4847 : tensor<576x9x128xf32>
    %cst_826 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4849 = stablehlo.broadcast_in_dim %cst_826, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4850 = stablehlo.add %4848, %4849 : tensor<576x9x128xf32>
    %4851 = stablehlo.divide %4845, %4850 : tensor<576x9x128xf32>
    %cst_827 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4852 = stablehlo.broadcast_in_dim %cst_827, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4853 = stablehlo.multiply %4852, %arg52 : tensor<576x9x128xf32>
    %4854 = stablehlo.add %4851, %4853 : tensor<576x9x128xf32>
    %cst_828 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4855 = stablehlo.broadcast_in_dim %cst_828, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4856 = stablehlo.multiply %4855, %4854 : tensor<576x9x128xf32>
    %4857 = stablehlo.subtract %arg52, %4856 : tensor<576x9x128xf32>
    %cst_829 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4858 = stablehlo.broadcast_in_dim %cst_829, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4859 = stablehlo.multiply %4858, %arg120 : tensor<9x128x576xf32>
    %cst_830 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4860 = stablehlo.broadcast_in_dim %cst_830, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4861 = stablehlo.multiply %4860, %3502 : tensor<9x128x576xf32>
    %4862 = stablehlo.add %4859, %4861 : tensor<9x128x576xf32>
    %cst_831 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4863 = stablehlo.broadcast_in_dim %cst_831, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4864 = stablehlo.multiply %4863, %arg186 : tensor<9x128x576xf32>
    %4865 = chlo.square %3502 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_832 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4866 = stablehlo.broadcast_in_dim %cst_832, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4867 = stablehlo.multiply %4866, %4865 : tensor<9x128x576xf32>
    %4868 = stablehlo.add %4864, %4867 : tensor<9x128x576xf32>
    %4869 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4870 = stablehlo.divide %4862, %4869 : tensor<9x128x576xf32>
    %4871 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4872 = stablehlo.divide %4868, %4871 : tensor<9x128x576xf32>
    %4873 = stablehlo.sqrt %4872 : tensor<9x128x576xf32>
    %cst_833 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4874 = stablehlo.broadcast_in_dim %cst_833, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4875 = stablehlo.add %4873, %4874 : tensor<9x128x576xf32>
    %4876 = stablehlo.divide %4870, %4875 : tensor<9x128x576xf32>
    %cst_834 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4877 = stablehlo.broadcast_in_dim %cst_834, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4878 = stablehlo.multiply %4877, %arg53 : tensor<9x128x576xf32>
    %4879 = stablehlo.add %4876, %4878 : tensor<9x128x576xf32>
    %cst_835 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4880 = stablehlo.broadcast_in_dim %cst_835, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %4881 = stablehlo.multiply %4880, %4879 : tensor<9x128x576xf32>
    %4882 = stablehlo.subtract %arg53, %4881 : tensor<9x128x576xf32>
    %cst_836 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4883 = stablehlo.broadcast_in_dim %cst_836, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4884 = stablehlo.multiply %4883, %arg121 : tensor<576x9x128xf32>
    %cst_837 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4885 = stablehlo.broadcast_in_dim %cst_837, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4886 = stablehlo.multiply %4885, %3504 : tensor<576x9x128xf32>
    %4887 = stablehlo.add %4884, %4886 : tensor<576x9x128xf32>
    %cst_838 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4888 = stablehlo.broadcast_in_dim %cst_838, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4889 = stablehlo.multiply %4888, %arg187 : tensor<576x9x128xf32>
    %4890 = chlo.square %3504 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_839 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4891 = stablehlo.broadcast_in_dim %cst_839, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4892 = stablehlo.multiply %4891, %4890 : tensor<576x9x128xf32>
    %4893 = stablehlo.add %4889, %4892 : tensor<576x9x128xf32>
    %4894 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4895 = stablehlo.divide %4887, %4894 : tensor<576x9x128xf32>
    %4896 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4897 = stablehlo.divide %4893, %4896 : tensor<576x9x128xf32>
    %4898 = stablehlo.sqrt %4897 : tensor<576x9x128xf32>
    %cst_840 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4899 = stablehlo.broadcast_in_dim %cst_840, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4900 = stablehlo.add %4898, %4899 : tensor<576x9x128xf32>
    %4901 = stablehlo.divide %4895, %4900 : tensor<576x9x128xf32>
    %cst_841 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4902 = stablehlo.broadcast_in_dim %cst_841, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4903 = stablehlo.multiply %4902, %arg54 : tensor<576x9x128xf32>
    %4904 = stablehlo.add %4901, %4903 : tensor<576x9x128xf32>
    %cst_842 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4905 = stablehlo.broadcast_in_dim %cst_842, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4906 = stablehlo.multiply %4905, %4904 : tensor<576x9x128xf32>
    %4907 = stablehlo.subtract %arg54, %4906 : tensor<576x9x128xf32>
    %cst_843 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4908 = stablehlo.broadcast_in_dim %cst_843, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4909 = stablehlo.multiply %4908, %arg122 : tensor<576x9x128xf32>
    %cst_844 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4910 = stablehlo.broadcast_in_dim %cst_844, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4911 = stablehlo.multiply %4910, %3506 : tensor<576x9x128xf32>
    %4912 = stablehlo.add %4909, %4911 : tensor<576x9x128xf32>
    %cst_845 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4913 = stablehlo.broadcast_in_dim %cst_845, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4914 = stablehlo.multiply %4913, %arg188 : tensor<576x9x128xf32>
    %4915 = chlo.square %3506 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_846 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4916 = stablehlo.broadcast_in_dim %cst_846, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4917 = stablehlo.multiply %4916, %4915 : tensor<576x9x128xf32>
    %4918 = stablehlo.add %4914, %4917 : tensor<576x9x128xf32>
    %4919 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4920 = stablehlo.divide %4912, %4919 : tensor<576x9x128xf32>
    %4921 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4922 = stablehlo.divide %4918, %4921 : tensor<576x9x128xf32>
    %4923 = stablehlo.sqrt %4922 : tensor<576x9x128xf32>
    %cst_847 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4924 = stablehlo.broadcast_in_dim %cst_847, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4925 = stablehlo.add %4923, %4924 : tensor<576x9x128xf32>
    %4926 = stablehlo.divide %4920, %4925 : tensor<576x9x128xf32>
    %cst_848 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4927 = stablehlo.broadcast_in_dim %cst_848, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4928 = stablehlo.multiply %4927, %arg55 : tensor<576x9x128xf32>
    %4929 = stablehlo.add %4926, %4928 : tensor<576x9x128xf32>
    %cst_849 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4930 = stablehlo.broadcast_in_dim %cst_849, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %4931 = stablehlo.multiply %4930, %4929 : tensor<576x9x128xf32>
    %4932 = stablehlo.subtract %arg55, %4931 : tensor<576x9x128xf32>
    %cst_850 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4933 = stablehlo.broadcast_in_dim %cst_850, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4934 = stablehlo.multiply %4933, %arg123 : tensor<576xf32>
    %cst_851 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4935 = stablehlo.broadcast_in_dim %cst_851, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4936 = stablehlo.multiply %4935, %3508 : tensor<576xf32>
    %4937 = stablehlo.add %4934, %4936 : tensor<576xf32>
    %cst_852 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4938 = stablehlo.broadcast_in_dim %cst_852, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4939 = stablehlo.multiply %4938, %arg189 : tensor<576xf32>
    %4940 = chlo.square %3508 : tensor<576xf32> -> tensor<576xf32>
    %cst_853 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4941 = stablehlo.broadcast_in_dim %cst_853, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4942 = stablehlo.multiply %4941, %4940 : tensor<576xf32>
    %4943 = stablehlo.add %4939, %4942 : tensor<576xf32>
    %4944 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4945 = stablehlo.divide %4937, %4944 : tensor<576xf32>
    %4946 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4947 = stablehlo.divide %4943, %4946 : tensor<576xf32>
    %4948 = stablehlo.sqrt %4947 : tensor<576xf32>
    %cst_854 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4949 = stablehlo.broadcast_in_dim %cst_854, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4950 = stablehlo.add %4948, %4949 : tensor<576xf32>
    %4951 = stablehlo.divide %4945, %4950 : tensor<576xf32>
    %cst_855 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4952 = stablehlo.broadcast_in_dim %cst_855, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4953 = stablehlo.multiply %4952, %arg56 : tensor<576xf32>
    %4954 = stablehlo.add %4951, %4953 : tensor<576xf32>
    %cst_856 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4955 = stablehlo.broadcast_in_dim %cst_856, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4956 = stablehlo.multiply %4955, %4954 : tensor<576xf32>
    %4957 = stablehlo.subtract %arg56, %4956 : tensor<576xf32>
    %cst_857 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4958 = stablehlo.broadcast_in_dim %cst_857, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4959 = stablehlo.multiply %4958, %arg124 : tensor<576xf32>
    %cst_858 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4960 = stablehlo.broadcast_in_dim %cst_858, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4961 = stablehlo.multiply %4960, %3510 : tensor<576xf32>
    %4962 = stablehlo.add %4959, %4961 : tensor<576xf32>
    %cst_859 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4963 = stablehlo.broadcast_in_dim %cst_859, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4964 = stablehlo.multiply %4963, %arg190 : tensor<576xf32>
    %4965 = chlo.square %3510 : tensor<576xf32> -> tensor<576xf32>
    %cst_860 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4966 = stablehlo.broadcast_in_dim %cst_860, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4967 = stablehlo.multiply %4966, %4965 : tensor<576xf32>
    %4968 = stablehlo.add %4964, %4967 : tensor<576xf32>
    %4969 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4970 = stablehlo.divide %4962, %4969 : tensor<576xf32>
    %4971 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4972 = stablehlo.divide %4968, %4971 : tensor<576xf32>
    %4973 = stablehlo.sqrt %4972 : tensor<576xf32>
    %cst_861 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4974 = stablehlo.broadcast_in_dim %cst_861, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4975 = stablehlo.add %4973, %4974 : tensor<576xf32>
    %4976 = stablehlo.divide %4970, %4975 : tensor<576xf32>
    %cst_862 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4977 = stablehlo.broadcast_in_dim %cst_862, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4978 = stablehlo.multiply %4977, %arg57 : tensor<576xf32>
    %4979 = stablehlo.add %4976, %4978 : tensor<576xf32>
    %cst_863 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %4980 = stablehlo.broadcast_in_dim %cst_863, dims = [] : (tensor<f32>) -> tensor<576xf32>
    %4981 = stablehlo.multiply %4980, %4979 : tensor<576xf32>
    %4982 = stablehlo.subtract %arg57, %4981 : tensor<576xf32>
    %cst_864 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %4983 = stablehlo.broadcast_in_dim %cst_864, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4984 = stablehlo.multiply %4983, %arg125 : tensor<2016x576xf32>
    %cst_865 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %4985 = stablehlo.broadcast_in_dim %cst_865, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4986 = stablehlo.multiply %4985, %3512 : tensor<2016x576xf32>
    %4987 = stablehlo.add %4984, %4986 : tensor<2016x576xf32>
    %cst_866 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %4988 = stablehlo.broadcast_in_dim %cst_866, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4989 = stablehlo.multiply %4988, %arg191 : tensor<2016x576xf32>
    %4990 = chlo.square %3512 : tensor<2016x576xf32> -> tensor<2016x576xf32>
    %cst_867 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %4991 = stablehlo.broadcast_in_dim %cst_867, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4992 = stablehlo.multiply %4991, %4990 : tensor<2016x576xf32>
    %4993 = stablehlo.add %4989, %4992 : tensor<2016x576xf32>
    %4994 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4995 = stablehlo.divide %4987, %4994 : tensor<2016x576xf32>
    %4996 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %4997 = stablehlo.divide %4993, %4996 : tensor<2016x576xf32>
    %4998 = stablehlo.sqrt %4997 : tensor<2016x576xf32>
    %cst_868 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %4999 = stablehlo.broadcast_in_dim %cst_868, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %5000 = stablehlo.add %4998, %4999 : tensor<2016x576xf32>
    %5001 = stablehlo.divide %4995, %5000 : tensor<2016x576xf32>
    %cst_869 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5002 = stablehlo.broadcast_in_dim %cst_869, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %5003 = stablehlo.multiply %5002, %arg58 : tensor<2016x576xf32>
    %5004 = stablehlo.add %5001, %5003 : tensor<2016x576xf32>
    %cst_870 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5005 = stablehlo.broadcast_in_dim %cst_870, dims = [] : (tensor<f32>) -> tensor<2016x576xf32>
    %5006 = stablehlo.multiply %5005, %5004 : tensor<2016x576xf32>
    %5007 = stablehlo.subtract %arg58, %5006 : tensor<2016x576xf32>
    %cst_871 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5008 = stablehlo.broadcast_in_dim %cst_871, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5009 = stablehlo.multiply %5008, %arg126 : tensor<576x2016xf32>
    %cst_872 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5010 = stablehlo.broadcast_in_dim %cst_872, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5011 = stablehlo.multiply %5010, %3514 : tensor<576x2016xf32>
    %5012 = stablehlo.add %5009, %5011 : tensor<576x2016xf32>
    %cst_873 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5013 = stablehlo.broadcast_in_dim %cst_873, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5014 = stablehlo.multiply %5013, %arg192 : tensor<576x2016xf32>
    %5015 = chlo.square %3514 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_874 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5016 = stablehlo.broadcast_in_dim %cst_874, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5017 = stablehlo.multiply %5016, %5015 : tensor<576x2016xf32>
    %5018 = stablehlo.add %5014, %5017 : tensor<576x2016xf32>
    %5019 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5020 = stablehlo.divide %5012, %5019 : tensor<576x2016xf32>
    %5021 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5022 = stablehlo.divide %5018, %5021 : tensor<576x2016xf32>
    %5023 = stablehlo.sqrt %5022 : tensor<576x2016xf32>
    %cst_875 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5024 = stablehlo.broadcast_in_dim %cst_875, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5025 = stablehlo.add %5023, %5024 : tensor<576x2016xf32>
    %5026 = stablehlo.divide %5020, %5025 : tensor<576x2016xf32>
    %cst_876 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5027 = stablehlo.broadcast_in_dim %cst_876, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5028 = stablehlo.multiply %5027, %arg59 : tensor<576x2016xf32>
    %5029 = stablehlo.add %5026, %5028 : tensor<576x2016xf32>
    %cst_877 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5030 = stablehlo.broadcast_in_dim %cst_877, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5031 = stablehlo.multiply %5030, %5029 : tensor<576x2016xf32>
    %5032 = stablehlo.subtract %arg59, %5031 : tensor<576x2016xf32>
    %cst_878 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5033 = stablehlo.broadcast_in_dim %cst_878, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5034 = stablehlo.multiply %5033, %arg127 : tensor<576x2016xf32>
    %cst_879 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5035 = stablehlo.broadcast_in_dim %cst_879, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5036 = stablehlo.multiply %5035, %3516 : tensor<576x2016xf32>
    %5037 = stablehlo.add %5034, %5036 : tensor<576x2016xf32>
    %cst_880 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5038 = stablehlo.broadcast_in_dim %cst_880, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5039 = stablehlo.multiply %5038, %arg193 : tensor<576x2016xf32>
    %5040 = chlo.square %3516 : tensor<576x2016xf32> -> tensor<576x2016xf32>
    %cst_881 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5041 = stablehlo.broadcast_in_dim %cst_881, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5042 = stablehlo.multiply %5041, %5040 : tensor<576x2016xf32>
    %5043 = stablehlo.add %5039, %5042 : tensor<576x2016xf32>
    %5044 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5045 = stablehlo.divide %5037, %5044 : tensor<576x2016xf32>
    %5046 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5047 = stablehlo.divide %5043, %5046 : tensor<576x2016xf32>
    %5048 = stablehlo.sqrt %5047 : tensor<576x2016xf32>
    %cst_882 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5049 = stablehlo.broadcast_in_dim %cst_882, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5050 = stablehlo.add %5048, %5049 : tensor<576x2016xf32>
    %5051 = stablehlo.divide %5045, %5050 : tensor<576x2016xf32>
    %cst_883 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5052 = stablehlo.broadcast_in_dim %cst_883, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5053 = stablehlo.multiply %5052, %arg60 : tensor<576x2016xf32>
    %5054 = stablehlo.add %5051, %5053 : tensor<576x2016xf32>
    %cst_884 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5055 = stablehlo.broadcast_in_dim %cst_884, dims = [] : (tensor<f32>) -> tensor<576x2016xf32>
    %5056 = stablehlo.multiply %5055, %5054 : tensor<576x2016xf32>
    %5057 = stablehlo.subtract %arg60, %5056 : tensor<576x2016xf32>
    %cst_885 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5058 = stablehlo.broadcast_in_dim %cst_885, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5059 = stablehlo.multiply %5058, %arg128 : tensor<576x9x128xf32>
    %cst_886 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5060 = stablehlo.broadcast_in_dim %cst_886, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5061 = stablehlo.multiply %5060, %3518 : tensor<576x9x128xf32>
    %5062 = stablehlo.add %5059, %5061 : tensor<576x9x128xf32>
    %cst_887 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5063 = stablehlo.broadcast_in_dim %cst_887, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5064 = stablehlo.multiply %5063, %arg194 : tensor<576x9x128xf32>
    %5065 = chlo.square %3518 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_888 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5066 = stablehlo.broadcast_in_dim %cst_888, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5067 = stablehlo.multiply %5066, %5065 : tensor<576x9x128xf32>
    %5068 = stablehlo.add %5064, %5067 : tensor<576x9x128xf32>
    %5069 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5070 = stablehlo.divide %5062, %5069 : tensor<576x9x128xf32>
    %5071 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5072 = stablehlo.divide %5068, %5071 : tensor<576x9x128xf32>
    %5073 = stablehlo.sqrt %5072 : tensor<576x9x128xf32>
    %cst_889 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5074 = stablehlo.broadcast_in_dim %cst_889, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5075 = stablehlo.add %5073, %5074 : tensor<576x9x128xf32>
    %5076 = stablehlo.divide %5070, %5075 : tensor<576x9x128xf32>
    %cst_890 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5077 = stablehlo.broadcast_in_dim %cst_890, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5078 = stablehlo.multiply %5077, %arg61 : tensor<576x9x128xf32>
    %5079 = stablehlo.add %5076, %5078 : tensor<576x9x128xf32>
    %cst_891 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5080 = stablehlo.broadcast_in_dim %cst_891, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5081 = stablehlo.multiply %5080, %5079 : tensor<576x9x128xf32>
    %5082 = stablehlo.subtract %arg61, %5081 : tensor<576x9x128xf32>
    %cst_892 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5083 = stablehlo.broadcast_in_dim %cst_892, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5084 = stablehlo.multiply %5083, %arg129 : tensor<9x128x576xf32>
    %cst_893 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5085 = stablehlo.broadcast_in_dim %cst_893, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5086 = stablehlo.multiply %5085, %3520 : tensor<9x128x576xf32>
    %5087 = stablehlo.add %5084, %5086 : tensor<9x128x576xf32>
    %cst_894 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5088 = stablehlo.broadcast_in_dim %cst_894, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5089 = stablehlo.multiply %5088, %arg195 : tensor<9x128x576xf32>
    %5090 = chlo.square %3520 : tensor<9x128x576xf32> -> tensor<9x128x576xf32>
    %cst_895 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5091 = stablehlo.broadcast_in_dim %cst_895, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5092 = stablehlo.multiply %5091, %5090 : tensor<9x128x576xf32>
    %5093 = stablehlo.add %5089, %5092 : tensor<9x128x576xf32>
    %5094 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5095 = stablehlo.divide %5087, %5094 : tensor<9x128x576xf32>
    %5096 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5097 = stablehlo.divide %5093, %5096 : tensor<9x128x576xf32>
    %5098 = stablehlo.sqrt %5097 : tensor<9x128x576xf32>
    %cst_896 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5099 = stablehlo.broadcast_in_dim %cst_896, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5100 = stablehlo.add %5098, %5099 : tensor<9x128x576xf32>
    %5101 = stablehlo.divide %5095, %5100 : tensor<9x128x576xf32>
    %cst_897 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5102 = stablehlo.broadcast_in_dim %cst_897, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5103 = stablehlo.multiply %5102, %arg62 : tensor<9x128x576xf32>
    %5104 = stablehlo.add %5101, %5103 : tensor<9x128x576xf32>
    %cst_898 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5105 = stablehlo.broadcast_in_dim %cst_898, dims = [] : (tensor<f32>) -> tensor<9x128x576xf32>
    %5106 = stablehlo.multiply %5105, %5104 : tensor<9x128x576xf32>
    %5107 = stablehlo.subtract %arg62, %5106 : tensor<9x128x576xf32>
    %cst_899 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5108 = stablehlo.broadcast_in_dim %cst_899, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5109 = stablehlo.multiply %5108, %arg130 : tensor<576x9x128xf32>
    %cst_900 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5110 = stablehlo.broadcast_in_dim %cst_900, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5111 = stablehlo.multiply %5110, %3522 : tensor<576x9x128xf32>
    %5112 = stablehlo.add %5109, %5111 : tensor<576x9x128xf32>
    %cst_901 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5113 = stablehlo.broadcast_in_dim %cst_901, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5114 = stablehlo.multiply %5113, %arg196 : tensor<576x9x128xf32>
    %5115 = chlo.square %3522 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_902 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5116 = stablehlo.broadcast_in_dim %cst_902, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5117 = stablehlo.multiply %5116, %5115 : tensor<576x9x128xf32>
    %5118 = stablehlo.add %5114, %5117 : tensor<576x9x128xf32>
    %5119 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5120 = stablehlo.divide %5112, %5119 : tensor<576x9x128xf32>
    %5121 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5122 = stablehlo.divide %5118, %5121 : tensor<576x9x128xf32>
    %5123 = stablehlo.sqrt %5122 : tensor<576x9x128xf32>
    %cst_903 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5124 = stablehlo.broadcast_in_dim %cst_903, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5125 = stablehlo.add %5123, %5124 : tensor<576x9x128xf32>
    %5126 = stablehlo.divide %5120, %5125 : tensor<576x9x128xf32>
    %cst_904 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5127 = stablehlo.broadcast_in_dim %cst_904, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5128 = stablehlo.multiply %5127, %arg63 : tensor<576x9x128xf32>
    %5129 = stablehlo.add %5126, %5128 : tensor<576x9x128xf32>
    %cst_905 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5130 = stablehlo.broadcast_in_dim %cst_905, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5131 = stablehlo.multiply %5130, %5129 : tensor<576x9x128xf32>
    %5132 = stablehlo.subtract %arg63, %5131 : tensor<576x9x128xf32>
    %cst_906 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5133 = stablehlo.broadcast_in_dim %cst_906, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5134 = stablehlo.multiply %5133, %arg131 : tensor<576x9x128xf32>
    %cst_907 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5135 = stablehlo.broadcast_in_dim %cst_907, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5136 = stablehlo.multiply %5135, %3524 : tensor<576x9x128xf32>
    %5137 = stablehlo.add %5134, %5136 : tensor<576x9x128xf32>
    %cst_908 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5138 = stablehlo.broadcast_in_dim %cst_908, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5139 = stablehlo.multiply %5138, %arg197 : tensor<576x9x128xf32>
    %5140 = chlo.square %3524 : tensor<576x9x128xf32> -> tensor<576x9x128xf32>
    %cst_909 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5141 = stablehlo.broadcast_in_dim %cst_909, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5142 = stablehlo.multiply %5141, %5140 : tensor<576x9x128xf32>
    %5143 = stablehlo.add %5139, %5142 : tensor<576x9x128xf32>
    %5144 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5145 = stablehlo.divide %5137, %5144 : tensor<576x9x128xf32>
    %5146 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5147 = stablehlo.divide %5143, %5146 : tensor<576x9x128xf32>
    %5148 = stablehlo.sqrt %5147 : tensor<576x9x128xf32>
    %cst_910 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5149 = stablehlo.broadcast_in_dim %cst_910, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5150 = stablehlo.add %5148, %5149 : tensor<576x9x128xf32>
    %5151 = stablehlo.divide %5145, %5150 : tensor<576x9x128xf32>
    %cst_911 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5152 = stablehlo.broadcast_in_dim %cst_911, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5153 = stablehlo.multiply %5152, %arg64 : tensor<576x9x128xf32>
    %5154 = stablehlo.add %5151, %5153 : tensor<576x9x128xf32>
    %cst_912 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5155 = stablehlo.broadcast_in_dim %cst_912, dims = [] : (tensor<f32>) -> tensor<576x9x128xf32>
    %5156 = stablehlo.multiply %5155, %5154 : tensor<576x9x128xf32>
    %5157 = stablehlo.subtract %arg64, %5156 : tensor<576x9x128xf32>
    %cst_913 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %5158 = stablehlo.broadcast_in_dim %cst_913, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5159 = stablehlo.multiply %5158, %arg132 : tensor<576x128256xf32>
    %cst_914 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5160 = stablehlo.broadcast_in_dim %cst_914, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5161 = stablehlo.multiply %5160, %3526 : tensor<576x128256xf32>
    %5162 = stablehlo.add %5159, %5161 : tensor<576x128256xf32>
    %cst_915 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %5163 = stablehlo.broadcast_in_dim %cst_915, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5164 = stablehlo.multiply %5163, %arg198 : tensor<576x128256xf32>
    %5165 = chlo.square %3526 : tensor<576x128256xf32> -> tensor<576x128256xf32>
    %cst_916 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %5166 = stablehlo.broadcast_in_dim %cst_916, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5167 = stablehlo.multiply %5166, %5165 : tensor<576x128256xf32>
    %5168 = stablehlo.add %5164, %5167 : tensor<576x128256xf32>
    %5169 = stablehlo.broadcast_in_dim %3530, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5170 = stablehlo.divide %5162, %5169 : tensor<576x128256xf32>
    %5171 = stablehlo.broadcast_in_dim %3532, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5172 = stablehlo.divide %5168, %5171 : tensor<576x128256xf32>
    %5173 = stablehlo.sqrt %5172 : tensor<576x128256xf32>
    %cst_917 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %5174 = stablehlo.broadcast_in_dim %cst_917, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5175 = stablehlo.add %5173, %5174 : tensor<576x128256xf32>
    %5176 = stablehlo.divide %5170, %5175 : tensor<576x128256xf32>
    %cst_918 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %5177 = stablehlo.broadcast_in_dim %cst_918, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5178 = stablehlo.multiply %5177, %arg65 : tensor<576x128256xf32>
    %5179 = stablehlo.add %5176, %5178 : tensor<576x128256xf32>
    %cst_919 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %5180 = stablehlo.broadcast_in_dim %cst_919, dims = [] : (tensor<f32>) -> tensor<576x128256xf32>
    %5181 = stablehlo.multiply %5180, %5179 : tensor<576x128256xf32>
    %5182 = stablehlo.subtract %arg65, %5181 : tensor<576x128256xf32>
    return %3557, %3582, %3607, %3632, %3657, %3682, %3707, %3732, %3757, %3782, %3807, %3832, %3857, %3882, %3907, %3932, %3957, %3982, %4007, %4032, %4057, %4082, %4107, %4132, %4157, %4182, %4207, %4232, %4257, %4282, %4307, %4332, %4357, %4382, %4407, %4432, %4457, %4482, %4507, %4532, %4557, %4582, %4607, %4632, %4657, %4682, %4707, %4732, %4757, %4782, %4807, %4832, %4857, %4882, %4907, %4932, %4957, %4982, %5007, %5032, %5057, %5082, %5107, %5132, %5157, %5182, %3527, %3537, %3562, %3587, %3612, %3637, %3662, %3687, %3712, %3737, %3762, %3787, %3812, %3837, %3862, %3887, %3912, %3937, %3962, %3987, %4012, %4037, %4062, %4087, %4112, %4137, %4162, %4187, %4212, %4237, %4262, %4287, %4312, %4337, %4362, %4387, %4412, %4437, %4462, %4487, %4512, %4537, %4562, %4587, %4612, %4637, %4662, %4687, %4712, %4737, %4762, %4787, %4812, %4837, %4862, %4887, %4912, %4937, %4962, %4987, %5012, %5037, %5062, %5087, %5112, %5137, %5162, %3543, %3568, %3593, %3618, %3643, %3668, %3693, %3718, %3743, %3768, %3793, %3818, %3843, %3868, %3893, %3918, %3943, %3968, %3993, %4018, %4043, %4068, %4093, %4118, %4143, %4168, %4193, %4218, %4243, %4268, %4293, %4318, %4343, %4368, %4393, %4418, %4443, %4468, %4493, %4518, %4543, %4568, %4593, %4618, %4643, %4668, %4693, %4718, %4743, %4768, %4793, %4818, %4843, %4868, %4893, %4918, %4943, %4968, %4993, %5018, %5043, %5068, %5093, %5118, %5143, %5168, %1077 : tensor<128256x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576x128256xf32>, tensor<i32>, tensor<128256x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576x128256xf32>, tensor<128256x576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576xf32>, tensor<576xf32>, tensor<2016x576xf32>, tensor<576x2016xf32>, tensor<576x2016xf32>, tensor<576x9x128xf32>, tensor<9x128x576xf32>, tensor<576x9x128xf32>, tensor<576x9x128xf32>, tensor<576x128256xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4x9x1x4096x4096xf32>, %arg2: tensor<f32>) -> tensor<4x9x1x4096x4096xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<4096x4096xi1>) -> tensor<4x9x1x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>
    return %3 : tensor<4x9x1x4096x4096xf32>
  }
  func.func private @silu(%arg0: tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x4096x2016xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x4096x2016xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x4096x2016xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x4096x2016xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x4096x2016xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x4096x2016xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x4096x2016xbf16>
    return %6 : tensor<4x4096x2016xbf16>
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
  func.func private @tril_3(%arg0: tensor<4096x4096xi1>) -> tensor<4096x4096xi1> {
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
  func.func private @_where_4(%arg0: tensor<4096x4096xi1>, %arg1: tensor<4x9x1x4096x4096xf32>, %arg2: tensor<f32>) -> (tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<4096x4096xi1>) -> tensor<4x9x1x4096x4096xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>
    return %3, %1 : tensor<4x9x1x4096x4096xf32>, tensor<4x9x1x4096x4096xi1>
  }
  func.func private @silu_5(%arg0: tensor<4x4096x2016xbf16>) -> (tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>) {
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
    return %9, %5, %8 : tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>, tensor<4x4096x2016xbf16>
  }
  func.func private @silu_6(%arg0: tensor<4x4096x2016xbf16>, %arg1: tensor<4x4096x2016xbf16>, %arg2: tensor<4x4096x2016xbf16>, %arg3: tensor<4x4096x2016xbf16>) -> tensor<4x4096x2016xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<4x4096x2016xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<4x4096x2016xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<4x4096x2016xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x4096x2016xbf16>
    return %3 : tensor<4x4096x2016xbf16>
  }
  func.func private @_where_7(%arg0: tensor<4x9x1x4096x4096xi1>, %arg1: tensor<4x9x1x4096x4096xf32>) -> tensor<4x9x1x4096x4096xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x9x1x4096x4096xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x9x1x4096x4096xi1>, tensor<4x9x1x4096x4096xf32>
    return %1 : tensor<4x9x1x4096x4096xf32>
  }
  func.func private @_take_8(%arg0: tensor<4x4096x1xi32>, %arg1: tensor<4x4096x576xbf16>) -> tensor<128256x576xbf16> {
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
