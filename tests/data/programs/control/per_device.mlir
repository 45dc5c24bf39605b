module @jit_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1]>
  func.func private @region_0.1(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2_spmd(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_2.3_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @region_3.4_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_4.5_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.cosine %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_5.6_spmd(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_7.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.8_spmd(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5x32x32xf32>) -> (tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>) {
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
  func.func private @region_8.9_spmd(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5x32x32xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = stablehlo.compare LT, %arg0, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<5x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4x32xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg4: tensor<i32> {mhlo.sharding = "{replicated}"}) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %0 = stablehlo.clamp %c, %arg4, %c_0 : tensor<i32>
    %1 = stablehlo.dot %arg3, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %2 = stablehlo.tanh %1 : tensor<4x32xf32>
    %3 = stablehlo.dot %2, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %4 = stablehlo.tanh %3 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %20 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %7 = stablehlo.compare GT, %6, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.convert %7 : (tensor<i1>) -> tensor<i32>
    %9 = "stablehlo.case"(%8) ({
      %20 = stablehlo.dot %4, %arg0, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }, {
      %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %21 = stablehlo.multiply %4, %20 : tensor<4x32xf32>
      stablehlo.return %21 : tensor<4x32xf32>
    }) : (tensor<i32>) -> tensor<4x32xf32>
    %10 = "stablehlo.case"(%0) ({
      %20 = stablehlo.sine %9 : tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }, {
      %20 = stablehlo.cosine %9 : tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }, {
      %20 = stablehlo.dot %9, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }) : (tensor<i32>) -> tensor<4x32xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %12 = mhlo.copy %arg2 : tensor<5x32x32xf32>
    %13:4 = stablehlo.while(%iterArg = %c, %iterArg_2 = %10, %iterArg_3 = %11, %iterArg_4 = %12) : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
    cond {
      %c_5 = stablehlo.constant dense<5> : tensor<i32>
      %20 = stablehlo.compare LT, %iterArg, %c_5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %c_5 = stablehlo.constant dense<1> : tensor<i32>
      %20 = stablehlo.add %iterArg, %c_5 : tensor<i32>
      %c_6 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.dynamic_slice %iterArg_4, %iterArg, %c_6, %c_6, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
      %22 = stablehlo.reshape %21 : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      %23 = stablehlo.dot %iterArg_2, %22, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %24 = stablehlo.tanh %23 : tensor<4x32xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
      %26 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %29 = stablehlo.add %arg5, %arg6 : tensor<f32>
        stablehlo.return %29 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %27 = stablehlo.reshape %26 : (tensor<f32>) -> tensor<1xf32>
      %28 = stablehlo.dynamic_update_slice %iterArg_3, %27, %iterArg : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      stablehlo.return %20, %24, %28, %iterArg_4 : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
    }
    %14 = stablehlo.multiply %13#1, %13#1 : tensor<4x32xf32>
    %15 = stablehlo.reduce(%14 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %16 = "stablehlo.all_reduce"(%15) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %20 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %17 = stablehlo.divide %16, %cst_1 : tensor<f32>
    %18 = stablehlo.reduce(%13#2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %19 = stablehlo.add %17, %18 : tensor<f32>
    return %19 : tensor<f32>
  }
}
