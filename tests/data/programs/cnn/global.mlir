module @jit_step attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<3x3x1x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg2: tensor<16x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1x1x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<3x3x3x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg5: tensor<4x16x16x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg6: tensor<4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<3x3x16x16xf32> {jax.result_info = "result[0]['down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x1x8xf32> {jax.result_info = "result[0]['dw']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<16x10xf32> {jax.result_info = "result[0]['head']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<1x1x8x16xf32> {jax.result_info = "result[0]['pw']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<3x3x3x8xf32> {jax.result_info = "result[0]['stem']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, tensor<f32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<4x16x16x8xf32>
    %1 = call @relu(%0) : (tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %3 = stablehlo.compare GT, %0, %2, FLOAT : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xi1>
    %4 = stablehlo.convolution(%1, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x8xf32>, tensor<3x3x1x8xf32>) -> tensor<4x16x16x8xf32>
    %5 = call @relu(%4) : (tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %7 = stablehlo.compare GT, %4, %6, FLOAT : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xi1>
    %8 = stablehlo.convolution(%5, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x8xf32>, tensor<1x1x8x16xf32>) -> tensor<4x16x16x16xf32>
    %9 = call @relu_0(%8) : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x16x16xf32>
    %11 = stablehlo.compare GT, %8, %10, FLOAT : (tensor<4x16x16x16xf32>, tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %13 = "stablehlo.reduce_window"(%9, %12) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %87 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %87 : tensor<f32>
    }) : (tensor<4x16x16x16xf32>, tensor<f32>) -> tensor<4x8x8x16xf32>
    %14 = stablehlo.convolution(%13, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x4x4x16xf32>
    %15 = call @relu_1(%14) : (tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %17 = stablehlo.compare GT, %14, %16, FLOAT : (tensor<4x4x4x16xf32>, tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%15, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %87 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %87 : tensor<f32>
    }) : (tensor<4x4x4x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4x2x2x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %24 = stablehlo.divide %22, %23 : tensor<4x16xf32>
    %25 = stablehlo.dot_general %24, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16xf32>, tensor<16x10xf32>) -> tensor<4x10xf32>
    %26:3 = call @log_softmax(%25) : (tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>)
    %27 = stablehlo.broadcast_in_dim %arg6, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %28:2 = call @take_along_axis(%26#0, %27) : (tensor<4x10xf32>, tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>)
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28#0 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_9 : tensor<f32>
    %31 = stablehlo.negate %30 : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %32 = stablehlo.negate %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %33 = stablehlo.divide %32, %cst_11 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %35 = call @take_along_axis_2(%28#1, %34) : (tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    %36 = call @log_softmax_3(%26#1, %26#2, %35) : (tensor<4x10xf32>, tensor<4x1xf32>, tensor<4x10xf32>) -> tensor<4x10xf32>
    %37 = stablehlo.dot_general %36, %24, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<4x16xf32>) -> tensor<10x16xf32>
    %38 = stablehlo.transpose %37, dims = [1, 0] : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %39 = stablehlo.dot_general %36, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x10xf32>, tensor<16x10xf32>) -> tensor<4x16xf32>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<4x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 3] : (tensor<4x16xf32>) -> tensor<4x2x2x16xf32>
    %cst_13 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %44 = stablehlo.divide %42, %43 : tensor<4x2x2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %44, %cst_14, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x2x2x16xf32>, tensor<f32>) -> tensor<4x5x5x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<f32>
    %47 = "stablehlo.reduce_window"(%45, %46) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %87 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %87 : tensor<f32>
    }) : (tensor<4x5x5x16xf32>, tensor<f32>) -> tensor<4x4x4x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %49 = stablehlo.select %17, %47, %48 : tensor<4x4x4x16xi1>, tensor<4x4x4x16xf32>
    %50 = stablehlo.convolution(%13, %49) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x16xf32>, tensor<4x4x4x16xf32>) -> tensor<3x3x16x16xf32>
    %51 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %52 = stablehlo.convolution(%49, %51) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x8x8x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.pad %9, %cst_17, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x16x16xf32>, tensor<f32>) -> tensor<4x16x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = "stablehlo.select_and_scatter"(%53, %52, %cst_18) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %87 = stablehlo.compare GE, %arg7, %arg8, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %87 : tensor<i1>
    }, {
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %87 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %87 : tensor<f32>
    }) : (tensor<4x16x16x16xf32>, tensor<4x8x8x16xf32>, tensor<f32>) -> tensor<4x16x16x16xf32>
    %55 = stablehlo.slice %54 [0:4, 0:16, 0:16, 0:16] : (tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x16x16x16xf32>
    %57 = stablehlo.select %11, %55, %56 : tensor<4x16x16x16xi1>, tensor<4x16x16x16xf32>
    %58 = stablehlo.convolution(%5, %57) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x8xf32>, tensor<4x16x16x16xf32>) -> tensor<1x1x8x16xf32>
    %59 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<1x1x8x16xf32>
    %60 = stablehlo.convolution(%57, %59) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<1x1x8x16xf32>) -> tensor<4x16x16x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %62 = stablehlo.select %7, %60, %61 : tensor<4x16x16x8xi1>, tensor<4x16x16x8xf32>
    %63 = stablehlo.convolution(%1, %62) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 8 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x8xf32>, tensor<4x16x16x8xf32>) -> tensor<3x3x1x8xf32>
    %64 = stablehlo.reshape %arg1 : (tensor<3x3x1x8xf32>) -> tensor<3x3x1x8x1xf32>
    %65 = stablehlo.transpose %64, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x8x1xf32>) -> tensor<3x3x8x1x1xf32>
    %66 = stablehlo.reshape %65 : (tensor<3x3x8x1x1xf32>) -> tensor<3x3x8x1xf32>
    %67 = stablehlo.reverse %66, dims = [0, 1] : tensor<3x3x8x1xf32>
    %68 = stablehlo.convolution(%62, %67) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x8xf32>, tensor<3x3x8x1xf32>) -> tensor<4x16x16x8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %70 = stablehlo.select %3, %68, %69 : tensor<4x16x16x8xi1>, tensor<4x16x16x8xf32>
    %71 = stablehlo.convolution(%arg5, %70) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x3xf32>, tensor<4x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %73 = stablehlo.multiply %72, %50 : tensor<3x3x16x16xf32>
    %74 = stablehlo.subtract %arg0, %73 : tensor<3x3x16x16xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %76 = stablehlo.multiply %75, %63 : tensor<3x3x1x8xf32>
    %77 = stablehlo.subtract %arg1, %76 : tensor<3x3x1x8xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %79 = stablehlo.multiply %78, %38 : tensor<16x10xf32>
    %80 = stablehlo.subtract %arg2, %79 : tensor<16x10xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %82 = stablehlo.multiply %81, %58 : tensor<1x1x8x16xf32>
    %83 = stablehlo.subtract %arg3, %82 : tensor<1x1x8x16xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %85 = stablehlo.multiply %84, %71 : tensor<3x3x3x8xf32>
    %86 = stablehlo.subtract %arg4, %85 : tensor<3x3x3x8xf32>
    return %74, %77, %80, %83, %86, %31 : tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<16x10xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x16x16x8xf32>) -> tensor<4x16x16x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x8xf32>
    return %1 : tensor<4x16x16x8xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x16x16x16xf32>) -> tensor<4x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x16xf32>
    return %1 : tensor<4x16x16x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<4x4x4x16xf32>) -> tensor<4x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x4x4x16xf32>
    return %1 : tensor<4x4x4x16xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x10xf32>) -> (tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x10xf32>
    %6 = stablehlo.exponential %5 : tensor<4x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %9 = stablehlo.log %8 : tensor<4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x10xf32>
    return %11, %6, %8 : tensor<4x10xf32>, tensor<4x10xf32>, tensor<4x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xi32>) -> (tensor<4x1xf32>, tensor<4x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<4x1xi1>, tensor<4x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x10xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<4x1xi1>, tensor<4x1xf32>
    return %15, %5 : tensor<4x1xf32>, tensor<4x1x1xi32>
  }
  func.func private @take_along_axis_2(%arg0: tensor<4x1x1xi32>, %arg1: tensor<4x1xf32>) -> tensor<4x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x10xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x10xf32>
    return %1 : tensor<4x10xf32>
  }
  func.func private @log_softmax_3(%arg0: tensor<4x10xf32>, %arg1: tensor<4x1xf32>, %arg2: tensor<4x10xf32>) -> tensor<4x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x10xf32>, tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.reshape %1 : (tensor<4xf32>) -> tensor<4x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<4xf32>) -> tensor<4x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x10xf32>
    return %7 : tensor<4x10xf32>
  }
}
