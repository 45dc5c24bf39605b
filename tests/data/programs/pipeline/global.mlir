module @jit_step attributes {mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["stage"=4]> {stablehlo.mesh = {axes = [{name = "stage", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}, {}]>}, %arg1: tensor<4x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}) -> (tensor<4x1x32x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"stage"}, {}, {}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:10 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"stage"}, {}, {}, {}]>, <@mesh, [{}, {}, {}]>] out_shardings=[<@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, []>] manual_axes={"stage"} (%arg2: tensor<1x1x32x32xf32>, %arg3: tensor<4x4x32xf32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_2 = stablehlo.constant dense<4> : tensor<ui32>
      %6 = stablehlo.partition_id : tensor<ui32>
      %7 = stablehlo.divide %6, %c : tensor<ui32>
      %8 = stablehlo.remainder %7, %c_2 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %c_5 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.compare EQ, %9, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.reshape %arg2 : (tensor<1x1x32x32xf32>) -> tensor<32x32xf32>
      %c_6 = stablehlo.constant dense<3> : tensor<i32>
      %14 = stablehlo.compare EQ, %9, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_7 = stablehlo.constant dense<3> : tensor<i32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %c_9 = stablehlo.constant dense<0> : tensor<i32>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<7x4x32xf32>
      %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<7x4x32xf32>
      %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<7x4x32xf32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %c_14 = stablehlo.constant dense<false> : tensor<i1>
      %19 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %20:15 = stablehlo.while(%iterArg = %arg3, %iterArg_23 = %12, %iterArg_24 = %13, %iterArg_25 = %14, %iterArg_26 = %c_7, %iterArg_27 = %c_8, %iterArg_28 = %c_15, %iterArg_29 = %c_9, %iterArg_30 = %10, %iterArg_31 = %11, %iterArg_32 = %15, %iterArg_33 = %16, %iterArg_34 = %17, %iterArg_35 = %18, %iterArg_36 = %19) : tensor<4x4x32xf32>, tensor<i1>, tensor<32x32xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>
      cond {
        %c_37 = stablehlo.constant dense<7> : tensor<i32>
        %35 = stablehlo.compare LT, %iterArg_28, %c_37, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %35 : tensor<i1>
      } do {
        %35:8 = func.call @closed_call(%iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_29, %iterArg_30, %iterArg_31) : (tensor<4x4x32xf32>, tensor<i1>, tensor<32x32xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>) -> (tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<i1>)
        %36 = func.call @dynamic_update_index_in_dim_1(%iterArg_32, %35#3, %iterArg_28) : (tensor<7x4x32xf32>, tensor<4x32xf32>, tensor<i32>) -> tensor<7x4x32xf32>
        %37 = func.call @dynamic_update_index_in_dim_1(%iterArg_33, %35#4, %iterArg_28) : (tensor<7x4x32xf32>, tensor<4x32xf32>, tensor<i32>) -> tensor<7x4x32xf32>
        %38 = func.call @dynamic_update_index_in_dim_1(%iterArg_34, %35#5, %iterArg_28) : (tensor<7x4x32xf32>, tensor<4x32xf32>, tensor<i32>) -> tensor<7x4x32xf32>
        %39 = func.call @dynamic_update_index_in_dim_2(%iterArg_35, %35#6, %iterArg_28) : (tensor<7xi32>, tensor<i32>, tensor<i32>) -> tensor<7xi32>
        %40 = func.call @dynamic_update_index_in_dim_3(%iterArg_36, %35#7, %iterArg_28) : (tensor<7xi1>, tensor<i1>, tensor<i32>) -> tensor<7xi1>
        %c_37 = stablehlo.constant dense<1> : tensor<i32>
        %41 = stablehlo.add %iterArg_28, %c_37 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %41, %35#0, %35#1, %35#2, %36, %37, %38, %39, %40 : tensor<4x4x32xf32>, tensor<i1>, tensor<32x32xf32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>
      }
      %c_16 = stablehlo.constant dense<1> : tensor<ui32>
      %c_17 = stablehlo.constant dense<4> : tensor<ui32>
      %21 = stablehlo.partition_id : tensor<ui32>
      %22 = stablehlo.divide %21, %c_16 : tensor<ui32>
      %23 = stablehlo.remainder %22, %c_17 : tensor<ui32>
      %24 = stablehlo.convert %23 : (tensor<ui32>) -> tensor<i32>
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %25 = stablehlo.compare EQ, %24, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %26 = chlo.square %20#9 : tensor<4x4x32xf32> -> tensor<4x4x32xf32>
      %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %27 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %28 = stablehlo.multiply %27, %20#9 : tensor<4x4x32xf32>
      %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.reduce(%26 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4x32xf32>, tensor<f32>) -> tensor<f32>
      %cst_21 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %30 = stablehlo.divide %29, %cst_21 : tensor<f32>
      %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = func.call @_where_4(%25, %30, %cst_22) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %32 = "stablehlo.all_reduce"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %35 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %35 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %33 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %34 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i1>) -> tensor<1xi1>
      sdy.return %33, %13, %20#10, %20#11, %20#12, %20#13, %20#14, %28, %34, %32 : tensor<1xi1>, tensor<32x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<4x4x32xf32>, tensor<1xi1>, tensor<f32>
    } : (tensor<4x1x32x32xf32>, tensor<4x4x32xf32>) -> (tensor<4xi1>, tensor<128x32xf32>, tensor<28x4x32xf32>, tensor<28x4x32xf32>, tensor<28x4x32xf32>, tensor<28xi32>, tensor<28xi1>, tensor<16x4x32xf32>, tensor<4xi1>, tensor<f32>)
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1 = stablehlo.divide %cst, %cst_0 : tensor<f32>
    %2 = sdy.manual_computation(%1, %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8) in_shardings=[<@mesh, []>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}]>, <@mesh, [{"stage"}, {}, {}]>, <@mesh, [{"stage"}]>] out_shardings=[<@mesh, [{"stage"}, {}, {}, {}]>] manual_axes={"stage"} (%arg2: tensor<f32>, %arg3: tensor<1xi1>, %arg4: tensor<32x32xf32>, %arg5: tensor<7x4x32xf32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7x4x32xf32>, %arg8: tensor<7xi32>, %arg9: tensor<7xi1>, %arg10: tensor<4x4x32xf32>, %arg11: tensor<1xi1>) {
      %6 = stablehlo.reshape %arg3 : (tensor<1xi1>) -> tensor<i1>
      %7 = stablehlo.reshape %arg11 : (tensor<1xi1>) -> tensor<i1>
      %8 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg12: tensor<f32>, %arg13: tensor<f32>):
        %16 = stablehlo.add %arg12, %arg13 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %9 = func.call @_where_5(%7, %8) : (tensor<i1>, tensor<f32>) -> tensor<f32>
      %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %10 = stablehlo.divide %9, %cst_2 : tensor<f32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %12 = stablehlo.multiply %11, %arg10 : tensor<4x4x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %15:11 = stablehlo.while(%iterArg = %arg5, %iterArg_5 = %arg6, %iterArg_6 = %arg7, %iterArg_7 = %arg8, %iterArg_8 = %arg9, %iterArg_9 = %6, %iterArg_10 = %arg4, %iterArg_11 = %c, %iterArg_12 = %14, %iterArg_13 = %13, %iterArg_14 = %12) : tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<32x32xf32>, tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>
      cond {
        %c_15 = stablehlo.constant dense<7> : tensor<i32>
        %16 = stablehlo.compare LT, %iterArg_11, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %16 : tensor<i1>
      } do {
        %c_15 = stablehlo.constant dense<7> : tensor<i32>
        %16 = stablehlo.subtract %c_15, %iterArg_11 : tensor<i32>
        %c_16 = stablehlo.constant dense<1> : tensor<i32>
        %17 = stablehlo.subtract %16, %c_16 : tensor<i32>
        %18 = func.call @dynamic_index_in_dim_6(%iterArg, %17) : (tensor<7x4x32xf32>, tensor<i32>) -> tensor<4x32xf32>
        %19 = func.call @dynamic_index_in_dim_6(%iterArg_5, %17) : (tensor<7x4x32xf32>, tensor<i32>) -> tensor<4x32xf32>
        %20 = func.call @dynamic_index_in_dim_6(%iterArg_6, %17) : (tensor<7x4x32xf32>, tensor<i32>) -> tensor<4x32xf32>
        %21 = func.call @dynamic_index_in_dim_7(%iterArg_7, %17) : (tensor<7xi32>, tensor<i32>) -> tensor<i32>
        %22 = func.call @dynamic_index_in_dim_8(%iterArg_8, %17) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %23:3 = func.call @closed_call_9(%iterArg_9, %iterArg_10, %iterArg_12, %iterArg_13, %iterArg_14, %18, %19, %20, %21, %22) : (tensor<i1>, tensor<32x32xf32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<i1>) -> (tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>)
        %c_17 = stablehlo.constant dense<1> : tensor<i32>
        %24 = stablehlo.add %iterArg_11, %c_17 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %24, %23#0, %23#1, %23#2 : tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<32x32xf32>, tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>
      }
      sdy.return %15#8 : tensor<1x1x32x32xf32>
    } : (tensor<f32>, tensor<4xi1>, tensor<128x32xf32>, tensor<28x4x32xf32>, tensor<28x4x32xf32>, tensor<28x4x32xf32>, tensor<28xi32>, tensor<28xi1>, tensor<16x4x32xf32>, tensor<4xi1>) -> tensor<4x1x32x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<4x1x32x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x1x32x32xf32>
    return %5, %0#9 : tensor<4x1x32x32xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<4x4x32xf32>, %arg1: tensor<i1>, %arg2: tensor<32x32xf32>, %arg3: tensor<i1>, %arg4: tensor<i32>, %arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<4x32xf32>, %arg8: tensor<4x4x32xf32>) -> (tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg6, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.minimum %arg6, %c_0 : tensor<i32>
    %2 = call @dynamic_index_in_dim(%1, %arg0) : (tensor<i32>, tensor<4x4x32xf32>) -> tensor<4x32xf32>
    %3 = call @_where(%2, %arg7, %arg1) : (tensor<4x32xf32>, tensor<4x32xf32>, tensor<i1>) -> tensor<4x32xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %5 = stablehlo.tanh %4 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<4x32xf32>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %8 = stablehlo.subtract %arg6, %c_1 : tensor<i32>
    %9 = call @clip(%8, %arg4, %arg5) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %10 = stablehlo.compare GE, %arg6, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
    %12 = stablehlo.compare NE, %10, %11, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %13 = stablehlo.convert %12 : tensor<i1>
    %14 = stablehlo.and %arg3, %13 : tensor<i1>
    %15:2 = call @dynamic_update_index_in_dim(%arg8, %5, %9) : (tensor<4x4x32xf32>, tensor<4x32xf32>, tensor<i32>) -> (tensor<4x4x32xf32>, tensor<i32>)
    %16 = call @_where_0(%14, %15#0, %arg8) : (tensor<i1>, tensor<4x4x32xf32>, tensor<4x4x32xf32>) -> tensor<4x4x32xf32>
    %17 = "stablehlo.collective_permute"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    return %0, %17, %16, %3, %5, %7, %15#1, %14 : tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<4x32xf32>, tensor<i32>, tensor<i1>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<i32>, %arg1: tensor<4x4x32xf32>) -> tensor<4x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.convert %arg0 : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.add %1, %c_0 : tensor<i32>
    %3 = stablehlo.select %0, %2, %arg0 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %3, %c_1, %c_2, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    return %5 : tensor<4x32xf32>
  }
  func.func private @_where(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<i1>) -> tensor<4x32xf32> {
    %0 = stablehlo.select %arg2, %arg0, %arg1 : tensor<i1>, tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg1, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<i32>) -> (tensor<4x4x32xf32>, tensor<i32>) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.add %2, %c_0 : tensor<i32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.dynamic_update_slice %arg0, %0, %4, %c_1, %c_2 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
    return %5, %4 : tensor<4x4x32xf32>, tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<4x4x32xf32>, %arg2: tensor<4x4x32xf32>) -> tensor<4x4x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4x4x32xf32>
    return %0 : tensor<4x4x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_1(%arg0: tensor<7x4x32xf32>, %arg1: tensor<4x32xf32>, %arg2: tensor<i32>) -> tensor<7x4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    return %1 : tensor<7x4x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<7xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
    return %1 : tensor<7xi32>
  }
  func.func private @dynamic_update_index_in_dim_3(%arg0: tensor<7xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<7xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
    return %1 : tensor<7xi1>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.select %arg0, %arg1, %cst : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @dynamic_index_in_dim_6(%arg0: tensor<7x4x32xf32>, %arg1: tensor<i32>) -> tensor<4x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @dynamic_index_in_dim_7(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1xi32>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<7xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1xi1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @closed_call_9(%arg0: tensor<i1>, %arg1: tensor<32x32xf32>, %arg2: tensor<1x1x32x32xf32>, %arg3: tensor<4x32xf32>, %arg4: tensor<4x4x32xf32>, %arg5: tensor<4x32xf32>, %arg6: tensor<4x32xf32>, %arg7: tensor<4x32xf32>, %arg8: tensor<i32>, %arg9: tensor<i1>) -> (tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>) {
    %0 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %1:2 = call @_where_10(%arg9, %arg4) : (tensor<i1>, tensor<4x4x32xf32>) -> (tensor<4x4x32xf32>, tensor<4x4x32xf32>)
    %2:2 = call @dynamic_update_index_in_dim_11(%arg8, %1#0) : (tensor<i32>, tensor<4x4x32xf32>) -> (tensor<4x4x32xf32>, tensor<4x32xf32>)
    %3 = stablehlo.add %1#1, %2#0 : tensor<4x4x32xf32>
    %4 = stablehlo.add %0, %2#1 : tensor<4x32xf32>
    %5 = stablehlo.multiply %4, %arg7 : tensor<4x32xf32>
    %6 = stablehlo.multiply %5, %arg6 : tensor<4x32xf32>
    %7 = stablehlo.add %5, %6 : tensor<4x32xf32>
    %8 = stablehlo.dot_general %7, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.transpose %8, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.dot_general %7, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [2, 3] : (tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
    %12 = stablehlo.add %arg2, %11 : tensor<1x1x32x32xf32>
    %13 = call @_where_12(%arg0, %10) : (tensor<i1>, tensor<4x32xf32>) -> tensor<4x32xf32>
    return %12, %13, %3 : tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<4x4x32xf32>) -> (tensor<4x4x32xf32>, tensor<4x4x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<4x4x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4x4x32xf32>
    return %2, %1 : tensor<4x4x32xf32>, tensor<4x4x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<i32>, %arg1: tensor<4x4x32xf32>) -> (tensor<4x4x32xf32>, tensor<4x32xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg1, %0, %arg0, %c, %c_0 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %arg0, %c_1, %c_2, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_3) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    return %1, %3 : tensor<4x4x32xf32>, tensor<4x32xf32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
}
