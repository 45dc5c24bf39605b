module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_1 = <["axis_0"=2, "axis_1"=1]>
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=1, "axis_3"=1]>
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<i1> {
    %0 = stablehlo.compare GE, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<3x3x16x16xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<3x3x1x8xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<16x10xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<1x1x8x16xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<3x3x3x8xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<2x16x16x3xf32> {mhlo.sharding = "{devices=[2,1,1,1]<=[2]}"}, %arg6: tensor<2xi32> {mhlo.sharding = "{devices=[2]<=[2]}"}) -> (tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<16x10xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>) {
    %0 = stablehlo.convolution(%arg5, %arg4) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<3x3x3x8xf32>) -> tensor<2x16x16x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x8xf32>
    %2 = stablehlo.maximum %0, %1 : tensor<2x16x16x8xf32>
    %3 = stablehlo.convolution(%2, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x1x8xf32>) -> tensor<2x16x16x8xf32>
    %4 = stablehlo.maximum %3, %1 : tensor<2x16x16x8xf32>
    %5 = stablehlo.convolution(%4, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<1x1x8x16xf32>) -> tensor<2x16x16x16xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16x16xf32>
    %7 = stablehlo.maximum %5, %6 : tensor<2x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %8 = "stablehlo.reduce_window"(%7, %cst_0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.maximum %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<2x16x16x16xf32>, tensor<f32>) -> tensor<2x8x8x16xf32>
    %9 = stablehlo.convolution(%8, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x4x4x16xf32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x4x16xf32>
    %11 = stablehlo.compare GT, %9, %10 : (tensor<2x4x4x16xf32>, tensor<2x4x4x16xf32>) -> tensor<2x4x4x16xi1>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x10xf32>
    %13 = stablehlo.reshape %arg6 : (tensor<2xi32>) -> tensor<2x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %15 = stablehlo.compare LT, %13, %14 : (tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x1xi1>
    %c_1 = stablehlo.constant dense<10> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<2x1xi32>
    %17 = stablehlo.add %13, %16 : tensor<2x1xi32>
    %18 = stablehlo.select %15, %17, %13 : tensor<2x1xi1>, tensor<2x1xi32>
    %19 = stablehlo.reshape %18 : (tensor<2x1xi32>) -> tensor<2x1x1xi32>
    %cst_2 = stablehlo.constant dense<-2.500000e-01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %21 = "stablehlo.scatter"(%12, %19, %20) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<2x10xf32>, tensor<2x1x1xi32>, tensor<2x1xf32>) -> tensor<2x10xf32>
    %22 = stablehlo.negate %21 : tensor<2x10xf32>
    %23 = stablehlo.reduce(%22 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %24 = stablehlo.reshape %23 : (tensor<2xf32>) -> tensor<2x1xf32>
    %25 = stablehlo.maximum %9, %10 : tensor<2x4x4x16xf32>
    %26 = "stablehlo.reduce_window"(%25, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<2x4x4x16xf32>, tensor<f32>) -> tensor<2x2x2x16xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x2x2x16xf32>
    %28 = stablehlo.divide %26, %27 : tensor<2x2x2x16xf32>
    %29 = stablehlo.reduce(%28 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x16xf32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16xf32>
    %31 = stablehlo.divide %29, %30 : tensor<2x16xf32>
    %32 = stablehlo.dot %31, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<2x16xf32>, tensor<16x10xf32>) -> tensor<2x10xf32>
    %33 = stablehlo.reduce(%32 init: %cst_0) applies stablehlo.maximum across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %34 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %35 = stablehlo.maximum %33, %34 : tensor<2xf32>
    %36 = stablehlo.reshape %35 : (tensor<2xf32>) -> tensor<2x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %38 = stablehlo.reshape %37 : (tensor<2x1xf32>) -> tensor<2xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %40 = stablehlo.subtract %32, %39 : tensor<2x10xf32>
    %41 = stablehlo.exponential %40 : tensor<2x10xf32>
    %42 = stablehlo.reduce(%41 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x10xf32>, tensor<f32>) -> tensor<2xf32>
    %43 = stablehlo.reshape %42 : (tensor<2xf32>) -> tensor<2x1xf32>
    %44 = stablehlo.divide %24, %43 : tensor<2x1xf32>
    %45 = stablehlo.reduce(%44 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<2xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %47 = stablehlo.multiply %46, %41 : tensor<2x10xf32>
    %48 = stablehlo.add %21, %47 : tensor<2x10xf32>
    %49 = stablehlo.dot_general %48, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<16x10xf32>) -> tensor<2x16xf32>
    %50 = stablehlo.divide %49, %30 : tensor<2x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 3] : (tensor<2x16xf32>) -> tensor<2x2x2x16xf32>
    %52 = stablehlo.divide %51, %27 : tensor<2x2x2x16xf32>
    %53 = stablehlo.pad %52, %cst, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<2x2x2x16xf32>, tensor<f32>) -> tensor<2x5x5x16xf32>
    %54 = "stablehlo.reduce_window"(%53, %cst) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<2x5x5x16xf32>, tensor<f32>) -> tensor<2x4x4x16xf32>
    %55 = stablehlo.select %11, %54, %10 : tensor<2x4x4x16xi1>, tensor<2x4x4x16xf32>
    %56 = stablehlo.convolution(%8, %55) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x8x8x16xf32>, tensor<2x4x4x16xf32>) -> tensor<3x3x16x16xf32>
    %57 = "stablehlo.all_reduce"(%56) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<3x3x16x16xf32>) -> tensor<3x3x16x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<3x3x16x16xf32>
    %60 = stablehlo.subtract %arg0, %59 : tensor<3x3x16x16xf32>
    %61 = stablehlo.compare GT, %3, %1 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %62 = stablehlo.compare GT, %5, %6 : (tensor<2x16x16x16xf32>, tensor<2x16x16x16xf32>) -> tensor<2x16x16x16xi1>
    %63 = stablehlo.reverse %arg0, dims = [0, 1] : tensor<3x3x16x16xf32>
    %64 = stablehlo.convolution(%55, %63) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x4x4x16xf32>, tensor<3x3x16x16xf32>) -> tensor<2x8x8x16xf32>
    %65 = "stablehlo.select_and_scatter"(%7, %64, %cst) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.compare GE, %arg7, %arg8 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %113 : tensor<i1>
    }, {
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<2x16x16x16xf32>, tensor<2x8x8x16xf32>, tensor<f32>) -> tensor<2x16x16x16xf32>
    %66 = stablehlo.select %62, %65, %6 : tensor<2x16x16x16xi1>, tensor<2x16x16x16xf32>
    %67 = stablehlo.convolution(%66, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x16xf32>, tensor<1x1x8x16xf32>) -> tensor<2x16x16x8xf32>
    %68 = stablehlo.select %61, %67, %1 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %69 = stablehlo.convolution(%2, %68) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 8 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x1x8xf32>
    %70 = "stablehlo.all_reduce"(%69) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<3x3x1x8xf32>) -> tensor<3x3x1x8xf32>
    %71 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x3x1x8xf32>
    %72 = stablehlo.multiply %70, %71 : tensor<3x3x1x8xf32>
    %73 = stablehlo.subtract %arg1, %72 : tensor<3x3x1x8xf32>
    %74 = stablehlo.dot_general %48, %31, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x10xf32>, tensor<2x16xf32>) -> tensor<10x16xf32>
    %75 = "stablehlo.all_reduce"(%74) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<10x16xf32>) -> tensor<10x16xf32>
    %76 = stablehlo.transpose %75, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,10]{0,1}"} : (tensor<10x16xf32>) -> tensor<16x10xf32>
    %77 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x10xf32>
    %78 = stablehlo.multiply %76, %77 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,10]{0,1}"} : tensor<16x10xf32>
    %79 = stablehlo.subtract %arg2, %78 : tensor<16x10xf32>
    %80 = stablehlo.convolution(%4, %66) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<2x16x16x16xf32>) -> tensor<1x1x8x16xf32>
    %81 = "stablehlo.all_reduce"(%80) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<1x1x8x16xf32>) -> tensor<1x1x8x16xf32>
    %82 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %83 = stablehlo.multiply %81, %82 : tensor<1x1x8x16xf32>
    %84 = stablehlo.subtract %arg3, %83 : tensor<1x1x8x16xf32>
    %85 = stablehlo.compare GT, %0, %1 : (tensor<2x16x16x8xf32>, tensor<2x16x16x8xf32>) -> tensor<2x16x16x8xi1>
    %86 = stablehlo.reshape %arg1 : (tensor<3x3x1x8xf32>) -> tensor<3x3x8x1xf32>
    %87 = stablehlo.reverse %86, dims = [0, 1] : tensor<3x3x8x1xf32>
    %88 = stablehlo.convolution(%68, %87) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 8 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x8xf32>, tensor<3x3x8x1xf32>) -> tensor<2x16x16x8xf32>
    %89 = stablehlo.select %85, %88, %1 : tensor<2x16x16x8xi1>, tensor<2x16x16x8xf32>
    %90 = stablehlo.convolution(%arg5, %89) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<2x16x16x3xf32>, tensor<2x16x16x8xf32>) -> tensor<3x3x3x8xf32>
    %91 = "stablehlo.all_reduce"(%90) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<3x3x3x8xf32>) -> tensor<3x3x3x8xf32>
    %92 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<3x3x3x8xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<3x3x3x8xf32>
    %94 = stablehlo.subtract %arg4, %93 : tensor<3x3x3x8xf32>
    %95 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %96 = stablehlo.compare GE, %19, %95 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %c_5 = stablehlo.constant dense<9> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x1x1xi32>
    %98 = stablehlo.compare LE, %19, %97 : (tensor<2x1x1xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi1>
    %99 = stablehlo.and %96, %98 : tensor<2x1x1xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %100 = stablehlo.reduce(%99 init: %c_6) applies stablehlo.and across dimensions = [2] : (tensor<2x1x1xi1>, tensor<i1>) -> tensor<2x1xi1>
    %101 = stablehlo.log %43 : tensor<2x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %103 = stablehlo.reshape %102 : (tensor<2x1xf32>) -> tensor<2xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0] : (tensor<2xf32>) -> tensor<2x10xf32>
    %105 = stablehlo.subtract %40, %104 : tensor<2x10xf32>
    %106 = "stablehlo.gather"(%105, %19) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x10xf32>, tensor<2x1x1xi32>) -> tensor<2x1xf32>
    %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x1xf32>
    %108 = stablehlo.select %100, %106, %107 : tensor<2x1xi1>, tensor<2x1xf32>
    %109 = stablehlo.reduce(%108 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x1xf32>, tensor<f32>) -> tensor<f32>
    %110 = "stablehlo.all_reduce"(%109) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %113 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %113 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %111 = stablehlo.divide %110, %cst_3 : tensor<f32>
    %112 = stablehlo.negate %111 : tensor<f32>
    return %60, %73, %79, %84, %94, %112 : tensor<3x3x16x16xf32>, tensor<3x3x1x8xf32>, tensor<16x10xf32>, tensor<1x1x8x16xf32>, tensor<3x3x3x8xf32>, tensor<f32>
  }
}
