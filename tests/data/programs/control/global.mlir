module @jit_forward attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<5x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<f32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = call @dense_block(%arg0, %arg3) : (tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %1 = call @dense_block(%arg1, %0) : (tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %2 = sdy.manual_computation(%arg1, %1) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg5: tensor<32x32xf32>, %arg6: tensor<4x32xf32>) {
      %17 = stablehlo.dot_general %arg6, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %18 = stablehlo.tanh %17 : tensor<4x32xf32>
      %19 = stablehlo.add %18, %arg6 : tensor<4x32xf32>
      sdy.return %19 : tensor<4x32xf32>
    } : (tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %3 = sdy.manual_computation(%arg0, %2) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg5: tensor<32x32xf32>, %arg6: tensor<4x32xf32>) {
      %17 = stablehlo.dot_general %arg6, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %18 = stablehlo.tanh %17 : tensor<4x32xf32>
      %19 = stablehlo.add %18, %arg6 : tensor<4x32xf32>
      sdy.return %19 : tensor<4x32xf32>
    } : (tensor<32x32xf32>, tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.compare GT, %4, %cst_0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %6 = stablehlo.convert %5 : (tensor<i1>) -> tensor<i32>
    %7 = "stablehlo.case"(%6) ({
      %17 = stablehlo.dot_general %3, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
      stablehlo.return %17 : tensor<8x32xf32>
    }, {
      %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
      %18 = stablehlo.multiply %3, %17 : tensor<8x32xf32>
      stablehlo.return %18 : tensor<8x32xf32>
    }) : (tensor<i32>) -> tensor<8x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %8 = stablehlo.clamp %c, %arg4, %c_1 : tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %17 = stablehlo.sine %7 : tensor<8x32xf32>
      stablehlo.return %17 : tensor<8x32xf32>
    }, {
      %17 = stablehlo.cosine %7 : tensor<8x32xf32>
      stablehlo.return %17 : tensor<8x32xf32>
    }, {
      %17 = stablehlo.dot_general %7, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
      stablehlo.return %17 : tensor<8x32xf32>
    }) : (tensor<i32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %11:4 = stablehlo.while(%iterArg = %arg2, %iterArg_7 = %c_3, %iterArg_8 = %9, %iterArg_9 = %10) : tensor<5x32x32xf32>, tensor<i32>, tensor<8x32xf32>, tensor<5xf32>
    cond {
      %c_10 = stablehlo.constant dense<5> : tensor<i32>
      %17 = stablehlo.compare LT, %iterArg_7, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %17 : tensor<i1>
    } do {
      %17 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_7) : (tensor<5x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %18:2 = func.call @closed_call(%iterArg_8, %17) : (tensor<8x32xf32>, tensor<32x32xf32>) -> (tensor<8x32xf32>, tensor<f32>)
      %19 = func.call @dynamic_update_index_in_dim(%iterArg_9, %18#1, %iterArg_7) : (tensor<5xf32>, tensor<f32>, tensor<i32>) -> tensor<5xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg_7, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %20, %18#0, %19 : tensor<5x32x32xf32>, tensor<i32>, tensor<8x32xf32>, tensor<5xf32>
    }
    %12 = chlo.square %11#2 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %14 = stablehlo.divide %13, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11#3 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %16 = stablehlo.add %14, %15 : tensor<f32>
    return %16 : tensor<f32>
  }
  func.func private @dense_block(%arg0: tensor<32x32xf32>, %arg1: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %0 = stablehlo.dot_general %arg1, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<5x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x32xf32>, %arg1: tensor<32x32xf32>) -> (tensor<8x32xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.tanh %0 : tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    return %1, %2 : tensor<8x32xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<5xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
}
