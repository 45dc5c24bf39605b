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
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_0.0(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<16x256xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg1: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg2: tensor<16x256xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg3: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg4: tensor<16x8xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg5: tensor<4x64xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg6: tensor<4xi32> {mhlo.sharding = "{devices=[4]<=[4]}"}) -> (tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x8xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %1 = stablehlo.reshape %arg6 : (tensor<4xi32>) -> tensor<4x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<4x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<4x1xi1>, tensor<4x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %cst_1 = stablehlo.constant dense<-6.250000e-02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %9 = "stablehlo.scatter"(%0, %7, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<4x1x1xi32>, tensor<4x1xf32>) -> tensor<4x8xf32>
    %10 = stablehlo.negate %9 : tensor<4x8xf32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.reshape %11 : (tensor<4xf32>) -> tensor<4x1xf32>
    %13 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<64x256xf32>
    %14 = mhlo.copy %13 : tensor<64x256xf32>
    %15 = stablehlo.dot %arg5, %14, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
    %16 = stablehlo.multiply %15, %15 : tensor<4x256xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<4x256xf32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<4x256xf32>
    %20 = stablehlo.add %15, %19 : tensor<4x256xf32>
    %cst_3 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<4x256xf32>
    %23 = stablehlo.tanh %22 : tensor<4x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %25 = stablehlo.add %23, %24 : tensor<4x256xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<4x256xf32>
    %28 = stablehlo.multiply %15, %27 : tensor<4x256xf32>
    %29 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x64xf32>) -> tensor<256x64xf32>
    %30 = mhlo.copy %29 : tensor<256x64xf32>
    %31 = stablehlo.dot %28, %30, precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %32 = stablehlo.add %arg5, %31 : tensor<4x64xf32>
    %33 = mhlo.copy %32 : tensor<4x64xf32>
    %34 = "stablehlo.all_gather"(%arg2) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<64x256xf32>
    %35 = mhlo.copy %34 : tensor<64x256xf32>
    %36 = stablehlo.dot %33, %35, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x256xf32>) -> tensor<4x256xf32>
    %37 = stablehlo.multiply %36, %36 : tensor<4x256xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<4x256xf32>
    %39 = stablehlo.multiply %38, %18 : tensor<4x256xf32>
    %40 = stablehlo.add %36, %39 : tensor<4x256xf32>
    %41 = stablehlo.multiply %40, %21 : tensor<4x256xf32>
    %42 = stablehlo.tanh %41 : tensor<4x256xf32>
    %43 = stablehlo.add %42, %24 : tensor<4x256xf32>
    %44 = stablehlo.multiply %43, %26 : tensor<4x256xf32>
    %45 = stablehlo.multiply %36, %44 : tensor<4x256xf32>
    %46 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<64x64xf32>) -> tensor<256x64xf32>
    %47 = mhlo.copy %46 : tensor<256x64xf32>
    %48 = stablehlo.dot %45, %47, precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %49 = stablehlo.add %33, %48 : tensor<4x64xf32>
    %50 = mhlo.copy %49 : tensor<4x64xf32>
    %51 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x8xf32>) -> tensor<64x8xf32>
    %52 = mhlo.copy %51 : tensor<64x8xf32>
    %53 = stablehlo.dot %50, %52, precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x8xf32>) -> tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_6) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.maximum %54, %55 : tensor<4xf32>
    %57 = stablehlo.reshape %56 : (tensor<4xf32>) -> tensor<4x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %59 = stablehlo.reshape %58 : (tensor<4x1xf32>) -> tensor<4xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %61 = stablehlo.subtract %53, %60 : tensor<4x8xf32>
    %62 = stablehlo.exponential %61 : tensor<4x8xf32>
    %63 = stablehlo.reduce(%62 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %64 = stablehlo.reshape %63 : (tensor<4xf32>) -> tensor<4x1xf32>
    %65 = stablehlo.divide %12, %64 : tensor<4x1xf32>
    %66 = stablehlo.reduce(%65 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<4xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %68 = stablehlo.multiply %67, %62 : tensor<4x8xf32>
    %69 = stablehlo.add %9, %68 : tensor<4x8xf32>
    %70 = stablehlo.dot_general %69, %52, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<64x8xf32>) -> tensor<4x64xf32>
    %71 = mhlo.copy %70 : tensor<4x64xf32>
    %72 = stablehlo.dot_general %71, %47, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
    %73 = stablehlo.multiply %72, %44 : tensor<4x256xf32>
    %74 = stablehlo.multiply %36, %72 : tensor<4x256xf32>
    %75 = stablehlo.multiply %74, %26 : tensor<4x256xf32>
    %76 = stablehlo.subtract %24, %42 : tensor<4x256xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<4x256xf32>
    %78 = stablehlo.multiply %77, %42 : tensor<4x256xf32>
    %79 = stablehlo.add %77, %78 : tensor<4x256xf32>
    %80 = stablehlo.multiply %79, %21 : tensor<4x256xf32>
    %81 = stablehlo.add %73, %80 : tensor<4x256xf32>
    %82 = stablehlo.multiply %80, %18 : tensor<4x256xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %84 = stablehlo.multiply %37, %83 : tensor<4x256xf32>
    %85 = stablehlo.multiply %82, %84 : tensor<4x256xf32>
    %86 = stablehlo.add %81, %85 : tensor<4x256xf32>
    %87 = stablehlo.dot_general %86, %35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<64x256xf32>) -> tensor<4x64xf32>
    %88 = stablehlo.add %71, %87 : tensor<4x64xf32>
    %89 = mhlo.copy %88 : tensor<4x64xf32>
    %90 = stablehlo.dot_general %89, %30, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<256x64xf32>) -> tensor<4x256xf32>
    %91 = stablehlo.multiply %90, %27 : tensor<4x256xf32>
    %92 = stablehlo.multiply %15, %90 : tensor<4x256xf32>
    %93 = stablehlo.multiply %92, %26 : tensor<4x256xf32>
    %94 = stablehlo.subtract %24, %23 : tensor<4x256xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<4x256xf32>
    %96 = stablehlo.multiply %95, %23 : tensor<4x256xf32>
    %97 = stablehlo.add %95, %96 : tensor<4x256xf32>
    %98 = stablehlo.multiply %97, %21 : tensor<4x256xf32>
    %99 = stablehlo.add %91, %98 : tensor<4x256xf32>
    %100 = stablehlo.multiply %98, %18 : tensor<4x256xf32>
    %101 = stablehlo.multiply %16, %83 : tensor<4x256xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<4x256xf32>
    %103 = stablehlo.add %99, %102 : tensor<4x256xf32>
    %104 = stablehlo.dot_general %103, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<4x64xf32>) -> tensor<256x64xf32>
    %105 = "stablehlo.all_reduce"(%104) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %106 = stablehlo.transpose %105, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %107 = mhlo.copy %106 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : tensor<64x256xf32>
    %c_8 = stablehlo.constant dense<[0, 16, 32, 48]> : tensor<4xi32>
    %108 = stablehlo.partition_id : tensor<ui32>
    %109 = stablehlo.dynamic_slice %c_8, %108, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %110 = stablehlo.reshape %109 : (tensor<1xi32>) -> tensor<i32>
    %111 = stablehlo.dynamic_slice %107, %110, %c, sizes = [16, 256] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<16x256xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %113 = stablehlo.multiply %111, %112 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : tensor<16x256xf32>
    %114 = stablehlo.subtract %arg0, %113 : tensor<16x256xf32>
    %115 = stablehlo.dot_general %89, %28, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<4x256xf32>) -> tensor<64x256xf32>
    %116 = "stablehlo.all_reduce"(%115) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %117 = stablehlo.transpose %116, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %118 = mhlo.copy %117 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : tensor<256x64xf32>
    %c_10 = stablehlo.constant dense<[0, 64, 128, 192]> : tensor<4xi32>
    %119 = stablehlo.dynamic_slice %c_10, %108, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %120 = stablehlo.reshape %119 : (tensor<1xi32>) -> tensor<i32>
    %121 = stablehlo.dynamic_slice %118, %120, %c, sizes = [64, 64] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
    %122 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %123 = stablehlo.multiply %121, %122 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %124 = stablehlo.subtract %arg1, %123 : tensor<64x64xf32>
    %125 = stablehlo.dot_general %86, %33, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x256xf32>, tensor<4x64xf32>) -> tensor<256x64xf32>
    %126 = "stablehlo.all_reduce"(%125) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %127 = stablehlo.transpose %126, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %128 = mhlo.copy %127 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : tensor<64x256xf32>
    %129 = stablehlo.dynamic_slice %128, %110, %c, sizes = [16, 256] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<16x256xf32>
    %130 = stablehlo.multiply %129, %112 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : tensor<16x256xf32>
    %131 = stablehlo.subtract %arg2, %130 : tensor<16x256xf32>
    %132 = stablehlo.dot_general %71, %45, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<4x256xf32>) -> tensor<64x256xf32>
    %133 = "stablehlo.all_reduce"(%132) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %134 = stablehlo.transpose %133, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %135 = mhlo.copy %134 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[256,64]{0,1}"} : tensor<256x64xf32>
    %136 = stablehlo.dynamic_slice %135, %120, %c, sizes = [64, 64] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<64x64xf32>
    %137 = stablehlo.multiply %136, %122 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %138 = stablehlo.subtract %arg3, %137 : tensor<64x64xf32>
    %139 = stablehlo.dot_general %69, %50, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<4x64xf32>) -> tensor<8x64xf32>
    %140 = "stablehlo.all_reduce"(%139) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %141 = stablehlo.transpose %140, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,8]{0,1}"} : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %142 = mhlo.copy %141 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,8]{0,1}"} : tensor<64x8xf32>
    %143 = stablehlo.dynamic_slice %142, %110, %c, sizes = [16, 8] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : (tensor<64x8xf32>, tensor<i32>, tensor<i32>) -> tensor<16x8xf32>
    %144 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x8xf32>
    %145 = stablehlo.multiply %143, %144 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,8]{0,1}"} : tensor<16x8xf32>
    %146 = stablehlo.subtract %arg4, %145 : tensor<16x8xf32>
    %147 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %148 = stablehlo.compare GE, %7, %147 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %c_11 = stablehlo.constant dense<7> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %150 = stablehlo.compare LE, %7, %149 : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %151 = stablehlo.and %148, %150 : tensor<4x1x1xi1>
    %c_12 = stablehlo.constant dense<true> : tensor<i1>
    %152 = stablehlo.reduce(%151 init: %c_12) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %153 = stablehlo.log %64 : tensor<4x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
    %155 = stablehlo.reshape %154 : (tensor<4x1xf32>) -> tensor<4xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>
    %157 = stablehlo.subtract %61, %156 : tensor<4x8xf32>
    %158 = "stablehlo.gather"(%157, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %cst_13 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %160 = stablehlo.select %152, %158, %159 : tensor<4x1xi1>, tensor<4x1xf32>
    %161 = stablehlo.reduce(%160 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x1xf32>, tensor<f32>) -> tensor<f32>
    %162 = "stablehlo.all_reduce"(%161) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %165 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %165 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %163 = stablehlo.divide %162, %cst_14 : tensor<f32>
    %164 = stablehlo.negate %163 : tensor<f32>
    return %114, %124, %131, %138, %146, %164 : tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x256xf32>, tensor<64x64xf32>, tensor<16x8xf32>, tensor<f32>
  }
}
