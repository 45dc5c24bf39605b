module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @region_0.1_spmd(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<7x4x32xf32>, %arg5: tensor<7x4x32xf32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7xi32>, %arg8: tensor<7xi1>, %arg9: tensor<i1>, %arg10: tensor<4x4x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.add %arg1, %c : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %3 = stablehlo.minimum %arg1, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare LT, %3, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<4> : tensor<i32>
    %5 = stablehlo.add %3, %c_2 : tensor<i32>
    %6 = stablehlo.select %4, %5, %3 : tensor<i1>, tensor<i32>
    %7 = stablehlo.dynamic_slice %arg10, %6, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %9 = stablehlo.select %2, %8, %arg2 : tensor<4x32xi1>, tensor<4x32xf32>
    %10 = stablehlo.dot %9, %arg11, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %11 = stablehlo.tanh %10 : tensor<4x32xf32>
    %12 = "stablehlo.collective_permute"(%11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %13 = stablehlo.compare GE, %arg1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = stablehlo.and %arg12, %13 : tensor<i1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
    %16 = stablehlo.reshape %11 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %17 = stablehlo.subtract %arg1, %c_0 : tensor<i32>
    %18 = stablehlo.maximum %c_1, %17 : tensor<i32>
    %19 = stablehlo.minimum %c_0, %18 : tensor<i32>
    %20 = stablehlo.compare LT, %19, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %21 = stablehlo.add %19, %c_2 : tensor<i32>
    %22 = stablehlo.select %20, %21, %19 : tensor<i1>, tensor<i32>
    %23 = stablehlo.dynamic_update_slice %arg3, %16, %22, %c_1, %c_1 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
    %24 = stablehlo.select %15, %23, %arg3 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
    %25 = stablehlo.reshape %9 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %26 = stablehlo.dynamic_update_slice %arg4, %25, %arg0, %c_1, %c_1 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    %27 = stablehlo.dynamic_update_slice %arg5, %16, %arg0, %c_1, %c_1 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %29 = stablehlo.subtract %28, %11 : tensor<4x32xf32>
    %30 = stablehlo.reshape %29 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %31 = stablehlo.dynamic_update_slice %arg6, %30, %arg0, %c_1, %c_1 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    %32 = stablehlo.reshape %22 : (tensor<i32>) -> tensor<1xi32>
    %33 = stablehlo.dynamic_update_slice %arg7, %32, %arg0 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
    %34 = stablehlo.reshape %14 : (tensor<i1>) -> tensor<1xi1>
    %35 = stablehlo.dynamic_update_slice %arg8, %34, %arg0 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
    return %0, %1, %12, %24, %26, %27, %31, %33, %35, %arg9, %arg10, %arg11, %arg12 : tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>
  }
  func.func private @region_1.2_spmd(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<7x4x32xf32>, %arg5: tensor<7x4x32xf32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7xi32>, %arg8: tensor<7xi1>, %arg9: tensor<i1>, %arg10: tensor<4x4x32xf32>, %arg11: tensor<32x32xf32>, %arg12: tensor<i1>) -> tensor<i1> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body.5_spmd(%arg0: tensor<1x1x32x32xf32>, %arg1: tensor<4x4x32xf32>) -> (tensor<1xi1>, tensor<32x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<4x4x32xf32>, tensor<1xi1>, tensor<f32>) {
    %0 = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %c_0 = stablehlo.constant dense<4> : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare EQ, %3, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %5 = stablehlo.reshape %4 : (tensor<i1>) -> tensor<1xi1>
    %6 = stablehlo.reshape %arg0 : (tensor<1x1x32x32xf32>) -> tensor<32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x4x32xf32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<7xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<7xi1>
    %12 = mhlo.copy %arg1 : tensor<4x4x32xf32>
    %c_3 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.compare EQ, %3, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14:13 = stablehlo.while(%iterArg = %c_1, %iterArg_6 = %c_1, %iterArg_7 = %7, %iterArg_8 = %8, %iterArg_9 = %9, %iterArg_10 = %9, %iterArg_11 = %9, %iterArg_12 = %10, %iterArg_13 = %11, %iterArg_14 = %4, %iterArg_15 = %12, %iterArg_16 = %6, %iterArg_17 = %13) : tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>
    cond {
      %c_18 = stablehlo.constant dense<7> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg, %c_18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg, %c_18 : tensor<i32>
      %24 = stablehlo.add %iterArg_6, %c_18 : tensor<i32>
      %25 = stablehlo.broadcast_in_dim %iterArg_14, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
      %c_19 = stablehlo.constant dense<3> : tensor<i32>
      %26 = stablehlo.minimum %iterArg_6, %c_19 : tensor<i32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.compare LT, %26, %c_20 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_21 = stablehlo.constant dense<4> : tensor<i32>
      %28 = stablehlo.add %26, %c_21 : tensor<i32>
      %29 = stablehlo.select %27, %28, %26 : tensor<i1>, tensor<i32>
      %30 = stablehlo.dynamic_slice %iterArg_15, %29, %c_20, %c_20, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %31 = stablehlo.reshape %30 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %32 = stablehlo.select %25, %31, %iterArg_7 : tensor<4x32xi1>, tensor<4x32xf32>
      %33 = stablehlo.dot %32, %iterArg_16, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %34 = stablehlo.tanh %33 : tensor<4x32xf32>
      %35 = "stablehlo.collective_permute"(%34) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %36 = stablehlo.compare GE, %iterArg_6, %c_19 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %37 = stablehlo.and %iterArg_17, %36 : tensor<i1>
      %38 = stablehlo.broadcast_in_dim %37, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
      %39 = stablehlo.reshape %34 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %40 = stablehlo.subtract %iterArg_6, %c_19 : tensor<i32>
      %41 = stablehlo.maximum %c_20, %40 : tensor<i32>
      %42 = stablehlo.minimum %c_19, %41 : tensor<i32>
      %43 = stablehlo.compare LT, %42, %c_20 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %44 = stablehlo.add %42, %c_21 : tensor<i32>
      %45 = stablehlo.select %43, %44, %42 : tensor<i1>, tensor<i32>
      %46 = stablehlo.dynamic_update_slice %iterArg_8, %39, %45, %c_20, %c_20 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
      %47 = stablehlo.select %38, %46, %iterArg_8 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
      %48 = stablehlo.reshape %32 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %49 = stablehlo.dynamic_update_slice %iterArg_9, %48, %iterArg, %c_20, %c_20 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
      %50 = stablehlo.dynamic_update_slice %iterArg_10, %39, %iterArg, %c_20, %c_20 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
      %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %51 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %52 = stablehlo.subtract %51, %34 : tensor<4x32xf32>
      %53 = stablehlo.reshape %52 : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %54 = stablehlo.dynamic_update_slice %iterArg_11, %53, %iterArg, %c_20, %c_20 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
      %55 = stablehlo.reshape %45 : (tensor<i32>) -> tensor<1xi32>
      %56 = stablehlo.dynamic_update_slice %iterArg_12, %55, %iterArg : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
      %57 = stablehlo.reshape %37 : (tensor<i1>) -> tensor<1xi1>
      %58 = stablehlo.dynamic_update_slice %iterArg_13, %57, %iterArg : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
      stablehlo.return %23, %24, %35, %47, %49, %50, %54, %56, %58, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17 : tensor<i32>, tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>
    }
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %16 = stablehlo.multiply %14#3, %15 : tensor<4x4x32xf32>
    %17 = stablehlo.reshape %13 : (tensor<i1>) -> tensor<1xi1>
    %18 = stablehlo.multiply %14#3, %14#3 : tensor<4x4x32xf32>
    %19 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %20 = stablehlo.divide %19, %cst_5 : tensor<f32>
    %21 = stablehlo.select %13, %20, %cst : tensor<i1>, tensor<f32>
    %22 = "stablehlo.all_reduce"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %23 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %23 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %5, %6, %14#4, %14#5, %14#6, %14#7, %14#8, %16, %17, %22 : tensor<1xi1>, tensor<32x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<4x4x32xf32>, tensor<1xi1>, tensor<f32>
  }
  func.func private @region_4.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.8_spmd(%arg0: tensor<i32>, %arg1: tensor<1x1x32x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<7xi1>, %arg5: tensor<7xi32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7x4x32xf32>, %arg8: tensor<7x4x32xf32>, %arg9: tensor<i1>, %arg10: tensor<32x32xf32>) -> (tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.subtract %c_0, %arg0 : tensor<i32>
    %3 = stablehlo.subtract %2, %c : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg4, %3, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %5 = stablehlo.reshape %4 : (tensor<1xi1>) -> tensor<i1>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %8 = stablehlo.select %6, %arg3, %7 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
    %9 = stablehlo.dynamic_slice %arg5, %3, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %10 = stablehlo.reshape %9 : (tensor<1xi32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.dynamic_slice %8, %10, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
    %13 = stablehlo.add %1, %12 : tensor<4x32xf32>
    %14 = stablehlo.dynamic_slice %arg6, %3, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x32xf32>
    %17 = stablehlo.dynamic_slice %arg7, %3, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %19 = stablehlo.multiply %16, %18 : tensor<4x32xf32>
    %20 = stablehlo.add %16, %19 : tensor<4x32xf32>
    %21 = stablehlo.dynamic_slice %arg8, %3, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %23 = stablehlo.dot_general %20, %22, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
    %26 = stablehlo.add %arg1, %25 : tensor<1x1x32x32xf32>
    %27 = stablehlo.broadcast_in_dim %arg9, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
    %28 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %29 = stablehlo.dot_general %20, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %30 = stablehlo.select %27, %28, %29 : tensor<4x32xi1>, tensor<4x32xf32>
    %31 = stablehlo.select %6, %7, %arg3 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
    %32 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %33 = stablehlo.dynamic_update_slice %8, %32, %10, %c_1, %c_1 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
    %34 = stablehlo.add %31, %33 : tensor<4x4x32xf32>
    return %0, %26, %30, %34, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10 : tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>
  }
  func.func private @region_7.9_spmd(%arg0: tensor<i32>, %arg1: tensor<1x1x32x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<7xi1>, %arg5: tensor<7xi32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7x4x32xf32>, %arg8: tensor<7x4x32xf32>, %arg9: tensor<i1>, %arg10: tensor<32x32xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body_0.10_spmd(%arg0: tensor<f32>, %arg1: tensor<1xi1>, %arg2: tensor<32x32xf32>, %arg3: tensor<7x4x32xf32>, %arg4: tensor<7x4x32xf32>, %arg5: tensor<7x4x32xf32>, %arg6: tensor<7xi32>, %arg7: tensor<7xi1>, %arg8: tensor<4x4x32xf32>, %arg9: tensor<1xi1>) -> tensor<1x1x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.reshape %arg9 : (tensor<1xi1>) -> tensor<i1>
    %3 = "stablehlo.all_reduce"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      %16 = stablehlo.add %arg10, %arg11 : tensor<f32>
      stablehlo.return %16 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %4 = stablehlo.select %2, %3, %cst : tensor<i1>, tensor<f32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_0 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %7 = stablehlo.multiply %6, %arg8 : tensor<4x4x32xf32>
    %8 = mhlo.copy %arg7 : tensor<7xi1>
    %9 = mhlo.copy %arg6 : tensor<7xi32>
    %10 = mhlo.copy %arg5 : tensor<7x4x32xf32>
    %11 = mhlo.copy %arg4 : tensor<7x4x32xf32>
    %12 = mhlo.copy %arg3 : tensor<7x4x32xf32>
    %13 = stablehlo.reshape %arg1 : (tensor<1xi1>) -> tensor<i1>
    %14 = mhlo.copy %arg2 : tensor<32x32xf32>
    %15:11 = stablehlo.while(%iterArg = %c, %iterArg_1 = %0, %iterArg_2 = %1, %iterArg_3 = %7, %iterArg_4 = %8, %iterArg_5 = %9, %iterArg_6 = %10, %iterArg_7 = %11, %iterArg_8 = %12, %iterArg_9 = %13, %iterArg_10 = %14) : tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>
    cond {
      %c_11 = stablehlo.constant dense<7> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg, %c_11 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<1> : tensor<i32>
      %16 = stablehlo.add %iterArg, %c_11 : tensor<i32>
      %17 = "stablehlo.collective_permute"(%iterArg_2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %c_12 = stablehlo.constant dense<7> : tensor<i32>
      %18 = stablehlo.subtract %c_12, %iterArg : tensor<i32>
      %19 = stablehlo.subtract %18, %c_11 : tensor<i32>
      %20 = stablehlo.dynamic_slice %iterArg_4, %19, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
      %21 = stablehlo.reshape %20 : (tensor<1xi1>) -> tensor<i1>
      %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
      %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %23 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %24 = stablehlo.select %22, %iterArg_3, %23 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
      %25 = stablehlo.dynamic_slice %iterArg_5, %19, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %26 = stablehlo.reshape %25 : (tensor<1xi32>) -> tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.dynamic_slice %24, %26, %c_14, %c_14, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %28 = stablehlo.reduce(%27 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x4x32xf32>, tensor<f32>) -> tensor<4x32xf32>
      %29 = stablehlo.add %17, %28 : tensor<4x32xf32>
      %30 = stablehlo.dynamic_slice %iterArg_6, %19, %c_14, %c_14, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %31 = stablehlo.reshape %30 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %32 = stablehlo.multiply %29, %31 : tensor<4x32xf32>
      %33 = stablehlo.dynamic_slice %iterArg_7, %19, %c_14, %c_14, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %34 = stablehlo.reshape %33 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %35 = stablehlo.multiply %32, %34 : tensor<4x32xf32>
      %36 = stablehlo.add %32, %35 : tensor<4x32xf32>
      %37 = stablehlo.dynamic_slice %iterArg_8, %19, %c_14, %c_14, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %38 = stablehlo.reshape %37 : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %39 = stablehlo.dot_general %36, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
      %40 = stablehlo.transpose %39, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[32,32]{0,1}"} : (tensor<32x32xf32>) -> tensor<32x32xf32>
      %41 = stablehlo.reshape %40 : (tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
      %42 = stablehlo.add %iterArg_1, %41 : tensor<1x1x32x32xf32>
      %43 = stablehlo.broadcast_in_dim %iterArg_9, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
      %44 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %45 = stablehlo.dot_general %36, %iterArg_10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %46 = stablehlo.select %43, %44, %45 : tensor<4x32xi1>, tensor<4x32xf32>
      %47 = stablehlo.select %22, %23, %iterArg_3 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
      %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
      %49 = stablehlo.dynamic_update_slice %24, %48, %26, %c_14, %c_14 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
      %50 = stablehlo.add %47, %49 : tensor<4x4x32xf32>
      stablehlo.return %16, %42, %46, %50, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10 : tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>
    }
    return %15#1 : tensor<1x1x32x32xf32>
  }
  func.func @main(%arg0: tensor<1x1x32x32xf32> {mhlo.sharding = "{devices=[4,1,1,1]<=[4]}"}, %arg1: tensor<4x4x32xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<1x1x32x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %0 = mhlo.copy %cst : tensor<f32>
    %1 = mhlo.copy %0 : tensor<f32>
    %2 = mhlo.copy %arg0 : tensor<1x1x32x32xf32>
    %3 = mhlo.copy %2 : tensor<1x1x32x32xf32>
    %4 = mhlo.copy %arg1 : tensor<4x4x32xf32>
    %5 = mhlo.copy %4 : tensor<4x4x32xf32>
    %6:10 = call @xla.sdy.inlinable_manual_computation_body.5_spmd(%3, %5) : (tensor<1x1x32x32xf32>, tensor<4x4x32xf32>) -> (tensor<1xi1>, tensor<32x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<4x4x32xf32>, tensor<1xi1>, tensor<f32>)
    %7 = mhlo.copy %6#0 : tensor<1xi1>
    %8 = mhlo.copy %7 : tensor<1xi1>
    %9 = mhlo.copy %8 : tensor<1xi1>
    %10 = mhlo.copy %9 : tensor<1xi1>
    %11 = mhlo.copy %6#1 : tensor<32x32xf32>
    %12 = mhlo.copy %11 : tensor<32x32xf32>
    %13 = mhlo.copy %12 : tensor<32x32xf32>
    %14 = mhlo.copy %13 : tensor<32x32xf32>
    %15 = mhlo.copy %6#2 : tensor<7x4x32xf32>
    %16 = mhlo.copy %15 : tensor<7x4x32xf32>
    %17 = mhlo.copy %16 : tensor<7x4x32xf32>
    %18 = mhlo.copy %17 : tensor<7x4x32xf32>
    %19 = mhlo.copy %6#3 : tensor<7x4x32xf32>
    %20 = mhlo.copy %19 : tensor<7x4x32xf32>
    %21 = mhlo.copy %20 : tensor<7x4x32xf32>
    %22 = mhlo.copy %21 : tensor<7x4x32xf32>
    %23 = mhlo.copy %6#4 : tensor<7x4x32xf32>
    %24 = mhlo.copy %23 : tensor<7x4x32xf32>
    %25 = mhlo.copy %24 : tensor<7x4x32xf32>
    %26 = mhlo.copy %25 : tensor<7x4x32xf32>
    %27 = mhlo.copy %6#5 : tensor<7xi32>
    %28 = mhlo.copy %27 : tensor<7xi32>
    %29 = mhlo.copy %28 : tensor<7xi32>
    %30 = mhlo.copy %29 : tensor<7xi32>
    %31 = mhlo.copy %6#6 : tensor<7xi1>
    %32 = mhlo.copy %31 : tensor<7xi1>
    %33 = mhlo.copy %32 : tensor<7xi1>
    %34 = mhlo.copy %33 : tensor<7xi1>
    %35 = mhlo.copy %6#7 : tensor<4x4x32xf32>
    %36 = mhlo.copy %35 : tensor<4x4x32xf32>
    %37 = mhlo.copy %36 : tensor<4x4x32xf32>
    %38 = mhlo.copy %37 : tensor<4x4x32xf32>
    %39 = mhlo.copy %6#8 : tensor<1xi1>
    %40 = mhlo.copy %39 : tensor<1xi1>
    %41 = mhlo.copy %40 : tensor<1xi1>
    %42 = mhlo.copy %41 : tensor<1xi1>
    %43 = call @xla.sdy.inlinable_manual_computation_body_0.10_spmd(%1, %10, %14, %18, %22, %26, %30, %34, %38, %42) : (tensor<f32>, tensor<1xi1>, tensor<32x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<4x4x32xf32>, tensor<1xi1>) -> tensor<1x1x32x32xf32>
    %44 = mhlo.copy %43 : tensor<1x1x32x32xf32>
    %45 = mhlo.copy %44 : tensor<1x1x32x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<1x1x32x32xf32>
    %48 = stablehlo.subtract %arg0, %47 : tensor<1x1x32x32xf32>
    %49 = mhlo.copy %6#9 : tensor<f32>
    %50 = mhlo.copy %49 : tensor<f32>
    return %48, %50 : tensor<1x1x32x32xf32>, tensor<f32>
  }
}
