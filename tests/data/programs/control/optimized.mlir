module @jit_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1]>
  func.func private @region_0.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.9.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.2(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<5xf32>, %arg1: tensor<i32>, %arg2: tensor<f32>) -> tensor<5xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
    return %1 : tensor<5xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<5x32x32xf32>, %arg1: tensor<i32>) -> tensor<32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_tanh_computation.2(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_7.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<4x32xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.10_spmd(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5x32x32xf32>) -> (tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %8 = stablehlo.add %arg4, %arg5 : tensor<i32>
      mhlo.return %8 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg3, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<5x32x32xf32>, %arg5: tensor<i32>):
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %8 = stablehlo.dynamic_slice %arg4, %arg5, %c_0, %c_0, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
      %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
      mhlo.return %9 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<5x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
    %3 = "mhlo.fusion"(%arg1, %2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg4: tensor<4x32xf32>, %arg5: tensor<32x32xf32>):
      %8 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %8 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<4x32xf32>):
      %8 = stablehlo.tanh %arg4 : tensor<4x32xf32>
      mhlo.return %8 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = "mhlo.fusion"(%4, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<4x32xf32>, %arg5: tensor<f32>):
      %8 = stablehlo.reduce(%arg4 init: %arg5) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %8 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %8 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %8 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %7 = "mhlo.fusion"(%arg2, %0, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<5xf32>, %arg5: tensor<i32>, %arg6: tensor<f32>):
      %8 = mhlo.bitcast %arg6 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<f32>) -> tensor<1xf32>
      %9 = stablehlo.dynamic_update_slice %arg4, %8, %arg5 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
      mhlo.return %9 : tensor<5xf32>
    }) {output_operand_aliasing = []} : (tensor<5xf32>, tensor<i32>, tensor<f32>) -> tensor<5xf32>
    return %1, %4, %7, %arg3 : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
  }
  func.func private @wrapped_compare_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_8.11_spmd(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<5xf32>, %arg3: tensor<5x32x32xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<5> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %1 = stablehlo.compare LT, %arg4, %arg5 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_9.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_1.4_spmd(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<32x32xf32>):
      %1 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %1 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @region_2.5_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %2 = stablehlo.multiply %arg1, %1 : tensor<4x32xf32>
      mhlo.return %2 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @wrapped_sine_computation(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.sine %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_3.6_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %1 = stablehlo.sine %arg1 : tensor<4x32xf32>
      mhlo.return %1 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @wrapped_cosine_computation(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.cosine %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_4.7_spmd(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = "mhlo.fusion"(%arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg1: tensor<4x32xf32>):
      %1 = stablehlo.cosine %arg1 : tensor<4x32xf32>
      mhlo.return %1 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_5.8_spmd(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = "mhlo.fusion"(%arg0, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<32x32xf32>):
      %1 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %1 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_10.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.10(%arg0: tensor<5xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<3.906250e-03> : tensor<f32>
    %0 = stablehlo.multiply %arg1, %cst : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    %2 = stablehlo.add %0, %1 : tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @region_9.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.11(%arg0: tensor<4x32xf32>) -> tensor<f32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @fused_computation.12(%arg0: tensor<f32>) -> tensor<i32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.compare GT, %arg0, %cst : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @fused_computation.13(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg1 : tensor<4x32xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<4x32xf32>, %arg1: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg1 : tensor<4x32xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<4x32xf32>
    return %1 : tensor<4x32xf32>
  }
  func.func private @wrapped_clamp_computation(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.clamp %arg0, %arg1, %arg2 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_tanh_computation(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @wrapped_tanh_computation.1(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @region_0.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<4x32xf32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<5xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
  func.func @main(%arg0: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<32x32xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<5x32x32xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<4x32xf32> {mhlo.sharding = "{devices=[2,1]<=[2]}"}, %arg4: tensor<i32> {mhlo.sharding = "{replicated}"}) -> tensor<f32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = mhlo.copy %c : tensor<i32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %arg4, %c_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>, %arg7: tensor<i32>):
      %20 = stablehlo.clamp %arg5, %arg6, %arg7 : tensor<i32>
      mhlo.return %20 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg3, %arg0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
      %20 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %20 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %3 = "mhlo.fusion"(%2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<4x32xf32>):
      %20 = stablehlo.tanh %arg5 : tensor<4x32xf32>
      mhlo.return %20 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %4 = "mhlo.fusion"(%3, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
      %20 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %20 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %5 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<4x32xf32>):
      %20 = stablehlo.tanh %arg5 : tensor<4x32xf32>
      mhlo.return %20 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %6 = "mhlo.fusion"(%5, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
      %20 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %20 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %7 = "mhlo.fusion"(%5, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<4x32xf32>):
      %20 = stablehlo.tanh %arg6 : tensor<4x32xf32>
      %21 = stablehlo.add %20, %arg5 : tensor<4x32xf32>
      mhlo.return %21 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %8 = "mhlo.fusion"(%7, %arg0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
      %20 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %20 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %9 = "mhlo.fusion"(%7, %8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<4x32xf32>):
      %20 = stablehlo.tanh %arg6 : tensor<4x32xf32>
      %21 = stablehlo.add %20, %arg5 : tensor<4x32xf32>
      mhlo.return %21 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = "mhlo.fusion"(%9, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<f32>):
      %20 = stablehlo.reduce(%arg5 init: %arg6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %20 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.all_reduce"(%10) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %20 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %12 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<f32>):
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %20 = stablehlo.compare GT, %arg5, %cst_1 : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %21 = stablehlo.convert %20 : (tensor<i1>) -> tensor<i32>
      mhlo.return %21 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<i32>
    %13 = "stablehlo.case"(%12) ({
      %20 = "mhlo.fusion"(%9, %arg0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
        %21 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
        mhlo.return %21 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }, {
      %20 = "mhlo.fusion"(%9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<4x32xf32>):
        %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
        %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
        %22 = stablehlo.multiply %arg5, %21 : tensor<4x32xf32>
        mhlo.return %22 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }) : (tensor<i32>) -> tensor<4x32xf32>
    %14 = "stablehlo.case"(%1) ({
      %20 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<4x32xf32>):
        %21 = stablehlo.sine %arg5 : tensor<4x32xf32>
        mhlo.return %21 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }, {
      %20 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<4x32xf32>):
        %21 = stablehlo.cosine %arg5 : tensor<4x32xf32>
        mhlo.return %21 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }, {
      %20 = "mhlo.fusion"(%13, %arg1) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
        %21 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
        mhlo.return %21 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      stablehlo.return %20 : tensor<4x32xf32>
    }) : (tensor<i32>) -> tensor<4x32xf32>
    %15 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<f32>):
      %20 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<5xf32>
      mhlo.return %20 : tensor<5xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<5xf32>
    %16:4 = stablehlo.while(%iterArg = %0, %iterArg_1 = %14, %iterArg_2 = %15, %iterArg_3 = %arg2) : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
    cond {
      %c_4 = stablehlo.constant dense<5> : tensor<i32>
      %20 = "mhlo.fusion"(%iterArg, %c_4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
        %21 = stablehlo.compare LT, %arg5, %arg6 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %21 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %20 : tensor<i1>
    } do {
      %20 = mhlo.copy %iterArg : tensor<i32>
      %c_4 = stablehlo.constant dense<1> : tensor<i32>
      %21 = "mhlo.fusion"(%20, %c_4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
        %28 = stablehlo.add %arg5, %arg6 : tensor<i32>
        mhlo.return %28 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %22 = "mhlo.fusion"(%iterArg_3, %20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<5x32x32xf32>, %arg6: tensor<i32>):
        %c_6 = stablehlo.constant dense<0> : tensor<i32>
        %28 = stablehlo.dynamic_slice %arg5, %arg6, %c_6, %c_6, sizes = [1, 32, 32] : (tensor<5x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x32xf32>
        %29 = mhlo.bitcast %28 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
        mhlo.return %29 : tensor<32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<5x32x32xf32>, tensor<i32>) -> tensor<32x32xf32>
      %23 = "mhlo.fusion"(%iterArg_1, %22) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<32x32xf32>):
        %28 = stablehlo.dot %arg5, %arg6, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
        mhlo.return %28 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %24 = "mhlo.fusion"(%23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<4x32xf32>):
        %28 = stablehlo.tanh %arg5 : tensor<4x32xf32>
        mhlo.return %28 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = "mhlo.fusion"(%24, %cst_5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<4x32xf32>, %arg6: tensor<f32>):
        %28 = stablehlo.reduce(%arg5 init: %arg6) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
        mhlo.return %28 : tensor<f32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
      %26 = "stablehlo.all_reduce"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
      ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
        %28 = stablehlo.add %arg5, %arg6 : tensor<f32>
        stablehlo.return %28 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      %27 = "mhlo.fusion"(%iterArg_2, %20, %26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg5: tensor<5xf32>, %arg6: tensor<i32>, %arg7: tensor<f32>):
        %28 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<f32>) -> tensor<1xf32>
        %29 = stablehlo.dynamic_update_slice %arg5, %28, %arg6 : (tensor<5xf32>, tensor<1xf32>, tensor<i32>) -> tensor<5xf32>
        mhlo.return %29 : tensor<5xf32>
      }) {output_operand_aliasing = []} : (tensor<5xf32>, tensor<i32>, tensor<f32>) -> tensor<5xf32>
      stablehlo.return %21, %24, %27, %iterArg_3 : tensor<i32>, tensor<4x32xf32>, tensor<5xf32>, tensor<5x32x32xf32>
    }
    %17 = "mhlo.fusion"(%16#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<4x32xf32>):
      %20 = stablehlo.multiply %arg5, %arg5 : tensor<4x32xf32>
      %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.reduce(%20 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %21 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<f32>
    %18 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %20 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %20 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %19 = "mhlo.fusion"(%16#2, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg5: tensor<5xf32>, %arg6: tensor<f32>):
      %cst_1 = stablehlo.constant dense<3.906250e-03> : tensor<f32>
      %20 = stablehlo.multiply %arg6, %cst_1 : tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %21 = stablehlo.reduce(%arg5 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
      %22 = stablehlo.add %20, %21 : tensor<f32>
      mhlo.return %22 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<5xf32>, tensor<f32>) -> tensor<f32>
    return %19 : tensor<f32>
  }
}
