module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "fsdp"=1, "model"=1, "stage"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "fsdp", size = 1 : i64}, {name = "model", size = 1 : i64}, {name = "stage", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<2x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, %arg4: tensor<2x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, %arg5: tensor<2x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, %arg6: tensor<2x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, %arg7: tensor<2x1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"model"}, {"fsdp"}]>}, %arg8: tensor<2x1x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}]>}, %arg9: tensor<2x1x64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}, {}]>}, %arg10: tensor<2x1x4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"model"}, {}, {"fsdp"}]>}, %arg11: tensor<2x1x64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}, {}]>}, %arg12: tensor<2x1x64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}, {}]>}, %arg13: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg14: tensor<4x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}, %arg15: tensor<4x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "fsdp"}, {}]>}) -> (tensor<256x64xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"fsdp"}]>}, tensor<64xf32> {jax.result_info = "result[0]['final_bias']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<64xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2x1x64xf32> {jax.result_info = "result[0]['layers']['attn_bias']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, tensor<2x1x64xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, tensor<2x1x64xf32> {jax.result_info = "result[0]['layers']['mlp_bias']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, tensor<2x1x64xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}]>}, tensor<2x1x128x64xf32> {jax.result_info = "result[0]['layers']['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"model"}, {"fsdp"}]>}, tensor<2x1x64x128xf32> {jax.result_info = "result[0]['layers']['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}]>}, tensor<2x1x64x4x16xf32> {jax.result_info = "result[0]['layers']['wk']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}, {}]>}, tensor<2x1x4x16x64xf32> {jax.result_info = "result[0]['layers']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"model"}, {}, {"fsdp"}]>}, tensor<2x1x64x4x16xf32> {jax.result_info = "result[0]['layers']['wq']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}, {}]>}, tensor<2x1x64x4x16xf32> {jax.result_info = "result[0]['layers']['wv']", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {"fsdp"}, {"model"}, {}]>}, tensor<32x64xf32> {jax.result_info = "result[0]['pos']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg0, %arg14) : (tensor<256x64xf32>, tensor<4x32xi32>) -> (tensor<4x32x64xf32>, tensor<4x32x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg13, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<4x32x64xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<4x32x64xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x32x64xf32>) -> tensor<2x2x32x64xf32>
    %6:41 = sdy.manual_computation(%arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %5) in_shardings=[<@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{?}, {?}, {?}, {?}]>] out_shardings=[<@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}]>, <@mesh, [{"stage", ?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>] manual_axes={"stage"} (%arg16: tensor<1x1x64xf32>, %arg17: tensor<1x1x64xf32>, %arg18: tensor<1x1x64xf32>, %arg19: tensor<1x1x64xf32>, %arg20: tensor<1x1x128x64xf32>, %arg21: tensor<1x1x64x128xf32>, %arg22: tensor<1x1x64x4x16xf32>, %arg23: tensor<1x1x4x16x64xf32>, %arg24: tensor<1x1x64x4x16xf32>, %arg25: tensor<1x1x64x4x16xf32>, %arg26: tensor<2x2x32x64xf32>) {
      %144 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"data", "fsdp", "model"} () {
        %c_77 = stablehlo.constant dense<1> : tensor<ui32>
        %c_78 = stablehlo.constant dense<2> : tensor<ui32>
        %286 = stablehlo.partition_id : tensor<ui32>
        %287 = stablehlo.divide %286, %c_77 : tensor<ui32>
        %288 = stablehlo.remainder %287, %c_78 : tensor<ui32>
        %289 = stablehlo.convert %288 : (tensor<ui32>) -> tensor<i32>
        sdy.return %289 : tensor<i32>
      } : () -> tensor<i32>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %145 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %146 = sdy.sharding_constraint %145 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
      %148 = sdy.sharding_constraint %147 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %149 = stablehlo.compare EQ, %144, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %150 = stablehlo.reshape %arg16 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %151 = sdy.sharding_constraint %150 <@mesh, [{?}]> : tensor<64xf32>
      %152 = stablehlo.reshape %arg17 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %153 = sdy.sharding_constraint %152 <@mesh, [{?}]> : tensor<64xf32>
      %154 = stablehlo.reshape %arg18 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %155 = sdy.sharding_constraint %154 <@mesh, [{?}]> : tensor<64xf32>
      %156 = stablehlo.reshape %arg19 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %157 = sdy.sharding_constraint %156 <@mesh, [{?}]> : tensor<64xf32>
      %158 = stablehlo.reshape %arg20 : (tensor<1x1x128x64xf32>) -> tensor<128x64xf32>
      %159 = sdy.sharding_constraint %158 <@mesh, [{?}, {?}]> : tensor<128x64xf32>
      %160 = stablehlo.reshape %arg21 : (tensor<1x1x64x128xf32>) -> tensor<64x128xf32>
      %161 = sdy.sharding_constraint %160 <@mesh, [{?}, {?}]> : tensor<64x128xf32>
      %162 = stablehlo.reshape %arg22 : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
      %163 = sdy.sharding_constraint %162 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
      %164 = stablehlo.reshape %arg23 : (tensor<1x1x4x16x64xf32>) -> tensor<4x16x64xf32>
      %165 = sdy.sharding_constraint %164 <@mesh, [{?}, {?}, {?}]> : tensor<4x16x64xf32>
      %166 = stablehlo.reshape %arg24 : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
      %167 = sdy.sharding_constraint %166 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
      %168 = stablehlo.reshape %arg25 : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
      %169 = sdy.sharding_constraint %168 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
      %170 = stablehlo.broadcast_in_dim %153, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %171 = sdy.sharding_constraint %170 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %172 = stablehlo.broadcast_in_dim %151, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %173 = sdy.sharding_constraint %172 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %174 = sdy.sharding_constraint %cst_40 <@mesh, []> : tensor<f32>
      %175 = stablehlo.sqrt %174 : tensor<f32>
      %176 = sdy.sharding_constraint %175 <@mesh, []> : tensor<f32>
      %177 = stablehlo.convert %176 : tensor<f32>
      %178 = sdy.sharding_constraint %177 <@mesh, []> : tensor<f32>
      %c_41 = stablehlo.constant dense<true> : tensor<i1>
      %179 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
      %180 = sdy.sharding_constraint %179 <@mesh, [{?}, {?}]> : tensor<32x32xi1>
      %181 = func.call @tril(%180) : (tensor<32x32xi1>) -> tensor<32x32xi1>
      %cst_42 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %182:2 = func.call @_where_0(%181, %cst_42) : (tensor<32x32xi1>, tensor<f32>) -> (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>)
      %183 = stablehlo.broadcast_in_dim %157, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %184 = sdy.sharding_constraint %183 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %185 = stablehlo.broadcast_in_dim %155, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %186 = sdy.sharding_constraint %185 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %c_43 = stablehlo.constant dense<1> : tensor<i32>
      %187 = stablehlo.compare EQ, %144, %c_43, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_44 = stablehlo.constant dense<1> : tensor<i32>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %c_47 = stablehlo.constant dense<0> : tensor<i32>
      %188 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %189 = sdy.sharding_constraint %188 <@mesh, [{?}]> : tensor<3xi32>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %190 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %191 = sdy.sharding_constraint %190 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %192 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
      %193 = sdy.sharding_constraint %192 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %194 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
      %195 = sdy.sharding_constraint %194 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %196 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %197 = sdy.sharding_constraint %196 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %198 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %199 = sdy.sharding_constraint %198 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %200 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %201 = sdy.sharding_constraint %200 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %202 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x1x16xf32>
      %203 = sdy.sharding_constraint %202 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x1x16xf32>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %204 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
      %205 = sdy.sharding_constraint %204 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %206 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x32xf32>
      %207 = sdy.sharding_constraint %206 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x32xf32>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %208 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x1xf32>
      %209 = sdy.sharding_constraint %208 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x1xf32>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %210 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x1xf32>
      %211 = sdy.sharding_constraint %210 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x1xf32>
      %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %212 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x32xf32>
      %213 = sdy.sharding_constraint %212 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x32xf32>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %214 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
      %215 = sdy.sharding_constraint %214 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %216 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
      %217 = sdy.sharding_constraint %216 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %218 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %219 = sdy.sharding_constraint %218 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %220 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
      %221 = sdy.sharding_constraint %220 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %222 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
      %223 = sdy.sharding_constraint %222 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %224 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %225 = sdy.sharding_constraint %224 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %226 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %227 = sdy.sharding_constraint %226 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %228 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
      %229 = sdy.sharding_constraint %228 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %230 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      %231 = sdy.sharding_constraint %230 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %232 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      %233 = sdy.sharding_constraint %232 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %234 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      %235 = sdy.sharding_constraint %234 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %236 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      %237 = sdy.sharding_constraint %236 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %238 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      %239 = sdy.sharding_constraint %238 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %240 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
      %241 = sdy.sharding_constraint %240 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %c_74 = stablehlo.constant dense<0> : tensor<i32>
      %242 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<3xi32>
      %243 = sdy.sharding_constraint %242 <@mesh, [{?}]> : tensor<3xi32>
      %c_75 = stablehlo.constant dense<false> : tensor<i1>
      %244 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i1>) -> tensor<3xi1>
      %245 = sdy.sharding_constraint %244 <@mesh, [{?}]> : tensor<3xi1>
      %c_76 = stablehlo.constant dense<0> : tensor<i32>
      %246:51 = stablehlo.while(%iterArg = %arg26, %iterArg_77 = %149, %iterArg_78 = %171, %iterArg_79 = %173, %iterArg_80 = %169, %iterArg_81 = %163, %iterArg_82 = %167, %iterArg_83 = %178, %iterArg_84 = %182#0, %iterArg_85 = %182#1, %iterArg_86 = %165, %iterArg_87 = %184, %iterArg_88 = %186, %iterArg_89 = %161, %iterArg_90 = %159, %iterArg_91 = %187, %iterArg_92 = %c_44, %iterArg_93 = %c_45, %iterArg_94 = %c_76, %iterArg_95 = %c_46, %iterArg_96 = %146, %iterArg_97 = %148, %iterArg_98 = %189, %iterArg_99 = %191, %iterArg_100 = %193, %iterArg_101 = %195, %iterArg_102 = %197, %iterArg_103 = %199, %iterArg_104 = %201, %iterArg_105 = %203, %iterArg_106 = %205, %iterArg_107 = %207, %iterArg_108 = %209, %iterArg_109 = %211, %iterArg_110 = %213, %iterArg_111 = %215, %iterArg_112 = %217, %iterArg_113 = %219, %iterArg_114 = %221, %iterArg_115 = %223, %iterArg_116 = %225, %iterArg_117 = %227, %iterArg_118 = %229, %iterArg_119 = %231, %iterArg_120 = %233, %iterArg_121 = %235, %iterArg_122 = %237, %iterArg_123 = %239, %iterArg_124 = %241, %iterArg_125 = %243, %iterArg_126 = %245) : tensor<2x2x32x64xf32>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>
      cond {
        %c_127 = stablehlo.constant dense<3> : tensor<i32>
        %286 = sdy.sharding_constraint %iterArg_94 <@mesh, []> : tensor<i32>
        %287 = sdy.sharding_constraint %c_127 <@mesh, []> : tensor<i32>
        %288 = stablehlo.compare LT, %286, %287, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %288 : tensor<i1>
      } do {
        %286:32 = func.call @closed_call(%iterArg, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_95, %iterArg_96, %iterArg_97) : (tensor<2x2x32x64xf32>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>) -> (tensor<i32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x32xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>, tensor<i1>)
        %287 = func.call @dynamic_update_index_in_dim_4(%iterArg_98, %286#3, %iterArg_94) : (tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
        %288 = func.call @dynamic_update_index_in_dim_5(%iterArg_99, %286#4, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %289 = func.call @dynamic_update_index_in_dim_6(%iterArg_100, %286#5, %iterArg_94) : (tensor<3x2x32x1xf32>, tensor<2x32x1xf32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        %290 = func.call @dynamic_update_index_in_dim_6(%iterArg_101, %286#6, %iterArg_94) : (tensor<3x2x32x1xf32>, tensor<2x32x1xf32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        %291 = func.call @dynamic_update_index_in_dim_5(%iterArg_102, %286#7, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %292 = func.call @dynamic_update_index_in_dim_5(%iterArg_103, %286#8, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %293 = func.call @dynamic_update_index_in_dim_5(%iterArg_104, %286#9, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %294 = func.call @dynamic_update_index_in_dim_7(%iterArg_105, %286#10, %iterArg_94) : (tensor<3x2x32x4x1x16xf32>, tensor<2x32x4x1x16xf32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
        %295 = func.call @dynamic_update_index_in_dim_8(%iterArg_106, %286#11, %iterArg_94) : (tensor<3x2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
        %296 = func.call @dynamic_update_index_in_dim_9(%iterArg_107, %286#12, %iterArg_94) : (tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xf32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
        %297 = func.call @dynamic_update_index_in_dim_10(%iterArg_108, %286#13, %iterArg_94) : (tensor<3x2x4x1x32x1xf32>, tensor<2x4x1x32x1xf32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
        %298 = func.call @dynamic_update_index_in_dim_10(%iterArg_109, %286#14, %iterArg_94) : (tensor<3x2x4x1x32x1xf32>, tensor<2x4x1x32x1xf32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
        %299 = func.call @dynamic_update_index_in_dim_9(%iterArg_110, %286#15, %iterArg_94) : (tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xf32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
        %300 = func.call @dynamic_update_index_in_dim_8(%iterArg_111, %286#16, %iterArg_94) : (tensor<3x2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
        %301 = func.call @dynamic_update_index_in_dim_8(%iterArg_112, %286#17, %iterArg_94) : (tensor<3x2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
        %302 = func.call @dynamic_update_index_in_dim_5(%iterArg_113, %286#18, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %303 = func.call @dynamic_update_index_in_dim_6(%iterArg_114, %286#19, %iterArg_94) : (tensor<3x2x32x1xf32>, tensor<2x32x1xf32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        %304 = func.call @dynamic_update_index_in_dim_6(%iterArg_115, %286#20, %iterArg_94) : (tensor<3x2x32x1xf32>, tensor<2x32x1xf32>, tensor<i32>) -> tensor<3x2x32x1xf32>
        %305 = func.call @dynamic_update_index_in_dim_5(%iterArg_116, %286#21, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %306 = func.call @dynamic_update_index_in_dim_5(%iterArg_117, %286#22, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %307 = func.call @dynamic_update_index_in_dim_5(%iterArg_118, %286#23, %iterArg_94) : (tensor<3x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> tensor<3x2x32x64xf32>
        %308 = func.call @dynamic_update_index_in_dim_11(%iterArg_119, %286#24, %iterArg_94) : (tensor<3x2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        %309 = func.call @dynamic_update_index_in_dim_11(%iterArg_120, %286#25, %iterArg_94) : (tensor<3x2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        %310 = func.call @dynamic_update_index_in_dim_11(%iterArg_121, %286#26, %iterArg_94) : (tensor<3x2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        %311 = func.call @dynamic_update_index_in_dim_11(%iterArg_122, %286#27, %iterArg_94) : (tensor<3x2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        %312 = func.call @dynamic_update_index_in_dim_11(%iterArg_123, %286#28, %iterArg_94) : (tensor<3x2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        %313 = func.call @dynamic_update_index_in_dim_11(%iterArg_124, %286#29, %iterArg_94) : (tensor<3x2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>) -> tensor<3x2x32x128xf32>
        %314 = func.call @dynamic_update_index_in_dim_4(%iterArg_125, %286#30, %iterArg_94) : (tensor<3xi32>, tensor<i32>, tensor<i32>) -> tensor<3xi32>
        %315 = func.call @dynamic_update_index_in_dim_12(%iterArg_126, %286#31, %iterArg_94) : (tensor<3xi1>, tensor<i1>, tensor<i32>) -> tensor<3xi1>
        %c_127 = stablehlo.constant dense<1> : tensor<i32>
        %316 = sdy.sharding_constraint %iterArg_94 <@mesh, []> : tensor<i32>
        %317 = sdy.sharding_constraint %c_127 <@mesh, []> : tensor<i32>
        %318 = stablehlo.add %316, %317 : tensor<i32>
        %319 = sdy.sharding_constraint %318 <@mesh, []> : tensor<i32>
        stablehlo.return %iterArg, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %319, %286#0, %286#1, %286#2, %287, %288, %289, %290, %291, %292, %293, %294, %295, %296, %297, %298, %299, %300, %301, %302, %303, %304, %305, %306, %307, %308, %309, %310, %311, %312, %313, %314, %315 : tensor<2x2x32x64xf32>, tensor<i1>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>
      }
      %247 = sdy.sharding_constraint %246#18 <@mesh, []> : tensor<i32>
      %248 = sdy.sharding_constraint %246#19 <@mesh, []> : tensor<i32>
      %249 = sdy.sharding_constraint %246#20 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
      %250 = sdy.sharding_constraint %246#21 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
      %251 = sdy.sharding_constraint %246#22 <@mesh, [{?}]> : tensor<3xi32>
      %252 = sdy.sharding_constraint %246#23 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %253 = sdy.sharding_constraint %246#24 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %254 = sdy.sharding_constraint %246#25 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %255 = sdy.sharding_constraint %246#26 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %256 = sdy.sharding_constraint %246#27 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %257 = sdy.sharding_constraint %246#28 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %258 = sdy.sharding_constraint %246#29 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x1x16xf32>
      %259 = sdy.sharding_constraint %246#30 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
      %260 = sdy.sharding_constraint %246#31 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x32xf32>
      %261 = sdy.sharding_constraint %246#32 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x1xf32>
      %262 = sdy.sharding_constraint %246#33 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x1xf32>
      %263 = sdy.sharding_constraint %246#34 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x32xf32>
      %264 = sdy.sharding_constraint %246#35 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
      %265 = sdy.sharding_constraint %246#36 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
      %266 = sdy.sharding_constraint %246#37 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %267 = sdy.sharding_constraint %246#38 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %268 = sdy.sharding_constraint %246#39 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
      %269 = sdy.sharding_constraint %246#40 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %270 = sdy.sharding_constraint %246#41 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %271 = sdy.sharding_constraint %246#42 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
      %272 = sdy.sharding_constraint %246#43 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %273 = sdy.sharding_constraint %246#44 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %274 = sdy.sharding_constraint %246#45 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %275 = sdy.sharding_constraint %246#46 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %276 = sdy.sharding_constraint %246#47 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %277 = sdy.sharding_constraint %246#48 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
      %278 = sdy.sharding_constraint %246#49 <@mesh, [{?}]> : tensor<3xi32>
      %279 = sdy.sharding_constraint %246#50 <@mesh, [{?}]> : tensor<3xi1>
      %280 = stablehlo.broadcast_in_dim %250, dims = [1, 2, 3, 4] : (tensor<2x2x32x64xf32>) -> tensor<1x2x2x32x64xf32>
      %281 = sdy.sharding_constraint %280 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x2x2x32x64xf32>
      %282 = stablehlo.broadcast_in_dim %149, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %283 = sdy.sharding_constraint %282 <@mesh, [{?}]> : tensor<1xi1>
      %284 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %285 = sdy.sharding_constraint %284 <@mesh, [{?}]> : tensor<1xf32>
      sdy.return %283, %171, %167, %163, %169, %285, %182#0, %165, %184, %161, %159, %251, %252, %253, %254, %255, %256, %257, %258, %259, %260, %261, %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %281 : tensor<1xi1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<1xf32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<1x2x2x32x64xf32>
    } : (tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x128x64xf32>, tensor<2x1x64x128xf32>, tensor<2x1x64x4x16xf32>, tensor<2x1x4x16x64xf32>, tensor<2x1x64x4x16xf32>, tensor<2x1x64x4x16xf32>, tensor<2x2x32x64xf32>) -> (tensor<2xi1>, tensor<2x1x64xf32>, tensor<128x4x16xf32>, tensor<128x4x16xf32>, tensor<128x4x16xf32>, tensor<2xf32>, tensor<4x4x1x32x32xi1>, tensor<8x16x64xf32>, tensor<2x1x64xf32>, tensor<128x128xf32>, tensor<256x64xf32>, tensor<6xi32>, tensor<6x2x32x64xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x4x1x16xf32>, tensor<6x2x32x4x16xf32>, tensor<6x2x4x1x32x32xf32>, tensor<6x2x4x1x32x1xf32>, tensor<6x2x4x1x32x1xf32>, tensor<6x2x4x1x32x32xf32>, tensor<6x2x32x4x16xf32>, tensor<6x2x32x4x16xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6xi32>, tensor<6xi1>, tensor<2x2x2x32x64xf32>)
    %7 = stablehlo.slice %6#40 [1:2, 0:2, 0:2, 0:32, 0:64] : (tensor<2x2x2x32x64xf32>) -> tensor<1x2x2x32x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x2x2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %9 = stablehlo.reshape %8 : (tensor<2x2x32x64xf32>) -> tensor<4x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<4x32x64xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %17 = stablehlo.subtract %9, %16 : tensor<4x32x64xf32>
    %18 = chlo.square %17 : tensor<4x32x64xf32> -> tensor<4x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<4x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<4x32x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %26 = stablehlo.add %24, %25 : tensor<4x32x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<4x32x1xf32>
    %28 = stablehlo.divide %27, %26 : tensor<4x32x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<4x32x1xf32>
    %31 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %32 = stablehlo.multiply %15, %31 : tensor<4x32x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %35 = stablehlo.multiply %32, %34 : tensor<4x32x64xf32>
    %36 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<4x32x64xf32>
    %39 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %40 = stablehlo.dot_general %38, %39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x256xf32>) -> tensor<4x32x256xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x256xf32>
    %42:3 = call @log_softmax(%41) : (tensor<4x32x256xf32>) -> (tensor<4x32x256xf32>, tensor<4x32x256xf32>, tensor<4x32x1xf32>)
    %43 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1] : (tensor<4x32xi32>) -> tensor<4x32x1xi32>
    %44:2 = call @take_along_axis(%42#0, %43) : (tensor<4x32x256xf32>, tensor<4x32x1xi32>) -> (tensor<4x32x1xf32>, tensor<4x32x1x1xi32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44#0 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %46 = stablehlo.divide %45, %cst_7 : tensor<f32>
    %47 = stablehlo.negate %46 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.negate %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %49 = stablehlo.divide %48, %cst_9 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %51 = call @take_along_axis_13(%44#1, %50) : (tensor<4x32x1x1xi32>, tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    %52 = call @log_softmax_14(%42#1, %42#2, %51) : (tensor<4x32x256xf32>, tensor<4x32x1xf32>, tensor<4x32x256xf32>) -> tensor<4x32x256xf32>
    %53 = sdy.sharding_constraint %52 <@mesh, [{"data", "fsdp"}, {}, {"model"}]> : tensor<4x32x256xf32>
    %54 = stablehlo.dot_general %53, %38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<4x32x64xf32>) -> tensor<256x64xf32>
    %55 = stablehlo.transpose %54, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %56 = stablehlo.dot_general %53, %39, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x256xf32>, tensor<64x256xf32>) -> tensor<4x32x64xf32>
    %57 = stablehlo.transpose %55, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%56 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %59 = stablehlo.reshape %58 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %61 = stablehlo.multiply %32, %56 : tensor<4x32x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %63 = stablehlo.reshape %62 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x32x64xf32>
    %65 = stablehlo.multiply %56, %64 : tensor<4x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%63 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.multiply %15, %65 : tensor<4x32x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %70 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x64xf32>
    %71 = stablehlo.multiply %65, %70 : tensor<4x32x64xf32>
    %72 = stablehlo.multiply %69, %30 : tensor<4x32x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %74 = stablehlo.divide %72, %73 : tensor<4x32x1xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %77 = stablehlo.multiply %76, %20 : tensor<4x32x64xf32>
    %78 = stablehlo.negate %77 : tensor<4x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %81 = stablehlo.negate %71 : tensor<4x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%81 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<4x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %84 = stablehlo.add %77, %71 : tensor<4x32x64xf32>
    %85 = stablehlo.add %80, %83 : tensor<4x32x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<4x32x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x64xf32>
    %90 = stablehlo.add %84, %89 : tensor<4x32x64xf32>
    %91 = stablehlo.reshape %90 : (tensor<4x32x64xf32>) -> tensor<2x2x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3, 4] : (tensor<2x2x32x64xf32>) -> tensor<1x2x2x32x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.pad %92, %cst_21, low = [1, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x2x2x32x64xf32>, tensor<f32>) -> tensor<2x2x2x32x64xf32>
    %94:11 = sdy.manual_computation(%93, %6#0, %6#1, %6#2, %6#3, %6#4, %6#5, %6#6, %6#7, %6#8, %6#9, %6#10, %6#11, %6#12, %6#13, %6#14, %6#15, %6#16, %6#17, %6#18, %6#19, %6#20, %6#21, %6#22, %6#23, %6#24, %6#25, %6#26, %6#27, %6#28, %6#29, %6#30, %6#31, %6#32, %6#33, %6#34, %6#35, %6#36, %6#37, %6#38, %6#39) in_shardings=[<@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}]>, <@mesh, [{"stage", ?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}]>, <@mesh, [{"stage", ?}]>] out_shardings=[<@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{"stage", ?}, {?}, {?}, {?}, {?}]>, <@mesh, [{?}, {?}, {?}, {?}]>] manual_axes={"stage"} (%arg16: tensor<1x2x2x32x64xf32>, %arg17: tensor<1xi1>, %arg18: tensor<1x1x64xf32>, %arg19: tensor<64x4x16xf32>, %arg20: tensor<64x4x16xf32>, %arg21: tensor<64x4x16xf32>, %arg22: tensor<1xf32>, %arg23: tensor<2x4x1x32x32xi1>, %arg24: tensor<4x16x64xf32>, %arg25: tensor<1x1x64xf32>, %arg26: tensor<64x128xf32>, %arg27: tensor<128x64xf32>, %arg28: tensor<3xi32>, %arg29: tensor<3x2x32x64xf32>, %arg30: tensor<3x2x32x1xf32>, %arg31: tensor<3x2x32x1xf32>, %arg32: tensor<3x2x32x64xf32>, %arg33: tensor<3x2x32x64xf32>, %arg34: tensor<3x2x32x64xf32>, %arg35: tensor<3x2x32x4x1x16xf32>, %arg36: tensor<3x2x32x4x16xf32>, %arg37: tensor<3x2x4x1x32x32xf32>, %arg38: tensor<3x2x4x1x32x1xf32>, %arg39: tensor<3x2x4x1x32x1xf32>, %arg40: tensor<3x2x4x1x32x32xf32>, %arg41: tensor<3x2x32x4x16xf32>, %arg42: tensor<3x2x32x4x16xf32>, %arg43: tensor<3x2x32x64xf32>, %arg44: tensor<3x2x32x1xf32>, %arg45: tensor<3x2x32x1xf32>, %arg46: tensor<3x2x32x64xf32>, %arg47: tensor<3x2x32x64xf32>, %arg48: tensor<3x2x32x64xf32>, %arg49: tensor<3x2x32x128xf32>, %arg50: tensor<3x2x32x128xf32>, %arg51: tensor<3x2x32x128xf32>, %arg52: tensor<3x2x32x128xf32>, %arg53: tensor<3x2x32x128xf32>, %arg54: tensor<3x2x32x128xf32>, %arg55: tensor<3xi32>, %arg56: tensor<3xi1>) {
      %144 = stablehlo.reshape %arg17 : (tensor<1xi1>) -> tensor<i1>
      %145 = sdy.sharding_constraint %144 <@mesh, []> : tensor<i1>
      %146 = stablehlo.reshape %arg22 : (tensor<1xf32>) -> tensor<f32>
      %147 = sdy.sharding_constraint %146 <@mesh, []> : tensor<f32>
      %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %148 = stablehlo.reduce(%arg16 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<1x2x2x32x64xf32>, tensor<f32>) -> tensor<2x2x32x64xf32>
      %149 = sdy.sharding_constraint %148 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
      %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %150 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %151 = sdy.sharding_constraint %150 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %152 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
      %153 = sdy.sharding_constraint %152 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %154 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %155 = sdy.sharding_constraint %154 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %156 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %157 = sdy.sharding_constraint %156 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %158 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %159 = sdy.sharding_constraint %158 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %160 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
      %161 = sdy.sharding_constraint %160 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %162 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
      %163 = sdy.sharding_constraint %162 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x128x64xf32>
      %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %164 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
      %165 = sdy.sharding_constraint %164 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x64x128xf32>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %166 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      %167 = sdy.sharding_constraint %166 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
      %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %168 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
      %169 = sdy.sharding_constraint %168 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x4x16x64xf32>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %170 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      %171 = sdy.sharding_constraint %170 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
      %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %172 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
      %173 = sdy.sharding_constraint %172 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %174:54 = stablehlo.while(%iterArg = %arg28, %iterArg_51 = %arg29, %iterArg_52 = %arg30, %iterArg_53 = %arg31, %iterArg_54 = %arg32, %iterArg_55 = %arg33, %iterArg_56 = %arg34, %iterArg_57 = %arg35, %iterArg_58 = %arg36, %iterArg_59 = %arg37, %iterArg_60 = %arg38, %iterArg_61 = %arg39, %iterArg_62 = %arg40, %iterArg_63 = %arg41, %iterArg_64 = %arg42, %iterArg_65 = %arg43, %iterArg_66 = %arg44, %iterArg_67 = %arg45, %iterArg_68 = %arg46, %iterArg_69 = %arg47, %iterArg_70 = %arg48, %iterArg_71 = %arg49, %iterArg_72 = %arg50, %iterArg_73 = %arg51, %iterArg_74 = %arg52, %iterArg_75 = %arg53, %iterArg_76 = %arg54, %iterArg_77 = %arg55, %iterArg_78 = %arg56, %iterArg_79 = %145, %iterArg_80 = %arg18, %iterArg_81 = %arg19, %iterArg_82 = %arg20, %iterArg_83 = %arg21, %iterArg_84 = %147, %iterArg_85 = %arg23, %iterArg_86 = %arg24, %iterArg_87 = %arg25, %iterArg_88 = %arg26, %iterArg_89 = %arg27, %iterArg_90 = %c, %iterArg_91 = %153, %iterArg_92 = %155, %iterArg_93 = %157, %iterArg_94 = %159, %iterArg_95 = %161, %iterArg_96 = %163, %iterArg_97 = %165, %iterArg_98 = %167, %iterArg_99 = %169, %iterArg_100 = %171, %iterArg_101 = %173, %iterArg_102 = %151, %iterArg_103 = %149) : tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i32>, tensor<2x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>
      cond {
        %c_104 = stablehlo.constant dense<3> : tensor<i32>
        %190 = sdy.sharding_constraint %iterArg_90 <@mesh, []> : tensor<i32>
        %191 = sdy.sharding_constraint %c_104 <@mesh, []> : tensor<i32>
        %192 = stablehlo.compare LT, %190, %191, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %192 : tensor<i1>
      } do {
        %c_104 = stablehlo.constant dense<3> : tensor<i32>
        %190 = stablehlo.subtract %c_104, %iterArg_90 : tensor<i32>
        %c_105 = stablehlo.constant dense<1> : tensor<i32>
        %191 = stablehlo.subtract %190, %c_105 : tensor<i32>
        %192 = func.call @dynamic_index_in_dim_15(%iterArg, %191) : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
        %193 = func.call @dynamic_index_in_dim_16(%iterArg_51, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %194 = func.call @dynamic_index_in_dim_17(%iterArg_52, %191) : (tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x1xf32>
        %195 = func.call @dynamic_index_in_dim_17(%iterArg_53, %191) : (tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x1xf32>
        %196 = func.call @dynamic_index_in_dim_16(%iterArg_54, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %197 = func.call @dynamic_index_in_dim_16(%iterArg_55, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %198 = func.call @dynamic_index_in_dim_16(%iterArg_56, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %199 = func.call @dynamic_index_in_dim_18(%iterArg_57, %191) : (tensor<3x2x32x4x1x16xf32>, tensor<i32>) -> tensor<2x32x4x1x16xf32>
        %200 = func.call @dynamic_index_in_dim_19(%iterArg_58, %191) : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x32x4x16xf32>
        %201 = func.call @dynamic_index_in_dim_20(%iterArg_59, %191) : (tensor<3x2x4x1x32x32xf32>, tensor<i32>) -> tensor<2x4x1x32x32xf32>
        %202 = func.call @dynamic_index_in_dim_21(%iterArg_60, %191) : (tensor<3x2x4x1x32x1xf32>, tensor<i32>) -> tensor<2x4x1x32x1xf32>
        %203 = func.call @dynamic_index_in_dim_21(%iterArg_61, %191) : (tensor<3x2x4x1x32x1xf32>, tensor<i32>) -> tensor<2x4x1x32x1xf32>
        %204 = func.call @dynamic_index_in_dim_20(%iterArg_62, %191) : (tensor<3x2x4x1x32x32xf32>, tensor<i32>) -> tensor<2x4x1x32x32xf32>
        %205 = func.call @dynamic_index_in_dim_19(%iterArg_63, %191) : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x32x4x16xf32>
        %206 = func.call @dynamic_index_in_dim_19(%iterArg_64, %191) : (tensor<3x2x32x4x16xf32>, tensor<i32>) -> tensor<2x32x4x16xf32>
        %207 = func.call @dynamic_index_in_dim_16(%iterArg_65, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %208 = func.call @dynamic_index_in_dim_17(%iterArg_66, %191) : (tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x1xf32>
        %209 = func.call @dynamic_index_in_dim_17(%iterArg_67, %191) : (tensor<3x2x32x1xf32>, tensor<i32>) -> tensor<2x32x1xf32>
        %210 = func.call @dynamic_index_in_dim_16(%iterArg_68, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %211 = func.call @dynamic_index_in_dim_16(%iterArg_69, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %212 = func.call @dynamic_index_in_dim_16(%iterArg_70, %191) : (tensor<3x2x32x64xf32>, tensor<i32>) -> tensor<2x32x64xf32>
        %213 = func.call @dynamic_index_in_dim_22(%iterArg_71, %191) : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<2x32x128xf32>
        %214 = func.call @dynamic_index_in_dim_22(%iterArg_72, %191) : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<2x32x128xf32>
        %215 = func.call @dynamic_index_in_dim_22(%iterArg_73, %191) : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<2x32x128xf32>
        %216 = func.call @dynamic_index_in_dim_22(%iterArg_74, %191) : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<2x32x128xf32>
        %217 = func.call @dynamic_index_in_dim_22(%iterArg_75, %191) : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<2x32x128xf32>
        %218 = func.call @dynamic_index_in_dim_22(%iterArg_76, %191) : (tensor<3x2x32x128xf32>, tensor<i32>) -> tensor<2x32x128xf32>
        %219 = func.call @dynamic_index_in_dim_15(%iterArg_77, %191) : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
        %220 = func.call @dynamic_index_in_dim_23(%iterArg_78, %191) : (tensor<3xi1>, tensor<i32>) -> tensor<i1>
        %221:13 = func.call @closed_call_24(%iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %192, %193, %194, %195, %196, %197, %198, %199, %200, %201, %202, %203, %204, %205, %206, %207, %208, %209, %210, %211, %212, %213, %214, %215, %216, %217, %218, %219, %220) : (tensor<i1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<2x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x32xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>, tensor<i1>) -> (tensor<2x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>)
        %c_106 = stablehlo.constant dense<1> : tensor<i32>
        %222 = sdy.sharding_constraint %iterArg_90 <@mesh, []> : tensor<i32>
        %223 = sdy.sharding_constraint %c_106 <@mesh, []> : tensor<i32>
        %224 = stablehlo.add %222, %223 : tensor<i32>
        %225 = sdy.sharding_constraint %224 <@mesh, []> : tensor<i32>
        stablehlo.return %iterArg, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %225, %221#0, %221#1, %221#2, %221#3, %221#4, %221#5, %221#6, %221#7, %221#8, %221#9, %221#10, %221#11, %221#12 : tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i32>, tensor<2x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>
      }
      %175 = sdy.sharding_constraint %174#40 <@mesh, []> : tensor<i32>
      %176 = sdy.sharding_constraint %174#41 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
      %177 = sdy.sharding_constraint %174#42 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %178 = sdy.sharding_constraint %174#43 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %179 = sdy.sharding_constraint %174#44 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %180 = sdy.sharding_constraint %174#45 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
      %181 = sdy.sharding_constraint %174#46 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x128x64xf32>
      %182 = sdy.sharding_constraint %174#47 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x64x128xf32>
      %183 = sdy.sharding_constraint %174#48 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
      %184 = sdy.sharding_constraint %174#49 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x4x16x64xf32>
      %185 = sdy.sharding_constraint %174#50 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
      %186 = sdy.sharding_constraint %174#51 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
      %187 = sdy.sharding_constraint %174#52 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
      %188 = sdy.sharding_constraint %174#53 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
      %189 = "stablehlo.all_reduce"(%176) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg57: tensor<f32>, %arg58: tensor<f32>):
        %190 = stablehlo.add %arg57, %arg58 : tensor<f32>
        %191 = sdy.sharding_constraint %190 <@mesh, []> : tensor<f32>
        stablehlo.return %191 : tensor<f32>
      }) : (tensor<2x2x32x64xf32>) -> tensor<2x2x32x64xf32>
      sdy.return %177, %178, %179, %180, %181, %182, %183, %184, %185, %186, %189 : tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x2x32x64xf32>
    } : (tensor<2x2x2x32x64xf32>, tensor<2xi1>, tensor<2x1x64xf32>, tensor<128x4x16xf32>, tensor<128x4x16xf32>, tensor<128x4x16xf32>, tensor<2xf32>, tensor<4x4x1x32x32xi1>, tensor<8x16x64xf32>, tensor<2x1x64xf32>, tensor<128x128xf32>, tensor<256x64xf32>, tensor<6xi32>, tensor<6x2x32x64xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x4x1x16xf32>, tensor<6x2x32x4x16xf32>, tensor<6x2x4x1x32x32xf32>, tensor<6x2x4x1x32x1xf32>, tensor<6x2x4x1x32x1xf32>, tensor<6x2x4x1x32x32xf32>, tensor<6x2x32x4x16xf32>, tensor<6x2x32x4x16xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x1xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x64xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6x2x32x128xf32>, tensor<6xi32>, tensor<6xi1>) -> (tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x128x64xf32>, tensor<2x1x64x128xf32>, tensor<2x1x64x4x16xf32>, tensor<2x1x4x16x64xf32>, tensor<2x1x64x4x16xf32>, tensor<2x1x64x4x16xf32>, tensor<2x2x32x64xf32>)
    %95 = stablehlo.reshape %94#10 : (tensor<2x2x32x64xf32>) -> tensor<4x32x64xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{"data", "fsdp"}, {}, {}]> : tensor<4x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_23) applies stablehlo.add across dimensions = [0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %100 = call @_take_30(%0#1, %96) : (tensor<4x32x1xi32>, tensor<4x32x64xf32>) -> tensor<256x64xf32>
    %101 = stablehlo.add %57, %100 : tensor<256x64xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<256x64xf32>
    %104 = stablehlo.subtract %arg0, %103 : tensor<256x64xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %106 = stablehlo.multiply %105, %60 : tensor<64xf32>
    %107 = stablehlo.subtract %arg1, %106 : tensor<64xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %109 = stablehlo.multiply %108, %66 : tensor<64xf32>
    %110 = stablehlo.subtract %arg2, %109 : tensor<64xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %112 = stablehlo.multiply %111, %94#0 : tensor<2x1x64xf32>
    %113 = stablehlo.subtract %arg3, %112 : tensor<2x1x64xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %115 = stablehlo.multiply %114, %94#1 : tensor<2x1x64xf32>
    %116 = stablehlo.subtract %arg4, %115 : tensor<2x1x64xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %118 = stablehlo.multiply %117, %94#2 : tensor<2x1x64xf32>
    %119 = stablehlo.subtract %arg5, %118 : tensor<2x1x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x1x64xf32>
    %121 = stablehlo.multiply %120, %94#3 : tensor<2x1x64xf32>
    %122 = stablehlo.subtract %arg6, %121 : tensor<2x1x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2x1x128x64xf32>
    %124 = stablehlo.multiply %123, %94#4 : tensor<2x1x128x64xf32>
    %125 = stablehlo.subtract %arg7, %124 : tensor<2x1x128x64xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2x1x64x128xf32>
    %127 = stablehlo.multiply %126, %94#5 : tensor<2x1x64x128xf32>
    %128 = stablehlo.subtract %arg8, %127 : tensor<2x1x64x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2x1x64x4x16xf32>
    %130 = stablehlo.multiply %129, %94#6 : tensor<2x1x64x4x16xf32>
    %131 = stablehlo.subtract %arg9, %130 : tensor<2x1x64x4x16xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2x1x4x16x64xf32>
    %133 = stablehlo.multiply %132, %94#7 : tensor<2x1x4x16x64xf32>
    %134 = stablehlo.subtract %arg10, %133 : tensor<2x1x4x16x64xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<2x1x64x4x16xf32>
    %136 = stablehlo.multiply %135, %94#8 : tensor<2x1x64x4x16xf32>
    %137 = stablehlo.subtract %arg11, %136 : tensor<2x1x64x4x16xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<2x1x64x4x16xf32>
    %139 = stablehlo.multiply %138, %94#9 : tensor<2x1x64x4x16xf32>
    %140 = stablehlo.subtract %arg12, %139 : tensor<2x1x64x4x16xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %142 = stablehlo.multiply %141, %99 : tensor<32x64xf32>
    %143 = stablehlo.subtract %arg13, %142 : tensor<32x64xf32>
    return %104, %107, %110, %113, %116, %119, %122, %125, %128, %131, %134, %137, %140, %143, %47 : tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x64xf32>, tensor<2x1x128x64xf32>, tensor<2x1x64x128xf32>, tensor<2x1x64x4x16xf32>, tensor<2x1x4x16x64xf32>, tensor<2x1x64x4x16xf32>, tensor<2x1x64x4x16xf32>, tensor<32x64xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<256x64xf32>, %arg1: tensor<4x32xi32>) -> (tensor<4x32x64xf32>, tensor<4x32x1xi32>) {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<4x32x1xi32>) -> tensor<4x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x32xi1>) -> tensor<4x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x32x64xi1>, tensor<4x32x64xf32>
    return %16, %5 : tensor<4x32x64xf32>, tensor<4x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<4x32xi1>, %arg1: tensor<4x32xi32>, %arg2: tensor<4x32xi32>) -> tensor<4x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x32xi1>, tensor<4x32xi32>
    return %0 : tensor<4x32xi32>
  }
  func.func private @tril(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}]> : tensor<32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}]> : tensor<32x32xi32>
    %4 = stablehlo.add %1, %3 : tensor<32x32xi32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}]> : tensor<32x32xi32>
    %6 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{?}, {?}]> : tensor<32x32xi32>
    %8 = stablehlo.compare GE, %5, %7, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %10 = sdy.sharding_constraint %9 <@mesh, [{?}, {?}]> : tensor<32x32xi1>
    %11 = stablehlo.select %8, %arg0, %10 : tensor<32x32xi1>, tensor<32x32xi1>
    %12 = sdy.sharding_constraint %11 <@mesh, [{?}, {?}]> : tensor<32x32xi1>
    return %12 : tensor<32x32xi1>
  }
  func.func private @_where_0(%arg0: tensor<32x32xi1>, %arg1: tensor<f32>) -> (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = sdy.sharding_constraint %0 <@mesh, []> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<2x4x1x32x32xi1>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xi1>
    %4 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    return %3, %5 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<2x2x32x64xf32>, %arg1: tensor<i1>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<64x4x16xf32>, %arg6: tensor<64x4x16xf32>, %arg7: tensor<f32>, %arg8: tensor<2x4x1x32x32xi1>, %arg9: tensor<2x4x1x32x32xf32>, %arg10: tensor<4x16x64xf32>, %arg11: tensor<1x1x64xf32>, %arg12: tensor<1x1x64xf32>, %arg13: tensor<64x128xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<i1>, %arg16: tensor<i32>, %arg17: tensor<i32>, %arg18: tensor<i32>, %arg19: tensor<2x32x64xf32>, %arg20: tensor<2x2x32x64xf32>) -> (tensor<i32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x32xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = sdy.sharding_constraint %arg18 <@mesh, []> : tensor<i32>
    %1 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %2 = stablehlo.add %0, %1 : tensor<i32>
    %3 = sdy.sharding_constraint %2 <@mesh, []> : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = sdy.sharding_constraint %arg18 <@mesh, []> : tensor<i32>
    %5 = sdy.sharding_constraint %c_0 <@mesh, []> : tensor<i32>
    %6 = stablehlo.minimum %4, %5 : tensor<i32>
    %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<i32>
    %8:2 = call @dynamic_index_in_dim(%7, %arg0) : (tensor<i32>, tensor<2x2x32x64xf32>) -> (tensor<2x32x64xf32>, tensor<i32>)
    %9 = call @_where_1(%8#0, %arg19, %arg1) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<i1>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %13 = sdy.sharding_constraint %12 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %15 = sdy.sharding_constraint %14 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %16 = stablehlo.divide %13, %15 : tensor<2x32x1xf32>
    %17 = sdy.sharding_constraint %16 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %19 = sdy.sharding_constraint %18 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %20 = stablehlo.subtract %9, %19 : tensor<2x32x64xf32>
    %21 = sdy.sharding_constraint %20 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<2x32x64xf32>
    %25 = sdy.sharding_constraint %24 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %26 = chlo.square %25 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %29 = stablehlo.multiply %28, %25 : tensor<2x32x64xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%26 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %37 = stablehlo.divide %34, %36 : tensor<2x32x1xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %41 = stablehlo.add %38, %40 : tensor<2x32x1xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %43 = stablehlo.rsqrt %42 : tensor<2x32x1xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %45 = stablehlo.divide %44, %42 : tensor<2x32x1xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %49 = stablehlo.multiply %48, %46 : tensor<2x32x1xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %51 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %53 = stablehlo.multiply %21, %52 : tensor<2x32x64xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %55 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %57 = stablehlo.multiply %54, %56 : tensor<2x32x64xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %59 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x32x64xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %63 = stablehlo.dot_general %62, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %65 = stablehlo.dot_general %62, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %67 = stablehlo.dot_general %62, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %69 = stablehlo.reshape %64 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x32x4x1x16xf32>
    %71 = stablehlo.dot_general %66, %70, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x32x1xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x32x32x1xf32>
    %73 = stablehlo.transpose %72, dims = [0, 1, 4, 3, 2] : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %75 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %77 = stablehlo.divide %74, %76 : tensor<2x4x1x32x32xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %79 = call @_where_2(%78, %arg8, %arg9) : (tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_7) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %81 = sdy.sharding_constraint %80 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x1x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
    %83 = sdy.sharding_constraint %82 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x1x32xf32>
    %84 = stablehlo.maximum %83, %81 : tensor<2x4x1x32xf32>
    %85 = sdy.sharding_constraint %84 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x1x32xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
    %87 = sdy.sharding_constraint %86 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %89 = sdy.sharding_constraint %88 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %90 = stablehlo.subtract %79, %89 : tensor<2x4x1x32x32xf32>
    %91 = sdy.sharding_constraint %90 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %92 = stablehlo.exponential %91 : tensor<2x4x1x32x32xf32>
    %93 = sdy.sharding_constraint %92 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_9) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %95 = sdy.sharding_constraint %94 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x1x32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
    %97 = sdy.sharding_constraint %96 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %99 = sdy.sharding_constraint %98 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %100 = stablehlo.divide %93, %99 : tensor<2x4x1x32x32xf32>
    %101 = sdy.sharding_constraint %100 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %102 = stablehlo.multiply %97, %97 : tensor<2x4x1x32x1xf32>
    %103 = sdy.sharding_constraint %102 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x1xf32>
    %105 = sdy.sharding_constraint %104 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %106 = stablehlo.divide %105, %103 : tensor<2x4x1x32x1xf32>
    %107 = sdy.sharding_constraint %106 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %109 = stablehlo.dot_general %68, %101, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x16x1x32xf32>
    %111 = stablehlo.transpose %110, dims = [0, 4, 1, 3, 2] : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x32x4x1x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %115 = stablehlo.dot_general %114, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %117 = stablehlo.add %9, %116 : tensor<2x32x64xf32>
    %118 = sdy.sharding_constraint %117 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %125 = stablehlo.divide %122, %124 : tensor<2x32x1xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %129 = stablehlo.subtract %118, %128 : tensor<2x32x64xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %131 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %133 = stablehlo.subtract %118, %132 : tensor<2x32x64xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %135 = chlo.square %134 : tensor<2x32x64xf32> -> tensor<2x32x64xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %137 = sdy.sharding_constraint %136 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %138 = stablehlo.multiply %137, %134 : tensor<2x32x64xf32>
    %139 = sdy.sharding_constraint %138 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%135 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %143 = sdy.sharding_constraint %142 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %145 = sdy.sharding_constraint %144 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %146 = stablehlo.divide %143, %145 : tensor<2x32x1xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %150 = stablehlo.add %147, %149 : tensor<2x32x1xf32>
    %151 = sdy.sharding_constraint %150 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<2x32x1xf32>
    %153 = sdy.sharding_constraint %152 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %154 = stablehlo.divide %153, %151 : tensor<2x32x1xf32>
    %155 = sdy.sharding_constraint %154 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %157 = sdy.sharding_constraint %156 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %158 = stablehlo.multiply %157, %155 : tensor<2x32x1xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %160 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %162 = stablehlo.multiply %130, %161 : tensor<2x32x64xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %164 = stablehlo.broadcast_in_dim %arg11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %165 = sdy.sharding_constraint %164 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %166 = stablehlo.multiply %163, %165 : tensor<2x32x64xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %168 = stablehlo.broadcast_in_dim %arg12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %170 = stablehlo.add %167, %169 : tensor<2x32x64xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %172 = stablehlo.dot_general %171, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %174 = stablehlo.multiply %173, %173 : tensor<2x32x128xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<2x32x128xf32>
    %176 = sdy.sharding_constraint %175 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %177 = stablehlo.multiply %173, %173 : tensor<2x32x128xf32>
    %178 = sdy.sharding_constraint %177 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_18 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %180 = sdy.sharding_constraint %179 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<2x32x128xf32>
    %182 = sdy.sharding_constraint %181 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %184 = sdy.sharding_constraint %183 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %185 = stablehlo.multiply %184, %176 : tensor<2x32x128xf32>
    %186 = sdy.sharding_constraint %185 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %187 = stablehlo.add %173, %186 : tensor<2x32x128xf32>
    %188 = sdy.sharding_constraint %187 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %190 = sdy.sharding_constraint %189 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %191 = stablehlo.multiply %190, %188 : tensor<2x32x128xf32>
    %192 = sdy.sharding_constraint %191 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %193 = stablehlo.tanh %192 : tensor<2x32x128xf32>
    %194 = sdy.sharding_constraint %193 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %196 = sdy.sharding_constraint %195 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %197 = stablehlo.subtract %196, %194 : tensor<2x32x128xf32>
    %198 = sdy.sharding_constraint %197 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %200 = sdy.sharding_constraint %199 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %201 = stablehlo.add %200, %194 : tensor<2x32x128xf32>
    %202 = sdy.sharding_constraint %201 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_23 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %204 = sdy.sharding_constraint %203 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %205 = stablehlo.multiply %204, %202 : tensor<2x32x128xf32>
    %206 = sdy.sharding_constraint %205 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %207 = stablehlo.multiply %173, %206 : tensor<2x32x128xf32>
    %208 = sdy.sharding_constraint %207 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %209 = stablehlo.dot_general %208, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %210 = sdy.sharding_constraint %209 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %211 = stablehlo.add %118, %210 : tensor<2x32x64xf32>
    %212 = sdy.sharding_constraint %211 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %213 = sdy.sharding_constraint %arg18 <@mesh, []> : tensor<i32>
    %214 = sdy.sharding_constraint %c_24 <@mesh, []> : tensor<i32>
    %215 = stablehlo.subtract %213, %214 : tensor<i32>
    %216 = sdy.sharding_constraint %215 <@mesh, []> : tensor<i32>
    %217 = call @clip(%216, %arg16, %arg17) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %218 = sdy.sharding_constraint %arg18 <@mesh, []> : tensor<i32>
    %219 = sdy.sharding_constraint %c_25 <@mesh, []> : tensor<i32>
    %220 = stablehlo.compare GE, %218, %219, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<false> : tensor<i1>
    %221 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i1>) -> tensor<i1>
    %222 = stablehlo.compare NE, %220, %221, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %223 = stablehlo.convert %222 : tensor<i1>
    %224 = sdy.sharding_constraint %223 <@mesh, []> : tensor<i1>
    %225 = stablehlo.and %arg15, %224 : tensor<i1>
    %226 = sdy.sharding_constraint %225 <@mesh, []> : tensor<i1>
    %227:2 = call @dynamic_update_index_in_dim(%arg20, %212, %217) : (tensor<2x2x32x64xf32>, tensor<2x32x64xf32>, tensor<i32>) -> (tensor<2x2x32x64xf32>, tensor<i32>)
    %228 = call @_where_3(%226, %227#0, %arg20) : (tensor<i1>, tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %229 = "stablehlo.collective_permute"(%212) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    return %3, %229, %228, %8#1, %30, %50, %44, %21, %54, %62, %70, %66, %93, %97, %108, %101, %68, %114, %139, %159, %153, %130, %163, %171, %182, %194, %198, %206, %173, %208, %227#1, %226 : tensor<i32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>, tensor<i32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x4x1x16xf32>, tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x1xf32>, tensor<2x4x1x32x32xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x64xf32>, tensor<2x32x1xf32>, tensor<2x32x1xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<2x32x128xf32>, tensor<i32>, tensor<i1>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<i32>, %arg1: tensor<2x2x32x64xf32>) -> (tensor<2x32x64xf32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %1 = stablehlo.compare LT, %arg0, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg0 : tensor<i32>
    %3 = sdy.sharding_constraint %2 <@mesh, []> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.add %3, %c_0 : tensor<i32>
    %5 = sdy.sharding_constraint %4 <@mesh, []> : tensor<i32>
    %6 = stablehlo.select %1, %5, %arg0 : tensor<i1>, tensor<i32>
    %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %arg1, %7, %c_1, %c_2, %c_3, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %10 = stablehlo.reshape %9 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    return %11, %7 : tensor<2x32x64xf32>, tensor<i32>
  }
  func.func private @_where_1(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<i1>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.select %arg2, %arg0, %arg1 : tensor<i1>, tensor<2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    return %1 : tensor<2x32x64xf32>
  }
  func.func private @_where_2(%arg0: tensor<2x4x1x32x32xf32>, %arg1: tensor<2x4x1x32x32xi1>, %arg2: tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    return %1 : tensor<2x4x1x32x32xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = sdy.sharding_constraint %arg2 <@mesh, []> : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = sdy.sharding_constraint %1 <@mesh, []> : tensor<i32>
    %3 = sdy.sharding_constraint %arg1 <@mesh, []> : tensor<i32>
    %4 = stablehlo.minimum %3, %2 : tensor<i32>
    %5 = sdy.sharding_constraint %4 <@mesh, []> : tensor<i32>
    return %5 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x2x32x64xf32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<i32>) -> (tensor<2x2x32x64xf32>, tensor<i32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
    %3 = stablehlo.compare LT, %arg2, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.convert %arg2 : tensor<i32>
    %5 = sdy.sharding_constraint %4 <@mesh, []> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %6 = stablehlo.add %5, %c_0 : tensor<i32>
    %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<i32>
    %8 = stablehlo.select %3, %7, %arg2 : tensor<i1>, tensor<i32>
    %9 = sdy.sharding_constraint %8 <@mesh, []> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %arg0, %1, %9, %c_1, %c_2, %c_3 : (tensor<2x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x32x64xf32>
    %11 = sdy.sharding_constraint %10 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    return %11, %9 : tensor<2x2x32x64xf32>, tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<2x2x32x64xf32>, %arg2: tensor<2x2x32x64xf32>) -> tensor<2x2x32x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<2x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    return %1 : tensor<2x2x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<3xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<3xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}]> : tensor<1xi32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}]> : tensor<3xi32>
    return %3 : tensor<3xi32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<2x32x64xf32>, %arg2: tensor<i32>) -> tensor<3x2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x64xf32>
    return %3 : tensor<3x2x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<2x32x1xf32>, %arg2: tensor<i32>) -> tensor<3x2x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x1xf32>
    return %3 : tensor<3x2x32x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x2x32x4x1x16xf32>, %arg1: tensor<2x32x4x1x16xf32>, %arg2: tensor<i32>) -> tensor<3x2x32x4x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<2x32x4x1x16xf32>) -> tensor<1x2x32x4x1x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<1x2x32x4x1x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<3x2x32x4x1x16xf32>, tensor<1x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x1x16xf32>
    return %3 : tensor<3x2x32x4x1x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<2x32x4x16xf32>, %arg2: tensor<i32>) -> tensor<3x2x32x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x2x32x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<3x2x32x4x16xf32>
    return %3 : tensor<3x2x32x4x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<3x2x4x1x32x32xf32>, %arg1: tensor<2x4x1x32x32xf32>, %arg2: tensor<i32>) -> tensor<3x2x4x1x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<1x2x4x1x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x32xf32>
    return %3 : tensor<3x2x4x1x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<3x2x4x1x32x1xf32>, %arg1: tensor<2x4x1x32x1xf32>, %arg2: tensor<i32>) -> tensor<3x2x4x1x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4, 5] : (tensor<2x4x1x32x1xf32>) -> tensor<1x2x4x1x32x1xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<1x2x4x1x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1, %c_2, %c_3 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<3x2x4x1x32x1xf32>
    return %3 : tensor<3x2x4x1x32x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<2x32x128xf32>, %arg2: tensor<i32>) -> tensor<3x2x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2, %c, %c_0, %c_1 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<3x2x32x128xf32>
    return %3 : tensor<3x2x32x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<3xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<3xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}]> : tensor<1xi1>
    %2 = stablehlo.dynamic_update_slice %arg0, %1, %arg2 : (tensor<3xi1>, tensor<1xi1>, tensor<i32>) -> tensor<3xi1>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}]> : tensor<3xi1>
    return %3 : tensor<3xi1>
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
  func.func private @take_along_axis_13(%arg0: tensor<4x32x1x1xi32>, %arg1: tensor<4x32x1xf32>) -> tensor<4x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x32x256xf32>, tensor<4x32x1x1xi32>, tensor<4x32x1xf32>) -> tensor<4x32x256xf32>
    return %1 : tensor<4x32x256xf32>
  }
  func.func private @log_softmax_14(%arg0: tensor<4x32x256xf32>, %arg1: tensor<4x32x1xf32>, %arg2: tensor<4x32x256xf32>) -> tensor<4x32x256xf32> {
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
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<3xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}]> : tensor<1xi32>
    %2 = stablehlo.reshape %1 : (tensor<1xi32>) -> tensor<i32>
    %3 = sdy.sharding_constraint %2 <@mesh, []> : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<3x2x32x64xf32>, %arg1: tensor<i32>) -> tensor<2x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<3x2x32x1xf32>, %arg1: tensor<i32>) -> tensor<2x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    return %3 : tensor<2x32x1xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<3x2x32x4x1x16xf32>, %arg1: tensor<i32>) -> tensor<2x32x4x1x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 2, 32, 4, 1, 16] : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x1x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<1x2x32x4x1x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x32x4x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x32x4x1x16xf32>
    return %3 : tensor<2x32x4x1x16xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<3x2x32x4x16xf32>, %arg1: tensor<i32>) -> tensor<2x32x4x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x2x32x4x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    return %3 : tensor<2x32x4x16xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<3x2x4x1x32x32xf32>, %arg1: tensor<i32>) -> tensor<2x4x1x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<1x2x4x1x32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    return %3 : tensor<2x4x1x32x32xf32>
  }
  func.func private @dynamic_index_in_dim_21(%arg0: tensor<3x2x4x1x32x1xf32>, %arg1: tensor<i32>) -> tensor<2x4x1x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, %c_3, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}, {?}]> : tensor<1x2x4x1x32x1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    return %3 : tensor<2x4x1x32x1xf32>
  }
  func.func private @dynamic_index_in_dim_22(%arg0: tensor<3x2x32x128xf32>, %arg1: tensor<i32>) -> tensor<2x32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    return %3 : tensor<2x32x128xf32>
  }
  func.func private @dynamic_index_in_dim_23(%arg0: tensor<3xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}]> : tensor<1xi1>
    %2 = stablehlo.reshape %1 : (tensor<1xi1>) -> tensor<i1>
    %3 = sdy.sharding_constraint %2 <@mesh, []> : tensor<i1>
    return %3 : tensor<i1>
  }
  func.func private @closed_call_24(%arg0: tensor<i1>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<64x4x16xf32>, %arg3: tensor<64x4x16xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<f32>, %arg6: tensor<2x4x1x32x32xi1>, %arg7: tensor<4x16x64xf32>, %arg8: tensor<1x1x64xf32>, %arg9: tensor<64x128xf32>, %arg10: tensor<128x64xf32>, %arg11: tensor<2x2x32x64xf32>, %arg12: tensor<1x1x64xf32>, %arg13: tensor<1x1x64xf32>, %arg14: tensor<1x1x64xf32>, %arg15: tensor<1x1x64xf32>, %arg16: tensor<1x1x128x64xf32>, %arg17: tensor<1x1x64x128xf32>, %arg18: tensor<1x1x64x4x16xf32>, %arg19: tensor<1x1x4x16x64xf32>, %arg20: tensor<1x1x64x4x16xf32>, %arg21: tensor<1x1x64x4x16xf32>, %arg22: tensor<2x32x64xf32>, %arg23: tensor<2x2x32x64xf32>, %arg24: tensor<i32>, %arg25: tensor<2x32x64xf32>, %arg26: tensor<2x32x1xf32>, %arg27: tensor<2x32x1xf32>, %arg28: tensor<2x32x64xf32>, %arg29: tensor<2x32x64xf32>, %arg30: tensor<2x32x64xf32>, %arg31: tensor<2x32x4x1x16xf32>, %arg32: tensor<2x32x4x16xf32>, %arg33: tensor<2x4x1x32x32xf32>, %arg34: tensor<2x4x1x32x1xf32>, %arg35: tensor<2x4x1x32x1xf32>, %arg36: tensor<2x4x1x32x32xf32>, %arg37: tensor<2x32x4x16xf32>, %arg38: tensor<2x32x4x16xf32>, %arg39: tensor<2x32x64xf32>, %arg40: tensor<2x32x1xf32>, %arg41: tensor<2x32x1xf32>, %arg42: tensor<2x32x64xf32>, %arg43: tensor<2x32x64xf32>, %arg44: tensor<2x32x64xf32>, %arg45: tensor<2x32x128xf32>, %arg46: tensor<2x32x128xf32>, %arg47: tensor<2x32x128xf32>, %arg48: tensor<2x32x128xf32>, %arg49: tensor<2x32x128xf32>, %arg50: tensor<2x32x128xf32>, %arg51: tensor<i32>, %arg52: tensor<i1>) -> (tensor<2x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>) {
    %0 = "stablehlo.collective_permute"(%arg22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %1:2 = call @_where_25(%arg52, %arg23) : (tensor<i1>, tensor<2x2x32x64xf32>) -> (tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>)
    %2:2 = call @dynamic_update_index_in_dim_26(%arg51, %1#0) : (tensor<i32>, tensor<2x2x32x64xf32>) -> (tensor<2x2x32x64xf32>, tensor<2x32x64xf32>)
    %3 = stablehlo.add %1#1, %2#0 : tensor<2x2x32x64xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    %5 = stablehlo.add %0, %2#1 : tensor<2x32x64xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %7 = stablehlo.dot_general %6, %arg50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x128xf32>) -> tensor<64x128xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{?}, {?}]> : tensor<64x128xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{?}, {?}]> : tensor<128x64xf32>
    %11 = stablehlo.dot_general %6, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<128x64xf32>) -> tensor<2x32x128xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %13 = stablehlo.multiply %arg49, %12 : tensor<2x32x128xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %15 = stablehlo.multiply %12, %arg48 : tensor<2x32x128xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %19 = stablehlo.multiply %18, %14 : tensor<2x32x128xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %21 = stablehlo.multiply %20, %arg47 : tensor<2x32x128xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %23 = stablehlo.multiply %22, %arg46 : tensor<2x32x128xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %25 = stablehlo.add %22, %24 : tensor<2x32x128xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<2x32x128xf32>
    %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %31 = stablehlo.add %16, %30 : tensor<2x32x128xf32>
    %32 = sdy.sharding_constraint %31 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %cst_1 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %34 = sdy.sharding_constraint %33 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %35 = stablehlo.multiply %34, %30 : tensor<2x32x128xf32>
    %36 = sdy.sharding_constraint %35 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %37 = stablehlo.multiply %36, %arg45 : tensor<2x32x128xf32>
    %38 = sdy.sharding_constraint %37 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %39 = stablehlo.add %32, %38 : tensor<2x32x128xf32>
    %40 = sdy.sharding_constraint %39 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x128xf32>
    %41 = stablehlo.dot_general %40, %arg44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
    %42 = sdy.sharding_constraint %41 <@mesh, [{?}, {?}]> : tensor<128x64xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %44 = sdy.sharding_constraint %43 <@mesh, [{?}, {?}]> : tensor<64x128xf32>
    %45 = stablehlo.dot_general %40, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
    %46 = sdy.sharding_constraint %45 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %48 = sdy.sharding_constraint %47 <@mesh, [{?}]> : tensor<64xf32>
    %49 = stablehlo.reshape %48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %50 = sdy.sharding_constraint %49 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %52 = sdy.sharding_constraint %51 <@mesh, [{?}]> : tensor<64xf32>
    %53 = stablehlo.multiply %arg43, %46 : tensor<2x32x64xf32>
    %54 = sdy.sharding_constraint %53 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %56 = sdy.sharding_constraint %55 <@mesh, [{?}]> : tensor<64xf32>
    %57 = stablehlo.reshape %56 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %58 = sdy.sharding_constraint %57 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %60 = sdy.sharding_constraint %59 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %61 = stablehlo.multiply %46, %60 : tensor<2x32x64xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%58 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %64 = sdy.sharding_constraint %63 <@mesh, [{?}]> : tensor<64xf32>
    %65 = stablehlo.multiply %arg42, %62 : tensor<2x32x64xf32>
    %66 = sdy.sharding_constraint %65 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %68 = sdy.sharding_constraint %67 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %69 = stablehlo.reshape %68 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %70 = sdy.sharding_constraint %69 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %71 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %72 = sdy.sharding_constraint %71 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %73 = stablehlo.multiply %62, %72 : tensor<2x32x64xf32>
    %74 = sdy.sharding_constraint %73 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %75 = stablehlo.multiply %70, %arg40 : tensor<2x32x1xf32>
    %76 = sdy.sharding_constraint %75 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %78 = sdy.sharding_constraint %77 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %79 = stablehlo.divide %76, %78 : tensor<2x32x1xf32>
    %80 = sdy.sharding_constraint %79 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %82 = sdy.sharding_constraint %81 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %84 = sdy.sharding_constraint %83 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %85 = stablehlo.multiply %84, %arg39 : tensor<2x32x64xf32>
    %86 = sdy.sharding_constraint %85 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %87 = stablehlo.negate %86 : tensor<2x32x64xf32>
    %88 = sdy.sharding_constraint %87 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %90 = sdy.sharding_constraint %89 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %92 = sdy.sharding_constraint %91 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %93 = stablehlo.add %6, %86 : tensor<2x32x64xf32>
    %94 = sdy.sharding_constraint %93 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %95 = stablehlo.negate %74 : tensor<2x32x64xf32>
    %96 = sdy.sharding_constraint %95 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %98 = sdy.sharding_constraint %97 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %99 = stablehlo.reshape %98 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %100 = sdy.sharding_constraint %99 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %101 = stablehlo.add %94, %74 : tensor<2x32x64xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %103 = stablehlo.add %92, %100 : tensor<2x32x1xf32>
    %104 = sdy.sharding_constraint %103 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %106 = sdy.sharding_constraint %105 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %107 = stablehlo.divide %104, %106 : tensor<2x32x1xf32>
    %108 = sdy.sharding_constraint %107 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %110 = sdy.sharding_constraint %109 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %112 = sdy.sharding_constraint %111 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %113 = stablehlo.add %102, %112 : tensor<2x32x64xf32>
    %114 = sdy.sharding_constraint %113 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %115 = stablehlo.dot_general %114, %arg38, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x4x16xf32>) -> tensor<64x4x16xf32>
    %116 = sdy.sharding_constraint %115 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
    %117 = stablehlo.transpose %116, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %118 = sdy.sharding_constraint %117 <@mesh, [{?}, {?}, {?}]> : tensor<4x16x64xf32>
    %119 = stablehlo.dot_general %114, %arg7, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x16x64xf32>) -> tensor<2x32x4x16xf32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %122 = sdy.sharding_constraint %121 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x32x4x1x16xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 4, 3, 1] : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x1x32xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x16x1x32xf32>
    %125 = stablehlo.dot_general %124, %arg37, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x1x32xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x1x32x32xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %127 = stablehlo.dot_general %124, %arg36, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x1x32xf32>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x16x32xf32>
    %128 = sdy.sharding_constraint %127 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x16x32xf32>
    %129 = stablehlo.transpose %128, dims = [0, 3, 1, 2] : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %130 = sdy.sharding_constraint %129 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %131 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %132 = sdy.sharding_constraint %131 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %133 = stablehlo.multiply %126, %132 : tensor<2x4x1x32x32xf32>
    %134 = sdy.sharding_constraint %133 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %135 = stablehlo.multiply %134, %arg33 : tensor<2x4x1x32x32xf32>
    %136 = sdy.sharding_constraint %135 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%136 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %138 = sdy.sharding_constraint %137 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x1x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
    %140 = sdy.sharding_constraint %139 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %141 = stablehlo.negate %140 : tensor<2x4x1x32x1xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x1xf32>
    %143 = stablehlo.broadcast_in_dim %arg34, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %144 = sdy.sharding_constraint %143 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %145 = stablehlo.divide %126, %144 : tensor<2x4x1x32x32xf32>
    %146 = sdy.sharding_constraint %145 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%142 init: %cst_14) applies stablehlo.add across dimensions = [2, 4] : (tensor<2x4x1x32x1xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %148 = sdy.sharding_constraint %147 <@mesh, [{?}, {?}, {?}]> : tensor<2x4x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 3] : (tensor<2x4x32xf32>) -> tensor<2x4x1x32xf32>
    %150 = sdy.sharding_constraint %149 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x1x32xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
    %152 = sdy.sharding_constraint %151 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %153 = stablehlo.add %146, %152 : tensor<2x4x1x32x32xf32>
    %154 = sdy.sharding_constraint %153 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %155 = stablehlo.multiply %154, %arg33 : tensor<2x4x1x32x32xf32>
    %156 = sdy.sharding_constraint %155 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %157 = call @_where_27(%arg6, %156) : (tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %158 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %159 = sdy.sharding_constraint %158 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %160 = stablehlo.divide %157, %159 : tensor<2x4x1x32x32xf32>
    %161 = sdy.sharding_constraint %160 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %162 = stablehlo.transpose %161, dims = [0, 1, 4, 3, 2] : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32x1xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x32x32x1xf32>
    %164 = stablehlo.dot_general %163, %arg32, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32x1xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x16xf32>
    %165 = sdy.sharding_constraint %164 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x32x1x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3, 4] : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %167 = sdy.sharding_constraint %166 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x32x4x1x16xf32>
    %168 = stablehlo.dot_general %163, %arg31, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32x1xf32>, tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x16xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x4x32x16xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %172 = stablehlo.reshape %167 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %173 = sdy.sharding_constraint %172 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x32x4x16xf32>
    %174 = stablehlo.dot_general %130, %arg30, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %175 = sdy.sharding_constraint %174 <@mesh, [{?}, {?}, {?}]> : tensor<4x16x64xf32>
    %176 = stablehlo.transpose %175, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %177 = sdy.sharding_constraint %176 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
    %178 = stablehlo.dot_general %130, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %179 = sdy.sharding_constraint %178 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %180 = stablehlo.dot_general %171, %arg30, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %181 = sdy.sharding_constraint %180 <@mesh, [{?}, {?}, {?}]> : tensor<4x16x64xf32>
    %182 = stablehlo.transpose %181, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %183 = sdy.sharding_constraint %182 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
    %184 = stablehlo.dot_general %171, %arg3, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %186 = stablehlo.add %179, %185 : tensor<2x32x64xf32>
    %187 = sdy.sharding_constraint %186 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %188 = stablehlo.dot_general %173, %arg30, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %189 = sdy.sharding_constraint %188 <@mesh, [{?}, {?}, {?}]> : tensor<4x16x64xf32>
    %190 = stablehlo.transpose %189, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %191 = sdy.sharding_constraint %190 <@mesh, [{?}, {?}, {?}]> : tensor<64x4x16xf32>
    %192 = stablehlo.dot_general %173, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %193 = sdy.sharding_constraint %192 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %194 = stablehlo.add %187, %193 : tensor<2x32x64xf32>
    %195 = sdy.sharding_constraint %194 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %197 = sdy.sharding_constraint %196 <@mesh, [{?}]> : tensor<64xf32>
    %198 = stablehlo.reshape %197 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %199 = sdy.sharding_constraint %198 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %201 = sdy.sharding_constraint %200 <@mesh, [{?}]> : tensor<64xf32>
    %202 = stablehlo.multiply %arg29, %195 : tensor<2x32x64xf32>
    %203 = sdy.sharding_constraint %202 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %205 = sdy.sharding_constraint %204 <@mesh, [{?}]> : tensor<64xf32>
    %206 = stablehlo.reshape %205 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %207 = sdy.sharding_constraint %206 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %208 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %209 = sdy.sharding_constraint %208 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %210 = stablehlo.multiply %195, %209 : tensor<2x32x64xf32>
    %211 = sdy.sharding_constraint %210 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%207 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %213 = sdy.sharding_constraint %212 <@mesh, [{?}]> : tensor<64xf32>
    %214 = stablehlo.multiply %arg28, %211 : tensor<2x32x64xf32>
    %215 = sdy.sharding_constraint %214 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %217 = sdy.sharding_constraint %216 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %218 = stablehlo.reshape %217 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %219 = sdy.sharding_constraint %218 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %220 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x64xf32>
    %221 = sdy.sharding_constraint %220 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %222 = stablehlo.multiply %211, %221 : tensor<2x32x64xf32>
    %223 = sdy.sharding_constraint %222 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %224 = stablehlo.multiply %219, %arg26 : tensor<2x32x1xf32>
    %225 = sdy.sharding_constraint %224 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %227 = sdy.sharding_constraint %226 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %228 = stablehlo.divide %225, %227 : tensor<2x32x1xf32>
    %229 = sdy.sharding_constraint %228 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%229 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %231 = sdy.sharding_constraint %230 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %233 = sdy.sharding_constraint %232 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %234 = stablehlo.multiply %233, %arg25 : tensor<2x32x64xf32>
    %235 = sdy.sharding_constraint %234 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %236 = stablehlo.negate %235 : tensor<2x32x64xf32>
    %237 = sdy.sharding_constraint %236 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %239 = sdy.sharding_constraint %238 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %240 = stablehlo.reshape %239 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %241 = sdy.sharding_constraint %240 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %242 = stablehlo.add %114, %235 : tensor<2x32x64xf32>
    %243 = sdy.sharding_constraint %242 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %244 = stablehlo.negate %223 : tensor<2x32x64xf32>
    %245 = sdy.sharding_constraint %244 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %247 = sdy.sharding_constraint %246 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %249 = sdy.sharding_constraint %248 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %250 = stablehlo.add %243, %223 : tensor<2x32x64xf32>
    %251 = sdy.sharding_constraint %250 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %252 = stablehlo.add %241, %249 : tensor<2x32x1xf32>
    %253 = sdy.sharding_constraint %252 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %255 = sdy.sharding_constraint %254 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %256 = stablehlo.divide %253, %255 : tensor<2x32x1xf32>
    %257 = sdy.sharding_constraint %256 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x1xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %259 = sdy.sharding_constraint %258 <@mesh, [{?}, {?}]> : tensor<2x32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %261 = sdy.sharding_constraint %260 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %262 = stablehlo.add %251, %261 : tensor<2x32x64xf32>
    %263 = sdy.sharding_constraint %262 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %264 = stablehlo.broadcast_in_dim %177, dims = [2, 3, 4] : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
    %266 = stablehlo.add %arg21, %265 : tensor<1x1x64x4x16xf32>
    %267 = sdy.sharding_constraint %266 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
    %268 = stablehlo.broadcast_in_dim %191, dims = [2, 3, 4] : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %269 = sdy.sharding_constraint %268 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
    %270 = stablehlo.add %arg20, %269 : tensor<1x1x64x4x16xf32>
    %271 = sdy.sharding_constraint %270 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
    %272 = stablehlo.broadcast_in_dim %118, dims = [2, 3, 4] : (tensor<4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
    %273 = sdy.sharding_constraint %272 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x4x16x64xf32>
    %274 = stablehlo.add %arg19, %273 : tensor<1x1x4x16x64xf32>
    %275 = sdy.sharding_constraint %274 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x4x16x64xf32>
    %276 = stablehlo.broadcast_in_dim %183, dims = [2, 3, 4] : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %277 = sdy.sharding_constraint %276 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
    %278 = stablehlo.add %arg18, %277 : tensor<1x1x64x4x16xf32>
    %279 = sdy.sharding_constraint %278 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<1x1x64x4x16xf32>
    %280 = stablehlo.broadcast_in_dim %44, dims = [2, 3] : (tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
    %281 = sdy.sharding_constraint %280 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x64x128xf32>
    %282 = stablehlo.add %arg17, %281 : tensor<1x1x64x128xf32>
    %283 = sdy.sharding_constraint %282 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x64x128xf32>
    %284 = stablehlo.broadcast_in_dim %10, dims = [2, 3] : (tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
    %285 = sdy.sharding_constraint %284 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x128x64xf32>
    %286 = stablehlo.add %arg16, %285 : tensor<1x1x128x64xf32>
    %287 = sdy.sharding_constraint %286 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x1x128x64xf32>
    %288 = stablehlo.broadcast_in_dim %64, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %289 = sdy.sharding_constraint %288 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %290 = stablehlo.add %arg15, %289 : tensor<1x1x64xf32>
    %291 = sdy.sharding_constraint %290 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %292 = stablehlo.broadcast_in_dim %52, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %293 = sdy.sharding_constraint %292 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %294 = stablehlo.add %arg14, %293 : tensor<1x1x64xf32>
    %295 = sdy.sharding_constraint %294 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %296 = stablehlo.broadcast_in_dim %213, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %297 = sdy.sharding_constraint %296 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %298 = stablehlo.add %arg13, %297 : tensor<1x1x64xf32>
    %299 = sdy.sharding_constraint %298 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %300 = stablehlo.broadcast_in_dim %201, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %301 = sdy.sharding_constraint %300 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %302 = stablehlo.add %arg12, %301 : tensor<1x1x64xf32>
    %303 = sdy.sharding_constraint %302 <@mesh, [{?}, {?}, {?}]> : tensor<1x1x64xf32>
    %304:2 = call @_where_28(%arg0, %263) : (tensor<i1>, tensor<2x32x64xf32>) -> (tensor<2x32x64xf32>, tensor<2x32x64xf32>)
    %305 = call @dynamic_index_in_dim_29(%arg24, %304#0) : (tensor<i32>, tensor<2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %306 = stablehlo.add %arg11, %305 : tensor<2x2x32x64xf32>
    %307 = sdy.sharding_constraint %306 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    return %307, %303, %299, %295, %291, %287, %283, %279, %275, %271, %267, %304#1, %4 : tensor<2x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<2x2x32x64xf32>
  }
  func.func private @_where_25(%arg0: tensor<i1>, %arg1: tensor<2x2x32x64xf32>) -> (tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    %2 = stablehlo.select %arg0, %1, %arg1 : tensor<i1>, tensor<2x2x32x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    %4 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x2x32x64xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    return %5, %3 : tensor<2x2x32x64xf32>, tensor<2x2x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<i32>, %arg1: tensor<2x2x32x64xf32>) -> (tensor<2x2x32x64xf32>, tensor<2x32x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_update_slice %arg1, %1, %arg0, %c, %c_0, %c_1 : (tensor<2x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x32x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %arg0, %c_2, %c_3, %c_4, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_5) applies stablehlo.add across dimensions = [0] : (tensor<1x2x32x64xf32>, tensor<f32>) -> tensor<2x32x64xf32>
    %7 = sdy.sharding_constraint %6 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    return %3, %7 : tensor<2x2x32x64xf32>, tensor<2x32x64xf32>
  }
  func.func private @_where_27(%arg0: tensor<2x4x1x32x32xi1>, %arg1: tensor<2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}, {?}]> : tensor<2x4x1x32x32xf32>
    return %3 : tensor<2x4x1x32x32xf32>
  }
  func.func private @_where_28(%arg0: tensor<i1>, %arg1: tensor<2x32x64xf32>) -> (tensor<2x32x64xf32>, tensor<2x32x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %2 = stablehlo.select %arg0, %1, %arg1 : tensor<i1>, tensor<2x32x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    %4 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<2x32x64xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}, {?}]> : tensor<2x32x64xf32>
    return %5, %3 : tensor<2x32x64xf32>, tensor<2x32x64xf32>
  }
  func.func private @dynamic_index_in_dim_29(%arg0: tensor<i32>, %arg1: tensor<2x32x64xf32>) -> tensor<2x2x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<1x2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_update_slice %3, %1, %arg0, %c, %c_0, %c_1 : (tensor<2x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x2x32x64xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{?}, {?}, {?}, {?}]> : tensor<2x2x32x64xf32>
    return %5 : tensor<2x2x32x64xf32>
  }
  func.func private @_take_30(%arg0: tensor<4x32x1xi32>, %arg1: tensor<4x32x64xf32>) -> tensor<256x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<4x32x1xi32>, tensor<4x32x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
}
