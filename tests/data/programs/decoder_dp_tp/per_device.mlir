module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_1 = <["axis_0"=2, "axis_1"=1, "axis_2"=1, "axis_3"=2]>
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=2]>
  func.func private @region_13.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_0.1(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @add(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.or %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
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
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.5.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_11.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_15.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.6.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.8.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.9.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.10.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.13.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @add.15.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.16.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_30.31.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.31.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
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
  func.func private @add.17.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.18.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.19.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.20.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.21.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.22.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.23.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
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
  func.func private @add.24.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.25.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.26.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.27.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.28.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.29.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.30.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.31.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_1.2(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @add.32(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.or %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @add.33.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<64x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<2x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<64x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg15: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg17: tensor<2x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg21: tensor<1x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg22: tensor<1x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64x128xf32>, tensor<f32>) {
    %c = stablehlo.constant dense<[0, 0, 1, 1]> : tensor<4xui32>
    %0 = stablehlo.partition_id : tensor<ui32>
    %1 = stablehlo.dynamic_slice %c, %0, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %c_0 = stablehlo.constant dense<0> : tensor<ui32>
    %3 = stablehlo.compare NE, %2, %c_0 : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<128x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %6 = stablehlo.select %4, %5, %5 : tensor<128x64xi1>, tensor<128x64xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %8 = stablehlo.compare LT, %arg21, %7 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_2 = stablehlo.constant dense<256> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %10 = stablehlo.add %arg21, %9 : tensor<1x32xi32>
    %11 = stablehlo.select %8, %10, %arg21 : tensor<1x32xi1>, tensor<1x32xi32>
    %12 = stablehlo.reshape %11 : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %c_3 = stablehlo.constant dense<[0, 128, 0, 128]> : tensor<4xi32>
    %13 = stablehlo.dynamic_slice %c_3, %0, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %14 = stablehlo.reshape %13 : (tensor<1xi32>) -> tensor<i32>
    %15 = stablehlo.reshape %14 : (tensor<i32>) -> tensor<1xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [2] : (tensor<1xi32>) -> tensor<1x32x1xi32>
    %17 = stablehlo.subtract %12, %16 : tensor<1x32x1xi32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    %19 = stablehlo.reshape %arg22 : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %21 = stablehlo.compare LT, %19, %20 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %22 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %23 = stablehlo.add %19, %22 : tensor<1x32x1xi32>
    %24 = stablehlo.select %21, %23, %19 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %25 = stablehlo.reshape %24 : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %c_4 = stablehlo.constant dense<[0, 128]> : tensor<2xi32>
    %c_5 = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xui32>
    %26 = stablehlo.dynamic_slice %c_5, %0, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %27 = stablehlo.reshape %26 : (tensor<1xui32>) -> tensor<ui32>
    %28 = stablehlo.dynamic_slice %c_4, %27, sizes = [1] : (tensor<2xi32>, tensor<ui32>) -> tensor<1xi32>
    %29 = stablehlo.reshape %28 : (tensor<1xi32>) -> tensor<i32>
    %30 = stablehlo.reshape %29 : (tensor<i32>) -> tensor<1xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [3] : (tensor<1xi32>) -> tensor<1x32x1x1xi32>
    %32 = stablehlo.subtract %25, %31 : tensor<1x32x1x1xi32>
    %cst_6 = stablehlo.constant dense<-1.562500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %34 = "stablehlo.scatter"(%18, %32, %33) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x128xf32>, tensor<1x32x1x1xi32>, tensor<1x32x1xf32>) -> tensor<1x32x128xf32>
    %35 = stablehlo.negate %34 : tensor<1x32x128xf32>
    %36 = stablehlo.reduce(%35 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %37 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %39 = stablehlo.compare GE, %12, %20 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_7 = stablehlo.constant dense<255> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %41 = stablehlo.compare LE, %12, %40 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %42 = stablehlo.and %39, %41 : tensor<1x32x1xi1>
    %c_8 = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.reduce(%42 init: %c_8) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x64xi1>
    %c_9 = stablehlo.constant dense<255> : tensor<1xi32>
    %45 = stablehlo.broadcast_in_dim %c_9, dims = [2] : (tensor<1xi32>) -> tensor<1x32x1xi32>
    %46 = stablehlo.clamp %20, %12, %45 : tensor<1x32x1xi32>
    %47 = stablehlo.compare LT, %46, %16 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_10 = stablehlo.constant dense<127> : tensor<i32>
    %48 = stablehlo.add %14, %c_10 : tensor<i32>
    %49 = stablehlo.reshape %48 : (tensor<i32>) -> tensor<1xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [2] : (tensor<1xi32>) -> tensor<1x32x1xi32>
    %51 = stablehlo.compare GT, %46, %50 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %52 = stablehlo.or %47, %51 : tensor<1x32x1xi1>
    %c_11 = stablehlo.constant dense<false> : tensor<i1>
    %53 = stablehlo.reduce(%52 init: %c_11) applies stablehlo.or across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x64xi1>
    %55 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %56 = stablehlo.subtract %46, %16 : tensor<1x32x1xi32>
    %57 = "stablehlo.gather"(%arg0, %56) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<1x32x1xi32>) -> tensor<1x32x64xf32>
    %58 = stablehlo.select %54, %55, %57 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %59 = "stablehlo.all_reduce"(%58) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %cst_12 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %61 = stablehlo.select %44, %59, %60 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %62 = mhlo.copy %61 : tensor<1x32x64xf32>
    %63 = stablehlo.multiply %62, %62 : tensor<1x32x64xf32>
    %64 = stablehlo.reduce(%63 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %65 = stablehlo.reshape %64 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<1x32x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %69 = stablehlo.add %67, %68 : tensor<1x32x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<1x32x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %74 = stablehlo.multiply %62, %73 : tensor<1x32x64xf32>
    %75 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %77 = stablehlo.reshape %76 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<1x32x64xf32>
    %80 = stablehlo.dot_general %79, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x1x16xf32>) -> tensor<1x32x1x16xf32>
    %81 = stablehlo.iota dim = 0 : tensor<32xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0] : (tensor<32xi32>) -> tensor<32x32xi32>
    %83 = stablehlo.iota dim = 0 : tensor<32xi32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<32xi32>) -> tensor<32x32xi32>
    %85 = stablehlo.compare GE, %82, %84 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %86 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %87 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %88 = stablehlo.select %85, %86, %87 : tensor<32x32xi1>, tensor<32x32xi1>
    %89 = stablehlo.broadcast_in_dim %88, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %90 = stablehlo.dot_general %79, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x1x16xf32>) -> tensor<1x32x1x16xf32>
    %91 = stablehlo.slice %90 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %92 = stablehlo.iota dim = 0 : tensor<32xf32>
    %93 = stablehlo.reshape %92 : (tensor<32xf32>) -> tensor<32x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1xf32>
    %95 = stablehlo.reshape %94 : (tensor<32x1xf32>) -> tensor<32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<32xf32>) -> tensor<32x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.iota dim = 0 : tensor<8xf32>
    %99 = stablehlo.negate %98 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.multiply %99, %100 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.divide %101, %102 : tensor<8xf32>
    %104 = stablehlo.power %97, %103 : tensor<8xf32>
    %105 = stablehlo.reshape %104 : (tensor<8xf32>) -> tensor<1x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<1x8xf32>) -> tensor<8xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %109 = stablehlo.multiply %96, %108 : tensor<32x8xf32>
    %110 = stablehlo.cosine %109 : tensor<32x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x32x1x8xf32>) -> tensor<32x8xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %115 = stablehlo.multiply %91, %114 : tensor<1x32x1x8xf32>
    %116 = stablehlo.slice %90 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %117 = stablehlo.sine %109 : tensor<32x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<1x32x1x8xf32>) -> tensor<32x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %122 = stablehlo.multiply %116, %121 : tensor<1x32x1x8xf32>
    %123 = stablehlo.subtract %115, %122 : tensor<1x32x1x8xf32>
    %124 = stablehlo.multiply %116, %114 : tensor<1x32x1x8xf32>
    %125 = stablehlo.multiply %91, %121 : tensor<1x32x1x8xf32>
    %126 = stablehlo.add %124, %125 : tensor<1x32x1x8xf32>
    %127 = stablehlo.concatenate %123, %126, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %128 = stablehlo.dot_general %79, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x2x16xf32>) -> tensor<1x32x2x16xf32>
    %129 = mhlo.copy %128 : tensor<1x32x2x16xf32>
    %130 = stablehlo.slice %129 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %131 = stablehlo.broadcast_in_dim %113, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<1x32x2x8xf32>
    %133 = stablehlo.slice %129 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %134 = stablehlo.broadcast_in_dim %120, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<1x32x2x8xf32>
    %136 = stablehlo.subtract %132, %135 : tensor<1x32x2x8xf32>
    %137 = stablehlo.multiply %133, %131 : tensor<1x32x2x8xf32>
    %138 = stablehlo.multiply %130, %134 : tensor<1x32x2x8xf32>
    %139 = stablehlo.add %137, %138 : tensor<1x32x2x8xf32>
    %140 = stablehlo.concatenate %136, %139, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %142 = stablehlo.dot_general %127, %141, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x32x1x2x16xf32>) -> tensor<1x1x32x32x2xf32>
    %143 = stablehlo.transpose %142, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
    %cst_18 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %145 = stablehlo.divide %143, %144 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : tensor<1x1x2x32x32xf32>
    %cst_19 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %147 = stablehlo.select %89, %145, %146 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_20) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %149 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %150 = stablehlo.maximum %148, %149 : tensor<1x1x2x32xf32>
    %151 = stablehlo.reshape %150 : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32x1xf32>
    %153 = stablehlo.reshape %152 : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %155 = stablehlo.subtract %147, %154 : tensor<1x1x2x32x32xf32>
    %156 = stablehlo.exponential %155 : tensor<1x1x2x32x32xf32>
    %157 = stablehlo.reduce(%156 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32x1xf32>
    %160 = stablehlo.reshape %159 : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %162 = stablehlo.divide %156, %161 : tensor<1x1x2x32x32xf32>
    %163 = stablehlo.dot_general %80, %162, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x1x2x32x32xf32>) -> tensor<1x1x16x2x32xf32>
    %164 = stablehlo.transpose %163, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{1,3,4,2,0}"} : (tensor<1x1x16x2x32xf32>) -> tensor<1x32x1x2x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x32x1x2x16xf32>) -> tensor<1x32x2x16xf32>
    %166 = mhlo.copy %165 : tensor<1x32x2x16xf32>
    %167 = stablehlo.dot_general %166, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xf32>, tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %168 = "stablehlo.all_reduce"(%167) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %169 = stablehlo.add %62, %168 : tensor<1x32x64xf32>
    %170 = mhlo.copy %169 : tensor<1x32x64xf32>
    %171 = stablehlo.multiply %170, %170 : tensor<1x32x64xf32>
    %172 = stablehlo.reduce(%171 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %174 = stablehlo.divide %173, %66 : tensor<1x32x1xf32>
    %175 = stablehlo.add %174, %68 : tensor<1x32x1xf32>
    %176 = stablehlo.rsqrt %175 : tensor<1x32x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %180 = stablehlo.multiply %170, %179 : tensor<1x32x64xf32>
    %181 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %185 = stablehlo.multiply %180, %184 : tensor<1x32x64xf32>
    %186 = stablehlo.dot_general %185, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %188 = stablehlo.negate %186 : tensor<1x32x64xf32>
    %189 = stablehlo.exponential %188 : tensor<1x32x64xf32>
    %190 = stablehlo.add %189, %187 : tensor<1x32x64xf32>
    %191 = stablehlo.divide %187, %190 : tensor<1x32x64xf32>
    %192 = stablehlo.multiply %186, %191 : tensor<1x32x64xf32>
    %193 = stablehlo.dot_general %185, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<1x32x64xf32>
    %195 = mhlo.copy %194 : tensor<1x32x64xf32>
    %196 = stablehlo.dot_general %195, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %197 = "stablehlo.all_reduce"(%196) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %198 = stablehlo.add %170, %197 : tensor<1x32x64xf32>
    %199 = mhlo.copy %198 : tensor<1x32x64xf32>
    %200 = stablehlo.multiply %199, %199 : tensor<1x32x64xf32>
    %201 = stablehlo.reduce(%200 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %202 = stablehlo.reshape %201 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %203 = stablehlo.divide %202, %66 : tensor<1x32x1xf32>
    %204 = stablehlo.add %203, %68 : tensor<1x32x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<1x32x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %207 = stablehlo.reshape %206 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %209 = stablehlo.multiply %199, %208 : tensor<1x32x64xf32>
    %210 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.reshape %211 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %214 = stablehlo.multiply %209, %213 : tensor<1x32x64xf32>
    %215 = stablehlo.dot_general %214, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x1x16xf32>) -> tensor<1x32x1x16xf32>
    %216 = stablehlo.dot_general %214, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x1x16xf32>) -> tensor<1x32x1x16xf32>
    %217 = stablehlo.slice %216 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %218 = stablehlo.multiply %217, %114 : tensor<1x32x1x8xf32>
    %219 = stablehlo.slice %216 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %220 = stablehlo.multiply %219, %121 : tensor<1x32x1x8xf32>
    %221 = stablehlo.subtract %218, %220 : tensor<1x32x1x8xf32>
    %222 = stablehlo.multiply %219, %114 : tensor<1x32x1x8xf32>
    %223 = stablehlo.multiply %217, %121 : tensor<1x32x1x8xf32>
    %224 = stablehlo.add %222, %223 : tensor<1x32x1x8xf32>
    %225 = stablehlo.concatenate %221, %224, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %226 = stablehlo.dot_general %214, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x2x16xf32>) -> tensor<1x32x2x16xf32>
    %227 = mhlo.copy %226 : tensor<1x32x2x16xf32>
    %228 = stablehlo.slice %227 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %229 = stablehlo.multiply %228, %131 : tensor<1x32x2x8xf32>
    %230 = stablehlo.slice %227 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %231 = stablehlo.multiply %230, %134 : tensor<1x32x2x8xf32>
    %232 = stablehlo.subtract %229, %231 : tensor<1x32x2x8xf32>
    %233 = stablehlo.multiply %230, %131 : tensor<1x32x2x8xf32>
    %234 = stablehlo.multiply %228, %134 : tensor<1x32x2x8xf32>
    %235 = stablehlo.add %233, %234 : tensor<1x32x2x8xf32>
    %236 = stablehlo.concatenate %232, %235, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %238 = stablehlo.dot_general %225, %237, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x32x1x2x16xf32>) -> tensor<1x1x32x32x2xf32>
    %239 = stablehlo.transpose %238, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
    %240 = stablehlo.divide %239, %144 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : tensor<1x1x2x32x32xf32>
    %241 = stablehlo.select %89, %240, %146 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %242 = stablehlo.reduce(%241 init: %cst_20) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %243 = stablehlo.maximum %242, %149 : tensor<1x1x2x32xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32x1xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %248 = stablehlo.subtract %241, %247 : tensor<1x1x2x32x32xf32>
    %249 = stablehlo.exponential %248 : tensor<1x1x2x32x32xf32>
    %250 = stablehlo.reduce(%249 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32x1xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %255 = stablehlo.divide %249, %254 : tensor<1x1x2x32x32xf32>
    %256 = stablehlo.dot_general %215, %255, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x1x2x32x32xf32>) -> tensor<1x1x16x2x32xf32>
    %257 = stablehlo.transpose %256, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{1,3,4,2,0}"} : (tensor<1x1x16x2x32xf32>) -> tensor<1x32x1x2x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x32x1x2x16xf32>) -> tensor<1x32x2x16xf32>
    %259 = mhlo.copy %258 : tensor<1x32x2x16xf32>
    %260 = stablehlo.dot_general %259, %arg17, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xf32>, tensor<2x16x64xf32>) -> tensor<1x32x64xf32>
    %261 = "stablehlo.all_reduce"(%260) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %262 = stablehlo.add %199, %261 : tensor<1x32x64xf32>
    %263 = mhlo.copy %262 : tensor<1x32x64xf32>
    %264 = stablehlo.multiply %263, %263 : tensor<1x32x64xf32>
    %265 = stablehlo.reduce(%264 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %267 = stablehlo.divide %266, %66 : tensor<1x32x1xf32>
    %268 = stablehlo.add %267, %68 : tensor<1x32x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<1x32x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %273 = stablehlo.multiply %263, %272 : tensor<1x32x64xf32>
    %274 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %278 = stablehlo.multiply %273, %277 : tensor<1x32x64xf32>
    %279 = stablehlo.dot_general %278, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %280 = stablehlo.negate %279 : tensor<1x32x64xf32>
    %281 = stablehlo.exponential %280 : tensor<1x32x64xf32>
    %282 = stablehlo.add %281, %187 : tensor<1x32x64xf32>
    %283 = stablehlo.divide %187, %282 : tensor<1x32x64xf32>
    %284 = stablehlo.multiply %279, %283 : tensor<1x32x64xf32>
    %285 = stablehlo.dot_general %278, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
    %287 = mhlo.copy %286 : tensor<1x32x64xf32>
    %288 = stablehlo.dot_general %287, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %289 = "stablehlo.all_reduce"(%288) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %290 = stablehlo.add %263, %289 : tensor<1x32x64xf32>
    %291 = mhlo.copy %290 : tensor<1x32x64xf32>
    %292 = stablehlo.multiply %291, %291 : tensor<1x32x64xf32>
    %293 = stablehlo.reduce(%292 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %295 = stablehlo.divide %294, %66 : tensor<1x32x1xf32>
    %296 = stablehlo.add %295, %68 : tensor<1x32x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<1x32x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %301 = stablehlo.multiply %291, %300 : tensor<1x32x64xf32>
    %302 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %304 = stablehlo.reshape %303 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %306 = stablehlo.multiply %301, %305 : tensor<1x32x64xf32>
    %307 = stablehlo.dot_general %306, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x128xf32>) -> tensor<1x32x128xf32>
    %308 = mhlo.copy %307 : tensor<1x32x128xf32>
    %309 = stablehlo.reduce(%308 init: %cst_20) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %310 = "stablehlo.all_reduce"(%309) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %311 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %312 = stablehlo.maximum %310, %311 : tensor<1x32xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %317 = stablehlo.subtract %308, %316 : tensor<1x32x128xf32>
    %318 = stablehlo.exponential %317 : tensor<1x32x128xf32>
    %319 = stablehlo.reduce(%318 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %320 = "stablehlo.all_reduce"(%319) <{channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %321 = stablehlo.reshape %320 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %322 = stablehlo.divide %38, %321 : tensor<1x32x1xf32>
    %323 = stablehlo.reduce(%322 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %325 = stablehlo.multiply %324, %318 : tensor<1x32x128xf32>
    %326 = stablehlo.add %34, %325 : tensor<1x32x128xf32>
    %327 = mhlo.copy %326 : tensor<1x32x128xf32>
    %328 = stablehlo.dot_general %327, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<64x128xf32>) -> tensor<1x32x64xf32>
    %329 = "stablehlo.all_reduce"(%328) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %330 = stablehlo.multiply %329, %305 : tensor<1x32x64xf32>
    %331 = stablehlo.multiply %330, %300 : tensor<1x32x64xf32>
    %332 = stablehlo.multiply %291, %330 : tensor<1x32x64xf32>
    %333 = stablehlo.reduce(%332 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %335 = stablehlo.divide %297, %296 : tensor<1x32x1xf32>
    %cst_22 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<1x32x1xf32>
    %338 = stablehlo.multiply %334, %337 : tensor<1x32x1xf32>
    %339 = stablehlo.divide %338, %66 : tensor<1x32x1xf32>
    %340 = stablehlo.reduce(%339 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %342 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %343 = stablehlo.multiply %291, %342 : tensor<1x32x64xf32>
    %344 = stablehlo.multiply %341, %343 : tensor<1x32x64xf32>
    %345 = stablehlo.add %331, %344 : tensor<1x32x64xf32>
    %346 = mhlo.copy %345 : tensor<1x32x64xf32>
    %347 = stablehlo.dot_general %346, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %348 = mhlo.copy %347 : tensor<1x32x64xf32>
    %349 = stablehlo.multiply %284, %348 : tensor<1x32x64xf32>
    %350 = stablehlo.dot_general %349, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %351 = "stablehlo.all_reduce"(%350) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %352 = stablehlo.multiply %348, %285 : tensor<1x32x64xf32>
    %353 = stablehlo.multiply %352, %283 : tensor<1x32x64xf32>
    %354 = stablehlo.multiply %279, %352 : tensor<1x32x64xf32>
    %355 = stablehlo.subtract %187, %283 : tensor<1x32x64xf32>
    %356 = stablehlo.multiply %283, %355 : tensor<1x32x64xf32>
    %357 = stablehlo.multiply %354, %356 : tensor<1x32x64xf32>
    %358 = stablehlo.add %353, %357 : tensor<1x32x64xf32>
    %359 = stablehlo.dot_general %358, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %360 = "stablehlo.all_reduce"(%359) <{channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %361 = stablehlo.add %351, %360 : tensor<1x32x64xf32>
    %362 = stablehlo.multiply %361, %277 : tensor<1x32x64xf32>
    %363 = stablehlo.multiply %362, %272 : tensor<1x32x64xf32>
    %364 = stablehlo.add %346, %363 : tensor<1x32x64xf32>
    %365 = stablehlo.multiply %263, %362 : tensor<1x32x64xf32>
    %366 = stablehlo.reduce(%365 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %368 = stablehlo.divide %269, %268 : tensor<1x32x1xf32>
    %369 = stablehlo.multiply %368, %336 : tensor<1x32x1xf32>
    %370 = stablehlo.multiply %367, %369 : tensor<1x32x1xf32>
    %371 = stablehlo.divide %370, %66 : tensor<1x32x1xf32>
    %372 = stablehlo.reduce(%371 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %374 = stablehlo.multiply %263, %342 : tensor<1x32x64xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<1x32x64xf32>
    %376 = stablehlo.add %364, %375 : tensor<1x32x64xf32>
    %377 = mhlo.copy %376 : tensor<1x32x64xf32>
    %378 = stablehlo.dot_general %377, %arg17, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<2x16x64xf32>) -> tensor<1x32x2x16xf32>
    %379 = mhlo.copy %378 : tensor<1x32x2x16xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %381 = stablehlo.transpose %380, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x2x32xf32>
    %382 = stablehlo.dot_general %381, %255, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x16x2x32xf32>, tensor<1x1x2x32x32xf32>) -> tensor<1x1x16x32xf32>
    %383 = stablehlo.transpose %382, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{1,3,2,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x32x1x16xf32>
    %384 = stablehlo.dot_general %383, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<64x1x16xf32>) -> tensor<1x32x64xf32>
    %385 = "stablehlo.all_reduce"(%384) <{channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %386 = stablehlo.dot_general %381, %215, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x16x2x32xf32>, tensor<1x32x1x16xf32>) -> tensor<1x1x2x32x32xf32>
    %387 = stablehlo.divide %386, %254 : tensor<1x1x2x32x32xf32>
    %388 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x1xf32>
    %389 = stablehlo.multiply %251, %251 : tensor<1x1x2x32x1xf32>
    %390 = stablehlo.divide %388, %389 : tensor<1x1x2x32x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32x1xf32>
    %392 = stablehlo.reshape %391 : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %394 = stablehlo.multiply %386, %393 : tensor<1x1x2x32x32xf32>
    %395 = stablehlo.multiply %394, %249 : tensor<1x1x2x32x32xf32>
    %396 = stablehlo.reduce(%395 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x1xf32>
    %398 = stablehlo.negate %397 : tensor<1x1x2x32x1xf32>
    %399 = stablehlo.reduce(%398 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x1xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %401 = stablehlo.add %387, %400 : tensor<1x1x2x32x32xf32>
    %402 = stablehlo.multiply %401, %249 : tensor<1x1x2x32x32xf32>
    %403 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %404 = stablehlo.select %89, %402, %403 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %405 = stablehlo.divide %404, %144 : tensor<1x1x2x32x32xf32>
    %406 = stablehlo.transpose %405, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,32,2]{2,3,4,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x32x2xf32>
    %407 = stablehlo.dot_general %406, %237, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x32x2xf32>, tensor<1x32x1x2x16xf32>) -> tensor<1x1x32x16xf32>
    %408 = stablehlo.transpose %407, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<1x1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %409 = stablehlo.slice %408 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %410 = stablehlo.multiply %409, %121 : tensor<1x32x1x8xf32>
    %411 = stablehlo.slice %408 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %412 = stablehlo.multiply %411, %114 : tensor<1x32x1x8xf32>
    %413 = stablehlo.add %410, %412 : tensor<1x32x1x8xf32>
    %414 = stablehlo.multiply %409, %114 : tensor<1x32x1x8xf32>
    %415 = stablehlo.negate %411 : tensor<1x32x1x8xf32>
    %416 = stablehlo.multiply %415, %121 : tensor<1x32x1x8xf32>
    %417 = stablehlo.add %414, %416 : tensor<1x32x1x8xf32>
    %418 = stablehlo.concatenate %413, %417, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %419 = stablehlo.dot_general %418, %arg16, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<64x1x16xf32>) -> tensor<1x32x64xf32>
    %420 = "stablehlo.all_reduce"(%419) <{channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %421 = stablehlo.add %385, %420 : tensor<1x32x64xf32>
    %422 = stablehlo.dot_general %406, %225, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x32x2xf32>, tensor<1x32x1x16xf32>) -> tensor<1x1x32x2x16xf32>
    %423 = stablehlo.transpose %422, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{4,3,1,2,0}"} : (tensor<1x1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %424 = stablehlo.reshape %423 : (tensor<1x32x1x2x16xf32>) -> tensor<1x32x2x16xf32>
    %425 = stablehlo.slice %424 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %426 = stablehlo.multiply %425, %134 : tensor<1x32x2x8xf32>
    %427 = stablehlo.slice %424 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %428 = stablehlo.multiply %427, %131 : tensor<1x32x2x8xf32>
    %429 = stablehlo.add %426, %428 : tensor<1x32x2x8xf32>
    %430 = stablehlo.multiply %425, %131 : tensor<1x32x2x8xf32>
    %431 = stablehlo.negate %427 : tensor<1x32x2x8xf32>
    %432 = stablehlo.multiply %431, %134 : tensor<1x32x2x8xf32>
    %433 = stablehlo.add %430, %432 : tensor<1x32x2x8xf32>
    %434 = stablehlo.concatenate %429, %433, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %435 = mhlo.copy %434 : tensor<1x32x2x16xf32>
    %436 = stablehlo.dot_general %435, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<1x32x64xf32>
    %437 = "stablehlo.all_reduce"(%436) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %438 = stablehlo.add %421, %437 : tensor<1x32x64xf32>
    %439 = stablehlo.multiply %438, %213 : tensor<1x32x64xf32>
    %440 = stablehlo.multiply %439, %208 : tensor<1x32x64xf32>
    %441 = stablehlo.add %377, %440 : tensor<1x32x64xf32>
    %442 = stablehlo.multiply %199, %439 : tensor<1x32x64xf32>
    %443 = stablehlo.reduce(%442 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %444 = stablehlo.reshape %443 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %445 = stablehlo.divide %205, %204 : tensor<1x32x1xf32>
    %446 = stablehlo.multiply %445, %336 : tensor<1x32x1xf32>
    %447 = stablehlo.multiply %444, %446 : tensor<1x32x1xf32>
    %448 = stablehlo.divide %447, %66 : tensor<1x32x1xf32>
    %449 = stablehlo.reduce(%448 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %451 = stablehlo.multiply %199, %342 : tensor<1x32x64xf32>
    %452 = stablehlo.multiply %450, %451 : tensor<1x32x64xf32>
    %453 = stablehlo.add %441, %452 : tensor<1x32x64xf32>
    %454 = mhlo.copy %453 : tensor<1x32x64xf32>
    %455 = stablehlo.dot_general %454, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %456 = mhlo.copy %455 : tensor<1x32x64xf32>
    %457 = stablehlo.multiply %192, %456 : tensor<1x32x64xf32>
    %458 = stablehlo.dot_general %457, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %459 = "stablehlo.all_reduce"(%458) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %460 = stablehlo.multiply %456, %193 : tensor<1x32x64xf32>
    %461 = stablehlo.multiply %460, %191 : tensor<1x32x64xf32>
    %462 = stablehlo.multiply %186, %460 : tensor<1x32x64xf32>
    %463 = stablehlo.subtract %187, %191 : tensor<1x32x64xf32>
    %464 = stablehlo.multiply %191, %463 : tensor<1x32x64xf32>
    %465 = stablehlo.multiply %462, %464 : tensor<1x32x64xf32>
    %466 = stablehlo.add %461, %465 : tensor<1x32x64xf32>
    %467 = stablehlo.dot_general %466, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<64x64xf32>) -> tensor<1x32x64xf32>
    %468 = "stablehlo.all_reduce"(%467) <{channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %469 = stablehlo.add %459, %468 : tensor<1x32x64xf32>
    %470 = stablehlo.multiply %469, %184 : tensor<1x32x64xf32>
    %471 = stablehlo.multiply %470, %179 : tensor<1x32x64xf32>
    %472 = stablehlo.add %454, %471 : tensor<1x32x64xf32>
    %473 = stablehlo.multiply %170, %470 : tensor<1x32x64xf32>
    %474 = stablehlo.reduce(%473 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %475 = stablehlo.reshape %474 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %476 = stablehlo.divide %176, %175 : tensor<1x32x1xf32>
    %477 = stablehlo.multiply %476, %336 : tensor<1x32x1xf32>
    %478 = stablehlo.multiply %475, %477 : tensor<1x32x1xf32>
    %479 = stablehlo.divide %478, %66 : tensor<1x32x1xf32>
    %480 = stablehlo.reduce(%479 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %482 = stablehlo.multiply %170, %342 : tensor<1x32x64xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<1x32x64xf32>
    %484 = stablehlo.add %472, %483 : tensor<1x32x64xf32>
    %485 = mhlo.copy %484 : tensor<1x32x64xf32>
    %486 = stablehlo.dot_general %485, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<2x16x64xf32>) -> tensor<1x32x2x16xf32>
    %487 = mhlo.copy %486 : tensor<1x32x2x16xf32>
    %488 = stablehlo.reshape %487 : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %489 = stablehlo.transpose %488, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x2x32xf32>
    %490 = stablehlo.dot_general %489, %162, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x16x2x32xf32>, tensor<1x1x2x32x32xf32>) -> tensor<1x1x16x32xf32>
    %491 = stablehlo.transpose %490, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{1,3,2,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x32x1x16xf32>
    %492 = stablehlo.dot_general %491, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<64x1x16xf32>) -> tensor<1x32x64xf32>
    %493 = "stablehlo.all_reduce"(%492) <{channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %494 = stablehlo.dot_general %489, %80, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x16x2x32xf32>, tensor<1x32x1x16xf32>) -> tensor<1x1x2x32x32xf32>
    %495 = stablehlo.divide %494, %161 : tensor<1x1x2x32x32xf32>
    %496 = stablehlo.multiply %158, %158 : tensor<1x1x2x32x1xf32>
    %497 = stablehlo.divide %388, %496 : tensor<1x1x2x32x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3, 4] : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32x1xf32>
    %499 = stablehlo.reshape %498 : (tensor<1x1x2x32x1xf32>) -> tensor<1x1x2x32xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %501 = stablehlo.multiply %494, %500 : tensor<1x1x2x32x32xf32>
    %502 = stablehlo.multiply %501, %156 : tensor<1x1x2x32x32xf32>
    %503 = stablehlo.reduce(%502 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %504 = stablehlo.reshape %503 : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x1xf32>
    %505 = stablehlo.negate %504 : tensor<1x1x2x32x1xf32>
    %506 = stablehlo.reduce(%505 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x1xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2, 3] : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %508 = stablehlo.add %495, %507 : tensor<1x1x2x32x32xf32>
    %509 = stablehlo.multiply %508, %156 : tensor<1x1x2x32x32xf32>
    %510 = stablehlo.select %89, %509, %403 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %511 = stablehlo.divide %510, %144 : tensor<1x1x2x32x32xf32>
    %512 = stablehlo.transpose %511, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,32,2]{2,3,4,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x32x2xf32>
    %513 = stablehlo.dot_general %512, %141, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x32x2xf32>, tensor<1x32x1x2x16xf32>) -> tensor<1x1x32x16xf32>
    %514 = stablehlo.transpose %513, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<1x1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %515 = stablehlo.slice %514 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %516 = stablehlo.multiply %515, %121 : tensor<1x32x1x8xf32>
    %517 = stablehlo.slice %514 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %518 = stablehlo.multiply %517, %114 : tensor<1x32x1x8xf32>
    %519 = stablehlo.add %516, %518 : tensor<1x32x1x8xf32>
    %520 = stablehlo.multiply %515, %114 : tensor<1x32x1x8xf32>
    %521 = stablehlo.negate %517 : tensor<1x32x1x8xf32>
    %522 = stablehlo.multiply %521, %121 : tensor<1x32x1x8xf32>
    %523 = stablehlo.add %520, %522 : tensor<1x32x1x8xf32>
    %524 = stablehlo.concatenate %519, %523, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %525 = stablehlo.dot_general %524, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<64x1x16xf32>) -> tensor<1x32x64xf32>
    %526 = "stablehlo.all_reduce"(%525) <{channel_handle = #stablehlo.channel_handle<handle = 24, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %527 = stablehlo.add %493, %526 : tensor<1x32x64xf32>
    %528 = stablehlo.dot_general %512, %127, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x1x32x32x2xf32>, tensor<1x32x1x16xf32>) -> tensor<1x1x32x2x16xf32>
    %529 = stablehlo.transpose %528, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{4,3,1,2,0}"} : (tensor<1x1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %530 = stablehlo.reshape %529 : (tensor<1x32x1x2x16xf32>) -> tensor<1x32x2x16xf32>
    %531 = stablehlo.slice %530 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %532 = stablehlo.multiply %531, %134 : tensor<1x32x2x8xf32>
    %533 = stablehlo.slice %530 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %534 = stablehlo.multiply %533, %131 : tensor<1x32x2x8xf32>
    %535 = stablehlo.add %532, %534 : tensor<1x32x2x8xf32>
    %536 = stablehlo.multiply %531, %131 : tensor<1x32x2x8xf32>
    %537 = stablehlo.negate %533 : tensor<1x32x2x8xf32>
    %538 = stablehlo.multiply %537, %134 : tensor<1x32x2x8xf32>
    %539 = stablehlo.add %536, %538 : tensor<1x32x2x8xf32>
    %540 = stablehlo.concatenate %535, %539, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %541 = mhlo.copy %540 : tensor<1x32x2x16xf32>
    %542 = stablehlo.dot_general %541, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<1x32x64xf32>
    %543 = "stablehlo.all_reduce"(%542) <{channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %544 = stablehlo.add %527, %543 : tensor<1x32x64xf32>
    %545 = stablehlo.multiply %544, %78 : tensor<1x32x64xf32>
    %546 = stablehlo.multiply %545, %73 : tensor<1x32x64xf32>
    %547 = stablehlo.add %485, %546 : tensor<1x32x64xf32>
    %548 = stablehlo.multiply %62, %545 : tensor<1x32x64xf32>
    %549 = stablehlo.reduce(%548 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %550 = stablehlo.reshape %549 : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %551 = stablehlo.divide %70, %69 : tensor<1x32x1xf32>
    %552 = stablehlo.multiply %551, %336 : tensor<1x32x1xf32>
    %553 = stablehlo.multiply %550, %552 : tensor<1x32x1xf32>
    %554 = stablehlo.divide %553, %66 : tensor<1x32x1xf32>
    %555 = stablehlo.reduce(%554 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<1x32xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %557 = stablehlo.multiply %62, %342 : tensor<1x32x64xf32>
    %558 = stablehlo.multiply %556, %557 : tensor<1x32x64xf32>
    %559 = stablehlo.add %547, %558 : tensor<1x32x64xf32>
    %560 = mhlo.copy %559 : tensor<1x32x64xf32>
    %561 = "stablehlo.scatter"(%6, %17, %560) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<1x32x1xi32>, tensor<1x32x64xf32>) -> tensor<128x64xf32>
    %562 = "stablehlo.all_reduce"(%561) <{channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %564 = stablehlo.multiply %562, %563 : tensor<128x64xf32>
    %565 = stablehlo.subtract %arg0, %564 : tensor<128x64xf32>
    %566 = stablehlo.multiply %301, %329 : tensor<1x32x64xf32>
    %567 = stablehlo.reduce(%566 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %568 = "stablehlo.all_reduce"(%567) <{channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %569 = stablehlo.reshape %568 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %570 = stablehlo.reduce(%569 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %571 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %572 = stablehlo.multiply %570, %571 : tensor<64xf32>
    %573 = stablehlo.subtract %arg1, %572 : tensor<64xf32>
    %574 = stablehlo.multiply %74, %544 : tensor<1x32x64xf32>
    %575 = stablehlo.reduce(%574 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %576 = "stablehlo.all_reduce"(%575) <{channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %577 = stablehlo.reshape %576 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %578 = stablehlo.reduce(%577 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %579 = stablehlo.multiply %578, %571 : tensor<64xf32>
    %580 = stablehlo.subtract %arg2, %579 : tensor<64xf32>
    %581 = stablehlo.multiply %180, %469 : tensor<1x32x64xf32>
    %582 = stablehlo.reduce(%581 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %583 = "stablehlo.all_reduce"(%582) <{channel_handle = #stablehlo.channel_handle<handle = 34, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %584 = stablehlo.reshape %583 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %585 = stablehlo.reduce(%584 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %586 = stablehlo.multiply %585, %571 : tensor<64xf32>
    %587 = stablehlo.subtract %arg3, %586 : tensor<64xf32>
    %588 = stablehlo.dot_general %454, %195, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<64x64xf32>
    %589 = "stablehlo.all_reduce"(%588) <{channel_handle = #stablehlo.channel_handle<handle = 35, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %590 = stablehlo.transpose %589, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %591 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %592 = stablehlo.multiply %590, %591 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %593 = stablehlo.subtract %arg4, %592 : tensor<64x64xf32>
    %594 = stablehlo.dot_general %466, %185, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<64x64xf32>
    %595 = "stablehlo.all_reduce"(%594) <{channel_handle = #stablehlo.channel_handle<handle = 36, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %596 = stablehlo.transpose %595, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %597 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %598 = stablehlo.multiply %596, %597 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %599 = stablehlo.subtract %arg5, %598 : tensor<64x64xf32>
    %600 = stablehlo.dot_general %457, %185, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<64x64xf32>
    %601 = "stablehlo.all_reduce"(%600) <{channel_handle = #stablehlo.channel_handle<handle = 37, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %602 = stablehlo.transpose %601, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %603 = stablehlo.multiply %602, %597 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %604 = stablehlo.subtract %arg6, %603 : tensor<64x64xf32>
    %605 = stablehlo.dot_general %524, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x32x64xf32>) -> tensor<1x16x64xf32>
    %606 = "stablehlo.all_reduce"(%605) <{channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %607 = stablehlo.transpose %606, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %608 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x1x16xf32>
    %609 = stablehlo.multiply %607, %608 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : tensor<64x1x16xf32>
    %610 = stablehlo.subtract %arg7, %609 : tensor<64x1x16xf32>
    %611 = stablehlo.dot_general %485, %166, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x2x16xf32>) -> tensor<64x2x16xf32>
    %612 = "stablehlo.all_reduce"(%611) <{channel_handle = #stablehlo.channel_handle<handle = 39, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %613 = stablehlo.transpose %612, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %614 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %615 = stablehlo.multiply %613, %614 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : tensor<2x16x64xf32>
    %616 = stablehlo.subtract %arg8, %615 : tensor<2x16x64xf32>
    %617 = stablehlo.dot_general %541, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xf32>, tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %618 = "stablehlo.all_reduce"(%617) <{channel_handle = #stablehlo.channel_handle<handle = 40, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %619 = stablehlo.transpose %618, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %620 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %621 = stablehlo.multiply %619, %620 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : tensor<64x2x16xf32>
    %622 = stablehlo.subtract %arg9, %621 : tensor<64x2x16xf32>
    %623 = stablehlo.dot_general %491, %79, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x32x64xf32>) -> tensor<1x16x64xf32>
    %624 = "stablehlo.all_reduce"(%623) <{channel_handle = #stablehlo.channel_handle<handle = 41, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %625 = stablehlo.transpose %624, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %626 = stablehlo.multiply %625, %608 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : tensor<64x1x16xf32>
    %627 = stablehlo.subtract %arg10, %626 : tensor<64x1x16xf32>
    %628 = stablehlo.multiply %209, %438 : tensor<1x32x64xf32>
    %629 = stablehlo.reduce(%628 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %630 = "stablehlo.all_reduce"(%629) <{channel_handle = #stablehlo.channel_handle<handle = 42, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %631 = stablehlo.reshape %630 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %632 = stablehlo.reduce(%631 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %633 = stablehlo.multiply %632, %571 : tensor<64xf32>
    %634 = stablehlo.subtract %arg11, %633 : tensor<64xf32>
    %635 = stablehlo.multiply %273, %361 : tensor<1x32x64xf32>
    %636 = stablehlo.reduce(%635 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %637 = "stablehlo.all_reduce"(%636) <{channel_handle = #stablehlo.channel_handle<handle = 43, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64xf32>) -> tensor<64xf32>
    %638 = stablehlo.reshape %637 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %639 = stablehlo.reduce(%638 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %640 = stablehlo.multiply %639, %571 : tensor<64xf32>
    %641 = stablehlo.subtract %arg12, %640 : tensor<64xf32>
    %642 = stablehlo.dot_general %346, %287, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<64x64xf32>
    %643 = "stablehlo.all_reduce"(%642) <{channel_handle = #stablehlo.channel_handle<handle = 44, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %644 = stablehlo.transpose %643, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %645 = stablehlo.multiply %644, %591 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %646 = stablehlo.subtract %arg13, %645 : tensor<64x64xf32>
    %647 = stablehlo.dot_general %358, %278, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<64x64xf32>
    %648 = "stablehlo.all_reduce"(%647) <{channel_handle = #stablehlo.channel_handle<handle = 45, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %649 = stablehlo.transpose %648, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %650 = stablehlo.multiply %649, %597 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %651 = stablehlo.subtract %arg14, %650 : tensor<64x64xf32>
    %652 = stablehlo.dot_general %349, %278, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<64x64xf32>
    %653 = "stablehlo.all_reduce"(%652) <{channel_handle = #stablehlo.channel_handle<handle = 46, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %654 = stablehlo.transpose %653, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %655 = stablehlo.multiply %654, %597 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : tensor<64x64xf32>
    %656 = stablehlo.subtract %arg15, %655 : tensor<64x64xf32>
    %657 = stablehlo.dot_general %418, %214, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x32x64xf32>) -> tensor<1x16x64xf32>
    %658 = "stablehlo.all_reduce"(%657) <{channel_handle = #stablehlo.channel_handle<handle = 47, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %659 = stablehlo.transpose %658, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %660 = stablehlo.multiply %659, %608 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : tensor<64x1x16xf32>
    %661 = stablehlo.subtract %arg16, %660 : tensor<64x1x16xf32>
    %662 = stablehlo.dot_general %377, %259, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x64xf32>, tensor<1x32x2x16xf32>) -> tensor<64x2x16xf32>
    %663 = "stablehlo.all_reduce"(%662) <{channel_handle = #stablehlo.channel_handle<handle = 48, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<64x2x16xf32>) -> tensor<64x2x16xf32>
    %664 = stablehlo.transpose %663, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %665 = stablehlo.multiply %664, %614 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : tensor<2x16x64xf32>
    %666 = stablehlo.subtract %arg17, %665 : tensor<2x16x64xf32>
    %667 = stablehlo.dot_general %435, %214, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x2x16xf32>, tensor<1x32x64xf32>) -> tensor<2x16x64xf32>
    %668 = "stablehlo.all_reduce"(%667) <{channel_handle = #stablehlo.channel_handle<handle = 49, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<2x16x64xf32>) -> tensor<2x16x64xf32>
    %669 = stablehlo.transpose %668, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %670 = stablehlo.multiply %669, %620 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : tensor<64x2x16xf32>
    %671 = stablehlo.subtract %arg18, %670 : tensor<64x2x16xf32>
    %672 = stablehlo.dot_general %383, %214, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x1x16xf32>, tensor<1x32x64xf32>) -> tensor<1x16x64xf32>
    %673 = "stablehlo.all_reduce"(%672) <{channel_handle = #stablehlo.channel_handle<handle = 50, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x16x64xf32>) -> tensor<1x16x64xf32>
    %674 = stablehlo.transpose %673, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %675 = stablehlo.multiply %674, %608 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : tensor<64x1x16xf32>
    %676 = stablehlo.subtract %arg19, %675 : tensor<64x1x16xf32>
    %677 = stablehlo.dot_general %327, %306, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x32x128xf32>, tensor<1x32x64xf32>) -> tensor<128x64xf32>
    %678 = "stablehlo.all_reduce"(%677) <{channel_handle = #stablehlo.channel_handle<handle = 51, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %679 = stablehlo.transpose %678, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %680 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %681 = stablehlo.multiply %679, %680 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : tensor<64x128xf32>
    %682 = stablehlo.subtract %arg20, %681 : tensor<64x128xf32>
    %683 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %684 = stablehlo.compare GE, %25, %683 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %685 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %686 = stablehlo.compare LE, %25, %685 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %687 = stablehlo.and %684, %686 : tensor<1x32x1x1xi1>
    %688 = stablehlo.reduce(%687 init: %c_8) applies stablehlo.and across dimensions = [3] : (tensor<1x32x1x1xi1>, tensor<i1>) -> tensor<1x32x1xi1>
    %689 = stablehlo.broadcast_in_dim %c_9, dims = [3] : (tensor<1xi32>) -> tensor<1x32x1x1xi32>
    %690 = stablehlo.clamp %683, %25, %689 : tensor<1x32x1x1xi32>
    %691 = stablehlo.compare LT, %690, %31 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %692 = stablehlo.add %29, %c_10 : tensor<i32>
    %693 = stablehlo.reshape %692 : (tensor<i32>) -> tensor<1xi32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [3] : (tensor<1xi32>) -> tensor<1x32x1x1xi32>
    %695 = stablehlo.compare GT, %690, %694 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %696 = stablehlo.or %691, %695 : tensor<1x32x1x1xi1>
    %697 = stablehlo.reduce(%696 init: %c_11) applies stablehlo.or across dimensions = [3] : (tensor<1x32x1x1xi1>, tensor<i1>) -> tensor<1x32x1xi1>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2] : (tensor<1x32x1xi1>) -> tensor<1x32x1xi1>
    %699 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %700 = stablehlo.log %321 : tensor<1x32x1xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2] : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %702 = stablehlo.reshape %701 : (tensor<1x32x1xf32>) -> tensor<1x32xf32>
    %703 = stablehlo.broadcast_in_dim %702, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<1x32x128xf32>
    %704 = stablehlo.subtract %317, %703 : tensor<1x32x128xf32>
    %705 = stablehlo.subtract %690, %31 : tensor<1x32x1x1xi32>
    %706 = "stablehlo.gather"(%704, %705) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x128xf32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1xf32>
    %707 = stablehlo.select %698, %699, %706 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %708 = "stablehlo.all_reduce"(%707) <{channel_handle = #stablehlo.channel_handle<handle = 56, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %709 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %710 = stablehlo.select %688, %708, %709 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %711 = stablehlo.reduce(%710 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<f32>
    %712 = "stablehlo.all_reduce"(%711) <{channel_handle = #stablehlo.channel_handle<handle = 57, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %715 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %715 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %713 = stablehlo.divide %712, %cst_13 : tensor<f32>
    %714 = stablehlo.negate %713 : tensor<f32>
    return %565, %573, %580, %587, %593, %599, %604, %610, %616, %622, %627, %634, %641, %646, %651, %656, %661, %666, %671, %676, %682, %714 : tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64x128xf32>, tensor<f32>
  }
}
