module @jit_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1]>
  func.func private @xla.sdy.inlinable_manual_computation_body.1_spmd(%arg0: tensor<32x32xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg1, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.tanh %0 : tensor<4x32xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<4x32xf32>
    return %2 : tensor<4x32xf32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body_0.2_spmd(%arg0: tensor<32x32xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg1, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %1 = stablehlo.tanh %0 : tensor<4x32xf32>
    %2 = stablehlo.add %1, %arg1 : tensor<4x32xf32>
    return %2 : tensor<4x32xf32>
  }
  func.func private @region_0.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.4_spmd(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_2.5_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @region_3.6_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_4.7_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.cosine %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_5.8_spmd(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_7.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.9.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.10_spmd(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5x32x32xf32>) -> (tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg3, %arg0, %c_0, %c_0, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %3 = stablehlo.dot %arg1, %2, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %4 = stablehlo.tanh %3 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %9 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %9 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %7 = stablehlo.reshape %6 : (tensor<f32>) -> tensor<1xf32>
    %8 = stablehlo.dynamic_update_slice %arg2, %7, %arg0 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    return %0, %4, %8, %arg3 : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
  }
  func.func private @region_8.11_spmd(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5x32x32xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_9.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<5x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4x32xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg4: tensor<i32> {mhlo.sharding = "{replicated}"}) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg4, %c_0 : tensor<i32>
    %1 = mhlo.copy %arg0 : tensor<32x32xf32>
    %2 = mhlo.copy %1 : tensor<32x32xf32>
    %3 = mhlo.copy %arg1 : tensor<32x32xf32>
    %4 = mhlo.copy %3 : tensor<32x32xf32>
    %5 = stablehlo.dot %arg3, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %6 = stablehlo.tanh %5 : tensor<4x32xf32>
    %7 = stablehlo.dot %6, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %8 = stablehlo.tanh %7 : tensor<4x32xf32>
    %9 = mhlo.copy %8 : tensor<4x32xf32>
    %10 = mhlo.copy %9 : tensor<4x32xf32>
    %11 = call @xla.sdy.inlinable_manual_computation_body.1_spmd(%4, %10) : (tensor<32x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %12 = mhlo.copy %11 : tensor<4x32xf32>
    %13 = mhlo.copy %12 : tensor<4x32xf32>
    %14 = mhlo.copy %13 : tensor<4x32xf32>
    %15 = mhlo.copy %14 : tensor<4x32xf32>
    %16 = call @xla.sdy.inlinable_manual_computation_body_0.2_spmd(%2, %15) : (tensor<32x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %17 = mhlo.copy %16 : tensor<4x32xf32>
    %18 = mhlo.copy %17 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %20 = "stablehlo.all_reduce"(%19) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %34 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %34 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %21 = stablehlo.compare GT, %20, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %22 = stablehlo.convert %21 : (tensor<i1>) -> tensor<i32>
    %23 = "stablehlo.case"(%22) ({
      %34 = stablehlo.dot %18, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %34 : tensor<4x32xf32>
    }, {
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %35 = stablehlo.multiply %18, %34 : tensor<4x32xf32>
      stablehlo.return %35 : tensor<4x32xf32>
    }) : (tensor<i32>) -> tensor<4x32xf32>
    %24 = "stablehlo.case"(%0) ({
      %34 = stablehlo.sine %23 : tensor<4x32xf32>
      stablehlo.return %34 : tensor<4x32xf32>
    }, {
      %34 = stablehlo.cosine %23 : tensor<4x32xf32>
      stablehlo.return %34 : tensor<4x32xf32>
    }, {
      %34 = stablehlo.dot %23, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %34 : tensor<4x32xf32>
    }) : (tensor<i32>) -> tensor<4x32xf32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %26 = mhlo.copy %arg2 : tensor<5x32x32xf32>
    %27:4 = stablehlo.while(%iterArg = %c, %iterArg_2 = %24, %iterArg_3 = %25, %iterArg_4 = %26) : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %34 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %34 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %34 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %35 = stablehlo.dynamic_slice %iterArg_4, %iterArg, %c_6, %c_6, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
      %36 = stablehlo.reshape %35 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %37 = stablehlo.dot %iterArg_2, %36, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %38 = stablehlo.tanh %37 : tensor<4x32xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %39 = stablehlo.reduce(%38 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
      %40 = "stablehlo.all_reduce"(%39) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %43 = stablehlo.add %arg5, %arg6 : tensor<f32>
        stablehlo.return %43 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %41 = stablehlo.reshape %40 : (tensor<f32>) -> tensor<1xf32>
      %42 = stablehlo.dynamic_update_slice %iterArg_3, %41, %iterArg : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      stablehlo.return %34, %38, %42, %iterArg_4 : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
    }
    %28 = stablehlo.multiply %27#1, %27#1 : tensor<4x32xf32>
    %29 = stablehlo.reduce(%28 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %30 = "stablehlo.all_reduce"(%29) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %34 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %34 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_1 : tensor<f32>
    %32 = stablehlo.reduce(%27#2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %33 = stablehlo.add %31, %32 : tensor<f32>
    return %33 : tensor<f32>
  }
}
