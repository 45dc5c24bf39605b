module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<7xi1>, %arg1: tensor<i32>, %arg2: tensor<i1>) -> tensor<7xi1> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.compare GE, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.and %arg2, %0 : tensor<i1>
    %2 = mhlo.bitcast %1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i1>) -> tensor<1xi1>
    %3 = stablehlo.dynamic_update_slice %arg0, %2, %arg1 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
    return %3 : tensor<7xi1>
  }
  func.func private @fused_computation.3(%arg0: tensor<7xi32>, %arg1: tensor<i32>) -> tensor<7xi32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<-3> : tensor<i32>
    %0 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %1 = stablehlo.maximum %c_0, %0 : tensor<i32>
    %2 = stablehlo.minimum %c, %1 : tensor<i32>
    %3 = mhlo.bitcast %2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.dynamic_update_slice %arg0, %3, %arg1 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
    return %4 : tensor<7xi32>
  }
  func.func private @fused_computation.4(%arg0: tensor<7x4x32xf32>, %arg1: tensor<i32>, %arg2: tensor<4x32xf32>) -> tensor<7x4x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.subtract %0, %arg2 : tensor<4x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %arg0, %2, %arg1, %c, %c : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    return %3 : tensor<7x4x32xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<7x4x32xf32>, %arg1: tensor<i32>, %arg2: tensor<4x32xf32>) -> tensor<7x4x32xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    return %1 : tensor<7x4x32xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<7x4x32xf32>, %arg1: tensor<i32>, %arg2: tensor<4x32xf32>) -> tensor<7x4x32xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg1, %c, %c : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
    return %1 : tensor<7x4x32xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<4x4x32xf32>, %arg1: tensor<i32>, %arg2: tensor<4x32xf32>, %arg3: tensor<i1>) -> tensor<4x4x32xf32> {
    %c = stablehlo.constant dense<3> : tensor<i32>
    %0 = stablehlo.compare GE, %arg1, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.and %arg3, %0 : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i1>) -> tensor<1x4x32xi1>
    %3 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<-3> : tensor<i32>
    %4 = stablehlo.add %arg1, %c_1 : tensor<i32>
    %5 = stablehlo.maximum %c_0, %4 : tensor<i32>
    %6 = stablehlo.minimum %c, %5 : tensor<i32>
    %7 = stablehlo.dynamic_slice %arg0, %6, %c_0, %c_0, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %8 = stablehlo.select %2, %3, %7 : tensor<1x4x32xi1>, tensor<1x4x32xf32>
    %9 = stablehlo.dynamic_update_slice %arg0, %8, %6, %c_0, %c_0 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
    return %9 : tensor<4x4x32xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<4x32xf32>, %arg1: tensor<4x4x32xf32>, %arg2: tensor<i32>, %arg3: tensor<i1>) -> tensor<4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = stablehlo.minimum %arg2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %3 = stablehlo.add %1, %c_1 : tensor<i32>
    %4 = stablehlo.select %2, %3, %1 : tensor<i1>, tensor<i32>
    %5 = stablehlo.dynamic_slice %arg1, %4, %c_0, %c_0, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %7 = stablehlo.select %0, %6, %arg0 : tensor<4x32xi1>, tensor<4x32xf32>
    return %7 : tensor<4x32xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wrapped_tanh_computation(%arg0: tensor<4x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @wide.region_0.1_spmd.clone.clone.sunk.clone.clone(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x4x32xf32>, %arg3: tensor<7x4x32xf32>, %arg4: tensor<7x4x32xf32>, %arg5: tensor<7x4x32xf32>, %arg6: tensor<7xi32>, %arg7: tensor<7xi1>, %arg8: tensor<i1>, %arg9: tensor<4x4x32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<i1>) -> (tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %12 = stablehlo.add %arg12, %arg13 : tensor<i32>
      mhlo.return %12 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg1, %arg9, %0, %arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<4x32xf32>, %arg13: tensor<4x4x32xf32>, %arg14: tensor<i32>, %arg15: tensor<i1>):
      %12 = stablehlo.broadcast_in_dim %arg15, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %13 = stablehlo.minimum %arg14, %c_0 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %14 = stablehlo.compare LT, %13, %c_1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_2 = stablehlo.constant dense<4> : tensor<i32>
      %15 = stablehlo.add %13, %c_2 : tensor<i32>
      %16 = stablehlo.select %14, %15, %13 : tensor<i1>, tensor<i32>
      %17 = stablehlo.dynamic_slice %arg13, %16, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %19 = stablehlo.select %12, %18, %arg12 : tensor<4x32xi1>, tensor<4x32xf32>
      mhlo.return %19 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<i32>, tensor<i1>) -> tensor<4x32xf32>
    %3 = "mhlo.fusion"(%2, %arg10) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg12: tensor<4x32xf32>, %arg13: tensor<32x32xf32>):
      %12 = stablehlo.dot %arg12, %arg13, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %12 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %4 = "mhlo.fusion"(%3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<4x32xf32>):
      %12 = stablehlo.tanh %arg12 : tensor<4x32xf32>
      mhlo.return %12 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %5 = "stablehlo.collective_permute"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %6 = "mhlo.fusion"(%arg2, %0, %4, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<4x4x32xf32>, %arg13: tensor<i32>, %arg14: tensor<4x32xf32>, %arg15: tensor<i1>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.compare GE, %arg13, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.and %arg15, %12 : tensor<i1>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i1>) -> tensor<1x4x32xi1>
      %15 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<-3> : tensor<i32>
      %16 = stablehlo.add %arg13, %c_2 : tensor<i32>
      %17 = stablehlo.maximum %c_1, %16 : tensor<i32>
      %18 = stablehlo.minimum %c_0, %17 : tensor<i32>
      %19 = stablehlo.dynamic_slice %arg12, %18, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %20 = stablehlo.select %14, %15, %19 : tensor<1x4x32xi1>, tensor<1x4x32xf32>
      %21 = stablehlo.dynamic_update_slice %arg12, %20, %18, %c_1, %c_1 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
      mhlo.return %21 : tensor<4x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<i1>) -> tensor<4x4x32xf32>
    %7 = "mhlo.fusion"(%arg3, %0, %2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<7x4x32xf32>, %arg13: tensor<i32>, %arg14: tensor<4x32xf32>):
      %12 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.dynamic_update_slice %arg12, %12, %arg13, %c_0, %c_0 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
      mhlo.return %13 : tensor<7x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>, tensor<4x32xf32>) -> tensor<7x4x32xf32>
    %8 = "mhlo.fusion"(%arg4, %0, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<7x4x32xf32>, %arg13: tensor<i32>, %arg14: tensor<4x32xf32>):
      %12 = mhlo.bitcast %arg14 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %13 = stablehlo.dynamic_update_slice %arg12, %12, %arg13, %c_0, %c_0 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
      mhlo.return %13 : tensor<7x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>, tensor<4x32xf32>) -> tensor<7x4x32xf32>
    %9 = "mhlo.fusion"(%arg5, %0, %4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<7x4x32xf32>, %arg13: tensor<i32>, %arg14: tensor<4x32xf32>):
      %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %13 = stablehlo.subtract %12, %arg14 : tensor<4x32xf32>
      %14 = mhlo.bitcast %13 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
      %c_0 = stablehlo.constant dense<0> : tensor<i32>
      %15 = stablehlo.dynamic_update_slice %arg12, %14, %arg13, %c_0, %c_0 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
      mhlo.return %15 : tensor<7x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>, tensor<4x32xf32>) -> tensor<7x4x32xf32>
    %10 = "mhlo.fusion"(%arg6, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<7xi32>, %arg13: tensor<i32>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<-3> : tensor<i32>
      %12 = stablehlo.add %arg13, %c_2 : tensor<i32>
      %13 = stablehlo.maximum %c_1, %12 : tensor<i32>
      %14 = stablehlo.minimum %c_0, %13 : tensor<i32>
      %15 = mhlo.bitcast %14 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
      %16 = stablehlo.dynamic_update_slice %arg12, %15, %arg13 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
      mhlo.return %16 : tensor<7xi32>
    }) {output_operand_aliasing = []} : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
    %11 = "mhlo.fusion"(%arg7, %0, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<7xi1>, %arg13: tensor<i32>, %arg14: tensor<i1>):
      %c_0 = stablehlo.constant dense<3> : tensor<i32>
      %12 = stablehlo.compare GE, %arg13, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %13 = stablehlo.and %arg14, %12 : tensor<i1>
      %14 = mhlo.bitcast %13 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i1>) -> tensor<1xi1>
      %15 = stablehlo.dynamic_update_slice %arg12, %14, %arg13 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
      mhlo.return %15 : tensor<7xi1>
    }) {output_operand_aliasing = []} : (tensor<7xi1>, tensor<i32>, tensor<i1>) -> tensor<7xi1>
    return %1, %5, %6, %7, %8, %9, %10, %11, %arg8, %arg9, %arg10, %arg11 : tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>
  }
  func.func private @wrapped_compare_computation(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.region_1.2_spmd.clone.clone.clone(%arg0: tensor<i32>, %arg1: tensor<4x32xf32>, %arg2: tensor<4x4x32xf32>, %arg3: tensor<7x4x32xf32>, %arg4: tensor<7x4x32xf32>, %arg5: tensor<7x4x32xf32>, %arg6: tensor<7xi32>, %arg7: tensor<7xi1>, %arg8: tensor<i1>, %arg9: tensor<4x4x32xf32>, %arg10: tensor<32x32xf32>, %arg11: tensor<i1>) -> tensor<i1> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %1 = stablehlo.compare LT, %arg12, %arg13 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @fused_computation.1(%arg0: tensor<4x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<4x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<4x4x32xf32>, %arg1: tensor<7xi32>, %arg2: tensor<7xi1>, %arg3: tensor<i32>) -> tensor<4x4x32xf32> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg3 : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg2, %0, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %2 = mhlo.bitcast %1 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %5 = stablehlo.select %3, %4, %arg0 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
    %6 = stablehlo.select %3, %arg0, %4 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
    %8 = stablehlo.dynamic_slice %arg1, %0, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %9 = mhlo.bitcast %8 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.dynamic_update_slice %6, %7, %9, %c_0, %c_0 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
    %11 = stablehlo.add %5, %10 : tensor<4x4x32xf32>
    return %11 : tensor<4x4x32xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<4x32xf32>, %arg1: tensor<i1>) -> tensor<4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    %2 = stablehlo.select %0, %1, %arg0 : tensor<4x32xi1>, tensor<4x32xf32>
    return %2 : tensor<4x32xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<1x1x32x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<1x1x32x32xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<1x1x32x32xf32>
    return %1 : tensor<1x1x32x32xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<7x4x32xf32>, %arg1: tensor<7x4x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<7xi32>, %arg4: tensor<4x4x32xf32>, %arg5: tensor<7xi1>, %arg6: tensor<i32>) -> tensor<4x32xf32> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg6 : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg5, %0, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %2 = mhlo.bitcast %1 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %5 = stablehlo.select %3, %arg4, %4 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
    %6 = stablehlo.dynamic_slice %arg3, %0, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
    %7 = mhlo.bitcast %6 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.dynamic_slice %5, %7, %c_0, %c_0, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %10 = stablehlo.add %arg2, %9 : tensor<4x32xf32>
    %11 = stablehlo.dynamic_slice %arg1, %0, %c_0, %c_0, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<4x32xf32>
    %14 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<4x32xf32>
    %17 = stablehlo.add %13, %16 : tensor<4x32xf32>
    return %17 : tensor<4x32xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<7x4x32xf32>, %arg1: tensor<i32>) -> tensor<4x32xf32> {
    %c = stablehlo.constant dense<6> : tensor<i32>
    %0 = stablehlo.subtract %c, %arg1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg0, %0, %c_0, %c_0, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
    return %2 : tensor<4x32xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @wide.wide.region_5.8_spmd.clone.clone(%arg0: tensor<i32>, %arg1: tensor<1x1x32x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<7xi1>, %arg5: tensor<7xi32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7x4x32xf32>, %arg8: tensor<7x4x32xf32>, %arg9: tensor<i1>, %arg10: tensor<32x32xf32>) -> (tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = "mhlo.fusion"(%0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
      %11 = stablehlo.add %arg11, %arg12 : tensor<i32>
      mhlo.return %11 : tensor<i32>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "mhlo.fusion"(%arg8, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<7x4x32xf32>, %arg12: tensor<i32>):
      %c_0 = stablehlo.constant dense<6> : tensor<i32>
      %11 = stablehlo.subtract %c_0, %arg12 : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg11, %11, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %13 = mhlo.bitcast %12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      mhlo.return %13 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>) -> tensor<4x32xf32>
    %3 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
    %4 = mhlo.copy %arg3 : tensor<4x4x32xf32>
    %5 = "mhlo.fusion"(%arg7, %arg6, %3, %arg5, %4, %arg4, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<7x4x32xf32>, %arg12: tensor<7x4x32xf32>, %arg13: tensor<4x32xf32>, %arg14: tensor<7xi32>, %arg15: tensor<4x4x32xf32>, %arg16: tensor<7xi1>, %arg17: tensor<i32>):
      %c_0 = stablehlo.constant dense<6> : tensor<i32>
      %11 = stablehlo.subtract %c_0, %arg17 : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg16, %11, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
      %13 = mhlo.bitcast %12 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %16 = stablehlo.select %14, %arg15, %15 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
      %17 = stablehlo.dynamic_slice %arg14, %11, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %18 = mhlo.bitcast %17 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %19 = stablehlo.dynamic_slice %16, %18, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %21 = stablehlo.add %arg13, %20 : tensor<4x32xf32>
      %22 = stablehlo.dynamic_slice %arg12, %11, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %23 = mhlo.bitcast %22 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %24 = stablehlo.multiply %21, %23 : tensor<4x32xf32>
      %25 = stablehlo.dynamic_slice %arg11, %11, %c_1, %c_1, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
      %26 = mhlo.bitcast %25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
      %27 = stablehlo.multiply %24, %26 : tensor<4x32xf32>
      %28 = stablehlo.add %24, %27 : tensor<4x32xf32>
      mhlo.return %28 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<4x32xf32>, tensor<7xi32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<i32>) -> tensor<4x32xf32>
    %6 = stablehlo.dot_general %2, %5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
    %7 = "mhlo.fusion"(%arg1, %6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<1x1x32x32xf32>, %arg12: tensor<32x32xf32>):
      %11 = mhlo.bitcast %arg12 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
      %12 = stablehlo.add %arg11, %11 : tensor<1x1x32x32xf32>
      mhlo.return %12 : tensor<1x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x32x32xf32>, tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
    %8 = "mhlo.fusion"(%5, %arg10) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg11: tensor<4x32xf32>, %arg12: tensor<32x32xf32>):
      %11 = stablehlo.dot_general %arg11, %arg12, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      mhlo.return %11 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
    %9 = "mhlo.fusion"(%8, %arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<4x32xf32>, %arg12: tensor<i1>):
      %11 = stablehlo.broadcast_in_dim %arg12, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      %13 = stablehlo.select %11, %12, %arg11 : tensor<4x32xi1>, tensor<4x32xf32>
      mhlo.return %13 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<i1>) -> tensor<4x32xf32>
    %10 = "mhlo.fusion"(%4, %arg5, %arg4, %0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<4x4x32xf32>, %arg12: tensor<7xi32>, %arg13: tensor<7xi1>, %arg14: tensor<i32>):
      %c_0 = stablehlo.constant dense<6> : tensor<i32>
      %11 = stablehlo.subtract %c_0, %arg14 : tensor<i32>
      %12 = stablehlo.dynamic_slice %arg13, %11, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
      %13 = mhlo.bitcast %12 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
      %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %16 = stablehlo.select %14, %15, %arg11 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
      %17 = stablehlo.select %14, %arg11, %15 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
      %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
      %19 = stablehlo.dynamic_slice %arg12, %11, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
      %20 = mhlo.bitcast %19 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %21 = stablehlo.dynamic_update_slice %17, %18, %20, %c_1, %c_1 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
      %22 = stablehlo.add %16, %21 : tensor<4x4x32xf32>
      mhlo.return %22 : tensor<4x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i32>) -> tensor<4x4x32xf32>
    return %1, %7, %9, %10, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10 : tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>
  }
  func.func private @wrapped_compare_computation.1(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.compare LT, %arg0, %arg1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @wide.wide.region_7.9_spmd.clone.clone(%arg0: tensor<i32>, %arg1: tensor<1x1x32x32xf32>, %arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<7xi1>, %arg5: tensor<7xi32>, %arg6: tensor<7x4x32xf32>, %arg7: tensor<7x4x32xf32>, %arg8: tensor<7x4x32xf32>, %arg9: tensor<i1>, %arg10: tensor<32x32xf32>) -> tensor<i1> {
    %c = stablehlo.constant dense<7> : tensor<i32>
    %0 = "mhlo.fusion"(%arg0, %c) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg11: tensor<i32>, %arg12: tensor<i32>):
      %1 = stablehlo.compare LT, %arg11, %arg12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %1 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.14(%arg0: tensor<4x4x32xf32>, %arg1: tensor<ui32>) -> tensor<f32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg1, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.multiply %arg0, %arg0 : tensor<4x4x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<0.001953125> : tensor<f32>
    %5 = stablehlo.multiply %4, %cst_1 : tensor<f32>
    %6 = stablehlo.select %2, %5, %cst : tensor<i1>, tensor<f32>
    return %6 : tensor<f32>
  }
  func.func private @fused_computation.15(%arg0: tensor<1x1x32x32xf32>, %arg1: tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x1x32x32xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<1x1x32x32xf32>
    return %2 : tensor<1x1x32x32xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<4x4x32xf32>, %arg1: tensor<f32>, %arg2: tensor<ui32>) -> tensor<4x4x32xf32> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg2, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.select %2, %arg1, %cst : tensor<i1>, tensor<f32>
    %cst_1 = stablehlo.constant dense<3.906250e-03> : tensor<f32>
    %4 = stablehlo.multiply %3, %cst_1 : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x4x32xf32>
    return %6 : tensor<4x4x32xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<ui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg0, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<3> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func private @fused_computation.18(%arg0: tensor<ui32>) -> tensor<i1> {
    %c = stablehlo.constant dense<3> : tensor<ui32>
    %0 = stablehlo.and %arg0, %c : tensor<ui32>
    %1 = stablehlo.convert %0 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare EQ, %1, %c_0 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<1x1x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    return %0 : tensor<1x1x32x32xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
    return %0 : tensor<4x32xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<4x4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
    return %0 : tensor<4x4x32xf32>
  }
  func.func private @wrapped_broadcast_computation.3(%arg0: tensor<f32>) -> tensor<7x4x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<7x4x32xf32>
    return %0 : tensor<7x4x32xf32>
  }
  func.func private @wrapped_broadcast_computation.4(%arg0: tensor<i32>) -> tensor<7xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i32>) -> tensor<7xi32>
    return %0 : tensor<7xi32>
  }
  func.func private @wrapped_broadcast_computation.5(%arg0: tensor<i1>) -> tensor<7xi1> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<i1>) -> tensor<7xi1>
    return %0 : tensor<7xi1>
  }
  func.func private @region_4.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<1x1x32x32xf32> {mhlo.sharding = "{devices=[4,1,1,1]<=[4]}"}, %arg1: tensor<4x4x32xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<1x1x32x32xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = mhlo.copy %c : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<f32>):
      %21 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
      mhlo.return %21 : tensor<1x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %2 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<f32>):
      %21 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
      mhlo.return %21 : tensor<4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x32xf32>
    %3 = mhlo.copy %0 : tensor<i32>
    %4 = mhlo.copy %2 : tensor<4x32xf32>
    %5 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<f32>):
      %21 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      mhlo.return %21 : tensor<4x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<4x4x32xf32>
    %6 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<f32>):
      %21 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<7x4x32xf32>
      mhlo.return %21 : tensor<7x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<7x4x32xf32>
    %7 = mhlo.copy %6 : tensor<7x4x32xf32>
    %8 = mhlo.copy %6 : tensor<7x4x32xf32>
    %9 = "mhlo.fusion"(%0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<i32>):
      %21 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<7xi32>
      mhlo.return %21 : tensor<7xi32>
    }) {output_operand_aliasing = []} : (tensor<i32>) -> tensor<7xi32>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %10 = "mhlo.fusion"(%c_0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<i1>):
      %21 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i1>) -> tensor<7xi1>
      mhlo.return %21 : tensor<7xi1>
    }) {output_operand_aliasing = []} : (tensor<i1>) -> tensor<7xi1>
    %11 = stablehlo.partition_id : tensor<ui32>
    %12 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<ui32>):
      %c_2 = stablehlo.constant dense<3> : tensor<ui32>
      %21 = stablehlo.and %arg2, %c_2 : tensor<ui32>
      %22 = stablehlo.convert %21 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare EQ, %22, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %23 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<i1>
    %13 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x32x32xf32>) -> tensor<32x32xf32>
    %14 = "mhlo.fusion"(%11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<ui32>):
      %c_2 = stablehlo.constant dense<3> : tensor<ui32>
      %21 = stablehlo.and %arg2, %c_2 : tensor<ui32>
      %22 = stablehlo.convert %21 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare EQ, %22, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      mhlo.return %23 : tensor<i1>
    }) {output_operand_aliasing = []} : (tensor<ui32>) -> tensor<i1>
    %15:12 = stablehlo.while(%iterArg = %3, %iterArg_2 = %4, %iterArg_3 = %5, %iterArg_4 = %6, %iterArg_5 = %7, %iterArg_6 = %8, %iterArg_7 = %9, %iterArg_8 = %10, %iterArg_9 = %12, %iterArg_10 = %arg1, %iterArg_11 = %13, %iterArg_12 = %14) : tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>
    cond {
      %c_13 = stablehlo.constant dense<7> : tensor<i32>
      %21 = "mhlo.fusion"(%iterArg, %c_13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %22 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %22 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = mhlo.copy %iterArg : tensor<i32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %22 = "mhlo.fusion"(%21, %c_13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %33 = stablehlo.add %arg2, %arg3 : tensor<i32>
        mhlo.return %33 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %23 = "mhlo.fusion"(%iterArg_2, %iterArg_10, %21, %iterArg_9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<4x4x32xf32>, %arg4: tensor<i32>, %arg5: tensor<i1>):
        %33 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
        %c_14 = stablehlo.constant dense<3> : tensor<i32>
        %34 = stablehlo.minimum %arg4, %c_14 : tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %35 = stablehlo.compare LT, %34, %c_15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %c_16 = stablehlo.constant dense<4> : tensor<i32>
        %36 = stablehlo.add %34, %c_16 : tensor<i32>
        %37 = stablehlo.select %35, %36, %34 : tensor<i1>, tensor<i32>
        %38 = stablehlo.dynamic_slice %arg3, %37, %c_15, %c_15, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
        %39 = mhlo.bitcast %38 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
        %40 = stablehlo.select %33, %39, %arg2 : tensor<4x32xi1>, tensor<4x32xf32>
        mhlo.return %40 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<i32>, tensor<i1>) -> tensor<4x32xf32>
      %24 = "mhlo.fusion"(%23, %iterArg_11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<32x32xf32>):
        %33 = stablehlo.dot %arg2, %arg3, precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
        mhlo.return %33 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<4x32xf32>):
        %33 = stablehlo.tanh %arg2 : tensor<4x32xf32>
        mhlo.return %33 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %26 = "stablehlo.collective_permute"(%25) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %27 = "mhlo.fusion"(%iterArg_3, %21, %25, %iterArg_12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<4x4x32xf32>, %arg3: tensor<i32>, %arg4: tensor<4x32xf32>, %arg5: tensor<i1>):
        %c_14 = stablehlo.constant dense<3> : tensor<i32>
        %33 = stablehlo.compare GE, %arg3, %c_14 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %34 = stablehlo.and %arg5, %33 : tensor<i1>
        %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<1x4x32xi1>
        %36 = mhlo.bitcast %arg4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %c_16 = stablehlo.constant dense<-3> : tensor<i32>
        %37 = stablehlo.add %arg3, %c_16 : tensor<i32>
        %38 = stablehlo.maximum %c_15, %37 : tensor<i32>
        %39 = stablehlo.minimum %c_14, %38 : tensor<i32>
        %40 = stablehlo.dynamic_slice %arg2, %39, %c_15, %c_15, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
        %41 = stablehlo.select %35, %36, %40 : tensor<1x4x32xi1>, tensor<1x4x32xf32>
        %42 = stablehlo.dynamic_update_slice %arg2, %41, %39, %c_15, %c_15 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
        mhlo.return %42 : tensor<4x4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x32xf32>, tensor<i32>, tensor<4x32xf32>, tensor<i1>) -> tensor<4x4x32xf32>
      %28 = "mhlo.fusion"(%iterArg_4, %21, %23) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7x4x32xf32>, %arg3: tensor<i32>, %arg4: tensor<4x32xf32>):
        %33 = mhlo.bitcast %arg4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %34 = stablehlo.dynamic_update_slice %arg2, %33, %arg3, %c_14, %c_14 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
        mhlo.return %34 : tensor<7x4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>, tensor<4x32xf32>) -> tensor<7x4x32xf32>
      %29 = "mhlo.fusion"(%iterArg_5, %21, %25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7x4x32xf32>, %arg3: tensor<i32>, %arg4: tensor<4x32xf32>):
        %33 = mhlo.bitcast %arg4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %34 = stablehlo.dynamic_update_slice %arg2, %33, %arg3, %c_14, %c_14 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
        mhlo.return %34 : tensor<7x4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>, tensor<4x32xf32>) -> tensor<7x4x32xf32>
      %30 = "mhlo.fusion"(%iterArg_6, %21, %25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7x4x32xf32>, %arg3: tensor<i32>, %arg4: tensor<4x32xf32>):
        %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
        %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
        %34 = stablehlo.subtract %33, %arg4 : tensor<4x32xf32>
        %35 = mhlo.bitcast %34 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %36 = stablehlo.dynamic_update_slice %arg2, %35, %arg3, %c_15, %c_15 : (tensor<7x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x32xf32>
        mhlo.return %36 : tensor<7x4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>, tensor<4x32xf32>) -> tensor<7x4x32xf32>
      %31 = "mhlo.fusion"(%iterArg_7, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7xi32>, %arg3: tensor<i32>):
        %c_14 = stablehlo.constant dense<3> : tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %c_16 = stablehlo.constant dense<-3> : tensor<i32>
        %33 = stablehlo.add %arg3, %c_16 : tensor<i32>
        %34 = stablehlo.maximum %c_15, %33 : tensor<i32>
        %35 = stablehlo.minimum %c_14, %34 : tensor<i32>
        %36 = mhlo.bitcast %35 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i32>) -> tensor<1xi32>
        %37 = stablehlo.dynamic_update_slice %arg2, %36, %arg3 : (tensor<7xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7xi32>
        mhlo.return %37 : tensor<7xi32>
      }) {output_operand_aliasing = []} : (tensor<7xi32>, tensor<i32>) -> tensor<7xi32>
      %32 = "mhlo.fusion"(%iterArg_8, %21, %iterArg_12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7xi1>, %arg3: tensor<i32>, %arg4: tensor<i1>):
        %c_14 = stablehlo.constant dense<3> : tensor<i32>
        %33 = stablehlo.compare GE, %arg3, %c_14 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        %34 = stablehlo.and %arg4, %33 : tensor<i1>
        %35 = mhlo.bitcast %34 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<> : tensor<0xindex>} : (tensor<i1>) -> tensor<1xi1>
        %36 = stablehlo.dynamic_update_slice %arg2, %35, %arg3 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
        mhlo.return %36 : tensor<7xi1>
      }) {output_operand_aliasing = []} : (tensor<7xi1>, tensor<i32>, tensor<i1>) -> tensor<7xi1>
      stablehlo.return %22, %26, %27, %28, %29, %30, %31, %32, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12 : tensor<i32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i1>, tensor<4x4x32xf32>, tensor<32x32xf32>, tensor<i1>
    }
    %cst_1 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %16 = "mhlo.fusion"(%15#2, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<4x4x32xf32>, %arg3: tensor<ui32>):
      %c_2 = stablehlo.constant dense<3> : tensor<ui32>
      %21 = stablehlo.and %arg3, %c_2 : tensor<ui32>
      %22 = stablehlo.convert %21 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare EQ, %22, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %24 = stablehlo.multiply %arg2, %arg2 : tensor<4x4x32xf32>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %25 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x4x32xf32>, tensor<f32>) -> tensor<f32>
      %cst_5 = stablehlo.constant dense<0.001953125> : tensor<f32>
      %26 = stablehlo.multiply %25, %cst_5 : tensor<f32>
      %27 = stablehlo.select %23, %26, %cst_4 : tensor<i1>, tensor<f32>
      mhlo.return %27 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<4x4x32xf32>, tensor<ui32>) -> tensor<f32>
    %17:2 = "stablehlo.all_reduce"(%cst_1, %16) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %21 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %21 : tensor<f32>
    }) : (tensor<f32>, tensor<f32>) -> (tensor<f32>, tensor<f32>)
    %18 = "mhlo.fusion"(%15#2, %17#0, %11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<4x4x32xf32>, %arg3: tensor<f32>, %arg4: tensor<ui32>):
      %c_2 = stablehlo.constant dense<3> : tensor<ui32>
      %21 = stablehlo.and %arg4, %c_2 : tensor<ui32>
      %22 = stablehlo.convert %21 : (tensor<ui32>) -> tensor<i32>
      %c_3 = stablehlo.constant dense<3> : tensor<i32>
      %23 = stablehlo.compare EQ, %22, %c_3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %24 = stablehlo.select %23, %arg3, %cst_4 : tensor<i1>, tensor<f32>
      %cst_5 = stablehlo.constant dense<3.906250e-03> : tensor<f32>
      %25 = stablehlo.multiply %24, %cst_5 : tensor<f32>
      %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
      %27 = stablehlo.multiply %arg2, %26 : tensor<4x4x32xf32>
      mhlo.return %27 : tensor<4x4x32xf32>
    }) {output_operand_aliasing = []} : (tensor<4x4x32xf32>, tensor<f32>, tensor<ui32>) -> tensor<4x4x32xf32>
    %19:11 = stablehlo.while(%iterArg = %0, %iterArg_2 = %1, %iterArg_3 = %2, %iterArg_4 = %18, %iterArg_5 = %15#7, %iterArg_6 = %15#6, %iterArg_7 = %15#5, %iterArg_8 = %15#4, %iterArg_9 = %15#3, %iterArg_10 = %12, %iterArg_11 = %13) : tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>
    cond {
      %c_12 = stablehlo.constant dense<7> : tensor<i32>
      %21 = "mhlo.fusion"(%iterArg, %c_12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %22 = stablehlo.compare LT, %arg2, %arg3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        mhlo.return %22 : tensor<i1>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %21 : tensor<i1>
    } do {
      %21 = mhlo.copy %iterArg : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %22 = "mhlo.fusion"(%21, %c_12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %32 = stablehlo.add %arg2, %arg3 : tensor<i32>
        mhlo.return %32 : tensor<i32>
      }) {output_operand_aliasing = []} : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %23 = "mhlo.fusion"(%iterArg_9, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7x4x32xf32>, %arg3: tensor<i32>):
        %c_13 = stablehlo.constant dense<6> : tensor<i32>
        %32 = stablehlo.subtract %c_13, %arg3 : tensor<i32>
        %c_14 = stablehlo.constant dense<0> : tensor<i32>
        %33 = stablehlo.dynamic_slice %arg2, %32, %c_14, %c_14, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
        %34 = mhlo.bitcast %33 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
        mhlo.return %34 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<i32>) -> tensor<4x32xf32>
      %24 = "stablehlo.collective_permute"(%iterArg_3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2]]> : tensor<3x2xi64>}> : (tensor<4x32xf32>) -> tensor<4x32xf32>
      %25 = mhlo.copy %iterArg_4 : tensor<4x4x32xf32>
      %26 = "mhlo.fusion"(%iterArg_8, %iterArg_7, %24, %iterArg_6, %25, %iterArg_5, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<7x4x32xf32>, %arg3: tensor<7x4x32xf32>, %arg4: tensor<4x32xf32>, %arg5: tensor<7xi32>, %arg6: tensor<4x4x32xf32>, %arg7: tensor<7xi1>, %arg8: tensor<i32>):
        %c_13 = stablehlo.constant dense<6> : tensor<i32>
        %32 = stablehlo.subtract %c_13, %arg8 : tensor<i32>
        %33 = stablehlo.dynamic_slice %arg7, %32, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
        %34 = mhlo.bitcast %33 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
        %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
        %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %36 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
        %37 = stablehlo.select %35, %arg6, %36 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
        %38 = stablehlo.dynamic_slice %arg5, %32, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
        %39 = mhlo.bitcast %38 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %40 = stablehlo.dynamic_slice %37, %39, %c_15, %c_15, sizes = [1, 4, 32] : (tensor<4x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
        %41 = mhlo.bitcast %40 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
        %42 = stablehlo.add %arg4, %41 : tensor<4x32xf32>
        %43 = stablehlo.dynamic_slice %arg3, %32, %c_15, %c_15, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
        %44 = mhlo.bitcast %43 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
        %45 = stablehlo.multiply %42, %44 : tensor<4x32xf32>
        %46 = stablehlo.dynamic_slice %arg2, %32, %c_15, %c_15, sizes = [1, 4, 32] : (tensor<7x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x32xf32>
        %47 = mhlo.bitcast %46 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x4x32xf32>) -> tensor<4x32xf32>
        %48 = stablehlo.multiply %45, %47 : tensor<4x32xf32>
        %49 = stablehlo.add %45, %48 : tensor<4x32xf32>
        mhlo.return %49 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<4x32xf32>, tensor<7xi32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<i32>) -> tensor<4x32xf32>
      %27 = stablehlo.dot_general %23, %26, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<4x32xf32>) -> tensor<32x32xf32>
      %28 = "mhlo.fusion"(%iterArg_2, %27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<1x1x32x32xf32>, %arg3: tensor<32x32xf32>):
        %32 = mhlo.bitcast %arg3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
        %33 = stablehlo.add %arg2, %32 : tensor<1x1x32x32xf32>
        mhlo.return %33 : tensor<1x1x32x32xf32>
      }) {output_operand_aliasing = []} : (tensor<1x1x32x32xf32>, tensor<32x32xf32>) -> tensor<1x1x32x32xf32>
      %29 = "mhlo.fusion"(%26, %iterArg_11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
      ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<32x32xf32>):
        %32 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
        mhlo.return %32 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<32x32xf32>) -> tensor<4x32xf32>
      %30 = "mhlo.fusion"(%29, %iterArg_10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<4x32xf32>, %arg3: tensor<i1>):
        %32 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i1>) -> tensor<4x32xi1>
        %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %33 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x32xf32>
        %34 = stablehlo.select %32, %33, %arg2 : tensor<4x32xi1>, tensor<4x32xf32>
        mhlo.return %34 : tensor<4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x32xf32>, tensor<i1>) -> tensor<4x32xf32>
      %31 = "mhlo.fusion"(%25, %iterArg_6, %iterArg_5, %21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      ^bb0(%arg2: tensor<4x4x32xf32>, %arg3: tensor<7xi32>, %arg4: tensor<7xi1>, %arg5: tensor<i32>):
        %c_13 = stablehlo.constant dense<6> : tensor<i32>
        %32 = stablehlo.subtract %c_13, %arg5 : tensor<i32>
        %33 = stablehlo.dynamic_slice %arg4, %32, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
        %34 = mhlo.bitcast %33 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi1>) -> tensor<i1>
        %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i1>) -> tensor<4x4x32xi1>
        %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %36 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x4x32xf32>
        %37 = stablehlo.select %35, %36, %arg2 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
        %38 = stablehlo.select %35, %arg2, %36 : tensor<4x4x32xi1>, tensor<4x4x32xf32>
        %39 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x4x32xf32>
        %40 = stablehlo.dynamic_slice %arg3, %32, sizes = [1] : (tensor<7xi32>, tensor<i32>) -> tensor<1xi32>
        %41 = mhlo.bitcast %40 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
        %c_15 = stablehlo.constant dense<0> : tensor<i32>
        %42 = stablehlo.dynamic_update_slice %38, %39, %41, %c_15, %c_15 : (tensor<4x4x32xf32>, tensor<1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x32xf32>
        %43 = stablehlo.add %37, %42 : tensor<4x4x32xf32>
        mhlo.return %43 : tensor<4x4x32xf32>
      }) {output_operand_aliasing = []} : (tensor<4x4x32xf32>, tensor<7xi32>, tensor<7xi1>, tensor<i32>) -> tensor<4x4x32xf32>
      stablehlo.return %22, %28, %30, %31, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11 : tensor<i32>, tensor<1x1x32x32xf32>, tensor<4x32xf32>, tensor<4x4x32xf32>, tensor<7xi1>, tensor<7xi32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<7x4x32xf32>, tensor<i1>, tensor<32x32xf32>
    }
    %20 = "mhlo.fusion"(%arg0, %19#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg2: tensor<1x1x32x32xf32>, %arg3: tensor<1x1x32x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
      %22 = stablehlo.multiply %arg3, %21 : tensor<1x1x32x32xf32>
      %23 = stablehlo.subtract %arg2, %22 : tensor<1x1x32x32xf32>
      mhlo.return %23 : tensor<1x1x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x32x32xf32>, tensor<1x1x32x32xf32>) -> tensor<1x1x32x32xf32>
    return %20, %17#1 : tensor<1x1x32x32xf32>, tensor<f32>
  }
}
