module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh_3 = <["axis_0"=1, "axis_1"=4]>
  sdy.mesh @mesh_2 = <["axis_0"=4, "axis_1"=1]>
  sdy.mesh @mesh_1 = <["axis_0"=1, "axis_1"=1, "axis_2"=4]>
  sdy.mesh @mesh = <["axis_0"=4, "axis_1"=1, "axis_2"=1]>
  func.func private @region_33.34.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_34.35(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_13.14(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_15.16(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
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
  func.func private @region_30.31(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_31.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_32.33(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_35.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_36.37(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_37.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_40.41(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_42.43(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_43.44(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_44.45(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_45.46(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_46.47(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_47.48(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_48.49(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_49.50(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_50.51(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_51.52(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_52.53(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_53.54(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_54.55(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_55.56(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_56.57(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_57.58(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_58.59(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_59.60(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_60.61(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_61.62(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_62.63(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_63.64(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_64.65(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_65.66(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_66.67(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_67.68(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_68.69(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_69.70(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_70.71(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_71.72(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_72.73(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_73.74(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_74.75(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_75.76(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_76.77(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_77.78(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_78.79(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_79.80(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_80.81.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_81.82(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_81.82.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_82.83(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_83.84(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_83.84.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_84.85(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_85.86(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_85.86.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_86.87(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_87.88(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_87.88.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_88.89(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_89.90(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_89.90.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_90.91(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
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
  func.func private @region_91.92(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_91.92.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_92.93(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_93.94(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_93.94.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_94.95(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.14.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.15.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.16.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.17.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.18.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.19.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.20.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_95.96(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_95.96.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_96.97(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_97.98(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_97.98.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_98.99(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.21.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.22.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.23.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.24.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.25.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.26.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.27.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_99.100(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_99.100.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_100.101(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_101.102(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_101.102.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_102.103(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.28.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.29.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.30.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.31.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.32.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.33.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.34.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_103.104(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_103.104.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_104.105(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_105.106(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_105.106.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_106.107(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.35.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.36.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.37.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.38.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.39.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.40.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.41.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_107.108(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_107.108.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_108.109(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_109.110(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_109.110.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_110.111(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.42.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.43.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.44.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.45.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.46.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.47.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.48.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @add.49.clone(%arg0: tensor<bf16>, %arg1: tensor<bf16>) -> tensor<bf16> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<bf16>
    return %0 : tensor<bf16>
  }
  func.func private @region_1.2(%arg0: tensor<i1>, %arg1: tensor<i1>) -> tensor<i1> {
    %0 = stablehlo.and %arg0, %arg1 : tensor<i1>
    return %0 : tensor<i1>
  }
  func.func private @region_111.112(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_111.112.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<128256x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg1: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg5: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg6: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg7: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg8: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg9: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg10: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg11: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg13: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg14: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg15: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg16: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg17: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg18: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg19: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg20: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg21: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg22: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg23: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg24: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg25: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg26: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg27: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg28: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg29: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg30: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg31: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg32: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg33: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg34: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg35: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg36: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg37: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg38: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg39: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg40: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg41: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg42: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg43: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg44: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg45: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg46: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg47: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg48: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg49: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg50: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg51: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg52: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg53: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg54: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg55: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg56: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg57: tensor<576xbf16> {mhlo.sharding = "{replicated}"}, %arg58: tensor<2016x144xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg59: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg60: tensor<144x2016xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg61: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg62: tensor<9x128x144xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg63: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg64: tensor<144x9x128xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg65: tensor<144x128256xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg66: tensor<1x4096xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg67: tensor<1x4096xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<128256x144xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<144x128256xbf16>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128256x144xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4096xi32>
    %2 = stablehlo.compare LT, %arg66, %1 : (tensor<1x4096xi32>, tensor<1x4096xi32>) -> tensor<1x4096xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4096xi32>
    %4 = stablehlo.add %arg66, %3 : tensor<1x4096xi32>
    %5 = stablehlo.select %2, %4, %arg66 : tensor<1x4096xi1>, tensor<1x4096xi32>
    %6 = stablehlo.reshape %5 : (tensor<1x4096xi32>) -> tensor<1x4096x1xi32>
    %7 = "stablehlo.all_gather"(%6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<1x4096x1xi32>) -> tensor<4x4096x1xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x4096x128256xf32>
    %9 = stablehlo.reshape %arg67 : (tensor<1x4096xi32>) -> tensor<1x4096x1xi32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4096x1xi32>
    %11 = stablehlo.compare LT, %9, %10 : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x4096x1xi32>
    %13 = stablehlo.add %9, %12 : tensor<1x4096x1xi32>
    %14 = stablehlo.select %11, %13, %9 : tensor<1x4096x1xi1>, tensor<1x4096x1xi32>
    %15 = stablehlo.reshape %14 : (tensor<1x4096x1xi32>) -> tensor<1x4096x1x1xi32>
    %cst_2 = stablehlo.constant dense<-6.10351563E-5> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %17 = "stablehlo.scatter"(%8, %15, %16) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<1x4096x128256xf32>, tensor<1x4096x1x1xi32>, tensor<1x4096x1xf32>) -> tensor<1x4096x128256xf32>
    %18 = stablehlo.negate %17 : tensor<1x4096x128256xf32>
    %19 = stablehlo.reduce(%18 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x128256xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %21 = stablehlo.compare GE, %6, %10 : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %c_3 = stablehlo.constant dense<128255> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4096x1xi32>
    %23 = stablehlo.compare LE, %6, %22 : (tensor<1x4096x1xi32>, tensor<1x4096x1xi32>) -> tensor<1x4096x1xi1>
    %24 = stablehlo.and %21, %23 : tensor<1x4096x1xi1>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %25 = stablehlo.reduce(%24 init: %c_4) applies stablehlo.and across dimensions = [2] : (tensor<1x4096x1xi1>, tensor<i1>) -> tensor<1x4096xi1>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x4096xi1>) -> tensor<1x4096x576xi1>
    %27 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 144>}> : (tensor<128256x144xbf16>, tensor<4x4096x1xi32>) -> tensor<4x4096x144xbf16>
    %28 = stablehlo.reshape %27 : (tensor<4x4096x144xbf16>) -> tensor<4x1x4096x144xbf16>
    %29 = "stablehlo.all_to_all"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 0>, concat_dimension = 0 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, split_count = 4 : i64, split_dimension = 0 : i64}> : (tensor<4x1x4096x144xbf16>) -> tensor<4x1x4096x144xbf16>
    %30 = stablehlo.transpose %29, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "bf16[1,4096,4,144]{3,1,0,2}"} : (tensor<4x1x4096x144xbf16>) -> tensor<1x4096x4x144xbf16>
    %31 = stablehlo.reshape %30 : (tensor<1x4096x4x144xbf16>) -> tensor<1x4096x576xbf16>
    %cst_5 = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<1x4096x576xbf16>
    %33 = stablehlo.select %26, %31, %32 : tensor<1x4096x576xi1>, tensor<1x4096x576xbf16>
    %34 = mhlo.copy %33 : tensor<1x4096x576xbf16>
    %35 = stablehlo.convert %34 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<1x4096x576xf32>
    %37 = stablehlo.reduce(%36 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %cst_6 = stablehlo.constant dense<5.760000e+02> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %40 = stablehlo.divide %38, %39 : tensor<1x4096x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x4096x1xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x4096x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %47 = stablehlo.multiply %35, %46 : tensor<1x4096x576xf32>
    %48 = stablehlo.convert %arg2 : (tensor<576xbf16>) -> tensor<576xf32>
    %49 = stablehlo.reshape %48 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %53 = stablehlo.multiply %47, %52 : tensor<1x4096x576xf32>
    %54 = stablehlo.convert %53 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %55 = "stablehlo.all_gather"(%arg10) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %56 = stablehlo.dot_general %54, %55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %57 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0] : (tensor<4096xi32>) -> tensor<4096x4096xi32>
    %59 = stablehlo.iota dim = 0 : tensor<4096xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<4096xi32>) -> tensor<4096x4096xi32>
    %61 = stablehlo.compare GE, %58, %60 : (tensor<4096x4096xi32>, tensor<4096x4096xi32>) -> tensor<4096x4096xi1>
    %62 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %c_8 = stablehlo.constant dense<false> : tensor<i1>
    %63 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i1>) -> tensor<4096x4096xi1>
    %64 = stablehlo.select %61, %62, %63 : tensor<4096x4096xi1>, tensor<4096x4096xi1>
    %65 = stablehlo.broadcast_in_dim %64, dims = [3, 4] : (tensor<4096x4096xi1>) -> tensor<1x9x1x4096x4096xi1>
    %66 = "stablehlo.all_gather"(%arg7) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %67 = stablehlo.dot_general %54, %66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %68 = stablehlo.convert %67 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %69 = stablehlo.slice %68 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %70 = stablehlo.iota dim = 0 : tensor<4096xf32>
    %71 = stablehlo.reshape %70 : (tensor<4096xf32>) -> tensor<4096x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<4096x1xf32>) -> tensor<4096x1xf32>
    %73 = stablehlo.reshape %72 : (tensor<4096x1xf32>) -> tensor<4096xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0] : (tensor<4096xf32>) -> tensor<4096x64xf32>
    %cst_9 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %76 = stablehlo.iota dim = 0 : tensor<64xf32>
    %77 = stablehlo.negate %76 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<64xf32>
    %cst_11 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %81 = stablehlo.divide %79, %80 : tensor<64xf32>
    %82 = stablehlo.power %75, %81 : tensor<64xf32>
    %83 = stablehlo.reshape %82 : (tensor<64xf32>) -> tensor<1x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x64xf32>) -> tensor<64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<64xf32>) -> tensor<4096x64xf32>
    %87 = stablehlo.multiply %74, %86 : tensor<4096x64xf32>
    %88 = stablehlo.cosine %87 : tensor<4096x64xf32>
    %89 = stablehlo.reshape %88 : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x4096x1x64xf32>) -> tensor<4096x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x9x64xf32>
    %93 = stablehlo.multiply %69, %92 : tensor<1x4096x9x64xf32>
    %94 = stablehlo.slice %68 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %95 = stablehlo.sine %87 : tensor<4096x64xf32>
    %96 = stablehlo.reshape %95 : (tensor<4096x64xf32>) -> tensor<1x4096x1x64xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x4096x1x64xf32>) -> tensor<1x4096x1x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x4096x1x64xf32>) -> tensor<4096x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1, 3] : (tensor<4096x64xf32>) -> tensor<1x4096x9x64xf32>
    %100 = stablehlo.multiply %94, %99 : tensor<1x4096x9x64xf32>
    %101 = stablehlo.subtract %93, %100 : tensor<1x4096x9x64xf32>
    %102 = stablehlo.multiply %94, %92 : tensor<1x4096x9x64xf32>
    %103 = stablehlo.multiply %69, %99 : tensor<1x4096x9x64xf32>
    %104 = stablehlo.add %102, %103 : tensor<1x4096x9x64xf32>
    %105 = stablehlo.concatenate %101, %104, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %106 = stablehlo.convert %105 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %107 = "stablehlo.all_gather"(%arg9) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %108 = stablehlo.dot_general %54, %107, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %109 = mhlo.copy %108 : tensor<1x4096x9x128xbf16>
    %110 = stablehlo.convert %109 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %111 = stablehlo.slice %110 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %112 = stablehlo.multiply %111, %92 : tensor<1x4096x9x64xf32>
    %113 = stablehlo.slice %110 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %114 = stablehlo.multiply %113, %99 : tensor<1x4096x9x64xf32>
    %115 = stablehlo.subtract %112, %114 : tensor<1x4096x9x64xf32>
    %116 = stablehlo.multiply %113, %92 : tensor<1x4096x9x64xf32>
    %117 = stablehlo.multiply %111, %99 : tensor<1x4096x9x64xf32>
    %118 = stablehlo.add %116, %117 : tensor<1x4096x9x64xf32>
    %119 = stablehlo.concatenate %115, %118, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %120 = stablehlo.convert %119 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %121 = stablehlo.reshape %120 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %122 = stablehlo.dot_general %106, %121, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %123 = stablehlo.transpose %122, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %124 = stablehlo.convert %123 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %cst_12 = stablehlo.constant dense<11.3137083> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x9x1x4096x4096xf32>
    %126 = stablehlo.divide %124, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %cst_13 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x9x1x4096x4096xf32>
    %128 = stablehlo.select %65, %126, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %130 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x9x1x4096xf32>
    %131 = stablehlo.maximum %129, %130 : tensor<1x9x1x4096xf32>
    %132 = stablehlo.reshape %131 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %134 = stablehlo.reshape %133 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %136 = stablehlo.subtract %128, %135 : tensor<1x9x1x4096x4096xf32>
    %137 = stablehlo.exponential %136 : tensor<1x9x1x4096x4096xf32>
    %138 = stablehlo.reduce(%137 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %139 = stablehlo.reshape %138 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %141 = stablehlo.reshape %140 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %143 = stablehlo.divide %137, %142 : tensor<1x9x1x4096x4096xf32>
    %144 = stablehlo.convert %143 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %145 = stablehlo.dot_general %56, %144, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %146 = stablehlo.transpose %145, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %147 = stablehlo.reshape %146 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %148 = mhlo.copy %147 : tensor<1x4096x9x128xbf16>
    %149 = "stablehlo.all_gather"(%arg8) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %150 = stablehlo.dot_general %148, %149, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %151 = stablehlo.add %34, %150 : tensor<1x4096x576xbf16>
    %152 = mhlo.copy %151 : tensor<1x4096x576xbf16>
    %153 = stablehlo.convert %152 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %154 = stablehlo.multiply %153, %153 : tensor<1x4096x576xf32>
    %155 = stablehlo.reduce(%154 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %156 = stablehlo.reshape %155 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %157 = stablehlo.divide %156, %39 : tensor<1x4096x1xf32>
    %158 = stablehlo.add %157, %41 : tensor<1x4096x1xf32>
    %159 = stablehlo.rsqrt %158 : tensor<1x4096x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %163 = stablehlo.multiply %153, %162 : tensor<1x4096x576xf32>
    %164 = stablehlo.convert %arg3 : (tensor<576xbf16>) -> tensor<576xf32>
    %165 = stablehlo.reshape %164 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %169 = stablehlo.multiply %163, %168 : tensor<1x4096x576xf32>
    %170 = stablehlo.convert %169 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %171 = "stablehlo.all_gather"(%arg5) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %173 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<1x4096x2016xbf16>
    %174 = stablehlo.negate %172 : tensor<1x4096x2016xbf16>
    %175 = stablehlo.exponential %174 : tensor<1x4096x2016xbf16>
    %176 = stablehlo.add %175, %173 : tensor<1x4096x2016xbf16>
    %177 = stablehlo.divide %173, %176 : tensor<1x4096x2016xbf16>
    %178 = stablehlo.multiply %172, %177 : tensor<1x4096x2016xbf16>
    %179 = "stablehlo.all_gather"(%arg6) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %180 = stablehlo.dot_general %170, %179, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %181 = stablehlo.multiply %178, %180 : tensor<1x4096x2016xbf16>
    %182 = mhlo.copy %181 : tensor<1x4096x2016xbf16>
    %183 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %184 = stablehlo.dot_general %182, %183, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %185 = stablehlo.add %152, %184 : tensor<1x4096x576xbf16>
    %186 = mhlo.copy %185 : tensor<1x4096x576xbf16>
    %187 = stablehlo.convert %186 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %188 = stablehlo.multiply %187, %187 : tensor<1x4096x576xf32>
    %189 = stablehlo.reduce(%188 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %191 = stablehlo.divide %190, %39 : tensor<1x4096x1xf32>
    %192 = stablehlo.add %191, %41 : tensor<1x4096x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<1x4096x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %197 = stablehlo.multiply %187, %196 : tensor<1x4096x576xf32>
    %198 = stablehlo.convert %arg11 : (tensor<576xbf16>) -> tensor<576xf32>
    %199 = stablehlo.reshape %198 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %203 = stablehlo.multiply %197, %202 : tensor<1x4096x576xf32>
    %204 = stablehlo.convert %203 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %205 = "stablehlo.all_gather"(%arg19) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %206 = stablehlo.dot_general %204, %205, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %207 = "stablehlo.all_gather"(%arg16) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %208 = stablehlo.dot_general %204, %207, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %209 = stablehlo.convert %208 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %210 = stablehlo.slice %209 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %211 = stablehlo.multiply %210, %92 : tensor<1x4096x9x64xf32>
    %212 = stablehlo.slice %209 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %213 = stablehlo.multiply %212, %99 : tensor<1x4096x9x64xf32>
    %214 = stablehlo.subtract %211, %213 : tensor<1x4096x9x64xf32>
    %215 = stablehlo.multiply %212, %92 : tensor<1x4096x9x64xf32>
    %216 = stablehlo.multiply %210, %99 : tensor<1x4096x9x64xf32>
    %217 = stablehlo.add %215, %216 : tensor<1x4096x9x64xf32>
    %218 = stablehlo.concatenate %214, %217, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %219 = stablehlo.convert %218 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %220 = "stablehlo.all_gather"(%arg18) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %221 = stablehlo.dot_general %204, %220, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %222 = mhlo.copy %221 : tensor<1x4096x9x128xbf16>
    %223 = stablehlo.convert %222 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %224 = stablehlo.slice %223 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %225 = stablehlo.multiply %224, %92 : tensor<1x4096x9x64xf32>
    %226 = stablehlo.slice %223 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %227 = stablehlo.multiply %226, %99 : tensor<1x4096x9x64xf32>
    %228 = stablehlo.subtract %225, %227 : tensor<1x4096x9x64xf32>
    %229 = stablehlo.multiply %226, %92 : tensor<1x4096x9x64xf32>
    %230 = stablehlo.multiply %224, %99 : tensor<1x4096x9x64xf32>
    %231 = stablehlo.add %229, %230 : tensor<1x4096x9x64xf32>
    %232 = stablehlo.concatenate %228, %231, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %233 = stablehlo.convert %232 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %234 = stablehlo.reshape %233 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %235 = stablehlo.dot_general %219, %234, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %236 = stablehlo.transpose %235, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %237 = stablehlo.convert %236 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %238 = stablehlo.divide %237, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %239 = stablehlo.select %65, %238, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %240 = stablehlo.reduce(%239 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %241 = stablehlo.maximum %240, %130 : tensor<1x9x1x4096xf32>
    %242 = stablehlo.reshape %241 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %246 = stablehlo.subtract %239, %245 : tensor<1x9x1x4096x4096xf32>
    %247 = stablehlo.exponential %246 : tensor<1x9x1x4096x4096xf32>
    %248 = stablehlo.reduce(%247 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %253 = stablehlo.divide %247, %252 : tensor<1x9x1x4096x4096xf32>
    %254 = stablehlo.convert %253 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %255 = stablehlo.dot_general %206, %254, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %256 = stablehlo.transpose %255, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %257 = stablehlo.reshape %256 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %258 = mhlo.copy %257 : tensor<1x4096x9x128xbf16>
    %259 = "stablehlo.all_gather"(%arg17) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %260 = stablehlo.dot_general %258, %259, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %261 = stablehlo.add %186, %260 : tensor<1x4096x576xbf16>
    %262 = mhlo.copy %261 : tensor<1x4096x576xbf16>
    %263 = stablehlo.convert %262 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %264 = stablehlo.multiply %263, %263 : tensor<1x4096x576xf32>
    %265 = stablehlo.reduce(%264 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %267 = stablehlo.divide %266, %39 : tensor<1x4096x1xf32>
    %268 = stablehlo.add %267, %41 : tensor<1x4096x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<1x4096x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %273 = stablehlo.multiply %263, %272 : tensor<1x4096x576xf32>
    %274 = stablehlo.convert %arg12 : (tensor<576xbf16>) -> tensor<576xf32>
    %275 = stablehlo.reshape %274 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %277 = stablehlo.reshape %276 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %279 = stablehlo.multiply %273, %278 : tensor<1x4096x576xf32>
    %280 = stablehlo.convert %279 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %281 = "stablehlo.all_gather"(%arg14) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %282 = stablehlo.dot_general %280, %281, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %283 = stablehlo.negate %282 : tensor<1x4096x2016xbf16>
    %284 = stablehlo.exponential %283 : tensor<1x4096x2016xbf16>
    %285 = stablehlo.add %284, %173 : tensor<1x4096x2016xbf16>
    %286 = stablehlo.divide %173, %285 : tensor<1x4096x2016xbf16>
    %287 = stablehlo.multiply %282, %286 : tensor<1x4096x2016xbf16>
    %288 = "stablehlo.all_gather"(%arg15) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %289 = stablehlo.dot_general %280, %288, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %290 = stablehlo.multiply %287, %289 : tensor<1x4096x2016xbf16>
    %291 = mhlo.copy %290 : tensor<1x4096x2016xbf16>
    %292 = "stablehlo.all_gather"(%arg13) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %293 = stablehlo.dot_general %291, %292, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %294 = stablehlo.add %262, %293 : tensor<1x4096x576xbf16>
    %295 = mhlo.copy %294 : tensor<1x4096x576xbf16>
    %296 = stablehlo.convert %295 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %297 = stablehlo.multiply %296, %296 : tensor<1x4096x576xf32>
    %298 = stablehlo.reduce(%297 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %300 = stablehlo.divide %299, %39 : tensor<1x4096x1xf32>
    %301 = stablehlo.add %300, %41 : tensor<1x4096x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<1x4096x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %304 = stablehlo.reshape %303 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %306 = stablehlo.multiply %296, %305 : tensor<1x4096x576xf32>
    %307 = stablehlo.convert %arg20 : (tensor<576xbf16>) -> tensor<576xf32>
    %308 = stablehlo.reshape %307 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %310 = stablehlo.reshape %309 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %312 = stablehlo.multiply %306, %311 : tensor<1x4096x576xf32>
    %313 = stablehlo.convert %312 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %314 = "stablehlo.all_gather"(%arg28) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %315 = stablehlo.dot_general %313, %314, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %316 = "stablehlo.all_gather"(%arg25) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %317 = stablehlo.dot_general %313, %316, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %318 = stablehlo.convert %317 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %319 = stablehlo.slice %318 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %320 = stablehlo.multiply %319, %92 : tensor<1x4096x9x64xf32>
    %321 = stablehlo.slice %318 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %322 = stablehlo.multiply %321, %99 : tensor<1x4096x9x64xf32>
    %323 = stablehlo.subtract %320, %322 : tensor<1x4096x9x64xf32>
    %324 = stablehlo.multiply %321, %92 : tensor<1x4096x9x64xf32>
    %325 = stablehlo.multiply %319, %99 : tensor<1x4096x9x64xf32>
    %326 = stablehlo.add %324, %325 : tensor<1x4096x9x64xf32>
    %327 = stablehlo.concatenate %323, %326, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %328 = stablehlo.convert %327 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %329 = "stablehlo.all_gather"(%arg27) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 22, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %330 = stablehlo.dot_general %313, %329, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %331 = mhlo.copy %330 : tensor<1x4096x9x128xbf16>
    %332 = stablehlo.convert %331 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %333 = stablehlo.slice %332 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %334 = stablehlo.multiply %333, %92 : tensor<1x4096x9x64xf32>
    %335 = stablehlo.slice %332 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %336 = stablehlo.multiply %335, %99 : tensor<1x4096x9x64xf32>
    %337 = stablehlo.subtract %334, %336 : tensor<1x4096x9x64xf32>
    %338 = stablehlo.multiply %335, %92 : tensor<1x4096x9x64xf32>
    %339 = stablehlo.multiply %333, %99 : tensor<1x4096x9x64xf32>
    %340 = stablehlo.add %338, %339 : tensor<1x4096x9x64xf32>
    %341 = stablehlo.concatenate %337, %340, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %342 = stablehlo.convert %341 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %343 = stablehlo.reshape %342 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %344 = stablehlo.dot_general %328, %343, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %345 = stablehlo.transpose %344, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %346 = stablehlo.convert %345 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %347 = stablehlo.divide %346, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %348 = stablehlo.select %65, %347, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %349 = stablehlo.reduce(%348 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %350 = stablehlo.maximum %349, %130 : tensor<1x9x1x4096xf32>
    %351 = stablehlo.reshape %350 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %355 = stablehlo.subtract %348, %354 : tensor<1x9x1x4096x4096xf32>
    %356 = stablehlo.exponential %355 : tensor<1x9x1x4096x4096xf32>
    %357 = stablehlo.reduce(%356 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %358 = stablehlo.reshape %357 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %360 = stablehlo.reshape %359 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %362 = stablehlo.divide %356, %361 : tensor<1x9x1x4096x4096xf32>
    %363 = stablehlo.convert %362 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %364 = stablehlo.dot_general %315, %363, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %365 = stablehlo.transpose %364, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %366 = stablehlo.reshape %365 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %367 = mhlo.copy %366 : tensor<1x4096x9x128xbf16>
    %368 = "stablehlo.all_gather"(%arg26) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 23, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %369 = stablehlo.dot_general %367, %368, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %370 = stablehlo.add %295, %369 : tensor<1x4096x576xbf16>
    %371 = mhlo.copy %370 : tensor<1x4096x576xbf16>
    %372 = stablehlo.convert %371 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %373 = stablehlo.multiply %372, %372 : tensor<1x4096x576xf32>
    %374 = stablehlo.reduce(%373 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %375 = stablehlo.reshape %374 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %376 = stablehlo.divide %375, %39 : tensor<1x4096x1xf32>
    %377 = stablehlo.add %376, %41 : tensor<1x4096x1xf32>
    %378 = stablehlo.rsqrt %377 : tensor<1x4096x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %380 = stablehlo.reshape %379 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %382 = stablehlo.multiply %372, %381 : tensor<1x4096x576xf32>
    %383 = stablehlo.convert %arg21 : (tensor<576xbf16>) -> tensor<576xf32>
    %384 = stablehlo.reshape %383 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %386 = stablehlo.reshape %385 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %388 = stablehlo.multiply %382, %387 : tensor<1x4096x576xf32>
    %389 = stablehlo.convert %388 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %390 = "stablehlo.all_gather"(%arg23) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 24, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %391 = stablehlo.dot_general %389, %390, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %392 = stablehlo.negate %391 : tensor<1x4096x2016xbf16>
    %393 = stablehlo.exponential %392 : tensor<1x4096x2016xbf16>
    %394 = stablehlo.add %393, %173 : tensor<1x4096x2016xbf16>
    %395 = stablehlo.divide %173, %394 : tensor<1x4096x2016xbf16>
    %396 = stablehlo.multiply %391, %395 : tensor<1x4096x2016xbf16>
    %397 = "stablehlo.all_gather"(%arg24) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %398 = stablehlo.dot_general %389, %397, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %399 = stablehlo.multiply %396, %398 : tensor<1x4096x2016xbf16>
    %400 = mhlo.copy %399 : tensor<1x4096x2016xbf16>
    %401 = "stablehlo.all_gather"(%arg22) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %402 = stablehlo.dot_general %400, %401, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %403 = stablehlo.add %371, %402 : tensor<1x4096x576xbf16>
    %404 = mhlo.copy %403 : tensor<1x4096x576xbf16>
    %405 = stablehlo.convert %404 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %406 = stablehlo.multiply %405, %405 : tensor<1x4096x576xf32>
    %407 = stablehlo.reduce(%406 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %409 = stablehlo.divide %408, %39 : tensor<1x4096x1xf32>
    %410 = stablehlo.add %409, %41 : tensor<1x4096x1xf32>
    %411 = stablehlo.rsqrt %410 : tensor<1x4096x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %415 = stablehlo.multiply %405, %414 : tensor<1x4096x576xf32>
    %416 = stablehlo.convert %arg29 : (tensor<576xbf16>) -> tensor<576xf32>
    %417 = stablehlo.reshape %416 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %421 = stablehlo.multiply %415, %420 : tensor<1x4096x576xf32>
    %422 = stablehlo.convert %421 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %423 = "stablehlo.all_gather"(%arg37) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 27, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %424 = stablehlo.dot_general %422, %423, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %425 = "stablehlo.all_gather"(%arg34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 28, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %426 = stablehlo.dot_general %422, %425, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %427 = stablehlo.convert %426 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %428 = stablehlo.slice %427 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %429 = stablehlo.multiply %428, %92 : tensor<1x4096x9x64xf32>
    %430 = stablehlo.slice %427 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %431 = stablehlo.multiply %430, %99 : tensor<1x4096x9x64xf32>
    %432 = stablehlo.subtract %429, %431 : tensor<1x4096x9x64xf32>
    %433 = stablehlo.multiply %430, %92 : tensor<1x4096x9x64xf32>
    %434 = stablehlo.multiply %428, %99 : tensor<1x4096x9x64xf32>
    %435 = stablehlo.add %433, %434 : tensor<1x4096x9x64xf32>
    %436 = stablehlo.concatenate %432, %435, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %437 = stablehlo.convert %436 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %438 = "stablehlo.all_gather"(%arg36) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 29, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %439 = stablehlo.dot_general %422, %438, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %440 = mhlo.copy %439 : tensor<1x4096x9x128xbf16>
    %441 = stablehlo.convert %440 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %442 = stablehlo.slice %441 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %443 = stablehlo.multiply %442, %92 : tensor<1x4096x9x64xf32>
    %444 = stablehlo.slice %441 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %445 = stablehlo.multiply %444, %99 : tensor<1x4096x9x64xf32>
    %446 = stablehlo.subtract %443, %445 : tensor<1x4096x9x64xf32>
    %447 = stablehlo.multiply %444, %92 : tensor<1x4096x9x64xf32>
    %448 = stablehlo.multiply %442, %99 : tensor<1x4096x9x64xf32>
    %449 = stablehlo.add %447, %448 : tensor<1x4096x9x64xf32>
    %450 = stablehlo.concatenate %446, %449, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %451 = stablehlo.convert %450 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %452 = stablehlo.reshape %451 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %453 = stablehlo.dot_general %437, %452, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %454 = stablehlo.transpose %453, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %455 = stablehlo.convert %454 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %456 = stablehlo.divide %455, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %457 = stablehlo.select %65, %456, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %458 = stablehlo.reduce(%457 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %459 = stablehlo.maximum %458, %130 : tensor<1x9x1x4096xf32>
    %460 = stablehlo.reshape %459 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %462 = stablehlo.reshape %461 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %464 = stablehlo.subtract %457, %463 : tensor<1x9x1x4096x4096xf32>
    %465 = stablehlo.exponential %464 : tensor<1x9x1x4096x4096xf32>
    %466 = stablehlo.reduce(%465 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %467 = stablehlo.reshape %466 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %469 = stablehlo.reshape %468 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %471 = stablehlo.divide %465, %470 : tensor<1x9x1x4096x4096xf32>
    %472 = stablehlo.convert %471 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %473 = stablehlo.dot_general %424, %472, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %474 = stablehlo.transpose %473, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %475 = stablehlo.reshape %474 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %476 = mhlo.copy %475 : tensor<1x4096x9x128xbf16>
    %477 = "stablehlo.all_gather"(%arg35) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 30, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %478 = stablehlo.dot_general %476, %477, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %479 = stablehlo.add %404, %478 : tensor<1x4096x576xbf16>
    %480 = mhlo.copy %479 : tensor<1x4096x576xbf16>
    %481 = stablehlo.convert %480 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %482 = stablehlo.multiply %481, %481 : tensor<1x4096x576xf32>
    %483 = stablehlo.reduce(%482 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %484 = stablehlo.reshape %483 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %485 = stablehlo.divide %484, %39 : tensor<1x4096x1xf32>
    %486 = stablehlo.add %485, %41 : tensor<1x4096x1xf32>
    %487 = stablehlo.rsqrt %486 : tensor<1x4096x1xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %489 = stablehlo.reshape %488 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %491 = stablehlo.multiply %481, %490 : tensor<1x4096x576xf32>
    %492 = stablehlo.convert %arg30 : (tensor<576xbf16>) -> tensor<576xf32>
    %493 = stablehlo.reshape %492 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %495 = stablehlo.reshape %494 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %497 = stablehlo.multiply %491, %496 : tensor<1x4096x576xf32>
    %498 = stablehlo.convert %497 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %499 = "stablehlo.all_gather"(%arg32) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %500 = stablehlo.dot_general %498, %499, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %501 = stablehlo.negate %500 : tensor<1x4096x2016xbf16>
    %502 = stablehlo.exponential %501 : tensor<1x4096x2016xbf16>
    %503 = stablehlo.add %502, %173 : tensor<1x4096x2016xbf16>
    %504 = stablehlo.divide %173, %503 : tensor<1x4096x2016xbf16>
    %505 = stablehlo.multiply %500, %504 : tensor<1x4096x2016xbf16>
    %506 = "stablehlo.all_gather"(%arg33) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 32, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %507 = stablehlo.dot_general %498, %506, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %508 = stablehlo.multiply %505, %507 : tensor<1x4096x2016xbf16>
    %509 = mhlo.copy %508 : tensor<1x4096x2016xbf16>
    %510 = "stablehlo.all_gather"(%arg31) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 33, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %511 = stablehlo.dot_general %509, %510, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %512 = stablehlo.add %480, %511 : tensor<1x4096x576xbf16>
    %513 = mhlo.copy %512 : tensor<1x4096x576xbf16>
    %514 = stablehlo.convert %513 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %515 = stablehlo.multiply %514, %514 : tensor<1x4096x576xf32>
    %516 = stablehlo.reduce(%515 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %517 = stablehlo.reshape %516 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %518 = stablehlo.divide %517, %39 : tensor<1x4096x1xf32>
    %519 = stablehlo.add %518, %41 : tensor<1x4096x1xf32>
    %520 = stablehlo.rsqrt %519 : tensor<1x4096x1xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %522 = stablehlo.reshape %521 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %524 = stablehlo.multiply %514, %523 : tensor<1x4096x576xf32>
    %525 = stablehlo.convert %arg38 : (tensor<576xbf16>) -> tensor<576xf32>
    %526 = stablehlo.reshape %525 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %528 = stablehlo.reshape %527 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %530 = stablehlo.multiply %524, %529 : tensor<1x4096x576xf32>
    %531 = stablehlo.convert %530 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %532 = "stablehlo.all_gather"(%arg46) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 34, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %533 = stablehlo.dot_general %531, %532, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %534 = "stablehlo.all_gather"(%arg43) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 35, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %535 = stablehlo.dot_general %531, %534, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %536 = stablehlo.convert %535 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %537 = stablehlo.slice %536 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %538 = stablehlo.multiply %537, %92 : tensor<1x4096x9x64xf32>
    %539 = stablehlo.slice %536 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %540 = stablehlo.multiply %539, %99 : tensor<1x4096x9x64xf32>
    %541 = stablehlo.subtract %538, %540 : tensor<1x4096x9x64xf32>
    %542 = stablehlo.multiply %539, %92 : tensor<1x4096x9x64xf32>
    %543 = stablehlo.multiply %537, %99 : tensor<1x4096x9x64xf32>
    %544 = stablehlo.add %542, %543 : tensor<1x4096x9x64xf32>
    %545 = stablehlo.concatenate %541, %544, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %546 = stablehlo.convert %545 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %547 = "stablehlo.all_gather"(%arg45) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 36, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %548 = stablehlo.dot_general %531, %547, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %549 = mhlo.copy %548 : tensor<1x4096x9x128xbf16>
    %550 = stablehlo.convert %549 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %551 = stablehlo.slice %550 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %552 = stablehlo.multiply %551, %92 : tensor<1x4096x9x64xf32>
    %553 = stablehlo.slice %550 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %554 = stablehlo.multiply %553, %99 : tensor<1x4096x9x64xf32>
    %555 = stablehlo.subtract %552, %554 : tensor<1x4096x9x64xf32>
    %556 = stablehlo.multiply %553, %92 : tensor<1x4096x9x64xf32>
    %557 = stablehlo.multiply %551, %99 : tensor<1x4096x9x64xf32>
    %558 = stablehlo.add %556, %557 : tensor<1x4096x9x64xf32>
    %559 = stablehlo.concatenate %555, %558, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %560 = stablehlo.convert %559 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %561 = stablehlo.reshape %560 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %562 = stablehlo.dot_general %546, %561, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %563 = stablehlo.transpose %562, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %564 = stablehlo.convert %563 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %565 = stablehlo.divide %564, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %566 = stablehlo.select %65, %565, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %567 = stablehlo.reduce(%566 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %568 = stablehlo.maximum %567, %130 : tensor<1x9x1x4096xf32>
    %569 = stablehlo.reshape %568 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %571 = stablehlo.reshape %570 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %573 = stablehlo.subtract %566, %572 : tensor<1x9x1x4096x4096xf32>
    %574 = stablehlo.exponential %573 : tensor<1x9x1x4096x4096xf32>
    %575 = stablehlo.reduce(%574 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %576 = stablehlo.reshape %575 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %578 = stablehlo.reshape %577 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %579 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %580 = stablehlo.divide %574, %579 : tensor<1x9x1x4096x4096xf32>
    %581 = stablehlo.convert %580 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %582 = stablehlo.dot_general %533, %581, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %583 = stablehlo.transpose %582, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %584 = stablehlo.reshape %583 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %585 = mhlo.copy %584 : tensor<1x4096x9x128xbf16>
    %586 = "stablehlo.all_gather"(%arg44) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 37, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %587 = stablehlo.dot_general %585, %586, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %588 = stablehlo.add %513, %587 : tensor<1x4096x576xbf16>
    %589 = mhlo.copy %588 : tensor<1x4096x576xbf16>
    %590 = stablehlo.convert %589 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %591 = stablehlo.multiply %590, %590 : tensor<1x4096x576xf32>
    %592 = stablehlo.reduce(%591 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %593 = stablehlo.reshape %592 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %594 = stablehlo.divide %593, %39 : tensor<1x4096x1xf32>
    %595 = stablehlo.add %594, %41 : tensor<1x4096x1xf32>
    %596 = stablehlo.rsqrt %595 : tensor<1x4096x1xf32>
    %597 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %598 = stablehlo.reshape %597 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %600 = stablehlo.multiply %590, %599 : tensor<1x4096x576xf32>
    %601 = stablehlo.convert %arg39 : (tensor<576xbf16>) -> tensor<576xf32>
    %602 = stablehlo.reshape %601 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %604 = stablehlo.reshape %603 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %606 = stablehlo.multiply %600, %605 : tensor<1x4096x576xf32>
    %607 = stablehlo.convert %606 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %608 = "stablehlo.all_gather"(%arg41) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 38, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %609 = stablehlo.dot_general %607, %608, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %610 = stablehlo.negate %609 : tensor<1x4096x2016xbf16>
    %611 = stablehlo.exponential %610 : tensor<1x4096x2016xbf16>
    %612 = stablehlo.add %611, %173 : tensor<1x4096x2016xbf16>
    %613 = stablehlo.divide %173, %612 : tensor<1x4096x2016xbf16>
    %614 = stablehlo.multiply %609, %613 : tensor<1x4096x2016xbf16>
    %615 = "stablehlo.all_gather"(%arg42) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 39, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %616 = stablehlo.dot_general %607, %615, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %617 = stablehlo.multiply %614, %616 : tensor<1x4096x2016xbf16>
    %618 = mhlo.copy %617 : tensor<1x4096x2016xbf16>
    %619 = "stablehlo.all_gather"(%arg40) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 40, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %620 = stablehlo.dot_general %618, %619, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %621 = stablehlo.add %589, %620 : tensor<1x4096x576xbf16>
    %622 = mhlo.copy %621 : tensor<1x4096x576xbf16>
    %623 = stablehlo.convert %622 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %624 = stablehlo.multiply %623, %623 : tensor<1x4096x576xf32>
    %625 = stablehlo.reduce(%624 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %626 = stablehlo.reshape %625 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %627 = stablehlo.divide %626, %39 : tensor<1x4096x1xf32>
    %628 = stablehlo.add %627, %41 : tensor<1x4096x1xf32>
    %629 = stablehlo.rsqrt %628 : tensor<1x4096x1xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %631 = stablehlo.reshape %630 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %633 = stablehlo.multiply %623, %632 : tensor<1x4096x576xf32>
    %634 = stablehlo.convert %arg47 : (tensor<576xbf16>) -> tensor<576xf32>
    %635 = stablehlo.reshape %634 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %637 = stablehlo.reshape %636 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %639 = stablehlo.multiply %633, %638 : tensor<1x4096x576xf32>
    %640 = stablehlo.convert %639 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %641 = "stablehlo.all_gather"(%arg55) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 41, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %642 = stablehlo.dot_general %640, %641, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %643 = "stablehlo.all_gather"(%arg52) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 42, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %644 = stablehlo.dot_general %640, %643, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %645 = stablehlo.convert %644 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %646 = stablehlo.slice %645 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %647 = stablehlo.multiply %646, %92 : tensor<1x4096x9x64xf32>
    %648 = stablehlo.slice %645 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %649 = stablehlo.multiply %648, %99 : tensor<1x4096x9x64xf32>
    %650 = stablehlo.subtract %647, %649 : tensor<1x4096x9x64xf32>
    %651 = stablehlo.multiply %648, %92 : tensor<1x4096x9x64xf32>
    %652 = stablehlo.multiply %646, %99 : tensor<1x4096x9x64xf32>
    %653 = stablehlo.add %651, %652 : tensor<1x4096x9x64xf32>
    %654 = stablehlo.concatenate %650, %653, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %655 = stablehlo.convert %654 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %656 = "stablehlo.all_gather"(%arg54) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 43, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %657 = stablehlo.dot_general %640, %656, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %658 = mhlo.copy %657 : tensor<1x4096x9x128xbf16>
    %659 = stablehlo.convert %658 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %660 = stablehlo.slice %659 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %661 = stablehlo.multiply %660, %92 : tensor<1x4096x9x64xf32>
    %662 = stablehlo.slice %659 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %663 = stablehlo.multiply %662, %99 : tensor<1x4096x9x64xf32>
    %664 = stablehlo.subtract %661, %663 : tensor<1x4096x9x64xf32>
    %665 = stablehlo.multiply %662, %92 : tensor<1x4096x9x64xf32>
    %666 = stablehlo.multiply %660, %99 : tensor<1x4096x9x64xf32>
    %667 = stablehlo.add %665, %666 : tensor<1x4096x9x64xf32>
    %668 = stablehlo.concatenate %664, %667, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %669 = stablehlo.convert %668 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %670 = stablehlo.reshape %669 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %671 = stablehlo.dot_general %655, %670, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %672 = stablehlo.transpose %671, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %673 = stablehlo.convert %672 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %674 = stablehlo.divide %673, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %675 = stablehlo.select %65, %674, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %676 = stablehlo.reduce(%675 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %677 = stablehlo.maximum %676, %130 : tensor<1x9x1x4096xf32>
    %678 = stablehlo.reshape %677 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %680 = stablehlo.reshape %679 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %682 = stablehlo.subtract %675, %681 : tensor<1x9x1x4096x4096xf32>
    %683 = stablehlo.exponential %682 : tensor<1x9x1x4096x4096xf32>
    %684 = stablehlo.reduce(%683 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %685 = stablehlo.reshape %684 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %687 = stablehlo.reshape %686 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %689 = stablehlo.divide %683, %688 : tensor<1x9x1x4096x4096xf32>
    %690 = stablehlo.convert %689 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %691 = stablehlo.dot_general %642, %690, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %692 = stablehlo.transpose %691, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %693 = stablehlo.reshape %692 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %694 = mhlo.copy %693 : tensor<1x4096x9x128xbf16>
    %695 = "stablehlo.all_gather"(%arg53) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 44, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %696 = stablehlo.dot_general %694, %695, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %697 = stablehlo.add %622, %696 : tensor<1x4096x576xbf16>
    %698 = mhlo.copy %697 : tensor<1x4096x576xbf16>
    %699 = stablehlo.convert %698 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %700 = stablehlo.multiply %699, %699 : tensor<1x4096x576xf32>
    %701 = stablehlo.reduce(%700 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %702 = stablehlo.reshape %701 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %703 = stablehlo.divide %702, %39 : tensor<1x4096x1xf32>
    %704 = stablehlo.add %703, %41 : tensor<1x4096x1xf32>
    %705 = stablehlo.rsqrt %704 : tensor<1x4096x1xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %707 = stablehlo.reshape %706 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %709 = stablehlo.multiply %699, %708 : tensor<1x4096x576xf32>
    %710 = stablehlo.convert %arg48 : (tensor<576xbf16>) -> tensor<576xf32>
    %711 = stablehlo.reshape %710 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %713 = stablehlo.reshape %712 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %715 = stablehlo.multiply %709, %714 : tensor<1x4096x576xf32>
    %716 = stablehlo.convert %715 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %717 = "stablehlo.all_gather"(%arg50) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 45, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %718 = stablehlo.dot_general %716, %717, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %719 = stablehlo.negate %718 : tensor<1x4096x2016xbf16>
    %720 = stablehlo.exponential %719 : tensor<1x4096x2016xbf16>
    %721 = stablehlo.add %720, %173 : tensor<1x4096x2016xbf16>
    %722 = stablehlo.divide %173, %721 : tensor<1x4096x2016xbf16>
    %723 = stablehlo.multiply %718, %722 : tensor<1x4096x2016xbf16>
    %724 = "stablehlo.all_gather"(%arg51) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 46, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %725 = stablehlo.dot_general %716, %724, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %726 = stablehlo.multiply %723, %725 : tensor<1x4096x2016xbf16>
    %727 = mhlo.copy %726 : tensor<1x4096x2016xbf16>
    %728 = "stablehlo.all_gather"(%arg49) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 47, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %729 = stablehlo.dot_general %727, %728, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %730 = stablehlo.add %698, %729 : tensor<1x4096x576xbf16>
    %731 = mhlo.copy %730 : tensor<1x4096x576xbf16>
    %732 = stablehlo.convert %731 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %733 = stablehlo.multiply %732, %732 : tensor<1x4096x576xf32>
    %734 = stablehlo.reduce(%733 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %735 = stablehlo.reshape %734 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %736 = stablehlo.divide %735, %39 : tensor<1x4096x1xf32>
    %737 = stablehlo.add %736, %41 : tensor<1x4096x1xf32>
    %738 = stablehlo.rsqrt %737 : tensor<1x4096x1xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %740 = stablehlo.reshape %739 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %742 = stablehlo.multiply %732, %741 : tensor<1x4096x576xf32>
    %743 = stablehlo.convert %arg56 : (tensor<576xbf16>) -> tensor<576xf32>
    %744 = stablehlo.reshape %743 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %746 = stablehlo.reshape %745 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %747 = stablehlo.broadcast_in_dim %746, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %748 = stablehlo.multiply %742, %747 : tensor<1x4096x576xf32>
    %749 = stablehlo.convert %748 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %750 = "stablehlo.all_gather"(%arg64) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 48, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %751 = stablehlo.dot_general %749, %750, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %752 = "stablehlo.all_gather"(%arg61) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 49, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %753 = stablehlo.dot_general %749, %752, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %754 = stablehlo.convert %753 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %755 = stablehlo.slice %754 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %756 = stablehlo.multiply %755, %92 : tensor<1x4096x9x64xf32>
    %757 = stablehlo.slice %754 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %758 = stablehlo.multiply %757, %99 : tensor<1x4096x9x64xf32>
    %759 = stablehlo.subtract %756, %758 : tensor<1x4096x9x64xf32>
    %760 = stablehlo.multiply %757, %92 : tensor<1x4096x9x64xf32>
    %761 = stablehlo.multiply %755, %99 : tensor<1x4096x9x64xf32>
    %762 = stablehlo.add %760, %761 : tensor<1x4096x9x64xf32>
    %763 = stablehlo.concatenate %759, %762, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %764 = stablehlo.convert %763 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %765 = "stablehlo.all_gather"(%arg63) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 50, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x9x128xbf16>) -> tensor<576x9x128xbf16>
    %766 = stablehlo.dot_general %749, %765, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %767 = mhlo.copy %766 : tensor<1x4096x9x128xbf16>
    %768 = stablehlo.convert %767 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %769 = stablehlo.slice %768 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %770 = stablehlo.multiply %769, %92 : tensor<1x4096x9x64xf32>
    %771 = stablehlo.slice %768 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %772 = stablehlo.multiply %771, %99 : tensor<1x4096x9x64xf32>
    %773 = stablehlo.subtract %770, %772 : tensor<1x4096x9x64xf32>
    %774 = stablehlo.multiply %771, %92 : tensor<1x4096x9x64xf32>
    %775 = stablehlo.multiply %769, %99 : tensor<1x4096x9x64xf32>
    %776 = stablehlo.add %774, %775 : tensor<1x4096x9x64xf32>
    %777 = stablehlo.concatenate %773, %776, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %778 = stablehlo.convert %777 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %779 = stablehlo.reshape %778 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %780 = stablehlo.dot_general %764, %779, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %781 = stablehlo.transpose %780, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x4096x4096x1xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %782 = stablehlo.convert %781 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %783 = stablehlo.divide %782, %125 {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,9,1,4096,4096]{2,3,4,1,0}"} : tensor<1x9x1x4096x4096xf32>
    %784 = stablehlo.select %65, %783, %127 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %785 = stablehlo.reduce(%784 init: %cst_14) applies stablehlo.maximum across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %786 = stablehlo.maximum %785, %130 : tensor<1x9x1x4096xf32>
    %787 = stablehlo.reshape %786 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %789 = stablehlo.reshape %788 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %791 = stablehlo.subtract %784, %790 : tensor<1x9x1x4096x4096xf32>
    %792 = stablehlo.exponential %791 : tensor<1x9x1x4096x4096xf32>
    %793 = stablehlo.reduce(%792 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %794 = stablehlo.reshape %793 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %796 = stablehlo.reshape %795 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %797 = stablehlo.broadcast_in_dim %796, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %798 = stablehlo.divide %792, %797 : tensor<1x9x1x4096x4096xf32>
    %799 = stablehlo.convert %798 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %800 = stablehlo.dot_general %751, %799, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %801 = stablehlo.transpose %800, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{1,3,4,2,0}"} : (tensor<1x9x128x1x4096xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %802 = stablehlo.reshape %801 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %803 = mhlo.copy %802 : tensor<1x4096x9x128xbf16>
    %804 = "stablehlo.all_gather"(%arg62) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 51, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> : (tensor<9x128x144xbf16>) -> tensor<9x128x576xbf16>
    %805 = stablehlo.dot_general %803, %804, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x576xbf16>
    %806 = stablehlo.add %731, %805 : tensor<1x4096x576xbf16>
    %807 = mhlo.copy %806 : tensor<1x4096x576xbf16>
    %808 = stablehlo.convert %807 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %809 = stablehlo.multiply %808, %808 : tensor<1x4096x576xf32>
    %810 = stablehlo.reduce(%809 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %811 = stablehlo.reshape %810 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %812 = stablehlo.divide %811, %39 : tensor<1x4096x1xf32>
    %813 = stablehlo.add %812, %41 : tensor<1x4096x1xf32>
    %814 = stablehlo.rsqrt %813 : tensor<1x4096x1xf32>
    %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %816 = stablehlo.reshape %815 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %817 = stablehlo.broadcast_in_dim %816, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %818 = stablehlo.multiply %808, %817 : tensor<1x4096x576xf32>
    %819 = stablehlo.convert %arg57 : (tensor<576xbf16>) -> tensor<576xf32>
    %820 = stablehlo.reshape %819 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %821 = stablehlo.broadcast_in_dim %820, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %822 = stablehlo.reshape %821 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %824 = stablehlo.multiply %818, %823 : tensor<1x4096x576xf32>
    %825 = stablehlo.convert %824 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %826 = "stablehlo.all_gather"(%arg59) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 52, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %827 = stablehlo.dot_general %825, %826, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %828 = stablehlo.negate %827 : tensor<1x4096x2016xbf16>
    %829 = stablehlo.exponential %828 : tensor<1x4096x2016xbf16>
    %830 = stablehlo.add %829, %173 : tensor<1x4096x2016xbf16>
    %831 = stablehlo.divide %173, %830 : tensor<1x4096x2016xbf16>
    %832 = stablehlo.multiply %827, %831 : tensor<1x4096x2016xbf16>
    %833 = "stablehlo.all_gather"(%arg60) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 53, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x2016xbf16>) -> tensor<576x2016xbf16>
    %834 = stablehlo.dot_general %825, %833, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x2016xbf16>
    %835 = stablehlo.multiply %832, %834 : tensor<1x4096x2016xbf16>
    %836 = mhlo.copy %835 : tensor<1x4096x2016xbf16>
    %837 = "stablehlo.all_gather"(%arg58) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 54, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> : (tensor<2016x144xbf16>) -> tensor<2016x576xbf16>
    %838 = stablehlo.dot_general %836, %837, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x576xbf16>
    %839 = stablehlo.add %807, %838 : tensor<1x4096x576xbf16>
    %840 = mhlo.copy %839 : tensor<1x4096x576xbf16>
    %841 = stablehlo.convert %840 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %842 = stablehlo.multiply %841, %841 : tensor<1x4096x576xf32>
    %843 = stablehlo.reduce(%842 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %844 = stablehlo.reshape %843 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %845 = stablehlo.divide %844, %39 : tensor<1x4096x1xf32>
    %846 = stablehlo.add %845, %41 : tensor<1x4096x1xf32>
    %847 = stablehlo.rsqrt %846 : tensor<1x4096x1xf32>
    %848 = stablehlo.broadcast_in_dim %847, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %849 = stablehlo.reshape %848 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %850 = stablehlo.broadcast_in_dim %849, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %851 = stablehlo.multiply %841, %850 : tensor<1x4096x576xf32>
    %852 = stablehlo.convert %arg1 : (tensor<576xbf16>) -> tensor<576xf32>
    %853 = stablehlo.reshape %852 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %854 = stablehlo.broadcast_in_dim %853, dims = [0, 1, 2] : (tensor<1x1x576xf32>) -> tensor<1x1x576xf32>
    %855 = stablehlo.reshape %854 : (tensor<1x1x576xf32>) -> tensor<576xf32>
    %856 = stablehlo.broadcast_in_dim %855, dims = [2] : (tensor<576xf32>) -> tensor<1x4096x576xf32>
    %857 = stablehlo.multiply %851, %856 : tensor<1x4096x576xf32>
    %858 = stablehlo.convert %857 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %859 = "stablehlo.all_gather"(%arg65) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 55, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> : (tensor<144x128256xbf16>) -> tensor<576x128256xbf16>
    %860 = stablehlo.dot_general %858, %859, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<576x128256xbf16>) -> tensor<1x4096x128256xbf16>
    %861 = mhlo.copy %860 : tensor<1x4096x128256xbf16>
    %862 = stablehlo.convert %861 : (tensor<1x4096x128256xbf16>) -> tensor<1x4096x128256xf32>
    %863 = stablehlo.reduce(%862 init: %cst_14) applies stablehlo.maximum across dimensions = [2] : (tensor<1x4096x128256xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %864 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x4096xf32>
    %865 = stablehlo.maximum %863, %864 : tensor<1x4096xf32>
    %866 = stablehlo.reshape %865 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %868 = stablehlo.reshape %867 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x128256xf32>
    %870 = stablehlo.subtract %862, %869 : tensor<1x4096x128256xf32>
    %871 = stablehlo.exponential %870 : tensor<1x4096x128256xf32>
    %872 = stablehlo.reduce(%871 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x128256xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %873 = stablehlo.reshape %872 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %874 = stablehlo.divide %20, %873 : tensor<1x4096x1xf32>
    %875 = stablehlo.reduce(%874 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %876 = stablehlo.broadcast_in_dim %875, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x128256xf32>
    %877 = stablehlo.multiply %876, %871 : tensor<1x4096x128256xf32>
    %878 = stablehlo.add %17, %877 : tensor<1x4096x128256xf32>
    %879 = stablehlo.convert %878 : (tensor<1x4096x128256xf32>) -> tensor<1x4096x128256xbf16>
    %880 = mhlo.copy %879 : tensor<1x4096x128256xbf16>
    %881 = stablehlo.dot_general %880, %859, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x128256xbf16>, tensor<576x128256xbf16>) -> tensor<1x4096x576xbf16>
    %882 = stablehlo.convert %881 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %883 = stablehlo.multiply %882, %856 : tensor<1x4096x576xf32>
    %884 = stablehlo.multiply %883, %850 : tensor<1x4096x576xf32>
    %885 = stablehlo.multiply %841, %883 : tensor<1x4096x576xf32>
    %886 = stablehlo.reduce(%885 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %887 = stablehlo.reshape %886 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %888 = stablehlo.divide %847, %846 : tensor<1x4096x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %890 = stablehlo.multiply %888, %889 : tensor<1x4096x1xf32>
    %891 = stablehlo.multiply %887, %890 : tensor<1x4096x1xf32>
    %892 = stablehlo.divide %891, %39 : tensor<1x4096x1xf32>
    %893 = stablehlo.reduce(%892 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %894 = stablehlo.broadcast_in_dim %893, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %895 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x4096x576xf32>
    %896 = stablehlo.multiply %841, %895 : tensor<1x4096x576xf32>
    %897 = stablehlo.multiply %894, %896 : tensor<1x4096x576xf32>
    %898 = stablehlo.add %884, %897 : tensor<1x4096x576xf32>
    %899 = stablehlo.convert %898 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %900 = mhlo.copy %899 : tensor<1x4096x576xbf16>
    %901 = stablehlo.dot_general %900, %837, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %902 = mhlo.copy %901 : tensor<1x4096x2016xbf16>
    %903 = stablehlo.multiply %832, %902 : tensor<1x4096x2016xbf16>
    %904 = stablehlo.dot_general %903, %833, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %905 = stablehlo.multiply %902, %834 : tensor<1x4096x2016xbf16>
    %906 = stablehlo.multiply %905, %831 : tensor<1x4096x2016xbf16>
    %907 = stablehlo.multiply %827, %905 : tensor<1x4096x2016xbf16>
    %908 = stablehlo.subtract %173, %831 : tensor<1x4096x2016xbf16>
    %909 = stablehlo.multiply %831, %908 : tensor<1x4096x2016xbf16>
    %910 = stablehlo.multiply %907, %909 : tensor<1x4096x2016xbf16>
    %911 = stablehlo.add %906, %910 : tensor<1x4096x2016xbf16>
    %912 = stablehlo.dot_general %911, %826, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %913 = stablehlo.add %904, %912 : tensor<1x4096x576xbf16>
    %914 = stablehlo.convert %913 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %915 = stablehlo.multiply %914, %823 : tensor<1x4096x576xf32>
    %916 = stablehlo.multiply %915, %817 : tensor<1x4096x576xf32>
    %917 = stablehlo.multiply %808, %915 : tensor<1x4096x576xf32>
    %918 = stablehlo.reduce(%917 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %919 = stablehlo.reshape %918 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %920 = stablehlo.divide %814, %813 : tensor<1x4096x1xf32>
    %921 = stablehlo.multiply %920, %889 : tensor<1x4096x1xf32>
    %922 = stablehlo.multiply %919, %921 : tensor<1x4096x1xf32>
    %923 = stablehlo.divide %922, %39 : tensor<1x4096x1xf32>
    %924 = stablehlo.reduce(%923 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %925 = stablehlo.broadcast_in_dim %924, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %926 = stablehlo.multiply %808, %895 : tensor<1x4096x576xf32>
    %927 = stablehlo.multiply %925, %926 : tensor<1x4096x576xf32>
    %928 = stablehlo.add %916, %927 : tensor<1x4096x576xf32>
    %929 = stablehlo.convert %928 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %930 = stablehlo.add %900, %929 : tensor<1x4096x576xbf16>
    %931 = mhlo.copy %930 : tensor<1x4096x576xbf16>
    %932 = stablehlo.dot_general %931, %804, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %933 = mhlo.copy %932 : tensor<1x4096x9x128xbf16>
    %934 = stablehlo.reshape %933 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %935 = stablehlo.transpose %934, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %936 = stablehlo.dot_general %935, %799, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %937 = stablehlo.transpose %936, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %938 = stablehlo.dot_general %937, %750, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %939 = stablehlo.dot_general %935, %751, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %940 = stablehlo.convert %939 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %941 = stablehlo.divide %940, %797 : tensor<1x9x1x4096x4096xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x9x1x4096x1xf32>
    %943 = stablehlo.multiply %794, %794 : tensor<1x9x1x4096x1xf32>
    %944 = stablehlo.divide %942, %943 : tensor<1x9x1x4096x1xf32>
    %945 = stablehlo.broadcast_in_dim %944, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %946 = stablehlo.reshape %945 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %947 = stablehlo.broadcast_in_dim %946, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %948 = stablehlo.multiply %940, %947 : tensor<1x9x1x4096x4096xf32>
    %949 = stablehlo.multiply %948, %792 : tensor<1x9x1x4096x4096xf32>
    %950 = stablehlo.reduce(%949 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %951 = stablehlo.reshape %950 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %952 = stablehlo.negate %951 : tensor<1x9x1x4096x1xf32>
    %953 = stablehlo.reduce(%952 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %954 = stablehlo.reshape %953 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %956 = stablehlo.add %941, %955 : tensor<1x9x1x4096x4096xf32>
    %957 = stablehlo.multiply %956, %792 : tensor<1x9x1x4096x4096xf32>
    %958 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x9x1x4096x4096xf32>
    %959 = stablehlo.select %65, %957, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %960 = stablehlo.divide %959, %125 : tensor<1x9x1x4096x4096xf32>
    %961 = stablehlo.convert %960 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %962 = stablehlo.transpose %961, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %963 = stablehlo.dot_general %962, %779, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %964 = stablehlo.transpose %963, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %965 = stablehlo.convert %964 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %966 = stablehlo.slice %965 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %967 = stablehlo.multiply %966, %99 : tensor<1x4096x9x64xf32>
    %968 = stablehlo.slice %965 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %969 = stablehlo.multiply %968, %92 : tensor<1x4096x9x64xf32>
    %970 = stablehlo.add %967, %969 : tensor<1x4096x9x64xf32>
    %971 = stablehlo.multiply %966, %92 : tensor<1x4096x9x64xf32>
    %972 = stablehlo.negate %968 : tensor<1x4096x9x64xf32>
    %973 = stablehlo.multiply %972, %99 : tensor<1x4096x9x64xf32>
    %974 = stablehlo.add %971, %973 : tensor<1x4096x9x64xf32>
    %975 = stablehlo.concatenate %970, %974, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %976 = stablehlo.convert %975 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %977 = stablehlo.dot_general %976, %752, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %978 = stablehlo.add %938, %977 : tensor<1x4096x576xbf16>
    %979 = stablehlo.dot_general %962, %764, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %980 = stablehlo.transpose %979, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %981 = stablehlo.reshape %980 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %982 = stablehlo.convert %981 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %983 = stablehlo.slice %982 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %984 = stablehlo.multiply %983, %99 : tensor<1x4096x9x64xf32>
    %985 = stablehlo.slice %982 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %986 = stablehlo.multiply %985, %92 : tensor<1x4096x9x64xf32>
    %987 = stablehlo.add %984, %986 : tensor<1x4096x9x64xf32>
    %988 = stablehlo.multiply %983, %92 : tensor<1x4096x9x64xf32>
    %989 = stablehlo.negate %985 : tensor<1x4096x9x64xf32>
    %990 = stablehlo.multiply %989, %99 : tensor<1x4096x9x64xf32>
    %991 = stablehlo.add %988, %990 : tensor<1x4096x9x64xf32>
    %992 = stablehlo.concatenate %987, %991, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %993 = stablehlo.convert %992 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %994 = mhlo.copy %993 : tensor<1x4096x9x128xbf16>
    %995 = stablehlo.dot_general %994, %765, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %996 = stablehlo.add %978, %995 : tensor<1x4096x576xbf16>
    %997 = stablehlo.convert %996 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %998 = stablehlo.multiply %997, %747 : tensor<1x4096x576xf32>
    %999 = stablehlo.multiply %998, %741 : tensor<1x4096x576xf32>
    %1000 = stablehlo.multiply %732, %998 : tensor<1x4096x576xf32>
    %1001 = stablehlo.reduce(%1000 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1003 = stablehlo.divide %738, %737 : tensor<1x4096x1xf32>
    %1004 = stablehlo.multiply %1003, %889 : tensor<1x4096x1xf32>
    %1005 = stablehlo.multiply %1002, %1004 : tensor<1x4096x1xf32>
    %1006 = stablehlo.divide %1005, %39 : tensor<1x4096x1xf32>
    %1007 = stablehlo.reduce(%1006 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1009 = stablehlo.multiply %732, %895 : tensor<1x4096x576xf32>
    %1010 = stablehlo.multiply %1008, %1009 : tensor<1x4096x576xf32>
    %1011 = stablehlo.add %999, %1010 : tensor<1x4096x576xf32>
    %1012 = stablehlo.convert %1011 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1013 = stablehlo.add %931, %1012 : tensor<1x4096x576xbf16>
    %1014 = mhlo.copy %1013 : tensor<1x4096x576xbf16>
    %1015 = stablehlo.dot_general %1014, %728, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %1016 = mhlo.copy %1015 : tensor<1x4096x2016xbf16>
    %1017 = stablehlo.multiply %723, %1016 : tensor<1x4096x2016xbf16>
    %1018 = stablehlo.dot_general %1017, %724, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1019 = stablehlo.multiply %1016, %725 : tensor<1x4096x2016xbf16>
    %1020 = stablehlo.multiply %1019, %722 : tensor<1x4096x2016xbf16>
    %1021 = stablehlo.multiply %718, %1019 : tensor<1x4096x2016xbf16>
    %1022 = stablehlo.subtract %173, %722 : tensor<1x4096x2016xbf16>
    %1023 = stablehlo.multiply %722, %1022 : tensor<1x4096x2016xbf16>
    %1024 = stablehlo.multiply %1021, %1023 : tensor<1x4096x2016xbf16>
    %1025 = stablehlo.add %1020, %1024 : tensor<1x4096x2016xbf16>
    %1026 = stablehlo.dot_general %1025, %717, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1027 = stablehlo.add %1018, %1026 : tensor<1x4096x576xbf16>
    %1028 = stablehlo.convert %1027 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1029 = stablehlo.multiply %1028, %714 : tensor<1x4096x576xf32>
    %1030 = stablehlo.multiply %1029, %708 : tensor<1x4096x576xf32>
    %1031 = stablehlo.multiply %699, %1029 : tensor<1x4096x576xf32>
    %1032 = stablehlo.reduce(%1031 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1033 = stablehlo.reshape %1032 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1034 = stablehlo.divide %705, %704 : tensor<1x4096x1xf32>
    %1035 = stablehlo.multiply %1034, %889 : tensor<1x4096x1xf32>
    %1036 = stablehlo.multiply %1033, %1035 : tensor<1x4096x1xf32>
    %1037 = stablehlo.divide %1036, %39 : tensor<1x4096x1xf32>
    %1038 = stablehlo.reduce(%1037 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1040 = stablehlo.multiply %699, %895 : tensor<1x4096x576xf32>
    %1041 = stablehlo.multiply %1039, %1040 : tensor<1x4096x576xf32>
    %1042 = stablehlo.add %1030, %1041 : tensor<1x4096x576xf32>
    %1043 = stablehlo.convert %1042 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1044 = stablehlo.add %1014, %1043 : tensor<1x4096x576xbf16>
    %1045 = mhlo.copy %1044 : tensor<1x4096x576xbf16>
    %1046 = stablehlo.dot_general %1045, %695, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %1047 = mhlo.copy %1046 : tensor<1x4096x9x128xbf16>
    %1048 = stablehlo.reshape %1047 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1049 = stablehlo.transpose %1048, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %1050 = stablehlo.dot_general %1049, %690, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %1051 = stablehlo.transpose %1050, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %1052 = stablehlo.dot_general %1051, %641, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1053 = stablehlo.dot_general %1049, %642, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %1054 = stablehlo.convert %1053 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %1055 = stablehlo.divide %1054, %688 : tensor<1x9x1x4096x4096xf32>
    %1056 = stablehlo.multiply %685, %685 : tensor<1x9x1x4096x1xf32>
    %1057 = stablehlo.divide %942, %1056 : tensor<1x9x1x4096x1xf32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1061 = stablehlo.multiply %1054, %1060 : tensor<1x9x1x4096x4096xf32>
    %1062 = stablehlo.multiply %1061, %683 : tensor<1x9x1x4096x4096xf32>
    %1063 = stablehlo.reduce(%1062 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %1064 = stablehlo.reshape %1063 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %1065 = stablehlo.negate %1064 : tensor<1x9x1x4096x1xf32>
    %1066 = stablehlo.reduce(%1065 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %1067 = stablehlo.reshape %1066 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %1068 = stablehlo.broadcast_in_dim %1067, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1069 = stablehlo.add %1055, %1068 : tensor<1x9x1x4096x4096xf32>
    %1070 = stablehlo.multiply %1069, %683 : tensor<1x9x1x4096x4096xf32>
    %1071 = stablehlo.select %65, %1070, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %1072 = stablehlo.divide %1071, %125 : tensor<1x9x1x4096x4096xf32>
    %1073 = stablehlo.convert %1072 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %1074 = stablehlo.transpose %1073, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %1075 = stablehlo.dot_general %1074, %670, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %1076 = stablehlo.transpose %1075, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1077 = stablehlo.convert %1076 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1078 = stablehlo.slice %1077 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1079 = stablehlo.multiply %1078, %99 : tensor<1x4096x9x64xf32>
    %1080 = stablehlo.slice %1077 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1081 = stablehlo.multiply %1080, %92 : tensor<1x4096x9x64xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<1x4096x9x64xf32>
    %1083 = stablehlo.multiply %1078, %92 : tensor<1x4096x9x64xf32>
    %1084 = stablehlo.negate %1080 : tensor<1x4096x9x64xf32>
    %1085 = stablehlo.multiply %1084, %99 : tensor<1x4096x9x64xf32>
    %1086 = stablehlo.add %1083, %1085 : tensor<1x4096x9x64xf32>
    %1087 = stablehlo.concatenate %1082, %1086, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1088 = stablehlo.convert %1087 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1089 = stablehlo.dot_general %1088, %643, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1090 = stablehlo.add %1052, %1089 : tensor<1x4096x576xbf16>
    %1091 = stablehlo.dot_general %1074, %655, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %1092 = stablehlo.transpose %1091, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1093 = stablehlo.reshape %1092 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1094 = stablehlo.convert %1093 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1095 = stablehlo.slice %1094 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1096 = stablehlo.multiply %1095, %99 : tensor<1x4096x9x64xf32>
    %1097 = stablehlo.slice %1094 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1098 = stablehlo.multiply %1097, %92 : tensor<1x4096x9x64xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<1x4096x9x64xf32>
    %1100 = stablehlo.multiply %1095, %92 : tensor<1x4096x9x64xf32>
    %1101 = stablehlo.negate %1097 : tensor<1x4096x9x64xf32>
    %1102 = stablehlo.multiply %1101, %99 : tensor<1x4096x9x64xf32>
    %1103 = stablehlo.add %1100, %1102 : tensor<1x4096x9x64xf32>
    %1104 = stablehlo.concatenate %1099, %1103, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1105 = stablehlo.convert %1104 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1106 = mhlo.copy %1105 : tensor<1x4096x9x128xbf16>
    %1107 = stablehlo.dot_general %1106, %656, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1108 = stablehlo.add %1090, %1107 : tensor<1x4096x576xbf16>
    %1109 = stablehlo.convert %1108 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1110 = stablehlo.multiply %1109, %638 : tensor<1x4096x576xf32>
    %1111 = stablehlo.multiply %1110, %632 : tensor<1x4096x576xf32>
    %1112 = stablehlo.multiply %623, %1110 : tensor<1x4096x576xf32>
    %1113 = stablehlo.reduce(%1112 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1114 = stablehlo.reshape %1113 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1115 = stablehlo.divide %629, %628 : tensor<1x4096x1xf32>
    %1116 = stablehlo.multiply %1115, %889 : tensor<1x4096x1xf32>
    %1117 = stablehlo.multiply %1114, %1116 : tensor<1x4096x1xf32>
    %1118 = stablehlo.divide %1117, %39 : tensor<1x4096x1xf32>
    %1119 = stablehlo.reduce(%1118 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1120 = stablehlo.broadcast_in_dim %1119, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1121 = stablehlo.multiply %623, %895 : tensor<1x4096x576xf32>
    %1122 = stablehlo.multiply %1120, %1121 : tensor<1x4096x576xf32>
    %1123 = stablehlo.add %1111, %1122 : tensor<1x4096x576xf32>
    %1124 = stablehlo.convert %1123 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1125 = stablehlo.add %1045, %1124 : tensor<1x4096x576xbf16>
    %1126 = mhlo.copy %1125 : tensor<1x4096x576xbf16>
    %1127 = stablehlo.dot_general %1126, %619, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %1128 = mhlo.copy %1127 : tensor<1x4096x2016xbf16>
    %1129 = stablehlo.multiply %614, %1128 : tensor<1x4096x2016xbf16>
    %1130 = stablehlo.dot_general %1129, %615, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1131 = stablehlo.multiply %1128, %616 : tensor<1x4096x2016xbf16>
    %1132 = stablehlo.multiply %1131, %613 : tensor<1x4096x2016xbf16>
    %1133 = stablehlo.multiply %609, %1131 : tensor<1x4096x2016xbf16>
    %1134 = stablehlo.subtract %173, %613 : tensor<1x4096x2016xbf16>
    %1135 = stablehlo.multiply %613, %1134 : tensor<1x4096x2016xbf16>
    %1136 = stablehlo.multiply %1133, %1135 : tensor<1x4096x2016xbf16>
    %1137 = stablehlo.add %1132, %1136 : tensor<1x4096x2016xbf16>
    %1138 = stablehlo.dot_general %1137, %608, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1139 = stablehlo.add %1130, %1138 : tensor<1x4096x576xbf16>
    %1140 = stablehlo.convert %1139 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1141 = stablehlo.multiply %1140, %605 : tensor<1x4096x576xf32>
    %1142 = stablehlo.multiply %1141, %599 : tensor<1x4096x576xf32>
    %1143 = stablehlo.multiply %590, %1141 : tensor<1x4096x576xf32>
    %1144 = stablehlo.reduce(%1143 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1145 = stablehlo.reshape %1144 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1146 = stablehlo.divide %596, %595 : tensor<1x4096x1xf32>
    %1147 = stablehlo.multiply %1146, %889 : tensor<1x4096x1xf32>
    %1148 = stablehlo.multiply %1145, %1147 : tensor<1x4096x1xf32>
    %1149 = stablehlo.divide %1148, %39 : tensor<1x4096x1xf32>
    %1150 = stablehlo.reduce(%1149 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1151 = stablehlo.broadcast_in_dim %1150, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1152 = stablehlo.multiply %590, %895 : tensor<1x4096x576xf32>
    %1153 = stablehlo.multiply %1151, %1152 : tensor<1x4096x576xf32>
    %1154 = stablehlo.add %1142, %1153 : tensor<1x4096x576xf32>
    %1155 = stablehlo.convert %1154 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1156 = stablehlo.add %1126, %1155 : tensor<1x4096x576xbf16>
    %1157 = mhlo.copy %1156 : tensor<1x4096x576xbf16>
    %1158 = stablehlo.dot_general %1157, %586, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %1159 = mhlo.copy %1158 : tensor<1x4096x9x128xbf16>
    %1160 = stablehlo.reshape %1159 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1161 = stablehlo.transpose %1160, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %1162 = stablehlo.dot_general %1161, %581, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %1163 = stablehlo.transpose %1162, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %1164 = stablehlo.dot_general %1163, %532, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1165 = stablehlo.dot_general %1161, %533, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %1166 = stablehlo.convert %1165 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %1167 = stablehlo.divide %1166, %579 : tensor<1x9x1x4096x4096xf32>
    %1168 = stablehlo.multiply %576, %576 : tensor<1x9x1x4096x1xf32>
    %1169 = stablehlo.divide %942, %1168 : tensor<1x9x1x4096x1xf32>
    %1170 = stablehlo.broadcast_in_dim %1169, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %1171 = stablehlo.reshape %1170 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %1172 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1173 = stablehlo.multiply %1166, %1172 : tensor<1x9x1x4096x4096xf32>
    %1174 = stablehlo.multiply %1173, %574 : tensor<1x9x1x4096x4096xf32>
    %1175 = stablehlo.reduce(%1174 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %1176 = stablehlo.reshape %1175 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %1177 = stablehlo.negate %1176 : tensor<1x9x1x4096x1xf32>
    %1178 = stablehlo.reduce(%1177 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %1179 = stablehlo.reshape %1178 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %1180 = stablehlo.broadcast_in_dim %1179, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1181 = stablehlo.add %1167, %1180 : tensor<1x9x1x4096x4096xf32>
    %1182 = stablehlo.multiply %1181, %574 : tensor<1x9x1x4096x4096xf32>
    %1183 = stablehlo.select %65, %1182, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %1184 = stablehlo.divide %1183, %125 : tensor<1x9x1x4096x4096xf32>
    %1185 = stablehlo.convert %1184 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %1186 = stablehlo.transpose %1185, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %1187 = stablehlo.dot_general %1186, %561, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %1188 = stablehlo.transpose %1187, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1189 = stablehlo.convert %1188 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1190 = stablehlo.slice %1189 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1191 = stablehlo.multiply %1190, %99 : tensor<1x4096x9x64xf32>
    %1192 = stablehlo.slice %1189 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1193 = stablehlo.multiply %1192, %92 : tensor<1x4096x9x64xf32>
    %1194 = stablehlo.add %1191, %1193 : tensor<1x4096x9x64xf32>
    %1195 = stablehlo.multiply %1190, %92 : tensor<1x4096x9x64xf32>
    %1196 = stablehlo.negate %1192 : tensor<1x4096x9x64xf32>
    %1197 = stablehlo.multiply %1196, %99 : tensor<1x4096x9x64xf32>
    %1198 = stablehlo.add %1195, %1197 : tensor<1x4096x9x64xf32>
    %1199 = stablehlo.concatenate %1194, %1198, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1200 = stablehlo.convert %1199 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1201 = stablehlo.dot_general %1200, %534, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1202 = stablehlo.add %1164, %1201 : tensor<1x4096x576xbf16>
    %1203 = stablehlo.dot_general %1186, %546, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %1204 = stablehlo.transpose %1203, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1205 = stablehlo.reshape %1204 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1206 = stablehlo.convert %1205 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1207 = stablehlo.slice %1206 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1208 = stablehlo.multiply %1207, %99 : tensor<1x4096x9x64xf32>
    %1209 = stablehlo.slice %1206 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1210 = stablehlo.multiply %1209, %92 : tensor<1x4096x9x64xf32>
    %1211 = stablehlo.add %1208, %1210 : tensor<1x4096x9x64xf32>
    %1212 = stablehlo.multiply %1207, %92 : tensor<1x4096x9x64xf32>
    %1213 = stablehlo.negate %1209 : tensor<1x4096x9x64xf32>
    %1214 = stablehlo.multiply %1213, %99 : tensor<1x4096x9x64xf32>
    %1215 = stablehlo.add %1212, %1214 : tensor<1x4096x9x64xf32>
    %1216 = stablehlo.concatenate %1211, %1215, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1217 = stablehlo.convert %1216 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1218 = mhlo.copy %1217 : tensor<1x4096x9x128xbf16>
    %1219 = stablehlo.dot_general %1218, %547, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1220 = stablehlo.add %1202, %1219 : tensor<1x4096x576xbf16>
    %1221 = stablehlo.convert %1220 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1222 = stablehlo.multiply %1221, %529 : tensor<1x4096x576xf32>
    %1223 = stablehlo.multiply %1222, %523 : tensor<1x4096x576xf32>
    %1224 = stablehlo.multiply %514, %1222 : tensor<1x4096x576xf32>
    %1225 = stablehlo.reduce(%1224 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1226 = stablehlo.reshape %1225 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1227 = stablehlo.divide %520, %519 : tensor<1x4096x1xf32>
    %1228 = stablehlo.multiply %1227, %889 : tensor<1x4096x1xf32>
    %1229 = stablehlo.multiply %1226, %1228 : tensor<1x4096x1xf32>
    %1230 = stablehlo.divide %1229, %39 : tensor<1x4096x1xf32>
    %1231 = stablehlo.reduce(%1230 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1232 = stablehlo.broadcast_in_dim %1231, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1233 = stablehlo.multiply %514, %895 : tensor<1x4096x576xf32>
    %1234 = stablehlo.multiply %1232, %1233 : tensor<1x4096x576xf32>
    %1235 = stablehlo.add %1223, %1234 : tensor<1x4096x576xf32>
    %1236 = stablehlo.convert %1235 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1237 = stablehlo.add %1157, %1236 : tensor<1x4096x576xbf16>
    %1238 = mhlo.copy %1237 : tensor<1x4096x576xbf16>
    %1239 = stablehlo.dot_general %1238, %510, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %1240 = mhlo.copy %1239 : tensor<1x4096x2016xbf16>
    %1241 = stablehlo.multiply %505, %1240 : tensor<1x4096x2016xbf16>
    %1242 = stablehlo.dot_general %1241, %506, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1243 = stablehlo.multiply %1240, %507 : tensor<1x4096x2016xbf16>
    %1244 = stablehlo.multiply %1243, %504 : tensor<1x4096x2016xbf16>
    %1245 = stablehlo.multiply %500, %1243 : tensor<1x4096x2016xbf16>
    %1246 = stablehlo.subtract %173, %504 : tensor<1x4096x2016xbf16>
    %1247 = stablehlo.multiply %504, %1246 : tensor<1x4096x2016xbf16>
    %1248 = stablehlo.multiply %1245, %1247 : tensor<1x4096x2016xbf16>
    %1249 = stablehlo.add %1244, %1248 : tensor<1x4096x2016xbf16>
    %1250 = stablehlo.dot_general %1249, %499, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1251 = stablehlo.add %1242, %1250 : tensor<1x4096x576xbf16>
    %1252 = stablehlo.convert %1251 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1253 = stablehlo.multiply %1252, %496 : tensor<1x4096x576xf32>
    %1254 = stablehlo.multiply %1253, %490 : tensor<1x4096x576xf32>
    %1255 = stablehlo.multiply %481, %1253 : tensor<1x4096x576xf32>
    %1256 = stablehlo.reduce(%1255 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1257 = stablehlo.reshape %1256 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1258 = stablehlo.divide %487, %486 : tensor<1x4096x1xf32>
    %1259 = stablehlo.multiply %1258, %889 : tensor<1x4096x1xf32>
    %1260 = stablehlo.multiply %1257, %1259 : tensor<1x4096x1xf32>
    %1261 = stablehlo.divide %1260, %39 : tensor<1x4096x1xf32>
    %1262 = stablehlo.reduce(%1261 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1263 = stablehlo.broadcast_in_dim %1262, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1264 = stablehlo.multiply %481, %895 : tensor<1x4096x576xf32>
    %1265 = stablehlo.multiply %1263, %1264 : tensor<1x4096x576xf32>
    %1266 = stablehlo.add %1254, %1265 : tensor<1x4096x576xf32>
    %1267 = stablehlo.convert %1266 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1268 = stablehlo.add %1238, %1267 : tensor<1x4096x576xbf16>
    %1269 = mhlo.copy %1268 : tensor<1x4096x576xbf16>
    %1270 = stablehlo.dot_general %1269, %477, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %1271 = mhlo.copy %1270 : tensor<1x4096x9x128xbf16>
    %1272 = stablehlo.reshape %1271 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1273 = stablehlo.transpose %1272, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %1274 = stablehlo.dot_general %1273, %472, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %1275 = stablehlo.transpose %1274, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %1276 = stablehlo.dot_general %1275, %423, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1277 = stablehlo.dot_general %1273, %424, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %1278 = stablehlo.convert %1277 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %1279 = stablehlo.divide %1278, %470 : tensor<1x9x1x4096x4096xf32>
    %1280 = stablehlo.multiply %467, %467 : tensor<1x9x1x4096x1xf32>
    %1281 = stablehlo.divide %942, %1280 : tensor<1x9x1x4096x1xf32>
    %1282 = stablehlo.broadcast_in_dim %1281, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %1283 = stablehlo.reshape %1282 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %1284 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1285 = stablehlo.multiply %1278, %1284 : tensor<1x9x1x4096x4096xf32>
    %1286 = stablehlo.multiply %1285, %465 : tensor<1x9x1x4096x4096xf32>
    %1287 = stablehlo.reduce(%1286 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %1288 = stablehlo.reshape %1287 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %1289 = stablehlo.negate %1288 : tensor<1x9x1x4096x1xf32>
    %1290 = stablehlo.reduce(%1289 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %1291 = stablehlo.reshape %1290 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %1292 = stablehlo.broadcast_in_dim %1291, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1293 = stablehlo.add %1279, %1292 : tensor<1x9x1x4096x4096xf32>
    %1294 = stablehlo.multiply %1293, %465 : tensor<1x9x1x4096x4096xf32>
    %1295 = stablehlo.select %65, %1294, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %1296 = stablehlo.divide %1295, %125 : tensor<1x9x1x4096x4096xf32>
    %1297 = stablehlo.convert %1296 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %1298 = stablehlo.transpose %1297, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %1299 = stablehlo.dot_general %1298, %452, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %1300 = stablehlo.transpose %1299, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1301 = stablehlo.convert %1300 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1302 = stablehlo.slice %1301 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1303 = stablehlo.multiply %1302, %99 : tensor<1x4096x9x64xf32>
    %1304 = stablehlo.slice %1301 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1305 = stablehlo.multiply %1304, %92 : tensor<1x4096x9x64xf32>
    %1306 = stablehlo.add %1303, %1305 : tensor<1x4096x9x64xf32>
    %1307 = stablehlo.multiply %1302, %92 : tensor<1x4096x9x64xf32>
    %1308 = stablehlo.negate %1304 : tensor<1x4096x9x64xf32>
    %1309 = stablehlo.multiply %1308, %99 : tensor<1x4096x9x64xf32>
    %1310 = stablehlo.add %1307, %1309 : tensor<1x4096x9x64xf32>
    %1311 = stablehlo.concatenate %1306, %1310, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1312 = stablehlo.convert %1311 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1313 = stablehlo.dot_general %1312, %425, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1314 = stablehlo.add %1276, %1313 : tensor<1x4096x576xbf16>
    %1315 = stablehlo.dot_general %1298, %437, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %1316 = stablehlo.transpose %1315, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1317 = stablehlo.reshape %1316 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1318 = stablehlo.convert %1317 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1319 = stablehlo.slice %1318 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1320 = stablehlo.multiply %1319, %99 : tensor<1x4096x9x64xf32>
    %1321 = stablehlo.slice %1318 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1322 = stablehlo.multiply %1321, %92 : tensor<1x4096x9x64xf32>
    %1323 = stablehlo.add %1320, %1322 : tensor<1x4096x9x64xf32>
    %1324 = stablehlo.multiply %1319, %92 : tensor<1x4096x9x64xf32>
    %1325 = stablehlo.negate %1321 : tensor<1x4096x9x64xf32>
    %1326 = stablehlo.multiply %1325, %99 : tensor<1x4096x9x64xf32>
    %1327 = stablehlo.add %1324, %1326 : tensor<1x4096x9x64xf32>
    %1328 = stablehlo.concatenate %1323, %1327, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1329 = stablehlo.convert %1328 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1330 = mhlo.copy %1329 : tensor<1x4096x9x128xbf16>
    %1331 = stablehlo.dot_general %1330, %438, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1332 = stablehlo.add %1314, %1331 : tensor<1x4096x576xbf16>
    %1333 = stablehlo.convert %1332 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1334 = stablehlo.multiply %1333, %420 : tensor<1x4096x576xf32>
    %1335 = stablehlo.multiply %1334, %414 : tensor<1x4096x576xf32>
    %1336 = stablehlo.multiply %405, %1334 : tensor<1x4096x576xf32>
    %1337 = stablehlo.reduce(%1336 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1338 = stablehlo.reshape %1337 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1339 = stablehlo.divide %411, %410 : tensor<1x4096x1xf32>
    %1340 = stablehlo.multiply %1339, %889 : tensor<1x4096x1xf32>
    %1341 = stablehlo.multiply %1338, %1340 : tensor<1x4096x1xf32>
    %1342 = stablehlo.divide %1341, %39 : tensor<1x4096x1xf32>
    %1343 = stablehlo.reduce(%1342 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1344 = stablehlo.broadcast_in_dim %1343, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1345 = stablehlo.multiply %405, %895 : tensor<1x4096x576xf32>
    %1346 = stablehlo.multiply %1344, %1345 : tensor<1x4096x576xf32>
    %1347 = stablehlo.add %1335, %1346 : tensor<1x4096x576xf32>
    %1348 = stablehlo.convert %1347 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1349 = stablehlo.add %1269, %1348 : tensor<1x4096x576xbf16>
    %1350 = mhlo.copy %1349 : tensor<1x4096x576xbf16>
    %1351 = stablehlo.dot_general %1350, %401, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %1352 = mhlo.copy %1351 : tensor<1x4096x2016xbf16>
    %1353 = stablehlo.multiply %396, %1352 : tensor<1x4096x2016xbf16>
    %1354 = stablehlo.dot_general %1353, %397, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1355 = stablehlo.multiply %1352, %398 : tensor<1x4096x2016xbf16>
    %1356 = stablehlo.multiply %1355, %395 : tensor<1x4096x2016xbf16>
    %1357 = stablehlo.multiply %391, %1355 : tensor<1x4096x2016xbf16>
    %1358 = stablehlo.subtract %173, %395 : tensor<1x4096x2016xbf16>
    %1359 = stablehlo.multiply %395, %1358 : tensor<1x4096x2016xbf16>
    %1360 = stablehlo.multiply %1357, %1359 : tensor<1x4096x2016xbf16>
    %1361 = stablehlo.add %1356, %1360 : tensor<1x4096x2016xbf16>
    %1362 = stablehlo.dot_general %1361, %390, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1363 = stablehlo.add %1354, %1362 : tensor<1x4096x576xbf16>
    %1364 = stablehlo.convert %1363 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1365 = stablehlo.multiply %1364, %387 : tensor<1x4096x576xf32>
    %1366 = stablehlo.multiply %1365, %381 : tensor<1x4096x576xf32>
    %1367 = stablehlo.multiply %372, %1365 : tensor<1x4096x576xf32>
    %1368 = stablehlo.reduce(%1367 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1369 = stablehlo.reshape %1368 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1370 = stablehlo.divide %378, %377 : tensor<1x4096x1xf32>
    %1371 = stablehlo.multiply %1370, %889 : tensor<1x4096x1xf32>
    %1372 = stablehlo.multiply %1369, %1371 : tensor<1x4096x1xf32>
    %1373 = stablehlo.divide %1372, %39 : tensor<1x4096x1xf32>
    %1374 = stablehlo.reduce(%1373 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1375 = stablehlo.broadcast_in_dim %1374, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1376 = stablehlo.multiply %372, %895 : tensor<1x4096x576xf32>
    %1377 = stablehlo.multiply %1375, %1376 : tensor<1x4096x576xf32>
    %1378 = stablehlo.add %1366, %1377 : tensor<1x4096x576xf32>
    %1379 = stablehlo.convert %1378 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1380 = stablehlo.add %1350, %1379 : tensor<1x4096x576xbf16>
    %1381 = mhlo.copy %1380 : tensor<1x4096x576xbf16>
    %1382 = stablehlo.dot_general %1381, %368, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %1383 = mhlo.copy %1382 : tensor<1x4096x9x128xbf16>
    %1384 = stablehlo.reshape %1383 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1385 = stablehlo.transpose %1384, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %1386 = stablehlo.dot_general %1385, %363, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %1387 = stablehlo.transpose %1386, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %1388 = stablehlo.dot_general %1387, %314, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1389 = stablehlo.dot_general %1385, %315, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %1390 = stablehlo.convert %1389 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %1391 = stablehlo.divide %1390, %361 : tensor<1x9x1x4096x4096xf32>
    %1392 = stablehlo.multiply %358, %358 : tensor<1x9x1x4096x1xf32>
    %1393 = stablehlo.divide %942, %1392 : tensor<1x9x1x4096x1xf32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %1395 = stablehlo.reshape %1394 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %1396 = stablehlo.broadcast_in_dim %1395, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1397 = stablehlo.multiply %1390, %1396 : tensor<1x9x1x4096x4096xf32>
    %1398 = stablehlo.multiply %1397, %356 : tensor<1x9x1x4096x4096xf32>
    %1399 = stablehlo.reduce(%1398 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %1400 = stablehlo.reshape %1399 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %1401 = stablehlo.negate %1400 : tensor<1x9x1x4096x1xf32>
    %1402 = stablehlo.reduce(%1401 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %1403 = stablehlo.reshape %1402 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %1404 = stablehlo.broadcast_in_dim %1403, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1405 = stablehlo.add %1391, %1404 : tensor<1x9x1x4096x4096xf32>
    %1406 = stablehlo.multiply %1405, %356 : tensor<1x9x1x4096x4096xf32>
    %1407 = stablehlo.select %65, %1406, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %1408 = stablehlo.divide %1407, %125 : tensor<1x9x1x4096x4096xf32>
    %1409 = stablehlo.convert %1408 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %1410 = stablehlo.transpose %1409, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %1411 = stablehlo.dot_general %1410, %343, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %1412 = stablehlo.transpose %1411, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1413 = stablehlo.convert %1412 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1414 = stablehlo.slice %1413 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1415 = stablehlo.multiply %1414, %99 : tensor<1x4096x9x64xf32>
    %1416 = stablehlo.slice %1413 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1417 = stablehlo.multiply %1416, %92 : tensor<1x4096x9x64xf32>
    %1418 = stablehlo.add %1415, %1417 : tensor<1x4096x9x64xf32>
    %1419 = stablehlo.multiply %1414, %92 : tensor<1x4096x9x64xf32>
    %1420 = stablehlo.negate %1416 : tensor<1x4096x9x64xf32>
    %1421 = stablehlo.multiply %1420, %99 : tensor<1x4096x9x64xf32>
    %1422 = stablehlo.add %1419, %1421 : tensor<1x4096x9x64xf32>
    %1423 = stablehlo.concatenate %1418, %1422, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1424 = stablehlo.convert %1423 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1425 = stablehlo.dot_general %1424, %316, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1426 = stablehlo.add %1388, %1425 : tensor<1x4096x576xbf16>
    %1427 = stablehlo.dot_general %1410, %328, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %1428 = stablehlo.transpose %1427, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1429 = stablehlo.reshape %1428 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1430 = stablehlo.convert %1429 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1431 = stablehlo.slice %1430 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1432 = stablehlo.multiply %1431, %99 : tensor<1x4096x9x64xf32>
    %1433 = stablehlo.slice %1430 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1434 = stablehlo.multiply %1433, %92 : tensor<1x4096x9x64xf32>
    %1435 = stablehlo.add %1432, %1434 : tensor<1x4096x9x64xf32>
    %1436 = stablehlo.multiply %1431, %92 : tensor<1x4096x9x64xf32>
    %1437 = stablehlo.negate %1433 : tensor<1x4096x9x64xf32>
    %1438 = stablehlo.multiply %1437, %99 : tensor<1x4096x9x64xf32>
    %1439 = stablehlo.add %1436, %1438 : tensor<1x4096x9x64xf32>
    %1440 = stablehlo.concatenate %1435, %1439, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1441 = stablehlo.convert %1440 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1442 = mhlo.copy %1441 : tensor<1x4096x9x128xbf16>
    %1443 = stablehlo.dot_general %1442, %329, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1444 = stablehlo.add %1426, %1443 : tensor<1x4096x576xbf16>
    %1445 = stablehlo.convert %1444 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1446 = stablehlo.multiply %1445, %311 : tensor<1x4096x576xf32>
    %1447 = stablehlo.multiply %1446, %305 : tensor<1x4096x576xf32>
    %1448 = stablehlo.multiply %296, %1446 : tensor<1x4096x576xf32>
    %1449 = stablehlo.reduce(%1448 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1450 = stablehlo.reshape %1449 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1451 = stablehlo.divide %302, %301 : tensor<1x4096x1xf32>
    %1452 = stablehlo.multiply %1451, %889 : tensor<1x4096x1xf32>
    %1453 = stablehlo.multiply %1450, %1452 : tensor<1x4096x1xf32>
    %1454 = stablehlo.divide %1453, %39 : tensor<1x4096x1xf32>
    %1455 = stablehlo.reduce(%1454 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1456 = stablehlo.broadcast_in_dim %1455, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1457 = stablehlo.multiply %296, %895 : tensor<1x4096x576xf32>
    %1458 = stablehlo.multiply %1456, %1457 : tensor<1x4096x576xf32>
    %1459 = stablehlo.add %1447, %1458 : tensor<1x4096x576xf32>
    %1460 = stablehlo.convert %1459 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1461 = stablehlo.add %1381, %1460 : tensor<1x4096x576xbf16>
    %1462 = mhlo.copy %1461 : tensor<1x4096x576xbf16>
    %1463 = stablehlo.dot_general %1462, %292, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %1464 = mhlo.copy %1463 : tensor<1x4096x2016xbf16>
    %1465 = stablehlo.multiply %287, %1464 : tensor<1x4096x2016xbf16>
    %1466 = stablehlo.dot_general %1465, %288, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1467 = stablehlo.multiply %1464, %289 : tensor<1x4096x2016xbf16>
    %1468 = stablehlo.multiply %1467, %286 : tensor<1x4096x2016xbf16>
    %1469 = stablehlo.multiply %282, %1467 : tensor<1x4096x2016xbf16>
    %1470 = stablehlo.subtract %173, %286 : tensor<1x4096x2016xbf16>
    %1471 = stablehlo.multiply %286, %1470 : tensor<1x4096x2016xbf16>
    %1472 = stablehlo.multiply %1469, %1471 : tensor<1x4096x2016xbf16>
    %1473 = stablehlo.add %1468, %1472 : tensor<1x4096x2016xbf16>
    %1474 = stablehlo.dot_general %1473, %281, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1475 = stablehlo.add %1466, %1474 : tensor<1x4096x576xbf16>
    %1476 = stablehlo.convert %1475 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1477 = stablehlo.multiply %1476, %278 : tensor<1x4096x576xf32>
    %1478 = stablehlo.multiply %1477, %272 : tensor<1x4096x576xf32>
    %1479 = stablehlo.multiply %263, %1477 : tensor<1x4096x576xf32>
    %1480 = stablehlo.reduce(%1479 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1481 = stablehlo.reshape %1480 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1482 = stablehlo.divide %269, %268 : tensor<1x4096x1xf32>
    %1483 = stablehlo.multiply %1482, %889 : tensor<1x4096x1xf32>
    %1484 = stablehlo.multiply %1481, %1483 : tensor<1x4096x1xf32>
    %1485 = stablehlo.divide %1484, %39 : tensor<1x4096x1xf32>
    %1486 = stablehlo.reduce(%1485 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1487 = stablehlo.broadcast_in_dim %1486, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1488 = stablehlo.multiply %263, %895 : tensor<1x4096x576xf32>
    %1489 = stablehlo.multiply %1487, %1488 : tensor<1x4096x576xf32>
    %1490 = stablehlo.add %1478, %1489 : tensor<1x4096x576xf32>
    %1491 = stablehlo.convert %1490 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1492 = stablehlo.add %1462, %1491 : tensor<1x4096x576xbf16>
    %1493 = mhlo.copy %1492 : tensor<1x4096x576xbf16>
    %1494 = stablehlo.dot_general %1493, %259, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %1495 = mhlo.copy %1494 : tensor<1x4096x9x128xbf16>
    %1496 = stablehlo.reshape %1495 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1497 = stablehlo.transpose %1496, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %1498 = stablehlo.dot_general %1497, %254, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %1499 = stablehlo.transpose %1498, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %1500 = stablehlo.dot_general %1499, %205, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1501 = stablehlo.dot_general %1497, %206, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %1502 = stablehlo.convert %1501 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %1503 = stablehlo.divide %1502, %252 : tensor<1x9x1x4096x4096xf32>
    %1504 = stablehlo.multiply %249, %249 : tensor<1x9x1x4096x1xf32>
    %1505 = stablehlo.divide %942, %1504 : tensor<1x9x1x4096x1xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %1507 = stablehlo.reshape %1506 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %1508 = stablehlo.broadcast_in_dim %1507, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1509 = stablehlo.multiply %1502, %1508 : tensor<1x9x1x4096x4096xf32>
    %1510 = stablehlo.multiply %1509, %247 : tensor<1x9x1x4096x4096xf32>
    %1511 = stablehlo.reduce(%1510 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %1512 = stablehlo.reshape %1511 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %1513 = stablehlo.negate %1512 : tensor<1x9x1x4096x1xf32>
    %1514 = stablehlo.reduce(%1513 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %1515 = stablehlo.reshape %1514 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %1516 = stablehlo.broadcast_in_dim %1515, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1517 = stablehlo.add %1503, %1516 : tensor<1x9x1x4096x4096xf32>
    %1518 = stablehlo.multiply %1517, %247 : tensor<1x9x1x4096x4096xf32>
    %1519 = stablehlo.select %65, %1518, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %1520 = stablehlo.divide %1519, %125 : tensor<1x9x1x4096x4096xf32>
    %1521 = stablehlo.convert %1520 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %1522 = stablehlo.transpose %1521, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %1523 = stablehlo.dot_general %1522, %234, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %1524 = stablehlo.transpose %1523, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1525 = stablehlo.convert %1524 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1526 = stablehlo.slice %1525 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1527 = stablehlo.multiply %1526, %99 : tensor<1x4096x9x64xf32>
    %1528 = stablehlo.slice %1525 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1529 = stablehlo.multiply %1528, %92 : tensor<1x4096x9x64xf32>
    %1530 = stablehlo.add %1527, %1529 : tensor<1x4096x9x64xf32>
    %1531 = stablehlo.multiply %1526, %92 : tensor<1x4096x9x64xf32>
    %1532 = stablehlo.negate %1528 : tensor<1x4096x9x64xf32>
    %1533 = stablehlo.multiply %1532, %99 : tensor<1x4096x9x64xf32>
    %1534 = stablehlo.add %1531, %1533 : tensor<1x4096x9x64xf32>
    %1535 = stablehlo.concatenate %1530, %1534, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1536 = stablehlo.convert %1535 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1537 = stablehlo.dot_general %1536, %207, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1538 = stablehlo.add %1500, %1537 : tensor<1x4096x576xbf16>
    %1539 = stablehlo.dot_general %1522, %219, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %1540 = stablehlo.transpose %1539, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1541 = stablehlo.reshape %1540 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1542 = stablehlo.convert %1541 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1543 = stablehlo.slice %1542 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1544 = stablehlo.multiply %1543, %99 : tensor<1x4096x9x64xf32>
    %1545 = stablehlo.slice %1542 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1546 = stablehlo.multiply %1545, %92 : tensor<1x4096x9x64xf32>
    %1547 = stablehlo.add %1544, %1546 : tensor<1x4096x9x64xf32>
    %1548 = stablehlo.multiply %1543, %92 : tensor<1x4096x9x64xf32>
    %1549 = stablehlo.negate %1545 : tensor<1x4096x9x64xf32>
    %1550 = stablehlo.multiply %1549, %99 : tensor<1x4096x9x64xf32>
    %1551 = stablehlo.add %1548, %1550 : tensor<1x4096x9x64xf32>
    %1552 = stablehlo.concatenate %1547, %1551, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1553 = stablehlo.convert %1552 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1554 = mhlo.copy %1553 : tensor<1x4096x9x128xbf16>
    %1555 = stablehlo.dot_general %1554, %220, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1556 = stablehlo.add %1538, %1555 : tensor<1x4096x576xbf16>
    %1557 = stablehlo.convert %1556 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1558 = stablehlo.multiply %1557, %202 : tensor<1x4096x576xf32>
    %1559 = stablehlo.multiply %1558, %196 : tensor<1x4096x576xf32>
    %1560 = stablehlo.multiply %187, %1558 : tensor<1x4096x576xf32>
    %1561 = stablehlo.reduce(%1560 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1562 = stablehlo.reshape %1561 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1563 = stablehlo.divide %193, %192 : tensor<1x4096x1xf32>
    %1564 = stablehlo.multiply %1563, %889 : tensor<1x4096x1xf32>
    %1565 = stablehlo.multiply %1562, %1564 : tensor<1x4096x1xf32>
    %1566 = stablehlo.divide %1565, %39 : tensor<1x4096x1xf32>
    %1567 = stablehlo.reduce(%1566 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1568 = stablehlo.broadcast_in_dim %1567, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1569 = stablehlo.multiply %187, %895 : tensor<1x4096x576xf32>
    %1570 = stablehlo.multiply %1568, %1569 : tensor<1x4096x576xf32>
    %1571 = stablehlo.add %1559, %1570 : tensor<1x4096x576xf32>
    %1572 = stablehlo.convert %1571 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1573 = stablehlo.add %1493, %1572 : tensor<1x4096x576xbf16>
    %1574 = mhlo.copy %1573 : tensor<1x4096x576xbf16>
    %1575 = stablehlo.dot_general %1574, %183, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<2016x576xbf16>) -> tensor<1x4096x2016xbf16>
    %1576 = mhlo.copy %1575 : tensor<1x4096x2016xbf16>
    %1577 = stablehlo.multiply %178, %1576 : tensor<1x4096x2016xbf16>
    %1578 = stablehlo.dot_general %1577, %179, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1579 = stablehlo.multiply %1576, %180 : tensor<1x4096x2016xbf16>
    %1580 = stablehlo.multiply %1579, %177 : tensor<1x4096x2016xbf16>
    %1581 = stablehlo.multiply %172, %1579 : tensor<1x4096x2016xbf16>
    %1582 = stablehlo.subtract %173, %177 : tensor<1x4096x2016xbf16>
    %1583 = stablehlo.multiply %177, %1582 : tensor<1x4096x2016xbf16>
    %1584 = stablehlo.multiply %1581, %1583 : tensor<1x4096x2016xbf16>
    %1585 = stablehlo.add %1580, %1584 : tensor<1x4096x2016xbf16>
    %1586 = stablehlo.dot_general %1585, %171, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<576x2016xbf16>) -> tensor<1x4096x576xbf16>
    %1587 = stablehlo.add %1578, %1586 : tensor<1x4096x576xbf16>
    %1588 = stablehlo.convert %1587 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1589 = stablehlo.multiply %1588, %168 : tensor<1x4096x576xf32>
    %1590 = stablehlo.multiply %1589, %162 : tensor<1x4096x576xf32>
    %1591 = stablehlo.multiply %153, %1589 : tensor<1x4096x576xf32>
    %1592 = stablehlo.reduce(%1591 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1593 = stablehlo.reshape %1592 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1594 = stablehlo.divide %159, %158 : tensor<1x4096x1xf32>
    %1595 = stablehlo.multiply %1594, %889 : tensor<1x4096x1xf32>
    %1596 = stablehlo.multiply %1593, %1595 : tensor<1x4096x1xf32>
    %1597 = stablehlo.divide %1596, %39 : tensor<1x4096x1xf32>
    %1598 = stablehlo.reduce(%1597 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1599 = stablehlo.broadcast_in_dim %1598, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1600 = stablehlo.multiply %153, %895 : tensor<1x4096x576xf32>
    %1601 = stablehlo.multiply %1599, %1600 : tensor<1x4096x576xf32>
    %1602 = stablehlo.add %1590, %1601 : tensor<1x4096x576xf32>
    %1603 = stablehlo.convert %1602 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1604 = stablehlo.add %1574, %1603 : tensor<1x4096x576xbf16>
    %1605 = mhlo.copy %1604 : tensor<1x4096x576xbf16>
    %1606 = stablehlo.dot_general %1605, %149, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<9x128x576xbf16>) -> tensor<1x4096x9x128xbf16>
    %1607 = mhlo.copy %1606 : tensor<1x4096x9x128xbf16>
    %1608 = stablehlo.reshape %1607 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1609 = stablehlo.transpose %1608, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,128,1,4096]{2,3,1,4,0}"} : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x128x1x4096xbf16>
    %1610 = stablehlo.dot_general %1609, %144, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x128x4096xbf16>
    %1611 = stablehlo.transpose %1610, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{1,3,2,0}"} : (tensor<1x9x128x4096xbf16>) -> tensor<1x4096x9x128xbf16>
    %1612 = stablehlo.dot_general %1611, %55, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1613 = stablehlo.dot_general %1609, %56, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x128x1x4096xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x1x4096x4096xbf16>
    %1614 = stablehlo.convert %1613 : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x1x4096x4096xf32>
    %1615 = stablehlo.divide %1614, %142 : tensor<1x9x1x4096x4096xf32>
    %1616 = stablehlo.multiply %139, %139 : tensor<1x9x1x4096x1xf32>
    %1617 = stablehlo.divide %942, %1616 : tensor<1x9x1x4096x1xf32>
    %1618 = stablehlo.broadcast_in_dim %1617, dims = [0, 1, 2, 3, 4] : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096x1xf32>
    %1619 = stablehlo.reshape %1618 : (tensor<1x9x1x4096x1xf32>) -> tensor<1x9x1x4096xf32>
    %1620 = stablehlo.broadcast_in_dim %1619, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1621 = stablehlo.multiply %1614, %1620 : tensor<1x9x1x4096x4096xf32>
    %1622 = stablehlo.multiply %1621, %137 : tensor<1x9x1x4096x4096xf32>
    %1623 = stablehlo.reduce(%1622 init: %cst_1) applies stablehlo.add across dimensions = [4] : (tensor<1x9x1x4096x4096xf32>, tensor<f32>) -> tensor<1x9x1x4096xf32>
    %1624 = stablehlo.reshape %1623 : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x1xf32>
    %1625 = stablehlo.negate %1624 : tensor<1x9x1x4096x1xf32>
    %1626 = stablehlo.reduce(%1625 init: %cst_1) applies stablehlo.add across dimensions = [2, 4] : (tensor<1x9x1x4096x1xf32>, tensor<f32>) -> tensor<1x9x4096xf32>
    %1627 = stablehlo.reshape %1626 : (tensor<1x9x4096xf32>) -> tensor<1x9x1x4096xf32>
    %1628 = stablehlo.broadcast_in_dim %1627, dims = [0, 1, 2, 3] : (tensor<1x9x1x4096xf32>) -> tensor<1x9x1x4096x4096xf32>
    %1629 = stablehlo.add %1615, %1628 : tensor<1x9x1x4096x4096xf32>
    %1630 = stablehlo.multiply %1629, %137 : tensor<1x9x1x4096x4096xf32>
    %1631 = stablehlo.select %65, %1630, %958 : tensor<1x9x1x4096x4096xi1>, tensor<1x9x1x4096x4096xf32>
    %1632 = stablehlo.divide %1631, %125 : tensor<1x9x1x4096x4096xf32>
    %1633 = stablehlo.convert %1632 : (tensor<1x9x1x4096x4096xf32>) -> tensor<1x9x1x4096x4096xbf16>
    %1634 = stablehlo.transpose %1633, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "bf16[1,9,4096,4096,1]{2,3,4,1,0}"} : (tensor<1x9x1x4096x4096xbf16>) -> tensor<1x9x4096x4096x1xbf16>
    %1635 = stablehlo.dot_general %1634, %121, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x1x128xbf16>) -> tensor<1x9x4096x128xbf16>
    %1636 = stablehlo.transpose %1635, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "bf16[1,4096,9,128]{3,1,2,0}"} : (tensor<1x9x4096x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1637 = stablehlo.convert %1636 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,4096,9,128]{3,1,2,0}"} : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1638 = stablehlo.slice %1637 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1639 = stablehlo.multiply %1638, %99 : tensor<1x4096x9x64xf32>
    %1640 = stablehlo.slice %1637 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1641 = stablehlo.multiply %1640, %92 : tensor<1x4096x9x64xf32>
    %1642 = stablehlo.add %1639, %1641 : tensor<1x4096x9x64xf32>
    %1643 = stablehlo.multiply %1638, %92 : tensor<1x4096x9x64xf32>
    %1644 = stablehlo.negate %1640 : tensor<1x4096x9x64xf32>
    %1645 = stablehlo.multiply %1644, %99 : tensor<1x4096x9x64xf32>
    %1646 = stablehlo.add %1643, %1645 : tensor<1x4096x9x64xf32>
    %1647 = stablehlo.concatenate %1642, %1646, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1648 = stablehlo.convert %1647 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1649 = stablehlo.dot_general %1648, %66, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1650 = stablehlo.add %1612, %1649 : tensor<1x4096x576xbf16>
    %1651 = stablehlo.dot_general %1634, %106, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1x9x4096x4096x1xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<1x9x4096x1x128xbf16>
    %1652 = stablehlo.transpose %1651, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "bf16[1,4096,9,1,128]{4,3,1,2,0}"} : (tensor<1x9x4096x1x128xbf16>) -> tensor<1x4096x9x1x128xbf16>
    %1653 = stablehlo.reshape %1652 : (tensor<1x4096x9x1x128xbf16>) -> tensor<1x4096x9x128xbf16>
    %1654 = stablehlo.convert %1653 : (tensor<1x4096x9x128xbf16>) -> tensor<1x4096x9x128xf32>
    %1655 = stablehlo.slice %1654 [0:1, 0:4096, 0:9, 64:128] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1656 = stablehlo.multiply %1655, %99 : tensor<1x4096x9x64xf32>
    %1657 = stablehlo.slice %1654 [0:1, 0:4096, 0:9, 0:64] : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x64xf32>
    %1658 = stablehlo.multiply %1657, %92 : tensor<1x4096x9x64xf32>
    %1659 = stablehlo.add %1656, %1658 : tensor<1x4096x9x64xf32>
    %1660 = stablehlo.multiply %1655, %92 : tensor<1x4096x9x64xf32>
    %1661 = stablehlo.negate %1657 : tensor<1x4096x9x64xf32>
    %1662 = stablehlo.multiply %1661, %99 : tensor<1x4096x9x64xf32>
    %1663 = stablehlo.add %1660, %1662 : tensor<1x4096x9x64xf32>
    %1664 = stablehlo.concatenate %1659, %1663, dim = 3 : (tensor<1x4096x9x64xf32>, tensor<1x4096x9x64xf32>) -> tensor<1x4096x9x128xf32>
    %1665 = stablehlo.convert %1664 : (tensor<1x4096x9x128xf32>) -> tensor<1x4096x9x128xbf16>
    %1666 = mhlo.copy %1665 : tensor<1x4096x9x128xbf16>
    %1667 = stablehlo.dot_general %1666, %107, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<576x9x128xbf16>) -> tensor<1x4096x576xbf16>
    %1668 = stablehlo.add %1650, %1667 : tensor<1x4096x576xbf16>
    %1669 = stablehlo.convert %1668 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x576xf32>
    %1670 = stablehlo.multiply %1669, %52 : tensor<1x4096x576xf32>
    %1671 = stablehlo.multiply %1670, %46 : tensor<1x4096x576xf32>
    %1672 = stablehlo.multiply %35, %1670 : tensor<1x4096x576xf32>
    %1673 = stablehlo.reduce(%1672 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1674 = stablehlo.reshape %1673 : (tensor<1x4096xf32>) -> tensor<1x4096x1xf32>
    %1675 = stablehlo.divide %43, %42 : tensor<1x4096x1xf32>
    %1676 = stablehlo.multiply %1675, %889 : tensor<1x4096x1xf32>
    %1677 = stablehlo.multiply %1674, %1676 : tensor<1x4096x1xf32>
    %1678 = stablehlo.divide %1677, %39 : tensor<1x4096x1xf32>
    %1679 = stablehlo.reduce(%1678 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<1x4096xf32>
    %1680 = stablehlo.broadcast_in_dim %1679, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x576xf32>
    %1681 = stablehlo.multiply %35, %895 : tensor<1x4096x576xf32>
    %1682 = stablehlo.multiply %1680, %1681 : tensor<1x4096x576xf32>
    %1683 = stablehlo.add %1671, %1682 : tensor<1x4096x576xf32>
    %1684 = stablehlo.convert %1683 : (tensor<1x4096x576xf32>) -> tensor<1x4096x576xbf16>
    %1685 = stablehlo.add %1605, %1684 : tensor<1x4096x576xbf16>
    %1686 = mhlo.copy %1685 : tensor<1x4096x576xbf16>
    %1687 = stablehlo.reshape %1686 : (tensor<1x4096x576xbf16>) -> tensor<1x4096x4x144xbf16>
    %1688 = "stablehlo.all_to_all"(%1687) <{channel_handle = #stablehlo.channel_handle<handle = 60, type = 0>, concat_dimension = 2 : i64, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, split_count = 4 : i64, split_dimension = 2 : i64}> : (tensor<1x4096x4x144xbf16>) -> tensor<1x4096x4x144xbf16>
    %1689 = stablehlo.transpose %1688, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "bf16[4,1,4096,144]{3,0,2,1}"} : (tensor<1x4096x4x144xbf16>) -> tensor<4x1x4096x144xbf16>
    %1690 = stablehlo.reshape %1689 : (tensor<4x1x4096x144xbf16>) -> tensor<4x4096x144xbf16>
    %1691 = "stablehlo.scatter"(%0, %7, %1690) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<128256x144xbf16>, tensor<4x4096x1xi32>, tensor<4x4096x144xbf16>) -> tensor<128256x144xbf16>
    %cst_18 = stablehlo.constant dense<9.994500e-04> : tensor<bf16>
    %1692 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<128256x144xbf16>
    %1693 = stablehlo.multiply %1691, %1692 : tensor<128256x144xbf16>
    %1694 = stablehlo.subtract %arg0, %1693 : tensor<128256x144xbf16>
    %1695 = stablehlo.multiply %851, %882 : tensor<1x4096x576xf32>
    %1696 = stablehlo.reduce(%1695 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1697 = "stablehlo.all_reduce"(%1696) <{channel_handle = #stablehlo.channel_handle<handle = 61, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1698 = stablehlo.reshape %1697 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1699 = stablehlo.reduce(%1698 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1700 = stablehlo.convert %1699 : (tensor<576xf32>) -> tensor<576xbf16>
    %1701 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<576xbf16>
    %1702 = stablehlo.multiply %1700, %1701 : tensor<576xbf16>
    %1703 = stablehlo.subtract %arg1, %1702 : tensor<576xbf16>
    %1704 = stablehlo.multiply %47, %1669 : tensor<1x4096x576xf32>
    %1705 = stablehlo.reduce(%1704 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1706 = "stablehlo.all_reduce"(%1705) <{channel_handle = #stablehlo.channel_handle<handle = 62, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1707 = stablehlo.reshape %1706 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1708 = stablehlo.reduce(%1707 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1709 = stablehlo.convert %1708 : (tensor<576xf32>) -> tensor<576xbf16>
    %1710 = stablehlo.multiply %1709, %1701 : tensor<576xbf16>
    %1711 = stablehlo.subtract %arg2, %1710 : tensor<576xbf16>
    %1712 = stablehlo.multiply %163, %1588 : tensor<1x4096x576xf32>
    %1713 = stablehlo.reduce(%1712 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1714 = "stablehlo.all_reduce"(%1713) <{channel_handle = #stablehlo.channel_handle<handle = 63, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1715 = stablehlo.reshape %1714 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1716 = stablehlo.reduce(%1715 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1717 = stablehlo.convert %1716 : (tensor<576xf32>) -> tensor<576xbf16>
    %1718 = stablehlo.multiply %1717, %1701 : tensor<576xbf16>
    %1719 = stablehlo.subtract %arg3, %1718 : tensor<576xbf16>
    %1720 = stablehlo.dot_general %1574, %182, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1721 = "stablehlo.all_reduce"(%1720) <{channel_handle = #stablehlo.channel_handle<handle = 64, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %c_19 = stablehlo.constant dense<[0, 144, 288, 432]> : tensor<4xi32>
    %1722 = stablehlo.partition_id : tensor<ui32>
    %1723 = stablehlo.dynamic_slice %c_19, %1722, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %1724 = stablehlo.reshape %1723 : (tensor<1xi32>) -> tensor<i32>
    %1725 = stablehlo.dynamic_slice %1721, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %1726 = stablehlo.transpose %1725, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %1727 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<2016x144xbf16>
    %1728 = stablehlo.multiply %1726, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %1729 = stablehlo.subtract %arg4, %1728 : tensor<2016x144xbf16>
    %1730 = stablehlo.dot_general %1585, %170, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1731 = "stablehlo.all_reduce"(%1730) <{channel_handle = #stablehlo.channel_handle<handle = 65, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1732 = stablehlo.dynamic_slice %1731, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1733 = stablehlo.transpose %1732, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1734 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<144x2016xbf16>
    %1735 = stablehlo.multiply %1733, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1736 = stablehlo.subtract %arg5, %1735 : tensor<144x2016xbf16>
    %1737 = stablehlo.dot_general %1577, %170, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1738 = "stablehlo.all_reduce"(%1737) <{channel_handle = #stablehlo.channel_handle<handle = 66, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1739 = stablehlo.dynamic_slice %1738, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1740 = stablehlo.transpose %1739, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1741 = stablehlo.multiply %1740, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1742 = stablehlo.subtract %arg6, %1741 : tensor<144x2016xbf16>
    %1743 = stablehlo.dot_general %1648, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1744 = "stablehlo.all_reduce"(%1743) <{channel_handle = #stablehlo.channel_handle<handle = 67, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1745 = stablehlo.dynamic_slice %1744, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1746 = stablehlo.transpose %1745, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1747 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<144x9x128xbf16>
    %1748 = stablehlo.multiply %1746, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1749 = stablehlo.subtract %arg7, %1748 : tensor<144x9x128xbf16>
    %1750 = stablehlo.dot_general %1605, %148, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1751 = "stablehlo.all_reduce"(%1750) <{channel_handle = #stablehlo.channel_handle<handle = 68, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1752 = stablehlo.dynamic_slice %1751, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %1753 = stablehlo.transpose %1752, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %1754 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<9x128x144xbf16>
    %1755 = stablehlo.multiply %1753, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %1756 = stablehlo.subtract %arg8, %1755 : tensor<9x128x144xbf16>
    %1757 = stablehlo.dot_general %1666, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1758 = "stablehlo.all_reduce"(%1757) <{channel_handle = #stablehlo.channel_handle<handle = 69, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1759 = stablehlo.dynamic_slice %1758, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1760 = stablehlo.transpose %1759, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1761 = stablehlo.multiply %1760, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1762 = stablehlo.subtract %arg9, %1761 : tensor<144x9x128xbf16>
    %1763 = stablehlo.dot_general %1611, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1764 = "stablehlo.all_reduce"(%1763) <{channel_handle = #stablehlo.channel_handle<handle = 70, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1765 = stablehlo.dynamic_slice %1764, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1766 = stablehlo.transpose %1765, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1767 = stablehlo.multiply %1766, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1768 = stablehlo.subtract %arg10, %1767 : tensor<144x9x128xbf16>
    %1769 = stablehlo.multiply %197, %1557 : tensor<1x4096x576xf32>
    %1770 = stablehlo.reduce(%1769 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1771 = "stablehlo.all_reduce"(%1770) <{channel_handle = #stablehlo.channel_handle<handle = 71, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1772 = stablehlo.reshape %1771 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1773 = stablehlo.reduce(%1772 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1774 = stablehlo.convert %1773 : (tensor<576xf32>) -> tensor<576xbf16>
    %1775 = stablehlo.multiply %1774, %1701 : tensor<576xbf16>
    %1776 = stablehlo.subtract %arg11, %1775 : tensor<576xbf16>
    %1777 = stablehlo.multiply %273, %1476 : tensor<1x4096x576xf32>
    %1778 = stablehlo.reduce(%1777 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1779 = "stablehlo.all_reduce"(%1778) <{channel_handle = #stablehlo.channel_handle<handle = 72, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1780 = stablehlo.reshape %1779 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1781 = stablehlo.reduce(%1780 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1782 = stablehlo.convert %1781 : (tensor<576xf32>) -> tensor<576xbf16>
    %1783 = stablehlo.multiply %1782, %1701 : tensor<576xbf16>
    %1784 = stablehlo.subtract %arg12, %1783 : tensor<576xbf16>
    %1785 = stablehlo.dot_general %1462, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1786 = "stablehlo.all_reduce"(%1785) <{channel_handle = #stablehlo.channel_handle<handle = 73, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %1787 = stablehlo.dynamic_slice %1786, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %1788 = stablehlo.transpose %1787, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %1789 = stablehlo.multiply %1788, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %1790 = stablehlo.subtract %arg13, %1789 : tensor<2016x144xbf16>
    %1791 = stablehlo.dot_general %1473, %280, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1792 = "stablehlo.all_reduce"(%1791) <{channel_handle = #stablehlo.channel_handle<handle = 74, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1793 = stablehlo.dynamic_slice %1792, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1794 = stablehlo.transpose %1793, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1795 = stablehlo.multiply %1794, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1796 = stablehlo.subtract %arg14, %1795 : tensor<144x2016xbf16>
    %1797 = stablehlo.dot_general %1465, %280, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1798 = "stablehlo.all_reduce"(%1797) <{channel_handle = #stablehlo.channel_handle<handle = 75, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1799 = stablehlo.dynamic_slice %1798, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1800 = stablehlo.transpose %1799, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1801 = stablehlo.multiply %1800, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1802 = stablehlo.subtract %arg15, %1801 : tensor<144x2016xbf16>
    %1803 = stablehlo.dot_general %1536, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1804 = "stablehlo.all_reduce"(%1803) <{channel_handle = #stablehlo.channel_handle<handle = 76, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1805 = stablehlo.dynamic_slice %1804, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1806 = stablehlo.transpose %1805, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1807 = stablehlo.multiply %1806, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1808 = stablehlo.subtract %arg16, %1807 : tensor<144x9x128xbf16>
    %1809 = stablehlo.dot_general %1493, %258, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1810 = "stablehlo.all_reduce"(%1809) <{channel_handle = #stablehlo.channel_handle<handle = 77, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1811 = stablehlo.dynamic_slice %1810, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %1812 = stablehlo.transpose %1811, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %1813 = stablehlo.multiply %1812, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %1814 = stablehlo.subtract %arg17, %1813 : tensor<9x128x144xbf16>
    %1815 = stablehlo.dot_general %1554, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1816 = "stablehlo.all_reduce"(%1815) <{channel_handle = #stablehlo.channel_handle<handle = 78, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1817 = stablehlo.dynamic_slice %1816, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1818 = stablehlo.transpose %1817, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1819 = stablehlo.multiply %1818, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1820 = stablehlo.subtract %arg18, %1819 : tensor<144x9x128xbf16>
    %1821 = stablehlo.dot_general %1499, %204, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1822 = "stablehlo.all_reduce"(%1821) <{channel_handle = #stablehlo.channel_handle<handle = 79, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1823 = stablehlo.dynamic_slice %1822, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1824 = stablehlo.transpose %1823, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1825 = stablehlo.multiply %1824, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1826 = stablehlo.subtract %arg19, %1825 : tensor<144x9x128xbf16>
    %1827 = stablehlo.multiply %306, %1445 : tensor<1x4096x576xf32>
    %1828 = stablehlo.reduce(%1827 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1829 = "stablehlo.all_reduce"(%1828) <{channel_handle = #stablehlo.channel_handle<handle = 80, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1830 = stablehlo.reshape %1829 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1831 = stablehlo.reduce(%1830 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1832 = stablehlo.convert %1831 : (tensor<576xf32>) -> tensor<576xbf16>
    %1833 = stablehlo.multiply %1832, %1701 : tensor<576xbf16>
    %1834 = stablehlo.subtract %arg20, %1833 : tensor<576xbf16>
    %1835 = stablehlo.multiply %382, %1364 : tensor<1x4096x576xf32>
    %1836 = stablehlo.reduce(%1835 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1837 = "stablehlo.all_reduce"(%1836) <{channel_handle = #stablehlo.channel_handle<handle = 81, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1838 = stablehlo.reshape %1837 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1839 = stablehlo.reduce(%1838 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1840 = stablehlo.convert %1839 : (tensor<576xf32>) -> tensor<576xbf16>
    %1841 = stablehlo.multiply %1840, %1701 : tensor<576xbf16>
    %1842 = stablehlo.subtract %arg21, %1841 : tensor<576xbf16>
    %1843 = stablehlo.dot_general %1350, %400, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1844 = "stablehlo.all_reduce"(%1843) <{channel_handle = #stablehlo.channel_handle<handle = 82, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %1845 = stablehlo.dynamic_slice %1844, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %1846 = stablehlo.transpose %1845, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %1847 = stablehlo.multiply %1846, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %1848 = stablehlo.subtract %arg22, %1847 : tensor<2016x144xbf16>
    %1849 = stablehlo.dot_general %1361, %389, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1850 = "stablehlo.all_reduce"(%1849) <{channel_handle = #stablehlo.channel_handle<handle = 83, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1851 = stablehlo.dynamic_slice %1850, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1852 = stablehlo.transpose %1851, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1853 = stablehlo.multiply %1852, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1854 = stablehlo.subtract %arg23, %1853 : tensor<144x2016xbf16>
    %1855 = stablehlo.dot_general %1353, %389, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1856 = "stablehlo.all_reduce"(%1855) <{channel_handle = #stablehlo.channel_handle<handle = 84, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1857 = stablehlo.dynamic_slice %1856, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1858 = stablehlo.transpose %1857, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1859 = stablehlo.multiply %1858, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1860 = stablehlo.subtract %arg24, %1859 : tensor<144x2016xbf16>
    %1861 = stablehlo.dot_general %1424, %313, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1862 = "stablehlo.all_reduce"(%1861) <{channel_handle = #stablehlo.channel_handle<handle = 85, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1863 = stablehlo.dynamic_slice %1862, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1864 = stablehlo.transpose %1863, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1865 = stablehlo.multiply %1864, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1866 = stablehlo.subtract %arg25, %1865 : tensor<144x9x128xbf16>
    %1867 = stablehlo.dot_general %1381, %367, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1868 = "stablehlo.all_reduce"(%1867) <{channel_handle = #stablehlo.channel_handle<handle = 86, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1869 = stablehlo.dynamic_slice %1868, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %1870 = stablehlo.transpose %1869, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %1871 = stablehlo.multiply %1870, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %1872 = stablehlo.subtract %arg26, %1871 : tensor<9x128x144xbf16>
    %1873 = stablehlo.dot_general %1442, %313, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1874 = "stablehlo.all_reduce"(%1873) <{channel_handle = #stablehlo.channel_handle<handle = 87, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1875 = stablehlo.dynamic_slice %1874, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1876 = stablehlo.transpose %1875, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1877 = stablehlo.multiply %1876, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1878 = stablehlo.subtract %arg27, %1877 : tensor<144x9x128xbf16>
    %1879 = stablehlo.dot_general %1387, %313, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1880 = "stablehlo.all_reduce"(%1879) <{channel_handle = #stablehlo.channel_handle<handle = 88, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1881 = stablehlo.dynamic_slice %1880, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1882 = stablehlo.transpose %1881, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1883 = stablehlo.multiply %1882, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1884 = stablehlo.subtract %arg28, %1883 : tensor<144x9x128xbf16>
    %1885 = stablehlo.multiply %415, %1333 : tensor<1x4096x576xf32>
    %1886 = stablehlo.reduce(%1885 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1887 = "stablehlo.all_reduce"(%1886) <{channel_handle = #stablehlo.channel_handle<handle = 89, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1888 = stablehlo.reshape %1887 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1889 = stablehlo.reduce(%1888 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1890 = stablehlo.convert %1889 : (tensor<576xf32>) -> tensor<576xbf16>
    %1891 = stablehlo.multiply %1890, %1701 : tensor<576xbf16>
    %1892 = stablehlo.subtract %arg29, %1891 : tensor<576xbf16>
    %1893 = stablehlo.multiply %491, %1252 : tensor<1x4096x576xf32>
    %1894 = stablehlo.reduce(%1893 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1895 = "stablehlo.all_reduce"(%1894) <{channel_handle = #stablehlo.channel_handle<handle = 90, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1896 = stablehlo.reshape %1895 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1897 = stablehlo.reduce(%1896 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1898 = stablehlo.convert %1897 : (tensor<576xf32>) -> tensor<576xbf16>
    %1899 = stablehlo.multiply %1898, %1701 : tensor<576xbf16>
    %1900 = stablehlo.subtract %arg30, %1899 : tensor<576xbf16>
    %1901 = stablehlo.dot_general %1238, %509, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1902 = "stablehlo.all_reduce"(%1901) <{channel_handle = #stablehlo.channel_handle<handle = 91, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %1903 = stablehlo.dynamic_slice %1902, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %1904 = stablehlo.transpose %1903, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %1905 = stablehlo.multiply %1904, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %1906 = stablehlo.subtract %arg31, %1905 : tensor<2016x144xbf16>
    %1907 = stablehlo.dot_general %1249, %498, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1908 = "stablehlo.all_reduce"(%1907) <{channel_handle = #stablehlo.channel_handle<handle = 92, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1909 = stablehlo.dynamic_slice %1908, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1910 = stablehlo.transpose %1909, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1911 = stablehlo.multiply %1910, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1912 = stablehlo.subtract %arg32, %1911 : tensor<144x2016xbf16>
    %1913 = stablehlo.dot_general %1241, %498, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1914 = "stablehlo.all_reduce"(%1913) <{channel_handle = #stablehlo.channel_handle<handle = 93, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1915 = stablehlo.dynamic_slice %1914, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1916 = stablehlo.transpose %1915, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1917 = stablehlo.multiply %1916, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1918 = stablehlo.subtract %arg33, %1917 : tensor<144x2016xbf16>
    %1919 = stablehlo.dot_general %1312, %422, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1920 = "stablehlo.all_reduce"(%1919) <{channel_handle = #stablehlo.channel_handle<handle = 94, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1921 = stablehlo.dynamic_slice %1920, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1922 = stablehlo.transpose %1921, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1923 = stablehlo.multiply %1922, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1924 = stablehlo.subtract %arg34, %1923 : tensor<144x9x128xbf16>
    %1925 = stablehlo.dot_general %1269, %476, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1926 = "stablehlo.all_reduce"(%1925) <{channel_handle = #stablehlo.channel_handle<handle = 95, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1927 = stablehlo.dynamic_slice %1926, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %1928 = stablehlo.transpose %1927, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %1929 = stablehlo.multiply %1928, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %1930 = stablehlo.subtract %arg35, %1929 : tensor<9x128x144xbf16>
    %1931 = stablehlo.dot_general %1330, %422, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1932 = "stablehlo.all_reduce"(%1931) <{channel_handle = #stablehlo.channel_handle<handle = 96, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1933 = stablehlo.dynamic_slice %1932, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1934 = stablehlo.transpose %1933, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1935 = stablehlo.multiply %1934, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1936 = stablehlo.subtract %arg36, %1935 : tensor<144x9x128xbf16>
    %1937 = stablehlo.dot_general %1275, %422, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1938 = "stablehlo.all_reduce"(%1937) <{channel_handle = #stablehlo.channel_handle<handle = 97, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1939 = stablehlo.dynamic_slice %1938, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1940 = stablehlo.transpose %1939, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1941 = stablehlo.multiply %1940, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1942 = stablehlo.subtract %arg37, %1941 : tensor<144x9x128xbf16>
    %1943 = stablehlo.multiply %524, %1221 : tensor<1x4096x576xf32>
    %1944 = stablehlo.reduce(%1943 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1945 = "stablehlo.all_reduce"(%1944) <{channel_handle = #stablehlo.channel_handle<handle = 98, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1946 = stablehlo.reshape %1945 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1947 = stablehlo.reduce(%1946 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1948 = stablehlo.convert %1947 : (tensor<576xf32>) -> tensor<576xbf16>
    %1949 = stablehlo.multiply %1948, %1701 : tensor<576xbf16>
    %1950 = stablehlo.subtract %arg38, %1949 : tensor<576xbf16>
    %1951 = stablehlo.multiply %600, %1140 : tensor<1x4096x576xf32>
    %1952 = stablehlo.reduce(%1951 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1953 = "stablehlo.all_reduce"(%1952) <{channel_handle = #stablehlo.channel_handle<handle = 99, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %1954 = stablehlo.reshape %1953 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %1955 = stablehlo.reduce(%1954 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %1956 = stablehlo.convert %1955 : (tensor<576xf32>) -> tensor<576xbf16>
    %1957 = stablehlo.multiply %1956, %1701 : tensor<576xbf16>
    %1958 = stablehlo.subtract %arg39, %1957 : tensor<576xbf16>
    %1959 = stablehlo.dot_general %1126, %618, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %1960 = "stablehlo.all_reduce"(%1959) <{channel_handle = #stablehlo.channel_handle<handle = 100, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %1961 = stablehlo.dynamic_slice %1960, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %1962 = stablehlo.transpose %1961, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %1963 = stablehlo.multiply %1962, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %1964 = stablehlo.subtract %arg40, %1963 : tensor<2016x144xbf16>
    %1965 = stablehlo.dot_general %1137, %607, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1966 = "stablehlo.all_reduce"(%1965) <{channel_handle = #stablehlo.channel_handle<handle = 101, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1967 = stablehlo.dynamic_slice %1966, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1968 = stablehlo.transpose %1967, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1969 = stablehlo.multiply %1968, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1970 = stablehlo.subtract %arg41, %1969 : tensor<144x2016xbf16>
    %1971 = stablehlo.dot_general %1129, %607, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %1972 = "stablehlo.all_reduce"(%1971) <{channel_handle = #stablehlo.channel_handle<handle = 102, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %1973 = stablehlo.dynamic_slice %1972, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %1974 = stablehlo.transpose %1973, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %1975 = stablehlo.multiply %1974, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %1976 = stablehlo.subtract %arg42, %1975 : tensor<144x2016xbf16>
    %1977 = stablehlo.dot_general %1200, %531, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1978 = "stablehlo.all_reduce"(%1977) <{channel_handle = #stablehlo.channel_handle<handle = 103, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1979 = stablehlo.dynamic_slice %1978, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1980 = stablehlo.transpose %1979, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1981 = stablehlo.multiply %1980, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1982 = stablehlo.subtract %arg43, %1981 : tensor<144x9x128xbf16>
    %1983 = stablehlo.dot_general %1157, %585, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1984 = "stablehlo.all_reduce"(%1983) <{channel_handle = #stablehlo.channel_handle<handle = 104, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %1985 = stablehlo.dynamic_slice %1984, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %1986 = stablehlo.transpose %1985, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %1987 = stablehlo.multiply %1986, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %1988 = stablehlo.subtract %arg44, %1987 : tensor<9x128x144xbf16>
    %1989 = stablehlo.dot_general %1218, %531, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1990 = "stablehlo.all_reduce"(%1989) <{channel_handle = #stablehlo.channel_handle<handle = 105, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1991 = stablehlo.dynamic_slice %1990, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1992 = stablehlo.transpose %1991, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1993 = stablehlo.multiply %1992, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %1994 = stablehlo.subtract %arg45, %1993 : tensor<144x9x128xbf16>
    %1995 = stablehlo.dot_general %1163, %531, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %1996 = "stablehlo.all_reduce"(%1995) <{channel_handle = #stablehlo.channel_handle<handle = 106, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %1997 = stablehlo.dynamic_slice %1996, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %1998 = stablehlo.transpose %1997, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %1999 = stablehlo.multiply %1998, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2000 = stablehlo.subtract %arg46, %1999 : tensor<144x9x128xbf16>
    %2001 = stablehlo.multiply %633, %1109 : tensor<1x4096x576xf32>
    %2002 = stablehlo.reduce(%2001 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2003 = "stablehlo.all_reduce"(%2002) <{channel_handle = #stablehlo.channel_handle<handle = 107, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %2004 = stablehlo.reshape %2003 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2005 = stablehlo.reduce(%2004 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2006 = stablehlo.convert %2005 : (tensor<576xf32>) -> tensor<576xbf16>
    %2007 = stablehlo.multiply %2006, %1701 : tensor<576xbf16>
    %2008 = stablehlo.subtract %arg47, %2007 : tensor<576xbf16>
    %2009 = stablehlo.multiply %709, %1028 : tensor<1x4096x576xf32>
    %2010 = stablehlo.reduce(%2009 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2011 = "stablehlo.all_reduce"(%2010) <{channel_handle = #stablehlo.channel_handle<handle = 108, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %2012 = stablehlo.reshape %2011 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2013 = stablehlo.reduce(%2012 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2014 = stablehlo.convert %2013 : (tensor<576xf32>) -> tensor<576xbf16>
    %2015 = stablehlo.multiply %2014, %1701 : tensor<576xbf16>
    %2016 = stablehlo.subtract %arg48, %2015 : tensor<576xbf16>
    %2017 = stablehlo.dot_general %1014, %727, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %2018 = "stablehlo.all_reduce"(%2017) <{channel_handle = #stablehlo.channel_handle<handle = 109, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %2019 = stablehlo.dynamic_slice %2018, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %2020 = stablehlo.transpose %2019, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %2021 = stablehlo.multiply %2020, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %2022 = stablehlo.subtract %arg49, %2021 : tensor<2016x144xbf16>
    %2023 = stablehlo.dot_general %1025, %716, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2024 = "stablehlo.all_reduce"(%2023) <{channel_handle = #stablehlo.channel_handle<handle = 110, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %2025 = stablehlo.dynamic_slice %2024, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %2026 = stablehlo.transpose %2025, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %2027 = stablehlo.multiply %2026, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %2028 = stablehlo.subtract %arg50, %2027 : tensor<144x2016xbf16>
    %2029 = stablehlo.dot_general %1017, %716, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2030 = "stablehlo.all_reduce"(%2029) <{channel_handle = #stablehlo.channel_handle<handle = 111, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %2031 = stablehlo.dynamic_slice %2030, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %2032 = stablehlo.transpose %2031, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %2033 = stablehlo.multiply %2032, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %2034 = stablehlo.subtract %arg51, %2033 : tensor<144x2016xbf16>
    %2035 = stablehlo.dot_general %1088, %640, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2036 = "stablehlo.all_reduce"(%2035) <{channel_handle = #stablehlo.channel_handle<handle = 112, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %2037 = stablehlo.dynamic_slice %2036, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %2038 = stablehlo.transpose %2037, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %2039 = stablehlo.multiply %2038, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2040 = stablehlo.subtract %arg52, %2039 : tensor<144x9x128xbf16>
    %2041 = stablehlo.dot_general %1045, %694, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2042 = "stablehlo.all_reduce"(%2041) <{channel_handle = #stablehlo.channel_handle<handle = 113, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2043 = stablehlo.dynamic_slice %2042, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %2044 = stablehlo.transpose %2043, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %2045 = stablehlo.multiply %2044, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %2046 = stablehlo.subtract %arg53, %2045 : tensor<9x128x144xbf16>
    %2047 = stablehlo.dot_general %1106, %640, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2048 = "stablehlo.all_reduce"(%2047) <{channel_handle = #stablehlo.channel_handle<handle = 114, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %2049 = stablehlo.dynamic_slice %2048, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %2050 = stablehlo.transpose %2049, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %2051 = stablehlo.multiply %2050, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2052 = stablehlo.subtract %arg54, %2051 : tensor<144x9x128xbf16>
    %2053 = stablehlo.dot_general %1051, %640, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2054 = "stablehlo.all_reduce"(%2053) <{channel_handle = #stablehlo.channel_handle<handle = 115, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %2055 = stablehlo.dynamic_slice %2054, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %2056 = stablehlo.transpose %2055, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %2057 = stablehlo.multiply %2056, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2058 = stablehlo.subtract %arg55, %2057 : tensor<144x9x128xbf16>
    %2059 = stablehlo.multiply %742, %997 : tensor<1x4096x576xf32>
    %2060 = stablehlo.reduce(%2059 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2061 = "stablehlo.all_reduce"(%2060) <{channel_handle = #stablehlo.channel_handle<handle = 116, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %2062 = stablehlo.reshape %2061 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2063 = stablehlo.reduce(%2062 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2064 = stablehlo.convert %2063 : (tensor<576xf32>) -> tensor<576xbf16>
    %2065 = stablehlo.multiply %2064, %1701 : tensor<576xbf16>
    %2066 = stablehlo.subtract %arg56, %2065 : tensor<576xbf16>
    %2067 = stablehlo.multiply %818, %914 : tensor<1x4096x576xf32>
    %2068 = stablehlo.reduce(%2067 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x4096x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2069 = "stablehlo.all_reduce"(%2068) <{channel_handle = #stablehlo.channel_handle<handle = 117, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<576xf32>) -> tensor<576xf32>
    %2070 = stablehlo.reshape %2069 : (tensor<576xf32>) -> tensor<1x1x576xf32>
    %2071 = stablehlo.reduce(%2070 init: %cst_1) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x576xf32>, tensor<f32>) -> tensor<576xf32>
    %2072 = stablehlo.convert %2071 : (tensor<576xf32>) -> tensor<576xbf16>
    %2073 = stablehlo.multiply %2072, %1701 : tensor<576xbf16>
    %2074 = stablehlo.subtract %arg57, %2073 : tensor<576xbf16>
    %2075 = stablehlo.dot_general %900, %836, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x2016xbf16>) -> tensor<576x2016xbf16>
    %2076 = "stablehlo.all_reduce"(%2075) <{channel_handle = #stablehlo.channel_handle<handle = 118, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_2, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x2016xbf16>) -> tensor<576x2016xbf16>
    %2077 = stablehlo.dynamic_slice %2076, %1724, %c, sizes = [144, 2016] : (tensor<576x2016xbf16>, tensor<i32>, tensor<i32>) -> tensor<144x2016xbf16>
    %2078 = stablehlo.transpose %2077, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : (tensor<144x2016xbf16>) -> tensor<2016x144xbf16>
    %2079 = stablehlo.multiply %2078, %1727 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[2016,144]{0,1}"} : tensor<2016x144xbf16>
    %2080 = stablehlo.subtract %arg58, %2079 : tensor<2016x144xbf16>
    %2081 = stablehlo.dot_general %911, %825, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2082 = "stablehlo.all_reduce"(%2081) <{channel_handle = #stablehlo.channel_handle<handle = 119, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %2083 = stablehlo.dynamic_slice %2082, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %2084 = stablehlo.transpose %2083, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %2085 = stablehlo.multiply %2084, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %2086 = stablehlo.subtract %arg59, %2085 : tensor<144x2016xbf16>
    %2087 = stablehlo.dot_general %903, %825, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x2016xbf16>, tensor<1x4096x576xbf16>) -> tensor<2016x576xbf16>
    %2088 = "stablehlo.all_reduce"(%2087) <{channel_handle = #stablehlo.channel_handle<handle = 120, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<2016x576xbf16>) -> tensor<2016x576xbf16>
    %2089 = stablehlo.dynamic_slice %2088, %c, %1724, sizes = [2016, 144] : (tensor<2016x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<2016x144xbf16>
    %2090 = stablehlo.transpose %2089, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : (tensor<2016x144xbf16>) -> tensor<144x2016xbf16>
    %2091 = stablehlo.multiply %2090, %1734 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,2016]{0,1}"} : tensor<144x2016xbf16>
    %2092 = stablehlo.subtract %arg60, %2091 : tensor<144x2016xbf16>
    %2093 = stablehlo.dot_general %976, %749, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2094 = "stablehlo.all_reduce"(%2093) <{channel_handle = #stablehlo.channel_handle<handle = 121, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %2095 = stablehlo.dynamic_slice %2094, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %2096 = stablehlo.transpose %2095, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %2097 = stablehlo.multiply %2096, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2098 = stablehlo.subtract %arg61, %2097 : tensor<144x9x128xbf16>
    %2099 = stablehlo.dot_general %931, %803, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x576xbf16>, tensor<1x4096x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2100 = "stablehlo.all_reduce"(%2099) <{channel_handle = #stablehlo.channel_handle<handle = 122, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<576x9x128xbf16>) -> tensor<576x9x128xbf16>
    %2101 = stablehlo.dynamic_slice %2100, %1724, %c, %c, sizes = [144, 9, 128] : (tensor<576x9x128xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<144x9x128xbf16>
    %2102 = stablehlo.transpose %2101, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : (tensor<144x9x128xbf16>) -> tensor<9x128x144xbf16>
    %2103 = stablehlo.multiply %2102, %1754 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "bf16[9,128,144]{1,0,2}"} : tensor<9x128x144xbf16>
    %2104 = stablehlo.subtract %arg62, %2103 : tensor<9x128x144xbf16>
    %2105 = stablehlo.dot_general %994, %749, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2106 = "stablehlo.all_reduce"(%2105) <{channel_handle = #stablehlo.channel_handle<handle = 123, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %2107 = stablehlo.dynamic_slice %2106, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %2108 = stablehlo.transpose %2107, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %2109 = stablehlo.multiply %2108, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2110 = stablehlo.subtract %arg63, %2109 : tensor<144x9x128xbf16>
    %2111 = stablehlo.dot_general %937, %749, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x9x128xbf16>, tensor<1x4096x576xbf16>) -> tensor<9x128x576xbf16>
    %2112 = "stablehlo.all_reduce"(%2111) <{channel_handle = #stablehlo.channel_handle<handle = 124, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_1, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<9x128x576xbf16>) -> tensor<9x128x576xbf16>
    %2113 = stablehlo.dynamic_slice %2112, %c, %c, %1724, sizes = [9, 128, 144] : (tensor<9x128x576xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<9x128x144xbf16>
    %2114 = stablehlo.transpose %2113, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : (tensor<9x128x144xbf16>) -> tensor<144x9x128xbf16>
    %2115 = stablehlo.multiply %2114, %1747 {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "bf16[144,9,128]{0,2,1}"} : tensor<144x9x128xbf16>
    %2116 = stablehlo.subtract %arg64, %2115 : tensor<144x9x128xbf16>
    %2117 = stablehlo.dot_general %880, %858, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1x4096x128256xbf16>, tensor<1x4096x576xbf16>) -> tensor<128256x576xbf16>
    %2118 = "stablehlo.all_reduce"(%2117) <{channel_handle = #stablehlo.channel_handle<handle = 125, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh_3, axes = [#stablehlo.axis_ref<name = "axis_1">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<bf16>, %arg69: tensor<bf16>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<bf16>
      stablehlo.return %2142 : tensor<bf16>
    }) : (tensor<128256x576xbf16>) -> tensor<128256x576xbf16>
    %2119 = stablehlo.dynamic_slice %2118, %c, %1724, sizes = [128256, 144] : (tensor<128256x576xbf16>, tensor<i32>, tensor<i32>) -> tensor<128256x144xbf16>
    %2120 = stablehlo.transpose %2119, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,128256]{0,1}"} : (tensor<128256x144xbf16>) -> tensor<144x128256xbf16>
    %2121 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<144x128256xbf16>
    %2122 = stablehlo.multiply %2120, %2121 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "bf16[144,128256]{0,1}"} : tensor<144x128256xbf16>
    %2123 = stablehlo.subtract %arg65, %2122 : tensor<144x128256xbf16>
    %2124 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x4096x1x1xi32>
    %2125 = stablehlo.compare GE, %15, %2124 : (tensor<1x4096x1x1xi32>, tensor<1x4096x1x1xi32>) -> tensor<1x4096x1x1xi1>
    %2126 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x4096x1x1xi32>
    %2127 = stablehlo.compare LE, %15, %2126 : (tensor<1x4096x1x1xi32>, tensor<1x4096x1x1xi32>) -> tensor<1x4096x1x1xi1>
    %2128 = stablehlo.and %2125, %2127 : tensor<1x4096x1x1xi1>
    %2129 = stablehlo.reduce(%2128 init: %c_4) applies stablehlo.and across dimensions = [3] : (tensor<1x4096x1x1xi1>, tensor<i1>) -> tensor<1x4096x1xi1>
    %2130 = stablehlo.log %873 : tensor<1x4096x1xf32>
    %2131 = stablehlo.broadcast_in_dim %2130, dims = [0, 1, 2] : (tensor<1x4096x1xf32>) -> tensor<1x4096x1xf32>
    %2132 = stablehlo.reshape %2131 : (tensor<1x4096x1xf32>) -> tensor<1x4096xf32>
    %2133 = stablehlo.broadcast_in_dim %2132, dims = [0, 1] : (tensor<1x4096xf32>) -> tensor<1x4096x128256xf32>
    %2134 = stablehlo.subtract %870, %2133 : tensor<1x4096x128256xf32>
    %2135 = "stablehlo.gather"(%2134, %15) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x4096x128256xf32>, tensor<1x4096x1x1xi32>) -> tensor<1x4096x1xf32>
    %cst_20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %2136 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x4096x1xf32>
    %2137 = stablehlo.select %2129, %2135, %2136 : tensor<1x4096x1xi1>, tensor<1x4096x1xf32>
    %2138 = stablehlo.reduce(%2137 init: %cst_1) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x4096x1xf32>, tensor<f32>) -> tensor<f32>
    %2139 = "stablehlo.all_reduce"(%2138) <{channel_handle = #stablehlo.channel_handle<handle = 126, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %2142 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %2142 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    %cst_21 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %2140 = stablehlo.divide %2139, %cst_21 : tensor<f32>
    %2141 = stablehlo.negate %2140 : tensor<f32>
    return %1694, %1703, %1711, %1719, %1729, %1736, %1742, %1749, %1756, %1762, %1768, %1776, %1784, %1790, %1796, %1802, %1808, %1814, %1820, %1826, %1834, %1842, %1848, %1854, %1860, %1866, %1872, %1878, %1884, %1892, %1900, %1906, %1912, %1918, %1924, %1930, %1936, %1942, %1950, %1958, %1964, %1970, %1976, %1982, %1988, %1994, %2000, %2008, %2016, %2022, %2028, %2034, %2040, %2046, %2052, %2058, %2066, %2074, %2080, %2086, %2092, %2098, %2104, %2110, %2116, %2123, %2141 : tensor<128256x144xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<576xbf16>, tensor<576xbf16>, tensor<2016x144xbf16>, tensor<144x2016xbf16>, tensor<144x2016xbf16>, tensor<144x9x128xbf16>, tensor<9x128x144xbf16>, tensor<144x9x128xbf16>, tensor<144x9x128xbf16>, tensor<144x128256xbf16>, tensor<f32>
  }
}
