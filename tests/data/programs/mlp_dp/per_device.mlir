module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1]>
  func.func private @region_3.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
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
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
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
  func.func @main(%arg0: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64x128xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<128x128xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<8xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<128x8xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<8x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg7: tensor<8xi32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> (tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<128x8xf32>, tensor<f32>) {
    %0 = stablehlo.dot %arg6, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x128xf32>) -> tensor<8x128xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x128xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %3 = stablehlo.reshape %2 : (tensor<1x128xf32>) -> tensor<128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %5 = stablehlo.add %0, %4 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %7 = stablehlo.compare GT, %5, %6 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %8 = stablehlo.maximum %5, %6 : tensor<8x128xf32>
    %9 = stablehlo.dot %8, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %12 = stablehlo.reshape %11 : (tensor<1x128xf32>) -> tensor<128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %14 = stablehlo.add %9, %13 : tensor<8x128xf32>
    %15 = stablehlo.compare GT, %14, %6 : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<8x128xi1>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %17 = stablehlo.reshape %arg7 : (tensor<8xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %19 = stablehlo.compare LT, %17, %18 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %21 = stablehlo.add %17, %20 : tensor<8x1xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<8x1xi1>, tensor<8x1xi32>
    %23 = stablehlo.reshape %22 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %cst_1 = stablehlo.constant dense<-3.125000e-02> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %25 = "stablehlo.scatter"(%16, %23, %24) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x8xf32>
    %26 = stablehlo.negate %25 : tensor<8x8xf32>
    %27 = stablehlo.reduce(%26 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.reshape %27 : (tensor<8xf32>) -> tensor<8x1xf32>
    %29 = stablehlo.maximum %14, %6 : tensor<8x128xf32>
    %30 = stablehlo.dot %29, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x8xf32>) -> tensor<8x8xf32>
    %31 = stablehlo.reshape %arg4 : (tensor<8xf32>) -> tensor<1x8xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8xf32>) -> tensor<8xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1] : (tensor<8xf32>) -> tensor<8x8xf32>
    %35 = stablehlo.add %30, %34 : tensor<8x8xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_2) applies stablehlo.maximum across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.maximum %36, %37 : tensor<8xf32>
    %39 = stablehlo.reshape %38 : (tensor<8xf32>) -> tensor<8x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %41 = stablehlo.reshape %40 : (tensor<8x1xf32>) -> tensor<8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %43 = stablehlo.subtract %35, %42 : tensor<8x8xf32>
    %44 = stablehlo.exponential %43 : tensor<8x8xf32>
    %45 = stablehlo.reduce(%44 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.reshape %45 : (tensor<8xf32>) -> tensor<8x1xf32>
    %47 = stablehlo.divide %28, %46 : tensor<8x1xf32>
    %48 = stablehlo.reduce(%47 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %50 = stablehlo.multiply %49, %44 : tensor<8x8xf32>
    %51 = stablehlo.add %25, %50 : tensor<8x8xf32>
    %52 = stablehlo.dot_general %51, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<128x8xf32>) -> tensor<8x128xf32>
    %53 = stablehlo.select %15, %52, %6 : tensor<8x128xi1>, tensor<8x128xf32>
    %54 = stablehlo.dot_general %53, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %55 = stablehlo.select %7, %54, %6 : tensor<8x128xi1>, tensor<8x128xf32>
    %56 = stablehlo.reduce(%55 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %57 = "stablehlo.all_reduce"(%56) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<128xf32>) -> tensor<128xf32>
    %58 = stablehlo.reshape %57 : (tensor<128xf32>) -> tensor<1x128xf32>
    %59 = stablehlo.reduce(%58 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<128xf32>
    %62 = stablehlo.subtract %arg0, %61 : tensor<128xf32>
    %63 = stablehlo.dot_general %55, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x64xf32>) -> tensor<128x64xf32>
    %64 = "stablehlo.all_reduce"(%63) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %65 = stablehlo.transpose %64, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %66 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %67 = stablehlo.multiply %65, %66 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : tensor<64x128xf32>
    %68 = stablehlo.subtract %arg1, %67 : tensor<64x128xf32>
    %69 = stablehlo.reduce(%53 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x128xf32>, tensor<f32>) -> tensor<128xf32>
    %70 = "stablehlo.all_reduce"(%69) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<128xf32>) -> tensor<128xf32>
    %71 = stablehlo.reshape %70 : (tensor<128xf32>) -> tensor<1x128xf32>
    %72 = stablehlo.reduce(%71 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %73 = stablehlo.multiply %72, %60 : tensor<128xf32>
    %74 = stablehlo.subtract %arg2, %73 : tensor<128xf32>
    %75 = stablehlo.dot_general %53, %8, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<8x128xf32>) -> tensor<128x128xf32>
    %76 = "stablehlo.all_reduce"(%75) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %78 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %79 = stablehlo.multiply %77, %78 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,128]{0,1}"} : tensor<128x128xf32>
    %80 = stablehlo.subtract %arg3, %79 : tensor<128x128xf32>
    %81 = stablehlo.reduce(%51 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %82 = "stablehlo.all_reduce"(%81) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<8xf32>) -> tensor<8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8xf32>) -> tensor<1x8xf32>
    %84 = stablehlo.reduce(%83 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x8xf32>, tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<8xf32>
    %87 = stablehlo.subtract %arg4, %86 : tensor<8xf32>
    %88 = stablehlo.dot_general %51, %29, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8xf32>, tensor<8x128xf32>) -> tensor<8x128xf32>
    %89 = "stablehlo.all_reduce"(%88) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,8]{0,1}"} : (tensor<8x128xf32>) -> tensor<128x8xf32>
    %91 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x8xf32>
    %92 = stablehlo.multiply %90, %91 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,8]{0,1}"} : tensor<128x8xf32>
    %93 = stablehlo.subtract %arg5, %92 : tensor<128x8xf32>
    %94 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %95 = stablehlo.compare GE, %23, %94 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %c_4 = stablehlo.constant dense<7> : tensor<i32>
    %96 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %97 = stablehlo.compare LE, %23, %96 : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %98 = stablehlo.and %95, %97 : tensor<8x1x1xi1>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %99 = stablehlo.reduce(%98 init: %c_5) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %100 = stablehlo.log %46 : tensor<8x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %102 = stablehlo.reshape %101 : (tensor<8x1xf32>) -> tensor<8xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>
    %104 = stablehlo.subtract %43, %103 : tensor<8x8xf32>
    %105 = "stablehlo.gather"(%104, %23) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %107 = stablehlo.select %99, %105, %106 : tensor<8x1xi1>, tensor<8x1xf32>
    %108 = stablehlo.reduce(%107 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<f32>
    %109 = "stablehlo.all_reduce"(%108) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg8: tensor<f32>, %arg9: tensor<f32>):
      %112 = stablehlo.add %arg8, %arg9 : tensor<f32>
      stablehlo.return %112 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %110 = stablehlo.divide %109, %cst_7 : tensor<f32>
    %111 = stablehlo.negate %110 : tensor<f32>
    return %62, %68, %74, %80, %87, %93, %111 : tensor<128xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<8xf32>, tensor<128x8xf32>, tensor<f32>
  }
}
