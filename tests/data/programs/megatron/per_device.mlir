module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_2 = <["axis_0"=1, "axis_1"=4, "axis_2"=1, "axis_3"=1, "axis_4"=1]>
  sdy.mesh @mesh_1 = <["axis_0"=1, "axis_1"=1, "axis_2"=4]>
  sdy.mesh @mesh = <["axis_0"=1, "axis_1"=4, "axis_2"=1, "axis_3"=1]>
  func.func private @region_0.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.0(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
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
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
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
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_13.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func @main(%arg0: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<128xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<128x64xf32> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg3: tensor<64x128xf32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg4: tensor<1x32x128xf32> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg5: tensor<128x3x1x32xf32> {mhlo.sharding = "{devices=[1,1,4,1]<=[4]}"}, %arg6: tensor<4x32x128xf32> {mhlo.sharding = "{replicated}"}) -> (tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<1x32x128xf32>, tensor<128x3x1x32xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<4x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %5 = stablehlo.reshape %4 : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %7 = stablehlo.subtract %arg6, %6 : tensor<4x32x128xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<4x32x128xf32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %10 = stablehlo.reshape %9 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %11 = stablehlo.divide %10, %2 : tensor<4x32x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<4x32x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<4x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %16 = stablehlo.reshape %15 : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %18 = stablehlo.multiply %7, %17 : tensor<4x32x128xf32>
    %19 = stablehlo.iota dim = 0 : tensor<32xi32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<32xi32>) -> tensor<32x32xi32>
    %21 = stablehlo.iota dim = 0 : tensor<32xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<32xi32>) -> tensor<32x32xi32>
    %23 = stablehlo.compare GE, %20, %22 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %24 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %26 = stablehlo.select %23, %24, %25 : tensor<32x32xi1>, tensor<32x32xi1>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<4x1x32x32xi1>
    %28 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %32 = stablehlo.multiply %18, %31 : tensor<4x32x128xf32>
    %33 = stablehlo.dot_general %arg5, %32, contracting_dims = [0] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x3x1x32xf32>, tensor<4x32x128xf32>) -> tensor<3x1x32x4x32xf32>
    %34 = stablehlo.transpose %33, dims = [0, 3, 1, 4, 2] {result_layout = dense<[3, 1, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[3,4,1,32,32]{3,1,4,2,0}"} : (tensor<3x1x32x4x32xf32>) -> tensor<3x4x1x32x32xf32>
    %35 = stablehlo.slice %34 [0:1, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %36 = stablehlo.reshape %35 : (tensor<1x4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %37 = stablehlo.slice %34 [1:2, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %39 = stablehlo.dot_general %36, %38, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %cst_3 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %41 = stablehlo.divide %39, %40 : tensor<4x1x32x32xf32>
    %cst_4 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %43 = stablehlo.select %27, %41, %42 : tensor<4x1x32x32xi1>, tensor<4x1x32x32xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1x32xf32>
    %46 = stablehlo.maximum %44, %45 : tensor<4x1x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<4x1x32xf32>) -> tensor<4x1x32x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<4x1x32x1xf32>) -> tensor<4x1x32x1xf32>
    %49 = stablehlo.reshape %48 : (tensor<4x1x32x1xf32>) -> tensor<4x1x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<4x1x32xf32>) -> tensor<4x1x32x32xf32>
    %51 = stablehlo.subtract %43, %50 : tensor<4x1x32x32xf32>
    %52 = stablehlo.exponential %51 : tensor<4x1x32x32xf32>
    %53 = stablehlo.reduce(%52 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<4x1x32xf32>) -> tensor<4x1x32x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<4x1x32x1xf32>) -> tensor<4x1x32x1xf32>
    %56 = stablehlo.reshape %55 : (tensor<4x1x32x1xf32>) -> tensor<4x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<4x1x32xf32>) -> tensor<4x1x32x32xf32>
    %58 = stablehlo.divide %52, %57 : tensor<4x1x32x32xf32>
    %59 = stablehlo.slice %34 [2:3, 0:4, 0:1, 0:32, 0:32] : (tensor<3x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %61 = stablehlo.dot_general %58, %60, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %62 = stablehlo.dot_general %61, %arg4, contracting_dims = [1, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<1x32x128xf32>) -> tensor<4x32x128xf32>
    %63 = "stablehlo.all_reduce"(%62) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %229 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %229 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %64 = stablehlo.add %arg6, %63 : tensor<4x32x128xf32>
    %65 = mhlo.copy %64 : tensor<4x32x128xf32>
    %66 = stablehlo.reduce(%65 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %67 = stablehlo.reshape %66 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %68 = stablehlo.divide %67, %2 : tensor<4x32x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %70 = stablehlo.reshape %69 : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %72 = stablehlo.subtract %65, %71 : tensor<4x32x128xf32>
    %73 = stablehlo.multiply %72, %72 : tensor<4x32x128xf32>
    %74 = stablehlo.reduce(%73 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %76 = stablehlo.divide %75, %2 : tensor<4x32x1xf32>
    %77 = stablehlo.add %76, %12 : tensor<4x32x1xf32>
    %78 = stablehlo.rsqrt %77 : tensor<4x32x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<4x32x1xf32>) -> tensor<4x32xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %82 = stablehlo.multiply %72, %81 : tensor<4x32x128xf32>
    %83 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [2] : (tensor<128xf32>) -> tensor<4x32x128xf32>
    %87 = stablehlo.multiply %82, %86 : tensor<4x32x128xf32>
    %88 = stablehlo.dot_general %87, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<128x64xf32>) -> tensor<4x32x64xf32>
    %89 = stablehlo.multiply %88, %88 : tensor<4x32x64xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<4x32x64xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<4x32x64xf32>
    %93 = stablehlo.add %88, %92 : tensor<4x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<4x32x64xf32>
    %96 = stablehlo.tanh %95 : tensor<4x32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %98 = stablehlo.add %96, %97 : tensor<4x32x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<4x32x64xf32>
    %101 = stablehlo.multiply %88, %100 : tensor<4x32x64xf32>
    %102 = stablehlo.dot_general %101, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<64x128xf32>) -> tensor<4x32x128xf32>
    %103 = "stablehlo.all_reduce"(%102) <{channel_handle = #stablehlo.channel_handle<handle = 2, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %229 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %229 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %104 = stablehlo.add %65, %103 : tensor<4x32x128xf32>
    %105 = mhlo.copy %104 : tensor<4x32x128xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<4x32x128xf32>
    %cst_11 = stablehlo.constant dense<6.10351563E-5> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x32x128xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<4x32x128xf32>
    %110 = mhlo.copy %109 : tensor<4x32x128xf32>
    %111 = stablehlo.dot_general %110, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<64x128xf32>) -> tensor<4x32x64xf32>
    %112 = stablehlo.multiply %111, %100 : tensor<4x32x64xf32>
    %113 = stablehlo.multiply %88, %111 : tensor<4x32x64xf32>
    %114 = stablehlo.multiply %113, %99 : tensor<4x32x64xf32>
    %115 = stablehlo.subtract %97, %96 : tensor<4x32x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<4x32x64xf32>
    %117 = stablehlo.multiply %116, %96 : tensor<4x32x64xf32>
    %118 = stablehlo.add %116, %117 : tensor<4x32x64xf32>
    %119 = stablehlo.multiply %118, %94 : tensor<4x32x64xf32>
    %120 = stablehlo.add %112, %119 : tensor<4x32x64xf32>
    %121 = stablehlo.multiply %119, %91 : tensor<4x32x64xf32>
    %cst_12 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %123 = stablehlo.multiply %89, %122 : tensor<4x32x64xf32>
    %124 = stablehlo.multiply %121, %123 : tensor<4x32x64xf32>
    %125 = stablehlo.add %120, %124 : tensor<4x32x64xf32>
    %126 = stablehlo.dot_general %125, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<128x64xf32>) -> tensor<4x32x128xf32>
    %127 = "stablehlo.all_reduce"(%126) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %229 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %229 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %128 = stablehlo.multiply %127, %86 : tensor<4x32x128xf32>
    %129 = stablehlo.multiply %128, %81 : tensor<4x32x128xf32>
    %130 = stablehlo.add %110, %129 : tensor<4x32x128xf32>
    %131 = stablehlo.multiply %72, %128 : tensor<4x32x128xf32>
    %132 = stablehlo.reduce(%131 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %133 = stablehlo.reshape %132 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %134 = stablehlo.divide %78, %77 : tensor<4x32x1xf32>
    %cst_13 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x32x1xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<4x32x1xf32>
    %137 = stablehlo.multiply %133, %136 : tensor<4x32x1xf32>
    %138 = stablehlo.divide %137, %2 : tensor<4x32x1xf32>
    %139 = stablehlo.reduce(%138 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %141 = stablehlo.multiply %72, %106 : tensor<4x32x128xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<4x32x128xf32>
    %143 = stablehlo.add %130, %142 : tensor<4x32x128xf32>
    %144 = stablehlo.negate %129 : tensor<4x32x128xf32>
    %145 = stablehlo.reduce(%144 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %146 = stablehlo.reshape %145 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %147 = stablehlo.negate %142 : tensor<4x32x128xf32>
    %148 = stablehlo.reduce(%147 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<4x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<4x32xf32>) -> tensor<4x32x1xf32>
    %150 = stablehlo.add %146, %149 : tensor<4x32x1xf32>
    %151 = stablehlo.divide %150, %2 : tensor<4x32x1xf32>
    %152 = stablehlo.reduce(%151 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x32x1xf32>, tensor<f32>) -> tensor<4x32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x128xf32>
    %154 = stablehlo.add %143, %153 : tensor<4x32x128xf32>
    %155 = mhlo.copy %154 : tensor<4x32x128xf32>
    %156 = stablehlo.dot_general %155, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<1x32x128xf32>) -> tensor<4x32x1x32xf32>
    %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[4,1,32,32]{3,1,2,0}"} : (tensor<4x32x1x32xf32>) -> tensor<4x1x32x32xf32>
    %158 = stablehlo.dot_general %157, %58, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %159 = stablehlo.transpose %158, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, xla_shape = "f32[4,1,32,32]{2,3,1,0}"} : (tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %160 = stablehlo.reshape %159 : (tensor<4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %161 = stablehlo.pad %160, %cst, low = [2, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
    %162 = stablehlo.dot_general %157, %60, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %163 = stablehlo.divide %162, %57 : tensor<4x1x32x32xf32>
    %164 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x1x32x1xf32>
    %165 = stablehlo.multiply %54, %54 : tensor<4x1x32x1xf32>
    %166 = stablehlo.divide %164, %165 : tensor<4x1x32x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<4x1x32x1xf32>) -> tensor<4x1x32x1xf32>
    %168 = stablehlo.reshape %167 : (tensor<4x1x32x1xf32>) -> tensor<4x1x32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<4x1x32xf32>) -> tensor<4x1x32x32xf32>
    %170 = stablehlo.multiply %162, %169 : tensor<4x1x32x32xf32>
    %171 = stablehlo.multiply %170, %52 : tensor<4x1x32x32xf32>
    %172 = stablehlo.reduce(%171 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x32xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<4x1x32xf32>) -> tensor<4x1x32x1xf32>
    %174 = stablehlo.negate %173 : tensor<4x1x32x1xf32>
    %175 = stablehlo.reduce(%174 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<4x1x32x1xf32>, tensor<f32>) -> tensor<4x1x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<4x1x32xf32>) -> tensor<4x1x32x32xf32>
    %177 = stablehlo.add %163, %176 : tensor<4x1x32x32xf32>
    %178 = stablehlo.multiply %177, %52 : tensor<4x1x32x32xf32>
    %179 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x1x32x32xf32>
    %180 = stablehlo.select %27, %178, %179 : tensor<4x1x32x32xi1>, tensor<4x1x32x32xf32>
    %181 = stablehlo.divide %180, %40 : tensor<4x1x32x32xf32>
    %182 = stablehlo.dot_general %181, %36, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %184 = stablehlo.pad %183, %cst, low = [1, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
    %185 = stablehlo.add %161, %184 : tensor<3x4x1x32x32xf32>
    %186 = stablehlo.dot_general %181, %38, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x1x32x32xf32>, tensor<4x1x32x32xf32>) -> tensor<4x1x32x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %188 = stablehlo.pad %187, %cst, low = [0, 0, 0, 0, 0], high = [2, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x4x1x32x32xf32>, tensor<f32>) -> tensor<3x4x1x32x32xf32>
    %189 = stablehlo.add %185, %188 : tensor<3x4x1x32x32xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[3,1,32,4,32]{2,4,1,3,0}"} : (tensor<3x4x1x32x32xf32>) -> tensor<3x1x32x4x32xf32>
    %191 = stablehlo.dot_general %190, %arg5, contracting_dims = [0, 1, 2] x [1, 2, 3], precision = [DEFAULT, DEFAULT] : (tensor<3x1x32x4x32xf32>, tensor<128x3x1x32xf32>) -> tensor<4x32x128xf32>
    %192 = "stablehlo.all_reduce"(%191) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %229 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %229 : tensor<f32>
    }) : (tensor<4x32x128xf32>) -> tensor<4x32x128xf32>
    %193 = stablehlo.multiply %18, %192 : tensor<4x32x128xf32>
    %194 = stablehlo.reduce(%193 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %195 = stablehlo.reshape %194 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %196 = stablehlo.reduce(%195 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<128xf32>
    %199 = stablehlo.subtract %arg0, %198 : tensor<128xf32>
    %200 = stablehlo.multiply %82, %127 : tensor<4x32x128xf32>
    %201 = stablehlo.reduce(%200 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %202 = stablehlo.reshape %201 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %203 = stablehlo.reduce(%202 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %204 = stablehlo.multiply %203, %197 : tensor<128xf32>
    %205 = stablehlo.subtract %arg1, %204 : tensor<128xf32>
    %206 = stablehlo.dot_general %125, %87, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x64xf32>, tensor<4x32x128xf32>) -> tensor<64x128xf32>
    %207 = stablehlo.transpose %206, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %208 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %209 = stablehlo.multiply %207, %208 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : tensor<128x64xf32>
    %210 = stablehlo.subtract %arg2, %209 : tensor<128x64xf32>
    %211 = stablehlo.dot_general %110, %101, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x32x64xf32>) -> tensor<128x64xf32>
    %212 = stablehlo.transpose %211, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %213 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %214 = stablehlo.multiply %212, %213 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : tensor<64x128xf32>
    %215 = stablehlo.subtract %arg3, %214 : tensor<64x128xf32>
    %216 = stablehlo.dot_general %155, %61, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x32x128xf32>, tensor<4x1x32x32xf32>) -> tensor<128x1x32xf32>
    %217 = stablehlo.transpose %216, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,32,128]{1,0,2}"} : (tensor<128x1x32xf32>) -> tensor<1x32x128xf32>
    %218 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %219 = stablehlo.multiply %217, %218 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,32,128]{1,0,2}"} : tensor<1x32x128xf32>
    %220 = stablehlo.subtract %arg4, %219 : tensor<1x32x128xf32>
    %221 = stablehlo.dot_general %190, %32, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x1x32x4x32xf32>, tensor<4x32x128xf32>) -> tensor<3x1x32x128xf32>
    %222 = stablehlo.transpose %221, dims = [3, 0, 1, 2] {result_layout = dense<[0, 3, 2, 1]> : tensor<4xindex>, xla_shape = "f32[128,3,1,32]{0,3,2,1}"} : (tensor<3x1x32x128xf32>) -> tensor<128x3x1x32xf32>
    %223 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<128x3x1x32xf32>
    %224 = stablehlo.multiply %222, %223 {result_layout = dense<[0, 3, 2, 1]> : tensor<4xindex>, xla_shape = "f32[128,3,1,32]{0,3,2,1}"} : tensor<128x3x1x32xf32>
    %225 = stablehlo.subtract %arg5, %224 : tensor<128x3x1x32xf32>
    %226 = stablehlo.multiply %105, %105 : tensor<4x32x128xf32>
    %227 = stablehlo.reduce(%226 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x128xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %228 = stablehlo.divide %227, %cst_15 : tensor<f32>
    return %199, %205, %210, %215, %220, %225, %228 : tensor<128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<1x32x128xf32>, tensor<128x3x1x32xf32>, tensor<f32>
  }
}
