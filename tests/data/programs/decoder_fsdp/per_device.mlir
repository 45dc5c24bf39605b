module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_3 = <["axis_0"=1, "axis_1"=4]>
  sdy.mesh @mesh_2 = <["axis_0"=4, "axis_1"=1]>
  sdy.mesh @mesh_1 = <["axis_0"=1, "axis_1"=1, "axis_2"=4]>
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1, "axis_2"=1]>
  func.func private @region_13.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_15.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_16.17(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_17.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_18.19(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_19.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.21(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_21.22(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.23(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_23.24(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_24.25(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_25.26(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_26.27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_27.28(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_28.29(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_29.30(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.31.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_31.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_31.32.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_32.33(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_33.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_33.34.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_34.35(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.36.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_36.37(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.1.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.2.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.3.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.4.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.5.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.6.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_37.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.38.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_38.39(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_39.40(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_39.40.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_40.41(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.7.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.8.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.9.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.10.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.11.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.12.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.13.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.14.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_1.2(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<256x16xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg1: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<128x16xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg5: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg6: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg7: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg8: tensor<4x16x16xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg9: tensor<16x4x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg10: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg11: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg13: tensor<128x16xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg14: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg15: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg16: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg17: tensor<4x16x16xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg18: tensor<16x4x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg19: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg20: tensor<16x256xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg21: tensor<1x32xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg22: tensor<1x32xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<256x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<16x256xbf16>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<256x16xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %2 = stablehlo.compare LT, %arg21, %1 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %4 = stablehlo.add %arg21, %3 : tensor<1x32xi32>
    %5 = stablehlo.select %2, %4, %arg21 : tensor<1x32xi1>, tensor<1x32xi32>
    %6 = stablehlo.reshape %5 : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %7 = "stablehlo.all_gather"(%6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<1x32x1xi32>) -> tensor<4x32x1xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x32x256xf32>
    %9 = stablehlo.reshape %arg22 : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %11 = stablehlo.compare LT, %9, %10 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %13 = stablehlo.add %9, %12 : tensor<1x32x1xi32>
    %14 = stablehlo.select %11, %13, %9 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %cst_2 = stablehlo.constant dense<-7.812500e-03> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %17 = "stablehlo.scatter"(%8, %15, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<1x32x256xf32>, tensor<1x32x1x1xi32>, tensor<1x32x1xf32>) -> tensor<1x32x256xf32>
    %18 = stablehlo.negate %17 : tensor<1x32x256xf32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %21 = stablehlo.compare GE, %6, %10 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_3 = stablehlo.constant dense<255> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %23 = stablehlo.compare LE, %6, %22 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %24 = stablehlo.and %21, %23 : tensor<1x32x1xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.reduce(%24 init: %c_4) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x64xi1>
    %27 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<256x16xbf16>, tensor<4x32x1xi32>) -> tensor<4x32x16xbf16>
    %28 = stablehlo.reshape %27 : (tensor<4x32x16xbf16>) -> tensor<4x1x32x16xbf16>
    %29 = "stablehlo.all_to_all"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x1x32x16xbf16>) -> tensor<4x1x32x16xbf16>
    %30 = stablehlo.transpose %29, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "bf16[1,32,4,16]{3,1,0,2}"} : (tensor<4x1x32x16xbf16>) -> tensor<1x32x4x16xbf16>
    %31 = stablehlo.reshape %30 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x64xbf16>
    %cst_5 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<1x32x64xbf16>
    %33 = stablehlo.select %26, %31, %32 : tensor<1x32x64xi1>, tensor<1x32x64xbf16>
    %34 = mhlo.copy %33 : tensor<1x32x64xbf16>
    %35 = stablehlo.convert %34 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<1x32x64xf32>
    %37 = stablehlo.reduce(%36 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %40 = stablehlo.divide %38, %39 : tensor<1x32x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x32x1xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x32x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %47 = stablehlo.multiply %35, %46 : tensor<1x32x64xf32>
    %48 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %49 = stablehlo.reshape %48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<1x32x64xf32>
    %54 = stablehlo.convert %53 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %55 = "stablehlo.all_gather"(%arg10) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x2x16xbf16>) -> tensor<64x2x16xbf16>
    %56 = stablehlo.dot_general %54, %55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x2x16xbf16>
    %57 = stablehlo.iota dim = 0 : tensor<32xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<32xi32>) -> tensor<32x32xi32>
    %59 = stablehlo.iota dim = 0 : tensor<32xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<32xi32>) -> tensor<32x32xi32>
    %61 = stablehlo.compare GE, %58, %60 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %62 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %63 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %64 = stablehlo.select %61, %62, %63 : tensor<32x32xi1>, tensor<32x32xi1>
    %65 = stablehlo.broadcast_in_dim %64, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
    %66 = "stablehlo.all_gather"(%arg7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x2x16xbf16>) -> tensor<64x2x16xbf16>
    %67 = stablehlo.dot_general %54, %66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x2x16xbf16>
    %68 = stablehlo.convert %67 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %69 = stablehlo.slice %68 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %70 = stablehlo.iota dim = 0 : tensor<32xf32>
    %71 = stablehlo.reshape %70 : (tensor<32xf32>) -> tensor<32x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %73 = stablehlo.reshape %72 : (tensor<32x1xf32>) -> tensor<32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<32xf32>) -> tensor<32x8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.iota dim = 0 : tensor<8xf32>
    %77 = stablehlo.negate %76 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8xf32>
    %82 = stablehlo.power %75, %81 : tensor<8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8xf32>) -> tensor<1x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x8xf32>) -> tensor<8xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %87 = stablehlo.multiply %74, %86 : tensor<32x8xf32>
    %88 = stablehlo.cosine %87 : tensor<32x8xf32>
    %89 = stablehlo.reshape %88 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x32x1x8xf32>) -> tensor<32x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %93 = stablehlo.multiply %69, %92 : tensor<1x32x2x8xf32>
    %94 = stablehlo.slice %68 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %95 = stablehlo.sine %87 : tensor<32x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x32x1x8xf32>) -> tensor<32x8xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %100 = stablehlo.multiply %94, %99 : tensor<1x32x2x8xf32>
    %101 = stablehlo.subtract %93, %100 : tensor<1x32x2x8xf32>
    %102 = stablehlo.multiply %94, %92 : tensor<1x32x2x8xf32>
    %103 = stablehlo.multiply %69, %99 : tensor<1x32x2x8xf32>
    %104 = stablehlo.add %102, %103 : tensor<1x32x2x8xf32>
    %105 = stablehlo.concatenate %101, %104, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %106 = stablehlo.convert %105 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    %107 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x4x16xbf16>) -> tensor<64x4x16xbf16>
    %108 = stablehlo.dot_general %54, %107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<1x32x4x16xbf16>
    %109 = mhlo.copy %108 : tensor<1x32x4x16xbf16>
    %110 = stablehlo.convert %109 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %111 = stablehlo.slice %110 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %112 = stablehlo.broadcast_in_dim %91, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<1x32x4x8xf32>
    %114 = stablehlo.slice %110 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %115 = stablehlo.broadcast_in_dim %98, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<1x32x4x8xf32>
    %117 = stablehlo.subtract %113, %116 : tensor<1x32x4x8xf32>
    %118 = stablehlo.multiply %114, %112 : tensor<1x32x4x8xf32>
    %119 = stablehlo.multiply %111, %115 : tensor<1x32x4x8xf32>
    %120 = stablehlo.add %118, %119 : tensor<1x32x4x8xf32>
    %121 = stablehlo.concatenate %117, %120, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %122 = stablehlo.convert %121 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    %123 = stablehlo.reshape %122 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x2x2x16xbf16>
    %124 = stablehlo.dot_general %106, %123, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x32x2x2x16xbf16>) -> tensor<1x2x32x32x2xbf16>
    %125 = stablehlo.transpose %124, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x32x32x2xbf16>) -> tensor<1x2x2x32x32xbf16>
    %126 = stablehlo.convert %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %cst_12 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %128 = stablehlo.divide %126, %127 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : tensor<1x2x2x32x32xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %130 = stablehlo.select %65, %128, %129 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %132 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x2x2x32xf32>
    %133 = stablehlo.maximum %131, %132 : tensor<1x2x2x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32x1xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %138 = stablehlo.subtract %130, %137 : tensor<1x2x2x32x32xf32>
    %139 = stablehlo.exponential %138 : tensor<1x2x2x32x32xf32>
    %140 = stablehlo.reduce(%139 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32x1xf32>
    %143 = stablehlo.reshape %142 : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %145 = stablehlo.divide %139, %144 : tensor<1x2x2x32x32xf32>
    %146 = stablehlo.convert %145 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %147 = stablehlo.dot_general %56, %146, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x2x2x32x32xbf16>) -> tensor<1x2x16x2x32xbf16>
    %148 = stablehlo.transpose %147, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,32,2,2,16]{1,3,4,2,0}"} : (tensor<1x2x16x2x32xbf16>) -> tensor<1x32x2x2x16xbf16>
    %149 = stablehlo.reshape %148 : (tensor<1x32x2x2x16xbf16>) -> tensor<1x32x4x16xbf16>
    %150 = mhlo.copy %149 : tensor<1x32x4x16xbf16>
    %151 = "stablehlo.all_gather"(%arg8) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<4x16x16xbf16>) -> tensor<4x16x64xbf16>
    %152 = stablehlo.dot_general %150, %151, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<1x32x64xbf16>
    %153 = stablehlo.add %34, %152 : tensor<1x32x64xbf16>
    %154 = mhlo.copy %153 : tensor<1x32x64xbf16>
    %155 = stablehlo.convert %154 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %156 = stablehlo.multiply %155, %155 : tensor<1x32x64xf32>
    %157 = stablehlo.reduce(%156 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %159 = stablehlo.divide %158, %39 : tensor<1x32x1xf32>
    %160 = stablehlo.add %159, %41 : tensor<1x32x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<1x32x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %163 = stablehlo.reshape %162 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<1x32x64xf32>
    %166 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %167 = stablehlo.reshape %166 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %171 = stablehlo.multiply %165, %170 : tensor<1x32x64xf32>
    %172 = stablehlo.convert %171 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %173 = "stablehlo.all_gather"(%arg5) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x128xbf16>) -> tensor<64x128xbf16>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x128xbf16>) -> tensor<1x32x128xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %175 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<1x32x128xbf16>
    %176 = stablehlo.negate %174 : tensor<1x32x128xbf16>
    %177 = stablehlo.exponential %176 : tensor<1x32x128xbf16>
    %178 = stablehlo.add %177, %175 : tensor<1x32x128xbf16>
    %179 = stablehlo.divide %175, %178 : tensor<1x32x128xbf16>
    %180 = stablehlo.multiply %174, %179 : tensor<1x32x128xbf16>
    %181 = "stablehlo.all_gather"(%arg6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x128xbf16>) -> tensor<64x128xbf16>
    %182 = stablehlo.dot_general %172, %181, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x128xbf16>) -> tensor<1x32x128xbf16>
    %183 = stablehlo.multiply %180, %182 : tensor<1x32x128xbf16>
    %184 = mhlo.copy %183 : tensor<1x32x128xbf16>
    %185 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<128x16xbf16>) -> tensor<128x64xbf16>
    %186 = stablehlo.dot_general %184, %185, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<128x64xbf16>) -> tensor<1x32x64xbf16>
    %187 = stablehlo.add %154, %186 : tensor<1x32x64xbf16>
    %188 = mhlo.copy %187 : tensor<1x32x64xbf16>
    %189 = stablehlo.convert %188 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %190 = stablehlo.multiply %189, %189 : tensor<1x32x64xf32>
    %191 = stablehlo.reduce(%190 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %192 = stablehlo.reshape %191 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %193 = stablehlo.divide %192, %39 : tensor<1x32x1xf32>
    %194 = stablehlo.add %193, %41 : tensor<1x32x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<1x32x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %199 = stablehlo.multiply %189, %198 : tensor<1x32x64xf32>
    %200 = stablehlo.convert %arg11 : (tensor<64xbf16>) -> tensor<64xf32>
    %201 = stablehlo.reshape %200 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %205 = stablehlo.multiply %199, %204 : tensor<1x32x64xf32>
    %206 = stablehlo.convert %205 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %207 = "stablehlo.all_gather"(%arg19) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x2x16xbf16>) -> tensor<64x2x16xbf16>
    %208 = stablehlo.dot_general %206, %207, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x2x16xbf16>
    %209 = "stablehlo.all_gather"(%arg16) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x2x16xbf16>) -> tensor<64x2x16xbf16>
    %210 = stablehlo.dot_general %206, %209, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x2x16xbf16>
    %211 = stablehlo.convert %210 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %212 = stablehlo.slice %211 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %213 = stablehlo.multiply %212, %92 : tensor<1x32x2x8xf32>
    %214 = stablehlo.slice %211 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %215 = stablehlo.multiply %214, %99 : tensor<1x32x2x8xf32>
    %216 = stablehlo.subtract %213, %215 : tensor<1x32x2x8xf32>
    %217 = stablehlo.multiply %214, %92 : tensor<1x32x2x8xf32>
    %218 = stablehlo.multiply %212, %99 : tensor<1x32x2x8xf32>
    %219 = stablehlo.add %217, %218 : tensor<1x32x2x8xf32>
    %220 = stablehlo.concatenate %216, %219, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %221 = stablehlo.convert %220 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    %222 = "stablehlo.all_gather"(%arg18) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x4x16xbf16>) -> tensor<64x4x16xbf16>
    %223 = stablehlo.dot_general %206, %222, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<1x32x4x16xbf16>
    %224 = mhlo.copy %223 : tensor<1x32x4x16xbf16>
    %225 = stablehlo.convert %224 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %226 = stablehlo.slice %225 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %227 = stablehlo.multiply %226, %112 : tensor<1x32x4x8xf32>
    %228 = stablehlo.slice %225 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %229 = stablehlo.multiply %228, %115 : tensor<1x32x4x8xf32>
    %230 = stablehlo.subtract %227, %229 : tensor<1x32x4x8xf32>
    %231 = stablehlo.multiply %228, %112 : tensor<1x32x4x8xf32>
    %232 = stablehlo.multiply %226, %115 : tensor<1x32x4x8xf32>
    %233 = stablehlo.add %231, %232 : tensor<1x32x4x8xf32>
    %234 = stablehlo.concatenate %230, %233, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %235 = stablehlo.convert %234 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    %236 = stablehlo.reshape %235 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x2x2x16xbf16>
    %237 = stablehlo.dot_general %221, %236, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x32x2x2x16xbf16>) -> tensor<1x2x32x32x2xbf16>
    %238 = stablehlo.transpose %237, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x32x32x2xbf16>) -> tensor<1x2x2x32x32xbf16>
    %239 = stablehlo.convert %238 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %240 = stablehlo.divide %239, %127 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : tensor<1x2x2x32x32xf32>
    %241 = stablehlo.select %65, %240, %129 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    %242 = stablehlo.reduce(%241 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %243 = stablehlo.maximum %242, %132 : tensor<1x2x2x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %248 = stablehlo.subtract %241, %247 : tensor<1x2x2x32x32xf32>
    %249 = stablehlo.exponential %248 : tensor<1x2x2x32x32xf32>
    %250 = stablehlo.reduce(%249 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %255 = stablehlo.divide %249, %254 : tensor<1x2x2x32x32xf32>
    %256 = stablehlo.convert %255 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %257 = stablehlo.dot_general %208, %256, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x2x2x32x32xbf16>) -> tensor<1x2x16x2x32xbf16>
    %258 = stablehlo.transpose %257, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,32,2,2,16]{1,3,4,2,0}"} : (tensor<1x2x16x2x32xbf16>) -> tensor<1x32x2x2x16xbf16>
    %259 = stablehlo.reshape %258 : (tensor<1x32x2x2x16xbf16>) -> tensor<1x32x4x16xbf16>
    %260 = mhlo.copy %259 : tensor<1x32x4x16xbf16>
    %261 = "stablehlo.all_gather"(%arg17) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<4x16x16xbf16>) -> tensor<4x16x64xbf16>
    %262 = stablehlo.dot_general %260, %261, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<1x32x64xbf16>
    %263 = stablehlo.add %188, %262 : tensor<1x32x64xbf16>
    %264 = mhlo.copy %263 : tensor<1x32x64xbf16>
    %265 = stablehlo.convert %264 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %266 = stablehlo.multiply %265, %265 : tensor<1x32x64xf32>
    %267 = stablehlo.reduce(%266 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %269 = stablehlo.divide %268, %39 : tensor<1x32x1xf32>
    %270 = stablehlo.add %269, %41 : tensor<1x32x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<1x32x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %275 = stablehlo.multiply %265, %274 : tensor<1x32x64xf32>
    %276 = stablehlo.convert %arg12 : (tensor<64xbf16>) -> tensor<64xf32>
    %277 = stablehlo.reshape %276 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %281 = stablehlo.multiply %275, %280 : tensor<1x32x64xf32>
    %282 = stablehlo.convert %281 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %283 = "stablehlo.all_gather"(%arg14) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x128xbf16>) -> tensor<64x128xbf16>
    %284 = stablehlo.dot_general %282, %283, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x128xbf16>) -> tensor<1x32x128xbf16>
    %285 = stablehlo.negate %284 : tensor<1x32x128xbf16>
    %286 = stablehlo.exponential %285 : tensor<1x32x128xbf16>
    %287 = stablehlo.add %286, %175 : tensor<1x32x128xbf16>
    %288 = stablehlo.divide %175, %287 : tensor<1x32x128xbf16>
    %289 = stablehlo.multiply %284, %288 : tensor<1x32x128xbf16>
    %290 = "stablehlo.all_gather"(%arg15) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x128xbf16>) -> tensor<64x128xbf16>
    %291 = stablehlo.dot_general %282, %290, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x128xbf16>) -> tensor<1x32x128xbf16>
    %292 = stablehlo.multiply %289, %291 : tensor<1x32x128xbf16>
    %293 = mhlo.copy %292 : tensor<1x32x128xbf16>
    %294 = "stablehlo.all_gather"(%arg13) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<128x16xbf16>) -> tensor<128x64xbf16>
    %295 = stablehlo.dot_general %293, %294, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<128x64xbf16>) -> tensor<1x32x64xbf16>
    %296 = stablehlo.add %264, %295 : tensor<1x32x64xbf16>
    %297 = mhlo.copy %296 : tensor<1x32x64xbf16>
    %298 = stablehlo.convert %297 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %299 = stablehlo.multiply %298, %298 : tensor<1x32x64xf32>
    %300 = stablehlo.reduce(%299 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %302 = stablehlo.divide %301, %39 : tensor<1x32x1xf32>
    %303 = stablehlo.add %302, %41 : tensor<1x32x1xf32>
    %304 = stablehlo.rsqrt %303 : tensor<1x32x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %306 = stablehlo.reshape %305 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %308 = stablehlo.multiply %298, %307 : tensor<1x32x64xf32>
    %309 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %310 = stablehlo.reshape %309 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %312 = stablehlo.reshape %311 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %314 = stablehlo.multiply %308, %313 : tensor<1x32x64xf32>
    %315 = stablehlo.convert %314 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %316 = "stablehlo.all_gather"(%arg20) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<16x256xbf16>) -> tensor<64x256xbf16>
    %317 = stablehlo.dot_general %315, %316, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<64x256xbf16>) -> tensor<1x32x256xbf16>
    %318 = mhlo.copy %317 : tensor<1x32x256xbf16>
    %319 = stablehlo.convert %318 : (tensor<1x32x256xbf16>) -> tensor<1x32x256xf32>
    %320 = stablehlo.reduce(%319 init: %cst_14) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %321 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %322 = stablehlo.maximum %320, %321 : tensor<1x32xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x256xf32>
    %327 = stablehlo.subtract %319, %326 : tensor<1x32x256xf32>
    %328 = stablehlo.exponential %327 : tensor<1x32x256xf32>
    %329 = stablehlo.reduce(%328 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %330 = stablehlo.reshape %329 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %331 = stablehlo.divide %20, %330 : tensor<1x32x1xf32>
    %332 = stablehlo.reduce(%331 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x256xf32>
    %334 = stablehlo.multiply %333, %328 : tensor<1x32x256xf32>
    %335 = stablehlo.add %17, %334 : tensor<1x32x256xf32>
    %336 = stablehlo.convert %335 : (tensor<1x32x256xf32>) -> tensor<1x32x256xbf16>
    %337 = mhlo.copy %336 : tensor<1x32x256xbf16>
    %338 = stablehlo.dot_general %337, %316, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xbf16>, tensor<64x256xbf16>) -> tensor<1x32x64xbf16>
    %339 = stablehlo.convert %338 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %340 = stablehlo.multiply %339, %313 : tensor<1x32x64xf32>
    %341 = stablehlo.multiply %340, %307 : tensor<1x32x64xf32>
    %342 = stablehlo.multiply %298, %340 : tensor<1x32x64xf32>
    %343 = stablehlo.reduce(%342 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %344 = stablehlo.reshape %343 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %345 = stablehlo.divide %304, %303 : tensor<1x32x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %347 = stablehlo.multiply %345, %346 : tensor<1x32x1xf32>
    %348 = stablehlo.multiply %344, %347 : tensor<1x32x1xf32>
    %349 = stablehlo.divide %348, %39 : tensor<1x32x1xf32>
    %350 = stablehlo.reduce(%349 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %352 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %353 = stablehlo.multiply %298, %352 : tensor<1x32x64xf32>
    %354 = stablehlo.multiply %351, %353 : tensor<1x32x64xf32>
    %355 = stablehlo.add %341, %354 : tensor<1x32x64xf32>
    %356 = stablehlo.convert %355 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %357 = mhlo.copy %356 : tensor<1x32x64xbf16>
    %358 = stablehlo.dot_general %357, %294, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<128x64xbf16>) -> tensor<1x32x128xbf16>
    %359 = mhlo.copy %358 : tensor<1x32x128xbf16>
    %360 = stablehlo.multiply %289, %359 : tensor<1x32x128xbf16>
    %361 = stablehlo.dot_general %360, %290, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<64x128xbf16>) -> tensor<1x32x64xbf16>
    %362 = stablehlo.multiply %359, %291 : tensor<1x32x128xbf16>
    %363 = stablehlo.multiply %362, %288 : tensor<1x32x128xbf16>
    %364 = stablehlo.multiply %284, %362 : tensor<1x32x128xbf16>
    %365 = stablehlo.subtract %175, %288 : tensor<1x32x128xbf16>
    %366 = stablehlo.multiply %288, %365 : tensor<1x32x128xbf16>
    %367 = stablehlo.multiply %364, %366 : tensor<1x32x128xbf16>
    %368 = stablehlo.add %363, %367 : tensor<1x32x128xbf16>
    %369 = stablehlo.dot_general %368, %283, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<64x128xbf16>) -> tensor<1x32x64xbf16>
    %370 = stablehlo.add %361, %369 : tensor<1x32x64xbf16>
    %371 = stablehlo.convert %370 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %372 = stablehlo.multiply %371, %280 : tensor<1x32x64xf32>
    %373 = stablehlo.multiply %372, %274 : tensor<1x32x64xf32>
    %374 = stablehlo.multiply %265, %372 : tensor<1x32x64xf32>
    %375 = stablehlo.reduce(%374 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %376 = stablehlo.reshape %375 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %377 = stablehlo.divide %271, %270 : tensor<1x32x1xf32>
    %378 = stablehlo.multiply %377, %346 : tensor<1x32x1xf32>
    %379 = stablehlo.multiply %376, %378 : tensor<1x32x1xf32>
    %380 = stablehlo.divide %379, %39 : tensor<1x32x1xf32>
    %381 = stablehlo.reduce(%380 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %383 = stablehlo.multiply %265, %352 : tensor<1x32x64xf32>
    %384 = stablehlo.multiply %382, %383 : tensor<1x32x64xf32>
    %385 = stablehlo.add %373, %384 : tensor<1x32x64xf32>
    %386 = stablehlo.convert %385 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %387 = stablehlo.add %357, %386 : tensor<1x32x64xbf16>
    %388 = mhlo.copy %387 : tensor<1x32x64xbf16>
    %389 = stablehlo.dot_general %388, %261, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<4x16x64xbf16>) -> tensor<1x32x4x16xbf16>
    %390 = mhlo.copy %389 : tensor<1x32x4x16xbf16>
    %391 = stablehlo.reshape %390 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x2x2x16xbf16>
    %392 = stablehlo.transpose %391, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,2,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x2x2x16xbf16>) -> tensor<1x2x16x2x32xbf16>
    %393 = stablehlo.dot_general %392, %256, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x16x2x32xbf16>, tensor<1x2x2x32x32xbf16>) -> tensor<1x2x16x32xbf16>
    %394 = stablehlo.transpose %393, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,32,2,16]{1,3,2,0}"} : (tensor<1x2x16x32xbf16>) -> tensor<1x32x2x16xbf16>
    %395 = stablehlo.dot_general %394, %207, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x64xbf16>
    %396 = stablehlo.dot_general %392, %208, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x16x2x32xbf16>, tensor<1x32x2x16xbf16>) -> tensor<1x2x2x32x32xbf16>
    %397 = stablehlo.convert %396 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %398 = stablehlo.divide %397, %254 : tensor<1x2x2x32x32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x1xf32>
    %400 = stablehlo.multiply %251, %251 : tensor<1x2x2x32x1xf32>
    %401 = stablehlo.divide %399, %400 : tensor<1x2x2x32x1xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32x1xf32>
    %403 = stablehlo.reshape %402 : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %405 = stablehlo.multiply %397, %404 : tensor<1x2x2x32x32xf32>
    %406 = stablehlo.multiply %405, %249 : tensor<1x2x2x32x32xf32>
    %407 = stablehlo.reduce(%406 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x1xf32>
    %409 = stablehlo.negate %408 : tensor<1x2x2x32x1xf32>
    %410 = stablehlo.reduce(%409 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x1xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %412 = stablehlo.add %398, %411 : tensor<1x2x2x32x32xf32>
    %413 = stablehlo.multiply %412, %249 : tensor<1x2x2x32x32xf32>
    %414 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %415 = stablehlo.select %65, %413, %414 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    %416 = stablehlo.divide %415, %127 : tensor<1x2x2x32x32xf32>
    %417 = stablehlo.convert %416 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %418 = stablehlo.transpose %417, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,2,32,32,2]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x32x32x2xbf16>
    %419 = stablehlo.dot_general %418, %236, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x32x32x2xbf16>, tensor<1x32x2x2x16xbf16>) -> tensor<1x2x32x16xbf16>
    %420 = stablehlo.transpose %419, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,32,2,16]{3,1,2,0}"} : (tensor<1x2x32x16xbf16>) -> tensor<1x32x2x16xbf16>
    %421 = stablehlo.convert %420 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{3,1,2,0}"} : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %422 = stablehlo.slice %421 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %423 = stablehlo.multiply %422, %99 : tensor<1x32x2x8xf32>
    %424 = stablehlo.slice %421 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %425 = stablehlo.multiply %424, %92 : tensor<1x32x2x8xf32>
    %426 = stablehlo.add %423, %425 : tensor<1x32x2x8xf32>
    %427 = stablehlo.multiply %422, %92 : tensor<1x32x2x8xf32>
    %428 = stablehlo.negate %424 : tensor<1x32x2x8xf32>
    %429 = stablehlo.multiply %428, %99 : tensor<1x32x2x8xf32>
    %430 = stablehlo.add %427, %429 : tensor<1x32x2x8xf32>
    %431 = stablehlo.concatenate %426, %430, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %432 = stablehlo.convert %431 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    %433 = stablehlo.dot_general %432, %209, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x64xbf16>
    %434 = stablehlo.add %395, %433 : tensor<1x32x64xbf16>
    %435 = stablehlo.dot_general %418, %221, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x2x32x32x2xbf16>, tensor<1x32x2x16xbf16>) -> tensor<1x2x32x2x16xbf16>
    %436 = stablehlo.transpose %435, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,32,2,2,16]{4,3,1,2,0}"} : (tensor<1x2x32x2x16xbf16>) -> tensor<1x32x2x2x16xbf16>
    %437 = stablehlo.reshape %436 : (tensor<1x32x2x2x16xbf16>) -> tensor<1x32x4x16xbf16>
    %438 = stablehlo.convert %437 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %439 = stablehlo.slice %438 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %440 = stablehlo.multiply %439, %115 : tensor<1x32x4x8xf32>
    %441 = stablehlo.slice %438 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %442 = stablehlo.multiply %441, %112 : tensor<1x32x4x8xf32>
    %443 = stablehlo.add %440, %442 : tensor<1x32x4x8xf32>
    %444 = stablehlo.multiply %439, %112 : tensor<1x32x4x8xf32>
    %445 = stablehlo.negate %441 : tensor<1x32x4x8xf32>
    %446 = stablehlo.multiply %445, %115 : tensor<1x32x4x8xf32>
    %447 = stablehlo.add %444, %446 : tensor<1x32x4x8xf32>
    %448 = stablehlo.concatenate %443, %447, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %449 = stablehlo.convert %448 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    %450 = mhlo.copy %449 : tensor<1x32x4x16xbf16>
    %451 = stablehlo.dot_general %450, %222, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<1x32x64xbf16>
    %452 = stablehlo.add %434, %451 : tensor<1x32x64xbf16>
    %453 = stablehlo.convert %452 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %454 = stablehlo.multiply %453, %204 : tensor<1x32x64xf32>
    %455 = stablehlo.multiply %454, %198 : tensor<1x32x64xf32>
    %456 = stablehlo.multiply %189, %454 : tensor<1x32x64xf32>
    %457 = stablehlo.reduce(%456 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %458 = stablehlo.reshape %457 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %459 = stablehlo.divide %195, %194 : tensor<1x32x1xf32>
    %460 = stablehlo.multiply %459, %346 : tensor<1x32x1xf32>
    %461 = stablehlo.multiply %458, %460 : tensor<1x32x1xf32>
    %462 = stablehlo.divide %461, %39 : tensor<1x32x1xf32>
    %463 = stablehlo.reduce(%462 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %465 = stablehlo.multiply %189, %352 : tensor<1x32x64xf32>
    %466 = stablehlo.multiply %464, %465 : tensor<1x32x64xf32>
    %467 = stablehlo.add %455, %466 : tensor<1x32x64xf32>
    %468 = stablehlo.convert %467 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %469 = stablehlo.add %388, %468 : tensor<1x32x64xbf16>
    %470 = mhlo.copy %469 : tensor<1x32x64xbf16>
    %471 = stablehlo.dot_general %470, %185, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<128x64xbf16>) -> tensor<1x32x128xbf16>
    %472 = mhlo.copy %471 : tensor<1x32x128xbf16>
    %473 = stablehlo.multiply %180, %472 : tensor<1x32x128xbf16>
    %474 = stablehlo.dot_general %473, %181, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<64x128xbf16>) -> tensor<1x32x64xbf16>
    %475 = stablehlo.multiply %472, %182 : tensor<1x32x128xbf16>
    %476 = stablehlo.multiply %475, %179 : tensor<1x32x128xbf16>
    %477 = stablehlo.multiply %174, %475 : tensor<1x32x128xbf16>
    %478 = stablehlo.subtract %175, %179 : tensor<1x32x128xbf16>
    %479 = stablehlo.multiply %179, %478 : tensor<1x32x128xbf16>
    %480 = stablehlo.multiply %477, %479 : tensor<1x32x128xbf16>
    %481 = stablehlo.add %476, %480 : tensor<1x32x128xbf16>
    %482 = stablehlo.dot_general %481, %173, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<64x128xbf16>) -> tensor<1x32x64xbf16>
    %483 = stablehlo.add %474, %482 : tensor<1x32x64xbf16>
    %484 = stablehlo.convert %483 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %485 = stablehlo.multiply %484, %170 : tensor<1x32x64xf32>
    %486 = stablehlo.multiply %485, %164 : tensor<1x32x64xf32>
    %487 = stablehlo.multiply %155, %485 : tensor<1x32x64xf32>
    %488 = stablehlo.reduce(%487 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %489 = stablehlo.reshape %488 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %490 = stablehlo.divide %161, %160 : tensor<1x32x1xf32>
    %491 = stablehlo.multiply %490, %346 : tensor<1x32x1xf32>
    %492 = stablehlo.multiply %489, %491 : tensor<1x32x1xf32>
    %493 = stablehlo.divide %492, %39 : tensor<1x32x1xf32>
    %494 = stablehlo.reduce(%493 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %496 = stablehlo.multiply %155, %352 : tensor<1x32x64xf32>
    %497 = stablehlo.multiply %495, %496 : tensor<1x32x64xf32>
    %498 = stablehlo.add %486, %497 : tensor<1x32x64xf32>
    %499 = stablehlo.convert %498 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %500 = stablehlo.add %470, %499 : tensor<1x32x64xbf16>
    %501 = mhlo.copy %500 : tensor<1x32x64xbf16>
    %502 = stablehlo.dot_general %501, %151, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<4x16x64xbf16>) -> tensor<1x32x4x16xbf16>
    %503 = mhlo.copy %502 : tensor<1x32x4x16xbf16>
    %504 = stablehlo.reshape %503 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x2x2x16xbf16>
    %505 = stablehlo.transpose %504, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,2,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x2x2x16xbf16>) -> tensor<1x2x16x2x32xbf16>
    %506 = stablehlo.dot_general %505, %146, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x16x2x32xbf16>, tensor<1x2x2x32x32xbf16>) -> tensor<1x2x16x32xbf16>
    %507 = stablehlo.transpose %506, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,32,2,16]{1,3,2,0}"} : (tensor<1x2x16x32xbf16>) -> tensor<1x32x2x16xbf16>
    %508 = stablehlo.dot_general %507, %55, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x64xbf16>
    %509 = stablehlo.dot_general %505, %56, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x16x2x32xbf16>, tensor<1x32x2x16xbf16>) -> tensor<1x2x2x32x32xbf16>
    %510 = stablehlo.convert %509 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %511 = stablehlo.divide %510, %144 : tensor<1x2x2x32x32xf32>
    %512 = stablehlo.multiply %141, %141 : tensor<1x2x2x32x1xf32>
    %513 = stablehlo.divide %399, %512 : tensor<1x2x2x32x1xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 3, 4] : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32x1xf32>
    %515 = stablehlo.reshape %514 : (tensor<1x2x2x32x1xf32>) -> tensor<1x2x2x32xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %517 = stablehlo.multiply %510, %516 : tensor<1x2x2x32x32xf32>
    %518 = stablehlo.multiply %517, %139 : tensor<1x2x2x32x32xf32>
    %519 = stablehlo.reduce(%518 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %520 = stablehlo.reshape %519 : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x1xf32>
    %521 = stablehlo.negate %520 : tensor<1x2x2x32x1xf32>
    %522 = stablehlo.reduce(%521 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x1xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2, 3] : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %524 = stablehlo.add %511, %523 : tensor<1x2x2x32x32xf32>
    %525 = stablehlo.multiply %524, %139 : tensor<1x2x2x32x32xf32>
    %526 = stablehlo.select %65, %525, %414 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    %527 = stablehlo.divide %526, %127 : tensor<1x2x2x32x32xf32>
    %528 = stablehlo.convert %527 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %529 = stablehlo.transpose %528, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,2,32,32,2]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x32x32x2xbf16>
    %530 = stablehlo.dot_general %529, %123, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x2x32x32x2xbf16>, tensor<1x32x2x2x16xbf16>) -> tensor<1x2x32x16xbf16>
    %531 = stablehlo.transpose %530, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,32,2,16]{3,1,2,0}"} : (tensor<1x2x32x16xbf16>) -> tensor<1x32x2x16xbf16>
    %532 = stablehlo.convert %531 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{3,1,2,0}"} : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %533 = stablehlo.slice %532 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %534 = stablehlo.multiply %533, %99 : tensor<1x32x2x8xf32>
    %535 = stablehlo.slice %532 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %536 = stablehlo.multiply %535, %92 : tensor<1x32x2x8xf32>
    %537 = stablehlo.add %534, %536 : tensor<1x32x2x8xf32>
    %538 = stablehlo.multiply %533, %92 : tensor<1x32x2x8xf32>
    %539 = stablehlo.negate %535 : tensor<1x32x2x8xf32>
    %540 = stablehlo.multiply %539, %99 : tensor<1x32x2x8xf32>
    %541 = stablehlo.add %538, %540 : tensor<1x32x2x8xf32>
    %542 = stablehlo.concatenate %537, %541, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %543 = stablehlo.convert %542 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    %544 = stablehlo.dot_general %543, %66, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<64x2x16xbf16>) -> tensor<1x32x64xbf16>
    %545 = stablehlo.add %508, %544 : tensor<1x32x64xbf16>
    %546 = stablehlo.dot_general %529, %106, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x2x32x32x2xbf16>, tensor<1x32x2x16xbf16>) -> tensor<1x2x32x2x16xbf16>
    %547 = stablehlo.transpose %546, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,32,2,2,16]{4,3,1,2,0}"} : (tensor<1x2x32x2x16xbf16>) -> tensor<1x32x2x2x16xbf16>
    %548 = stablehlo.reshape %547 : (tensor<1x32x2x2x16xbf16>) -> tensor<1x32x4x16xbf16>
    %549 = stablehlo.convert %548 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %550 = stablehlo.slice %549 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %551 = stablehlo.multiply %550, %115 : tensor<1x32x4x8xf32>
    %552 = stablehlo.slice %549 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %553 = stablehlo.multiply %552, %112 : tensor<1x32x4x8xf32>
    %554 = stablehlo.add %551, %553 : tensor<1x32x4x8xf32>
    %555 = stablehlo.multiply %550, %112 : tensor<1x32x4x8xf32>
    %556 = stablehlo.negate %552 : tensor<1x32x4x8xf32>
    %557 = stablehlo.multiply %556, %115 : tensor<1x32x4x8xf32>
    %558 = stablehlo.add %555, %557 : tensor<1x32x4x8xf32>
    %559 = stablehlo.concatenate %554, %558, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %560 = stablehlo.convert %559 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    %561 = mhlo.copy %560 : tensor<1x32x4x16xbf16>
    %562 = stablehlo.dot_general %561, %107, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<1x32x64xbf16>
    %563 = stablehlo.add %545, %562 : tensor<1x32x64xbf16>
    %564 = stablehlo.convert %563 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %565 = stablehlo.multiply %564, %52 : tensor<1x32x64xf32>
    %566 = stablehlo.multiply %565, %46 : tensor<1x32x64xf32>
    %567 = stablehlo.multiply %35, %565 : tensor<1x32x64xf32>
    %568 = stablehlo.reduce(%567 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %569 = stablehlo.reshape %568 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %570 = stablehlo.divide %43, %42 : tensor<1x32x1xf32>
    %571 = stablehlo.multiply %570, %346 : tensor<1x32x1xf32>
    %572 = stablehlo.multiply %569, %571 : tensor<1x32x1xf32>
    %573 = stablehlo.divide %572, %39 : tensor<1x32x1xf32>
    %574 = stablehlo.reduce(%573 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %576 = stablehlo.multiply %35, %352 : tensor<1x32x64xf32>
    %577 = stablehlo.multiply %575, %576 : tensor<1x32x64xf32>
    %578 = stablehlo.add %566, %577 : tensor<1x32x64xf32>
    %579 = stablehlo.convert %578 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %580 = stablehlo.add %501, %579 : tensor<1x32x64xbf16>
    %581 = mhlo.copy %580 : tensor<1x32x64xbf16>
    %582 = stablehlo.reshape %581 : (tensor<1x32x64xbf16>) -> tensor<1x32x4x16xbf16>
    %583 = "stablehlo.all_to_all"(%582) <{channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, concat_dimension = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xbf16>
    %584 = stablehlo.transpose %583, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "bf16[4,1,32,16]{3,0,2,1}"} : (tensor<1x32x4x16xbf16>) -> tensor<4x1x32x16xbf16>
    %585 = stablehlo.reshape %584 : (tensor<4x1x32x16xbf16>) -> tensor<4x32x16xbf16>
    %586 = "stablehlo.scatter"(%0, %7, %585) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<256x16xbf16>, tensor<4x32x1xi32>, tensor<4x32x16xbf16>) -> tensor<256x16xbf16>
    %cst_18 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %587 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<256x16xbf16>
    %588 = stablehlo.multiply %586, %587 : tensor<256x16xbf16>
    %589 = stablehlo.subtract %arg0, %588 : tensor<256x16xbf16>
    %590 = stablehlo.multiply %308, %339 : tensor<1x32x64xf32>
    %591 = stablehlo.reduce(%590 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %592 = "stablehlo.all_reduce"(%591) <{channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %593 = stablehlo.reshape %592 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %594 = stablehlo.reduce(%593 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %595 = stablehlo.convert %594 : (tensor<64xf32>) -> tensor<64xbf16>
    %596 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<64xbf16>
    %597 = stablehlo.multiply %595, %596 : tensor<64xbf16>
    %598 = stablehlo.subtract %arg1, %597 : tensor<64xbf16>
    %599 = stablehlo.multiply %47, %564 : tensor<1x32x64xf32>
    %600 = stablehlo.reduce(%599 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %601 = "stablehlo.all_reduce"(%600) <{channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %602 = stablehlo.reshape %601 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %603 = stablehlo.reduce(%602 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %604 = stablehlo.convert %603 : (tensor<64xf32>) -> tensor<64xbf16>
    %605 = stablehlo.multiply %604, %596 : tensor<64xbf16>
    %606 = stablehlo.subtract %arg2, %605 : tensor<64xbf16>
    %607 = stablehlo.multiply %165, %484 : tensor<1x32x64xf32>
    %608 = stablehlo.reduce(%607 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %609 = "stablehlo.all_reduce"(%608) <{channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %610 = stablehlo.reshape %609 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %611 = stablehlo.reduce(%610 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %612 = stablehlo.convert %611 : (tensor<64xf32>) -> tensor<64xbf16>
    %613 = stablehlo.multiply %612, %596 : tensor<64xbf16>
    %614 = stablehlo.subtract %arg3, %613 : tensor<64xbf16>
    %615 = stablehlo.dot_general %470, %184, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<1x32x128xbf16>) -> tensor<64x128xbf16>
    %616 = "stablehlo.all_reduce"(%615) <{channel_handle = #stablehlo.channel_handle<handle = 29, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %c_19 = stablehlo.constant dense<[0, 16, 32, 48]> : tensor<4xi32>
    %617 = stablehlo.partition_id : tensor<ui32>
    %618 = stablehlo.dynamic_slice %c_19, %617, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %619 = stablehlo.reshape %618 : (tensor<1xi32>) -> tensor<i32>
    %620 = stablehlo.dynamic_slice %616, %619, %c, sizes = [16, 128] : (tensor<64x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<16x128xbf16>
    %621 = stablehlo.transpose %620, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,16]{0,1}"} : (tensor<16x128xbf16>) -> tensor<128x16xbf16>
    %622 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<128x16xbf16>
    %623 = stablehlo.multiply %621, %622 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,16]{0,1}"} : tensor<128x16xbf16>
    %624 = stablehlo.subtract %arg4, %623 : tensor<128x16xbf16>
    %625 = stablehlo.dot_general %481, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<1x32x64xbf16>) -> tensor<128x64xbf16>
    %626 = "stablehlo.all_reduce"(%625) <{channel_handle = #stablehlo.channel_handle<handle = 30, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %627 = stablehlo.dynamic_slice %626, %c, %619, sizes = [128, 16] : (tensor<128x64xbf16>, tensor<i32>, tensor<i32>) -> tensor<128x16xbf16>
    %628 = stablehlo.transpose %627, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : (tensor<128x16xbf16>) -> tensor<16x128xbf16>
    %629 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x128xbf16>
    %630 = stablehlo.multiply %628, %629 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : tensor<16x128xbf16>
    %631 = stablehlo.subtract %arg5, %630 : tensor<16x128xbf16>
    %632 = stablehlo.dot_general %473, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<1x32x64xbf16>) -> tensor<128x64xbf16>
    %633 = "stablehlo.all_reduce"(%632) <{channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %634 = stablehlo.dynamic_slice %633, %c, %619, sizes = [128, 16] : (tensor<128x64xbf16>, tensor<i32>, tensor<i32>) -> tensor<128x16xbf16>
    %635 = stablehlo.transpose %634, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : (tensor<128x16xbf16>) -> tensor<16x128xbf16>
    %636 = stablehlo.multiply %635, %629 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : tensor<16x128xbf16>
    %637 = stablehlo.subtract %arg6, %636 : tensor<16x128xbf16>
    %638 = stablehlo.dot_general %543, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %639 = "stablehlo.all_reduce"(%638) <{channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<2x16x64xbf16>) -> tensor<2x16x64xbf16>
    %640 = stablehlo.dynamic_slice %639, %c, %c, %619, sizes = [2, 16, 16] : (tensor<2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xbf16>
    %641 = stablehlo.transpose %640, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : (tensor<2x16x16xbf16>) -> tensor<16x2x16xbf16>
    %642 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x2x16xbf16>
    %643 = stablehlo.multiply %641, %642 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : tensor<16x2x16xbf16>
    %644 = stablehlo.subtract %arg7, %643 : tensor<16x2x16xbf16>
    %645 = stablehlo.dot_general %501, %150, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<1x32x4x16xbf16>) -> tensor<64x4x16xbf16>
    %646 = "stablehlo.all_reduce"(%645) <{channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %647 = stablehlo.dynamic_slice %646, %619, %c, %c, sizes = [16, 4, 16] : (tensor<64x4x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x16xbf16>
    %648 = stablehlo.transpose %647, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[4,16,16]{1,0,2}"} : (tensor<16x4x16xbf16>) -> tensor<4x16x16xbf16>
    %649 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<4x16x16xbf16>
    %650 = stablehlo.multiply %648, %649 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[4,16,16]{1,0,2}"} : tensor<4x16x16xbf16>
    %651 = stablehlo.subtract %arg8, %650 : tensor<4x16x16xbf16>
    %652 = stablehlo.dot_general %561, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xbf16>, tensor<1x32x64xbf16>) -> tensor<4x16x64xbf16>
    %653 = "stablehlo.all_reduce"(%652) <{channel_handle = #stablehlo.channel_handle<handle = 34, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %654 = stablehlo.dynamic_slice %653, %c, %c, %619, sizes = [4, 16, 16] : (tensor<4x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xbf16>
    %655 = stablehlo.transpose %654, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,4,16]{0,2,1}"} : (tensor<4x16x16xbf16>) -> tensor<16x4x16xbf16>
    %656 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x4x16xbf16>
    %657 = stablehlo.multiply %655, %656 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,4,16]{0,2,1}"} : tensor<16x4x16xbf16>
    %658 = stablehlo.subtract %arg9, %657 : tensor<16x4x16xbf16>
    %659 = stablehlo.dot_general %507, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %660 = "stablehlo.all_reduce"(%659) <{channel_handle = #stablehlo.channel_handle<handle = 35, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<2x16x64xbf16>) -> tensor<2x16x64xbf16>
    %661 = stablehlo.dynamic_slice %660, %c, %c, %619, sizes = [2, 16, 16] : (tensor<2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xbf16>
    %662 = stablehlo.transpose %661, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : (tensor<2x16x16xbf16>) -> tensor<16x2x16xbf16>
    %663 = stablehlo.multiply %662, %642 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : tensor<16x2x16xbf16>
    %664 = stablehlo.subtract %arg10, %663 : tensor<16x2x16xbf16>
    %665 = stablehlo.multiply %199, %453 : tensor<1x32x64xf32>
    %666 = stablehlo.reduce(%665 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %667 = "stablehlo.all_reduce"(%666) <{channel_handle = #stablehlo.channel_handle<handle = 36, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %668 = stablehlo.reshape %667 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %669 = stablehlo.reduce(%668 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %670 = stablehlo.convert %669 : (tensor<64xf32>) -> tensor<64xbf16>
    %671 = stablehlo.multiply %670, %596 : tensor<64xbf16>
    %672 = stablehlo.subtract %arg11, %671 : tensor<64xbf16>
    %673 = stablehlo.multiply %275, %371 : tensor<1x32x64xf32>
    %674 = stablehlo.reduce(%673 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %675 = "stablehlo.all_reduce"(%674) <{channel_handle = #stablehlo.channel_handle<handle = 37, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %676 = stablehlo.reshape %675 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %677 = stablehlo.reduce(%676 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %678 = stablehlo.convert %677 : (tensor<64xf32>) -> tensor<64xbf16>
    %679 = stablehlo.multiply %678, %596 : tensor<64xbf16>
    %680 = stablehlo.subtract %arg12, %679 : tensor<64xbf16>
    %681 = stablehlo.dot_general %357, %293, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<1x32x128xbf16>) -> tensor<64x128xbf16>
    %682 = "stablehlo.all_reduce"(%681) <{channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<64x128xbf16>) -> tensor<64x128xbf16>
    %683 = stablehlo.dynamic_slice %682, %619, %c, sizes = [16, 128] : (tensor<64x128xbf16>, tensor<i32>, tensor<i32>) -> tensor<16x128xbf16>
    %684 = stablehlo.transpose %683, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,16]{0,1}"} : (tensor<16x128xbf16>) -> tensor<128x16xbf16>
    %685 = stablehlo.multiply %684, %622 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[128,16]{0,1}"} : tensor<128x16xbf16>
    %686 = stablehlo.subtract %arg13, %685 : tensor<128x16xbf16>
    %687 = stablehlo.dot_general %368, %282, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<1x32x64xbf16>) -> tensor<128x64xbf16>
    %688 = "stablehlo.all_reduce"(%687) <{channel_handle = #stablehlo.channel_handle<handle = 39, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %689 = stablehlo.dynamic_slice %688, %c, %619, sizes = [128, 16] : (tensor<128x64xbf16>, tensor<i32>, tensor<i32>) -> tensor<128x16xbf16>
    %690 = stablehlo.transpose %689, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : (tensor<128x16xbf16>) -> tensor<16x128xbf16>
    %691 = stablehlo.multiply %690, %629 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : tensor<16x128xbf16>
    %692 = stablehlo.subtract %arg14, %691 : tensor<16x128xbf16>
    %693 = stablehlo.dot_general %360, %282, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xbf16>, tensor<1x32x64xbf16>) -> tensor<128x64xbf16>
    %694 = "stablehlo.all_reduce"(%693) <{channel_handle = #stablehlo.channel_handle<handle = 40, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<128x64xbf16>) -> tensor<128x64xbf16>
    %695 = stablehlo.dynamic_slice %694, %c, %619, sizes = [128, 16] : (tensor<128x64xbf16>, tensor<i32>, tensor<i32>) -> tensor<128x16xbf16>
    %696 = stablehlo.transpose %695, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : (tensor<128x16xbf16>) -> tensor<16x128xbf16>
    %697 = stablehlo.multiply %696, %629 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,128]{0,1}"} : tensor<16x128xbf16>
    %698 = stablehlo.subtract %arg15, %697 : tensor<16x128xbf16>
    %699 = stablehlo.dot_general %432, %206, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %700 = "stablehlo.all_reduce"(%699) <{channel_handle = #stablehlo.channel_handle<handle = 41, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<2x16x64xbf16>) -> tensor<2x16x64xbf16>
    %701 = stablehlo.dynamic_slice %700, %c, %c, %619, sizes = [2, 16, 16] : (tensor<2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xbf16>
    %702 = stablehlo.transpose %701, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : (tensor<2x16x16xbf16>) -> tensor<16x2x16xbf16>
    %703 = stablehlo.multiply %702, %642 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : tensor<16x2x16xbf16>
    %704 = stablehlo.subtract %arg16, %703 : tensor<16x2x16xbf16>
    %705 = stablehlo.dot_general %388, %260, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xbf16>, tensor<1x32x4x16xbf16>) -> tensor<64x4x16xbf16>
    %706 = "stablehlo.all_reduce"(%705) <{channel_handle = #stablehlo.channel_handle<handle = 42, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %707 = stablehlo.dynamic_slice %706, %619, %c, %c, sizes = [16, 4, 16] : (tensor<64x4x16xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x16xbf16>
    %708 = stablehlo.transpose %707, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[4,16,16]{1,0,2}"} : (tensor<16x4x16xbf16>) -> tensor<4x16x16xbf16>
    %709 = stablehlo.multiply %708, %649 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[4,16,16]{1,0,2}"} : tensor<4x16x16xbf16>
    %710 = stablehlo.subtract %arg17, %709 : tensor<4x16x16xbf16>
    %711 = stablehlo.dot_general %450, %206, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x4x16xbf16>, tensor<1x32x64xbf16>) -> tensor<4x16x64xbf16>
    %712 = "stablehlo.all_reduce"(%711) <{channel_handle = #stablehlo.channel_handle<handle = 43, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %713 = stablehlo.dynamic_slice %712, %c, %c, %619, sizes = [4, 16, 16] : (tensor<4x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xbf16>
    %714 = stablehlo.transpose %713, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,4,16]{0,2,1}"} : (tensor<4x16x16xbf16>) -> tensor<16x4x16xbf16>
    %715 = stablehlo.multiply %714, %656 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,4,16]{0,2,1}"} : tensor<16x4x16xbf16>
    %716 = stablehlo.subtract %arg18, %715 : tensor<16x4x16xbf16>
    %717 = stablehlo.dot_general %394, %206, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xbf16>, tensor<1x32x64xbf16>) -> tensor<2x16x64xbf16>
    %718 = "stablehlo.all_reduce"(%717) <{channel_handle = #stablehlo.channel_handle<handle = 44, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<2x16x64xbf16>) -> tensor<2x16x64xbf16>
    %719 = stablehlo.dynamic_slice %718, %c, %c, %619, sizes = [2, 16, 16] : (tensor<2x16x64xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xbf16>
    %720 = stablehlo.transpose %719, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : (tensor<2x16x16xbf16>) -> tensor<16x2x16xbf16>
    %721 = stablehlo.multiply %720, %642 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[16,2,16]{0,2,1}"} : tensor<16x2x16xbf16>
    %722 = stablehlo.subtract %arg19, %721 : tensor<16x2x16xbf16>
    %723 = stablehlo.dot_general %337, %315, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x256xbf16>, tensor<1x32x64xbf16>) -> tensor<256x64xbf16>
    %724 = "stablehlo.all_reduce"(%723) <{channel_handle = #stablehlo.channel_handle<handle = 45, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<bf16>, %arg24: tensor<bf16>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<bf16>
      stablehlo.return %748 : tensor<bf16>
    }) : (tensor<256x64xbf16>) -> tensor<256x64xbf16>
    %725 = stablehlo.dynamic_slice %724, %c, %619, sizes = [256, 16] : (tensor<256x64xbf16>, tensor<i32>, tensor<i32>) -> tensor<256x16xbf16>
    %726 = stablehlo.transpose %725, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,256]{0,1}"} : (tensor<256x16xbf16>) -> tensor<16x256xbf16>
    %727 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<16x256xbf16>
    %728 = stablehlo.multiply %726, %727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[16,256]{0,1}"} : tensor<16x256xbf16>
    %729 = stablehlo.subtract %arg20, %728 : tensor<16x256xbf16>
    %730 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %731 = stablehlo.compare GE, %15, %730 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %732 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %733 = stablehlo.compare LE, %15, %732 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %734 = stablehlo.and %731, %733 : tensor<1x32x1x1xi1>
    %735 = stablehlo.reduce(%734 init: %c_4) applies stablehlo.and across dimensions = [3] : (tensor<1x32x1x1xi1>, tensor<i1>) -> tensor<1x32x1xi1>
    %736 = stablehlo.log %330 : tensor<1x32x1xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %738 = stablehlo.reshape %737 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x256xf32>
    %740 = stablehlo.subtract %327, %739 : tensor<1x32x256xf32>
    %741 = "stablehlo.gather"(%740, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x256xf32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xf32>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %743 = stablehlo.select %735, %741, %742 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %744 = stablehlo.reduce(%743 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<f32>
    %745 = "stablehlo.all_reduce"(%744) <{channel_handle = #stablehlo.channel_handle<handle = 46, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %748 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %748 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %746 = stablehlo.divide %745, %cst_21 : tensor<f32>
    %747 = stablehlo.negate %746 : tensor<f32>
    return %589, %598, %606, %614, %624, %631, %637, %644, %651, %658, %664, %672, %680, %686, %692, %698, %704, %710, %716, %722, %729, %747 : tensor<256x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<16x256xbf16>, tensor<f32>
  }
}
