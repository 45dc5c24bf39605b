module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["axis_0"=2, "axis_1"=1, "axis_2"=2]>
  func.func private @add.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.2.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.4.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_11.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_12.13.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.6.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<64x32xf32>, %arg1: tensor<32x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<64x32xf32>, %arg1: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<32x16xf32>, %arg1: tensor<16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @fused_computation.19(%arg0: tensor<64x16xf32>, %arg1: tensor<16x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<32x16xf32>, %arg1: tensor<16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<16x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<64x32xf32>, %arg1: tensor<32x16xf32>) -> tensor<64x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    return %0 : tensor<64x16xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<32x16xf32>, %arg1: tensor<16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<64x16xf32>, %arg1: tensor<16x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    return %0 : tensor<64x32xf32>
  }
  func.func private @fused_computation.31(%arg0: tensor<32x16xf32>, %arg1: tensor<16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<16x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<32x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.38(%arg0: tensor<1x32x128xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.39(%arg0: tensor<1x32x128xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @fused_computation.40(%arg0: tensor<32x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.41(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.42(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.43(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.44(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<32x16xf32>, %arg1: tensor<16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.47(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.48(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.53(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.54(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    return %0 : tensor<16x64xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<32x16xf32>, %arg1: tensor<16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @fused_computation.58(%arg0: tensor<32x64xf32>, %arg1: tensor<64x16xf32>) -> tensor<32x16xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    return %0 : tensor<32x16xf32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.59(%arg0: tensor<1x32x128xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @fused_computation.60(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.61(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<1x32x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %6 = stablehlo.compare GE, %5, %1 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %8 = stablehlo.compare LE, %5, %7 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %9 = stablehlo.and %6, %8 : tensor<1x32x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %11 = stablehlo.select %9, %arg0, %10 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<f32>
    return %12 : tensor<f32>
  }
  func.func private @fused_computation.62(%arg0: tensor<1x32xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<32x128xf32>, %arg3: tensor<4xui32>, %arg4: tensor<ui32>, %arg5: tensor<1x32xi32>) -> tensor<1x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %1 = mhlo.bitcast %arg5 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %2 = stablehlo.compare LT, %1, %0 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %4 = stablehlo.add %1, %3 : tensor<1x32x1xi32>
    %5 = stablehlo.select %2, %4, %1 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.clamp %0, %5, %6 : tensor<1x32x1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<1xui32>
    %8 = stablehlo.dynamic_slice %arg3, %arg4, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %c_3 = stablehlo.constant dense<1> : tensor<1xui32>
    %9 = stablehlo.clamp %c_2, %8, %c_3 : tensor<1xui32>
    %10 = stablehlo.convert %9 : (tensor<1xui32>) -> tensor<1xi32>
    %c_4 = stablehlo.constant dense<128> : tensor<1xi32>
    %11 = stablehlo.multiply %10, %c_4 : tensor<1xi32>
    %12 = mhlo.bitcast %11 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %14 = stablehlo.compare LT, %7, %13 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_5 = stablehlo.constant dense<127> : tensor<i32>
    %15 = stablehlo.add %12, %c_5 : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %17 = stablehlo.compare GT, %7, %16 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %18 = stablehlo.or %14, %17 : tensor<1x32x1xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %20 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %21 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
    %23 = stablehlo.subtract %20, %22 : tensor<1x32x128xf32>
    %24 = mhlo.bitcast %arg0 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
    %26 = stablehlo.subtract %23, %25 : tensor<1x32x128xf32>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %28 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
    %29 = stablehlo.subtract %7, %13 : tensor<1x32x1xi32>
    %30 = mhlo.bitcast %29 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %31 = stablehlo.concatenate %27, %28, %30, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
    %32 = mhlo.bitcast %31 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
    %33 = "stablehlo.gather"(%26, %32) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x128xf32>, tensor<32x3xi32>) -> tensor<32x1x1x1xf32>
    %34 = mhlo.bitcast %33 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<32x1x1x1xf32>) -> tensor<1x32x1xf32>
    %35 = stablehlo.select %18, %19, %34 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    return %35 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<64x128xf32>, %arg1: tensor<128x64xf32>) -> tensor<64x128xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %3 = mhlo.copy %2 : tensor<64x128xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x128xf32>
    return %4 : tensor<64x128xf32>
  }
  func.func private @fused_computation.64(%arg0: tensor<1x32x128xf32>, %arg1: tensor<1x32x128xf32>, %arg2: tensor<1x32xf32>) -> tensor<128x32xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<1x32x128xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<1x32x128xf32>
    %4 = stablehlo.transpose %3, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
    %5 = mhlo.copy %4 : tensor<128x1x32xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
    return %6 : tensor<128x32xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<64x1x16xf32>, %arg1: tensor<1x16x64xf32>) -> tensor<64x1x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x16x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %3 = mhlo.copy %2 : tensor<64x1x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x1x16xf32>
    return %4 : tensor<64x1x16xf32>
  }
  func.func private @fused_computation.66(%arg0: tensor<64x2x16xf32>, %arg1: tensor<2x16x64xf32>) -> tensor<64x2x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x16x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %3 = mhlo.copy %2 : tensor<64x2x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x2x16xf32>
    return %4 : tensor<64x2x16xf32>
  }
  func.func private @fused_computation.67(%arg0: tensor<1x32x2x16xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
    %1 = mhlo.copy %0 : tensor<2x16x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @fused_computation.68(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64x2x16xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %3 = mhlo.copy %2 : tensor<2x16x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<2x16x64xf32>
    return %4 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<1x32x64xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %1 = mhlo.copy %0 : tensor<64x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<64x1x16xf32>, %arg1: tensor<1x16x64xf32>) -> tensor<64x1x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x16x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %3 = mhlo.copy %2 : tensor<64x1x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x1x16xf32>
    return %4 : tensor<64x1x16xf32>
  }
  func.func private @fused_computation.71(%arg0: tensor<1x32x1x16xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[1,16,1,32]{1,0,3,2}"} : (tensor<1x32x1x16xf32>) -> tensor<1x16x1x32xf32>
    %1 = mhlo.copy %0 : tensor<1x16x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x16x1x32xf32>) -> tensor<16x32xf32>
    return %2 : tensor<16x32xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = mhlo.copy %2 : tensor<64x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x64xf32>
    return %4 : tensor<64x64xf32>
  }
  func.func private @fused_computation.73(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x32xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %3 = mhlo.copy %2 : tensor<64x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %4 : tensor<64x32xf32>
  }
  func.func private @fused_computation.74(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = mhlo.copy %2 : tensor<64x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x64xf32>
    return %4 : tensor<64x64xf32>
  }
  func.func private @fused_computation.75(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>) -> tensor<64x32xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<1x32x64xf32>
    %4 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.subtract %6, %arg0 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<1x32x64xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<1x32x64xf32>
    %10 = stablehlo.add %3, %9 : tensor<1x32x64xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %12 = mhlo.copy %11 : tensor<64x1x32xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %13 : tensor<64x32xf32>
  }
  func.func private @fused_computation.76(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = mhlo.copy %2 : tensor<64x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x64xf32>
    return %4 : tensor<64x64xf32>
  }
  func.func private @fused_computation.77(%arg0: tensor<1x32x64xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %1 = mhlo.copy %0 : tensor<64x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.78(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @region_39.40(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.79(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32x1xf32>) -> tensor<64xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.add %arg0, %arg1 : tensor<1x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %5 : tensor<64xf32>
  }
  func.func private @fused_computation.80(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @region_37.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.81(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<1x32x1xf32>) -> tensor<64xf32> {
    %0 = mhlo.bitcast %arg4 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg3, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1x32x64xf32>
    %4 = stablehlo.add %3, %arg0 : tensor<1x32x64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %6 : tensor<64xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<64x1x16xf32>, %arg1: tensor<1x16x64xf32>) -> tensor<64x1x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x16x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %3 = mhlo.copy %2 : tensor<64x1x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x1x16xf32>
    return %4 : tensor<64x1x16xf32>
  }
  func.func private @fused_computation.83(%arg0: tensor<64x2x16xf32>, %arg1: tensor<2x16x64xf32>) -> tensor<64x2x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<2x16x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %3 = mhlo.copy %2 : tensor<64x2x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x2x16xf32>
    return %4 : tensor<64x2x16xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<1x32x2x16xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
    %1 = mhlo.copy %0 : tensor<2x16x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
    return %2 : tensor<32x32xf32>
  }
  func.func private @fused_computation.85(%arg0: tensor<2x16x64xf32>, %arg1: tensor<64x2x16xf32>) -> tensor<2x16x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %3 = mhlo.copy %2 : tensor<2x16x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<2x16x64xf32>
    return %4 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.86(%arg0: tensor<1x32x64xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %1 = mhlo.copy %0 : tensor<64x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<64x1x16xf32>, %arg1: tensor<1x16x64xf32>) -> tensor<64x1x16xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x16x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %3 = mhlo.copy %2 : tensor<64x1x16xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x1x16xf32>
    return %4 : tensor<64x1x16xf32>
  }
  func.func private @fused_computation.88(%arg0: tensor<1x32x1x16xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[1,16,1,32]{1,0,3,2}"} : (tensor<1x32x1x16xf32>) -> tensor<1x16x1x32xf32>
    %1 = mhlo.copy %0 : tensor<1x16x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x16x1x32xf32>) -> tensor<16x32xf32>
    return %2 : tensor<16x32xf32>
  }
  func.func private @fused_computation.89(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = mhlo.copy %2 : tensor<64x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x64xf32>
    return %4 : tensor<64x64xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x32xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32x64xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %3 = mhlo.copy %2 : tensor<64x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %4 : tensor<64x32xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = mhlo.copy %2 : tensor<64x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x64xf32>
    return %4 : tensor<64x64xf32>
  }
  func.func private @fused_computation.92(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>) -> tensor<64x32xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<1x32x64xf32>
    %4 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.subtract %6, %arg0 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<1x32x64xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<1x32x64xf32>
    %10 = stablehlo.add %3, %9 : tensor<1x32x64xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %12 = mhlo.copy %11 : tensor<64x1x32xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %13 : tensor<64x32xf32>
  }
  func.func private @fused_computation.93(%arg0: tensor<64x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %3 = mhlo.copy %2 : tensor<64x64xf32>
    %4 = stablehlo.subtract %arg0, %3 : tensor<64x64xf32>
    return %4 : tensor<64x64xf32>
  }
  func.func private @fused_computation.94(%arg0: tensor<1x32x64xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %1 = mhlo.copy %0 : tensor<64x1x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.95(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @region_35.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.96(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32x1xf32>) -> tensor<64xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.add %arg0, %arg1 : tensor<1x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %5 : tensor<64xf32>
  }
  func.func private @fused_computation.97(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @region_33.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.98(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32x1xf32>, %arg4: tensor<1x32x64xf32>, %arg5: tensor<1x32xi32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg5, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg5, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg5 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = stablehlo.compare GE, %4, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %7 = stablehlo.compare LE, %4, %6 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %8 = stablehlo.and %5, %7 : tensor<1x32xi1>
    %9 = mhlo.bitcast %8 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %12 = stablehlo.select %10, %arg4, %11 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %13 = mhlo.bitcast %arg3 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x64xf32>
    %16 = stablehlo.add %arg1, %arg2 : tensor<1x32x64xf32>
    %17 = stablehlo.add %16, %arg0 : tensor<1x32x64xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<1x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %19 : tensor<64xf32>
  }
  func.func private @fused_computation.99(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>) -> tensor<64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<64xf32>
    return %2 : tensor<64xf32>
  }
  func.func private @region_31.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.100(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x1xf32>) -> tensor<64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %4 : tensor<64xf32>
  }
  func.func private @fused_computation.101(%arg0: tensor<128x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<128x64xf32>
    %2 = stablehlo.subtract %arg0, %1 : tensor<128x64xf32>
    return %2 : tensor<128x64xf32>
  }
  func.func private @fused_computation.102(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<1x32x64xf32>, %arg5: tensor<1x32x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<1x32x1xf32>, %arg8: tensor<1x32x64xf32>, %arg9: tensor<1x32xi32>) -> tensor<32x1x64xf32> {
    %0 = stablehlo.add %arg4, %arg5 : tensor<1x32x64xf32>
    %1 = stablehlo.add %0, %arg3 : tensor<1x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x32x64xf32>
    %4 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<1x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %9 = stablehlo.compare LT, %arg9, %8 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %11 = stablehlo.add %arg9, %10 : tensor<1x32xi32>
    %12 = stablehlo.select %9, %11, %arg9 : tensor<1x32xi1>, tensor<1x32xi32>
    %13 = stablehlo.compare GE, %12, %8 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %15 = stablehlo.compare LE, %12, %14 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %16 = stablehlo.and %13, %15 : tensor<1x32xi1>
    %17 = mhlo.bitcast %16 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.select %18, %arg8, %19 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %21 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %23 = stablehlo.multiply %arg0, %22 : tensor<1x32x1xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<1x32x1xf32>
    %cst_3 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x32x1xf32>
    %27 = mhlo.bitcast %26 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %29 = stablehlo.multiply %20, %28 : tensor<1x32x64xf32>
    %30 = stablehlo.add %7, %29 : tensor<1x32x64xf32>
    %31 = mhlo.bitcast %30 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[32,1,64]{2,0,1}"} : (tensor<1x32x64xf32>) -> tensor<32x1x64xf32>
    %32 = mhlo.copy %31 : tensor<32x1x64xf32>
    return %32 : tensor<32x1x64xf32>
  }
  func.func private @fused_computation.103(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.104(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<64xf32>, %arg4: tensor<1x32x64xf32>, %arg5: tensor<1x32xi32>) -> tensor<1x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg5, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg5, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg5 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = stablehlo.compare GE, %4, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %7 = stablehlo.compare LE, %4, %6 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %8 = stablehlo.and %5, %7 : tensor<1x32xi1>
    %9 = mhlo.bitcast %8 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %12 = stablehlo.select %10, %arg4, %11 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %13 = stablehlo.add %arg1, %arg2 : tensor<1x32x64xf32>
    %14 = stablehlo.add %13, %arg0 : tensor<1x32x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<1x32x64xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<1x32x64xf32>
    return %17 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.105(%arg0: tensor<64x2x16xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %1 = mhlo.copy %0 : tensor<2x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<64x16xf32>, %arg1: tensor<8xf32>) -> tensor<32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.sine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.cosine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.add %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %14 = stablehlo.negate %8 : tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<1x32x2x8xf32>
    %16 = stablehlo.add %13, %15 : tensor<1x32x2x8xf32>
    %17 = stablehlo.concatenate %12, %16, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    return %18 : tensor<32x32xf32>
  }
  func.func private @fused_computation.107(%arg0: tensor<64x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x2x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.sine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.cosine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.add %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %14 = stablehlo.negate %8 : tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<1x32x2x8xf32>
    %16 = stablehlo.add %13, %15 : tensor<1x32x2x8xf32>
    %17 = stablehlo.concatenate %12, %16, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    return %17 : tensor<1x32x2x16xf32>
  }
  func.func private @fused_computation.108(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<1x1x2x32x32xf32>, %arg2: tensor<1x1x2x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %4 = stablehlo.negate %arg2 : tensor<1x1x2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<1x1x2x32x32xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<1x1x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x2x32x32xf32>
    %13 = stablehlo.transpose %12, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{4,2,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
    %14 = mhlo.copy %13 : tensor<1x1x32x2x32xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<64x32xf32>
    return %15 : tensor<64x32xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<64x1x16xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
    %1 = mhlo.copy %0 : tensor<1x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @fused_computation.110(%arg0: tensor<32x16xf32>, %arg1: tensor<8xf32>) -> tensor<32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = mhlo.copy %0 : tensor<1x32x1x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8xf32>
    %6 = stablehlo.sine %5 : tensor<32x8xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %8 = mhlo.copy %7 : tensor<1x32x1x8xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<1x32x1x8xf32>
    %10 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %11 = stablehlo.cosine %5 : tensor<32x8xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %13 = mhlo.copy %12 : tensor<1x32x1x8xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x1x8xf32>
    %15 = stablehlo.add %9, %14 : tensor<1x32x1x8xf32>
    %16 = stablehlo.multiply %2, %13 : tensor<1x32x1x8xf32>
    %17 = stablehlo.negate %10 : tensor<1x32x1x8xf32>
    %18 = stablehlo.multiply %17, %8 : tensor<1x32x1x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x32x1x8xf32>
    %20 = stablehlo.concatenate %15, %19, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %21 = mhlo.bitcast %20 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
    return %21 : tensor<32x16xf32>
  }
  func.func private @fused_computation.111(%arg0: tensor<32x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x1x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = mhlo.copy %0 : tensor<1x32x1x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8xf32>
    %6 = stablehlo.sine %5 : tensor<32x8xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %8 = mhlo.copy %7 : tensor<1x32x1x8xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<1x32x1x8xf32>
    %10 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %11 = stablehlo.cosine %5 : tensor<32x8xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %13 = mhlo.copy %12 : tensor<1x32x1x8xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x1x8xf32>
    %15 = stablehlo.add %9, %14 : tensor<1x32x1x8xf32>
    %16 = stablehlo.multiply %2, %13 : tensor<1x32x1x8xf32>
    %17 = stablehlo.negate %10 : tensor<1x32x1x8xf32>
    %18 = stablehlo.multiply %17, %8 : tensor<1x32x1x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x32x1x8xf32>
    %20 = stablehlo.concatenate %15, %19, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    return %20 : tensor<1x32x1x16xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<32x32xf32>, %arg1: tensor<8xf32>) -> tensor<64x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.cosine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.sine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.subtract %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %8, %6 : tensor<1x32x2x8xf32>
    %14 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x32x2x8xf32>
    %16 = stablehlo.concatenate %12, %15, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<64x16xf32>
    return %17 : tensor<64x16xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<1x1x2x32x32xf32>, %arg2: tensor<1x1x2x32xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %4 = stablehlo.negate %arg2 : tensor<1x1x2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<1x1x2x32x32xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<1x1x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x2x32x32xf32>
    %13 = stablehlo.transpose %12, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,32,2]{2,3,4,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x32x2xf32>
    %14 = mhlo.copy %13 : tensor<1x1x32x32x2xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x32x2xf32>) -> tensor<32x64xf32>
    return %15 : tensor<32x64xf32>
  }
  func.func private @region_26.27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.114(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<1x1x2x32xf32>, %arg2: tensor<64x32xf32>) -> tensor<1x1x2x32xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x1x2x32x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<1x1x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %5 : tensor<1x1x2x32xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<1x1x2x32xf32>) -> tensor<1x1x2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<1x1x2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x2x32xf32>
    return %2 : tensor<1x1x2x32xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<64x32xf32>, %arg1: tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %3 = stablehlo.divide %0, %2 : tensor<1x1x2x32x32xf32>
    return %3 : tensor<1x1x2x32x32xf32>
  }
  func.func private @fused_computation.117(%arg0: tensor<32x32xf32>) -> tensor<64x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x2x32x16xf32>
    %2 = mhlo.copy %1 : tensor<1x1x2x32x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x16xf32>) -> tensor<64x16xf32>
    return %3 : tensor<64x16xf32>
  }
  func.func private @fused_computation.118(%arg0: tensor<64x1x16xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
    %1 = mhlo.copy %0 : tensor<1x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @fused_computation.119(%arg0: tensor<16x32xf32>) -> tensor<32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x32xf32>) -> tensor<1x1x16x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{1,3,2,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x32x1x16xf32>
    %2 = mhlo.copy %1 : tensor<1x32x1x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
    return %3 : tensor<32x16xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<2x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x1x2x32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x32xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.121(%arg0: tensor<32x32xf32>) -> tensor<16x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x2x32xf32>
    %2 = mhlo.copy %1 : tensor<1x1x16x2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x2x32xf32>) -> tensor<16x64xf32>
    return %3 : tensor<16x64xf32>
  }
  func.func private @fused_computation.122(%arg0: tensor<2x16x64xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %1 = mhlo.copy %0 : tensor<64x2x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.123(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<1x32x64xf32>, %arg5: tensor<1x32x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<1x32x1xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg4, %arg5 : tensor<1x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<1x32x64xf32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x32x64xf32>
    %7 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<1x32x1xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x32x1xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<1x32x64xf32>
    %16 = stablehlo.add %6, %15 : tensor<1x32x64xf32>
    return %16 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.124(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.125(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<1x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<1x32x64xf32>
    return %3 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.126(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<1x32x64xf32>
    %4 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.subtract %6, %arg0 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<1x32x64xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<1x32x64xf32>
    %10 = stablehlo.add %3, %9 : tensor<1x32x64xf32>
    %11 = mhlo.bitcast %10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %11 : tensor<32x64xf32>
  }
  func.func private @fused_computation.127(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<1x32x64xf32>, %arg5: tensor<1x32x64xf32>, %arg6: tensor<1x32x64xf32>, %arg7: tensor<64xf32>, %arg8: tensor<1x32x1xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg5, %arg6 : tensor<1x32x64xf32>
    %1 = stablehlo.add %0, %arg4 : tensor<1x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x32x64xf32>
    %4 = mhlo.bitcast %arg8 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.add %arg3, %6 : tensor<1x32x64xf32>
    %8 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %10 = stablehlo.multiply %arg1, %9 : tensor<1x32x1xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %13 = stablehlo.multiply %11, %12 : tensor<1x32x1xf32>
    %14 = mhlo.bitcast %13 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %16 = stablehlo.multiply %arg0, %15 : tensor<1x32x64xf32>
    %17 = stablehlo.add %7, %16 : tensor<1x32x64xf32>
    return %17 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.129(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.130(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg2, %arg3 : tensor<1x32x64xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<1x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.multiply %arg0, %3 : tensor<1x32x64xf32>
    return %4 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.131(%arg0: tensor<64x2x16xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %1 = mhlo.copy %0 : tensor<2x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<64x16xf32>, %arg1: tensor<8xf32>) -> tensor<32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.sine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.cosine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.add %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %14 = stablehlo.negate %8 : tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<1x32x2x8xf32>
    %16 = stablehlo.add %13, %15 : tensor<1x32x2x8xf32>
    %17 = stablehlo.concatenate %12, %16, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    return %18 : tensor<32x32xf32>
  }
  func.func private @fused_computation.133(%arg0: tensor<64x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x2x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.sine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.cosine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.add %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %14 = stablehlo.negate %8 : tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %14, %6 : tensor<1x32x2x8xf32>
    %16 = stablehlo.add %13, %15 : tensor<1x32x2x8xf32>
    %17 = stablehlo.concatenate %12, %16, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    return %17 : tensor<1x32x2x16xf32>
  }
  func.func private @fused_computation.134(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<1x1x2x32x32xf32>, %arg2: tensor<1x1x2x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %4 = stablehlo.negate %arg2 : tensor<1x1x2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<1x1x2x32x32xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<1x1x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x2x32x32xf32>
    %13 = stablehlo.transpose %12, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{4,2,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
    %14 = mhlo.copy %13 : tensor<1x1x32x2x32xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<64x32xf32>
    return %15 : tensor<64x32xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<64x1x16xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
    %1 = mhlo.copy %0 : tensor<1x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @fused_computation.136(%arg0: tensor<32x16xf32>, %arg1: tensor<8xf32>) -> tensor<32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = mhlo.copy %0 : tensor<1x32x1x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8xf32>
    %6 = stablehlo.sine %5 : tensor<32x8xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %8 = mhlo.copy %7 : tensor<1x32x1x8xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<1x32x1x8xf32>
    %10 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %11 = stablehlo.cosine %5 : tensor<32x8xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %13 = mhlo.copy %12 : tensor<1x32x1x8xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x1x8xf32>
    %15 = stablehlo.add %9, %14 : tensor<1x32x1x8xf32>
    %16 = stablehlo.multiply %2, %13 : tensor<1x32x1x8xf32>
    %17 = stablehlo.negate %10 : tensor<1x32x1x8xf32>
    %18 = stablehlo.multiply %17, %8 : tensor<1x32x1x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x32x1x8xf32>
    %20 = stablehlo.concatenate %15, %19, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %21 = mhlo.bitcast %20 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
    return %21 : tensor<32x16xf32>
  }
  func.func private @fused_computation.137(%arg0: tensor<32x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x1x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = mhlo.copy %0 : tensor<1x32x1x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8xf32>
    %6 = stablehlo.sine %5 : tensor<32x8xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %8 = mhlo.copy %7 : tensor<1x32x1x8xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<1x32x1x8xf32>
    %10 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %11 = stablehlo.cosine %5 : tensor<32x8xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %13 = mhlo.copy %12 : tensor<1x32x1x8xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x1x8xf32>
    %15 = stablehlo.add %9, %14 : tensor<1x32x1x8xf32>
    %16 = stablehlo.multiply %2, %13 : tensor<1x32x1x8xf32>
    %17 = stablehlo.negate %10 : tensor<1x32x1x8xf32>
    %18 = stablehlo.multiply %17, %8 : tensor<1x32x1x8xf32>
    %19 = stablehlo.add %16, %18 : tensor<1x32x1x8xf32>
    %20 = stablehlo.concatenate %15, %19, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    return %20 : tensor<1x32x1x16xf32>
  }
  func.func private @fused_computation.138(%arg0: tensor<32x32xf32>, %arg1: tensor<8xf32>) -> tensor<64x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.cosine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.sine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.subtract %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %8, %6 : tensor<1x32x2x8xf32>
    %14 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x32x2x8xf32>
    %16 = stablehlo.concatenate %12, %15, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<64x16xf32>
    return %17 : tensor<64x16xf32>
  }
  func.func private @fused_computation.139(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<1x1x2x32x32xf32>, %arg2: tensor<1x1x2x32xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %4 = stablehlo.negate %arg2 : tensor<1x1x2x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %7 = stablehlo.add %arg1, %6 : tensor<1x1x2x32x32xf32>
    %8 = stablehlo.multiply %7, %arg0 : tensor<1x1x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x1x2x32x32xf32>
    %13 = stablehlo.transpose %12, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,32,2]{2,3,4,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x32x2xf32>
    %14 = mhlo.copy %13 : tensor<1x1x32x32x2xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x32x2xf32>) -> tensor<32x64xf32>
    return %15 : tensor<32x64xf32>
  }
  func.func private @region_20.21(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.140(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<1x1x2x32xf32>, %arg2: tensor<64x32xf32>) -> tensor<1x1x2x32xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x1x2x32x32xf32>
    %4 = stablehlo.multiply %3, %arg0 : tensor<1x1x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %5 : tensor<1x1x2x32xf32>
  }
  func.func private @fused_computation.141(%arg0: tensor<1x1x2x32xf32>) -> tensor<1x1x2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<1x1x2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x1x2x32xf32>
    return %2 : tensor<1x1x2x32xf32>
  }
  func.func private @fused_computation.142(%arg0: tensor<64x32xf32>, %arg1: tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %3 = stablehlo.divide %0, %2 : tensor<1x1x2x32x32xf32>
    return %3 : tensor<1x1x2x32x32xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<32x32xf32>) -> tensor<64x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x2x32x16xf32>
    %2 = mhlo.copy %1 : tensor<1x1x2x32x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x16xf32>) -> tensor<64x16xf32>
    return %3 : tensor<64x16xf32>
  }
  func.func private @fused_computation.144(%arg0: tensor<64x1x16xf32>) -> tensor<16x64xf32> {
    %0 = stablehlo.transpose %arg0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
    %1 = mhlo.copy %0 : tensor<1x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
    return %2 : tensor<16x64xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<16x32xf32>) -> tensor<32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x32xf32>) -> tensor<1x1x16x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{1,3,2,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x32x1x16xf32>
    %2 = mhlo.copy %1 : tensor<1x32x1x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
    return %3 : tensor<32x16xf32>
  }
  func.func private @fused_computation.146(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<2x32xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x1x2x32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x32xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.147(%arg0: tensor<32x32xf32>) -> tensor<16x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x2x32xf32>
    %2 = mhlo.copy %1 : tensor<1x1x16x2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x2x32xf32>) -> tensor<16x64xf32>
    return %3 : tensor<16x64xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<2x16x64xf32>) -> tensor<64x32xf32> {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %1 = mhlo.copy %0 : tensor<64x2x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    return %2 : tensor<64x32xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<1x32x64xf32>, %arg5: tensor<1x32x64xf32>, %arg6: tensor<64xf32>, %arg7: tensor<1x32x1xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg4, %arg5 : tensor<1x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = mhlo.bitcast %arg7 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<1x32x64xf32>
    %6 = stablehlo.add %arg3, %5 : tensor<1x32x64xf32>
    %7 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %9 = stablehlo.multiply %arg1, %8 : tensor<1x32x1xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %12 = stablehlo.multiply %10, %11 : tensor<1x32x1xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %15 = stablehlo.multiply %arg0, %14 : tensor<1x32x64xf32>
    %16 = stablehlo.add %6, %15 : tensor<1x32x64xf32>
    return %16 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.150(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.151(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg1, %arg2 : tensor<1x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %arg0, %2 : tensor<1x32x64xf32>
    return %3 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.152(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.multiply %2, %arg0 : tensor<1x32x64xf32>
    %4 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.subtract %6, %arg0 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %arg0, %7 : tensor<1x32x64xf32>
    %9 = stablehlo.multiply %5, %8 : tensor<1x32x64xf32>
    %10 = stablehlo.add %3, %9 : tensor<1x32x64xf32>
    %11 = mhlo.bitcast %10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %11 : tensor<32x64xf32>
  }
  func.func private @fused_computation.153(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.154(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32xf32>, %arg3: tensor<1x32x64xf32>, %arg4: tensor<64xf32>, %arg5: tensor<1x32x1xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg3, %0 : tensor<1x32x64xf32>
    %2 = mhlo.bitcast %arg5 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<1x32x64xf32>
    %5 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %7 = stablehlo.multiply %arg1, %6 : tensor<1x32x1xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<1x32x1xf32>
    %11 = mhlo.bitcast %10 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %13 = stablehlo.multiply %arg0, %12 : tensor<1x32x64xf32>
    %14 = stablehlo.add %4, %13 : tensor<1x32x64xf32>
    return %14 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.155(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.divide %arg0, %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.156(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg1, %0 : tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg0, %1 : tensor<1x32x64xf32>
    return %2 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<1x32x128xf32>, %arg1: tensor<1x32x128xf32>, %arg2: tensor<1x32xf32>) -> tensor<32x128xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<1x32x128xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<1x32x128xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    return %4 : tensor<32x128xf32>
  }
  func.func private @fused_computation.158(%arg0: tensor<1x32xf32>, %arg1: tensor<32x128xf32>) -> tensor<1x32x128xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
    %3 = stablehlo.subtract %0, %2 : tensor<1x32x128xf32>
    %4 = stablehlo.exponential %3 : tensor<1x32x128xf32>
    return %4 : tensor<1x32x128xf32>
  }
  func.func private @fused_computation.159(%arg0: tensor<64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x1xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x32x64xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.161(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.162(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.163(%arg0: tensor<32x64xf32>) -> tensor<1x32x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.negate %1 : tensor<1x32x64xf32>
    %3 = stablehlo.exponential %2 : tensor<1x32x64xf32>
    %4 = stablehlo.add %3, %0 : tensor<1x32x64xf32>
    %5 = stablehlo.divide %0, %4 : tensor<1x32x64xf32>
    return %5 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.164(%arg0: tensor<64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x1xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x32x64xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @fused_computation.165(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.166(%arg0: tensor<16x64xf32>) -> tensor<32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x1x16x2x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{1,3,4,2,0}"} : (tensor<1x1x16x2x32xf32>) -> tensor<1x32x1x2x16xf32>
    %2 = mhlo.copy %1 : tensor<1x32x1x2x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x1x2x16xf32>) -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<2x32xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x1x2x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{2,4,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
    %3 = mhlo.copy %2 : tensor<1x1x32x2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<32x64xf32>
    return %4 : tensor<32x64xf32>
  }
  func.func private @fused_computation.168(%arg0: tensor<1x1x2x32xf32>) -> tensor<2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x32xf32>
    return %2 : tensor<2x32xf32>
  }
  func.func private @fused_computation.169(%arg0: tensor<1x1x2x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<1x1x2x32x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
    %8 = mhlo.copy %7 : tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %11 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %13 = stablehlo.subtract %10, %12 : tensor<1x1x2x32x32xf32>
    %14 = stablehlo.exponential %13 : tensor<1x1x2x32x32xf32>
    return %14 : tensor<1x1x2x32x32xf32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.170(%arg0: tensor<32x64xf32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
    %8 = mhlo.copy %7 : tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %11 : tensor<1x1x2x32xf32>
  }
  func.func private @fused_computation.171(%arg0: tensor<32x32xf32>, %arg1: tensor<8xf32>) -> tensor<16x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.cosine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.sine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.subtract %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %8, %6 : tensor<1x32x2x8xf32>
    %14 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x32x2x8xf32>
    %16 = stablehlo.concatenate %12, %15, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %18 = stablehlo.transpose %17, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x32x2xf32>
    %19 = mhlo.copy %18 : tensor<1x1x16x32x2xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x32x2xf32>) -> tensor<16x64xf32>
    return %20 : tensor<16x64xf32>
  }
  func.func private @fused_computation.172(%arg0: tensor<32x16xf32>, %arg1: tensor<8xf32>) -> tensor<32x16xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = mhlo.copy %0 : tensor<1x32x1x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8xf32>
    %6 = stablehlo.cosine %5 : tensor<32x8xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %8 = mhlo.copy %7 : tensor<1x32x1x8xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<1x32x1x8xf32>
    %10 = stablehlo.slice %1 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %11 = stablehlo.sine %5 : tensor<32x8xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %13 = mhlo.copy %12 : tensor<1x32x1x8xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x1x8xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<1x32x1x8xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<1x32x1x8xf32>
    %17 = stablehlo.multiply %2, %13 : tensor<1x32x1x8xf32>
    %18 = stablehlo.add %16, %17 : tensor<1x32x1x8xf32>
    %19 = stablehlo.concatenate %15, %18, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
    return %20 : tensor<32x16xf32>
  }
  func.func private @fused_computation.173(%arg0: tensor<32x16xf32>) -> tensor<16x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,32]{2,1,3,0}"} : (tensor<1x32x1x16xf32>) -> tensor<1x1x16x32xf32>
    %2 = mhlo.copy %1 : tensor<1x1x16x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x16x32xf32>) -> tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @fused_computation.174(%arg0: tensor<64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x1xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x32x64xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @fused_computation.175(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.176(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %2 : tensor<32x64xf32>
  }
  func.func private @fused_computation.177(%arg0: tensor<1x32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %arg0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.178(%arg0: tensor<32x64xf32>) -> tensor<1x32x64xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.negate %1 : tensor<1x32x64xf32>
    %3 = stablehlo.exponential %2 : tensor<1x32x64xf32>
    %4 = stablehlo.add %3, %0 : tensor<1x32x64xf32>
    %5 = stablehlo.divide %0, %4 : tensor<1x32x64xf32>
    return %5 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32x1xf32>) -> tensor<32x64xf32> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.multiply %arg1, %1 : tensor<1x32x64xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<1x32x64xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @fused_computation.180(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.181(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>, %arg2: tensor<1x32xi32>) -> tensor<1x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg2, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = stablehlo.compare GE, %4, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %7 = stablehlo.compare LE, %4, %6 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %8 = stablehlo.and %5, %7 : tensor<1x32xi1>
    %9 = mhlo.bitcast %8 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %12 = stablehlo.select %10, %arg1, %11 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %13 = stablehlo.add %12, %arg0 : tensor<1x32x64xf32>
    return %13 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.182(%arg0: tensor<16x64xf32>) -> tensor<32x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x1x16x2x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{1,3,4,2,0}"} : (tensor<1x1x16x2x32xf32>) -> tensor<1x32x1x2x16xf32>
    %2 = mhlo.copy %1 : tensor<1x32x1x2x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x1x2x16xf32>) -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @fused_computation.183(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<2x32xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x1x2x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{2,4,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
    %3 = mhlo.copy %2 : tensor<1x1x32x2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<32x64xf32>
    return %4 : tensor<32x64xf32>
  }
  func.func private @fused_computation.184(%arg0: tensor<1x1x2x32xf32>) -> tensor<2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x32xf32>
    return %2 : tensor<2x32xf32>
  }
  func.func private @fused_computation.185(%arg0: tensor<1x1x2x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<1x1x2x32x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %5 = stablehlo.multiply %arg1, %4 : tensor<32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
    %8 = mhlo.copy %7 : tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %11 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %13 = stablehlo.subtract %10, %12 : tensor<1x1x2x32x32xf32>
    %14 = stablehlo.exponential %13 : tensor<1x1x2x32x32xf32>
    return %14 : tensor<1x1x2x32x32xf32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.186(%arg0: tensor<32x64xf32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %5 = stablehlo.multiply %arg0, %4 : tensor<32x64xf32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
    %7 = stablehlo.transpose %6, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
    %8 = mhlo.copy %7 : tensor<1x1x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
    %10 = stablehlo.select %3, %8, %9 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %11 : tensor<1x1x2x32xf32>
  }
  func.func private @fused_computation.187(%arg0: tensor<32x32xf32>, %arg1: tensor<8xf32>) -> tensor<16x64xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.slice %0 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<32x8xf32>
    %5 = stablehlo.cosine %4 : tensor<32x8xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %7 = stablehlo.multiply %1, %6 : tensor<1x32x2x8xf32>
    %8 = stablehlo.slice %0 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.sine %4 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %8, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.subtract %7, %11 : tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %8, %6 : tensor<1x32x2x8xf32>
    %14 = stablehlo.multiply %1, %10 : tensor<1x32x2x8xf32>
    %15 = stablehlo.add %13, %14 : tensor<1x32x2x8xf32>
    %16 = stablehlo.concatenate %12, %15, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
    %18 = stablehlo.transpose %17, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x32x2xf32>
    %19 = mhlo.copy %18 : tensor<1x1x16x32x2xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x32x2xf32>) -> tensor<16x64xf32>
    return %20 : tensor<16x64xf32>
  }
  func.func private @fused_computation.188(%arg0: tensor<8xf32>, %arg1: tensor<32x16xf32>) -> tensor<32x16xf32> {
    %0 = mhlo.bitcast %arg1 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = mhlo.copy %0 : tensor<1x32x1x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32x8xf32>
    %6 = stablehlo.cosine %5 : tensor<32x8xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %8 = mhlo.copy %7 : tensor<1x32x1x8xf32>
    %9 = stablehlo.multiply %2, %8 : tensor<1x32x1x8xf32>
    %10 = stablehlo.slice %1 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %11 = stablehlo.sine %5 : tensor<32x8xf32>
    %12 = mhlo.bitcast %11 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %13 = mhlo.copy %12 : tensor<1x32x1x8xf32>
    %14 = stablehlo.multiply %10, %13 : tensor<1x32x1x8xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<1x32x1x8xf32>
    %16 = stablehlo.multiply %10, %8 : tensor<1x32x1x8xf32>
    %17 = stablehlo.multiply %2, %13 : tensor<1x32x1x8xf32>
    %18 = stablehlo.add %16, %17 : tensor<1x32x1x8xf32>
    %19 = stablehlo.concatenate %15, %18, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
    return %20 : tensor<32x16xf32>
  }
  func.func private @fused_computation.189() -> tensor<8xf32> {
    %cst = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1 = stablehlo.iota dim = 0 : tensor<8xf32>
    %2 = stablehlo.negate %1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<8xf32>
    %5 = stablehlo.power %0, %4 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @fused_computation.190(%arg0: tensor<32x16xf32>) -> tensor<16x32xf32> {
    %0 = mhlo.bitcast %arg0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,32]{2,1,3,0}"} : (tensor<1x32x1x16xf32>) -> tensor<1x1x16x32xf32>
    %2 = mhlo.copy %1 : tensor<1x1x16x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x16x32xf32>) -> tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @fused_computation.191(%arg0: tensor<64xf32>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xf32>, %arg3: tensor<1x32xi32>) -> tensor<32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg3, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = stablehlo.compare GE, %4, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %7 = stablehlo.compare LE, %4, %6 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %8 = stablehlo.and %5, %7 : tensor<1x32xi1>
    %9 = mhlo.bitcast %8 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %12 = stablehlo.select %10, %arg2, %11 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %13 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x64xf32>
    %16 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x32x64xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %18 : tensor<32x64xf32>
  }
  func.func private @fused_computation.192(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
    %cst = stablehlo.constant dense<1.562500e-02> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x32xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x32x1xf32>
    return %5 : tensor<1x32x1xf32>
  }
  func.func private @fused_computation.193(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = stablehlo.compare GE, %4, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %7 = stablehlo.compare LE, %4, %6 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %8 = stablehlo.and %5, %7 : tensor<1x32xi1>
    %9 = mhlo.bitcast %8 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %12 = stablehlo.select %10, %arg0, %11 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %13 = stablehlo.multiply %12, %12 : tensor<1x32x64xf32>
    return %13 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.194(%arg0: tensor<128x64xf32>, %arg1: tensor<4xi32>, %arg2: tensor<ui32>, %arg3: tensor<1x32xi32>) -> tensor<1x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg3, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg3, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg3 : tensor<1x32xi1>, tensor<1x32xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %6 = stablehlo.clamp %0, %4, %5 : tensor<1x32xi32>
    %7 = stablehlo.dynamic_slice %arg1, %arg2, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %10 = stablehlo.compare LT, %6, %9 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_2 = stablehlo.constant dense<127> : tensor<1xi32>
    %11 = stablehlo.add %7, %c_2 : tensor<1xi32>
    %12 = mhlo.bitcast %11 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %14 = stablehlo.compare GT, %6, %13 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %15 = stablehlo.or %10, %14 : tensor<1x32xi1>
    %16 = mhlo.bitcast %15 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %19 = stablehlo.subtract %6, %9 : tensor<1x32xi32>
    %20 = mhlo.bitcast %19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<32x1xi32>
    %21 = "stablehlo.gather"(%arg0, %20) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<32x1xi32>) -> tensor<32x1x64xf32>
    %22 = mhlo.bitcast %21 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x64xf32>) -> tensor<1x32x64xf32>
    %23 = stablehlo.select %17, %18, %22 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    return %23 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.195(%arg0: tensor<4xui32>, %arg1: tensor<ui32>, %arg2: tensor<1x32xi32>) -> tensor<32x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
    %2 = mhlo.bitcast %arg2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<1x32x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xui32>
    %8 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
    %c_2 = stablehlo.constant dense<1> : tensor<1xui32>
    %9 = stablehlo.clamp %c_1, %8, %c_2 : tensor<1xui32>
    %10 = stablehlo.convert %9 : (tensor<1xui32>) -> tensor<1xi32>
    %c_3 = stablehlo.constant dense<128> : tensor<1xi32>
    %11 = stablehlo.multiply %10, %c_3 : tensor<1xi32>
    %12 = mhlo.bitcast %11 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %14 = stablehlo.subtract %7, %13 : tensor<1x32x1xi32>
    %15 = mhlo.bitcast %14 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %16 = stablehlo.concatenate %0, %1, %15, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
    %17 = mhlo.bitcast %16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
    return %17 : tensor<32x3xi32>
  }
  func.func private @fused_computation.196(%arg0: tensor<4xi32>, %arg1: tensor<ui32>, %arg2: tensor<1x32xi32>) -> tensor<32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg2, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg2, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %8 = stablehlo.subtract %4, %7 : tensor<1x32xi32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<32x1xi32>
    return %9 : tensor<32x1xi32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<128x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @region_2.3(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_2.3.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<f32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %0 : tensor<1x1x2x32xf32>
  }
  func.func private @wrapped_multiply_computation(%arg0: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @region_5.6(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.1(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_5.6.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.2(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_add_computation(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @wrapped_multiply_computation.1(%arg0: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @region_6.7(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.2(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_6.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.3(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.4(%arg0: tensor<1x1x2x32x32xf32>, %arg1: tensor<f32>) -> tensor<1x1x2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    return %0 : tensor<1x1x2x32xf32>
  }
  func.func private @wrapped_add_computation.1(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @wrapped_multiply_computation.2(%arg0: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @region_9.10(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.3(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_9.10.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.5(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_add_computation.2(%arg0: tensor<1x32x64xf32>, %arg1: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @wrapped_multiply_computation.3(%arg0: tensor<1x32x64xf32>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<1x32x64xf32>
    return %0 : tensor<1x32x64xf32>
  }
  func.func private @region_10.11(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.4(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_10.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.6(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<1x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
    return %0 : tensor<1x32x128xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<32x1x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<32x1x1x1xf32>
    return %0 : tensor<32x1x1x1xf32>
  }
  func.func private @region_13.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<1x32x128xf32>, %arg1: tensor<32x3xi32>, %arg2: tensor<32x1x1x1xf32>) -> tensor<1x32x128xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x128xf32>, tensor<32x3xi32>, tensor<32x1x1x1xf32>) -> tensor<1x32x128xf32>
    return %0 : tensor<1x32x128xf32>
  }
  func.func private @wrapped_negate_computation(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_divide_computation(%arg0: tensor<1x32xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.divide %arg0, %arg1 : tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_16.17(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.5(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_16.17.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.7(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_18.19(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.6(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_18.19.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.8(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_22.23(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.7(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_22.23.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.9(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_24.25(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.8(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_24.25.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.10(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_28.29(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_window_computation.9(%arg0: tensor<1x32x64xf32>, %arg1: tensor<f32>) -> tensor<1x32x2xf32> {
    %0 = "stablehlo.reduce_window"(%arg0, %arg1) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    return %0 : tensor<1x32x2xf32>
  }
  func.func private @region_28.29.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_reduce_computation.11(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_30.31.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation.1(%arg0: tensor<128x64xf32>, %arg1: tensor<32x1xi32>, %arg2: tensor<32x1x64xf32>) -> tensor<128x64xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<32x1xi32>, tensor<32x1x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.log %arg0 : tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @add.5.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.7.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.11.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.12.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @add.16.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @region_30.31.clone.1.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<128x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<64x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<2x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<64x64xf32> {mhlo.sharding = "{devices=[2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg15: tensor<64x64xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg17: tensor<2x16x64xf32> {mhlo.sharding = "{devices=[2,1,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<64x2x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<64x1x16xf32> {mhlo.sharding = "{devices=[1,2,1,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<64x128xf32> {mhlo.sharding = "{devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}"}, %arg21: tensor<1x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}, %arg22: tensor<1x32xi32> {mhlo.sharding = "{devices=[2,1,2]<=[4] last_tile_dim_replicate}"}) -> (tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64x128xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %284 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
      mhlo.return %284 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<128x64xf32>
    %c = stablehlo.constant dense<[0, 128, 0, 128]> : tensor<4xi32>
    %1 = stablehlo.partition_id : tensor<ui32>
    %2 = "mhlo.fusion"(%c, %1, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4xi32>, %arg24: tensor<ui32>, %arg25: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg25, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg25, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg25 : tensor<1x32xi1>, tensor<1x32xi32>
      %289 = stablehlo.dynamic_slice %arg23, %arg24, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
      %290 = mhlo.bitcast %289 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %292 = stablehlo.subtract %288, %291 : tensor<1x32xi32>
      %293 = mhlo.bitcast %292 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<32x1xi32>
      mhlo.return %293 : tensor<32x1xi32>
    }) {output_operand_aliasing = []} : (tensor<4xi32>, tensor<ui32>, tensor<1x32xi32>) -> tensor<32x1xi32>
    %3 = "mhlo.fusion"(%arg0, %c, %1, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>, %arg24: tensor<4xi32>, %arg25: tensor<ui32>, %arg26: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg26, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg26, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg26 : tensor<1x32xi1>, tensor<1x32xi32>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %289 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %290 = stablehlo.clamp %284, %288, %289 : tensor<1x32xi32>
      %291 = stablehlo.dynamic_slice %arg24, %arg25, sizes = [1] : (tensor<4xi32>, tensor<ui32>) -> tensor<1xi32>
      %292 = mhlo.bitcast %291 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %293 = stablehlo.broadcast_in_dim %292, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %294 = stablehlo.compare LT, %290, %293 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_6 = stablehlo.constant dense<127> : tensor<1xi32>
      %295 = stablehlo.add %291, %c_6 : tensor<1xi32>
      %296 = mhlo.bitcast %295 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %298 = stablehlo.compare GT, %290, %297 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %299 = stablehlo.or %294, %298 : tensor<1x32xi1>
      %300 = mhlo.bitcast %299 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %301 = stablehlo.broadcast_in_dim %300, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %302 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %303 = stablehlo.subtract %290, %293 : tensor<1x32xi32>
      %304 = mhlo.bitcast %303 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<32x1xi32>
      %305 = "stablehlo.gather"(%arg23, %304) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<32x1xi32>) -> tensor<32x1x64xf32>
      %306 = mhlo.bitcast %305 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x64xf32>) -> tensor<1x32x64xf32>
      %307 = stablehlo.select %301, %302, %306 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      mhlo.return %307 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>, tensor<4xi32>, tensor<ui32>, tensor<1x32xi32>) -> tensor<1x32x64xf32>
    %4 = "stablehlo.all_reduce"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_0">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %5 = "mhlo.fusion"(%4, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg24, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg24, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg24 : tensor<1x32xi1>, tensor<1x32xi32>
      %289 = stablehlo.compare GE, %288, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %290 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %291 = stablehlo.compare LE, %288, %290 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %292 = stablehlo.and %289, %291 : tensor<1x32xi1>
      %293 = mhlo.bitcast %292 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %296 = stablehlo.select %294, %arg23, %295 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %297 = stablehlo.multiply %296, %296 : tensor<1x32x64xf32>
      mhlo.return %297 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32xi32>) -> tensor<1x32x64xf32>
    %6 = "mhlo.fusion"(%5, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %7 = "mhlo.fusion"(%6, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %8 = "mhlo.fusion"(%7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.rsqrt %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %9 = "mhlo.fusion"(%8, %7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.divide %arg23, %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %10 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %285 = stablehlo.iota dim = 0 : tensor<8xf32>
      %286 = stablehlo.negate %285 : tensor<8xf32>
      %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %287 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<8xf32>
      %289 = stablehlo.power %284, %288 : tensor<8xf32>
      mhlo.return %289 : tensor<8xf32>
    }) {output_operand_aliasing = []} : () -> tensor<8xf32>
    %11 = "mhlo.fusion"(%arg2, %8, %4, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg26, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg26, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg26 : tensor<1x32xi1>, tensor<1x32xi32>
      %289 = stablehlo.compare GE, %288, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %290 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %291 = stablehlo.compare LE, %288, %290 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %292 = stablehlo.and %289, %291 : tensor<1x32xi1>
      %293 = mhlo.bitcast %292 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %296 = stablehlo.select %294, %arg25, %295 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %297 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %299 = stablehlo.multiply %296, %298 : tensor<1x32x64xf32>
      %300 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %301 = stablehlo.multiply %299, %300 : tensor<1x32x64xf32>
      %302 = mhlo.bitcast %301 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %302 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<1x32x1xf32>, tensor<1x32x64xf32>, tensor<1x32xi32>) -> tensor<32x64xf32>
    %12 = mhlo.bitcast %arg7 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x16xf32>) -> tensor<64x16xf32>
    %13 = "mhlo.fusion"(%11, %12) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      mhlo.return %284 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %14 = "mhlo.fusion"(%10, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<8xf32>, %arg24: tensor<32x16xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = mhlo.copy %284 : tensor<1x32x1x16xf32>
      %286 = stablehlo.slice %285 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %287 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %288 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %289 = stablehlo.multiply %287, %288 : tensor<32x8xf32>
      %290 = stablehlo.cosine %289 : tensor<32x8xf32>
      %291 = mhlo.bitcast %290 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %292 = mhlo.copy %291 : tensor<1x32x1x8xf32>
      %293 = stablehlo.multiply %286, %292 : tensor<1x32x1x8xf32>
      %294 = stablehlo.slice %285 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %295 = stablehlo.sine %289 : tensor<32x8xf32>
      %296 = mhlo.bitcast %295 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %297 = mhlo.copy %296 : tensor<1x32x1x8xf32>
      %298 = stablehlo.multiply %294, %297 : tensor<1x32x1x8xf32>
      %299 = stablehlo.subtract %293, %298 : tensor<1x32x1x8xf32>
      %300 = stablehlo.multiply %294, %292 : tensor<1x32x1x8xf32>
      %301 = stablehlo.multiply %286, %297 : tensor<1x32x1x8xf32>
      %302 = stablehlo.add %300, %301 : tensor<1x32x1x8xf32>
      %303 = stablehlo.concatenate %299, %302, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
      %304 = mhlo.bitcast %303 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
      mhlo.return %304 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<32x16xf32>) -> tensor<32x16xf32>
    %15 = mhlo.bitcast %arg9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %16 = "mhlo.fusion"(%11, %15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %284 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %17 = "mhlo.fusion"(%16, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.cosine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.sine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.subtract %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %292, %290 : tensor<1x32x2x8xf32>
      %298 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %299 = stablehlo.add %297, %298 : tensor<1x32x2x8xf32>
      %300 = stablehlo.concatenate %296, %299, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %301 = mhlo.bitcast %300 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
      %302 = stablehlo.transpose %301, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x32x2xf32>
      %303 = mhlo.copy %302 : tensor<1x1x16x32x2xf32>
      %304 = mhlo.bitcast %303 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x32x2xf32>) -> tensor<16x64xf32>
      mhlo.return %304 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<8xf32>) -> tensor<16x64xf32>
    %18 = "mhlo.fusion"(%14, %17) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<16x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %19 = "mhlo.fusion"(%18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %289 = stablehlo.multiply %arg23, %288 : tensor<32x64xf32>
      %290 = mhlo.bitcast %289 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
      %291 = stablehlo.transpose %290, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
      %292 = mhlo.copy %291 : tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %295 = stablehlo.reduce(%294 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
      mhlo.return %295 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<1x1x2x32xf32>
    %20 = "mhlo.fusion"(%19, %18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %289 = stablehlo.multiply %arg24, %288 : tensor<32x64xf32>
      %290 = mhlo.bitcast %289 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
      %291 = stablehlo.transpose %290, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
      %292 = mhlo.copy %291 : tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %295 = mhlo.bitcast %arg23 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %296 = stablehlo.broadcast_in_dim %295, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %297 = stablehlo.subtract %294, %296 : tensor<1x1x2x32x32xf32>
      %298 = stablehlo.exponential %297 : tensor<1x1x2x32x32xf32>
      mhlo.return %298 : tensor<1x1x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32xf32>, tensor<32x64xf32>) -> tensor<1x1x2x32x32xf32>
    %21 = mhlo.bitcast %arg10 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x16xf32>) -> tensor<64x16xf32>
    %22 = "mhlo.fusion"(%11, %21) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      mhlo.return %284 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %23 = "mhlo.fusion"(%22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = stablehlo.transpose %284, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,32]{2,1,3,0}"} : (tensor<1x32x1x16xf32>) -> tensor<1x1x16x32xf32>
      %286 = mhlo.copy %285 : tensor<1x1x16x32xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x16x32xf32>) -> tensor<16x32xf32>
      mhlo.return %287 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %24 = "mhlo.fusion"(%20, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
      mhlo.return %284 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %25 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %285 = mhlo.bitcast %arg23 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %286 = stablehlo.divide %284, %285 : tensor<2x32xf32>
      mhlo.return %286 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %26 = "mhlo.fusion"(%20, %25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<2x32xf32>):
      %284 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x1x2x32x32xf32>
      %286 = stablehlo.transpose %285, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{2,4,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
      %287 = mhlo.copy %286 : tensor<1x1x32x2x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<32x64xf32>
      mhlo.return %288 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<2x32xf32>) -> tensor<32x64xf32>
    %27 = "mhlo.fusion"(%23, %26) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      mhlo.return %284 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %28 = "mhlo.fusion"(%27) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x64xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x1x16x2x32xf32>
      %285 = stablehlo.transpose %284, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{1,3,4,2,0}"} : (tensor<1x1x16x2x32xf32>) -> tensor<1x32x1x2x16xf32>
      %286 = mhlo.copy %285 : tensor<1x32x1x2x16xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x1x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %287 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x64xf32>) -> tensor<32x32xf32>
    %29 = mhlo.bitcast %arg8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %30 = "mhlo.fusion"(%28, %29) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %31 = mhlo.bitcast %30 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %32 = "stablehlo.all_reduce"(%31) <{channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %33 = "mhlo.fusion"(%32, %4, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg25, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg25, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg25 : tensor<1x32xi1>, tensor<1x32xi32>
      %289 = stablehlo.compare GE, %288, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %290 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %291 = stablehlo.compare LE, %288, %290 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %292 = stablehlo.and %289, %291 : tensor<1x32xi1>
      %293 = mhlo.bitcast %292 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %296 = stablehlo.select %294, %arg24, %295 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %297 = stablehlo.add %296, %arg23 : tensor<1x32x64xf32>
      mhlo.return %297 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32xi32>) -> tensor<1x32x64xf32>
    %34 = "mhlo.fusion"(%33) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.multiply %arg23, %arg23 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %35 = "mhlo.fusion"(%34, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %36 = "mhlo.fusion"(%35, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.rsqrt %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %38 = "mhlo.fusion"(%37, %36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.divide %arg23, %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %39 = "mhlo.fusion"(%arg3, %33, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg24, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<1x32x64xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %289 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<32x64xf32>
    %40 = "mhlo.fusion"(%39, %arg5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %41 = "mhlo.fusion"(%40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %285 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.negate %285 : tensor<1x32x64xf32>
      %287 = stablehlo.exponential %286 : tensor<1x32x64xf32>
      %288 = stablehlo.add %287, %284 : tensor<1x32x64xf32>
      %289 = stablehlo.divide %284, %288 : tensor<1x32x64xf32>
      mhlo.return %289 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %42 = "mhlo.fusion"(%41, %40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %284, %arg23 : tensor<1x32x64xf32>
      mhlo.return %285 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %43 = "mhlo.fusion"(%39, %arg6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %44 = "mhlo.fusion"(%42, %43) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %286 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %45 = "mhlo.fusion"(%44, %arg4) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %46 = mhlo.bitcast %45 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %47 = "stablehlo.all_reduce"(%46) <{channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %48 = "mhlo.fusion"(%33, %47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %49 = "mhlo.fusion"(%48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.multiply %arg23, %arg23 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %50 = "mhlo.fusion"(%49, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %51 = "mhlo.fusion"(%50, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %52 = "mhlo.fusion"(%51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.rsqrt %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %53 = "mhlo.fusion"(%52, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.divide %arg23, %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %54 = "mhlo.fusion"(%arg11, %48, %52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg24, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<1x32x64xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %289 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<32x64xf32>
    %55 = mhlo.bitcast %arg16 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x16xf32>) -> tensor<64x16xf32>
    %56 = "mhlo.fusion"(%54, %55) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      mhlo.return %284 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %57 = "mhlo.fusion"(%56, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = mhlo.copy %284 : tensor<1x32x1x16xf32>
      %286 = stablehlo.slice %285 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %287 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %288 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %289 = stablehlo.multiply %287, %288 : tensor<32x8xf32>
      %290 = stablehlo.cosine %289 : tensor<32x8xf32>
      %291 = mhlo.bitcast %290 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %292 = mhlo.copy %291 : tensor<1x32x1x8xf32>
      %293 = stablehlo.multiply %286, %292 : tensor<1x32x1x8xf32>
      %294 = stablehlo.slice %285 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %295 = stablehlo.sine %289 : tensor<32x8xf32>
      %296 = mhlo.bitcast %295 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %297 = mhlo.copy %296 : tensor<1x32x1x8xf32>
      %298 = stablehlo.multiply %294, %297 : tensor<1x32x1x8xf32>
      %299 = stablehlo.subtract %293, %298 : tensor<1x32x1x8xf32>
      %300 = stablehlo.multiply %294, %292 : tensor<1x32x1x8xf32>
      %301 = stablehlo.multiply %286, %297 : tensor<1x32x1x8xf32>
      %302 = stablehlo.add %300, %301 : tensor<1x32x1x8xf32>
      %303 = stablehlo.concatenate %299, %302, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
      %304 = mhlo.bitcast %303 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
      mhlo.return %304 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<8xf32>) -> tensor<32x16xf32>
    %58 = mhlo.bitcast %arg18 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    %59 = "mhlo.fusion"(%54, %58) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %284 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %60 = "mhlo.fusion"(%59, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.cosine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.sine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.subtract %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %292, %290 : tensor<1x32x2x8xf32>
      %298 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %299 = stablehlo.add %297, %298 : tensor<1x32x2x8xf32>
      %300 = stablehlo.concatenate %296, %299, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %301 = mhlo.bitcast %300 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x1x2x16xf32>
      %302 = stablehlo.transpose %301, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x32x2xf32>
      %303 = mhlo.copy %302 : tensor<1x1x16x32x2xf32>
      %304 = mhlo.bitcast %303 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x32x2xf32>) -> tensor<16x64xf32>
      mhlo.return %304 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<8xf32>) -> tensor<16x64xf32>
    %61 = "mhlo.fusion"(%57, %60) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<16x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %62 = "mhlo.fusion"(%61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %289 = stablehlo.multiply %arg23, %288 : tensor<32x64xf32>
      %290 = mhlo.bitcast %289 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
      %291 = stablehlo.transpose %290, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
      %292 = mhlo.copy %291 : tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %295 = stablehlo.reduce(%294 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
      mhlo.return %295 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<1x1x2x32xf32>
    %63 = "mhlo.fusion"(%62, %61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %288 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
      %289 = stablehlo.multiply %arg24, %288 : tensor<32x64xf32>
      %290 = mhlo.bitcast %289 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x1x32x32x2xf32>
      %291 = stablehlo.transpose %290, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,32]{2,3,4,1,0}"} : (tensor<1x1x32x32x2xf32>) -> tensor<1x1x2x32x32xf32>
      %292 = mhlo.copy %291 : tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %295 = mhlo.bitcast %arg23 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %296 = stablehlo.broadcast_in_dim %295, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %297 = stablehlo.subtract %294, %296 : tensor<1x1x2x32x32xf32>
      %298 = stablehlo.exponential %297 : tensor<1x1x2x32x32xf32>
      mhlo.return %298 : tensor<1x1x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32xf32>, tensor<32x64xf32>) -> tensor<1x1x2x32x32xf32>
    %64 = mhlo.bitcast %arg19 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x16xf32>) -> tensor<64x16xf32>
    %65 = "mhlo.fusion"(%54, %64) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      mhlo.return %284 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %66 = "mhlo.fusion"(%65) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = stablehlo.transpose %284, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,1,16,32]{2,1,3,0}"} : (tensor<1x32x1x16xf32>) -> tensor<1x1x16x32xf32>
      %286 = mhlo.copy %285 : tensor<1x1x16x32xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x16x32xf32>) -> tensor<16x32xf32>
      mhlo.return %287 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %67 = "mhlo.fusion"(%63, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
      mhlo.return %284 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
    %68 = "mhlo.fusion"(%67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x32xf32>
      %285 = mhlo.bitcast %arg23 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %286 = stablehlo.divide %284, %285 : tensor<2x32xf32>
      mhlo.return %286 : tensor<2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
    %69 = "mhlo.fusion"(%63, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<2x32xf32>):
      %284 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x1x2x32x32xf32>
      %286 = stablehlo.transpose %285, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{2,4,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
      %287 = mhlo.copy %286 : tensor<1x1x32x2x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<32x64xf32>
      mhlo.return %288 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<2x32xf32>) -> tensor<32x64xf32>
    %70 = "mhlo.fusion"(%66, %69) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      mhlo.return %284 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %71 = "mhlo.fusion"(%70) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x64xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x1x16x2x32xf32>
      %285 = stablehlo.transpose %284, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,1,2,16]{1,3,4,2,0}"} : (tensor<1x1x16x2x32xf32>) -> tensor<1x32x1x2x16xf32>
      %286 = mhlo.copy %285 : tensor<1x32x1x2x16xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x1x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %287 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x64xf32>) -> tensor<32x32xf32>
    %72 = mhlo.bitcast %arg17 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %73 = "mhlo.fusion"(%71, %72) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %74 = mhlo.bitcast %73 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %75 = "stablehlo.all_reduce"(%74) <{channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %76 = "mhlo.fusion"(%48, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %77 = "mhlo.fusion"(%76) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.multiply %arg23, %arg23 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %78 = "mhlo.fusion"(%77, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %79 = "mhlo.fusion"(%78, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %80 = "mhlo.fusion"(%79) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.rsqrt %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %81 = "mhlo.fusion"(%80, %79) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.divide %arg23, %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %82 = "mhlo.fusion"(%arg12, %76, %80) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg24, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<1x32x64xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %289 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<32x64xf32>
    %83 = "mhlo.fusion"(%82, %arg14) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %84 = "mhlo.fusion"(%83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %285 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.negate %285 : tensor<1x32x64xf32>
      %287 = stablehlo.exponential %286 : tensor<1x32x64xf32>
      %288 = stablehlo.add %287, %284 : tensor<1x32x64xf32>
      %289 = stablehlo.divide %284, %288 : tensor<1x32x64xf32>
      mhlo.return %289 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %85 = "mhlo.fusion"(%84, %83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %284, %arg23 : tensor<1x32x64xf32>
      mhlo.return %285 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %86 = "mhlo.fusion"(%82, %arg15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %87 = "mhlo.fusion"(%85, %86) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %286 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %88 = "mhlo.fusion"(%87, %arg13) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %89 = mhlo.bitcast %88 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %90 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %284 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<1x32x128xf32>
      mhlo.return %284 : tensor<1x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x32x128xf32>
    %c_0 = stablehlo.constant dense<[0, 1, 0, 1]> : tensor<4xui32>
    %91 = "mhlo.fusion"(%c_0, %1, %arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4xui32>, %arg24: tensor<ui32>, %arg25: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
      %285 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
      %286 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %287 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %288 = stablehlo.compare LT, %286, %287 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %289 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %290 = stablehlo.add %286, %289 : tensor<1x32x1xi32>
      %291 = stablehlo.select %288, %290, %286 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
      %c_5 = stablehlo.constant dense<0> : tensor<1xui32>
      %292 = stablehlo.dynamic_slice %arg23, %arg24, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %c_6 = stablehlo.constant dense<1> : tensor<1xui32>
      %293 = stablehlo.clamp %c_5, %292, %c_6 : tensor<1xui32>
      %294 = stablehlo.convert %293 : (tensor<1xui32>) -> tensor<1xi32>
      %c_7 = stablehlo.constant dense<128> : tensor<1xi32>
      %295 = stablehlo.multiply %294, %c_7 : tensor<1xi32>
      %296 = mhlo.bitcast %295 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %298 = stablehlo.subtract %291, %297 : tensor<1x32x1xi32>
      %299 = mhlo.bitcast %298 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
      %300 = stablehlo.concatenate %284, %285, %299, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
      %301 = mhlo.bitcast %300 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
      mhlo.return %301 : tensor<32x3xi32>
    }) {output_operand_aliasing = []} : (tensor<4xui32>, tensor<ui32>, tensor<1x32xi32>) -> tensor<32x3xi32>
    %cst_1 = stablehlo.constant dense<-1.562500e-02> : tensor<f32>
    %92 = "mhlo.fusion"(%cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %284 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<32x1x1x1xf32>
      mhlo.return %284 : tensor<32x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<32x1x1x1xf32>
    %93 = "mhlo.fusion"(%90, %91, %92) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x128xf32>, %arg24: tensor<32x3xi32>, %arg25: tensor<32x1x1x1xf32>):
      %284 = "stablehlo.scatter"(%arg23, %arg24, %arg25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %285 = stablehlo.add %arg26, %arg27 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x128xf32>, tensor<32x3xi32>, tensor<32x1x1x1xf32>) -> tensor<1x32x128xf32>
      mhlo.return %284 : tensor<1x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<32x3xi32>, tensor<32x1x1x1xf32>) -> tensor<1x32x128xf32>
    %94 = "mhlo.fusion"(%93, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x32x128xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %95 = "mhlo.fusion"(%94) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %284 = stablehlo.negate %arg23 : tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %96:2 = "stablehlo.all_reduce"(%89, %95) <{channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<1x32xf32>) -> (tensor<1x32x64xf32>, tensor<1x32xf32>)
    %97 = "mhlo.fusion"(%76, %96#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %98 = "mhlo.fusion"(%97) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.multiply %arg23, %arg23 : tensor<1x32x64xf32>
      mhlo.return %284 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %99 = "mhlo.fusion"(%98, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %100 = "mhlo.fusion"(%99, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %101 = "mhlo.fusion"(%100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.rsqrt %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %102 = "mhlo.fusion"(%101, %100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x32xf32>
      %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %286 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %287 = stablehlo.add %285, %286 : tensor<1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %289 = stablehlo.divide %arg23, %288 : tensor<1x32x1xf32>
      mhlo.return %289 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %103 = "mhlo.fusion"(%arg1, %97, %101) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg24, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<1x32x64xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %289 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<32x64xf32>
    %104 = "mhlo.fusion"(%103, %arg20) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x128xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
      mhlo.return %284 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %105 = mhlo.bitcast %104 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = "mhlo.fusion"(%105, %cst_2) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x32x128xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %107 = "stablehlo.all_reduce"(%106) <{channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %108 = "mhlo.fusion"(%107, %104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>, %arg24: tensor<32x128xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
      %285 = mhlo.bitcast %arg23 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
      %287 = stablehlo.subtract %284, %286 : tensor<1x32x128xf32>
      %288 = stablehlo.exponential %287 : tensor<1x32x128xf32>
      mhlo.return %288 : tensor<1x32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>, tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %109 = "mhlo.fusion"(%108, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x32x128xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<f32>) -> tensor<1x32xf32>
    %110 = "stablehlo.all_reduce"(%109) <{channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = #stablehlo.replica_group_mesh_axes<mesh = @mesh, axes = [#stablehlo.axis_ref<name = "axis_2">]>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %111 = "mhlo.fusion"(%96#1, %110) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>, %arg24: tensor<1x32xf32>):
      %284 = stablehlo.divide %arg23, %arg24 : tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %112 = "mhlo.fusion"(%93, %108, %111) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x128xf32>, %arg24: tensor<1x32x128xf32>, %arg25: tensor<1x32xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
      %286 = stablehlo.multiply %285, %arg24 : tensor<1x32x128xf32>
      %287 = stablehlo.add %arg23, %286 : tensor<1x32x128xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
      mhlo.return %288 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<1x32x128xf32>, tensor<1x32xf32>) -> tensor<32x128xf32>
    %113 = "mhlo.fusion"(%112, %arg20) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<64x128xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %114 = mhlo.bitcast %113 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %115 = "stablehlo.all_reduce"(%114) <{channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %116 = "mhlo.fusion"(%97, %115, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<64xf32>):
      %284 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg23, %285 : tensor<1x32x64xf32>
      mhlo.return %286 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>) -> tensor<1x32x64xf32>
    %117 = "mhlo.fusion"(%116, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %118 = "mhlo.fusion"(%117, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %119 = "mhlo.fusion"(%97, %102, %118, %115, %arg1, %101) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<64xf32>, %arg28: tensor<1x32x1xf32>):
      %284 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg26, %284 : tensor<1x32x64xf32>
      %286 = mhlo.bitcast %arg28 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %287 = stablehlo.broadcast_in_dim %286, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %288 = stablehlo.multiply %285, %287 : tensor<1x32x64xf32>
      %289 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %291 = stablehlo.multiply %arg24, %290 : tensor<1x32x1xf32>
      %292 = stablehlo.multiply %289, %291 : tensor<1x32x1xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %294 = stablehlo.multiply %292, %293 : tensor<1x32x1xf32>
      %295 = mhlo.bitcast %294 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %296 = stablehlo.broadcast_in_dim %295, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %297 = stablehlo.multiply %arg23, %296 : tensor<1x32x64xf32>
      %298 = stablehlo.add %288, %297 : tensor<1x32x64xf32>
      mhlo.return %298 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %120 = mhlo.bitcast %119 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %121 = "mhlo.fusion"(%120, %arg13) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %122 = "mhlo.fusion"(%85, %121) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %286 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %123 = "mhlo.fusion"(%122, %arg15) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %124 = mhlo.bitcast %123 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %125 = "mhlo.fusion"(%84, %121, %86, %83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %286, %arg23 : tensor<1x32x64xf32>
      %288 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %289 = stablehlo.multiply %288, %286 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %291 = stablehlo.subtract %290, %arg23 : tensor<1x32x64xf32>
      %292 = stablehlo.multiply %arg23, %291 : tensor<1x32x64xf32>
      %293 = stablehlo.multiply %289, %292 : tensor<1x32x64xf32>
      %294 = stablehlo.add %287, %293 : tensor<1x32x64xf32>
      %295 = mhlo.bitcast %294 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %295 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %126 = "mhlo.fusion"(%125, %arg14) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %127 = mhlo.bitcast %126 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %128:2 = "stablehlo.all_reduce"(%124, %127) <{channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<1x32x64xf32>)
    %129 = "mhlo.fusion"(%76, %128#0, %128#1, %arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<64xf32>):
      %284 = stablehlo.add %arg24, %arg25 : tensor<1x32x64xf32>
      %285 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %arg23, %286 : tensor<1x32x64xf32>
      mhlo.return %287 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>) -> tensor<1x32x64xf32>
    %130 = "mhlo.fusion"(%129, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %131 = "mhlo.fusion"(%130, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %132 = "mhlo.fusion"(%76, %81, %131, %119, %128#0, %128#1, %arg12, %80) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<1x32x64xf32>, %arg28: tensor<1x32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<1x32x1xf32>):
      %284 = stablehlo.add %arg27, %arg28 : tensor<1x32x64xf32>
      %285 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = mhlo.bitcast %arg30 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %289 = stablehlo.multiply %286, %288 : tensor<1x32x64xf32>
      %290 = stablehlo.add %arg26, %289 : tensor<1x32x64xf32>
      %291 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %292 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %293 = stablehlo.multiply %arg24, %292 : tensor<1x32x1xf32>
      %294 = stablehlo.multiply %291, %293 : tensor<1x32x1xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %296 = stablehlo.multiply %294, %295 : tensor<1x32x1xf32>
      %297 = mhlo.bitcast %296 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %299 = stablehlo.multiply %arg23, %298 : tensor<1x32x64xf32>
      %300 = stablehlo.add %290, %299 : tensor<1x32x64xf32>
      mhlo.return %300 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %133 = mhlo.bitcast %132 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %134 = "mhlo.fusion"(%arg17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
      %285 = mhlo.copy %284 : tensor<64x2x16xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<64x32xf32>
    %135 = "mhlo.fusion"(%133, %134) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %284 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %136 = "mhlo.fusion"(%135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
      %285 = stablehlo.transpose %284, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x2x32x16xf32>
      %286 = mhlo.copy %285 : tensor<1x1x2x32x16xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x16xf32>) -> tensor<64x16xf32>
      mhlo.return %287 : tensor<64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>) -> tensor<64x16xf32>
    %137 = "mhlo.fusion"(%136, %66) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x16xf32>, %arg24: tensor<16x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
      mhlo.return %284 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %138 = "mhlo.fusion"(%137, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<1x1x2x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = mhlo.bitcast %arg24 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %287 = stablehlo.divide %284, %286 : tensor<1x1x2x32x32xf32>
      mhlo.return %287 : tensor<1x1x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %139 = "mhlo.fusion"(%67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
      %285 = stablehlo.multiply %arg23, %arg23 : tensor<1x1x2x32xf32>
      %286 = stablehlo.divide %284, %285 : tensor<1x1x2x32xf32>
      mhlo.return %286 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32xf32>
    %140 = "mhlo.fusion"(%63, %139, %137) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<1x1x2x32xf32>, %arg25: tensor<64x32xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = mhlo.bitcast %arg24 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %287 = stablehlo.multiply %284, %286 : tensor<1x1x2x32x32xf32>
      %288 = stablehlo.multiply %287, %arg23 : tensor<1x1x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %289 = stablehlo.reduce(%288 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
      mhlo.return %289 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<1x1x2x32xf32>, tensor<64x32xf32>) -> tensor<1x1x2x32xf32>
    %141 = "mhlo.fusion"(%63, %138, %140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<1x1x2x32x32xf32>, %arg25: tensor<1x1x2x32xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %288 = stablehlo.negate %arg25 : tensor<1x1x2x32xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %291 = stablehlo.add %arg24, %290 : tensor<1x1x2x32x32xf32>
      %292 = stablehlo.multiply %291, %arg23 : tensor<1x1x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %296 = stablehlo.multiply %294, %295 : tensor<1x1x2x32x32xf32>
      %297 = stablehlo.transpose %296, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{4,2,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
      %298 = mhlo.copy %297 : tensor<1x1x32x2x32xf32>
      %299 = mhlo.bitcast %298 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<64x32xf32>
      mhlo.return %299 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<1x1x2x32x32xf32>, tensor<1x1x2x32xf32>) -> tensor<64x32xf32>
    %142 = "mhlo.fusion"(%141, %57) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
      mhlo.return %284 : tensor<64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %143 = "mhlo.fusion"(%142, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.sine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.cosine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.add %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %298 = stablehlo.negate %292 : tensor<1x32x2x8xf32>
      %299 = stablehlo.multiply %298, %290 : tensor<1x32x2x8xf32>
      %300 = stablehlo.add %297, %299 : tensor<1x32x2x8xf32>
      %301 = stablehlo.concatenate %296, %300, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %302 = mhlo.bitcast %301 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %302 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x16xf32>, tensor<8xf32>) -> tensor<32x32xf32>
    %144 = "mhlo.fusion"(%arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %285 = mhlo.copy %284 : tensor<2x16x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %286 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>) -> tensor<32x64xf32>
    %145 = "mhlo.fusion"(%143, %144) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %146 = mhlo.bitcast %145 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %147 = "mhlo.fusion"(%135) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
      %285 = stablehlo.transpose %284, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x2x32xf32>
      %286 = mhlo.copy %285 : tensor<1x1x16x2x32xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x2x32xf32>) -> tensor<16x64xf32>
      mhlo.return %287 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>) -> tensor<16x64xf32>
    %148 = "mhlo.fusion"(%63, %68) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<2x32xf32>):
      %284 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x1x2x32x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x32xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<2x32xf32>) -> tensor<64x32xf32>
    %149 = "mhlo.fusion"(%147, %148) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x64xf32>, %arg24: tensor<64x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      mhlo.return %284 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %150 = "mhlo.fusion"(%149) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x32xf32>) -> tensor<1x1x16x32xf32>
      %285 = stablehlo.transpose %284, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{1,3,2,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x32x1x16xf32>
      %286 = mhlo.copy %285 : tensor<1x32x1x16xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
      mhlo.return %287 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %151 = "mhlo.fusion"(%arg19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
      %285 = mhlo.copy %284 : tensor<1x16x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
      mhlo.return %286 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>) -> tensor<16x64xf32>
    %152 = "mhlo.fusion"(%150, %151) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<16x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %153 = mhlo.bitcast %152 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %154 = "mhlo.fusion"(%63, %138, %140) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<1x1x2x32x32xf32>, %arg25: tensor<1x1x2x32xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %288 = stablehlo.negate %arg25 : tensor<1x1x2x32xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %291 = stablehlo.add %arg24, %290 : tensor<1x1x2x32x32xf32>
      %292 = stablehlo.multiply %291, %arg23 : tensor<1x1x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %296 = stablehlo.multiply %294, %295 : tensor<1x1x2x32x32xf32>
      %297 = stablehlo.transpose %296, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,32,2]{2,3,4,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x32x2xf32>
      %298 = mhlo.copy %297 : tensor<1x1x32x32x2xf32>
      %299 = mhlo.bitcast %298 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x32x2xf32>) -> tensor<32x64xf32>
      mhlo.return %299 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<1x1x2x32x32xf32>, tensor<1x1x2x32xf32>) -> tensor<32x64xf32>
    %155 = "mhlo.fusion"(%59, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.cosine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.sine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.subtract %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %292, %290 : tensor<1x32x2x8xf32>
      %298 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %299 = stablehlo.add %297, %298 : tensor<1x32x2x8xf32>
      %300 = stablehlo.concatenate %296, %299, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %301 = mhlo.bitcast %300 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<64x16xf32>
      mhlo.return %301 : tensor<64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<8xf32>) -> tensor<64x16xf32>
    %156 = "mhlo.fusion"(%154, %155) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      mhlo.return %284 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %157 = "mhlo.fusion"(%156, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = mhlo.copy %284 : tensor<1x32x1x16xf32>
      %286 = stablehlo.slice %285 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %287 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %288 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %289 = stablehlo.multiply %287, %288 : tensor<32x8xf32>
      %290 = stablehlo.sine %289 : tensor<32x8xf32>
      %291 = mhlo.bitcast %290 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %292 = mhlo.copy %291 : tensor<1x32x1x8xf32>
      %293 = stablehlo.multiply %286, %292 : tensor<1x32x1x8xf32>
      %294 = stablehlo.slice %285 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %295 = stablehlo.cosine %289 : tensor<32x8xf32>
      %296 = mhlo.bitcast %295 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %297 = mhlo.copy %296 : tensor<1x32x1x8xf32>
      %298 = stablehlo.multiply %294, %297 : tensor<1x32x1x8xf32>
      %299 = stablehlo.add %293, %298 : tensor<1x32x1x8xf32>
      %300 = stablehlo.multiply %286, %297 : tensor<1x32x1x8xf32>
      %301 = stablehlo.negate %294 : tensor<1x32x1x8xf32>
      %302 = stablehlo.multiply %301, %292 : tensor<1x32x1x8xf32>
      %303 = stablehlo.add %300, %302 : tensor<1x32x1x8xf32>
      %304 = stablehlo.concatenate %299, %303, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
      %305 = mhlo.bitcast %304 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
      mhlo.return %305 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<8xf32>) -> tensor<32x16xf32>
    %158 = "mhlo.fusion"(%arg16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
      %285 = mhlo.copy %284 : tensor<1x16x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
      mhlo.return %286 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>) -> tensor<16x64xf32>
    %159 = "mhlo.fusion"(%157, %158) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<16x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %160 = mhlo.bitcast %159 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %161:3 = "stablehlo.all_reduce"(%146, %153, %160) <{channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>)
    %162 = "mhlo.fusion"(%48, %161#0, %161#1, %161#2, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<64xf32>):
      %284 = stablehlo.add %arg25, %arg26 : tensor<1x32x64xf32>
      %285 = stablehlo.add %284, %arg24 : tensor<1x32x64xf32>
      %286 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %287 = stablehlo.multiply %285, %286 : tensor<1x32x64xf32>
      %288 = stablehlo.multiply %arg23, %287 : tensor<1x32x64xf32>
      mhlo.return %288 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>) -> tensor<1x32x64xf32>
    %163 = "mhlo.fusion"(%162, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %164 = "mhlo.fusion"(%163, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %165 = "mhlo.fusion"(%48, %53, %164, %132, %161#0, %161#1, %161#2, %arg11, %52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<1x32x64xf32>, %arg28: tensor<1x32x64xf32>, %arg29: tensor<1x32x64xf32>, %arg30: tensor<64xf32>, %arg31: tensor<1x32x1xf32>):
      %284 = stablehlo.add %arg28, %arg29 : tensor<1x32x64xf32>
      %285 = stablehlo.add %284, %arg27 : tensor<1x32x64xf32>
      %286 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %287 = stablehlo.multiply %285, %286 : tensor<1x32x64xf32>
      %288 = mhlo.bitcast %arg31 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %289 = stablehlo.broadcast_in_dim %288, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %290 = stablehlo.multiply %287, %289 : tensor<1x32x64xf32>
      %291 = stablehlo.add %arg26, %290 : tensor<1x32x64xf32>
      %292 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %294 = stablehlo.multiply %arg24, %293 : tensor<1x32x1xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x1xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %296 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %297 = stablehlo.multiply %295, %296 : tensor<1x32x1xf32>
      %298 = mhlo.bitcast %297 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %299 = stablehlo.broadcast_in_dim %298, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %300 = stablehlo.multiply %arg23, %299 : tensor<1x32x64xf32>
      %301 = stablehlo.add %291, %300 : tensor<1x32x64xf32>
      mhlo.return %301 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %166 = mhlo.bitcast %165 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %167 = "mhlo.fusion"(%166, %arg4) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %168 = "mhlo.fusion"(%42, %167) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %286 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %169 = "mhlo.fusion"(%168, %arg6) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %170 = mhlo.bitcast %169 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %171 = "mhlo.fusion"(%41, %167, %43, %40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %286, %arg23 : tensor<1x32x64xf32>
      %288 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %289 = stablehlo.multiply %288, %286 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %291 = stablehlo.subtract %290, %arg23 : tensor<1x32x64xf32>
      %292 = stablehlo.multiply %arg23, %291 : tensor<1x32x64xf32>
      %293 = stablehlo.multiply %289, %292 : tensor<1x32x64xf32>
      %294 = stablehlo.add %287, %293 : tensor<1x32x64xf32>
      %295 = mhlo.bitcast %294 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %295 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %172 = "mhlo.fusion"(%171, %arg5) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %284 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %173 = mhlo.bitcast %172 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %174:2 = "stablehlo.all_reduce"(%170, %173) <{channel_handle = #stablehlo.channel_handle<handle = 21, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> (tensor<1x32x64xf32>, tensor<1x32x64xf32>)
    %175 = "mhlo.fusion"(%33, %174#0, %174#1, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<64xf32>):
      %284 = stablehlo.add %arg24, %arg25 : tensor<1x32x64xf32>
      %285 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %arg23, %286 : tensor<1x32x64xf32>
      mhlo.return %287 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>) -> tensor<1x32x64xf32>
    %176 = "mhlo.fusion"(%175, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %177 = "mhlo.fusion"(%176, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %178 = "mhlo.fusion"(%33, %38, %177, %165, %174#0, %174#1, %arg3, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<1x32x64xf32>, %arg28: tensor<1x32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<1x32x1xf32>):
      %284 = stablehlo.add %arg27, %arg28 : tensor<1x32x64xf32>
      %285 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = mhlo.bitcast %arg30 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %289 = stablehlo.multiply %286, %288 : tensor<1x32x64xf32>
      %290 = stablehlo.add %arg26, %289 : tensor<1x32x64xf32>
      %291 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %292 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %293 = stablehlo.multiply %arg24, %292 : tensor<1x32x1xf32>
      %294 = stablehlo.multiply %291, %293 : tensor<1x32x1xf32>
      %cst_4 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %296 = stablehlo.multiply %294, %295 : tensor<1x32x1xf32>
      %297 = mhlo.bitcast %296 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %299 = stablehlo.multiply %arg23, %298 : tensor<1x32x64xf32>
      %300 = stablehlo.add %290, %299 : tensor<1x32x64xf32>
      mhlo.return %300 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %179 = mhlo.bitcast %178 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %180 = "mhlo.fusion"(%arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
      %285 = mhlo.copy %284 : tensor<64x2x16xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<64x32xf32>
    %181 = "mhlo.fusion"(%179, %180) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %284 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %182 = "mhlo.fusion"(%181) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
      %285 = stablehlo.transpose %284, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x2x32x16xf32>
      %286 = mhlo.copy %285 : tensor<1x1x2x32x16xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x16xf32>) -> tensor<64x16xf32>
      mhlo.return %287 : tensor<64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>) -> tensor<64x16xf32>
    %183 = "mhlo.fusion"(%182, %23) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x16xf32>, %arg24: tensor<16x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
      mhlo.return %284 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %184 = "mhlo.fusion"(%183, %24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<1x1x2x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = mhlo.bitcast %arg24 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %287 = stablehlo.divide %284, %286 : tensor<1x1x2x32x32xf32>
      mhlo.return %287 : tensor<1x1x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<1x1x2x32xf32>) -> tensor<1x1x2x32x32xf32>
    %185 = "mhlo.fusion"(%24) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x32xf32>
      %285 = stablehlo.multiply %arg23, %arg23 : tensor<1x1x2x32xf32>
      %286 = stablehlo.divide %284, %285 : tensor<1x1x2x32xf32>
      mhlo.return %286 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32xf32>) -> tensor<1x1x2x32xf32>
    %186 = "mhlo.fusion"(%20, %185, %183) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<1x1x2x32xf32>, %arg25: tensor<64x32xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = mhlo.bitcast %arg24 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %287 = stablehlo.multiply %284, %286 : tensor<1x1x2x32x32xf32>
      %288 = stablehlo.multiply %287, %arg23 : tensor<1x1x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %289 = stablehlo.reduce(%288 init: %cst_3) applies stablehlo.add across dimensions = [4] : (tensor<1x1x2x32x32xf32>, tensor<f32>) -> tensor<1x1x2x32xf32>
      mhlo.return %289 : tensor<1x1x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<1x1x2x32xf32>, tensor<64x32xf32>) -> tensor<1x1x2x32xf32>
    %187 = "mhlo.fusion"(%20, %184, %186) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<1x1x2x32x32xf32>, %arg25: tensor<1x1x2x32xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %288 = stablehlo.negate %arg25 : tensor<1x1x2x32xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %291 = stablehlo.add %arg24, %290 : tensor<1x1x2x32x32xf32>
      %292 = stablehlo.multiply %291, %arg23 : tensor<1x1x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %296 = stablehlo.multiply %294, %295 : tensor<1x1x2x32x32xf32>
      %297 = stablehlo.transpose %296, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,2,32]{4,2,3,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x2x32xf32>
      %298 = mhlo.copy %297 : tensor<1x1x32x2x32xf32>
      %299 = mhlo.bitcast %298 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x2x32xf32>) -> tensor<64x32xf32>
      mhlo.return %299 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<1x1x2x32x32xf32>, tensor<1x1x2x32xf32>) -> tensor<64x32xf32>
    %188 = "mhlo.fusion"(%187, %14) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
      mhlo.return %284 : tensor<64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x16xf32>) -> tensor<64x16xf32>
    %189 = "mhlo.fusion"(%188, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.sine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.cosine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.add %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %298 = stablehlo.negate %292 : tensor<1x32x2x8xf32>
      %299 = stablehlo.multiply %298, %290 : tensor<1x32x2x8xf32>
      %300 = stablehlo.add %297, %299 : tensor<1x32x2x8xf32>
      %301 = stablehlo.concatenate %296, %300, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %302 = mhlo.bitcast %301 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %302 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x16xf32>, tensor<8xf32>) -> tensor<32x32xf32>
    %190 = "mhlo.fusion"(%arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %285 = mhlo.copy %284 : tensor<2x16x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %286 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>) -> tensor<32x64xf32>
    %191 = "mhlo.fusion"(%189, %190) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %192 = mhlo.bitcast %191 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %193 = "mhlo.fusion"(%181) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x1x2x16xf32>
      %285 = stablehlo.transpose %284, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x1x2x16xf32>) -> tensor<1x1x16x2x32xf32>
      %286 = mhlo.copy %285 : tensor<1x1x16x2x32xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x16x2x32xf32>) -> tensor<16x64xf32>
      mhlo.return %287 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>) -> tensor<16x64xf32>
    %194 = "mhlo.fusion"(%20, %25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<2x32xf32>):
      %284 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x1x2x32x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x2x32x32xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<2x32xf32>) -> tensor<64x32xf32>
    %195 = "mhlo.fusion"(%193, %194) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x64xf32>, %arg24: tensor<64x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      mhlo.return %284 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %196 = "mhlo.fusion"(%195) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x32xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x32xf32>) -> tensor<1x1x16x32xf32>
      %285 = stablehlo.transpose %284, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,1,16]{1,3,2,0}"} : (tensor<1x1x16x32xf32>) -> tensor<1x32x1x16xf32>
      %286 = mhlo.copy %285 : tensor<1x32x1x16xf32>
      %287 = mhlo.bitcast %286 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
      mhlo.return %287 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %197 = "mhlo.fusion"(%arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
      %285 = mhlo.copy %284 : tensor<1x16x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
      mhlo.return %286 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>) -> tensor<16x64xf32>
    %198 = "mhlo.fusion"(%196, %197) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<16x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %199 = mhlo.bitcast %198 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %200 = "mhlo.fusion"(%20, %184, %186) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x2x32x32xf32>, %arg24: tensor<1x1x2x32x32xf32>, %arg25: tensor<1x1x2x32xf32>):
      %284 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %285 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %286 = stablehlo.compare GE, %284, %285 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %287 = stablehlo.broadcast_in_dim %286, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x1x2x32x32xi1>
      %288 = stablehlo.negate %arg25 : tensor<1x1x2x32xf32>
      %289 = mhlo.bitcast %288 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x1x2x32xf32>) -> tensor<2x32xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [2, 3] : (tensor<2x32xf32>) -> tensor<1x1x2x32x32xf32>
      %291 = stablehlo.add %arg24, %290 : tensor<1x1x2x32x32xf32>
      %292 = stablehlo.multiply %291, %arg23 : tensor<1x1x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %294 = stablehlo.select %287, %292, %293 : tensor<1x1x2x32x32xi1>, tensor<1x1x2x32x32xf32>
      %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x2x32x32xf32>
      %296 = stablehlo.multiply %294, %295 : tensor<1x1x2x32x32xf32>
      %297 = stablehlo.transpose %296, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,1,32,32,2]{2,3,4,1,0}"} : (tensor<1x1x2x32x32xf32>) -> tensor<1x1x32x32x2xf32>
      %298 = mhlo.copy %297 : tensor<1x1x32x32x2xf32>
      %299 = mhlo.bitcast %298 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x1x32x32x2xf32>) -> tensor<32x64xf32>
      mhlo.return %299 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x1x2x32x32xf32>, tensor<1x1x2x32x32xf32>, tensor<1x1x2x32xf32>) -> tensor<32x64xf32>
    %201 = "mhlo.fusion"(%16, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.cosine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.sine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.subtract %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %292, %290 : tensor<1x32x2x8xf32>
      %298 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %299 = stablehlo.add %297, %298 : tensor<1x32x2x8xf32>
      %300 = stablehlo.concatenate %296, %299, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %301 = mhlo.bitcast %300 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<64x16xf32>
      mhlo.return %301 : tensor<64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<8xf32>) -> tensor<64x16xf32>
    %202 = "mhlo.fusion"(%200, %201) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x16xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
      mhlo.return %284 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %203 = "mhlo.fusion"(%202, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = mhlo.copy %284 : tensor<1x32x1x16xf32>
      %286 = stablehlo.slice %285 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %287 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %288 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %289 = stablehlo.multiply %287, %288 : tensor<32x8xf32>
      %290 = stablehlo.sine %289 : tensor<32x8xf32>
      %291 = mhlo.bitcast %290 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %292 = mhlo.copy %291 : tensor<1x32x1x8xf32>
      %293 = stablehlo.multiply %286, %292 : tensor<1x32x1x8xf32>
      %294 = stablehlo.slice %285 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %295 = stablehlo.cosine %289 : tensor<32x8xf32>
      %296 = mhlo.bitcast %295 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %297 = mhlo.copy %296 : tensor<1x32x1x8xf32>
      %298 = stablehlo.multiply %294, %297 : tensor<1x32x1x8xf32>
      %299 = stablehlo.add %293, %298 : tensor<1x32x1x8xf32>
      %300 = stablehlo.multiply %286, %297 : tensor<1x32x1x8xf32>
      %301 = stablehlo.negate %294 : tensor<1x32x1x8xf32>
      %302 = stablehlo.multiply %301, %292 : tensor<1x32x1x8xf32>
      %303 = stablehlo.add %300, %302 : tensor<1x32x1x8xf32>
      %304 = stablehlo.concatenate %299, %303, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
      %305 = mhlo.bitcast %304 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x16xf32>) -> tensor<32x16xf32>
      mhlo.return %305 : tensor<32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<8xf32>) -> tensor<32x16xf32>
    %204 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[1,16,64]{1,0,2}"} : (tensor<64x1x16xf32>) -> tensor<1x16x64xf32>
      %285 = mhlo.copy %284 : tensor<1x16x64xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x16x64xf32>) -> tensor<16x64xf32>
      mhlo.return %286 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>) -> tensor<16x64xf32>
    %205 = "mhlo.fusion"(%203, %204) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<16x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<16x64xf32>) -> tensor<32x64xf32>
    %206 = mhlo.bitcast %205 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %207 = "mhlo.fusion"(%110) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %284 = stablehlo.log %arg23 : tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %208 = "mhlo.fusion"(%207, %107, %104, %c_0, %1, %arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<32x128xf32>, %arg26: tensor<4xui32>, %arg27: tensor<ui32>, %arg28: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %285 = mhlo.bitcast %arg28 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %286 = stablehlo.compare LT, %285, %284 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %287 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %288 = stablehlo.add %285, %287 : tensor<1x32x1xi32>
      %289 = stablehlo.select %286, %288, %285 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %290 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %291 = stablehlo.clamp %284, %289, %290 : tensor<1x32x1xi32>
      %c_6 = stablehlo.constant dense<0> : tensor<1xui32>
      %292 = stablehlo.dynamic_slice %arg26, %arg27, sizes = [1] : (tensor<4xui32>, tensor<ui32>) -> tensor<1xui32>
      %c_7 = stablehlo.constant dense<1> : tensor<1xui32>
      %293 = stablehlo.clamp %c_6, %292, %c_7 : tensor<1xui32>
      %294 = stablehlo.convert %293 : (tensor<1xui32>) -> tensor<1xi32>
      %c_8 = stablehlo.constant dense<128> : tensor<1xi32>
      %295 = stablehlo.multiply %294, %c_8 : tensor<1xi32>
      %296 = mhlo.bitcast %295 {result_layout = dense<> : tensor<0xindex>, source_layout = dense<0> : tensor<1xindex>} : (tensor<1xi32>) -> tensor<i32>
      %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %298 = stablehlo.compare LT, %291, %297 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_9 = stablehlo.constant dense<127> : tensor<i32>
      %299 = stablehlo.add %296, %c_9 : tensor<i32>
      %300 = stablehlo.broadcast_in_dim %299, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %301 = stablehlo.compare GT, %291, %300 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %302 = stablehlo.or %298, %301 : tensor<1x32x1xi1>
      %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %304 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
      %305 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %306 = stablehlo.broadcast_in_dim %305, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
      %307 = stablehlo.subtract %304, %306 : tensor<1x32x128xf32>
      %308 = mhlo.bitcast %arg23 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %309 = stablehlo.broadcast_in_dim %308, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
      %310 = stablehlo.subtract %307, %309 : tensor<1x32x128xf32>
      %311 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
      %312 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
      %313 = stablehlo.subtract %291, %297 : tensor<1x32x1xi32>
      %314 = mhlo.bitcast %313 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
      %315 = stablehlo.concatenate %311, %312, %314, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
      %316 = mhlo.bitcast %315 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
      %317 = "stablehlo.gather"(%310, %316) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x128xf32>, tensor<32x3xi32>) -> tensor<32x1x1x1xf32>
      %318 = mhlo.bitcast %317 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<32x1x1x1xf32>) -> tensor<1x32x1xf32>
      %319 = stablehlo.select %302, %303, %318 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
      mhlo.return %319 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>, tensor<1x32xf32>, tensor<32x128xf32>, tensor<4xui32>, tensor<ui32>, tensor<1x32xi32>) -> tensor<1x32x1xf32>
    %209:4 = "stablehlo.all_reduce"(%192, %199, %206, %208) <{channel_handle = #stablehlo.channel_handle<handle = 25, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>)
    %210 = "mhlo.fusion"(%209#0, %209#1, %209#2, %arg2, %4, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<1x32x64xf32>, %arg28: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg28, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg28, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg28 : tensor<1x32xi1>, tensor<1x32xi32>
      %289 = stablehlo.compare GE, %288, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %290 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %291 = stablehlo.compare LE, %288, %290 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %292 = stablehlo.and %289, %291 : tensor<1x32xi1>
      %293 = mhlo.bitcast %292 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %296 = stablehlo.select %294, %arg27, %295 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %297 = stablehlo.add %arg24, %arg25 : tensor<1x32x64xf32>
      %298 = stablehlo.add %297, %arg23 : tensor<1x32x64xf32>
      %299 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %300 = stablehlo.multiply %298, %299 : tensor<1x32x64xf32>
      %301 = stablehlo.multiply %296, %300 : tensor<1x32x64xf32>
      mhlo.return %301 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>, tensor<1x32x64xf32>, tensor<1x32xi32>) -> tensor<1x32x64xf32>
    %211 = "mhlo.fusion"(%210, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %284 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %285 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %284 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %212 = "mhlo.fusion"(%211, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %284 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %284 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %213 = "mhlo.fusion"(%9, %212, %178, %209#0, %209#1, %209#2, %arg2, %8, %4, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<1x32x64xf32>, %arg28: tensor<1x32x64xf32>, %arg29: tensor<64xf32>, %arg30: tensor<1x32x1xf32>, %arg31: tensor<1x32x64xf32>, %arg32: tensor<1x32xi32>):
      %284 = stablehlo.add %arg27, %arg28 : tensor<1x32x64xf32>
      %285 = stablehlo.add %284, %arg26 : tensor<1x32x64xf32>
      %286 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %287 = stablehlo.multiply %285, %286 : tensor<1x32x64xf32>
      %288 = mhlo.bitcast %arg30 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %289 = stablehlo.broadcast_in_dim %288, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %290 = stablehlo.multiply %287, %289 : tensor<1x32x64xf32>
      %291 = stablehlo.add %arg25, %290 : tensor<1x32x64xf32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %292 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %293 = stablehlo.compare LT, %arg32, %292 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %294 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %295 = stablehlo.add %arg32, %294 : tensor<1x32xi32>
      %296 = stablehlo.select %293, %295, %arg32 : tensor<1x32xi1>, tensor<1x32xi32>
      %297 = stablehlo.compare GE, %296, %292 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %298 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %299 = stablehlo.compare LE, %296, %298 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %300 = stablehlo.and %297, %299 : tensor<1x32xi1>
      %301 = mhlo.bitcast %300 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %302 = stablehlo.broadcast_in_dim %301, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %303 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %304 = stablehlo.select %302, %arg31, %303 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %305 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_7 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %306 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %307 = stablehlo.multiply %arg23, %306 : tensor<1x32x1xf32>
      %308 = stablehlo.multiply %305, %307 : tensor<1x32x1xf32>
      %cst_8 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %309 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %310 = stablehlo.multiply %308, %309 : tensor<1x32x1xf32>
      %311 = mhlo.bitcast %310 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %312 = stablehlo.broadcast_in_dim %311, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %313 = stablehlo.multiply %304, %312 : tensor<1x32x64xf32>
      %314 = stablehlo.add %291, %313 : tensor<1x32x64xf32>
      %315 = mhlo.bitcast %314 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[32,1,64]{2,0,1}"} : (tensor<1x32x64xf32>) -> tensor<32x1x64xf32>
      %316 = mhlo.copy %315 : tensor<32x1x64xf32>
      mhlo.return %316 : tensor<32x1x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<64xf32>, tensor<1x32x1xf32>, tensor<1x32x64xf32>, tensor<1x32xi32>) -> tensor<32x1x64xf32>
    %214 = "mhlo.fusion"(%0, %2, %213) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>, %arg24: tensor<32x1xi32>, %arg25: tensor<32x1x64xf32>):
      %284 = "stablehlo.scatter"(%arg23, %arg24, %arg25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %285 = stablehlo.add %arg26, %arg27 : tensor<f32>
        stablehlo.return %285 : tensor<f32>
      }) : (tensor<128x64xf32>, tensor<32x1xi32>, tensor<32x1x64xf32>) -> tensor<128x64xf32>
      mhlo.return %284 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>, tensor<32x1xi32>, tensor<32x1x64xf32>) -> tensor<128x64xf32>
    %215 = "mhlo.fusion"(%115, %97, %101) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg24, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %286, %arg23 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %288 = stablehlo.reduce(%287 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %288 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<64xf32>
    %216 = "mhlo.fusion"(%209#0, %209#1, %209#2, %8, %4, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32x1xf32>, %arg27: tensor<1x32x64xf32>, %arg28: tensor<1x32xi32>):
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %284 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %285 = stablehlo.compare LT, %arg28, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %286 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %287 = stablehlo.add %arg28, %286 : tensor<1x32xi32>
      %288 = stablehlo.select %285, %287, %arg28 : tensor<1x32xi1>, tensor<1x32xi32>
      %289 = stablehlo.compare GE, %288, %284 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %290 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %291 = stablehlo.compare LE, %288, %290 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %292 = stablehlo.and %289, %291 : tensor<1x32xi1>
      %293 = mhlo.bitcast %292 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi1>) -> tensor<32xi1>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %296 = stablehlo.select %294, %arg27, %295 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %297 = mhlo.bitcast %arg26 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %299 = stablehlo.multiply %296, %298 : tensor<1x32x64xf32>
      %300 = stablehlo.add %arg24, %arg25 : tensor<1x32x64xf32>
      %301 = stablehlo.add %300, %arg23 : tensor<1x32x64xf32>
      %302 = stablehlo.multiply %299, %301 : tensor<1x32x64xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %303 = stablehlo.reduce(%302 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %303 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>, tensor<1x32x64xf32>, tensor<1x32xi32>) -> tensor<64xf32>
    %217 = "mhlo.fusion"(%174#0, %174#1, %33, %37) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg26 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg25, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.add %arg23, %arg24 : tensor<1x32x64xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %289 = stablehlo.reduce(%288 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %289 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<64xf32>
    %218 = "mhlo.fusion"(%165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %285 = mhlo.copy %284 : tensor<64x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<64x32xf32>
    %219 = "mhlo.fusion"(%218, %44) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %284 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %220 = "mhlo.fusion"(%41, %167, %43, %40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %286, %arg23 : tensor<1x32x64xf32>
      %288 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %289 = stablehlo.multiply %288, %286 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %291 = stablehlo.subtract %290, %arg23 : tensor<1x32x64xf32>
      %292 = stablehlo.multiply %arg23, %291 : tensor<1x32x64xf32>
      %293 = stablehlo.multiply %289, %292 : tensor<1x32x64xf32>
      %294 = stablehlo.add %287, %293 : tensor<1x32x64xf32>
      %295 = stablehlo.transpose %294, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %296 = mhlo.copy %295 : tensor<64x1x32xf32>
      %297 = mhlo.bitcast %296 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %297 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %221 = "mhlo.fusion"(%220, %39) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %284 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %222 = "mhlo.fusion"(%42, %167) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %287 = mhlo.copy %286 : tensor<64x1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %288 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %223 = "mhlo.fusion"(%222, %39) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %284 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %224 = "mhlo.fusion"(%202, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = mhlo.copy %284 : tensor<1x32x1x16xf32>
      %286 = stablehlo.slice %285 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %287 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %288 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %289 = stablehlo.multiply %287, %288 : tensor<32x8xf32>
      %290 = stablehlo.sine %289 : tensor<32x8xf32>
      %291 = mhlo.bitcast %290 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %292 = mhlo.copy %291 : tensor<1x32x1x8xf32>
      %293 = stablehlo.multiply %286, %292 : tensor<1x32x1x8xf32>
      %294 = stablehlo.slice %285 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %295 = stablehlo.cosine %289 : tensor<32x8xf32>
      %296 = mhlo.bitcast %295 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %297 = mhlo.copy %296 : tensor<1x32x1x8xf32>
      %298 = stablehlo.multiply %294, %297 : tensor<1x32x1x8xf32>
      %299 = stablehlo.add %293, %298 : tensor<1x32x1x8xf32>
      %300 = stablehlo.multiply %286, %297 : tensor<1x32x1x8xf32>
      %301 = stablehlo.negate %294 : tensor<1x32x1x8xf32>
      %302 = stablehlo.multiply %301, %292 : tensor<1x32x1x8xf32>
      %303 = stablehlo.add %300, %302 : tensor<1x32x1x8xf32>
      %304 = stablehlo.concatenate %299, %303, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
      mhlo.return %304 : tensor<1x32x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<8xf32>) -> tensor<1x32x1x16xf32>
    %225 = "mhlo.fusion"(%224) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[1,16,1,32]{1,0,3,2}"} : (tensor<1x32x1x16xf32>) -> tensor<1x16x1x32xf32>
      %285 = mhlo.copy %284 : tensor<1x16x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x16x1x32xf32>) -> tensor<16x32xf32>
      mhlo.return %286 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1x16xf32>) -> tensor<16x32xf32>
    %226 = "mhlo.fusion"(%225, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      mhlo.return %284 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %227 = mhlo.bitcast %226 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %228 = "mhlo.fusion"(%178) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %285 = mhlo.copy %284 : tensor<64x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<64x32xf32>
    %229 = "mhlo.fusion"(%228, %28) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      mhlo.return %284 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %230 = mhlo.bitcast %229 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %231 = "mhlo.fusion"(%188, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.sine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.cosine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.add %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %298 = stablehlo.negate %292 : tensor<1x32x2x8xf32>
      %299 = stablehlo.multiply %298, %290 : tensor<1x32x2x8xf32>
      %300 = stablehlo.add %297, %299 : tensor<1x32x2x8xf32>
      %301 = stablehlo.concatenate %296, %300, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      mhlo.return %301 : tensor<1x32x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x16xf32>, tensor<8xf32>) -> tensor<1x32x2x16xf32>
    %232 = "mhlo.fusion"(%231) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
      %285 = mhlo.copy %284 : tensor<2x16x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
      mhlo.return %286 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    %233 = "mhlo.fusion"(%232, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %234 = mhlo.bitcast %233 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %235 = "mhlo.fusion"(%195, %11) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      mhlo.return %284 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %236 = mhlo.bitcast %235 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %237 = "mhlo.fusion"(%161#0, %161#1, %161#2, %48, %52) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32x64xf32>, %arg27: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg27 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg26, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.add %arg24, %arg25 : tensor<1x32x64xf32>
      %288 = stablehlo.add %287, %arg23 : tensor<1x32x64xf32>
      %289 = stablehlo.multiply %286, %288 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %290 = stablehlo.reduce(%289 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %290 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<64xf32>
    %238 = "mhlo.fusion"(%128#0, %128#1, %76, %80) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<1x32x64xf32>, %arg25: tensor<1x32x64xf32>, %arg26: tensor<1x32x1xf32>):
      %284 = mhlo.bitcast %arg26 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %arg25, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.add %arg23, %arg24 : tensor<1x32x64xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %289 = stablehlo.reduce(%288 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %289 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<64xf32>
    %239 = "mhlo.fusion"(%119) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %285 = mhlo.copy %284 : tensor<64x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<64x32xf32>
    %240 = "mhlo.fusion"(%239, %87) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %284 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %241 = "mhlo.fusion"(%84, %121, %86, %83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>, %arg25: tensor<32x64xf32>, %arg26: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = mhlo.bitcast %arg25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %286 = stablehlo.multiply %284, %285 : tensor<1x32x64xf32>
      %287 = stablehlo.multiply %286, %arg23 : tensor<1x32x64xf32>
      %288 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %289 = stablehlo.multiply %288, %286 : tensor<1x32x64xf32>
      %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %290 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %291 = stablehlo.subtract %290, %arg23 : tensor<1x32x64xf32>
      %292 = stablehlo.multiply %arg23, %291 : tensor<1x32x64xf32>
      %293 = stablehlo.multiply %289, %292 : tensor<1x32x64xf32>
      %294 = stablehlo.add %287, %293 : tensor<1x32x64xf32>
      %295 = stablehlo.transpose %294, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %296 = mhlo.copy %295 : tensor<64x1x32xf32>
      %297 = mhlo.bitcast %296 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %297 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %242 = "mhlo.fusion"(%241, %82) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %284 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %243 = "mhlo.fusion"(%85, %121) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<32x64xf32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %285 = stablehlo.multiply %arg23, %284 : tensor<1x32x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %287 = mhlo.copy %286 : tensor<64x1x32xf32>
      %288 = mhlo.bitcast %287 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %288 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %244 = "mhlo.fusion"(%243, %82) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %284 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %245 = "mhlo.fusion"(%156, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,16]{3,1,2,0}"} : (tensor<32x16xf32>) -> tensor<1x32x1x16xf32>
      %285 = mhlo.copy %284 : tensor<1x32x1x16xf32>
      %286 = stablehlo.slice %285 [0:1, 0:32, 0:1, 8:16] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %287 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %288 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %289 = stablehlo.multiply %287, %288 : tensor<32x8xf32>
      %290 = stablehlo.sine %289 : tensor<32x8xf32>
      %291 = mhlo.bitcast %290 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %292 = mhlo.copy %291 : tensor<1x32x1x8xf32>
      %293 = stablehlo.multiply %286, %292 : tensor<1x32x1x8xf32>
      %294 = stablehlo.slice %285 [0:1, 0:32, 0:1, 0:8] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
      %295 = stablehlo.cosine %289 : tensor<32x8xf32>
      %296 = mhlo.bitcast %295 {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>, xla_shape = "f32[1,32,1,8]{3,1,2,0}"} : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
      %297 = mhlo.copy %296 : tensor<1x32x1x8xf32>
      %298 = stablehlo.multiply %294, %297 : tensor<1x32x1x8xf32>
      %299 = stablehlo.add %293, %298 : tensor<1x32x1x8xf32>
      %300 = stablehlo.multiply %286, %297 : tensor<1x32x1x8xf32>
      %301 = stablehlo.negate %294 : tensor<1x32x1x8xf32>
      %302 = stablehlo.multiply %301, %292 : tensor<1x32x1x8xf32>
      %303 = stablehlo.add %300, %302 : tensor<1x32x1x8xf32>
      %304 = stablehlo.concatenate %299, %303, dim = 3 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x1x16xf32>
      mhlo.return %304 : tensor<1x32x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x16xf32>, tensor<8xf32>) -> tensor<1x32x1x16xf32>
    %246 = "mhlo.fusion"(%245) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[1,16,1,32]{1,0,3,2}"} : (tensor<1x32x1x16xf32>) -> tensor<1x16x1x32xf32>
      %285 = mhlo.copy %284 : tensor<1x16x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x16x1x32xf32>) -> tensor<16x32xf32>
      mhlo.return %286 : tensor<16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1x16xf32>) -> tensor<16x32xf32>
    %247 = "mhlo.fusion"(%246, %54) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      mhlo.return %284 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %248 = mhlo.bitcast %247 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %249 = "mhlo.fusion"(%132) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %285 = mhlo.copy %284 : tensor<64x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %286 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>) -> tensor<64x32xf32>
    %250 = "mhlo.fusion"(%249, %71) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x32xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
      mhlo.return %284 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %251 = mhlo.bitcast %250 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x32xf32>) -> tensor<64x2x16xf32>
    %252 = "mhlo.fusion"(%142, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x16xf32>, %arg24: tensor<8xf32>):
      %284 = mhlo.bitcast %arg23 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x16xf32>) -> tensor<1x32x2x16xf32>
      %285 = stablehlo.slice %284 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %286 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %287 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %288 = stablehlo.multiply %286, %287 : tensor<32x8xf32>
      %289 = stablehlo.sine %288 : tensor<32x8xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %291 = stablehlo.multiply %285, %290 : tensor<1x32x2x8xf32>
      %292 = stablehlo.slice %284 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %293 = stablehlo.cosine %288 : tensor<32x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %295 = stablehlo.multiply %292, %294 : tensor<1x32x2x8xf32>
      %296 = stablehlo.add %291, %295 : tensor<1x32x2x8xf32>
      %297 = stablehlo.multiply %285, %294 : tensor<1x32x2x8xf32>
      %298 = stablehlo.negate %292 : tensor<1x32x2x8xf32>
      %299 = stablehlo.multiply %298, %290 : tensor<1x32x2x8xf32>
      %300 = stablehlo.add %297, %299 : tensor<1x32x2x8xf32>
      %301 = stablehlo.concatenate %296, %300, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      mhlo.return %301 : tensor<1x32x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x16xf32>, tensor<8xf32>) -> tensor<1x32x2x16xf32>
    %253 = "mhlo.fusion"(%252) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2x16xf32>):
      %284 = stablehlo.transpose %arg23, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
      %285 = mhlo.copy %284 : tensor<2x16x1x32xf32>
      %286 = mhlo.bitcast %285 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
      mhlo.return %286 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    %254 = "mhlo.fusion"(%253, %54) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %284 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %255 = mhlo.bitcast %254 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %256 = "mhlo.fusion"(%149, %54) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<16x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      mhlo.return %284 : tensor<16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %257 = mhlo.bitcast %256 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %258 = "mhlo.fusion"(%93, %108, %111) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x128xf32>, %arg24: tensor<1x32x128xf32>, %arg25: tensor<1x32xf32>):
      %284 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %285 = stablehlo.broadcast_in_dim %284, dims = [1] : (tensor<32xf32>) -> tensor<1x32x128xf32>
      %286 = stablehlo.multiply %285, %arg24 : tensor<1x32x128xf32>
      %287 = stablehlo.add %arg23, %286 : tensor<1x32x128xf32>
      %288 = stablehlo.transpose %287, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
      %289 = mhlo.copy %288 : tensor<128x1x32xf32>
      %290 = mhlo.bitcast %289 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
      mhlo.return %290 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x128xf32>, tensor<1x32x128xf32>, tensor<1x32xf32>) -> tensor<128x32xf32>
    %259 = "mhlo.fusion"(%258, %103) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<128x32xf32>, %arg24: tensor<32x64xf32>):
      %284 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %284 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %260 = "mhlo.fusion"(%209#3, %arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xi32>):
      %284 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %c_3 = stablehlo.constant dense<0> : tensor<i32>
      %285 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %286 = stablehlo.compare LT, %284, %285 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_4 = stablehlo.constant dense<256> : tensor<i32>
      %287 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %288 = stablehlo.add %284, %287 : tensor<1x32x1xi32>
      %289 = stablehlo.select %286, %288, %284 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
      %290 = stablehlo.compare GE, %289, %285 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_5 = stablehlo.constant dense<255> : tensor<i32>
      %291 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %292 = stablehlo.compare LE, %289, %291 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %293 = stablehlo.and %290, %292 : tensor<1x32x1xi1>
      %cst_6 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %294 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %295 = stablehlo.select %293, %arg23, %294 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %296 = stablehlo.reduce(%295 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %296 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xi32>) -> tensor<f32>
    %261:22 = "stablehlo.all_reduce"(%214, %215, %216, %217, %219, %221, %223, %227, %230, %234, %236, %237, %238, %240, %242, %244, %248, %251, %255, %257, %259, %260) <{channel_handle = #stablehlo.channel_handle<handle = 31, type = 0>, replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %284 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %284 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<1x16x64xf32>, tensor<64x2x16xf32>, tensor<2x16x64xf32>, tensor<1x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<1x16x64xf32>, tensor<64x2x16xf32>, tensor<2x16x64xf32>, tensor<1x16x64xf32>, tensor<128x64xf32>, tensor<f32>) -> (tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<1x16x64xf32>, tensor<64x2x16xf32>, tensor<2x16x64xf32>, tensor<1x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<1x16x64xf32>, tensor<64x2x16xf32>, tensor<2x16x64xf32>, tensor<1x16x64xf32>, tensor<128x64xf32>, tensor<f32>)
    %262 = "mhlo.fusion"(%arg0, %261#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>, %arg24: tensor<128x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<128x64xf32>
      %286 = stablehlo.subtract %arg23, %285 : tensor<128x64xf32>
      mhlo.return %286 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>, tensor<128x64xf32>) -> tensor<128x64xf32>
    %263 = "mhlo.fusion"(%arg1, %261#1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64xf32>
      %286 = stablehlo.subtract %arg23, %285 : tensor<64xf32>
      mhlo.return %286 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %264 = "mhlo.fusion"(%arg2, %261#2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64xf32>
      %286 = stablehlo.subtract %arg23, %285 : tensor<64xf32>
      mhlo.return %286 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %265 = "mhlo.fusion"(%arg3, %261#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64xf32>
      %286 = stablehlo.subtract %arg23, %285 : tensor<64xf32>
      mhlo.return %286 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %266 = "mhlo.fusion"(%arg4, %261#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %287 = mhlo.copy %286 : tensor<64x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x64xf32>
      mhlo.return %288 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %267 = "mhlo.fusion"(%arg5, %261#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %287 = mhlo.copy %286 : tensor<64x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x64xf32>
      mhlo.return %288 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %268 = "mhlo.fusion"(%arg6, %261#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %287 = mhlo.copy %286 : tensor<64x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x64xf32>
      mhlo.return %288 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %269 = "mhlo.fusion"(%arg7, %261#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>, %arg24: tensor<1x16x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x16x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
      %287 = mhlo.copy %286 : tensor<64x1x16xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x1x16xf32>
      mhlo.return %288 : tensor<64x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>, tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %270 = "mhlo.fusion"(%arg8, %261#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>, %arg24: tensor<64x2x16xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x2x16xf32>
      %286 = stablehlo.transpose %285, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %287 = mhlo.copy %286 : tensor<2x16x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<2x16x64xf32>
      mhlo.return %288 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>, tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %271 = "mhlo.fusion"(%arg9, %261#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>, %arg24: tensor<2x16x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<2x16x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
      %287 = mhlo.copy %286 : tensor<64x2x16xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x2x16xf32>
      mhlo.return %288 : tensor<64x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>, tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %272 = "mhlo.fusion"(%arg10, %261#10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>, %arg24: tensor<1x16x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x16x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
      %287 = mhlo.copy %286 : tensor<64x1x16xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x1x16xf32>
      mhlo.return %288 : tensor<64x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>, tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %273 = "mhlo.fusion"(%arg11, %261#11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64xf32>
      %286 = stablehlo.subtract %arg23, %285 : tensor<64xf32>
      mhlo.return %286 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %274 = "mhlo.fusion"(%arg12, %261#12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64xf32>
      %286 = stablehlo.subtract %arg23, %285 : tensor<64xf32>
      mhlo.return %286 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %275 = "mhlo.fusion"(%arg13, %261#13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %287 = mhlo.copy %286 : tensor<64x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x64xf32>
      mhlo.return %288 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %276 = "mhlo.fusion"(%arg14, %261#14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %287 = mhlo.copy %286 : tensor<64x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x64xf32>
      mhlo.return %288 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %277 = "mhlo.fusion"(%arg15, %261#15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>, %arg24: tensor<64x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,64]{0,1}"} : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %287 = mhlo.copy %286 : tensor<64x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x64xf32>
      mhlo.return %288 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %278 = "mhlo.fusion"(%arg16, %261#16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>, %arg24: tensor<1x16x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x16x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
      %287 = mhlo.copy %286 : tensor<64x1x16xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x1x16xf32>
      mhlo.return %288 : tensor<64x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>, tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %279 = "mhlo.fusion"(%arg17, %261#17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>, %arg24: tensor<64x2x16xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<64x2x16xf32>
      %286 = stablehlo.transpose %285, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %287 = mhlo.copy %286 : tensor<2x16x64xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<2x16x64xf32>
      mhlo.return %288 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>, tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %280 = "mhlo.fusion"(%arg18, %261#18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>, %arg24: tensor<2x16x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<2x16x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,2,16]{0,2,1}"} : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
      %287 = mhlo.copy %286 : tensor<64x2x16xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x2x16xf32>
      mhlo.return %288 : tensor<64x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>, tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %281 = "mhlo.fusion"(%arg19, %261#19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x1x16xf32>, %arg24: tensor<1x16x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<1x16x64xf32>
      %286 = stablehlo.transpose %285, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,16]{0,2,1}"} : (tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
      %287 = mhlo.copy %286 : tensor<64x1x16xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x1x16xf32>
      mhlo.return %288 : tensor<64x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x1x16xf32>, tensor<1x16x64xf32>) -> tensor<64x1x16xf32>
    %282 = "mhlo.fusion"(%arg20, %261#20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>, %arg24: tensor<128x64xf32>):
      %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
      %285 = stablehlo.multiply %arg24, %284 : tensor<128x64xf32>
      %286 = stablehlo.transpose %285, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[64,128]{0,1}"} : (tensor<128x64xf32>) -> tensor<64x128xf32>
      %287 = mhlo.copy %286 : tensor<64x128xf32>
      %288 = stablehlo.subtract %arg23, %287 : tensor<64x128xf32>
      mhlo.return %288 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>, tensor<128x64xf32>) -> tensor<64x128xf32>
    %283 = "mhlo.fusion"(%261#21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %cst_3 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %284 = stablehlo.multiply %arg23, %cst_3 : tensor<f32>
      %285 = stablehlo.negate %284 : tensor<f32>
      mhlo.return %285 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %262, %263, %264, %265, %266, %267, %268, %269, %270, %271, %272, %273, %274, %275, %276, %277, %278, %279, %280, %281, %282, %283 : tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1x16xf32>, tensor<2x16x64xf32>, tensor<64x2x16xf32>, tensor<64x1x16xf32>, tensor<64x128xf32>, tensor<f32>
  }
}
