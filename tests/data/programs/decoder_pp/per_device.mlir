module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=1, "axis_3"=2]>
  func.func private @region_14.17.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_15.18(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body.3_spmd() -> tensor<i32> {
    %0 = stablehlo.partition_id : tensor<ui32>
    %c = stablehlo.constant dense<1> : tensor<ui32>
    %1 = stablehlo.divide %0, %c : tensor<ui32>
    %c_0 = stablehlo.constant dense<2> : tensor<ui32>
    %2 = stablehlo.remainder %1, %c_0 : tensor<ui32>
    %3 = stablehlo.convert %2 : (tensor<ui32>) -> tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.10_spmd(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<2x32x64xf32>, %arg3: tensor<1x2x32x64xf32>, %arg4: tensor<3xi32>, %arg5: tensor<3x2x32x64xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<3x2x32x1xf32>, %arg8: tensor<3x2x32x64xf32>, %arg9: tensor<3x2x32x64xf32>, %arg10: tensor<3x2x32x64xf32>, %arg11: tensor<3x2x32x4x1x16xf32>, %arg12: tensor<3x2x32x4x16xf32>, %arg13: tensor<3x2x4x1x32x32xf32>, %arg14: tensor<3x2x4x1x32x1xf32>, %arg15: tensor<3x2x4x1x32x1xf32>, %arg16: tensor<3x2x4x1x32x32xf32>, %arg17: tensor<3x2x32x4x16xf32>, %arg18: tensor<3x2x32x4x16xf32>, %arg19: tensor<3x2x32x64xf32>, %arg20: tensor<3x2x32x1xf32>, %arg21: tensor<3x2x32x1xf32>, %arg22: tensor<3x2x32x64xf32>, %arg23: tensor<3x2x32x64xf32>, %arg24: tensor<3x2x32x64xf32>, %arg25: tensor<3x2x32x128xf32>, %arg26: tensor<3x2x32x128xf32>, %arg27: tensor<3x2x32x128xf32>, %arg28: tensor<3x2x32x128xf32>, %arg29: tensor<3x2x32x128xf32>, %arg30: tensor<3x2x32x128xf32>, %arg31: tensor<3xi32>, %arg32: tensor<3xi1>, %arg33: tensor<i1>, %arg34: tensor<1x2x32x64xf32>, %arg35: tensor<1x1x64xf32>, %arg36: tensor<1x1x64xf32>, %arg37: tensor<64x4x16xf32>, %arg38: tensor<64x4x16xf32>, %arg39: tensor<64x4x16xf32>, %arg40: tensor<f32>, %arg41: tensor<2x4x1x32x32xi1>, %arg42: tensor<2x4x1x32x32xf32>, %arg43: tensor<4x16x64xf32>, %arg44: tensor<1x1x64xf32>, %arg45: tensor<1x1x64xf32>, %arg46: tensor<64x128xf32>, %arg47: tensor<128x64xf32>, %arg48: tensor<i1>) -> (tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = mhlo.copy %c : tensor<i32>
    %2 = stablehlo.add %0, %1 : tensor<i32>
    %3 = mhlo.copy %2 : tensor<i32>
    %4 = mhlo.copy %arg1 : tensor<i32>
    %5 = stablehlo.add %4, %1 : tensor<i32>
    %6 = mhlo.copy %5 : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %arg33, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
    %8 = "stablehlo.all_gather"(%arg34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %9 = mhlo.copy %4 : tensor<i32>
    %10 = stablehlo.minimum %9, %1 : tensor<i32>
    %11 = mhlo.copy %10 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %12 = mhlo.copy %c_0 : tensor<i32>
    %13 = stablehlo.compare LT, %11, %12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %14 = mhlo.copy %11 : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.add %14, %c_1 : tensor<i32>
    %16 = mhlo.copy %15 : tensor<i32>
    %17 = stablehlo.select %13, %16, %11 : tensor<i1>, tensor<i32>
    %18 = mhlo.copy %17 : tensor<i32>
    %19 = stablehlo.dynamic_slice %8, %18, %c_0, %c_0, %c_0, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %20 = mhlo.copy %19 : tensor<1x2x32x64xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %22 = mhlo.copy %21 : tensor<2x32x64xf32>
    %23 = stablehlo.select %7, %22, %arg2 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %24 = mhlo.copy %23 : tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %26 = mhlo.copy %25 : tensor<2x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %28 = mhlo.copy %27 : tensor<2x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %30 = mhlo.copy %29 : tensor<2x32x1xf32>
    %31 = stablehlo.divide %28, %30 : tensor<2x32x1xf32>
    %32 = mhlo.copy %31 : tensor<2x32x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %34 = stablehlo.reshape %33 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %36 = mhlo.copy %35 : tensor<2x32x64xf32>
    %37 = stablehlo.subtract %24, %36 : tensor<2x32x64xf32>
    %38 = mhlo.copy %37 : tensor<2x32x64xf32>
    %39 = stablehlo.multiply %38, %38 : tensor<2x32x64xf32>
    %40 = stablehlo.reduce(%39 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %41 = mhlo.copy %40 : tensor<2x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %43 = mhlo.copy %42 : tensor<2x32x1xf32>
    %44 = stablehlo.divide %43, %30 : tensor<2x32x1xf32>
    %45 = mhlo.copy %44 : tensor<2x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %47 = mhlo.copy %46 : tensor<2x32x1xf32>
    %48 = stablehlo.add %45, %47 : tensor<2x32x1xf32>
    %49 = mhlo.copy %48 : tensor<2x32x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<2x32x1xf32>
    %51 = mhlo.copy %50 : tensor<2x32x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %53 = stablehlo.reshape %52 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %55 = mhlo.copy %54 : tensor<2x32x64xf32>
    %56 = stablehlo.multiply %38, %55 : tensor<2x32x64xf32>
    %57 = mhlo.copy %56 : tensor<2x32x64xf32>
    %58 = stablehlo.broadcast_in_dim %arg35, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %59 = stablehlo.reshape %58 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %61 = mhlo.copy %60 : tensor<2x32x64xf32>
    %62 = stablehlo.multiply %57, %61 : tensor<2x32x64xf32>
    %63 = mhlo.copy %62 : tensor<2x32x64xf32>
    %64 = stablehlo.broadcast_in_dim %arg36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %67 = mhlo.copy %66 : tensor<2x32x64xf32>
    %68 = stablehlo.add %63, %67 : tensor<2x32x64xf32>
    %69 = mhlo.copy %68 : tensor<2x32x64xf32>
    %70 = stablehlo.dot_general %69, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %71 = mhlo.copy %70 : tensor<2x32x4x16xf32>
    %72 = stablehlo.dot_general %69, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %73 = mhlo.copy %72 : tensor<2x32x4x16xf32>
    %74 = stablehlo.dot_general %69, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
    %75 = mhlo.copy %74 : tensor<2x32x4x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %77 = mhlo.copy %76 : tensor<2x32x4x1x16xf32>
    %78 = stablehlo.dot_general %73, %77, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x32x1xf32>
    %79 = mhlo.copy %78 : tensor<2x4x32x32x1xf32>
    %80 = stablehlo.transpose %79, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x1x32x32xf32>
    %81 = mhlo.copy %80 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : tensor<2x4x1x32x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg40, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %83 = mhlo.copy %82 : tensor<2x4x1x32x32xf32>
    %84 = stablehlo.divide %81, %83 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : tensor<2x4x1x32x32xf32>
    %85 = mhlo.copy %84 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : tensor<2x4x1x32x32xf32>
    %86 = stablehlo.select %arg41, %85, %arg42 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    %87 = mhlo.copy %86 : tensor<2x4x1x32x32xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
    %89 = mhlo.copy %88 : tensor<2x4x1x32xf32>
    %90 = stablehlo.reduce(%87 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %91 = mhlo.copy %90 : tensor<2x4x1x32xf32>
    %92 = stablehlo.maximum %89, %91 : tensor<2x4x1x32xf32>
    %93 = mhlo.copy %92 : tensor<2x4x1x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
    %95 = mhlo.copy %94 : tensor<2x4x1x32x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %97 = stablehlo.reshape %96 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
    %99 = mhlo.copy %98 : tensor<2x4x1x32x32xf32>
    %100 = stablehlo.subtract %87, %99 : tensor<2x4x1x32x32xf32>
    %101 = mhlo.copy %100 : tensor<2x4x1x32x32xf32>
    %102 = stablehlo.exponential %101 : tensor<2x4x1x32x32xf32>
    %103 = mhlo.copy %102 : tensor<2x4x1x32x32xf32>
    %104 = stablehlo.reduce(%103 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %105 = mhlo.copy %104 : tensor<2x4x1x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
    %107 = mhlo.copy %106 : tensor<2x4x1x32x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %109 = stablehlo.reshape %108 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
    %111 = mhlo.copy %110 : tensor<2x4x1x32x32xf32>
    %112 = stablehlo.divide %103, %111 : tensor<2x4x1x32x32xf32>
    %113 = mhlo.copy %112 : tensor<2x4x1x32x32xf32>
    %114 = stablehlo.dot_general %71, %113, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x16x1x32xf32>
    %115 = mhlo.copy %114 : tensor<2x4x16x1x32xf32>
    %116 = stablehlo.transpose %115, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
    %117 = mhlo.copy %116 {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : tensor<2x32x4x1x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %119 = mhlo.copy %118 : tensor<2x32x4x16xf32>
    %120 = stablehlo.dot_general %119, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
    %121 = mhlo.copy %120 : tensor<2x32x64xf32>
    %122 = stablehlo.add %24, %121 : tensor<2x32x64xf32>
    %123 = mhlo.copy %122 : tensor<2x32x64xf32>
    %124 = stablehlo.reduce(%123 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %125 = mhlo.copy %124 : tensor<2x32xf32>
    %126 = stablehlo.reshape %125 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %127 = mhlo.copy %126 : tensor<2x32x1xf32>
    %128 = stablehlo.divide %127, %30 : tensor<2x32x1xf32>
    %129 = mhlo.copy %128 : tensor<2x32x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %131 = stablehlo.reshape %130 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %133 = mhlo.copy %132 : tensor<2x32x64xf32>
    %134 = stablehlo.subtract %123, %133 : tensor<2x32x64xf32>
    %135 = mhlo.copy %134 : tensor<2x32x64xf32>
    %136 = stablehlo.multiply %135, %135 : tensor<2x32x64xf32>
    %137 = stablehlo.reduce(%136 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %138 = mhlo.copy %137 : tensor<2x32xf32>
    %139 = stablehlo.reshape %138 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %140 = mhlo.copy %139 : tensor<2x32x1xf32>
    %141 = stablehlo.divide %140, %30 : tensor<2x32x1xf32>
    %142 = mhlo.copy %141 : tensor<2x32x1xf32>
    %143 = stablehlo.add %142, %47 : tensor<2x32x1xf32>
    %144 = mhlo.copy %143 : tensor<2x32x1xf32>
    %145 = stablehlo.rsqrt %144 : tensor<2x32x1xf32>
    %146 = mhlo.copy %145 : tensor<2x32x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %148 = stablehlo.reshape %147 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %150 = mhlo.copy %149 : tensor<2x32x64xf32>
    %151 = stablehlo.multiply %135, %150 : tensor<2x32x64xf32>
    %152 = mhlo.copy %151 : tensor<2x32x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.reshape %153 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %156 = mhlo.copy %155 : tensor<2x32x64xf32>
    %157 = stablehlo.multiply %152, %156 : tensor<2x32x64xf32>
    %158 = mhlo.copy %157 : tensor<2x32x64xf32>
    %159 = stablehlo.broadcast_in_dim %arg45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %162 = mhlo.copy %161 : tensor<2x32x64xf32>
    %163 = stablehlo.add %158, %162 : tensor<2x32x64xf32>
    %164 = mhlo.copy %163 : tensor<2x32x64xf32>
    %165 = stablehlo.dot_general %164, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
    %166 = mhlo.copy %165 : tensor<2x32x128xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %168 = mhlo.copy %167 : tensor<2x32x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %170 = mhlo.copy %169 : tensor<2x32x128xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %172 = mhlo.copy %171 : tensor<2x32x128xf32>
    %cst_8 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %174 = mhlo.copy %173 : tensor<2x32x128xf32>
    %175 = stablehlo.multiply %166, %166 : tensor<2x32x128xf32>
    %176 = stablehlo.multiply %175, %166 : tensor<2x32x128xf32>
    %177 = mhlo.copy %176 : tensor<2x32x128xf32>
    %178 = stablehlo.multiply %174, %177 : tensor<2x32x128xf32>
    %179 = mhlo.copy %178 : tensor<2x32x128xf32>
    %180 = stablehlo.add %166, %179 : tensor<2x32x128xf32>
    %181 = mhlo.copy %180 : tensor<2x32x128xf32>
    %182 = stablehlo.multiply %172, %181 : tensor<2x32x128xf32>
    %183 = mhlo.copy %182 : tensor<2x32x128xf32>
    %184 = stablehlo.tanh %183 : tensor<2x32x128xf32>
    %185 = mhlo.copy %184 : tensor<2x32x128xf32>
    %186 = stablehlo.add %170, %185 : tensor<2x32x128xf32>
    %187 = mhlo.copy %186 : tensor<2x32x128xf32>
    %188 = stablehlo.multiply %168, %187 : tensor<2x32x128xf32>
    %189 = mhlo.copy %188 : tensor<2x32x128xf32>
    %190 = stablehlo.multiply %166, %189 : tensor<2x32x128xf32>
    %191 = mhlo.copy %190 : tensor<2x32x128xf32>
    %192 = stablehlo.dot_general %191, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
    %193 = mhlo.copy %192 : tensor<2x32x64xf32>
    %194 = stablehlo.add %123, %193 : tensor<2x32x64xf32>
    %195 = mhlo.copy %194 : tensor<2x32x64xf32>
    %196 = "stablehlo.collective_permute"(%195) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %197 = stablehlo.compare GE, %9, %1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %198 = mhlo.copy %197 : tensor<i1>
    %199 = stablehlo.and %arg48, %198 : tensor<i1>
    %200 = mhlo.copy %199 : tensor<i1>
    %201 = stablehlo.broadcast_in_dim %200, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %202 = stablehlo.subtract %9, %1 : tensor<i32>
    %203 = mhlo.copy %202 : tensor<i32>
    %204 = stablehlo.maximum %12, %203 : tensor<i32>
    %205 = mhlo.copy %204 : tensor<i32>
    %206 = stablehlo.minimum %1, %205 : tensor<i32>
    %207 = mhlo.copy %206 : tensor<i32>
    %208 = stablehlo.compare LT, %207, %12 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %209 = mhlo.copy %207 : tensor<i32>
    %210 = stablehlo.add %209, %c_1 : tensor<i32>
    %211 = mhlo.copy %210 : tensor<i32>
    %212 = stablehlo.select %208, %211, %207 : tensor<i1>, tensor<i32>
    %213 = mhlo.copy %212 : tensor<i32>
    %c_10 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %c_11 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
    %214 = stablehlo.partition_id : tensor<ui32>
    %215 = stablehlo.dynamic_slice %c_11, %214, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %216 = stablehlo.reshape %215 : (tensor<1xui32>) -> tensor<ui32>
    %217 = stablehlo.dynamic_slice %c_10, %216, sizes = [1] : (tensor<2xi32>, tensor<ui32>) -> tensor<1xi32>
    %218 = stablehlo.reshape %217 : (tensor<1xi32>) -> tensor<i32>
    %219 = stablehlo.multiply %218, %c : tensor<i32>
    %220 = stablehlo.compare GE, %213, %219 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %221 = stablehlo.add %218, %c : tensor<i32>
    %222 = stablehlo.multiply %221, %c : tensor<i32>
    %223 = stablehlo.compare LT, %213, %222 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %224 = stablehlo.and %220, %223 : tensor<i1>
    %225 = stablehlo.and %c_9, %224 : tensor<i1>
    %226 = stablehlo.broadcast_in_dim %225, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %227 = stablehlo.reshape %195 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %228 = mhlo.copy %227 : tensor<1x2x32x64xf32>
    %229 = stablehlo.subtract %213, %219 : tensor<i32>
    %230 = stablehlo.select %224, %229, %c_0 : tensor<i1>, tensor<i32>
    %231 = stablehlo.dynamic_update_slice %arg3, %228, %230, %c_0, %c_0, %c_0 : (tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %232 = stablehlo.select %226, %231, %arg3 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %233 = mhlo.copy %232 : tensor<1x2x32x64xf32>
    %234 = stablehlo.select %201, %233, %arg3 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %235 = mhlo.copy %234 : tensor<1x2x32x64xf32>
    %236 = stablehlo.reshape %18 : (tensor<i32>) -> tensor<1xi32>
    %237 = mhlo.copy %236 : tensor<1xi32>
    %238 = stablehlo.dynamic_update_slice %arg4, %237, %0 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %239 = mhlo.copy %238 : tensor<3xi32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %241 = mhlo.copy %240 : tensor<2x32x64xf32>
    %242 = stablehlo.multiply %241, %38 : tensor<2x32x64xf32>
    %243 = mhlo.copy %242 : tensor<2x32x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %245 = mhlo.copy %244 : tensor<1x2x32x64xf32>
    %246 = stablehlo.dynamic_update_slice %arg5, %245, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %247 = mhlo.copy %246 : tensor<3x2x32x64xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %249 = mhlo.copy %248 : tensor<2x32x1xf32>
    %250 = stablehlo.divide %51, %49 : tensor<2x32x1xf32>
    %251 = mhlo.copy %250 : tensor<2x32x1xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<2x32x1xf32>
    %253 = mhlo.copy %252 : tensor<2x32x1xf32>
    %254 = stablehlo.reshape %253 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %255 = mhlo.copy %254 : tensor<1x2x32x1xf32>
    %256 = stablehlo.dynamic_update_slice %arg6, %255, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    %257 = mhlo.copy %256 : tensor<3x2x32x1xf32>
    %258 = stablehlo.reshape %51 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %259 = mhlo.copy %258 : tensor<1x2x32x1xf32>
    %260 = stablehlo.dynamic_update_slice %arg7, %259, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    %261 = mhlo.copy %260 : tensor<3x2x32x1xf32>
    %262 = stablehlo.reshape %38 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %263 = mhlo.copy %262 : tensor<1x2x32x64xf32>
    %264 = stablehlo.dynamic_update_slice %arg8, %263, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %265 = mhlo.copy %264 : tensor<3x2x32x64xf32>
    %266 = stablehlo.reshape %57 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %267 = mhlo.copy %266 : tensor<1x2x32x64xf32>
    %268 = stablehlo.dynamic_update_slice %arg9, %267, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %269 = mhlo.copy %268 : tensor<3x2x32x64xf32>
    %270 = stablehlo.reshape %69 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %271 = mhlo.copy %270 : tensor<1x2x32x64xf32>
    %272 = stablehlo.dynamic_update_slice %arg10, %271, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %273 = mhlo.copy %272 : tensor<3x2x32x64xf32>
    %274 = stablehlo.reshape %77 : (tensor<2x32x4x1x16xf32>) -> tensor<1x2x32x4x1x16xf32>
    %275 = mhlo.copy %274 : tensor<1x2x32x4x1x16xf32>
    %276 = stablehlo.dynamic_update_slice %arg11, %275, %0, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x1x16xf32>, tensor<1x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
    %277 = mhlo.copy %276 : tensor<3x2x32x4x1x16xf32>
    %278 = stablehlo.reshape %73 : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
    %279 = mhlo.copy %278 : tensor<1x2x32x4x16xf32>
    %280 = stablehlo.dynamic_update_slice %arg12, %279, %0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    %281 = mhlo.copy %280 : tensor<3x2x32x4x16xf32>
    %282 = stablehlo.reshape %103 : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
    %283 = mhlo.copy %282 : tensor<1x2x4x1x32x32xf32>
    %284 = stablehlo.dynamic_update_slice %arg13, %283, %0, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
    %285 = mhlo.copy %284 : tensor<3x2x4x1x32x32xf32>
    %286 = stablehlo.reshape %107 : (tensor<2x4x1x32x1xf32>) -> tensor<1x2x4x1x32x1xf32>
    %287 = mhlo.copy %286 : tensor<1x2x4x1x32x1xf32>
    %288 = stablehlo.dynamic_update_slice %arg14, %287, %0, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
    %289 = mhlo.copy %288 : tensor<3x2x4x1x32x1xf32>
    %290 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x1xf32>
    %291 = mhlo.copy %290 : tensor<2x4x1x32x1xf32>
    %292 = stablehlo.multiply %107, %107 : tensor<2x4x1x32x1xf32>
    %293 = mhlo.copy %292 : tensor<2x4x1x32x1xf32>
    %294 = stablehlo.divide %291, %293 : tensor<2x4x1x32x1xf32>
    %295 = mhlo.copy %294 : tensor<2x4x1x32x1xf32>
    %296 = mhlo.copy %295 : tensor<2x4x1x32x1xf32>
    %297 = stablehlo.reshape %296 : (tensor<2x4x1x32x1xf32>) -> tensor<1x2x4x1x32x1xf32>
    %298 = mhlo.copy %297 : tensor<1x2x4x1x32x1xf32>
    %299 = stablehlo.dynamic_update_slice %arg15, %298, %0, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
    %300 = mhlo.copy %299 : tensor<3x2x4x1x32x1xf32>
    %301 = stablehlo.reshape %113 : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
    %302 = mhlo.copy %301 : tensor<1x2x4x1x32x32xf32>
    %303 = stablehlo.dynamic_update_slice %arg16, %302, %0, %c_0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
    %304 = mhlo.copy %303 : tensor<3x2x4x1x32x32xf32>
    %305 = stablehlo.reshape %71 : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
    %306 = mhlo.copy %305 : tensor<1x2x32x4x16xf32>
    %307 = stablehlo.dynamic_update_slice %arg17, %306, %0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    %308 = mhlo.copy %307 : tensor<3x2x32x4x16xf32>
    %309 = stablehlo.reshape %119 : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
    %310 = mhlo.copy %309 : tensor<1x2x32x4x16xf32>
    %311 = stablehlo.dynamic_update_slice %arg18, %310, %0, %c_0, %c_0, %c_0, %c_0 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
    %312 = mhlo.copy %311 : tensor<3x2x32x4x16xf32>
    %313 = stablehlo.multiply %241, %135 : tensor<2x32x64xf32>
    %314 = mhlo.copy %313 : tensor<2x32x64xf32>
    %315 = stablehlo.reshape %314 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %316 = mhlo.copy %315 : tensor<1x2x32x64xf32>
    %317 = stablehlo.dynamic_update_slice %arg19, %316, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %318 = mhlo.copy %317 : tensor<3x2x32x64xf32>
    %319 = stablehlo.divide %146, %144 : tensor<2x32x1xf32>
    %320 = mhlo.copy %319 : tensor<2x32x1xf32>
    %321 = stablehlo.multiply %249, %320 : tensor<2x32x1xf32>
    %322 = mhlo.copy %321 : tensor<2x32x1xf32>
    %323 = stablehlo.reshape %322 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %324 = mhlo.copy %323 : tensor<1x2x32x1xf32>
    %325 = stablehlo.dynamic_update_slice %arg20, %324, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    %326 = mhlo.copy %325 : tensor<3x2x32x1xf32>
    %327 = stablehlo.reshape %146 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
    %328 = mhlo.copy %327 : tensor<1x2x32x1xf32>
    %329 = stablehlo.dynamic_update_slice %arg21, %328, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
    %330 = mhlo.copy %329 : tensor<3x2x32x1xf32>
    %331 = stablehlo.reshape %135 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %332 = mhlo.copy %331 : tensor<1x2x32x64xf32>
    %333 = stablehlo.dynamic_update_slice %arg22, %332, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %334 = mhlo.copy %333 : tensor<3x2x32x64xf32>
    %335 = stablehlo.reshape %152 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %336 = mhlo.copy %335 : tensor<1x2x32x64xf32>
    %337 = stablehlo.dynamic_update_slice %arg23, %336, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %338 = mhlo.copy %337 : tensor<3x2x32x64xf32>
    %339 = stablehlo.reshape %164 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %340 = mhlo.copy %339 : tensor<1x2x32x64xf32>
    %341 = stablehlo.dynamic_update_slice %arg24, %340, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
    %342 = mhlo.copy %341 : tensor<3x2x32x64xf32>
    %cst_14 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %344 = mhlo.copy %343 : tensor<2x32x128xf32>
    %345 = mhlo.copy %175 : tensor<2x32x128xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<2x32x128xf32>
    %347 = mhlo.copy %346 : tensor<2x32x128xf32>
    %348 = stablehlo.reshape %347 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %349 = mhlo.copy %348 : tensor<1x2x32x128xf32>
    %350 = stablehlo.dynamic_update_slice %arg25, %349, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %351 = mhlo.copy %350 : tensor<3x2x32x128xf32>
    %352 = stablehlo.reshape %185 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %353 = mhlo.copy %352 : tensor<1x2x32x128xf32>
    %354 = stablehlo.dynamic_update_slice %arg26, %353, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %355 = mhlo.copy %354 : tensor<3x2x32x128xf32>
    %356 = stablehlo.subtract %170, %185 : tensor<2x32x128xf32>
    %357 = mhlo.copy %356 : tensor<2x32x128xf32>
    %358 = stablehlo.reshape %357 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %359 = mhlo.copy %358 : tensor<1x2x32x128xf32>
    %360 = stablehlo.dynamic_update_slice %arg27, %359, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %361 = mhlo.copy %360 : tensor<3x2x32x128xf32>
    %362 = stablehlo.reshape %189 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %363 = mhlo.copy %362 : tensor<1x2x32x128xf32>
    %364 = stablehlo.dynamic_update_slice %arg28, %363, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %365 = mhlo.copy %364 : tensor<3x2x32x128xf32>
    %366 = stablehlo.reshape %166 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %367 = mhlo.copy %366 : tensor<1x2x32x128xf32>
    %368 = stablehlo.dynamic_update_slice %arg29, %367, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %369 = mhlo.copy %368 : tensor<3x2x32x128xf32>
    %370 = stablehlo.reshape %191 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
    %371 = mhlo.copy %370 : tensor<1x2x32x128xf32>
    %372 = stablehlo.dynamic_update_slice %arg30, %371, %0, %c_0, %c_0, %c_0 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
    %373 = mhlo.copy %372 : tensor<3x2x32x128xf32>
    %374 = stablehlo.reshape %213 : (tensor<i32>) -> tensor<1xi32>
    %375 = mhlo.copy %374 : tensor<1xi32>
    %376 = stablehlo.dynamic_update_slice %arg31, %375, %0 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
    %377 = mhlo.copy %376 : tensor<3xi32>
    %378 = stablehlo.reshape %200 : (tensor<i1>) -> tensor<1xi1>
    %379 = mhlo.copy %378 : tensor<1xi1>
    %380 = stablehlo.dynamic_update_slice %arg32, %379, %0 : (tensor<3xi1>, tensor<1xi1>, tensor<i32>) -> tensor<3xi1>
    %381 = mhlo.copy %380 : tensor<3xi1>
    return %3, %6, %196, %235, %239, %247, %257, %261, %265, %269, %273, %277, %281, %285, %289, %300, %304, %308, %312, %318, %326, %330, %334, %338, %342, %351, %355, %361, %365, %369, %373, %377, %381, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48 : tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>
  }
  func.func private @region_9.11_spmd(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<2x32x64xf32>, %arg3: tensor<1x2x32x64xf32>, %arg4: tensor<3xi32>, %arg5: tensor<3x2x32x64xf32>, %arg6: tensor<3x2x32x1xf32>, %arg7: tensor<3x2x32x1xf32>, %arg8: tensor<3x2x32x64xf32>, %arg9: tensor<3x2x32x64xf32>, %arg10: tensor<3x2x32x64xf32>, %arg11: tensor<3x2x32x4x1x16xf32>, %arg12: tensor<3x2x32x4x16xf32>, %arg13: tensor<3x2x4x1x32x32xf32>, %arg14: tensor<3x2x4x1x32x1xf32>, %arg15: tensor<3x2x4x1x32x1xf32>, %arg16: tensor<3x2x4x1x32x32xf32>, %arg17: tensor<3x2x32x4x16xf32>, %arg18: tensor<3x2x32x4x16xf32>, %arg19: tensor<3x2x32x64xf32>, %arg20: tensor<3x2x32x1xf32>, %arg21: tensor<3x2x32x1xf32>, %arg22: tensor<3x2x32x64xf32>, %arg23: tensor<3x2x32x64xf32>, %arg24: tensor<3x2x32x64xf32>, %arg25: tensor<3x2x32x128xf32>, %arg26: tensor<3x2x32x128xf32>, %arg27: tensor<3x2x32x128xf32>, %arg28: tensor<3x2x32x128xf32>, %arg29: tensor<3x2x32x128xf32>, %arg30: tensor<3x2x32x128xf32>, %arg31: tensor<3xi32>, %arg32: tensor<3xi1>, %arg33: tensor<i1>, %arg34: tensor<1x2x32x64xf32>, %arg35: tensor<1x1x64xf32>, %arg36: tensor<1x1x64xf32>, %arg37: tensor<64x4x16xf32>, %arg38: tensor<64x4x16xf32>, %arg39: tensor<64x4x16xf32>, %arg40: tensor<f32>, %arg41: tensor<2x4x1x32x32xi1>, %arg42: tensor<2x4x1x32x32xf32>, %arg43: tensor<4x16x64xf32>, %arg44: tensor<1x1x64xf32>, %arg45: tensor<1x1x64xf32>, %arg46: tensor<64x128xf32>, %arg47: tensor<128x64xf32>, %arg48: tensor<i1>) -> tensor<i1> {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = mhlo.copy %c : tensor<i32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body_0.12_spmd(%arg0: tensor<1x1x64xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<1x1x128x64xf32>, %arg5: tensor<1x1x64x128xf32>, %arg6: tensor<1x1x64x4x16xf32>, %arg7: tensor<1x1x4x16x64xf32>, %arg8: tensor<1x1x64x4x16xf32>, %arg9: tensor<1x1x64x4x16xf32>, %arg10: tensor<1x2x32x64xf32>) -> (tensor<1xi1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<1xf32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<1x1x2x32x64xf32>) {
    %0 = call @xla.sdy.inlinable_manual_computation_body.3_spmd() : () -> tensor<i32>
    %1 = mhlo.copy %0 : tensor<i32>
    %2 = mhlo.copy %1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare EQ, %2, %c : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.reshape %3 : (tensor<i1>) -> tensor<1xi1>
    %5 = mhlo.copy %4 : tensor<1xi1>
    %6 = stablehlo.reshape %arg1 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %7 = mhlo.copy %6 : tensor<64xf32>
    %8 = stablehlo.reshape %7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %9 = mhlo.copy %8 : tensor<1x1x64xf32>
    %10 = stablehlo.reshape %arg8 : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
    %11 = mhlo.copy %10 : tensor<64x4x16xf32>
    %12 = stablehlo.reshape %arg6 : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
    %13 = mhlo.copy %12 : tensor<64x4x16xf32>
    %14 = stablehlo.reshape %arg9 : (tensor<1x1x64x4x16xf32>) -> tensor<64x4x16xf32>
    %15 = mhlo.copy %14 : tensor<64x4x16xf32>
    %cst = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = mhlo.copy %cst : tensor<f32>
    %17 = stablehlo.sqrt %16 : tensor<f32>
    %18 = mhlo.copy %17 : tensor<f32>
    %19 = mhlo.copy %18 : tensor<f32>
    %20 = stablehlo.reshape %19 : (tensor<f32>) -> tensor<1xf32>
    %21 = mhlo.copy %20 : tensor<1xf32>
    %22 = stablehlo.iota dim = 0 : tensor<32xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<32xi32>) -> tensor<32x32xi32>
    %24 = mhlo.copy %23 : tensor<32x32xi32>
    %25 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %26 = mhlo.copy %25 : tensor<32x32xi32>
    %27 = stablehlo.add %24, %26 : tensor<32x32xi32>
    %28 = mhlo.copy %27 : tensor<32x32xi32>
    %29 = stablehlo.iota dim = 0 : tensor<32xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<32xi32>) -> tensor<32x32xi32>
    %31 = mhlo.copy %30 : tensor<32x32xi32>
    %32 = stablehlo.compare GE, %28, %31 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %33 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %34 = mhlo.copy %33 : tensor<32x32xi1>
    %c_1 = stablehlo.constant dense<false> : tensor<i1>
    %35 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %36 = mhlo.copy %35 : tensor<32x32xi1>
    %37 = stablehlo.select %32, %34, %36 : tensor<32x32xi1>, tensor<32x32xi1>
    %38 = mhlo.copy %37 : tensor<32x32xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<2x4x1x32x32xi1>
    %40 = mhlo.copy %39 : tensor<2x4x1x32x32xi1>
    %41 = stablehlo.reshape %arg7 : (tensor<1x1x4x16x64xf32>) -> tensor<4x16x64xf32>
    %42 = mhlo.copy %41 : tensor<4x16x64xf32>
    %43 = stablehlo.reshape %arg3 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %44 = mhlo.copy %43 : tensor<64xf32>
    %45 = stablehlo.reshape %44 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = mhlo.copy %45 : tensor<1x1x64xf32>
    %47 = stablehlo.reshape %arg5 : (tensor<1x1x64x128xf32>) -> tensor<64x128xf32>
    %48 = mhlo.copy %47 : tensor<64x128xf32>
    %49 = stablehlo.reshape %arg4 : (tensor<1x1x128x64xf32>) -> tensor<128x64xf32>
    %50 = mhlo.copy %49 : tensor<128x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %52 = mhlo.copy %51 : tensor<2x32x64xf32>
    %53 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %54 = mhlo.copy %53 : tensor<1x2x32x64xf32>
    %55 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %56 = mhlo.copy %55 : tensor<3xi32>
    %57 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x32x64xf32>
    %58 = mhlo.copy %57 : tensor<3x2x32x64xf32>
    %59 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x32x1xf32>
    %60 = mhlo.copy %59 : tensor<3x2x32x1xf32>
    %61 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x1x16xf32>
    %62 = mhlo.copy %61 : tensor<3x2x32x4x1x16xf32>
    %63 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x32x4x16xf32>
    %64 = mhlo.copy %63 : tensor<3x2x32x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x32xf32>
    %66 = mhlo.copy %65 : tensor<3x2x4x1x32x32xf32>
    %67 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x4x1x32x1xf32>
    %68 = mhlo.copy %67 : tensor<3x2x4x1x32x1xf32>
    %69 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<3x2x32x128xf32>
    %70 = mhlo.copy %69 : tensor<3x2x32x128xf32>
    %71 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i1>) -> tensor<3xi1>
    %72 = mhlo.copy %71 : tensor<3xi1>
    %73 = stablehlo.reshape %arg0 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %74 = mhlo.copy %73 : tensor<64xf32>
    %75 = stablehlo.reshape %74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %76 = mhlo.copy %75 : tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %77 = mhlo.copy %cst_3 : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %79 = mhlo.copy %78 : tensor<2x4x1x32x32xf32>
    %80 = stablehlo.reshape %arg2 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %81 = mhlo.copy %80 : tensor<64xf32>
    %82 = stablehlo.reshape %81 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %83 = mhlo.copy %82 : tensor<1x1x64xf32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %84 = stablehlo.compare EQ, %2, %c_4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %85:49 = stablehlo.while(%iterArg = %c, %iterArg_5 = %c, %iterArg_6 = %52, %iterArg_7 = %54, %iterArg_8 = %56, %iterArg_9 = %58, %iterArg_10 = %60, %iterArg_11 = %60, %iterArg_12 = %58, %iterArg_13 = %58, %iterArg_14 = %58, %iterArg_15 = %62, %iterArg_16 = %64, %iterArg_17 = %66, %iterArg_18 = %68, %iterArg_19 = %68, %iterArg_20 = %66, %iterArg_21 = %64, %iterArg_22 = %64, %iterArg_23 = %58, %iterArg_24 = %60, %iterArg_25 = %60, %iterArg_26 = %58, %iterArg_27 = %58, %iterArg_28 = %58, %iterArg_29 = %70, %iterArg_30 = %70, %iterArg_31 = %70, %iterArg_32 = %70, %iterArg_33 = %70, %iterArg_34 = %70, %iterArg_35 = %56, %iterArg_36 = %72, %iterArg_37 = %3, %iterArg_38 = %arg10, %iterArg_39 = %9, %iterArg_40 = %76, %iterArg_41 = %15, %iterArg_42 = %13, %iterArg_43 = %11, %iterArg_44 = %19, %iterArg_45 = %40, %iterArg_46 = %79, %iterArg_47 = %42, %iterArg_48 = %46, %iterArg_49 = %83, %iterArg_50 = %48, %iterArg_51 = %50, %iterArg_52 = %84) : tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>
    cond {
      %118 = mhlo.copy %iterArg : tensor<i32>
      %c_53 = stablehlo.constant dense<3> : tensor<i32>
      %119 = mhlo.copy %c_53 : tensor<i32>
      %120 = stablehlo.compare LT, %118, %119 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %120 : tensor<i1>
    } do {
      %118 = mhlo.copy %iterArg : tensor<i32>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %119 = mhlo.copy %c_53 : tensor<i32>
      %120 = stablehlo.add %118, %119 : tensor<i32>
      %121 = mhlo.copy %120 : tensor<i32>
      %122 = mhlo.copy %iterArg_5 : tensor<i32>
      %123 = stablehlo.add %122, %119 : tensor<i32>
      %124 = mhlo.copy %123 : tensor<i32>
      %125 = stablehlo.broadcast_in_dim %iterArg_37, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
      %126 = "stablehlo.all_gather"(%iterArg_38) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
      %127 = mhlo.copy %122 : tensor<i32>
      %128 = stablehlo.minimum %127, %119 : tensor<i32>
      %129 = mhlo.copy %128 : tensor<i32>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %130 = mhlo.copy %c_54 : tensor<i32>
      %131 = stablehlo.compare LT, %129, %130 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %132 = mhlo.copy %129 : tensor<i32>
      %c_55 = stablehlo.constant dense<2> : tensor<i32>
      %133 = stablehlo.add %132, %c_55 : tensor<i32>
      %134 = mhlo.copy %133 : tensor<i32>
      %135 = stablehlo.select %131, %134, %129 : tensor<i1>, tensor<i32>
      %136 = mhlo.copy %135 : tensor<i32>
      %137 = stablehlo.dynamic_slice %126, %136, %c_54, %c_54, %c_54, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %138 = mhlo.copy %137 : tensor<1x2x32x64xf32>
      %139 = stablehlo.reshape %138 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %140 = mhlo.copy %139 : tensor<2x32x64xf32>
      %141 = stablehlo.select %125, %140, %iterArg_6 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      %142 = mhlo.copy %141 : tensor<2x32x64xf32>
      %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %143 = stablehlo.reduce(%142 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %144 = mhlo.copy %143 : tensor<2x32xf32>
      %145 = stablehlo.reshape %144 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %146 = mhlo.copy %145 : tensor<2x32x1xf32>
      %cst_57 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %148 = mhlo.copy %147 : tensor<2x32x1xf32>
      %149 = stablehlo.divide %146, %148 : tensor<2x32x1xf32>
      %150 = mhlo.copy %149 : tensor<2x32x1xf32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
      %152 = stablehlo.reshape %151 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %154 = mhlo.copy %153 : tensor<2x32x64xf32>
      %155 = stablehlo.subtract %142, %154 : tensor<2x32x64xf32>
      %156 = mhlo.copy %155 : tensor<2x32x64xf32>
      %157 = stablehlo.multiply %156, %156 : tensor<2x32x64xf32>
      %158 = stablehlo.reduce(%157 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %159 = mhlo.copy %158 : tensor<2x32xf32>
      %160 = stablehlo.reshape %159 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %161 = mhlo.copy %160 : tensor<2x32x1xf32>
      %162 = stablehlo.divide %161, %148 : tensor<2x32x1xf32>
      %163 = mhlo.copy %162 : tensor<2x32x1xf32>
      %cst_58 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %164 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %165 = mhlo.copy %164 : tensor<2x32x1xf32>
      %166 = stablehlo.add %163, %165 : tensor<2x32x1xf32>
      %167 = mhlo.copy %166 : tensor<2x32x1xf32>
      %168 = stablehlo.rsqrt %167 : tensor<2x32x1xf32>
      %169 = mhlo.copy %168 : tensor<2x32x1xf32>
      %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
      %171 = stablehlo.reshape %170 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %173 = mhlo.copy %172 : tensor<2x32x64xf32>
      %174 = stablehlo.multiply %156, %173 : tensor<2x32x64xf32>
      %175 = mhlo.copy %174 : tensor<2x32x64xf32>
      %176 = stablehlo.broadcast_in_dim %iterArg_39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %177 = stablehlo.reshape %176 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %178 = stablehlo.broadcast_in_dim %177, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %179 = mhlo.copy %178 : tensor<2x32x64xf32>
      %180 = stablehlo.multiply %175, %179 : tensor<2x32x64xf32>
      %181 = mhlo.copy %180 : tensor<2x32x64xf32>
      %182 = stablehlo.broadcast_in_dim %iterArg_40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %183 = stablehlo.reshape %182 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %184 = stablehlo.broadcast_in_dim %183, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %185 = mhlo.copy %184 : tensor<2x32x64xf32>
      %186 = stablehlo.add %181, %185 : tensor<2x32x64xf32>
      %187 = mhlo.copy %186 : tensor<2x32x64xf32>
      %188 = stablehlo.dot_general %187, %iterArg_41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
      %189 = mhlo.copy %188 : tensor<2x32x4x16xf32>
      %190 = stablehlo.dot_general %187, %iterArg_42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
      %191 = mhlo.copy %190 : tensor<2x32x4x16xf32>
      %192 = stablehlo.dot_general %187, %iterArg_43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x4x16xf32>) -> tensor<2x32x4x16xf32>
      %193 = mhlo.copy %192 : tensor<2x32x4x16xf32>
      %194 = stablehlo.reshape %193 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
      %195 = mhlo.copy %194 : tensor<2x32x4x1x16xf32>
      %196 = stablehlo.dot_general %191, %195, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x32x1xf32>
      %197 = mhlo.copy %196 : tensor<2x4x32x32x1xf32>
      %198 = stablehlo.transpose %197, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : (tensor<2x4x32x32x1xf32>) -> tensor<2x4x1x32x32xf32>
      %199 = mhlo.copy %198 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : tensor<2x4x1x32x32xf32>
      %200 = stablehlo.broadcast_in_dim %iterArg_44, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %201 = mhlo.copy %200 : tensor<2x4x1x32x32xf32>
      %202 = stablehlo.divide %199, %201 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : tensor<2x4x1x32x32xf32>
      %203 = mhlo.copy %202 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,1,32,32]{2,3,4,1,0}"} : tensor<2x4x1x32x32xf32>
      %204 = stablehlo.select %iterArg_45, %203, %iterArg_46 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
      %205 = mhlo.copy %204 : tensor<2x4x1x32x32xf32>
      %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %206 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x4x1x32xf32>
      %207 = mhlo.copy %206 : tensor<2x4x1x32xf32>
      %208 = stablehlo.reduce(%205 init: %cst_59) applies stablehlo.maximum across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      %209 = mhlo.copy %208 : tensor<2x4x1x32xf32>
      %210 = stablehlo.maximum %207, %209 : tensor<2x4x1x32xf32>
      %211 = mhlo.copy %210 : tensor<2x4x1x32xf32>
      %212 = stablehlo.reshape %211 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
      %213 = mhlo.copy %212 : tensor<2x4x1x32x1xf32>
      %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
      %215 = stablehlo.reshape %214 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
      %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
      %217 = mhlo.copy %216 : tensor<2x4x1x32x32xf32>
      %218 = stablehlo.subtract %205, %217 : tensor<2x4x1x32x32xf32>
      %219 = mhlo.copy %218 : tensor<2x4x1x32x32xf32>
      %220 = stablehlo.exponential %219 : tensor<2x4x1x32x32xf32>
      %221 = mhlo.copy %220 : tensor<2x4x1x32x32xf32>
      %222 = stablehlo.reduce(%221 init: %cst_56) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      %223 = mhlo.copy %222 : tensor<2x4x1x32xf32>
      %224 = stablehlo.reshape %223 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
      %225 = mhlo.copy %224 : tensor<2x4x1x32x1xf32>
      %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
      %227 = stablehlo.reshape %226 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
      %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
      %229 = mhlo.copy %228 : tensor<2x4x1x32x32xf32>
      %230 = stablehlo.divide %221, %229 : tensor<2x4x1x32x32xf32>
      %231 = mhlo.copy %230 : tensor<2x4x1x32x32xf32>
      %232 = stablehlo.dot_general %189, %231, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x16x1x32xf32>
      %233 = mhlo.copy %232 : tensor<2x4x16x1x32xf32>
      %234 = stablehlo.transpose %233, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : (tensor<2x4x16x1x32xf32>) -> tensor<2x32x4x1x16xf32>
      %235 = mhlo.copy %234 {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{1,3,4,2,0}"} : tensor<2x32x4x1x16xf32>
      %236 = stablehlo.reshape %235 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
      %237 = mhlo.copy %236 : tensor<2x32x4x16xf32>
      %238 = stablehlo.dot_general %237, %iterArg_47, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<2x32x64xf32>
      %239 = mhlo.copy %238 : tensor<2x32x64xf32>
      %240 = stablehlo.add %142, %239 : tensor<2x32x64xf32>
      %241 = mhlo.copy %240 : tensor<2x32x64xf32>
      %242 = stablehlo.reduce(%241 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %243 = mhlo.copy %242 : tensor<2x32xf32>
      %244 = stablehlo.reshape %243 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %245 = mhlo.copy %244 : tensor<2x32x1xf32>
      %246 = stablehlo.divide %245, %148 : tensor<2x32x1xf32>
      %247 = mhlo.copy %246 : tensor<2x32x1xf32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
      %249 = stablehlo.reshape %248 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %251 = mhlo.copy %250 : tensor<2x32x64xf32>
      %252 = stablehlo.subtract %241, %251 : tensor<2x32x64xf32>
      %253 = mhlo.copy %252 : tensor<2x32x64xf32>
      %254 = stablehlo.multiply %253, %253 : tensor<2x32x64xf32>
      %255 = stablehlo.reduce(%254 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %256 = mhlo.copy %255 : tensor<2x32xf32>
      %257 = stablehlo.reshape %256 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %258 = mhlo.copy %257 : tensor<2x32x1xf32>
      %259 = stablehlo.divide %258, %148 : tensor<2x32x1xf32>
      %260 = mhlo.copy %259 : tensor<2x32x1xf32>
      %261 = stablehlo.add %260, %165 : tensor<2x32x1xf32>
      %262 = mhlo.copy %261 : tensor<2x32x1xf32>
      %263 = stablehlo.rsqrt %262 : tensor<2x32x1xf32>
      %264 = mhlo.copy %263 : tensor<2x32x1xf32>
      %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
      %266 = stablehlo.reshape %265 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %268 = mhlo.copy %267 : tensor<2x32x64xf32>
      %269 = stablehlo.multiply %253, %268 : tensor<2x32x64xf32>
      %270 = mhlo.copy %269 : tensor<2x32x64xf32>
      %271 = stablehlo.broadcast_in_dim %iterArg_48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %272 = stablehlo.reshape %271 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %273 = stablehlo.broadcast_in_dim %272, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %274 = mhlo.copy %273 : tensor<2x32x64xf32>
      %275 = stablehlo.multiply %270, %274 : tensor<2x32x64xf32>
      %276 = mhlo.copy %275 : tensor<2x32x64xf32>
      %277 = stablehlo.broadcast_in_dim %iterArg_49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %278 = stablehlo.reshape %277 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %279 = stablehlo.broadcast_in_dim %278, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %280 = mhlo.copy %279 : tensor<2x32x64xf32>
      %281 = stablehlo.add %276, %280 : tensor<2x32x64xf32>
      %282 = mhlo.copy %281 : tensor<2x32x64xf32>
      %283 = stablehlo.dot_general %282, %iterArg_50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x128xf32>) -> tensor<2x32x128xf32>
      %284 = mhlo.copy %283 : tensor<2x32x128xf32>
      %cst_60 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %285 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %286 = mhlo.copy %285 : tensor<2x32x128xf32>
      %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %288 = mhlo.copy %287 : tensor<2x32x128xf32>
      %cst_62 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %290 = mhlo.copy %289 : tensor<2x32x128xf32>
      %cst_63 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %292 = mhlo.copy %291 : tensor<2x32x128xf32>
      %293 = stablehlo.multiply %284, %284 : tensor<2x32x128xf32>
      %294 = stablehlo.multiply %293, %284 : tensor<2x32x128xf32>
      %295 = mhlo.copy %294 : tensor<2x32x128xf32>
      %296 = stablehlo.multiply %292, %295 : tensor<2x32x128xf32>
      %297 = mhlo.copy %296 : tensor<2x32x128xf32>
      %298 = stablehlo.add %284, %297 : tensor<2x32x128xf32>
      %299 = mhlo.copy %298 : tensor<2x32x128xf32>
      %300 = stablehlo.multiply %290, %299 : tensor<2x32x128xf32>
      %301 = mhlo.copy %300 : tensor<2x32x128xf32>
      %302 = stablehlo.tanh %301 : tensor<2x32x128xf32>
      %303 = mhlo.copy %302 : tensor<2x32x128xf32>
      %304 = stablehlo.add %288, %303 : tensor<2x32x128xf32>
      %305 = mhlo.copy %304 : tensor<2x32x128xf32>
      %306 = stablehlo.multiply %286, %305 : tensor<2x32x128xf32>
      %307 = mhlo.copy %306 : tensor<2x32x128xf32>
      %308 = stablehlo.multiply %284, %307 : tensor<2x32x128xf32>
      %309 = mhlo.copy %308 : tensor<2x32x128xf32>
      %310 = stablehlo.dot_general %309, %iterArg_51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<128x64xf32>) -> tensor<2x32x64xf32>
      %311 = mhlo.copy %310 : tensor<2x32x64xf32>
      %312 = stablehlo.add %241, %311 : tensor<2x32x64xf32>
      %313 = mhlo.copy %312 : tensor<2x32x64xf32>
      %314 = "stablehlo.collective_permute"(%313) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %315 = stablehlo.compare GE, %127, %119 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %316 = mhlo.copy %315 : tensor<i1>
      %317 = stablehlo.and %iterArg_52, %316 : tensor<i1>
      %318 = mhlo.copy %317 : tensor<i1>
      %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %c_64 = stablehlo.constant dense<true> : tensor<i1>
      %320 = stablehlo.subtract %127, %119 : tensor<i32>
      %321 = mhlo.copy %320 : tensor<i32>
      %322 = stablehlo.maximum %130, %321 : tensor<i32>
      %323 = mhlo.copy %322 : tensor<i32>
      %324 = stablehlo.minimum %119, %323 : tensor<i32>
      %325 = mhlo.copy %324 : tensor<i32>
      %326 = stablehlo.compare LT, %325, %130 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %327 = mhlo.copy %325 : tensor<i32>
      %328 = stablehlo.add %327, %c_55 : tensor<i32>
      %329 = mhlo.copy %328 : tensor<i32>
      %330 = stablehlo.select %326, %329, %325 : tensor<i1>, tensor<i32>
      %331 = mhlo.copy %330 : tensor<i32>
      %c_65 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
      %c_66 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
      %332 = stablehlo.partition_id : tensor<ui32>
      %333 = stablehlo.dynamic_slice %c_66, %332, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %334 = stablehlo.reshape %333 : (tensor<1xui32>) -> tensor<ui32>
      %335 = stablehlo.dynamic_slice %c_65, %334, sizes = [1] : (tensor<2xi32>, tensor<ui32>) -> tensor<1xi32>
      %336 = stablehlo.reshape %335 : (tensor<1xi32>) -> tensor<i32>
      %337 = stablehlo.multiply %336, %c_53 : tensor<i32>
      %338 = stablehlo.compare GE, %331, %337 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %339 = stablehlo.add %336, %c_53 : tensor<i32>
      %340 = stablehlo.multiply %339, %c_53 : tensor<i32>
      %341 = stablehlo.compare LT, %331, %340 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %342 = stablehlo.and %338, %341 : tensor<i1>
      %343 = stablehlo.and %c_64, %342 : tensor<i1>
      %344 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %345 = stablehlo.reshape %313 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %346 = mhlo.copy %345 : tensor<1x2x32x64xf32>
      %347 = stablehlo.subtract %331, %337 : tensor<i32>
      %348 = stablehlo.select %342, %347, %c_54 : tensor<i1>, tensor<i32>
      %349 = stablehlo.dynamic_update_slice %iterArg_7, %346, %348, %c_54, %c_54, %c_54 : (tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %350 = stablehlo.select %344, %349, %iterArg_7 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %351 = mhlo.copy %350 : tensor<1x2x32x64xf32>
      %352 = stablehlo.select %319, %351, %iterArg_7 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %353 = mhlo.copy %352 : tensor<1x2x32x64xf32>
      %354 = stablehlo.reshape %136 : (tensor<i32>) -> tensor<1xi32>
      %355 = mhlo.copy %354 : tensor<1xi32>
      %356 = stablehlo.dynamic_update_slice %iterArg_8, %355, %118 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %357 = mhlo.copy %356 : tensor<3xi32>
      %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %358 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %359 = mhlo.copy %358 : tensor<2x32x64xf32>
      %360 = stablehlo.multiply %359, %156 : tensor<2x32x64xf32>
      %361 = mhlo.copy %360 : tensor<2x32x64xf32>
      %362 = stablehlo.reshape %361 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %363 = mhlo.copy %362 : tensor<1x2x32x64xf32>
      %364 = stablehlo.dynamic_update_slice %iterArg_9, %363, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %365 = mhlo.copy %364 : tensor<3x2x32x64xf32>
      %cst_68 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %367 = mhlo.copy %366 : tensor<2x32x1xf32>
      %368 = stablehlo.divide %169, %167 : tensor<2x32x1xf32>
      %369 = mhlo.copy %368 : tensor<2x32x1xf32>
      %370 = stablehlo.multiply %367, %369 : tensor<2x32x1xf32>
      %371 = mhlo.copy %370 : tensor<2x32x1xf32>
      %372 = stablehlo.reshape %371 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %373 = mhlo.copy %372 : tensor<1x2x32x1xf32>
      %374 = stablehlo.dynamic_update_slice %iterArg_10, %373, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      %375 = mhlo.copy %374 : tensor<3x2x32x1xf32>
      %376 = stablehlo.reshape %169 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %377 = mhlo.copy %376 : tensor<1x2x32x1xf32>
      %378 = stablehlo.dynamic_update_slice %iterArg_11, %377, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      %379 = mhlo.copy %378 : tensor<3x2x32x1xf32>
      %380 = stablehlo.reshape %156 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %381 = mhlo.copy %380 : tensor<1x2x32x64xf32>
      %382 = stablehlo.dynamic_update_slice %iterArg_12, %381, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %383 = mhlo.copy %382 : tensor<3x2x32x64xf32>
      %384 = stablehlo.reshape %175 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %385 = mhlo.copy %384 : tensor<1x2x32x64xf32>
      %386 = stablehlo.dynamic_update_slice %iterArg_13, %385, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %387 = mhlo.copy %386 : tensor<3x2x32x64xf32>
      %388 = stablehlo.reshape %187 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %389 = mhlo.copy %388 : tensor<1x2x32x64xf32>
      %390 = stablehlo.dynamic_update_slice %iterArg_14, %389, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %391 = mhlo.copy %390 : tensor<3x2x32x64xf32>
      %392 = stablehlo.reshape %195 : (tensor<2x32x4x1x16xf32>) -> tensor<1x2x32x4x1x16xf32>
      %393 = mhlo.copy %392 : tensor<1x2x32x4x1x16xf32>
      %394 = stablehlo.dynamic_update_slice %iterArg_15, %393, %118, %c_54, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x32x4x1x16xf32>, tensor<1x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x1x16xf32>
      %395 = mhlo.copy %394 : tensor<3x2x32x4x1x16xf32>
      %396 = stablehlo.reshape %191 : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
      %397 = mhlo.copy %396 : tensor<1x2x32x4x16xf32>
      %398 = stablehlo.dynamic_update_slice %iterArg_16, %397, %118, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
      %399 = mhlo.copy %398 : tensor<3x2x32x4x16xf32>
      %400 = stablehlo.reshape %221 : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
      %401 = mhlo.copy %400 : tensor<1x2x4x1x32x32xf32>
      %402 = stablehlo.dynamic_update_slice %iterArg_17, %401, %118, %c_54, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
      %403 = mhlo.copy %402 : tensor<3x2x4x1x32x32xf32>
      %404 = stablehlo.reshape %225 : (tensor<2x4x1x32x1xf32>) -> tensor<1x2x4x1x32x1xf32>
      %405 = mhlo.copy %404 : tensor<1x2x4x1x32x1xf32>
      %406 = stablehlo.dynamic_update_slice %iterArg_18, %405, %118, %c_54, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
      %407 = mhlo.copy %406 : tensor<3x2x4x1x32x1xf32>
      %408 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x1xf32>
      %409 = mhlo.copy %408 : tensor<2x4x1x32x1xf32>
      %410 = stablehlo.multiply %225, %225 : tensor<2x4x1x32x1xf32>
      %411 = mhlo.copy %410 : tensor<2x4x1x32x1xf32>
      %412 = stablehlo.divide %409, %411 : tensor<2x4x1x32x1xf32>
      %413 = mhlo.copy %412 : tensor<2x4x1x32x1xf32>
      %414 = mhlo.copy %413 : tensor<2x4x1x32x1xf32>
      %415 = stablehlo.reshape %414 : (tensor<2x4x1x32x1xf32>) -> tensor<1x2x4x1x32x1xf32>
      %416 = mhlo.copy %415 : tensor<1x2x4x1x32x1xf32>
      %417 = stablehlo.dynamic_update_slice %iterArg_19, %416, %118, %c_54, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x4x1x32x1xf32>, tensor<1x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x1xf32>
      %418 = mhlo.copy %417 : tensor<3x2x4x1x32x1xf32>
      %419 = stablehlo.reshape %231 : (tensor<2x4x1x32x32xf32>) -> tensor<1x2x4x1x32x32xf32>
      %420 = mhlo.copy %419 : tensor<1x2x4x1x32x32xf32>
      %421 = stablehlo.dynamic_update_slice %iterArg_20, %420, %118, %c_54, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x4x1x32x32xf32>, tensor<1x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x4x1x32x32xf32>
      %422 = mhlo.copy %421 : tensor<3x2x4x1x32x32xf32>
      %423 = stablehlo.reshape %189 : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
      %424 = mhlo.copy %423 : tensor<1x2x32x4x16xf32>
      %425 = stablehlo.dynamic_update_slice %iterArg_21, %424, %118, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
      %426 = mhlo.copy %425 : tensor<3x2x32x4x16xf32>
      %427 = stablehlo.reshape %237 : (tensor<2x32x4x16xf32>) -> tensor<1x2x32x4x16xf32>
      %428 = mhlo.copy %427 : tensor<1x2x32x4x16xf32>
      %429 = stablehlo.dynamic_update_slice %iterArg_22, %428, %118, %c_54, %c_54, %c_54, %c_54 : (tensor<3x2x32x4x16xf32>, tensor<1x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x4x16xf32>
      %430 = mhlo.copy %429 : tensor<3x2x32x4x16xf32>
      %431 = stablehlo.multiply %359, %253 : tensor<2x32x64xf32>
      %432 = mhlo.copy %431 : tensor<2x32x64xf32>
      %433 = stablehlo.reshape %432 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %434 = mhlo.copy %433 : tensor<1x2x32x64xf32>
      %435 = stablehlo.dynamic_update_slice %iterArg_23, %434, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %436 = mhlo.copy %435 : tensor<3x2x32x64xf32>
      %437 = stablehlo.divide %264, %262 : tensor<2x32x1xf32>
      %438 = mhlo.copy %437 : tensor<2x32x1xf32>
      %439 = stablehlo.multiply %367, %438 : tensor<2x32x1xf32>
      %440 = mhlo.copy %439 : tensor<2x32x1xf32>
      %441 = stablehlo.reshape %440 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %442 = mhlo.copy %441 : tensor<1x2x32x1xf32>
      %443 = stablehlo.dynamic_update_slice %iterArg_24, %442, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      %444 = mhlo.copy %443 : tensor<3x2x32x1xf32>
      %445 = stablehlo.reshape %264 : (tensor<2x32x1xf32>) -> tensor<1x2x32x1xf32>
      %446 = mhlo.copy %445 : tensor<1x2x32x1xf32>
      %447 = stablehlo.dynamic_update_slice %iterArg_25, %446, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x1xf32>, tensor<1x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x1xf32>
      %448 = mhlo.copy %447 : tensor<3x2x32x1xf32>
      %449 = stablehlo.reshape %253 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %450 = mhlo.copy %449 : tensor<1x2x32x64xf32>
      %451 = stablehlo.dynamic_update_slice %iterArg_26, %450, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %452 = mhlo.copy %451 : tensor<3x2x32x64xf32>
      %453 = stablehlo.reshape %270 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %454 = mhlo.copy %453 : tensor<1x2x32x64xf32>
      %455 = stablehlo.dynamic_update_slice %iterArg_27, %454, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %456 = mhlo.copy %455 : tensor<3x2x32x64xf32>
      %457 = stablehlo.reshape %282 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %458 = mhlo.copy %457 : tensor<1x2x32x64xf32>
      %459 = stablehlo.dynamic_update_slice %iterArg_28, %458, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x64xf32>
      %460 = mhlo.copy %459 : tensor<3x2x32x64xf32>
      %cst_69 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
      %461 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %462 = mhlo.copy %461 : tensor<2x32x128xf32>
      %463 = mhlo.copy %293 : tensor<2x32x128xf32>
      %464 = stablehlo.multiply %462, %463 : tensor<2x32x128xf32>
      %465 = mhlo.copy %464 : tensor<2x32x128xf32>
      %466 = stablehlo.reshape %465 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %467 = mhlo.copy %466 : tensor<1x2x32x128xf32>
      %468 = stablehlo.dynamic_update_slice %iterArg_29, %467, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      %469 = mhlo.copy %468 : tensor<3x2x32x128xf32>
      %470 = stablehlo.reshape %303 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %471 = mhlo.copy %470 : tensor<1x2x32x128xf32>
      %472 = stablehlo.dynamic_update_slice %iterArg_30, %471, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      %473 = mhlo.copy %472 : tensor<3x2x32x128xf32>
      %474 = stablehlo.subtract %288, %303 : tensor<2x32x128xf32>
      %475 = mhlo.copy %474 : tensor<2x32x128xf32>
      %476 = stablehlo.reshape %475 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %477 = mhlo.copy %476 : tensor<1x2x32x128xf32>
      %478 = stablehlo.dynamic_update_slice %iterArg_31, %477, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      %479 = mhlo.copy %478 : tensor<3x2x32x128xf32>
      %480 = stablehlo.reshape %307 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %481 = mhlo.copy %480 : tensor<1x2x32x128xf32>
      %482 = stablehlo.dynamic_update_slice %iterArg_32, %481, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      %483 = mhlo.copy %482 : tensor<3x2x32x128xf32>
      %484 = stablehlo.reshape %284 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %485 = mhlo.copy %484 : tensor<1x2x32x128xf32>
      %486 = stablehlo.dynamic_update_slice %iterArg_33, %485, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      %487 = mhlo.copy %486 : tensor<3x2x32x128xf32>
      %488 = stablehlo.reshape %309 : (tensor<2x32x128xf32>) -> tensor<1x2x32x128xf32>
      %489 = mhlo.copy %488 : tensor<1x2x32x128xf32>
      %490 = stablehlo.dynamic_update_slice %iterArg_34, %489, %118, %c_54, %c_54, %c_54 : (tensor<3x2x32x128xf32>, tensor<1x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x2x32x128xf32>
      %491 = mhlo.copy %490 : tensor<3x2x32x128xf32>
      %492 = stablehlo.reshape %331 : (tensor<i32>) -> tensor<1xi32>
      %493 = mhlo.copy %492 : tensor<1xi32>
      %494 = stablehlo.dynamic_update_slice %iterArg_35, %493, %118 : (tensor<3xi32>, tensor<1xi32>, tensor<i32>) -> tensor<3xi32>
      %495 = mhlo.copy %494 : tensor<3xi32>
      %496 = stablehlo.reshape %318 : (tensor<i1>) -> tensor<1xi1>
      %497 = mhlo.copy %496 : tensor<1xi1>
      %498 = stablehlo.dynamic_update_slice %iterArg_36, %497, %118 : (tensor<3xi1>, tensor<1xi1>, tensor<i32>) -> tensor<3xi1>
      %499 = mhlo.copy %498 : tensor<3xi1>
      stablehlo.return %121, %124, %314, %353, %357, %365, %375, %379, %383, %387, %391, %395, %399, %403, %407, %418, %422, %426, %430, %436, %444, %448, %452, %456, %460, %469, %473, %479, %483, %487, %491, %495, %499, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52 : tensor<i32>, tensor<i32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<i1>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<f32>, tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<i1>
    }
    %86 = mhlo.copy %85#4 : tensor<3xi32>
    %87 = mhlo.copy %85#5 : tensor<3x2x32x64xf32>
    %88 = mhlo.copy %85#6 : tensor<3x2x32x1xf32>
    %89 = mhlo.copy %85#7 : tensor<3x2x32x1xf32>
    %90 = mhlo.copy %85#8 : tensor<3x2x32x64xf32>
    %91 = mhlo.copy %85#9 : tensor<3x2x32x64xf32>
    %92 = mhlo.copy %85#10 : tensor<3x2x32x64xf32>
    %93 = mhlo.copy %85#11 : tensor<3x2x32x4x1x16xf32>
    %94 = mhlo.copy %85#12 : tensor<3x2x32x4x16xf32>
    %95 = mhlo.copy %85#13 : tensor<3x2x4x1x32x32xf32>
    %96 = mhlo.copy %85#14 : tensor<3x2x4x1x32x1xf32>
    %97 = mhlo.copy %85#15 : tensor<3x2x4x1x32x1xf32>
    %98 = mhlo.copy %85#16 : tensor<3x2x4x1x32x32xf32>
    %99 = mhlo.copy %85#17 : tensor<3x2x32x4x16xf32>
    %100 = mhlo.copy %85#18 : tensor<3x2x32x4x16xf32>
    %101 = mhlo.copy %85#19 : tensor<3x2x32x64xf32>
    %102 = mhlo.copy %85#20 : tensor<3x2x32x1xf32>
    %103 = mhlo.copy %85#21 : tensor<3x2x32x1xf32>
    %104 = mhlo.copy %85#22 : tensor<3x2x32x64xf32>
    %105 = mhlo.copy %85#23 : tensor<3x2x32x64xf32>
    %106 = mhlo.copy %85#24 : tensor<3x2x32x64xf32>
    %107 = mhlo.copy %85#25 : tensor<3x2x32x128xf32>
    %108 = mhlo.copy %85#26 : tensor<3x2x32x128xf32>
    %109 = mhlo.copy %85#27 : tensor<3x2x32x128xf32>
    %110 = mhlo.copy %85#28 : tensor<3x2x32x128xf32>
    %111 = mhlo.copy %85#29 : tensor<3x2x32x128xf32>
    %112 = mhlo.copy %85#30 : tensor<3x2x32x128xf32>
    %113 = mhlo.copy %85#31 : tensor<3xi32>
    %114 = mhlo.copy %85#32 : tensor<3xi1>
    %115 = mhlo.copy %85#3 : tensor<1x2x32x64xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %117 = mhlo.copy %116 : tensor<1x1x2x32x64xf32>
    return %5, %9, %11, %13, %15, %21, %40, %42, %46, %48, %50, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %117 : tensor<1xi1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<1xf32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<1x1x2x32x64xf32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_13.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_16.19(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_17.20(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_18.21(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_19.22(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_20.23(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_21.24(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_22.25(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_24.26(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_25.27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_26.28(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_27.29(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_28.30(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_29.31(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_31.33(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_32.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_33.35(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_34.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.37(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_36.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.39(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_38.40(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_39.41(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_40.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.43(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_42.44(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_43.45(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_44.46(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_23.47_spmd(%arg0: tensor<i32>, %arg1: tensor<1x2x32x64xf32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<1x1x64xf32>, %arg5: tensor<1x1x64xf32>, %arg6: tensor<1x1x128x64xf32>, %arg7: tensor<1x1x64x128xf32>, %arg8: tensor<1x1x64x4x16xf32>, %arg9: tensor<1x1x4x16x64xf32>, %arg10: tensor<1x1x64x4x16xf32>, %arg11: tensor<1x1x64x4x16xf32>, %arg12: tensor<2x32x64xf32>, %arg13: tensor<1x2x32x64xf32>, %arg14: tensor<i1>, %arg15: tensor<3xi1>, %arg16: tensor<3xi32>, %arg17: tensor<3x2x32x64xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<3x2x32x128xf32>, %arg20: tensor<3x2x32x128xf32>, %arg21: tensor<3x2x32x128xf32>, %arg22: tensor<3x2x32x128xf32>, %arg23: tensor<3x2x32x128xf32>, %arg24: tensor<64x128xf32>, %arg25: tensor<1x1x64xf32>, %arg26: tensor<3x2x32x1xf32>, %arg27: tensor<3x2x32x64xf32>, %arg28: tensor<3x2x32x1xf32>, %arg29: tensor<3x2x32x64xf32>, %arg30: tensor<4x16x64xf32>, %arg31: tensor<3x2x4x1x32x32xf32>, %arg32: tensor<64x4x16xf32>, %arg33: tensor<3x2x32x4x16xf32>, %arg34: tensor<3x2x4x1x32x1xf32>, %arg35: tensor<3x2x4x1x32x1xf32>, %arg36: tensor<3x2x4x1x32x32xf32>, %arg37: tensor<2x4x1x32x32xi1>, %arg38: tensor<f32>, %arg39: tensor<3x2x32x4x1x16xf32>, %arg40: tensor<64x4x16xf32>, %arg41: tensor<3x2x32x4x16xf32>, %arg42: tensor<64x4x16xf32>, %arg43: tensor<1x1x64xf32>, %arg44: tensor<3x2x32x1xf32>, %arg45: tensor<3x2x32x64xf32>, %arg46: tensor<3x2x32x1xf32>, %arg47: tensor<3xi32>, %arg48: tensor<3x2x32x64xf32>, %arg49: tensor<3x2x32x64xf32>, %arg50: tensor<3x2x32x128xf32>, %arg51: tensor<3x2x32x64xf32>, %arg52: tensor<3x2x32x64xf32>, %arg53: tensor<3x2x32x4x16xf32>) -> (tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<f32>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>) {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = mhlo.copy %c : tensor<i32>
    %2 = stablehlo.add %0, %1 : tensor<i32>
    %3 = mhlo.copy %2 : tensor<i32>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %c_1 = stablehlo.constant dense<3> : tensor<i32>
    %4 = stablehlo.subtract %c_1, %0 : tensor<i32>
    %5 = stablehlo.subtract %4, %c : tensor<i32>
    %6 = stablehlo.dynamic_slice %arg47, %5, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %7 = mhlo.copy %6 : tensor<1xi32>
    %8 = stablehlo.reshape %7 : (tensor<1xi32>) -> tensor<i32>
    %9 = mhlo.copy %8 : tensor<i32>
    %c_2 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
    %c_3 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
    %10 = stablehlo.partition_id : tensor<ui32>
    %11 = stablehlo.dynamic_slice %c_3, %10, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.dynamic_slice %c_2, %12, sizes = [1] : (tensor<2xi32>, tensor<ui32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %15 = stablehlo.multiply %14, %c : tensor<i32>
    %16 = stablehlo.compare GE, %9, %15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %17 = stablehlo.add %14, %c : tensor<i32>
    %18 = stablehlo.multiply %17, %c : tensor<i32>
    %19 = stablehlo.compare LT, %9, %18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = stablehlo.and %16, %19 : tensor<i1>
    %21 = stablehlo.and %c_0, %20 : tensor<i1>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %24 = mhlo.copy %23 : tensor<1x2x32x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg14, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
    %26 = "stablehlo.collective_permute"(%arg12) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %27 = stablehlo.dynamic_slice %arg15, %5, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
    %28 = mhlo.copy %27 : tensor<1xi1>
    %29 = stablehlo.reshape %28 : (tensor<1xi1>) -> tensor<i1>
    %30 = mhlo.copy %29 : tensor<i1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %32 = stablehlo.select %31, %arg13, %24 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %33 = mhlo.copy %32 : tensor<1x2x32x64xf32>
    %34 = "stablehlo.all_gather"(%33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
    %35 = stablehlo.dynamic_slice %arg16, %5, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
    %36 = mhlo.copy %35 : tensor<1xi32>
    %37 = stablehlo.reshape %36 : (tensor<1xi32>) -> tensor<i32>
    %38 = mhlo.copy %37 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.dynamic_slice %34, %38, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %40 = mhlo.copy %39 : tensor<1x2x32x64xf32>
    %41 = stablehlo.reduce(%40 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x2x32x64xf32>, tensor<f32>) -> tensor<2x32x64xf32>
    %42 = mhlo.copy %41 : tensor<2x32x64xf32>
    %43 = stablehlo.add %26, %42 : tensor<2x32x64xf32>
    %44 = mhlo.copy %43 : tensor<2x32x64xf32>
    %45 = stablehlo.dynamic_slice %arg17, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %46 = mhlo.copy %45 : tensor<1x2x32x64xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %48 = mhlo.copy %47 : tensor<2x32x64xf32>
    %49 = stablehlo.dot_general %44, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<128x64xf32>) -> tensor<2x32x128xf32>
    %50 = mhlo.copy %49 : tensor<2x32x128xf32>
    %51 = stablehlo.dynamic_slice %arg19, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %52 = mhlo.copy %51 : tensor<1x2x32x128xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %54 = mhlo.copy %53 : tensor<2x32x128xf32>
    %55 = stablehlo.multiply %50, %54 : tensor<2x32x128xf32>
    %56 = mhlo.copy %55 : tensor<2x32x128xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %58 = mhlo.copy %57 : tensor<2x32x128xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %60 = mhlo.copy %59 : tensor<2x32x128xf32>
    %61 = stablehlo.dynamic_slice %arg20, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %62 = mhlo.copy %61 : tensor<1x2x32x128xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %64 = mhlo.copy %63 : tensor<2x32x128xf32>
    %65 = stablehlo.multiply %64, %50 : tensor<2x32x128xf32>
    %66 = mhlo.copy %65 : tensor<2x32x128xf32>
    %67 = stablehlo.multiply %60, %66 : tensor<2x32x128xf32>
    %68 = mhlo.copy %67 : tensor<2x32x128xf32>
    %69 = stablehlo.dynamic_slice %arg21, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %70 = mhlo.copy %69 : tensor<1x2x32x128xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %72 = mhlo.copy %71 : tensor<2x32x128xf32>
    %73 = stablehlo.multiply %68, %72 : tensor<2x32x128xf32>
    %74 = mhlo.copy %73 : tensor<2x32x128xf32>
    %75 = stablehlo.dynamic_slice %arg22, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %76 = mhlo.copy %75 : tensor<1x2x32x128xf32>
    %77 = stablehlo.reshape %76 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %78 = mhlo.copy %77 : tensor<2x32x128xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<2x32x128xf32>
    %80 = mhlo.copy %79 : tensor<2x32x128xf32>
    %81 = stablehlo.add %74, %80 : tensor<2x32x128xf32>
    %82 = mhlo.copy %81 : tensor<2x32x128xf32>
    %83 = stablehlo.multiply %58, %82 : tensor<2x32x128xf32>
    %84 = mhlo.copy %83 : tensor<2x32x128xf32>
    %85 = stablehlo.add %56, %84 : tensor<2x32x128xf32>
    %86 = mhlo.copy %85 : tensor<2x32x128xf32>
    %cst_7 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
    %88 = mhlo.copy %87 : tensor<2x32x128xf32>
    %89 = stablehlo.multiply %88, %84 : tensor<2x32x128xf32>
    %90 = mhlo.copy %89 : tensor<2x32x128xf32>
    %91 = stablehlo.dynamic_slice %arg23, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %92 = mhlo.copy %91 : tensor<1x2x32x128xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %94 = mhlo.copy %93 : tensor<2x32x128xf32>
    %95 = stablehlo.multiply %90, %94 : tensor<2x32x128xf32>
    %96 = mhlo.copy %95 : tensor<2x32x128xf32>
    %97 = stablehlo.add %86, %96 : tensor<2x32x128xf32>
    %98 = mhlo.copy %97 : tensor<2x32x128xf32>
    %99 = stablehlo.dot_general %98, %arg24, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
    %100 = mhlo.copy %99 : tensor<2x32x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %104 = mhlo.copy %103 : tensor<2x32x64xf32>
    %105 = stablehlo.multiply %100, %104 : tensor<2x32x64xf32>
    %106 = mhlo.copy %105 : tensor<2x32x64xf32>
    %107 = stablehlo.multiply %48, %106 : tensor<2x32x64xf32>
    %108 = mhlo.copy %107 : tensor<2x32x64xf32>
    %109 = stablehlo.reduce(%108 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %110 = mhlo.copy %109 : tensor<2x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %112 = mhlo.copy %111 : tensor<2x32x1xf32>
    %113 = stablehlo.dynamic_slice %arg26, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %114 = mhlo.copy %113 : tensor<1x2x32x1xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %116 = mhlo.copy %115 : tensor<2x32x1xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<2x32x1xf32>
    %118 = mhlo.copy %117 : tensor<2x32x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %120 = mhlo.copy %119 : tensor<2x32x1xf32>
    %121 = stablehlo.divide %118, %120 : tensor<2x32x1xf32>
    %122 = mhlo.copy %121 : tensor<2x32x1xf32>
    %123 = stablehlo.reduce(%122 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %124 = mhlo.copy %123 : tensor<2x32xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %126 = mhlo.copy %125 : tensor<2x32x64xf32>
    %127 = stablehlo.dynamic_slice %arg27, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %128 = mhlo.copy %127 : tensor<1x2x32x64xf32>
    %129 = stablehlo.reshape %128 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %130 = mhlo.copy %129 : tensor<2x32x64xf32>
    %131 = stablehlo.multiply %126, %130 : tensor<2x32x64xf32>
    %132 = mhlo.copy %131 : tensor<2x32x64xf32>
    %133 = stablehlo.add %44, %132 : tensor<2x32x64xf32>
    %134 = mhlo.copy %133 : tensor<2x32x64xf32>
    %135 = stablehlo.dynamic_slice %arg28, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %136 = mhlo.copy %135 : tensor<1x2x32x1xf32>
    %137 = stablehlo.reshape %136 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %138 = mhlo.copy %137 : tensor<2x32x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %140 = stablehlo.reshape %139 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %142 = mhlo.copy %141 : tensor<2x32x64xf32>
    %143 = stablehlo.multiply %106, %142 : tensor<2x32x64xf32>
    %144 = mhlo.copy %143 : tensor<2x32x64xf32>
    %145 = stablehlo.add %134, %144 : tensor<2x32x64xf32>
    %146 = mhlo.copy %145 : tensor<2x32x64xf32>
    %147 = stablehlo.negate %132 : tensor<2x32x64xf32>
    %148 = mhlo.copy %147 : tensor<2x32x64xf32>
    %149 = stablehlo.reduce(%148 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %150 = mhlo.copy %149 : tensor<2x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %152 = mhlo.copy %151 : tensor<2x32x1xf32>
    %153 = stablehlo.negate %144 : tensor<2x32x64xf32>
    %154 = mhlo.copy %153 : tensor<2x32x64xf32>
    %155 = stablehlo.reduce(%154 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %156 = mhlo.copy %155 : tensor<2x32xf32>
    %157 = stablehlo.reshape %156 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %158 = mhlo.copy %157 : tensor<2x32x1xf32>
    %159 = stablehlo.add %152, %158 : tensor<2x32x1xf32>
    %160 = mhlo.copy %159 : tensor<2x32x1xf32>
    %161 = stablehlo.divide %160, %120 : tensor<2x32x1xf32>
    %162 = mhlo.copy %161 : tensor<2x32x1xf32>
    %163 = stablehlo.reduce(%162 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %164 = mhlo.copy %163 : tensor<2x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %166 = mhlo.copy %165 : tensor<2x32x64xf32>
    %167 = stablehlo.add %146, %166 : tensor<2x32x64xf32>
    %168 = mhlo.copy %167 : tensor<2x32x64xf32>
    %169 = stablehlo.dynamic_slice %arg29, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %170 = mhlo.copy %169 : tensor<1x2x32x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %172 = mhlo.copy %171 : tensor<2x32x64xf32>
    %173 = stablehlo.dot_general %168, %arg30, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x16x64xf32>) -> tensor<2x32x4x16xf32>
    %174 = mhlo.copy %173 : tensor<2x32x4x16xf32>
    %175 = stablehlo.reshape %174 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
    %176 = mhlo.copy %175 : tensor<2x32x4x1x16xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x1x32xf32>
    %178 = mhlo.copy %177 {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : tensor<2x4x16x1x32xf32>
    %179 = stablehlo.dynamic_slice %arg31, %5, %c_4, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %180 = mhlo.copy %179 : tensor<1x2x4x1x32x32xf32>
    %181 = stablehlo.reshape %180 : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %182 = mhlo.copy %181 : tensor<2x4x1x32x32xf32>
    %183 = stablehlo.dot_general %178, %182, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x1x32xf32>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x16x32xf32>
    %184 = mhlo.copy %183 : tensor<2x4x16x32xf32>
    %185 = stablehlo.transpose %184, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
    %186 = mhlo.copy %185 {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : tensor<2x32x4x16xf32>
    %187 = stablehlo.dot_general %186, %arg32, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %188 = mhlo.copy %187 : tensor<2x32x64xf32>
    %189 = stablehlo.dynamic_slice %arg33, %5, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %190 = mhlo.copy %189 : tensor<1x2x32x4x16xf32>
    %191 = stablehlo.reshape %190 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %192 = mhlo.copy %191 : tensor<2x32x4x16xf32>
    %193 = stablehlo.dot_general %178, %192, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x1x32xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x1x32x32xf32>
    %194 = mhlo.copy %193 : tensor<2x4x1x32x32xf32>
    %195 = stablehlo.dynamic_slice %arg34, %5, %c_4, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    %196 = mhlo.copy %195 : tensor<1x2x4x1x32x1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %198 = mhlo.copy %197 : tensor<2x4x1x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %200 = stablehlo.reshape %199 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
    %202 = mhlo.copy %201 : tensor<2x4x1x32x32xf32>
    %203 = stablehlo.divide %194, %202 : tensor<2x4x1x32x32xf32>
    %204 = mhlo.copy %203 : tensor<2x4x1x32x32xf32>
    %205 = stablehlo.dynamic_slice %arg35, %5, %c_4, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
    %206 = mhlo.copy %205 : tensor<1x2x4x1x32x1xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %208 = mhlo.copy %207 : tensor<2x4x1x32x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
    %210 = stablehlo.reshape %209 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
    %212 = mhlo.copy %211 : tensor<2x4x1x32x32xf32>
    %213 = stablehlo.multiply %194, %212 : tensor<2x4x1x32x32xf32>
    %214 = mhlo.copy %213 : tensor<2x4x1x32x32xf32>
    %215 = stablehlo.dynamic_slice %arg36, %5, %c_4, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
    %216 = mhlo.copy %215 : tensor<1x2x4x1x32x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
    %218 = mhlo.copy %217 : tensor<2x4x1x32x32xf32>
    %219 = stablehlo.multiply %214, %218 : tensor<2x4x1x32x32xf32>
    %220 = mhlo.copy %219 : tensor<2x4x1x32x32xf32>
    %221 = stablehlo.reduce(%220 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
    %222 = mhlo.copy %221 : tensor<2x4x1x32xf32>
    %223 = stablehlo.reshape %222 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
    %224 = mhlo.copy %223 : tensor<2x4x1x32x1xf32>
    %225 = stablehlo.negate %224 : tensor<2x4x1x32x1xf32>
    %226 = mhlo.copy %225 : tensor<2x4x1x32x1xf32>
    %227 = stablehlo.reduce(%226 init: %cst) applies stablehlo.add across dimensions = [2, 4] : (tensor<2x4x1x32x1xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %228 = mhlo.copy %227 : tensor<2x4x32xf32>
    %229 = stablehlo.reshape %228 : (tensor<2x4x32xf32>) -> tensor<2x4x1x32xf32>
    %230 = mhlo.copy %229 : tensor<2x4x1x32xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
    %232 = mhlo.copy %231 : tensor<2x4x1x32x32xf32>
    %233 = stablehlo.add %204, %232 : tensor<2x4x1x32x32xf32>
    %234 = mhlo.copy %233 : tensor<2x4x1x32x32xf32>
    %235 = stablehlo.multiply %234, %218 : tensor<2x4x1x32x32xf32>
    %236 = mhlo.copy %235 : tensor<2x4x1x32x32xf32>
    %237 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %238 = mhlo.copy %237 : tensor<2x4x1x32x32xf32>
    %239 = stablehlo.select %arg37, %236, %238 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
    %240 = mhlo.copy %239 : tensor<2x4x1x32x32xf32>
    %241 = stablehlo.broadcast_in_dim %arg38, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
    %242 = mhlo.copy %241 : tensor<2x4x1x32x32xf32>
    %243 = stablehlo.divide %240, %242 : tensor<2x4x1x32x32xf32>
    %244 = mhlo.copy %243 : tensor<2x4x1x32x32xf32>
    %245 = stablehlo.transpose %244, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32x1xf32>
    %246 = mhlo.copy %245 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : tensor<2x4x32x32x1xf32>
    %247 = stablehlo.dynamic_slice %arg39, %5, %c_4, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 4, 1, 16] : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x1x16xf32>
    %248 = mhlo.copy %247 : tensor<1x2x32x4x1x16xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x2x32x4x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %250 = mhlo.copy %249 : tensor<2x32x4x1x16xf32>
    %251 = stablehlo.dot_general %246, %250, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32x1xf32>, tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x16xf32>
    %252 = mhlo.copy %251 : tensor<2x4x32x16xf32>
    %253 = stablehlo.transpose %252, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
    %254 = mhlo.copy %253 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : tensor<2x32x4x16xf32>
    %255 = stablehlo.dot_general %254, %arg40, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %256 = mhlo.copy %255 : tensor<2x32x64xf32>
    %257 = stablehlo.add %188, %256 : tensor<2x32x64xf32>
    %258 = mhlo.copy %257 : tensor<2x32x64xf32>
    %259 = stablehlo.dynamic_slice %arg41, %5, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %260 = mhlo.copy %259 : tensor<1x2x32x4x16xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %262 = mhlo.copy %261 : tensor<2x32x4x16xf32>
    %263 = stablehlo.dot_general %246, %262, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32x1xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x16xf32>
    %264 = mhlo.copy %263 : tensor<2x4x32x1x16xf32>
    %265 = stablehlo.transpose %264, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
    %266 = mhlo.copy %265 {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : tensor<2x32x4x1x16xf32>
    %267 = stablehlo.reshape %266 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
    %268 = mhlo.copy %267 : tensor<2x32x4x16xf32>
    %269 = stablehlo.dot_general %268, %arg42, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
    %270 = mhlo.copy %269 : tensor<2x32x64xf32>
    %271 = stablehlo.add %258, %270 : tensor<2x32x64xf32>
    %272 = mhlo.copy %271 : tensor<2x32x64xf32>
    %273 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %274 = stablehlo.reshape %273 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %276 = mhlo.copy %275 : tensor<2x32x64xf32>
    %277 = stablehlo.multiply %272, %276 : tensor<2x32x64xf32>
    %278 = mhlo.copy %277 : tensor<2x32x64xf32>
    %279 = stablehlo.multiply %172, %278 : tensor<2x32x64xf32>
    %280 = mhlo.copy %279 : tensor<2x32x64xf32>
    %281 = stablehlo.reduce(%280 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %282 = mhlo.copy %281 : tensor<2x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %284 = mhlo.copy %283 : tensor<2x32x1xf32>
    %285 = stablehlo.dynamic_slice %arg44, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %286 = mhlo.copy %285 : tensor<1x2x32x1xf32>
    %287 = stablehlo.reshape %286 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %288 = mhlo.copy %287 : tensor<2x32x1xf32>
    %289 = stablehlo.multiply %284, %288 : tensor<2x32x1xf32>
    %290 = mhlo.copy %289 : tensor<2x32x1xf32>
    %291 = stablehlo.divide %290, %120 : tensor<2x32x1xf32>
    %292 = mhlo.copy %291 : tensor<2x32x1xf32>
    %293 = stablehlo.reduce(%292 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %294 = mhlo.copy %293 : tensor<2x32xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %296 = mhlo.copy %295 : tensor<2x32x64xf32>
    %297 = stablehlo.dynamic_slice %arg45, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %298 = mhlo.copy %297 : tensor<1x2x32x64xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %300 = mhlo.copy %299 : tensor<2x32x64xf32>
    %301 = stablehlo.multiply %296, %300 : tensor<2x32x64xf32>
    %302 = mhlo.copy %301 : tensor<2x32x64xf32>
    %303 = stablehlo.add %168, %302 : tensor<2x32x64xf32>
    %304 = mhlo.copy %303 : tensor<2x32x64xf32>
    %305 = stablehlo.dynamic_slice %arg46, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
    %306 = mhlo.copy %305 : tensor<1x2x32x1xf32>
    %307 = stablehlo.reshape %306 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
    %308 = mhlo.copy %307 : tensor<2x32x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %310 = stablehlo.reshape %309 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %312 = mhlo.copy %311 : tensor<2x32x64xf32>
    %313 = stablehlo.multiply %278, %312 : tensor<2x32x64xf32>
    %314 = mhlo.copy %313 : tensor<2x32x64xf32>
    %315 = stablehlo.add %304, %314 : tensor<2x32x64xf32>
    %316 = mhlo.copy %315 : tensor<2x32x64xf32>
    %317 = stablehlo.negate %302 : tensor<2x32x64xf32>
    %318 = mhlo.copy %317 : tensor<2x32x64xf32>
    %319 = stablehlo.reduce(%318 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %320 = mhlo.copy %319 : tensor<2x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %322 = mhlo.copy %321 : tensor<2x32x1xf32>
    %323 = stablehlo.negate %314 : tensor<2x32x64xf32>
    %324 = mhlo.copy %323 : tensor<2x32x64xf32>
    %325 = stablehlo.reduce(%324 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %326 = mhlo.copy %325 : tensor<2x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %328 = mhlo.copy %327 : tensor<2x32x1xf32>
    %329 = stablehlo.add %322, %328 : tensor<2x32x1xf32>
    %330 = mhlo.copy %329 : tensor<2x32x1xf32>
    %331 = stablehlo.divide %330, %120 : tensor<2x32x1xf32>
    %332 = mhlo.copy %331 : tensor<2x32x1xf32>
    %333 = stablehlo.reduce(%332 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %334 = mhlo.copy %333 : tensor<2x32xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %336 = mhlo.copy %335 : tensor<2x32x64xf32>
    %337 = stablehlo.add %316, %336 : tensor<2x32x64xf32>
    %338 = mhlo.copy %337 : tensor<2x32x64xf32>
    %339 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %340 = mhlo.copy %339 : tensor<2x32x64xf32>
    %341 = stablehlo.select %25, %338, %340 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %342 = mhlo.copy %341 : tensor<2x32x64xf32>
    %343 = stablehlo.reshape %342 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %344 = mhlo.copy %343 : tensor<1x2x32x64xf32>
    %345 = stablehlo.subtract %9, %15 : tensor<i32>
    %346 = stablehlo.select %20, %345, %c_4 : tensor<i1>, tensor<i32>
    %347 = stablehlo.dynamic_update_slice %24, %344, %346, %c_4, %c_4, %c_4 : (tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %348 = stablehlo.select %22, %347, %24 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %349 = mhlo.copy %348 : tensor<1x2x32x64xf32>
    %350 = stablehlo.add %arg1, %349 : tensor<1x2x32x64xf32>
    %351 = mhlo.copy %350 : tensor<1x2x32x64xf32>
    %352 = stablehlo.reduce(%272 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %353 = mhlo.copy %352 : tensor<64xf32>
    %354 = stablehlo.reshape %353 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %355 = mhlo.copy %354 : tensor<1x1x64xf32>
    %356 = stablehlo.reduce(%355 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %357 = mhlo.copy %356 : tensor<64xf32>
    %358 = stablehlo.reshape %357 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %359 = mhlo.copy %358 : tensor<1x1x64xf32>
    %360 = stablehlo.add %arg2, %359 : tensor<1x1x64xf32>
    %361 = mhlo.copy %360 : tensor<1x1x64xf32>
    %362 = stablehlo.dynamic_slice %arg48, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %363 = mhlo.copy %362 : tensor<1x2x32x64xf32>
    %364 = stablehlo.reshape %363 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %365 = mhlo.copy %364 : tensor<2x32x64xf32>
    %366 = stablehlo.multiply %365, %272 : tensor<2x32x64xf32>
    %367 = mhlo.copy %366 : tensor<2x32x64xf32>
    %368 = stablehlo.reduce(%367 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %369 = mhlo.copy %368 : tensor<64xf32>
    %370 = stablehlo.reshape %369 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %371 = mhlo.copy %370 : tensor<1x1x64xf32>
    %372 = stablehlo.reduce(%371 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %373 = mhlo.copy %372 : tensor<64xf32>
    %374 = stablehlo.reshape %373 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %375 = mhlo.copy %374 : tensor<1x1x64xf32>
    %376 = stablehlo.add %arg3, %375 : tensor<1x1x64xf32>
    %377 = mhlo.copy %376 : tensor<1x1x64xf32>
    %378 = stablehlo.reduce(%100 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %379 = mhlo.copy %378 : tensor<64xf32>
    %380 = stablehlo.reshape %379 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %381 = mhlo.copy %380 : tensor<1x1x64xf32>
    %382 = stablehlo.reduce(%381 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %383 = mhlo.copy %382 : tensor<64xf32>
    %384 = stablehlo.reshape %383 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %385 = mhlo.copy %384 : tensor<1x1x64xf32>
    %386 = stablehlo.add %arg4, %385 : tensor<1x1x64xf32>
    %387 = mhlo.copy %386 : tensor<1x1x64xf32>
    %388 = stablehlo.dynamic_slice %arg49, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %389 = mhlo.copy %388 : tensor<1x2x32x64xf32>
    %390 = stablehlo.reshape %389 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %391 = mhlo.copy %390 : tensor<2x32x64xf32>
    %392 = stablehlo.multiply %391, %100 : tensor<2x32x64xf32>
    %393 = mhlo.copy %392 : tensor<2x32x64xf32>
    %394 = stablehlo.reduce(%393 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %395 = mhlo.copy %394 : tensor<64xf32>
    %396 = stablehlo.reshape %395 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %397 = mhlo.copy %396 : tensor<1x1x64xf32>
    %398 = stablehlo.reduce(%397 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %399 = mhlo.copy %398 : tensor<64xf32>
    %400 = stablehlo.reshape %399 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %401 = mhlo.copy %400 : tensor<1x1x64xf32>
    %402 = stablehlo.add %arg5, %401 : tensor<1x1x64xf32>
    %403 = mhlo.copy %402 : tensor<1x1x64xf32>
    %404 = stablehlo.dynamic_slice %arg50, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
    %405 = mhlo.copy %404 : tensor<1x2x32x128xf32>
    %406 = stablehlo.reshape %405 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
    %407 = mhlo.copy %406 : tensor<2x32x128xf32>
    %408 = stablehlo.dot_general %44, %407, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x128xf32>) -> tensor<64x128xf32>
    %409 = mhlo.copy %408 : tensor<64x128xf32>
    %410 = stablehlo.transpose %409, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %411 = mhlo.copy %410 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : tensor<128x64xf32>
    %412 = stablehlo.reshape %411 : (tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
    %413 = mhlo.copy %412 : tensor<1x1x128x64xf32>
    %414 = stablehlo.add %arg6, %413 : tensor<1x1x128x64xf32>
    %415 = mhlo.copy %414 : tensor<1x1x128x64xf32>
    %416 = stablehlo.dynamic_slice %arg51, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %417 = mhlo.copy %416 : tensor<1x2x32x64xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %419 = mhlo.copy %418 : tensor<2x32x64xf32>
    %420 = stablehlo.dot_general %98, %419, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
    %421 = mhlo.copy %420 : tensor<128x64xf32>
    %422 = stablehlo.transpose %421, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %423 = mhlo.copy %422 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : tensor<64x128xf32>
    %424 = stablehlo.reshape %423 : (tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
    %425 = mhlo.copy %424 : tensor<1x1x64x128xf32>
    %426 = stablehlo.add %arg7, %425 : tensor<1x1x64x128xf32>
    %427 = mhlo.copy %426 : tensor<1x1x64x128xf32>
    %428 = stablehlo.dynamic_slice %arg52, %5, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %429 = mhlo.copy %428 : tensor<1x2x32x64xf32>
    %430 = stablehlo.reshape %429 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %431 = mhlo.copy %430 : tensor<2x32x64xf32>
    %432 = stablehlo.dot_general %254, %431, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %433 = mhlo.copy %432 : tensor<4x16x64xf32>
    %434 = stablehlo.transpose %433, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %435 = mhlo.copy %434 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : tensor<64x4x16xf32>
    %436 = stablehlo.reshape %435 : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %437 = mhlo.copy %436 : tensor<1x1x64x4x16xf32>
    %438 = stablehlo.add %arg8, %437 : tensor<1x1x64x4x16xf32>
    %439 = mhlo.copy %438 : tensor<1x1x64x4x16xf32>
    %440 = stablehlo.dynamic_slice %arg53, %5, %c_4, %c_4, %c_4, %c_4, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
    %441 = mhlo.copy %440 : tensor<1x2x32x4x16xf32>
    %442 = stablehlo.reshape %441 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %443 = mhlo.copy %442 : tensor<2x32x4x16xf32>
    %444 = stablehlo.dot_general %168, %443, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x4x16xf32>) -> tensor<64x4x16xf32>
    %445 = mhlo.copy %444 : tensor<64x4x16xf32>
    %446 = stablehlo.transpose %445, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %447 = mhlo.copy %446 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : tensor<4x16x64xf32>
    %448 = stablehlo.reshape %447 : (tensor<4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
    %449 = mhlo.copy %448 : tensor<1x1x4x16x64xf32>
    %450 = stablehlo.add %arg9, %449 : tensor<1x1x4x16x64xf32>
    %451 = mhlo.copy %450 : tensor<1x1x4x16x64xf32>
    %452 = stablehlo.dot_general %268, %431, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %453 = mhlo.copy %452 : tensor<4x16x64xf32>
    %454 = stablehlo.transpose %453, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %455 = mhlo.copy %454 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : tensor<64x4x16xf32>
    %456 = stablehlo.reshape %455 : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %457 = mhlo.copy %456 : tensor<1x1x64x4x16xf32>
    %458 = stablehlo.add %arg10, %457 : tensor<1x1x64x4x16xf32>
    %459 = mhlo.copy %458 : tensor<1x1x64x4x16xf32>
    %460 = stablehlo.dot_general %186, %431, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
    %461 = mhlo.copy %460 : tensor<4x16x64xf32>
    %462 = stablehlo.transpose %461, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %463 = mhlo.copy %462 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : tensor<64x4x16xf32>
    %464 = stablehlo.reshape %463 : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
    %465 = mhlo.copy %464 : tensor<1x1x64x4x16xf32>
    %466 = stablehlo.add %arg11, %465 : tensor<1x1x64x4x16xf32>
    %467 = mhlo.copy %466 : tensor<1x1x64x4x16xf32>
    %468 = stablehlo.select %25, %340, %338 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %469 = mhlo.copy %468 : tensor<2x32x64xf32>
    %470 = stablehlo.select %31, %24, %arg13 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %471 = mhlo.copy %470 : tensor<1x2x32x64xf32>
    %472 = stablehlo.compare GE, %38, %15 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %473 = stablehlo.compare LT, %38, %18 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %474 = stablehlo.and %472, %473 : tensor<i1>
    %475 = stablehlo.and %c_0, %474 : tensor<i1>
    %476 = stablehlo.broadcast_in_dim %475, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
    %477 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %478 = mhlo.copy %477 : tensor<1x2x32x64xf32>
    %479 = stablehlo.subtract %38, %15 : tensor<i32>
    %480 = stablehlo.select %474, %479, %c_4 : tensor<i1>, tensor<i32>
    %481 = stablehlo.dynamic_update_slice %33, %478, %480, %c_4, %c_4, %c_4 : (tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
    %482 = stablehlo.select %476, %481, %33 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
    %483 = mhlo.copy %482 : tensor<1x2x32x64xf32>
    %484 = stablehlo.add %471, %483 : tensor<1x2x32x64xf32>
    %485 = mhlo.copy %484 : tensor<1x2x32x64xf32>
    return %3, %351, %361, %377, %387, %403, %415, %427, %439, %451, %459, %467, %469, %485, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39, %arg40, %arg41, %arg42, %arg43, %arg44, %arg45, %arg46, %arg47, %arg48, %arg49, %arg50, %arg51, %arg52, %arg53 : tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<f32>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>
  }
  func.func private @region_45.48_spmd(%arg0: tensor<i32>, %arg1: tensor<1x2x32x64xf32>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<1x1x64xf32>, %arg4: tensor<1x1x64xf32>, %arg5: tensor<1x1x64xf32>, %arg6: tensor<1x1x128x64xf32>, %arg7: tensor<1x1x64x128xf32>, %arg8: tensor<1x1x64x4x16xf32>, %arg9: tensor<1x1x4x16x64xf32>, %arg10: tensor<1x1x64x4x16xf32>, %arg11: tensor<1x1x64x4x16xf32>, %arg12: tensor<2x32x64xf32>, %arg13: tensor<1x2x32x64xf32>, %arg14: tensor<i1>, %arg15: tensor<3xi1>, %arg16: tensor<3xi32>, %arg17: tensor<3x2x32x64xf32>, %arg18: tensor<128x64xf32>, %arg19: tensor<3x2x32x128xf32>, %arg20: tensor<3x2x32x128xf32>, %arg21: tensor<3x2x32x128xf32>, %arg22: tensor<3x2x32x128xf32>, %arg23: tensor<3x2x32x128xf32>, %arg24: tensor<64x128xf32>, %arg25: tensor<1x1x64xf32>, %arg26: tensor<3x2x32x1xf32>, %arg27: tensor<3x2x32x64xf32>, %arg28: tensor<3x2x32x1xf32>, %arg29: tensor<3x2x32x64xf32>, %arg30: tensor<4x16x64xf32>, %arg31: tensor<3x2x4x1x32x32xf32>, %arg32: tensor<64x4x16xf32>, %arg33: tensor<3x2x32x4x16xf32>, %arg34: tensor<3x2x4x1x32x1xf32>, %arg35: tensor<3x2x4x1x32x1xf32>, %arg36: tensor<3x2x4x1x32x32xf32>, %arg37: tensor<2x4x1x32x32xi1>, %arg38: tensor<f32>, %arg39: tensor<3x2x32x4x1x16xf32>, %arg40: tensor<64x4x16xf32>, %arg41: tensor<3x2x32x4x16xf32>, %arg42: tensor<64x4x16xf32>, %arg43: tensor<1x1x64xf32>, %arg44: tensor<3x2x32x1xf32>, %arg45: tensor<3x2x32x64xf32>, %arg46: tensor<3x2x32x1xf32>, %arg47: tensor<3xi32>, %arg48: tensor<3x2x32x64xf32>, %arg49: tensor<3x2x32x64xf32>, %arg50: tensor<3x2x32x128xf32>, %arg51: tensor<3x2x32x64xf32>, %arg52: tensor<3x2x32x64xf32>, %arg53: tensor<3x2x32x4x16xf32>) -> tensor<i1> {
    %0 = mhlo.copy %arg0 : tensor<i32>
    %c = stablehlo.constant dense<3> : tensor<i32>
    %1 = mhlo.copy %c : tensor<i32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %2 : tensor<i1>
  }
  func.func private @region_46.49(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = mhlo.copy %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @xla.sdy.inlinable_manual_computation_body_1.50_spmd(%arg0: tensor<1x1x2x32x64xf32>, %arg1: tensor<1xi1>, %arg2: tensor<1x1x64xf32>, %arg3: tensor<64x4x16xf32>, %arg4: tensor<64x4x16xf32>, %arg5: tensor<64x4x16xf32>, %arg6: tensor<1xf32>, %arg7: tensor<2x4x1x32x32xi1>, %arg8: tensor<4x16x64xf32>, %arg9: tensor<1x1x64xf32>, %arg10: tensor<64x128xf32>, %arg11: tensor<128x64xf32>, %arg12: tensor<3xi32>, %arg13: tensor<3x2x32x64xf32>, %arg14: tensor<3x2x32x1xf32>, %arg15: tensor<3x2x32x1xf32>, %arg16: tensor<3x2x32x64xf32>, %arg17: tensor<3x2x32x64xf32>, %arg18: tensor<3x2x32x64xf32>, %arg19: tensor<3x2x32x4x1x16xf32>, %arg20: tensor<3x2x32x4x16xf32>, %arg21: tensor<3x2x4x1x32x32xf32>, %arg22: tensor<3x2x4x1x32x1xf32>, %arg23: tensor<3x2x4x1x32x1xf32>, %arg24: tensor<3x2x4x1x32x32xf32>, %arg25: tensor<3x2x32x4x16xf32>, %arg26: tensor<3x2x32x4x16xf32>, %arg27: tensor<3x2x32x64xf32>, %arg28: tensor<3x2x32x1xf32>, %arg29: tensor<3x2x32x1xf32>, %arg30: tensor<3x2x32x64xf32>, %arg31: tensor<3x2x32x64xf32>, %arg32: tensor<3x2x32x64xf32>, %arg33: tensor<3x2x32x128xf32>, %arg34: tensor<3x2x32x128xf32>, %arg35: tensor<3x2x32x128xf32>, %arg36: tensor<3x2x32x128xf32>, %arg37: tensor<3x2x32x128xf32>, %arg38: tensor<3x2x32x128xf32>, %arg39: tensor<3xi32>, %arg40: tensor<3xi1>) -> (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<1x2x32x64xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
    %1 = mhlo.copy %0 : tensor<1x2x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %3 = mhlo.copy %2 : tensor<1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
    %5 = mhlo.copy %4 : tensor<1x1x128x64xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %7 = mhlo.copy %6 : tensor<1x1x64x128xf32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    %9 = mhlo.copy %8 : tensor<1x1x64x4x16xf32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
    %11 = mhlo.copy %10 : tensor<1x1x4x16x64xf32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %13 = mhlo.copy %12 : tensor<2x32x64xf32>
    %14 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<1x2x32x64xf32>
    %15 = mhlo.copy %14 : tensor<1x2x32x64xf32>
    %16 = stablehlo.reshape %arg1 : (tensor<1xi1>) -> tensor<i1>
    %17 = mhlo.copy %16 : tensor<i1>
    %18 = stablehlo.reshape %arg6 : (tensor<1xf32>) -> tensor<f32>
    %19 = mhlo.copy %18 : tensor<f32>
    %20:54 = stablehlo.while(%iterArg = %c, %iterArg_0 = %1, %iterArg_1 = %3, %iterArg_2 = %3, %iterArg_3 = %3, %iterArg_4 = %3, %iterArg_5 = %5, %iterArg_6 = %7, %iterArg_7 = %9, %iterArg_8 = %11, %iterArg_9 = %9, %iterArg_10 = %9, %iterArg_11 = %13, %iterArg_12 = %15, %iterArg_13 = %17, %iterArg_14 = %arg40, %iterArg_15 = %arg39, %iterArg_16 = %arg30, %iterArg_17 = %arg11, %iterArg_18 = %arg36, %iterArg_19 = %arg37, %iterArg_20 = %arg35, %iterArg_21 = %arg34, %iterArg_22 = %arg33, %iterArg_23 = %arg10, %iterArg_24 = %arg9, %iterArg_25 = %arg28, %iterArg_26 = %arg27, %iterArg_27 = %arg29, %iterArg_28 = %arg16, %iterArg_29 = %arg8, %iterArg_30 = %arg24, %iterArg_31 = %arg5, %iterArg_32 = %arg25, %iterArg_33 = %arg22, %iterArg_34 = %arg23, %iterArg_35 = %arg21, %iterArg_36 = %arg7, %iterArg_37 = %19, %iterArg_38 = %arg19, %iterArg_39 = %arg4, %iterArg_40 = %arg20, %iterArg_41 = %arg3, %iterArg_42 = %arg2, %iterArg_43 = %arg14, %iterArg_44 = %arg13, %iterArg_45 = %arg15, %iterArg_46 = %arg12, %iterArg_47 = %arg17, %iterArg_48 = %arg31, %iterArg_49 = %arg38, %iterArg_50 = %arg32, %iterArg_51 = %arg18, %iterArg_52 = %arg26) : tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<f32>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>
    cond {
      %33 = mhlo.copy %iterArg : tensor<i32>
      %c_53 = stablehlo.constant dense<3> : tensor<i32>
      %34 = mhlo.copy %c_53 : tensor<i32>
      %35 = stablehlo.compare LT, %33, %34 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %35 : tensor<i1>
    } do {
      %33 = mhlo.copy %iterArg : tensor<i32>
      %c_53 = stablehlo.constant dense<1> : tensor<i32>
      %34 = mhlo.copy %c_53 : tensor<i32>
      %35 = stablehlo.add %33, %34 : tensor<i32>
      %36 = mhlo.copy %35 : tensor<i32>
      %c_54 = stablehlo.constant dense<true> : tensor<i1>
      %c_55 = stablehlo.constant dense<3> : tensor<i32>
      %37 = stablehlo.subtract %c_55, %33 : tensor<i32>
      %38 = stablehlo.subtract %37, %c_53 : tensor<i32>
      %39 = stablehlo.dynamic_slice %iterArg_46, %38, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %40 = mhlo.copy %39 : tensor<1xi32>
      %41 = stablehlo.reshape %40 : (tensor<1xi32>) -> tensor<i32>
      %42 = mhlo.copy %41 : tensor<i32>
      %c_56 = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
      %c_57 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
      %43 = stablehlo.partition_id : tensor<ui32>
      %44 = stablehlo.dynamic_slice %c_57, %43, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %45 = stablehlo.reshape %44 : (tensor<1xui32>) -> tensor<ui32>
      %46 = stablehlo.dynamic_slice %c_56, %45, sizes = [1] : (tensor<2xi32>, tensor<ui32>) -> tensor<1xi32>
      %47 = stablehlo.reshape %46 : (tensor<1xi32>) -> tensor<i32>
      %48 = stablehlo.multiply %47, %c_53 : tensor<i32>
      %49 = stablehlo.compare GE, %42, %48 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %50 = stablehlo.add %47, %c_53 : tensor<i32>
      %51 = stablehlo.multiply %50, %c_53 : tensor<i32>
      %52 = stablehlo.compare LT, %42, %51 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %53 = stablehlo.and %49, %52 : tensor<i1>
      %54 = stablehlo.and %c_54, %53 : tensor<i1>
      %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %56 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
      %57 = mhlo.copy %56 : tensor<1x2x32x64xf32>
      %58 = stablehlo.broadcast_in_dim %iterArg_13, dims = [] : (tensor<i1>) -> tensor<2x32x64xi1>
      %59 = "stablehlo.collective_permute"(%iterArg_11) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
      %60 = stablehlo.dynamic_slice %iterArg_14, %38, sizes = [1] : (tensor<3xi1>, tensor<i32>) -> tensor<1xi1>
      %61 = mhlo.copy %60 : tensor<1xi1>
      %62 = stablehlo.reshape %61 : (tensor<1xi1>) -> tensor<i1>
      %63 = mhlo.copy %62 : tensor<i1>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %65 = stablehlo.select %64, %iterArg_12, %57 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %66 = mhlo.copy %65 : tensor<1x2x32x64xf32>
      %67 = "stablehlo.all_gather"(%66) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> : (tensor<1x2x32x64xf32>) -> tensor<2x2x32x64xf32>
      %68 = stablehlo.dynamic_slice %iterArg_15, %38, sizes = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<1xi32>
      %69 = mhlo.copy %68 : tensor<1xi32>
      %70 = stablehlo.reshape %69 : (tensor<1xi32>) -> tensor<i32>
      %71 = mhlo.copy %70 : tensor<i32>
      %c_59 = stablehlo.constant dense<0> : tensor<i32>
      %72 = stablehlo.dynamic_slice %67, %71, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<2x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %73 = mhlo.copy %72 : tensor<1x2x32x64xf32>
      %74 = stablehlo.reduce(%73 init: %cst_58) applies stablehlo.add across dimensions = [0] : (tensor<1x2x32x64xf32>, tensor<f32>) -> tensor<2x32x64xf32>
      %75 = mhlo.copy %74 : tensor<2x32x64xf32>
      %76 = stablehlo.add %59, %75 : tensor<2x32x64xf32>
      %77 = mhlo.copy %76 : tensor<2x32x64xf32>
      %78 = stablehlo.dynamic_slice %iterArg_16, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %79 = mhlo.copy %78 : tensor<1x2x32x64xf32>
      %80 = stablehlo.reshape %79 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %81 = mhlo.copy %80 : tensor<2x32x64xf32>
      %82 = stablehlo.dot_general %77, %iterArg_17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<128x64xf32>) -> tensor<2x32x128xf32>
      %83 = mhlo.copy %82 : tensor<2x32x128xf32>
      %84 = stablehlo.dynamic_slice %iterArg_18, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %85 = mhlo.copy %84 : tensor<1x2x32x128xf32>
      %86 = stablehlo.reshape %85 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %87 = mhlo.copy %86 : tensor<2x32x128xf32>
      %88 = stablehlo.multiply %83, %87 : tensor<2x32x128xf32>
      %89 = mhlo.copy %88 : tensor<2x32x128xf32>
      %cst_60 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %90 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %91 = mhlo.copy %90 : tensor<2x32x128xf32>
      %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %92 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %93 = mhlo.copy %92 : tensor<2x32x128xf32>
      %94 = stablehlo.dynamic_slice %iterArg_19, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %95 = mhlo.copy %94 : tensor<1x2x32x128xf32>
      %96 = stablehlo.reshape %95 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %97 = mhlo.copy %96 : tensor<2x32x128xf32>
      %98 = stablehlo.multiply %97, %83 : tensor<2x32x128xf32>
      %99 = mhlo.copy %98 : tensor<2x32x128xf32>
      %100 = stablehlo.multiply %93, %99 : tensor<2x32x128xf32>
      %101 = mhlo.copy %100 : tensor<2x32x128xf32>
      %102 = stablehlo.dynamic_slice %iterArg_20, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %103 = mhlo.copy %102 : tensor<1x2x32x128xf32>
      %104 = stablehlo.reshape %103 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %105 = mhlo.copy %104 : tensor<2x32x128xf32>
      %106 = stablehlo.multiply %101, %105 : tensor<2x32x128xf32>
      %107 = mhlo.copy %106 : tensor<2x32x128xf32>
      %108 = stablehlo.dynamic_slice %iterArg_21, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %109 = mhlo.copy %108 : tensor<1x2x32x128xf32>
      %110 = stablehlo.reshape %109 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %111 = mhlo.copy %110 : tensor<2x32x128xf32>
      %112 = stablehlo.multiply %107, %111 : tensor<2x32x128xf32>
      %113 = mhlo.copy %112 : tensor<2x32x128xf32>
      %114 = stablehlo.add %107, %113 : tensor<2x32x128xf32>
      %115 = mhlo.copy %114 : tensor<2x32x128xf32>
      %116 = stablehlo.multiply %91, %115 : tensor<2x32x128xf32>
      %117 = mhlo.copy %116 : tensor<2x32x128xf32>
      %118 = stablehlo.add %89, %117 : tensor<2x32x128xf32>
      %119 = mhlo.copy %118 : tensor<2x32x128xf32>
      %cst_62 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %120 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x32x128xf32>
      %121 = mhlo.copy %120 : tensor<2x32x128xf32>
      %122 = stablehlo.multiply %121, %117 : tensor<2x32x128xf32>
      %123 = mhlo.copy %122 : tensor<2x32x128xf32>
      %124 = stablehlo.dynamic_slice %iterArg_22, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %125 = mhlo.copy %124 : tensor<1x2x32x128xf32>
      %126 = stablehlo.reshape %125 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %127 = mhlo.copy %126 : tensor<2x32x128xf32>
      %128 = stablehlo.multiply %123, %127 : tensor<2x32x128xf32>
      %129 = mhlo.copy %128 : tensor<2x32x128xf32>
      %130 = stablehlo.add %119, %129 : tensor<2x32x128xf32>
      %131 = mhlo.copy %130 : tensor<2x32x128xf32>
      %132 = stablehlo.dot_general %131, %iterArg_23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<64x128xf32>) -> tensor<2x32x64xf32>
      %133 = mhlo.copy %132 : tensor<2x32x64xf32>
      %134 = stablehlo.broadcast_in_dim %iterArg_24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %135 = stablehlo.reshape %134 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %136 = stablehlo.broadcast_in_dim %135, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %137 = mhlo.copy %136 : tensor<2x32x64xf32>
      %138 = stablehlo.multiply %133, %137 : tensor<2x32x64xf32>
      %139 = mhlo.copy %138 : tensor<2x32x64xf32>
      %140 = stablehlo.multiply %81, %139 : tensor<2x32x64xf32>
      %141 = mhlo.copy %140 : tensor<2x32x64xf32>
      %142 = stablehlo.reduce(%141 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %143 = mhlo.copy %142 : tensor<2x32xf32>
      %144 = stablehlo.reshape %143 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %145 = mhlo.copy %144 : tensor<2x32x1xf32>
      %146 = stablehlo.dynamic_slice %iterArg_25, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %147 = mhlo.copy %146 : tensor<1x2x32x1xf32>
      %148 = stablehlo.reshape %147 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %149 = mhlo.copy %148 : tensor<2x32x1xf32>
      %150 = stablehlo.multiply %145, %149 : tensor<2x32x1xf32>
      %151 = mhlo.copy %150 : tensor<2x32x1xf32>
      %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %152 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
      %153 = mhlo.copy %152 : tensor<2x32x1xf32>
      %154 = stablehlo.divide %151, %153 : tensor<2x32x1xf32>
      %155 = mhlo.copy %154 : tensor<2x32x1xf32>
      %156 = stablehlo.reduce(%155 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
      %157 = mhlo.copy %156 : tensor<2x32xf32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %159 = mhlo.copy %158 : tensor<2x32x64xf32>
      %160 = stablehlo.dynamic_slice %iterArg_26, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %161 = mhlo.copy %160 : tensor<1x2x32x64xf32>
      %162 = stablehlo.reshape %161 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %163 = mhlo.copy %162 : tensor<2x32x64xf32>
      %164 = stablehlo.multiply %159, %163 : tensor<2x32x64xf32>
      %165 = mhlo.copy %164 : tensor<2x32x64xf32>
      %166 = stablehlo.add %77, %165 : tensor<2x32x64xf32>
      %167 = mhlo.copy %166 : tensor<2x32x64xf32>
      %168 = stablehlo.dynamic_slice %iterArg_27, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %169 = mhlo.copy %168 : tensor<1x2x32x1xf32>
      %170 = stablehlo.reshape %169 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %171 = mhlo.copy %170 : tensor<2x32x1xf32>
      %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
      %173 = stablehlo.reshape %172 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %175 = mhlo.copy %174 : tensor<2x32x64xf32>
      %176 = stablehlo.multiply %139, %175 : tensor<2x32x64xf32>
      %177 = mhlo.copy %176 : tensor<2x32x64xf32>
      %178 = stablehlo.add %167, %177 : tensor<2x32x64xf32>
      %179 = mhlo.copy %178 : tensor<2x32x64xf32>
      %180 = stablehlo.negate %165 : tensor<2x32x64xf32>
      %181 = mhlo.copy %180 : tensor<2x32x64xf32>
      %182 = stablehlo.reduce(%181 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %183 = mhlo.copy %182 : tensor<2x32xf32>
      %184 = stablehlo.reshape %183 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %185 = mhlo.copy %184 : tensor<2x32x1xf32>
      %186 = stablehlo.negate %177 : tensor<2x32x64xf32>
      %187 = mhlo.copy %186 : tensor<2x32x64xf32>
      %188 = stablehlo.reduce(%187 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %189 = mhlo.copy %188 : tensor<2x32xf32>
      %190 = stablehlo.reshape %189 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %191 = mhlo.copy %190 : tensor<2x32x1xf32>
      %192 = stablehlo.add %185, %191 : tensor<2x32x1xf32>
      %193 = mhlo.copy %192 : tensor<2x32x1xf32>
      %194 = stablehlo.divide %193, %153 : tensor<2x32x1xf32>
      %195 = mhlo.copy %194 : tensor<2x32x1xf32>
      %196 = stablehlo.reduce(%195 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
      %197 = mhlo.copy %196 : tensor<2x32xf32>
      %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %199 = mhlo.copy %198 : tensor<2x32x64xf32>
      %200 = stablehlo.add %179, %199 : tensor<2x32x64xf32>
      %201 = mhlo.copy %200 : tensor<2x32x64xf32>
      %202 = stablehlo.dynamic_slice %iterArg_28, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %203 = mhlo.copy %202 : tensor<1x2x32x64xf32>
      %204 = stablehlo.reshape %203 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %205 = mhlo.copy %204 : tensor<2x32x64xf32>
      %206 = stablehlo.dot_general %201, %iterArg_29, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<4x16x64xf32>) -> tensor<2x32x4x16xf32>
      %207 = mhlo.copy %206 : tensor<2x32x4x16xf32>
      %208 = stablehlo.reshape %207 : (tensor<2x32x4x16xf32>) -> tensor<2x32x4x1x16xf32>
      %209 = mhlo.copy %208 : tensor<2x32x4x1x16xf32>
      %210 = stablehlo.transpose %209, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : (tensor<2x32x4x1x16xf32>) -> tensor<2x4x16x1x32xf32>
      %211 = mhlo.copy %210 {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,16,1,32]{2,3,1,4,0}"} : tensor<2x4x16x1x32xf32>
      %212 = stablehlo.dynamic_slice %iterArg_30, %38, %c_59, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
      %213 = mhlo.copy %212 : tensor<1x2x4x1x32x32xf32>
      %214 = stablehlo.reshape %213 : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %215 = mhlo.copy %214 : tensor<2x4x1x32x32xf32>
      %216 = stablehlo.dot_general %211, %215, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x1x32xf32>, tensor<2x4x1x32x32xf32>) -> tensor<2x4x16x32xf32>
      %217 = mhlo.copy %216 : tensor<2x4x16x32xf32>
      %218 = stablehlo.transpose %217, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : (tensor<2x4x16x32xf32>) -> tensor<2x32x4x16xf32>
      %219 = mhlo.copy %218 {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{1,3,2,0}"} : tensor<2x32x4x16xf32>
      %220 = stablehlo.dot_general %219, %iterArg_31, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
      %221 = mhlo.copy %220 : tensor<2x32x64xf32>
      %222 = stablehlo.dynamic_slice %iterArg_32, %38, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
      %223 = mhlo.copy %222 : tensor<1x2x32x4x16xf32>
      %224 = stablehlo.reshape %223 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
      %225 = mhlo.copy %224 : tensor<2x32x4x16xf32>
      %226 = stablehlo.dot_general %211, %225, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16x1x32xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x1x32x32xf32>
      %227 = mhlo.copy %226 : tensor<2x4x1x32x32xf32>
      %228 = stablehlo.dynamic_slice %iterArg_33, %38, %c_59, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
      %229 = mhlo.copy %228 : tensor<1x2x4x1x32x1xf32>
      %230 = stablehlo.reshape %229 : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
      %231 = mhlo.copy %230 : tensor<2x4x1x32x1xf32>
      %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
      %233 = stablehlo.reshape %232 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
      %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
      %235 = mhlo.copy %234 : tensor<2x4x1x32x32xf32>
      %236 = stablehlo.divide %227, %235 : tensor<2x4x1x32x32xf32>
      %237 = mhlo.copy %236 : tensor<2x4x1x32x32xf32>
      %238 = stablehlo.dynamic_slice %iterArg_34, %38, %c_59, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 4, 1, 32, 1] : (tensor<3x2x4x1x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x1xf32>
      %239 = mhlo.copy %238 : tensor<1x2x4x1x32x1xf32>
      %240 = stablehlo.reshape %239 : (tensor<1x2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
      %241 = mhlo.copy %240 : tensor<2x4x1x32x1xf32>
      %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3, 4] : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32x1xf32>
      %243 = stablehlo.reshape %242 : (tensor<2x4x1x32x1xf32>) -> tensor<2x4x1x32xf32>
      %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
      %245 = mhlo.copy %244 : tensor<2x4x1x32x32xf32>
      %246 = stablehlo.multiply %227, %245 : tensor<2x4x1x32x32xf32>
      %247 = mhlo.copy %246 : tensor<2x4x1x32x32xf32>
      %248 = stablehlo.dynamic_slice %iterArg_35, %38, %c_59, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 4, 1, 32, 32] : (tensor<3x2x4x1x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x4x1x32x32xf32>
      %249 = mhlo.copy %248 : tensor<1x2x4x1x32x32xf32>
      %250 = stablehlo.reshape %249 : (tensor<1x2x4x1x32x32xf32>) -> tensor<2x4x1x32x32xf32>
      %251 = mhlo.copy %250 : tensor<2x4x1x32x32xf32>
      %252 = stablehlo.multiply %247, %251 : tensor<2x4x1x32x32xf32>
      %253 = mhlo.copy %252 : tensor<2x4x1x32x32xf32>
      %254 = stablehlo.reduce(%253 init: %cst_58) applies stablehlo.add across dimensions = [4] : (tensor<2x4x1x32x32xf32>, tensor<f32>) -> tensor<2x4x1x32xf32>
      %255 = mhlo.copy %254 : tensor<2x4x1x32xf32>
      %256 = stablehlo.reshape %255 : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x1xf32>
      %257 = mhlo.copy %256 : tensor<2x4x1x32x1xf32>
      %258 = stablehlo.negate %257 : tensor<2x4x1x32x1xf32>
      %259 = mhlo.copy %258 : tensor<2x4x1x32x1xf32>
      %260 = stablehlo.reduce(%259 init: %cst_58) applies stablehlo.add across dimensions = [2, 4] : (tensor<2x4x1x32x1xf32>, tensor<f32>) -> tensor<2x4x32xf32>
      %261 = mhlo.copy %260 : tensor<2x4x32xf32>
      %262 = stablehlo.reshape %261 : (tensor<2x4x32xf32>) -> tensor<2x4x1x32xf32>
      %263 = mhlo.copy %262 : tensor<2x4x1x32xf32>
      %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<2x4x1x32xf32>) -> tensor<2x4x1x32x32xf32>
      %265 = mhlo.copy %264 : tensor<2x4x1x32x32xf32>
      %266 = stablehlo.add %237, %265 : tensor<2x4x1x32x32xf32>
      %267 = mhlo.copy %266 : tensor<2x4x1x32x32xf32>
      %268 = stablehlo.multiply %267, %251 : tensor<2x4x1x32x32xf32>
      %269 = mhlo.copy %268 : tensor<2x4x1x32x32xf32>
      %270 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %271 = mhlo.copy %270 : tensor<2x4x1x32x32xf32>
      %272 = stablehlo.select %iterArg_36, %269, %271 : tensor<2x4x1x32x32xi1>, tensor<2x4x1x32x32xf32>
      %273 = mhlo.copy %272 : tensor<2x4x1x32x32xf32>
      %274 = stablehlo.broadcast_in_dim %iterArg_37, dims = [] : (tensor<f32>) -> tensor<2x4x1x32x32xf32>
      %275 = mhlo.copy %274 : tensor<2x4x1x32x32xf32>
      %276 = stablehlo.divide %273, %275 : tensor<2x4x1x32x32xf32>
      %277 = mhlo.copy %276 : tensor<2x4x1x32x32xf32>
      %278 = stablehlo.transpose %277, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : (tensor<2x4x1x32x32xf32>) -> tensor<2x4x32x32x1xf32>
      %279 = mhlo.copy %278 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[2,4,32,32,1]{2,3,4,1,0}"} : tensor<2x4x32x32x1xf32>
      %280 = stablehlo.dynamic_slice %iterArg_38, %38, %c_59, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 4, 1, 16] : (tensor<3x2x32x4x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x1x16xf32>
      %281 = mhlo.copy %280 : tensor<1x2x32x4x1x16xf32>
      %282 = stablehlo.reshape %281 : (tensor<1x2x32x4x1x16xf32>) -> tensor<2x32x4x1x16xf32>
      %283 = mhlo.copy %282 : tensor<2x32x4x1x16xf32>
      %284 = stablehlo.dot_general %279, %283, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32x1xf32>, tensor<2x32x4x1x16xf32>) -> tensor<2x4x32x16xf32>
      %285 = mhlo.copy %284 : tensor<2x4x32x16xf32>
      %286 = stablehlo.transpose %285, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : (tensor<2x4x32x16xf32>) -> tensor<2x32x4x16xf32>
      %287 = mhlo.copy %286 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,32,4,16]{3,1,2,0}"} : tensor<2x32x4x16xf32>
      %288 = stablehlo.dot_general %287, %iterArg_39, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
      %289 = mhlo.copy %288 : tensor<2x32x64xf32>
      %290 = stablehlo.add %221, %289 : tensor<2x32x64xf32>
      %291 = mhlo.copy %290 : tensor<2x32x64xf32>
      %292 = stablehlo.dynamic_slice %iterArg_40, %38, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
      %293 = mhlo.copy %292 : tensor<1x2x32x4x16xf32>
      %294 = stablehlo.reshape %293 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
      %295 = mhlo.copy %294 : tensor<2x32x4x16xf32>
      %296 = stablehlo.dot_general %279, %295, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x32x1xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x1x16xf32>
      %297 = mhlo.copy %296 : tensor<2x4x32x1x16xf32>
      %298 = stablehlo.transpose %297, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : (tensor<2x4x32x1x16xf32>) -> tensor<2x32x4x1x16xf32>
      %299 = mhlo.copy %298 {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[2,32,4,1,16]{4,3,1,2,0}"} : tensor<2x32x4x1x16xf32>
      %300 = stablehlo.reshape %299 : (tensor<2x32x4x1x16xf32>) -> tensor<2x32x4x16xf32>
      %301 = mhlo.copy %300 : tensor<2x32x4x16xf32>
      %302 = stablehlo.dot_general %301, %iterArg_41, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>
      %303 = mhlo.copy %302 : tensor<2x32x64xf32>
      %304 = stablehlo.add %291, %303 : tensor<2x32x64xf32>
      %305 = mhlo.copy %304 : tensor<2x32x64xf32>
      %306 = stablehlo.broadcast_in_dim %iterArg_42, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
      %307 = stablehlo.reshape %306 : (tensor<1x1x64xf32>) -> tensor<64xf32>
      %308 = stablehlo.broadcast_in_dim %307, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
      %309 = mhlo.copy %308 : tensor<2x32x64xf32>
      %310 = stablehlo.multiply %305, %309 : tensor<2x32x64xf32>
      %311 = mhlo.copy %310 : tensor<2x32x64xf32>
      %312 = stablehlo.multiply %205, %311 : tensor<2x32x64xf32>
      %313 = mhlo.copy %312 : tensor<2x32x64xf32>
      %314 = stablehlo.reduce(%313 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %315 = mhlo.copy %314 : tensor<2x32xf32>
      %316 = stablehlo.reshape %315 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %317 = mhlo.copy %316 : tensor<2x32x1xf32>
      %318 = stablehlo.dynamic_slice %iterArg_43, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %319 = mhlo.copy %318 : tensor<1x2x32x1xf32>
      %320 = stablehlo.reshape %319 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %321 = mhlo.copy %320 : tensor<2x32x1xf32>
      %322 = stablehlo.multiply %317, %321 : tensor<2x32x1xf32>
      %323 = mhlo.copy %322 : tensor<2x32x1xf32>
      %324 = stablehlo.divide %323, %153 : tensor<2x32x1xf32>
      %325 = mhlo.copy %324 : tensor<2x32x1xf32>
      %326 = stablehlo.reduce(%325 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
      %327 = mhlo.copy %326 : tensor<2x32xf32>
      %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %329 = mhlo.copy %328 : tensor<2x32x64xf32>
      %330 = stablehlo.dynamic_slice %iterArg_44, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %331 = mhlo.copy %330 : tensor<1x2x32x64xf32>
      %332 = stablehlo.reshape %331 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %333 = mhlo.copy %332 : tensor<2x32x64xf32>
      %334 = stablehlo.multiply %329, %333 : tensor<2x32x64xf32>
      %335 = mhlo.copy %334 : tensor<2x32x64xf32>
      %336 = stablehlo.add %201, %335 : tensor<2x32x64xf32>
      %337 = mhlo.copy %336 : tensor<2x32x64xf32>
      %338 = stablehlo.dynamic_slice %iterArg_45, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 1] : (tensor<3x2x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x1xf32>
      %339 = mhlo.copy %338 : tensor<1x2x32x1xf32>
      %340 = stablehlo.reshape %339 : (tensor<1x2x32x1xf32>) -> tensor<2x32x1xf32>
      %341 = mhlo.copy %340 : tensor<2x32x1xf32>
      %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
      %343 = stablehlo.reshape %342 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
      %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %345 = mhlo.copy %344 : tensor<2x32x64xf32>
      %346 = stablehlo.multiply %311, %345 : tensor<2x32x64xf32>
      %347 = mhlo.copy %346 : tensor<2x32x64xf32>
      %348 = stablehlo.add %337, %347 : tensor<2x32x64xf32>
      %349 = mhlo.copy %348 : tensor<2x32x64xf32>
      %350 = stablehlo.negate %335 : tensor<2x32x64xf32>
      %351 = mhlo.copy %350 : tensor<2x32x64xf32>
      %352 = stablehlo.reduce(%351 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %353 = mhlo.copy %352 : tensor<2x32xf32>
      %354 = stablehlo.reshape %353 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %355 = mhlo.copy %354 : tensor<2x32x1xf32>
      %356 = stablehlo.negate %347 : tensor<2x32x64xf32>
      %357 = mhlo.copy %356 : tensor<2x32x64xf32>
      %358 = stablehlo.reduce(%357 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
      %359 = mhlo.copy %358 : tensor<2x32xf32>
      %360 = stablehlo.reshape %359 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
      %361 = mhlo.copy %360 : tensor<2x32x1xf32>
      %362 = stablehlo.add %355, %361 : tensor<2x32x1xf32>
      %363 = mhlo.copy %362 : tensor<2x32x1xf32>
      %364 = stablehlo.divide %363, %153 : tensor<2x32x1xf32>
      %365 = mhlo.copy %364 : tensor<2x32x1xf32>
      %366 = stablehlo.reduce(%365 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
      %367 = mhlo.copy %366 : tensor<2x32xf32>
      %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
      %369 = mhlo.copy %368 : tensor<2x32x64xf32>
      %370 = stablehlo.add %349, %369 : tensor<2x32x64xf32>
      %371 = mhlo.copy %370 : tensor<2x32x64xf32>
      %372 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %373 = mhlo.copy %372 : tensor<2x32x64xf32>
      %374 = stablehlo.select %58, %371, %373 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      %375 = mhlo.copy %374 : tensor<2x32x64xf32>
      %376 = stablehlo.reshape %375 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
      %377 = mhlo.copy %376 : tensor<1x2x32x64xf32>
      %378 = stablehlo.subtract %42, %48 : tensor<i32>
      %379 = stablehlo.select %53, %378, %c_59 : tensor<i1>, tensor<i32>
      %380 = stablehlo.dynamic_update_slice %57, %377, %379, %c_59, %c_59, %c_59 : (tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %381 = stablehlo.select %55, %380, %57 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %382 = mhlo.copy %381 : tensor<1x2x32x64xf32>
      %383 = stablehlo.add %iterArg_0, %382 : tensor<1x2x32x64xf32>
      %384 = mhlo.copy %383 : tensor<1x2x32x64xf32>
      %385 = stablehlo.reduce(%305 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      %386 = mhlo.copy %385 : tensor<64xf32>
      %387 = stablehlo.reshape %386 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %388 = mhlo.copy %387 : tensor<1x1x64xf32>
      %389 = stablehlo.reduce(%388 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %390 = mhlo.copy %389 : tensor<64xf32>
      %391 = stablehlo.reshape %390 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %392 = mhlo.copy %391 : tensor<1x1x64xf32>
      %393 = stablehlo.add %iterArg_1, %392 : tensor<1x1x64xf32>
      %394 = mhlo.copy %393 : tensor<1x1x64xf32>
      %395 = stablehlo.dynamic_slice %iterArg_47, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %396 = mhlo.copy %395 : tensor<1x2x32x64xf32>
      %397 = stablehlo.reshape %396 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %398 = mhlo.copy %397 : tensor<2x32x64xf32>
      %399 = stablehlo.multiply %398, %305 : tensor<2x32x64xf32>
      %400 = mhlo.copy %399 : tensor<2x32x64xf32>
      %401 = stablehlo.reduce(%400 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      %402 = mhlo.copy %401 : tensor<64xf32>
      %403 = stablehlo.reshape %402 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %404 = mhlo.copy %403 : tensor<1x1x64xf32>
      %405 = stablehlo.reduce(%404 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %406 = mhlo.copy %405 : tensor<64xf32>
      %407 = stablehlo.reshape %406 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %408 = mhlo.copy %407 : tensor<1x1x64xf32>
      %409 = stablehlo.add %iterArg_2, %408 : tensor<1x1x64xf32>
      %410 = mhlo.copy %409 : tensor<1x1x64xf32>
      %411 = stablehlo.reduce(%133 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      %412 = mhlo.copy %411 : tensor<64xf32>
      %413 = stablehlo.reshape %412 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %414 = mhlo.copy %413 : tensor<1x1x64xf32>
      %415 = stablehlo.reduce(%414 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %416 = mhlo.copy %415 : tensor<64xf32>
      %417 = stablehlo.reshape %416 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %418 = mhlo.copy %417 : tensor<1x1x64xf32>
      %419 = stablehlo.add %iterArg_3, %418 : tensor<1x1x64xf32>
      %420 = mhlo.copy %419 : tensor<1x1x64xf32>
      %421 = stablehlo.dynamic_slice %iterArg_48, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %422 = mhlo.copy %421 : tensor<1x2x32x64xf32>
      %423 = stablehlo.reshape %422 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %424 = mhlo.copy %423 : tensor<2x32x64xf32>
      %425 = stablehlo.multiply %424, %133 : tensor<2x32x64xf32>
      %426 = mhlo.copy %425 : tensor<2x32x64xf32>
      %427 = stablehlo.reduce(%426 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      %428 = mhlo.copy %427 : tensor<64xf32>
      %429 = stablehlo.reshape %428 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %430 = mhlo.copy %429 : tensor<1x1x64xf32>
      %431 = stablehlo.reduce(%430 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %432 = mhlo.copy %431 : tensor<64xf32>
      %433 = stablehlo.reshape %432 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %434 = mhlo.copy %433 : tensor<1x1x64xf32>
      %435 = stablehlo.add %iterArg_4, %434 : tensor<1x1x64xf32>
      %436 = mhlo.copy %435 : tensor<1x1x64xf32>
      %437 = stablehlo.dynamic_slice %iterArg_49, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 128] : (tensor<3x2x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x128xf32>
      %438 = mhlo.copy %437 : tensor<1x2x32x128xf32>
      %439 = stablehlo.reshape %438 : (tensor<1x2x32x128xf32>) -> tensor<2x32x128xf32>
      %440 = mhlo.copy %439 : tensor<2x32x128xf32>
      %441 = stablehlo.dot_general %77, %440, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x128xf32>) -> tensor<64x128xf32>
      %442 = mhlo.copy %441 : tensor<64x128xf32>
      %443 = stablehlo.transpose %442, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
      %444 = mhlo.copy %443 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : tensor<128x64xf32>
      %445 = stablehlo.reshape %444 : (tensor<128x64xf32>) -> tensor<1x1x128x64xf32>
      %446 = mhlo.copy %445 : tensor<1x1x128x64xf32>
      %447 = stablehlo.add %iterArg_5, %446 : tensor<1x1x128x64xf32>
      %448 = mhlo.copy %447 : tensor<1x1x128x64xf32>
      %449 = stablehlo.dynamic_slice %iterArg_50, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %450 = mhlo.copy %449 : tensor<1x2x32x64xf32>
      %451 = stablehlo.reshape %450 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %452 = mhlo.copy %451 : tensor<2x32x64xf32>
      %453 = stablehlo.dot_general %131, %452, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x128xf32>, tensor<2x32x64xf32>) -> tensor<128x64xf32>
      %454 = mhlo.copy %453 : tensor<128x64xf32>
      %455 = stablehlo.transpose %454, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
      %456 = mhlo.copy %455 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : tensor<64x128xf32>
      %457 = stablehlo.reshape %456 : (tensor<64x128xf32>) -> tensor<1x1x64x128xf32>
      %458 = mhlo.copy %457 : tensor<1x1x64x128xf32>
      %459 = stablehlo.add %iterArg_6, %458 : tensor<1x1x64x128xf32>
      %460 = mhlo.copy %459 : tensor<1x1x64x128xf32>
      %461 = stablehlo.dynamic_slice %iterArg_51, %38, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 64] : (tensor<3x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %462 = mhlo.copy %461 : tensor<1x2x32x64xf32>
      %463 = stablehlo.reshape %462 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
      %464 = mhlo.copy %463 : tensor<2x32x64xf32>
      %465 = stablehlo.dot_general %287, %464, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
      %466 = mhlo.copy %465 : tensor<4x16x64xf32>
      %467 = stablehlo.transpose %466, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %468 = mhlo.copy %467 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : tensor<64x4x16xf32>
      %469 = stablehlo.reshape %468 : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
      %470 = mhlo.copy %469 : tensor<1x1x64x4x16xf32>
      %471 = stablehlo.add %iterArg_7, %470 : tensor<1x1x64x4x16xf32>
      %472 = mhlo.copy %471 : tensor<1x1x64x4x16xf32>
      %473 = stablehlo.dynamic_slice %iterArg_52, %38, %c_59, %c_59, %c_59, %c_59, sizes = [1, 2, 32, 4, 16] : (tensor<3x2x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x4x16xf32>
      %474 = mhlo.copy %473 : tensor<1x2x32x4x16xf32>
      %475 = stablehlo.reshape %474 : (tensor<1x2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
      %476 = mhlo.copy %475 : tensor<2x32x4x16xf32>
      %477 = stablehlo.dot_general %201, %476, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x32x4x16xf32>) -> tensor<64x4x16xf32>
      %478 = mhlo.copy %477 : tensor<64x4x16xf32>
      %479 = stablehlo.transpose %478, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %480 = mhlo.copy %479 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : tensor<4x16x64xf32>
      %481 = stablehlo.reshape %480 : (tensor<4x16x64xf32>) -> tensor<1x1x4x16x64xf32>
      %482 = mhlo.copy %481 : tensor<1x1x4x16x64xf32>
      %483 = stablehlo.add %iterArg_8, %482 : tensor<1x1x4x16x64xf32>
      %484 = mhlo.copy %483 : tensor<1x1x4x16x64xf32>
      %485 = stablehlo.dot_general %301, %464, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
      %486 = mhlo.copy %485 : tensor<4x16x64xf32>
      %487 = stablehlo.transpose %486, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %488 = mhlo.copy %487 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : tensor<64x4x16xf32>
      %489 = stablehlo.reshape %488 : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
      %490 = mhlo.copy %489 : tensor<1x1x64x4x16xf32>
      %491 = stablehlo.add %iterArg_9, %490 : tensor<1x1x64x4x16xf32>
      %492 = mhlo.copy %491 : tensor<1x1x64x4x16xf32>
      %493 = stablehlo.dot_general %219, %464, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x16xf32>, tensor<2x32x64xf32>) -> tensor<4x16x64xf32>
      %494 = mhlo.copy %493 : tensor<4x16x64xf32>
      %495 = stablehlo.transpose %494, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %496 = mhlo.copy %495 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : tensor<64x4x16xf32>
      %497 = stablehlo.reshape %496 : (tensor<64x4x16xf32>) -> tensor<1x1x64x4x16xf32>
      %498 = mhlo.copy %497 : tensor<1x1x64x4x16xf32>
      %499 = stablehlo.add %iterArg_10, %498 : tensor<1x1x64x4x16xf32>
      %500 = mhlo.copy %499 : tensor<1x1x64x4x16xf32>
      %501 = stablehlo.select %58, %373, %371 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
      %502 = mhlo.copy %501 : tensor<2x32x64xf32>
      %503 = stablehlo.select %64, %57, %iterArg_12 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %504 = mhlo.copy %503 : tensor<1x2x32x64xf32>
      %505 = stablehlo.compare GE, %71, %48 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %506 = stablehlo.compare LT, %71, %51 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %507 = stablehlo.and %505, %506 : tensor<i1>
      %508 = stablehlo.and %c_54, %507 : tensor<i1>
      %509 = stablehlo.broadcast_in_dim %508, dims = [] : (tensor<i1>) -> tensor<1x2x32x64xi1>
      %510 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1x2x32x64xf32>
      %511 = mhlo.copy %510 : tensor<1x2x32x64xf32>
      %512 = stablehlo.subtract %71, %48 : tensor<i32>
      %513 = stablehlo.select %507, %512, %c_59 : tensor<i1>, tensor<i32>
      %514 = stablehlo.dynamic_update_slice %66, %511, %513, %c_59, %c_59, %c_59 : (tensor<1x2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x32x64xf32>
      %515 = stablehlo.select %509, %514, %66 : tensor<1x2x32x64xi1>, tensor<1x2x32x64xf32>
      %516 = mhlo.copy %515 : tensor<1x2x32x64xf32>
      %517 = stablehlo.add %504, %516 : tensor<1x2x32x64xf32>
      %518 = mhlo.copy %517 : tensor<1x2x32x64xf32>
      stablehlo.return %36, %384, %394, %410, %420, %436, %448, %460, %472, %484, %492, %500, %502, %518, %iterArg_13, %iterArg_14, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_40, %iterArg_41, %iterArg_42, %iterArg_43, %iterArg_44, %iterArg_45, %iterArg_46, %iterArg_47, %iterArg_48, %iterArg_49, %iterArg_50, %iterArg_51, %iterArg_52 : tensor<i32>, tensor<1x2x32x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<2x32x64xf32>, tensor<1x2x32x64xf32>, tensor<i1>, tensor<3xi1>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<128x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<64x128xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<4x16x64xf32>, tensor<3x2x4x1x32x32xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<2x4x1x32x32xi1>, tensor<f32>, tensor<3x2x32x4x1x16xf32>, tensor<64x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<64x4x16xf32>, tensor<1x1x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x16xf32>
    }
    %21 = mhlo.copy %20#2 : tensor<1x1x64xf32>
    %22 = mhlo.copy %20#3 : tensor<1x1x64xf32>
    %23 = mhlo.copy %20#4 : tensor<1x1x64xf32>
    %24 = mhlo.copy %20#5 : tensor<1x1x64xf32>
    %25 = mhlo.copy %20#6 : tensor<1x1x128x64xf32>
    %26 = mhlo.copy %20#7 : tensor<1x1x64x128xf32>
    %27 = mhlo.copy %20#8 : tensor<1x1x64x4x16xf32>
    %28 = mhlo.copy %20#9 : tensor<1x1x4x16x64xf32>
    %29 = mhlo.copy %20#10 : tensor<1x1x64x4x16xf32>
    %30 = mhlo.copy %20#11 : tensor<1x1x64x4x16xf32>
    %31 = mhlo.copy %20#1 : tensor<1x2x32x64xf32>
    %32 = "stablehlo.all_reduce"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg41: tensor<f32>, %arg42: tensor<f32>):
      %33 = stablehlo.add %arg41, %arg42 : tensor<f32>
      %34 = mhlo.copy %33 : tensor<f32>
      stablehlo.return %34 : tensor<f32>
    }) : (tensor<1x2x32x64xf32>) -> tensor<1x2x32x64xf32>
    return %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %32 : tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<1x2x32x64xf32>
  }
  func.func private @region_47.51.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_47.51.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_48.52(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_48.52.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.53(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_50.54(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_50.54.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_51.55(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_52.56(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_52.56.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_53.57(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_54.58(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_54.58.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<256x64xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<1x1x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<1x1x128x64xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<1x1x64x128xf32> {mhlo.sharding = "{devices=[2,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<1x1x64x4x16xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<1x1x4x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<1x1x64x4x16xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg12: tensor<1x1x64x4x16xf32> {mhlo.sharding = "{devices=[2,1,1,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg13: tensor<32x64xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<2x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg15: tensor<2x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<32x64xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x256xf32>
    %1 = stablehlo.reshape %arg15 : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %3 = stablehlo.compare LT, %1, %2 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %5 = stablehlo.add %1, %4 : tensor<2x32x1xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<2x32x1xi1>, tensor<2x32x1xi32>
    %7 = stablehlo.reshape %6 : (tensor<2x32x1xi32>) -> tensor<2x32x1x1xi32>
    %cst_1 = stablehlo.constant dense<-7.812500e-03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %9 = "stablehlo.scatter"(%0, %7, %8) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<2x32x256xf32>, tensor<2x32x1x1xi32>, tensor<2x32x1xf32>) -> tensor<2x32x256xf32>
    %10 = stablehlo.negate %9 : tensor<2x32x256xf32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %12 = stablehlo.reshape %11 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %c_2 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
    %c_3 = stablehlo.constant dense<[0, 2, 1, 3]> : tensor<4xui32>
    %13 = stablehlo.partition_id : tensor<ui32>
    %14 = stablehlo.dynamic_slice %c_3, %13, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.reshape %14 : (tensor<1xui32>) -> tensor<ui32>
    %16 = stablehlo.dynamic_slice %c_2, %15, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %17 = stablehlo.reshape %16 : (tensor<1xui32>) -> tensor<ui32>
    %c_4 = stablehlo.constant dense<0> : tensor<ui32>
    %18 = stablehlo.compare EQ, %17, %c_4 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1x1x2x32x64xi1>
    %20 = mhlo.copy %arg3 : tensor<1x1x64xf32>
    %21 = mhlo.copy %20 : tensor<1x1x64xf32>
    %22 = mhlo.copy %arg4 : tensor<1x1x64xf32>
    %23 = mhlo.copy %22 : tensor<1x1x64xf32>
    %24 = mhlo.copy %arg5 : tensor<1x1x64xf32>
    %25 = mhlo.copy %24 : tensor<1x1x64xf32>
    %26 = mhlo.copy %arg6 : tensor<1x1x64xf32>
    %27 = mhlo.copy %26 : tensor<1x1x64xf32>
    %28 = mhlo.copy %arg7 : tensor<1x1x128x64xf32>
    %29 = mhlo.copy %28 : tensor<1x1x128x64xf32>
    %30 = mhlo.copy %arg8 : tensor<1x1x64x128xf32>
    %31 = mhlo.copy %30 : tensor<1x1x64x128xf32>
    %32 = mhlo.copy %arg9 : tensor<1x1x64x4x16xf32>
    %33 = mhlo.copy %32 : tensor<1x1x64x4x16xf32>
    %34 = mhlo.copy %arg10 : tensor<1x1x4x16x64xf32>
    %35 = mhlo.copy %34 : tensor<1x1x4x16x64xf32>
    %36 = mhlo.copy %arg11 : tensor<1x1x64x4x16xf32>
    %37 = mhlo.copy %36 : tensor<1x1x64x4x16xf32>
    %38 = mhlo.copy %arg12 : tensor<1x1x64x4x16xf32>
    %39 = mhlo.copy %38 : tensor<1x1x64x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %41 = stablehlo.compare LT, %arg14, %40 : (tensor<2x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi1>
    %42 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2x32xi32>
    %43 = stablehlo.add %arg14, %42 : tensor<2x32xi32>
    %44 = stablehlo.select %41, %43, %arg14 : tensor<2x32xi1>, tensor<2x32xi32>
    %45 = stablehlo.reshape %44 : (tensor<2x32xi32>) -> tensor<2x32x1xi32>
    %46 = stablehlo.compare GE, %45, %2 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %c_5 = stablehlo.constant dense<255> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x32x1xi32>
    %48 = stablehlo.compare LE, %45, %47 : (tensor<2x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi1>
    %49 = stablehlo.and %46, %48 : tensor<2x32x1xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %50 = stablehlo.reduce(%49 init: %c_6) applies stablehlo.and across dimensions = [2] : (tensor<2x32x1xi1>, tensor<i1>) -> tensor<2x32xi1>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1] : (tensor<2x32xi1>) -> tensor<2x32x64xi1>
    %52 = "stablehlo.gather"(%arg0, %45) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<2x32x1xi32>) -> tensor<2x32x64xf32>
    %cst_7 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %54 = stablehlo.select %51, %52, %53 : tensor<2x32x64xi1>, tensor<2x32x64xf32>
    %55 = stablehlo.reshape %arg13 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<2x32x64xf32>
    %59 = stablehlo.add %54, %58 : tensor<2x32x64xf32>
    %60 = mhlo.copy %59 : tensor<2x32x64xf32>
    %61 = stablehlo.reshape %60 : (tensor<2x32x64xf32>) -> tensor<1x2x32x64xf32>
    %62 = mhlo.copy %61 : tensor<1x2x32x64xf32>
    %63 = mhlo.copy %62 : tensor<1x2x32x64xf32>
    %64:41 = call @xla.sdy.inlinable_manual_computation_body_0.12_spmd(%21, %23, %25, %27, %29, %31, %33, %35, %37, %39, %63) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<1x2x32x64xf32>) -> (tensor<1xi1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<1xf32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>, tensor<1x1x2x32x64xf32>)
    %65 = mhlo.copy %64#40 : tensor<1x1x2x32x64xf32>
    %66 = mhlo.copy %65 : tensor<1x1x2x32x64xf32>
    %67 = "stablehlo.collective_permute"(%66) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, source_target_pairs = dense<[[1, 0], [3, 2]]> : tensor<2x2xi64>}> : (tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %68 = mhlo.copy %67 : tensor<1x1x2x32x64xf32>
    %69 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x64xf32>
    %70 = stablehlo.select %19, %68, %69 : tensor<1x1x2x32x64xi1>, tensor<1x1x2x32x64xf32>
    %71 = "stablehlo.all_reduce"(%70) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %73 = stablehlo.reduce(%72 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %74 = stablehlo.reshape %73 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<2x32x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %78 = stablehlo.reshape %77 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %80 = stablehlo.subtract %72, %79 : tensor<2x32x64xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<2x32x64xf32>
    %82 = stablehlo.reduce(%81 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %83 = stablehlo.reshape %82 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %84 = stablehlo.divide %83, %75 : tensor<2x32x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %86 = stablehlo.add %84, %85 : tensor<2x32x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<2x32x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %91 = stablehlo.multiply %80, %90 : tensor<2x32x64xf32>
    %92 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %96 = stablehlo.multiply %91, %95 : tensor<2x32x64xf32>
    %97 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [2] : (tensor<64xf32>) -> tensor<2x32x64xf32>
    %101 = stablehlo.add %96, %100 : tensor<2x32x64xf32>
    %102 = stablehlo.transpose %arg0, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,256]{0,1}"} : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %103 = stablehlo.dot_general %101, %102, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<64x256xf32>) -> tensor<2x32x256xf32>
    %104 = mhlo.copy %103 : tensor<2x32x256xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_10) applies stablehlo.maximum across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %106 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %107 = stablehlo.maximum %105, %106 : tensor<2x32xf32>
    %108 = stablehlo.reshape %107 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %112 = stablehlo.subtract %104, %111 : tensor<2x32x256xf32>
    %113 = stablehlo.exponential %112 : tensor<2x32x256xf32>
    %114 = stablehlo.reduce(%113 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x256xf32>, tensor<f32>) -> tensor<2x32xf32>
    %115 = stablehlo.reshape %114 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %116 = stablehlo.divide %12, %115 : tensor<2x32x1xf32>
    %117 = stablehlo.reduce(%116 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %119 = stablehlo.multiply %118, %113 : tensor<2x32x256xf32>
    %120 = stablehlo.add %9, %119 : tensor<2x32x256xf32>
    %121 = mhlo.copy %120 : tensor<2x32x256xf32>
    %122 = stablehlo.dot_general %121, %101, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<2x32x64xf32>) -> tensor<256x64xf32>
    %123 = "stablehlo.all_reduce"(%122) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %124 = stablehlo.dynamic_slice %c_2, %13, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %125 = stablehlo.reshape %124 : (tensor<1xui32>) -> tensor<ui32>
    %c_11 = stablehlo.constant dense<0> : tensor<ui32>
    %126 = stablehlo.compare NE, %125, %c_11 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %127 = stablehlo.broadcast_in_dim %126, dims = [] : (tensor<i1>) -> tensor<256x64xi1>
    %128 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %129 = stablehlo.select %127, %128, %128 : tensor<256x64xi1>, tensor<256x64xf32>
    %130 = stablehlo.iota dim = 0 : tensor<1x1x2x32x64xi32>
    %c_12 = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xi32>
    %131 = stablehlo.dynamic_slice %c_12, %13, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %132 = stablehlo.reshape %131 : (tensor<1xi32>) -> tensor<i32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<i32>) -> tensor<1x1x2x32x64xi32>
    %134 = stablehlo.add %130, %133 : tensor<1x1x2x32x64xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %135 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1x1x2x32x64xi32>
    %136 = stablehlo.compare GE, %134, %135 : (tensor<1x1x2x32x64xi32>, tensor<1x1x2x32x64xi32>) -> tensor<1x1x2x32x64xi1>
    %137 = stablehlo.dot_general %121, %102, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x256xf32>, tensor<64x256xf32>) -> tensor<2x32x64xf32>
    %138 = stablehlo.multiply %137, %95 : tensor<2x32x64xf32>
    %139 = stablehlo.multiply %80, %138 : tensor<2x32x64xf32>
    %140 = stablehlo.reduce(%139 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %141 = stablehlo.reshape %140 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %142 = stablehlo.divide %87, %86 : tensor<2x32x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<2x32x1xf32>
    %145 = stablehlo.multiply %141, %144 : tensor<2x32x1xf32>
    %146 = stablehlo.divide %145, %75 : tensor<2x32x1xf32>
    %147 = stablehlo.reduce(%146 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %150 = stablehlo.multiply %80, %149 : tensor<2x32x64xf32>
    %151 = stablehlo.multiply %148, %150 : tensor<2x32x64xf32>
    %152 = stablehlo.multiply %138, %90 : tensor<2x32x64xf32>
    %153 = stablehlo.add %151, %152 : tensor<2x32x64xf32>
    %154 = stablehlo.negate %151 : tensor<2x32x64xf32>
    %155 = stablehlo.reduce(%154 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %157 = stablehlo.negate %152 : tensor<2x32x64xf32>
    %158 = stablehlo.reduce(%157 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<2x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<2x32xf32>) -> tensor<2x32x1xf32>
    %160 = stablehlo.add %156, %159 : tensor<2x32x1xf32>
    %161 = stablehlo.divide %160, %75 : tensor<2x32x1xf32>
    %162 = stablehlo.reduce(%161 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<2x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x64xf32>
    %164 = stablehlo.add %153, %163 : tensor<2x32x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %166 = stablehlo.pad %165, %cst, low = [0, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x1x2x32x64xf32>, tensor<f32>) -> tensor<2x1x2x32x64xf32>
    %167 = stablehlo.subtract %132, %c : tensor<i32>
    %c_16 = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xi32>
    %168 = stablehlo.dynamic_slice %c_16, %13, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %169 = stablehlo.reshape %168 : (tensor<1xi32>) -> tensor<i32>
    %170 = stablehlo.subtract %169, %169 : tensor<i32>
    %171 = stablehlo.subtract %c, %c : tensor<i32>
    %172 = stablehlo.dynamic_slice %166, %167, %170, %171, %171, %171, sizes = [1, 1, 2, 32, 64] : (tensor<2x1x2x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x2x32x64xf32>
    %173 = "stablehlo.collective_permute"(%172) <{channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, source_target_pairs = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>}> : (tensor<1x1x2x32x64xf32>) -> tensor<1x1x2x32x64xf32>
    %174 = stablehlo.select %136, %173, %69 : tensor<1x1x2x32x64xi1>, tensor<1x1x2x32x64xf32>
    %175 = mhlo.copy %174 : tensor<1x1x2x32x64xf32>
    %176 = mhlo.copy %175 : tensor<1x1x2x32x64xf32>
    %177 = mhlo.copy %64#0 : tensor<1xi1>
    %178 = mhlo.copy %177 : tensor<1xi1>
    %179 = mhlo.copy %178 : tensor<1xi1>
    %180 = mhlo.copy %179 : tensor<1xi1>
    %181 = mhlo.copy %64#1 : tensor<1x1x64xf32>
    %182 = mhlo.copy %181 : tensor<1x1x64xf32>
    %183 = mhlo.copy %182 : tensor<1x1x64xf32>
    %184 = mhlo.copy %183 : tensor<1x1x64xf32>
    %185 = mhlo.copy %64#2 : tensor<64x4x16xf32>
    %186 = mhlo.copy %185 : tensor<64x4x16xf32>
    %187 = mhlo.copy %186 : tensor<64x4x16xf32>
    %188 = mhlo.copy %187 : tensor<64x4x16xf32>
    %189 = mhlo.copy %64#3 : tensor<64x4x16xf32>
    %190 = mhlo.copy %189 : tensor<64x4x16xf32>
    %191 = mhlo.copy %190 : tensor<64x4x16xf32>
    %192 = mhlo.copy %191 : tensor<64x4x16xf32>
    %193 = mhlo.copy %64#4 : tensor<64x4x16xf32>
    %194 = mhlo.copy %193 : tensor<64x4x16xf32>
    %195 = mhlo.copy %194 : tensor<64x4x16xf32>
    %196 = mhlo.copy %195 : tensor<64x4x16xf32>
    %197 = mhlo.copy %64#5 : tensor<1xf32>
    %198 = mhlo.copy %197 : tensor<1xf32>
    %199 = mhlo.copy %198 : tensor<1xf32>
    %200 = mhlo.copy %199 : tensor<1xf32>
    %201 = mhlo.copy %64#6 : tensor<2x4x1x32x32xi1>
    %202 = mhlo.copy %201 : tensor<2x4x1x32x32xi1>
    %203 = mhlo.copy %202 : tensor<2x4x1x32x32xi1>
    %204 = mhlo.copy %203 : tensor<2x4x1x32x32xi1>
    %205 = mhlo.copy %64#7 : tensor<4x16x64xf32>
    %206 = mhlo.copy %205 : tensor<4x16x64xf32>
    %207 = mhlo.copy %206 : tensor<4x16x64xf32>
    %208 = mhlo.copy %207 : tensor<4x16x64xf32>
    %209 = mhlo.copy %64#8 : tensor<1x1x64xf32>
    %210 = mhlo.copy %209 : tensor<1x1x64xf32>
    %211 = mhlo.copy %210 : tensor<1x1x64xf32>
    %212 = mhlo.copy %211 : tensor<1x1x64xf32>
    %213 = mhlo.copy %64#9 : tensor<64x128xf32>
    %214 = mhlo.copy %213 : tensor<64x128xf32>
    %215 = mhlo.copy %214 : tensor<64x128xf32>
    %216 = mhlo.copy %215 : tensor<64x128xf32>
    %217 = mhlo.copy %64#10 : tensor<128x64xf32>
    %218 = mhlo.copy %217 : tensor<128x64xf32>
    %219 = mhlo.copy %218 : tensor<128x64xf32>
    %220 = mhlo.copy %219 : tensor<128x64xf32>
    %221 = mhlo.copy %64#11 : tensor<3xi32>
    %222 = mhlo.copy %221 : tensor<3xi32>
    %223 = mhlo.copy %222 : tensor<3xi32>
    %224 = mhlo.copy %223 : tensor<3xi32>
    %225 = mhlo.copy %64#12 : tensor<3x2x32x64xf32>
    %226 = mhlo.copy %225 : tensor<3x2x32x64xf32>
    %227 = mhlo.copy %226 : tensor<3x2x32x64xf32>
    %228 = mhlo.copy %227 : tensor<3x2x32x64xf32>
    %229 = mhlo.copy %64#13 : tensor<3x2x32x1xf32>
    %230 = mhlo.copy %229 : tensor<3x2x32x1xf32>
    %231 = mhlo.copy %230 : tensor<3x2x32x1xf32>
    %232 = mhlo.copy %231 : tensor<3x2x32x1xf32>
    %233 = mhlo.copy %64#14 : tensor<3x2x32x1xf32>
    %234 = mhlo.copy %233 : tensor<3x2x32x1xf32>
    %235 = mhlo.copy %234 : tensor<3x2x32x1xf32>
    %236 = mhlo.copy %235 : tensor<3x2x32x1xf32>
    %237 = mhlo.copy %64#15 : tensor<3x2x32x64xf32>
    %238 = mhlo.copy %237 : tensor<3x2x32x64xf32>
    %239 = mhlo.copy %238 : tensor<3x2x32x64xf32>
    %240 = mhlo.copy %239 : tensor<3x2x32x64xf32>
    %241 = mhlo.copy %64#16 : tensor<3x2x32x64xf32>
    %242 = mhlo.copy %241 : tensor<3x2x32x64xf32>
    %243 = mhlo.copy %242 : tensor<3x2x32x64xf32>
    %244 = mhlo.copy %243 : tensor<3x2x32x64xf32>
    %245 = mhlo.copy %64#17 : tensor<3x2x32x64xf32>
    %246 = mhlo.copy %245 : tensor<3x2x32x64xf32>
    %247 = mhlo.copy %246 : tensor<3x2x32x64xf32>
    %248 = mhlo.copy %247 : tensor<3x2x32x64xf32>
    %249 = mhlo.copy %64#18 : tensor<3x2x32x4x1x16xf32>
    %250 = mhlo.copy %249 : tensor<3x2x32x4x1x16xf32>
    %251 = mhlo.copy %250 : tensor<3x2x32x4x1x16xf32>
    %252 = mhlo.copy %251 : tensor<3x2x32x4x1x16xf32>
    %253 = mhlo.copy %64#19 : tensor<3x2x32x4x16xf32>
    %254 = mhlo.copy %253 : tensor<3x2x32x4x16xf32>
    %255 = mhlo.copy %254 : tensor<3x2x32x4x16xf32>
    %256 = mhlo.copy %255 : tensor<3x2x32x4x16xf32>
    %257 = mhlo.copy %64#20 : tensor<3x2x4x1x32x32xf32>
    %258 = mhlo.copy %257 : tensor<3x2x4x1x32x32xf32>
    %259 = mhlo.copy %258 : tensor<3x2x4x1x32x32xf32>
    %260 = mhlo.copy %259 : tensor<3x2x4x1x32x32xf32>
    %261 = mhlo.copy %64#21 : tensor<3x2x4x1x32x1xf32>
    %262 = mhlo.copy %261 : tensor<3x2x4x1x32x1xf32>
    %263 = mhlo.copy %262 : tensor<3x2x4x1x32x1xf32>
    %264 = mhlo.copy %263 : tensor<3x2x4x1x32x1xf32>
    %265 = mhlo.copy %64#22 : tensor<3x2x4x1x32x1xf32>
    %266 = mhlo.copy %265 : tensor<3x2x4x1x32x1xf32>
    %267 = mhlo.copy %266 : tensor<3x2x4x1x32x1xf32>
    %268 = mhlo.copy %267 : tensor<3x2x4x1x32x1xf32>
    %269 = mhlo.copy %64#23 : tensor<3x2x4x1x32x32xf32>
    %270 = mhlo.copy %269 : tensor<3x2x4x1x32x32xf32>
    %271 = mhlo.copy %270 : tensor<3x2x4x1x32x32xf32>
    %272 = mhlo.copy %271 : tensor<3x2x4x1x32x32xf32>
    %273 = mhlo.copy %64#24 : tensor<3x2x32x4x16xf32>
    %274 = mhlo.copy %273 : tensor<3x2x32x4x16xf32>
    %275 = mhlo.copy %274 : tensor<3x2x32x4x16xf32>
    %276 = mhlo.copy %275 : tensor<3x2x32x4x16xf32>
    %277 = mhlo.copy %64#25 : tensor<3x2x32x4x16xf32>
    %278 = mhlo.copy %277 : tensor<3x2x32x4x16xf32>
    %279 = mhlo.copy %278 : tensor<3x2x32x4x16xf32>
    %280 = mhlo.copy %279 : tensor<3x2x32x4x16xf32>
    %281 = mhlo.copy %64#26 : tensor<3x2x32x64xf32>
    %282 = mhlo.copy %281 : tensor<3x2x32x64xf32>
    %283 = mhlo.copy %282 : tensor<3x2x32x64xf32>
    %284 = mhlo.copy %283 : tensor<3x2x32x64xf32>
    %285 = mhlo.copy %64#27 : tensor<3x2x32x1xf32>
    %286 = mhlo.copy %285 : tensor<3x2x32x1xf32>
    %287 = mhlo.copy %286 : tensor<3x2x32x1xf32>
    %288 = mhlo.copy %287 : tensor<3x2x32x1xf32>
    %289 = mhlo.copy %64#28 : tensor<3x2x32x1xf32>
    %290 = mhlo.copy %289 : tensor<3x2x32x1xf32>
    %291 = mhlo.copy %290 : tensor<3x2x32x1xf32>
    %292 = mhlo.copy %291 : tensor<3x2x32x1xf32>
    %293 = mhlo.copy %64#29 : tensor<3x2x32x64xf32>
    %294 = mhlo.copy %293 : tensor<3x2x32x64xf32>
    %295 = mhlo.copy %294 : tensor<3x2x32x64xf32>
    %296 = mhlo.copy %295 : tensor<3x2x32x64xf32>
    %297 = mhlo.copy %64#30 : tensor<3x2x32x64xf32>
    %298 = mhlo.copy %297 : tensor<3x2x32x64xf32>
    %299 = mhlo.copy %298 : tensor<3x2x32x64xf32>
    %300 = mhlo.copy %299 : tensor<3x2x32x64xf32>
    %301 = mhlo.copy %64#31 : tensor<3x2x32x64xf32>
    %302 = mhlo.copy %301 : tensor<3x2x32x64xf32>
    %303 = mhlo.copy %302 : tensor<3x2x32x64xf32>
    %304 = mhlo.copy %303 : tensor<3x2x32x64xf32>
    %305 = mhlo.copy %64#32 : tensor<3x2x32x128xf32>
    %306 = mhlo.copy %305 : tensor<3x2x32x128xf32>
    %307 = mhlo.copy %306 : tensor<3x2x32x128xf32>
    %308 = mhlo.copy %307 : tensor<3x2x32x128xf32>
    %309 = mhlo.copy %64#33 : tensor<3x2x32x128xf32>
    %310 = mhlo.copy %309 : tensor<3x2x32x128xf32>
    %311 = mhlo.copy %310 : tensor<3x2x32x128xf32>
    %312 = mhlo.copy %311 : tensor<3x2x32x128xf32>
    %313 = mhlo.copy %64#34 : tensor<3x2x32x128xf32>
    %314 = mhlo.copy %313 : tensor<3x2x32x128xf32>
    %315 = mhlo.copy %314 : tensor<3x2x32x128xf32>
    %316 = mhlo.copy %315 : tensor<3x2x32x128xf32>
    %317 = mhlo.copy %64#35 : tensor<3x2x32x128xf32>
    %318 = mhlo.copy %317 : tensor<3x2x32x128xf32>
    %319 = mhlo.copy %318 : tensor<3x2x32x128xf32>
    %320 = mhlo.copy %319 : tensor<3x2x32x128xf32>
    %321 = mhlo.copy %64#36 : tensor<3x2x32x128xf32>
    %322 = mhlo.copy %321 : tensor<3x2x32x128xf32>
    %323 = mhlo.copy %322 : tensor<3x2x32x128xf32>
    %324 = mhlo.copy %323 : tensor<3x2x32x128xf32>
    %325 = mhlo.copy %64#37 : tensor<3x2x32x128xf32>
    %326 = mhlo.copy %325 : tensor<3x2x32x128xf32>
    %327 = mhlo.copy %326 : tensor<3x2x32x128xf32>
    %328 = mhlo.copy %327 : tensor<3x2x32x128xf32>
    %329 = mhlo.copy %64#38 : tensor<3xi32>
    %330 = mhlo.copy %329 : tensor<3xi32>
    %331 = mhlo.copy %330 : tensor<3xi32>
    %332 = mhlo.copy %331 : tensor<3xi32>
    %333 = mhlo.copy %64#39 : tensor<3xi1>
    %334 = mhlo.copy %333 : tensor<3xi1>
    %335 = mhlo.copy %334 : tensor<3xi1>
    %336 = mhlo.copy %335 : tensor<3xi1>
    %337:11 = call @xla.sdy.inlinable_manual_computation_body_1.50_spmd(%176, %180, %184, %188, %192, %196, %200, %204, %208, %212, %216, %220, %224, %228, %232, %236, %240, %244, %248, %252, %256, %260, %264, %268, %272, %276, %280, %284, %288, %292, %296, %300, %304, %308, %312, %316, %320, %324, %328, %332, %336) : (tensor<1x1x2x32x64xf32>, tensor<1xi1>, tensor<1x1x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<1xf32>, tensor<2x4x1x32x32xi1>, tensor<4x16x64xf32>, tensor<1x1x64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<3xi32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x4x1x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x1xf32>, tensor<3x2x4x1x32x32xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x4x16xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x1xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x64xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3x2x32x128xf32>, tensor<3xi32>, tensor<3xi1>) -> (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<1x2x32x64xf32>)
    %338 = mhlo.copy %337#10 : tensor<1x2x32x64xf32>
    %339 = mhlo.copy %338 : tensor<1x2x32x64xf32>
    %340 = stablehlo.reshape %339 : (tensor<1x2x32x64xf32>) -> tensor<2x32x64xf32>
    %341 = mhlo.copy %340 : tensor<2x32x64xf32>
    %342 = "stablehlo.scatter"(%129, %45, %341) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<2x32x1xi32>, tensor<2x32x64xf32>) -> tensor<256x64xf32>
    %343 = "stablehlo.all_reduce"(%342) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %344 = stablehlo.add %123, %343 : tensor<256x64xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<256x64xf32>
    %347 = stablehlo.subtract %arg0, %346 : tensor<256x64xf32>
    %348 = stablehlo.reduce(%137 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %349 = "stablehlo.all_reduce"(%348) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %350 = stablehlo.reshape %349 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %351 = stablehlo.reduce(%350 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %352 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %353 = stablehlo.multiply %351, %352 : tensor<64xf32>
    %354 = stablehlo.subtract %arg1, %353 : tensor<64xf32>
    %355 = stablehlo.multiply %91, %137 : tensor<2x32x64xf32>
    %356 = stablehlo.reduce(%355 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %357 = "stablehlo.all_reduce"(%356) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %358 = stablehlo.reshape %357 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %359 = stablehlo.reduce(%358 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %360 = stablehlo.multiply %359, %352 : tensor<64xf32>
    %361 = stablehlo.subtract %arg2, %360 : tensor<64xf32>
    %362 = mhlo.copy %337#0 : tensor<1x1x64xf32>
    %363 = mhlo.copy %362 : tensor<1x1x64xf32>
    %364 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x64xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<1x1x64xf32>
    %366 = stablehlo.subtract %arg3, %365 : tensor<1x1x64xf32>
    %367 = mhlo.copy %337#1 : tensor<1x1x64xf32>
    %368 = mhlo.copy %367 : tensor<1x1x64xf32>
    %369 = stablehlo.multiply %368, %364 : tensor<1x1x64xf32>
    %370 = stablehlo.subtract %arg4, %369 : tensor<1x1x64xf32>
    %371 = mhlo.copy %337#2 : tensor<1x1x64xf32>
    %372 = mhlo.copy %371 : tensor<1x1x64xf32>
    %373 = stablehlo.multiply %372, %364 : tensor<1x1x64xf32>
    %374 = stablehlo.subtract %arg5, %373 : tensor<1x1x64xf32>
    %375 = mhlo.copy %337#3 : tensor<1x1x64xf32>
    %376 = mhlo.copy %375 : tensor<1x1x64xf32>
    %377 = stablehlo.multiply %376, %364 : tensor<1x1x64xf32>
    %378 = stablehlo.subtract %arg6, %377 : tensor<1x1x64xf32>
    %379 = mhlo.copy %337#4 : tensor<1x1x128x64xf32>
    %380 = mhlo.copy %379 : tensor<1x1x128x64xf32>
    %381 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x128x64xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<1x1x128x64xf32>
    %383 = stablehlo.subtract %arg7, %382 : tensor<1x1x128x64xf32>
    %384 = mhlo.copy %337#5 : tensor<1x1x64x128xf32>
    %385 = mhlo.copy %384 : tensor<1x1x64x128xf32>
    %386 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x64x128xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<1x1x64x128xf32>
    %388 = stablehlo.subtract %arg8, %387 : tensor<1x1x64x128xf32>
    %389 = mhlo.copy %337#6 : tensor<1x1x64x4x16xf32>
    %390 = mhlo.copy %389 : tensor<1x1x64x4x16xf32>
    %391 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x64x4x16xf32>
    %392 = stablehlo.multiply %390, %391 : tensor<1x1x64x4x16xf32>
    %393 = stablehlo.subtract %arg9, %392 : tensor<1x1x64x4x16xf32>
    %394 = mhlo.copy %337#7 : tensor<1x1x4x16x64xf32>
    %395 = mhlo.copy %394 : tensor<1x1x4x16x64xf32>
    %396 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x4x16x64xf32>
    %397 = stablehlo.multiply %395, %396 : tensor<1x1x4x16x64xf32>
    %398 = stablehlo.subtract %arg10, %397 : tensor<1x1x4x16x64xf32>
    %399 = mhlo.copy %337#8 : tensor<1x1x64x4x16xf32>
    %400 = mhlo.copy %399 : tensor<1x1x64x4x16xf32>
    %401 = stablehlo.multiply %400, %391 : tensor<1x1x64x4x16xf32>
    %402 = stablehlo.subtract %arg11, %401 : tensor<1x1x64x4x16xf32>
    %403 = mhlo.copy %337#9 : tensor<1x1x64x4x16xf32>
    %404 = mhlo.copy %403 : tensor<1x1x64x4x16xf32>
    %405 = stablehlo.multiply %404, %391 : tensor<1x1x64x4x16xf32>
    %406 = stablehlo.subtract %arg12, %405 : tensor<1x1x64x4x16xf32>
    %407 = stablehlo.reduce(%341 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<2x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %408 = "stablehlo.all_reduce"(%407) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %409 = stablehlo.reshape %408 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %410 = stablehlo.reduce(%409 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %411 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %412 = stablehlo.multiply %410, %411 : tensor<32x64xf32>
    %413 = stablehlo.subtract %arg13, %412 : tensor<32x64xf32>
    %414 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
    %415 = stablehlo.compare GE, %7, %414 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
    %416 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<2x32x1x1xi32>
    %417 = stablehlo.compare LE, %7, %416 : (tensor<2x32x1x1xi32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1x1xi1>
    %418 = stablehlo.and %415, %417 : tensor<2x32x1x1xi1>
    %419 = stablehlo.reduce(%418 init: %c_6) applies stablehlo.and across dimensions = [3] : (tensor<2x32x1x1xi1>, tensor<i1>) -> tensor<2x32x1xi1>
    %420 = stablehlo.log %115 : tensor<2x32x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<2x32x1xf32>) -> tensor<2x32x1xf32>
    %422 = stablehlo.reshape %421 : (tensor<2x32x1xf32>) -> tensor<2x32xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<2x32xf32>) -> tensor<2x32x256xf32>
    %424 = stablehlo.subtract %112, %423 : tensor<2x32x256xf32>
    %425 = "stablehlo.gather"(%424, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<2x32x256xf32>, tensor<2x32x1x1xi32>) -> tensor<2x32x1xf32>
    %426 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x32x1xf32>
    %427 = stablehlo.select %419, %425, %426 : tensor<2x32x1xi1>, tensor<2x32x1xf32>
    %428 = stablehlo.reduce(%427 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x32x1xf32>, tensor<f32>) -> tensor<f32>
    %429 = "stablehlo.all_reduce"(%428) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg16: tensor<f32>, %arg17: tensor<f32>):
      %432 = stablehlo.add %arg16, %arg17 : tensor<f32>
      stablehlo.return %432 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %430 = stablehlo.divide %429, %cst_18 : tensor<f32>
    %431 = stablehlo.negate %430 : tensor<f32>
    return %347, %354, %361, %366, %370, %374, %378, %383, %388, %393, %398, %402, %406, %413, %431 : tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x128x64xf32>, tensor<1x1x64x128xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x4x16x64xf32>, tensor<1x1x64x4x16xf32>, tensor<1x1x64x4x16xf32>, tensor<32x64xf32>, tensor<f32>
  }
}
