module @jit_step attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32, mhlo.use_auto_spmd_partitioning = false} {
  func.func private @fused_computation(%arg0: tensor<256x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    return %0 : tensor<256x64xf32>
  }
  func.func private @fused_computation.1(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.2(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.3(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.4(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.5(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @fused_computation.6(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @fused_computation.7(%arg0: tensor<64x32xf32>, %arg1: tensor<32x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    return %0 : tensor<64x128xf32>
  }
  func.func private @fused_computation.8(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.9(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.10(%arg0: tensor<64x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    return %0 : tensor<64x64xf32>
  }
  func.func private @fused_computation.11(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.12(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @fused_computation.13(%arg0: tensor<128x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    return %0 : tensor<128x64xf32>
  }
  func.func private @fused_computation.14(%arg0: tensor<64x32xf32>, %arg1: tensor<32x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    return %0 : tensor<64x128xf32>
  }
  func.func private @fused_computation.15(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.16(%arg0: tensor<2x64x32xf32>, %arg1: tensor<2x32x16xf32>) -> tensor<2x64x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x16xf32>) -> tensor<2x64x16xf32>
    return %0 : tensor<2x64x16xf32>
  }
  func.func private @fused_computation.17(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.18(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x64x16xf32>) -> tensor<2x32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x64x16xf32>) -> tensor<2x32x16xf32>
    return %0 : tensor<2x32x16xf32>
  }
  func.func private @region_26.27(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.19(%arg0: tensor<f32>, %arg1: tensor<1x2x2x32x32xf32>, %arg2: tensor<1x2x2x32x32xf32>, %arg3: tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<1x2x2x32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<1x2x2x32x32xf32>
    %4 = stablehlo.reduce(%3 init: %arg0) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    return %4 : tensor<1x2x2x32xf32>
  }
  func.func private @fused_computation.20(%arg0: tensor<2x64x16xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x32xf32>) -> tensor<2x64x32xf32>
    return %0 : tensor<2x64x32xf32>
  }
  func.func private @fused_computation.21(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.22(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x64x32xf32>) -> tensor<2x16x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
  func.func private @fused_computation.23(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.24(%arg0: tensor<32x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.25(%arg0: tensor<32x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.26(%arg0: tensor<32x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<128x64xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.27(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.28(%arg0: tensor<2x64x32xf32>, %arg1: tensor<2x32x16xf32>) -> tensor<2x64x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x16xf32>) -> tensor<2x64x16xf32>
    return %0 : tensor<2x64x16xf32>
  }
  func.func private @fused_computation.29(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.30(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x64x16xf32>) -> tensor<2x32x16xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x64x16xf32>) -> tensor<2x32x16xf32>
    return %0 : tensor<2x32x16xf32>
  }
  func.func private @region_20.21(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.31(%arg0: tensor<f32>, %arg1: tensor<1x2x2x32x32xf32>, %arg2: tensor<1x2x2x32x32xf32>, %arg3: tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %2 = stablehlo.multiply %arg2, %1 : tensor<1x2x2x32x32xf32>
    %3 = stablehlo.multiply %2, %arg1 : tensor<1x2x2x32x32xf32>
    %4 = stablehlo.reduce(%3 init: %arg0) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    return %4 : tensor<1x2x2x32xf32>
  }
  func.func private @fused_computation.32(%arg0: tensor<2x64x16xf32>, %arg1: tensor<2x16x32xf32>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x32xf32>) -> tensor<2x64x32xf32>
    return %0 : tensor<2x64x32xf32>
  }
  func.func private @fused_computation.33(%arg0: tensor<32x32xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.34(%arg0: tensor<2x16x64xf32>, %arg1: tensor<2x64x32xf32>) -> tensor<2x16x32xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
  func.func private @fused_computation.35(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.36(%arg0: tensor<32x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.37(%arg0: tensor<32x128xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.38(%arg0: tensor<32x64xf32>, %arg1: tensor<128x64xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<128x64xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.39(%arg0: tensor<32x256xf32>, %arg1: tensor<64x256xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<64x256xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @region_12.13(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.40(%arg0: tensor<1x32x256xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_11.12(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.41(%arg0: tensor<f32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x256xf32>) -> tensor<1x32x256xf32> {
    %0 = stablehlo.dot %arg1, %arg2, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
    %1 = stablehlo.convert %0 : (tensor<32x256xf32>) -> tensor<32x256xbf16>
    %2 = stablehlo.convert %1 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
    %4 = stablehlo.reduce(%3 init: %arg0) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xf32>) -> tensor<1x32x256xf32>
    %7 = stablehlo.subtract %3, %6 : tensor<1x32x256xf32>
    return %7 : tensor<1x32x256xf32>
  }
  func.func private @fused_computation.42(%arg0: tensor<32x128xf32>, %arg1: tensor<128x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.43(%arg0: tensor<32x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.44(%arg0: tensor<32x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.45(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.46(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x32x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    return %0 : tensor<2x16x64xf32>
  }
  func.func private @region_8.9(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.47(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<f32>) -> tensor<1x2x2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    return %0 : tensor<1x2x2x32xf32>
  }
  func.func private @region_7.8(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.48(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<f32>) -> tensor<1x2x2x32x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<1x2x2x32x32xf32>
    %4 = stablehlo.exponential %3 : tensor<1x2x2x32x32xf32>
    return %4 : tensor<1x2x2x32x32xf32>
  }
  func.func private @fused_computation.49(%arg0: tensor<2x32x16xf32>, %arg1: tensor<2x16x64xf32>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
    return %0 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.50(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.51(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.52(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.53(%arg0: tensor<32x128xf32>, %arg1: tensor<128x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.54(%arg0: tensor<32x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.55(%arg0: tensor<32x64xf32>, %arg1: tensor<64x128xf32>) -> tensor<32x128xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @fused_computation.56(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.57(%arg0: tensor<2x16x32xf32>, %arg1: tensor<2x32x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    return %0 : tensor<2x16x64xf32>
  }
  func.func private @region_4.5(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.58(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<f32>) -> tensor<1x2x2x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    return %0 : tensor<1x2x2x32xf32>
  }
  func.func private @region_3.4(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.maximum %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.59(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<f32>) -> tensor<1x2x2x32x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<1x2x2x32x32xf32>
    %4 = stablehlo.exponential %3 : tensor<1x2x2x32x32xf32>
    return %4 : tensor<1x2x2x32x32xf32>
  }
  func.func private @fused_computation.60(%arg0: tensor<2x32x16xf32>, %arg1: tensor<2x16x64xf32>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
    return %0 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.61(%arg0: tensor<32x64xf32>, %arg1: tensor<64x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    return %0 : tensor<32x64xf32>
  }
  func.func private @fused_computation.62(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @fused_computation.63(%arg0: tensor<32x64xf32>, %arg1: tensor<64x32xf32>) -> tensor<32x32xf32> {
    %0 = stablehlo.dot %arg0, %arg1, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
  func.func private @region_14.15(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.64(%arg0: tensor<1x32x256xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @fused_computation.65(%arg0: tensor<f32>) -> tensor<f32> {
    %cst = stablehlo.constant dense<7.812500e-03> : tensor<f32>
    %0 = stablehlo.multiply %arg0, %cst : tensor<f32>
    %1 = stablehlo.negate %0 : tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @region_41.42(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.66(%arg0: tensor<1x32x256xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<1x32x1x3xi32>, %arg3: tensor<1x32xi32>) -> tensor<f32> {
    %0 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %2 = stablehlo.compare LT, %0, %1 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<1x32x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %6 = mhlo.bitcast %5 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %8 = stablehlo.compare GE, %6, %7 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %10 = stablehlo.compare LE, %6, %9 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
    %11 = stablehlo.and %8, %10 : tensor<1x32x1x1xi1>
    %12 = mhlo.bitcast %11 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x1xi1>) -> tensor<1x32x1xi1>
    %13 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1] : (tensor<32xf32>) -> tensor<1x32x256xf32>
    %15 = stablehlo.subtract %arg0, %14 : tensor<1x32x256xf32>
    %16 = mhlo.bitcast %arg2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
    %17 = "stablehlo.gather"(%15, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x256xf32>, tensor<32x3xi32>) -> tensor<32x1x1x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<32x1x1x1xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %20 = stablehlo.select %12, %18, %19 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<f32>
    return %21 : tensor<f32>
  }
  func.func private @fused_computation.67(%arg0: tensor<256x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x256xbf16>) -> tensor<16x256xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [256, 16] : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<256x16xf32>
    %5 = stablehlo.convert %4 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<256x16xf32>
    %9 = stablehlo.convert %8 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<256x16xf32>) -> tensor<16x256xf32>
    %12 = mhlo.copy %11 : tensor<16x256xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x256xf32>
    %14 = stablehlo.convert %13 : (tensor<16x256xf32>) -> tensor<16x256xbf16>
    return %14 : tensor<16x256xbf16>
  }
  func.func private @fused_computation.68(%arg0: tensor<256x64xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @fused_computation.69(%arg0: tensor<1x32x256xbf16>) -> tensor<256x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x256xbf16>) -> tensor<1x32x256xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[256,1,32]{0,2,1}"} : (tensor<1x32x256xf32>) -> tensor<256x1x32xf32>
    %2 = mhlo.copy %1 : tensor<256x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<256x1x32xf32>) -> tensor<256x32xf32>
    return %3 : tensor<256x32xf32>
  }
  func.func private @fused_computation.70(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %c, %3, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x16xf32>
    %9 = stablehlo.convert %8 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %12 = mhlo.copy %11 : tensor<16x2x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x2x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    return %14 : tensor<16x2x16xbf16>
  }
  func.func private @fused_computation.71(%arg0: tensor<32x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %2 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.72(%arg0: tensor<2x16x32xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @fused_computation.73(%arg0: tensor<4x16x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x4x16xbf16>) -> tensor<16x4x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %c, %3, sizes = [4, 16, 16] : (tensor<4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.convert %4 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x16x16xf32>
    %9 = stablehlo.convert %8 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,16]{0,2,1}"} : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
    %12 = mhlo.copy %11 : tensor<16x4x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x4x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
    return %14 : tensor<16x4x16xbf16>
  }
  func.func private @fused_computation.74(%arg0: tensor<64x64xf32>) -> tensor<4x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    return %2 : tensor<4x16x64xf32>
  }
  func.func private @fused_computation.75(%arg0: tensor<1x32x4x16xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,1,32]{1,0,3,2}"} : (tensor<1x32x4x16xf32>) -> tensor<4x16x1x32xf32>
    %2 = mhlo.copy %1 : tensor<4x16x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x1x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @fused_computation.76(%arg0: tensor<64x4x16xbf16>, %arg1: tensor<ui32>, %arg2: tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %3, %c_0, %c_0, sizes = [16, 4, 16] : (tensor<64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x16xf32>
    %5 = stablehlo.convert %4 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16x4x16xf32>
    %9 = stablehlo.convert %8 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %12 = mhlo.copy %11 : tensor<4x16x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<4x16x16xf32>
    %14 = stablehlo.convert %13 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
    return %14 : tensor<4x16x16xbf16>
  }
  func.func private @fused_computation.77(%arg0: tensor<64x64xf32>) -> tensor<64x4x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    return %2 : tensor<64x4x16xf32>
  }
  func.func private @fused_computation.78(%arg0: tensor<1x32x64xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %2 = mhlo.copy %1 : tensor<64x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @fused_computation.79(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %c, %3, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x16xf32>
    %9 = stablehlo.convert %8 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %12 = mhlo.copy %11 : tensor<16x2x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x2x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    return %14 : tensor<16x2x16xbf16>
  }
  func.func private @fused_computation.80(%arg0: tensor<32x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %2 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.81(%arg0: tensor<1x32x2x16xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
    %2 = mhlo.copy %1 : tensor<2x16x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @fused_computation.82(%arg0: tensor<128x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x128xbf16>) -> tensor<16x128xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %5 = stablehlo.convert %4 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<128x16xf32>
    %9 = stablehlo.convert %8 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %12 = mhlo.copy %11 : tensor<16x128xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x128xf32>
    %14 = stablehlo.convert %13 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    return %14 : tensor<16x128xbf16>
  }
  func.func private @fused_computation.83(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @fused_computation.84(%arg0: tensor<32x128xbf16>) -> tensor<128x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
    %3 = mhlo.copy %2 : tensor<128x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
    return %4 : tensor<128x32xf32>
  }
  func.func private @fused_computation.85(%arg0: tensor<128x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x128xbf16>) -> tensor<16x128xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %5 = stablehlo.convert %4 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<128x16xf32>
    %9 = stablehlo.convert %8 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %12 = mhlo.copy %11 : tensor<16x128xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x128xf32>
    %14 = stablehlo.convert %13 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    return %14 : tensor<16x128xbf16>
  }
  func.func private @fused_computation.86(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @fused_computation.87(%arg0: tensor<32x128xbf16>) -> tensor<128x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
    %3 = mhlo.copy %2 : tensor<128x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
    return %4 : tensor<128x32xf32>
  }
  func.func private @fused_computation.88(%arg0: tensor<64x128xbf16>, %arg1: tensor<ui32>, %arg2: tensor<128x16xbf16>) -> tensor<128x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %3, %c_0, sizes = [16, 128] : (tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
    %5 = stablehlo.convert %4 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %6 = stablehlo.convert %5 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16x128xf32>
    %9 = stablehlo.convert %8 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %10 = stablehlo.convert %9 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %12 = mhlo.copy %11 : tensor<128x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<128x16xf32>
    %14 = stablehlo.convert %13 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    return %14 : tensor<128x16xbf16>
  }
  func.func private @fused_computation.89(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @fused_computation.90(%arg0: tensor<1x32x64xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %2 = mhlo.copy %1 : tensor<64x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @fused_computation.91(%arg0: tensor<64xf32>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %2 = stablehlo.convert %1 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64xf32>
    %5 = stablehlo.convert %4 : (tensor<64xf32>) -> tensor<64xbf16>
    %6 = stablehlo.convert %5 : (tensor<64xbf16>) -> tensor<64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<64xf32>
    %8 = stablehlo.convert %7 : (tensor<64xf32>) -> tensor<64xbf16>
    return %8 : tensor<64xbf16>
  }
  func.func private @region_39.40(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.92(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<1x32x1xf32>, %arg3: tensor<1x32x64xbf16>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %5 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %9 : tensor<64xf32>
  }
  func.func private @fused_computation.93(%arg0: tensor<64xf32>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %2 = stablehlo.convert %1 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64xf32>
    %5 = stablehlo.convert %4 : (tensor<64xf32>) -> tensor<64xbf16>
    %6 = stablehlo.convert %5 : (tensor<64xbf16>) -> tensor<64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<64xf32>
    %8 = stablehlo.convert %7 : (tensor<64xf32>) -> tensor<64xbf16>
    return %8 : tensor<64xbf16>
  }
  func.func private @region_37.38(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.94(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<1x32x1xf32>, %arg3: tensor<1x32x64xbf16>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %5 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %9 : tensor<64xf32>
  }
  func.func private @fused_computation.95(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %c, %3, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x16xf32>
    %9 = stablehlo.convert %8 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %12 = mhlo.copy %11 : tensor<16x2x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x2x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    return %14 : tensor<16x2x16xbf16>
  }
  func.func private @fused_computation.96(%arg0: tensor<32x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %2 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.97(%arg0: tensor<2x16x32xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @fused_computation.98(%arg0: tensor<4x16x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x4x16xbf16>) -> tensor<16x4x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %c, %3, sizes = [4, 16, 16] : (tensor<4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xf32>
    %5 = stablehlo.convert %4 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<4x16x16xf32>
    %9 = stablehlo.convert %8 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,16]{0,2,1}"} : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
    %12 = mhlo.copy %11 : tensor<16x4x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x4x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
    return %14 : tensor<16x4x16xbf16>
  }
  func.func private @fused_computation.99(%arg0: tensor<64x64xf32>) -> tensor<4x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    return %2 : tensor<4x16x64xf32>
  }
  func.func private @fused_computation.100(%arg0: tensor<1x32x4x16xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,1,32]{1,0,3,2}"} : (tensor<1x32x4x16xf32>) -> tensor<4x16x1x32xf32>
    %2 = mhlo.copy %1 : tensor<4x16x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x1x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @fused_computation.101(%arg0: tensor<64x4x16xbf16>, %arg1: tensor<ui32>, %arg2: tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %3, %c_0, %c_0, sizes = [16, 4, 16] : (tensor<64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x16xf32>
    %5 = stablehlo.convert %4 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16x4x16xf32>
    %9 = stablehlo.convert %8 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
    %12 = mhlo.copy %11 : tensor<4x16x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<4x16x16xf32>
    %14 = stablehlo.convert %13 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
    return %14 : tensor<4x16x16xbf16>
  }
  func.func private @fused_computation.102(%arg0: tensor<64x64xf32>) -> tensor<64x4x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    return %2 : tensor<64x4x16xf32>
  }
  func.func private @fused_computation.103(%arg0: tensor<1x32x64xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %2 = mhlo.copy %1 : tensor<64x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @fused_computation.104(%arg0: tensor<2x16x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %c, %3, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
    %5 = stablehlo.convert %4 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<2x16x16xf32>
    %9 = stablehlo.convert %8 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
    %12 = mhlo.copy %11 : tensor<16x2x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x2x16xf32>
    %14 = stablehlo.convert %13 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
    return %14 : tensor<16x2x16xbf16>
  }
  func.func private @fused_computation.105(%arg0: tensor<32x64xf32>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    return %2 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.106(%arg0: tensor<1x32x2x16xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
    %2 = mhlo.copy %1 : tensor<2x16x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
    return %3 : tensor<32x32xf32>
  }
  func.func private @fused_computation.107(%arg0: tensor<128x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x128xbf16>) -> tensor<16x128xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %5 = stablehlo.convert %4 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<128x16xf32>
    %9 = stablehlo.convert %8 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %12 = mhlo.copy %11 : tensor<16x128xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x128xf32>
    %14 = stablehlo.convert %13 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    return %14 : tensor<16x128xbf16>
  }
  func.func private @fused_computation.108(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @fused_computation.109(%arg0: tensor<32x128xbf16>) -> tensor<128x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
    %3 = mhlo.copy %2 : tensor<128x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
    return %4 : tensor<128x32xf32>
  }
  func.func private @fused_computation.110(%arg0: tensor<128x64xbf16>, %arg1: tensor<ui32>, %arg2: tensor<16x128xbf16>) -> tensor<16x128xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.convert %arg1 : (tensor<ui32>) -> tensor<i32>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c_0 : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %c, %3, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
    %5 = stablehlo.convert %4 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<128x16xf32>
    %9 = stablehlo.convert %8 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
    %12 = mhlo.copy %11 : tensor<16x128xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<16x128xf32>
    %14 = stablehlo.convert %13 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    return %14 : tensor<16x128xbf16>
  }
  func.func private @fused_computation.111(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    return %1 : tensor<128x64xf32>
  }
  func.func private @fused_computation.112(%arg0: tensor<32x128xbf16>) -> tensor<128x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %2 = stablehlo.transpose %1, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
    %3 = mhlo.copy %2 : tensor<128x1x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
    return %4 : tensor<128x32xf32>
  }
  func.func private @fused_computation.113(%arg0: tensor<ui32>, %arg1: tensor<64x128xbf16>, %arg2: tensor<128x16xbf16>) -> tensor<128x16xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %1 = stablehlo.convert %arg1 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    %2 = stablehlo.convert %arg0 : (tensor<ui32>) -> tensor<i32>
    %c = stablehlo.constant dense<16> : tensor<i32>
    %3 = stablehlo.multiply %2, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %1, %3, %c_0, sizes = [16, 128] : (tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
    %5 = stablehlo.convert %4 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %6 = stablehlo.convert %5 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<16x128xf32>
    %9 = stablehlo.convert %8 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
    %10 = stablehlo.convert %9 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
    %12 = mhlo.copy %11 : tensor<128x16xf32>
    %13 = stablehlo.subtract %0, %12 : tensor<128x16xf32>
    %14 = stablehlo.convert %13 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
    return %14 : tensor<128x16xbf16>
  }
  func.func private @fused_computation.114(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @fused_computation.115(%arg0: tensor<1x32x64xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
    %2 = mhlo.copy %1 : tensor<64x1x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
    return %3 : tensor<64x32xf32>
  }
  func.func private @fused_computation.116(%arg0: tensor<64xf32>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %2 = stablehlo.convert %1 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64xf32>
    %5 = stablehlo.convert %4 : (tensor<64xf32>) -> tensor<64xbf16>
    %6 = stablehlo.convert %5 : (tensor<64xbf16>) -> tensor<64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<64xf32>
    %8 = stablehlo.convert %7 : (tensor<64xf32>) -> tensor<64xbf16>
    return %8 : tensor<64xbf16>
  }
  func.func private @region_35.36(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.117(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<1x32x1xf32>, %arg3: tensor<1x32x64xbf16>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %5 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %9 : tensor<64xf32>
  }
  func.func private @fused_computation.118(%arg0: tensor<64xf32>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %2 = stablehlo.convert %1 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64xf32>
    %5 = stablehlo.convert %4 : (tensor<64xf32>) -> tensor<64xbf16>
    %6 = stablehlo.convert %5 : (tensor<64xbf16>) -> tensor<64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<64xf32>
    %8 = stablehlo.convert %7 : (tensor<64xf32>) -> tensor<64xbf16>
    return %8 : tensor<64xbf16>
  }
  func.func private @region_33.34(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.119(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<1x32x1xf32>, %arg3: tensor<1x32x64xbf16>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %5 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %6 = stablehlo.add %4, %5 : tensor<32x64xf32>
    %7 = mhlo.bitcast %6 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %8 = stablehlo.multiply %3, %7 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %9 : tensor<64xf32>
  }
  func.func private @fused_computation.120(%arg0: tensor<64xf32>, %arg1: tensor<64xbf16>) -> tensor<64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<64xf32>) -> tensor<64xbf16>
    %2 = stablehlo.convert %1 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<64xf32>
    %5 = stablehlo.convert %4 : (tensor<64xf32>) -> tensor<64xbf16>
    %6 = stablehlo.convert %5 : (tensor<64xbf16>) -> tensor<64xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<64xf32>
    %8 = stablehlo.convert %7 : (tensor<64xf32>) -> tensor<64xbf16>
    return %8 : tensor<64xbf16>
  }
  func.func private @region_31.32(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @fused_computation.121(%arg0: tensor<32x64xbf16>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xbf16>) -> tensor<64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    return %7 : tensor<64xf32>
  }
  func.func private @fused_computation.122(%arg0: tensor<256x16xf32>, %arg1: tensor<256x16xbf16>) -> tensor<256x16xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %1 = stablehlo.convert %arg0 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
    %2 = stablehlo.convert %1 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %cst = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<256x16xf32>
    %5 = stablehlo.convert %4 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
    %6 = stablehlo.convert %5 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %7 = stablehlo.subtract %0, %6 : tensor<256x16xf32>
    %8 = stablehlo.convert %7 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
    return %8 : tensor<256x16xbf16>
  }
  func.func private @fused_computation.123(%arg0: tensor<1x32x1x16xf32>, %arg1: tensor<1x32x1x16xf32>, %arg2: tensor<1x32x1x16xf32>, %arg3: tensor<1x32x1x16xf32>) -> tensor<128x1x16xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %1 = stablehlo.convert %0 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    %2 = stablehlo.convert %arg2 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %3 = stablehlo.convert %2 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    %4 = stablehlo.convert %arg1 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %5 = stablehlo.convert %4 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    %6 = stablehlo.convert %arg0 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %7 = stablehlo.convert %6 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    %8 = stablehlo.concatenate %1, %3, %5, %7, dim = 2 : (tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>) -> tensor<1x32x4x16xf32>
    %9 = stablehlo.convert %8 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    %10 = stablehlo.convert %9 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %11 = stablehlo.transpose %10, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[4,1,32,16]{3,0,2,1}"} : (tensor<1x32x4x16xf32>) -> tensor<4x1x32x16xf32>
    %12 = mhlo.copy %11 : tensor<4x1x32x16xf32>
    %13 = mhlo.bitcast %12 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[128,1,16]{2,0,1}"} : (tensor<4x1x32x16xf32>) -> tensor<128x1x16xf32>
    %14 = mhlo.copy %13 : tensor<128x1x16xf32>
    return %14 : tensor<128x1x16xf32>
  }
  func.func private @fused_computation.124(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 3:4, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
    %3 = stablehlo.convert %2 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %4 = stablehlo.convert %3 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    return %4 : tensor<1x32x1x16xf32>
  }
  func.func private @fused_computation.125(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 2:3, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
    %3 = stablehlo.convert %2 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %4 = stablehlo.convert %3 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    return %4 : tensor<1x32x1x16xf32>
  }
  func.func private @fused_computation.126(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 1:2, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
    %3 = stablehlo.convert %2 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %4 = stablehlo.convert %3 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    return %4 : tensor<1x32x1x16xf32>
  }
  func.func private @fused_computation.127(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %2 = stablehlo.slice %1 [0:1, 0:32, 0:1, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
    %3 = stablehlo.convert %2 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
    %4 = stablehlo.convert %3 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
    return %4 : tensor<1x32x1x16xf32>
  }
  func.func private @fused_computation.128(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<1x32x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<1x32x1xf32>, %arg7: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg3 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = mhlo.bitcast %arg6 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x32x64xf32>
    %11 = stablehlo.convert %arg7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %12 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<1x32x1xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x32x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.multiply %11, %19 : tensor<1x32x64xf32>
    %21 = stablehlo.add %10, %20 : tensor<1x32x64xf32>
    %22 = stablehlo.convert %21 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %23 = stablehlo.convert %22 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %24 = stablehlo.add %0, %23 : tensor<1x32x64xf32>
    %25 = stablehlo.convert %24 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %25 : tensor<1x32x64xbf16>
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
  func.func private @fused_computation.130(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<1x32x64xf32>
    return %8 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.131(%arg0: tensor<64x4x16xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %2 = mhlo.copy %1 : tensor<4x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @fused_computation.132(%arg0: tensor<1x32x4x16xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.133(%arg0: tensor<2x64x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x16xf32>) -> tensor<2x64x16xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x64x16xbf16>) -> tensor<2x64x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x16xf32>) -> tensor<1x2x32x2x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{4,3,1,2,0}"} : (tensor<1x2x32x2x16xf32>) -> tensor<1x32x2x2x16xf32>
    %4 = mhlo.copy %3 : tensor<1x32x2x2x16xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %6 = stablehlo.slice %5 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %7 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x8xf32>
    %10 = stablehlo.sine %9 : tensor<32x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<1x32x4x8xf32>
    %13 = stablehlo.slice %5 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %14 = stablehlo.cosine %9 : tensor<32x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<1x32x4x8xf32>
    %17 = stablehlo.add %12, %16 : tensor<1x32x4x8xf32>
    %18 = stablehlo.multiply %6, %15 : tensor<1x32x4x8xf32>
    %19 = stablehlo.negate %13 : tensor<1x32x4x8xf32>
    %20 = stablehlo.multiply %19, %11 : tensor<1x32x4x8xf32>
    %21 = stablehlo.add %18, %20 : tensor<1x32x4x8xf32>
    %22 = stablehlo.concatenate %17, %21, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %23 = stablehlo.convert %22 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    return %23 : tensor<1x32x4x16xbf16>
  }
  func.func private @fused_computation.134(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{4,2,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
    %2 = mhlo.copy %1 : tensor<1x2x32x2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x64x32xf32>
    return %3 : tensor<2x64x32xf32>
  }
  func.func private @fused_computation.135(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<32x64xf32>
    %5 = stablehlo.convert %4 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %5 : tensor<32x64xbf16>
  }
  func.func private @fused_computation.136(%arg0: tensor<64x2x16xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %2 = mhlo.copy %1 : tensor<2x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
  func.func private @fused_computation.137(%arg0: tensor<1x32x2x16xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @fused_computation.138(%arg0: tensor<2x32x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x2x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x32x16xf32>) -> tensor<2x32x16xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x32x16xbf16>) -> tensor<2x32x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x16xf32>) -> tensor<1x2x32x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{3,1,2,0}"} : (tensor<1x2x32x16xf32>) -> tensor<1x32x2x16xf32>
    %4 = mhlo.copy %3 : tensor<1x32x2x16xf32>
    %5 = stablehlo.slice %4 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %6 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32x8xf32>
    %9 = stablehlo.sine %8 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.slice %4 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %13 = stablehlo.cosine %8 : tensor<32x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x2x8xf32>
    %16 = stablehlo.add %11, %15 : tensor<1x32x2x8xf32>
    %17 = stablehlo.multiply %5, %14 : tensor<1x32x2x8xf32>
    %18 = stablehlo.negate %12 : tensor<1x32x2x8xf32>
    %19 = stablehlo.multiply %18, %10 : tensor<1x32x2x8xf32>
    %20 = stablehlo.add %17, %19 : tensor<1x32x2x8xf32>
    %21 = stablehlo.concatenate %16, %20, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %22 = stablehlo.convert %21 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    return %22 : tensor<1x32x2x16xbf16>
  }
  func.func private @fused_computation.139(%arg0: tensor<1x32x4x16xbf16>) -> tensor<2x64x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,16]{4,3,1,2,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x32x2x16xf32>
    %3 = mhlo.copy %2 : tensor<1x2x32x2x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x16xf32>) -> tensor<2x64x16xf32>
    return %4 : tensor<2x64x16xf32>
  }
  func.func private @fused_computation.140(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,32,2]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x32x2xf32>
    %2 = mhlo.copy %1 : tensor<1x2x32x32x2xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x32x2xf32>) -> tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.141(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<1x2x2x32xf32>, %arg2: tensor<2x64x32xbf16>, %arg3: tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xbf16> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
    %4 = stablehlo.convert %arg2 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
    %6 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %8 = stablehlo.divide %5, %7 : tensor<1x2x2x32x32xf32>
    %9 = stablehlo.negate %arg1 : tensor<1x2x2x32xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<1x2x2x32x32xf32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<1x2x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %15 = stablehlo.select %3, %13, %14 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x2x2x32x32xf32>
    %18 = stablehlo.convert %17 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    return %18 : tensor<1x2x2x32x32xbf16>
  }
  func.func private @fused_computation.142(%arg0: tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x32xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<1x2x2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x2x2x32xf32>
    return %2 : tensor<1x2x2x32xf32>
  }
  func.func private @fused_computation.143(%arg0: tensor<2x64x32xbf16>) -> tensor<1x2x2x32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
    return %1 : tensor<1x2x2x32x32xf32>
  }
  func.func private @fused_computation.144(%arg0: tensor<32x64xbf16>) -> tensor<2x64x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %3 = mhlo.copy %2 : tensor<1x2x2x32x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x16xf32>) -> tensor<2x64x16xf32>
    return %4 : tensor<2x64x16xf32>
  }
  func.func private @fused_computation.145(%arg0: tensor<64x2x16xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %2 = mhlo.copy %1 : tensor<2x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
  func.func private @fused_computation.146(%arg0: tensor<2x16x32xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<1x2x16x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{1,3,2,0}"} : (tensor<1x2x16x32xf32>) -> tensor<1x32x2x16xf32>
    %3 = mhlo.copy %2 : tensor<1x32x2x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    return %4 : tensor<32x32xf32>
  }
  func.func private @fused_computation.147(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x32xf32>) -> tensor<2x64x32xf32>
    return %1 : tensor<2x64x32xf32>
  }
  func.func private @fused_computation.148(%arg0: tensor<32x64xbf16>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x2x32xf32>
    %3 = mhlo.copy %2 : tensor<1x2x16x2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x2x32xf32>) -> tensor<2x16x64xf32>
    return %4 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.149(%arg0: tensor<4x16x64xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %2 = mhlo.copy %1 : tensor<64x4x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @fused_computation.150(%arg0: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.151(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<1x32x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<1x32x1xf32>, %arg7: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg3 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = mhlo.bitcast %arg6 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x32x64xf32>
    %11 = stablehlo.convert %arg7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %12 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<1x32x1xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x32x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.multiply %11, %19 : tensor<1x32x64xf32>
    %21 = stablehlo.add %10, %20 : tensor<1x32x64xf32>
    %22 = stablehlo.convert %21 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %23 = stablehlo.convert %22 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %24 = stablehlo.add %0, %23 : tensor<1x32x64xf32>
    %25 = stablehlo.convert %24 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %25 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.152(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.153(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<1x32x64xf32>
    return %8 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.154(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>, %arg2: tensor<32x128xbf16>, %arg3: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %4 = stablehlo.convert %3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %5 = stablehlo.convert %arg2 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128xf32>
    %7 = stablehlo.convert %6 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %8 = stablehlo.convert %7 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %9 = stablehlo.convert %arg3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %10 = stablehlo.multiply %9, %4 : tensor<32x128xf32>
    %11 = stablehlo.convert %10 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %12 = stablehlo.convert %11 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %14 = stablehlo.subtract %13, %5 : tensor<32x128xf32>
    %15 = stablehlo.convert %14 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %16 = stablehlo.convert %15 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<32x128xf32>
    %18 = stablehlo.convert %17 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %19 = stablehlo.convert %18 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<32x128xf32>
    %21 = stablehlo.convert %20 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %22 = stablehlo.convert %21 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %23 = stablehlo.add %8, %22 : tensor<32x128xf32>
    %24 = stablehlo.convert %23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %24 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.155(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %3 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.156(%arg0: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.157(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<1x32x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<1x32x1xf32>, %arg7: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg3 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = mhlo.bitcast %arg6 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x32x64xf32>
    %11 = stablehlo.convert %arg7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %12 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<1x32x1xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x32x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.multiply %11, %19 : tensor<1x32x64xf32>
    %21 = stablehlo.add %10, %20 : tensor<1x32x64xf32>
    %22 = stablehlo.convert %21 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %23 = stablehlo.convert %22 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %24 = stablehlo.add %0, %23 : tensor<1x32x64xf32>
    %25 = stablehlo.convert %24 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %25 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.158(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.159(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<1x32x64xf32>
    return %8 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.160(%arg0: tensor<64x4x16xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %2 = mhlo.copy %1 : tensor<4x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @fused_computation.161(%arg0: tensor<1x32x4x16xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.162(%arg0: tensor<2x64x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x16xf32>) -> tensor<2x64x16xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x64x16xbf16>) -> tensor<2x64x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x16xf32>) -> tensor<1x2x32x2x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{4,3,1,2,0}"} : (tensor<1x2x32x2x16xf32>) -> tensor<1x32x2x2x16xf32>
    %4 = mhlo.copy %3 : tensor<1x32x2x2x16xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %6 = stablehlo.slice %5 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %7 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<32x8xf32>
    %10 = stablehlo.sine %9 : tensor<32x8xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %12 = stablehlo.multiply %6, %11 : tensor<1x32x4x8xf32>
    %13 = stablehlo.slice %5 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %14 = stablehlo.cosine %9 : tensor<32x8xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %16 = stablehlo.multiply %13, %15 : tensor<1x32x4x8xf32>
    %17 = stablehlo.add %12, %16 : tensor<1x32x4x8xf32>
    %18 = stablehlo.multiply %6, %15 : tensor<1x32x4x8xf32>
    %19 = stablehlo.negate %13 : tensor<1x32x4x8xf32>
    %20 = stablehlo.multiply %19, %11 : tensor<1x32x4x8xf32>
    %21 = stablehlo.add %18, %20 : tensor<1x32x4x8xf32>
    %22 = stablehlo.concatenate %17, %21, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %23 = stablehlo.convert %22 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    return %23 : tensor<1x32x4x16xbf16>
  }
  func.func private @fused_computation.163(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{4,2,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
    %2 = mhlo.copy %1 : tensor<1x2x32x2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x64x32xf32>
    return %3 : tensor<2x64x32xf32>
  }
  func.func private @fused_computation.164(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %3 = stablehlo.convert %2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<32x64xf32>
    %5 = stablehlo.convert %4 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %5 : tensor<32x64xbf16>
  }
  func.func private @fused_computation.165(%arg0: tensor<64x2x16xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %2 = mhlo.copy %1 : tensor<2x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
  func.func private @fused_computation.166(%arg0: tensor<1x32x2x16xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    return %1 : tensor<32x32xf32>
  }
  func.func private @fused_computation.167(%arg0: tensor<2x32x16xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x2x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x32x16xf32>) -> tensor<2x32x16xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x32x16xbf16>) -> tensor<2x32x16xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x16xf32>) -> tensor<1x2x32x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{3,1,2,0}"} : (tensor<1x2x32x16xf32>) -> tensor<1x32x2x16xf32>
    %4 = mhlo.copy %3 : tensor<1x32x2x16xf32>
    %5 = stablehlo.slice %4 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %6 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %7 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<32x8xf32>
    %9 = stablehlo.sine %8 : tensor<32x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.multiply %5, %10 : tensor<1x32x2x8xf32>
    %12 = stablehlo.slice %4 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %13 = stablehlo.cosine %8 : tensor<32x8xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x2x8xf32>
    %16 = stablehlo.add %11, %15 : tensor<1x32x2x8xf32>
    %17 = stablehlo.multiply %5, %14 : tensor<1x32x2x8xf32>
    %18 = stablehlo.negate %12 : tensor<1x32x2x8xf32>
    %19 = stablehlo.multiply %18, %10 : tensor<1x32x2x8xf32>
    %20 = stablehlo.add %17, %19 : tensor<1x32x2x8xf32>
    %21 = stablehlo.concatenate %16, %20, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %22 = stablehlo.convert %21 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    return %22 : tensor<1x32x2x16xbf16>
  }
  func.func private @fused_computation.168(%arg0: tensor<1x32x4x16xbf16>) -> tensor<2x64x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,16]{4,3,1,2,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x32x2x16xf32>
    %3 = mhlo.copy %2 : tensor<1x2x32x2x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x16xf32>) -> tensor<2x64x16xf32>
    return %4 : tensor<2x64x16xf32>
  }
  func.func private @fused_computation.169(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,32,2]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x32x2xf32>
    %2 = mhlo.copy %1 : tensor<1x2x32x32x2xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x32x2xf32>) -> tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.170(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<1x2x2x32xf32>, %arg2: tensor<2x64x32xbf16>, %arg3: tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xbf16> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
    %4 = stablehlo.convert %arg2 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
    %6 = mhlo.bitcast %arg3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %8 = stablehlo.divide %5, %7 : tensor<1x2x2x32x32xf32>
    %9 = stablehlo.negate %arg1 : tensor<1x2x2x32xf32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %12 = stablehlo.add %8, %11 : tensor<1x2x2x32x32xf32>
    %13 = stablehlo.multiply %12, %arg0 : tensor<1x2x2x32x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %15 = stablehlo.select %3, %13, %14 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x2x2x32x32xf32>
    %18 = stablehlo.convert %17 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    return %18 : tensor<1x2x2x32x32xbf16>
  }
  func.func private @fused_computation.171(%arg0: tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x2x32xf32>
    %1 = stablehlo.multiply %arg0, %arg0 : tensor<1x2x2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<1x2x2x32xf32>
    return %2 : tensor<1x2x2x32xf32>
  }
  func.func private @fused_computation.172(%arg0: tensor<2x64x32xbf16>) -> tensor<1x2x2x32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
    return %1 : tensor<1x2x2x32x32xf32>
  }
  func.func private @fused_computation.173(%arg0: tensor<32x64xbf16>) -> tensor<2x64x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %3 = mhlo.copy %2 : tensor<1x2x2x32x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x16xf32>) -> tensor<2x64x16xf32>
    return %4 : tensor<2x64x16xf32>
  }
  func.func private @fused_computation.174(%arg0: tensor<64x2x16xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
    %2 = mhlo.copy %1 : tensor<2x16x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    return %3 : tensor<32x64xf32>
  }
  func.func private @fused_computation.175(%arg0: tensor<2x16x32xbf16>) -> tensor<32x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<1x2x16x32xf32>
    %2 = stablehlo.transpose %1, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{1,3,2,0}"} : (tensor<1x2x16x32xf32>) -> tensor<1x32x2x16xf32>
    %3 = mhlo.copy %2 : tensor<1x32x2x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
    return %4 : tensor<32x32xf32>
  }
  func.func private @fused_computation.176(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x32xf32>) -> tensor<2x64x32xf32>
    return %1 : tensor<2x64x32xf32>
  }
  func.func private @fused_computation.177(%arg0: tensor<32x64xbf16>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x2x32xf32>
    %3 = mhlo.copy %2 : tensor<1x2x16x2x32xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x2x32xf32>) -> tensor<2x16x64xf32>
    return %4 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.178(%arg0: tensor<4x16x64xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %1 = stablehlo.transpose %0, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %2 = mhlo.copy %1 : tensor<64x4x16xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    return %3 : tensor<64x64xf32>
  }
  func.func private @fused_computation.179(%arg0: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.180(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<32x64xbf16>, %arg3: tensor<32x64xbf16>, %arg4: tensor<1x32x64xbf16>, %arg5: tensor<64xbf16>, %arg6: tensor<1x32x1xf32>, %arg7: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg4 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg3 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg5 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = mhlo.bitcast %arg6 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<1x32x64xf32>
    %11 = stablehlo.convert %arg7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %12 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %14 = stablehlo.multiply %arg0, %13 : tensor<1x32x1xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<1x32x1xf32>
    %18 = mhlo.bitcast %17 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %20 = stablehlo.multiply %11, %19 : tensor<1x32x64xf32>
    %21 = stablehlo.add %10, %20 : tensor<1x32x64xf32>
    %22 = stablehlo.convert %21 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %23 = stablehlo.convert %22 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %24 = stablehlo.add %0, %23 : tensor<1x32x64xf32>
    %25 = stablehlo.convert %24 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %25 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.181(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.182(%arg0: tensor<32x64xbf16>, %arg1: tensor<32x64xbf16>, %arg2: tensor<64xbf16>, %arg3: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg3 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<32x64xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.convert %arg2 : (tensor<64xbf16>) -> tensor<64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = stablehlo.multiply %0, %7 : tensor<1x32x64xf32>
    return %8 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.183(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>, %arg2: tensor<32x128xbf16>, %arg3: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %4 = stablehlo.convert %3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %5 = stablehlo.convert %arg2 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x128xf32>
    %7 = stablehlo.convert %6 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %8 = stablehlo.convert %7 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %9 = stablehlo.convert %arg3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %10 = stablehlo.multiply %9, %4 : tensor<32x128xf32>
    %11 = stablehlo.convert %10 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %12 = stablehlo.convert %11 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %14 = stablehlo.subtract %13, %5 : tensor<32x128xf32>
    %15 = stablehlo.convert %14 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %16 = stablehlo.convert %15 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %17 = stablehlo.multiply %5, %16 : tensor<32x128xf32>
    %18 = stablehlo.convert %17 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %19 = stablehlo.convert %18 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %20 = stablehlo.multiply %12, %19 : tensor<32x128xf32>
    %21 = stablehlo.convert %20 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %22 = stablehlo.convert %21 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %23 = stablehlo.add %8, %22 : tensor<32x128xf32>
    %24 = stablehlo.convert %23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %24 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.184(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %3 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.185(%arg0: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %1 : tensor<32x64xf32>
  }
  func.func private @fused_computation.186(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>, %arg2: tensor<32x64xbf16>, %arg3: tensor<64xbf16>, %arg4: tensor<1x32x1xf32>, %arg5: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %2 = stablehlo.convert %arg3 : (tensor<64xbf16>) -> tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<1x32x64xf32>
    %5 = mhlo.bitcast %arg4 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %7 = stablehlo.multiply %4, %6 : tensor<1x32x64xf32>
    %8 = stablehlo.convert %arg5 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %9 = mhlo.bitcast %arg1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %cst = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %11 = stablehlo.multiply %arg0, %10 : tensor<1x32x1xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<1x32x1xf32>
    %cst_0 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<1x32x1xf32>
    %15 = mhlo.bitcast %14 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %17 = stablehlo.multiply %8, %16 : tensor<1x32x64xf32>
    %18 = stablehlo.add %7, %17 : tensor<1x32x64xf32>
    %19 = stablehlo.convert %18 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %19 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.187(%arg0: tensor<1x32x1xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.188(%arg0: tensor<32x64xbf16>, %arg1: tensor<64xbf16>, %arg2: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.convert %arg1 : (tensor<64xbf16>) -> tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %5 = stablehlo.multiply %2, %4 : tensor<1x32x64xf32>
    %6 = stablehlo.multiply %0, %5 : tensor<1x32x64xf32>
    return %6 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.189(%arg0: tensor<1x32x256xbf16>) -> tensor<32x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x256xbf16>) -> tensor<1x32x256xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
  func.func private @fused_computation.190(%arg0: tensor<1x32x256xf32>, %arg1: tensor<1x32x256xf32>, %arg2: tensor<1x32xf32>) -> tensor<1x32x256xbf16> {
    %0 = mhlo.bitcast %arg2 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xf32>) -> tensor<1x32x256xf32>
    %2 = stablehlo.multiply %1, %arg1 : tensor<1x32x256xf32>
    %3 = stablehlo.add %arg0, %2 : tensor<1x32x256xf32>
    %4 = stablehlo.convert %3 : (tensor<1x32x256xf32>) -> tensor<1x32x256xbf16>
    return %4 : tensor<1x32x256xbf16>
  }
  func.func private @fused_computation.191(%arg0: tensor<1x32xf32>, %arg1: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.negate %arg1 : tensor<1x32xf32>
    %1 = stablehlo.divide %0, %arg0 : tensor<1x32xf32>
    return %1 : tensor<1x32xf32>
  }
  func.func private @fused_computation.192(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @fused_computation.193(%arg0: tensor<64xbf16>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg0 : (tensor<64xbf16>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.convert %6 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %8 = stablehlo.convert %7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %9 : tensor<32x64xf32>
  }
  func.func private @fused_computation.194(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.195(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.196(%arg0: tensor<32x64xf32>, %arg1: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x32x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %5 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.197(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = mhlo.copy %arg0 : tensor<128x64xf32>
    %1 = stablehlo.convert %0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    return %2 : tensor<128x64xf32>
  }
  func.func private @fused_computation.198(%arg0: tensor<128x16xbf16>) -> tensor<128x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %1 = mhlo.copy %0 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : tensor<128x16xf32>
    return %1 : tensor<128x16xf32>
  }
  func.func private @fused_computation.199(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>) -> tensor<32x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %4 = stablehlo.convert %3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    return %4 : tensor<32x128xf32>
  }
  func.func private @fused_computation.200(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @fused_computation.201(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %3 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.202(%arg0: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.negate %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %4 = stablehlo.convert %3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %5 = stablehlo.exponential %4 : tensor<32x128xf32>
    %6 = stablehlo.convert %5 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %7 = stablehlo.convert %6 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %8 = stablehlo.add %7, %0 : tensor<32x128xf32>
    %9 = stablehlo.convert %8 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %10 = stablehlo.convert %9 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %11 = stablehlo.divide %0, %10 : tensor<32x128xf32>
    %12 = stablehlo.convert %11 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %12 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.203(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @fused_computation.204(%arg0: tensor<64xbf16>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg0 : (tensor<64xbf16>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.convert %6 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %8 = stablehlo.convert %7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %9 : tensor<32x64xf32>
  }
  func.func private @fused_computation.205(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.206(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.207(%arg0: tensor<32x64xf32>, %arg1: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x32x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %5 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.208(%arg0: tensor<4x16x64xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @fused_computation.209(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xbf16> {
    %0 = mhlo.copy %arg0 : tensor<4x16x64xf32>
    %1 = stablehlo.convert %0 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    return %1 : tensor<4x16x64xbf16>
  }
  func.func private @fused_computation.210(%arg0: tensor<4x16x16xbf16>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %1 = mhlo.copy %0 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
  func.func private @fused_computation.211(%arg0: tensor<2x16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<1x2x16x2x32xf32>
    %3 = stablehlo.transpose %2, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{1,3,4,2,0}"} : (tensor<1x2x16x2x32xf32>) -> tensor<1x32x2x2x16xf32>
    %4 = mhlo.copy %3 : tensor<1x32x2x2x16xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @fused_computation.212(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{2,4,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
    %2 = mhlo.copy %1 : tensor<1x2x32x2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.213(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x2x2x32x32xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    return %2 : tensor<1x2x2x32x32xbf16>
  }
  func.func private @fused_computation.214(%arg0: tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x32xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x2x32xf32>
    return %2 : tensor<2x2x32xf32>
  }
  func.func private @fused_computation.215(%arg0: tensor<2x32x64xf32>) -> tensor<1x2x2x32x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
    %4 = stablehlo.convert %arg0 : (tensor<2x32x64xf32>) -> tensor<2x32x64xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x32x64xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x32x2xf32>
    %9 = stablehlo.transpose %8, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x32x32x2xf32>) -> tensor<1x2x2x32x32xf32>
    %10 = mhlo.copy %9 : tensor<1x2x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %12 = stablehlo.select %3, %10, %11 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    return %12 : tensor<1x2x2x32x32xf32>
  }
  func.func private @fused_computation.216(%arg0: tensor<1x32x4x16xbf16>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x32x2xf32>
    %3 = mhlo.copy %2 : tensor<1x2x16x32x2xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x32x2xf32>) -> tensor<2x16x64xf32>
    return %4 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.217(%arg0: tensor<32x64xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x4x16xf32>
    %3 = stablehlo.slice %2 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x8xf32>
    %7 = stablehlo.cosine %6 : tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<1x32x4x8xf32>
    %10 = stablehlo.slice %2 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %11 = stablehlo.sine %6 : tensor<32x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<1x32x4x8xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<1x32x4x8xf32>
    %15 = stablehlo.multiply %10, %8 : tensor<1x32x4x8xf32>
    %16 = stablehlo.multiply %3, %12 : tensor<1x32x4x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<1x32x4x8xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %19 = stablehlo.convert %18 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    return %19 : tensor<1x32x4x16xbf16>
  }
  func.func private @fused_computation.218(%arg0: tensor<64x4x16xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @fused_computation.219(%arg0: tensor<32x32xf32>, %arg1: tensor<8xf32>) -> tensor<2x32x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %3 = stablehlo.slice %2 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x8xf32>
    %7 = stablehlo.cosine %6 : tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<1x32x2x8xf32>
    %10 = stablehlo.slice %2 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.sine %6 : tensor<32x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<1x32x2x8xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %10, %8 : tensor<1x32x2x8xf32>
    %16 = stablehlo.multiply %3, %12 : tensor<1x32x2x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<1x32x2x8xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %19 = stablehlo.convert %18 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    %20 = stablehlo.convert %19 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,32,16]{3,1,2,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x32x16xf32>
    %22 = mhlo.copy %21 : tensor<1x2x32x16xf32>
    %23 = mhlo.bitcast %22 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x16xf32>) -> tensor<2x32x16xf32>
    return %23 : tensor<2x32x16xf32>
  }
  func.func private @fused_computation.220(%arg0: tensor<64x2x16xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @fused_computation.221(%arg0: tensor<32x32xf32>) -> tensor<2x16x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,32]{2,1,3,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x16x32xf32>
    %4 = mhlo.copy %3 : tensor<1x2x16x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x16x32xf32>) -> tensor<2x16x32xf32>
    return %5 : tensor<2x16x32xf32>
  }
  func.func private @fused_computation.222(%arg0: tensor<64x2x16xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @fused_computation.223(%arg0: tensor<64xbf16>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg0 : (tensor<64xbf16>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.convert %6 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %8 = stablehlo.convert %7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %9 : tensor<32x64xf32>
  }
  func.func private @fused_computation.224(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.225(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.226(%arg0: tensor<32x64xf32>, %arg1: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x32x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %5 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.227(%arg0: tensor<128x64xf32>) -> tensor<128x64xf32> {
    %0 = mhlo.copy %arg0 : tensor<128x64xf32>
    %1 = stablehlo.convert %0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
    return %2 : tensor<128x64xf32>
  }
  func.func private @fused_computation.228(%arg0: tensor<128x16xbf16>) -> tensor<128x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %1 = mhlo.copy %0 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : tensor<128x16xf32>
    return %1 : tensor<128x16xf32>
  }
  func.func private @fused_computation.229(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>) -> tensor<32x128xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %4 = stablehlo.convert %3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    return %4 : tensor<32x128xf32>
  }
  func.func private @fused_computation.230(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @fused_computation.231(%arg0: tensor<32x128xbf16>, %arg1: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %3 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.232(%arg0: tensor<32x128xbf16>) -> tensor<32x128xbf16> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %2 = stablehlo.negate %1 : tensor<32x128xf32>
    %3 = stablehlo.convert %2 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %4 = stablehlo.convert %3 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %5 = stablehlo.exponential %4 : tensor<32x128xf32>
    %6 = stablehlo.convert %5 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %7 = stablehlo.convert %6 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %8 = stablehlo.add %7, %0 : tensor<32x128xf32>
    %9 = stablehlo.convert %8 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %10 = stablehlo.convert %9 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %11 = stablehlo.divide %0, %10 : tensor<32x128xf32>
    %12 = stablehlo.convert %11 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %12 : tensor<32x128xbf16>
  }
  func.func private @fused_computation.233(%arg0: tensor<64x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %1 = stablehlo.convert %0 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
    return %1 : tensor<64x128xf32>
  }
  func.func private @fused_computation.234(%arg0: tensor<64xbf16>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg0 : (tensor<64xbf16>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.convert %6 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %8 = stablehlo.convert %7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %9 : tensor<32x64xf32>
  }
  func.func private @fused_computation.235(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.236(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.237(%arg0: tensor<32x64xf32>, %arg1: tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %2 = stablehlo.convert %1 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<1x32x64xf32>
    %5 = stablehlo.convert %4 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %5 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.238(%arg0: tensor<4x16x64xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @fused_computation.239(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xbf16> {
    %0 = mhlo.copy %arg0 : tensor<4x16x64xf32>
    %1 = stablehlo.convert %0 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    return %1 : tensor<4x16x64xbf16>
  }
  func.func private @fused_computation.240(%arg0: tensor<4x16x16xbf16>) -> tensor<4x16x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %1 = mhlo.copy %0 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : tensor<4x16x16xf32>
    return %1 : tensor<4x16x16xf32>
  }
  func.func private @fused_computation.241(%arg0: tensor<2x16x64xf32>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<1x2x16x2x32xf32>
    %3 = stablehlo.transpose %2, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{1,3,4,2,0}"} : (tensor<1x2x16x2x32xf32>) -> tensor<1x32x2x2x16xf32>
    %4 = mhlo.copy %3 : tensor<1x32x2x2x16xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<32x64xf32>
    return %5 : tensor<32x64xf32>
  }
  func.func private @fused_computation.242(%arg0: tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.transpose %0, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{2,4,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
    %2 = mhlo.copy %1 : tensor<1x2x32x2x32xf32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x32x64xf32>
    return %3 : tensor<2x32x64xf32>
  }
  func.func private @fused_computation.243(%arg0: tensor<1x2x2x32x32xf32>, %arg1: tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<1x2x2x32x32xf32>
    %2 = stablehlo.convert %1 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
    return %2 : tensor<1x2x2x32x32xbf16>
  }
  func.func private @fused_computation.244(%arg0: tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2x32xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %2 = stablehlo.divide %0, %1 : tensor<2x2x32xf32>
    return %2 : tensor<2x2x32xf32>
  }
  func.func private @fused_computation.245(%arg0: tensor<2x32x64xf32>) -> tensor<1x2x2x32x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %1 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %2 = stablehlo.compare GE, %0, %1 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
    %4 = stablehlo.convert %arg0 : (tensor<2x32x64xf32>) -> tensor<2x32x64xbf16>
    %5 = stablehlo.convert %4 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
    %cst = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<2x32x64xf32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x32x2xf32>
    %9 = stablehlo.transpose %8, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x32x32x2xf32>) -> tensor<1x2x2x32x32xf32>
    %10 = mhlo.copy %9 : tensor<1x2x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %12 = stablehlo.select %3, %10, %11 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
    return %12 : tensor<1x2x2x32x32xf32>
  }
  func.func private @fused_computation.246(%arg0: tensor<1x32x4x16xbf16>) -> tensor<2x16x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x32x2xf32>
    %3 = mhlo.copy %2 : tensor<1x2x16x32x2xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x32x2xf32>) -> tensor<2x16x64xf32>
    return %4 : tensor<2x16x64xf32>
  }
  func.func private @fused_computation.247(%arg0: tensor<32x64xf32>, %arg1: tensor<8xf32>) -> tensor<1x32x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x4x16xf32>
    %3 = stablehlo.slice %2 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x8xf32>
    %7 = stablehlo.cosine %6 : tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<1x32x4x8xf32>
    %10 = stablehlo.slice %2 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %11 = stablehlo.sine %6 : tensor<32x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<1x32x4x8xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<1x32x4x8xf32>
    %15 = stablehlo.multiply %10, %8 : tensor<1x32x4x8xf32>
    %16 = stablehlo.multiply %3, %12 : tensor<1x32x4x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<1x32x4x8xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %19 = stablehlo.convert %18 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
    return %19 : tensor<1x32x4x16xbf16>
  }
  func.func private @fused_computation.248(%arg0: tensor<64x4x16xbf16>) -> tensor<64x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @fused_computation.249(%arg0: tensor<8xf32>, %arg1: tensor<32x32xf32>) -> tensor<2x32x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %3 = stablehlo.slice %2 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32x8xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<32x8xf32>
    %7 = stablehlo.cosine %6 : tensor<32x8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %9 = stablehlo.multiply %3, %8 : tensor<1x32x2x8xf32>
    %10 = stablehlo.slice %2 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %11 = stablehlo.sine %6 : tensor<32x8xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<1x32x2x8xf32>
    %14 = stablehlo.subtract %9, %13 : tensor<1x32x2x8xf32>
    %15 = stablehlo.multiply %10, %8 : tensor<1x32x2x8xf32>
    %16 = stablehlo.multiply %3, %12 : tensor<1x32x2x8xf32>
    %17 = stablehlo.add %15, %16 : tensor<1x32x2x8xf32>
    %18 = stablehlo.concatenate %14, %17, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %19 = stablehlo.convert %18 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
    %20 = stablehlo.convert %19 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
    %21 = stablehlo.transpose %20, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,32,16]{3,1,2,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x32x16xf32>
    %22 = mhlo.copy %21 : tensor<1x2x32x16xf32>
    %23 = mhlo.bitcast %22 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x16xf32>) -> tensor<2x32x16xf32>
    return %23 : tensor<2x32x16xf32>
  }
  func.func private @fused_computation.250() -> tensor<8xf32> {
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
  func.func private @fused_computation.251(%arg0: tensor<64x2x16xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @fused_computation.252(%arg0: tensor<32x32xf32>) -> tensor<2x16x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
    %1 = stablehlo.convert %0 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
    %2 = mhlo.bitcast %1 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
    %3 = stablehlo.transpose %2, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,32]{2,1,3,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x16x32xf32>
    %4 = mhlo.copy %3 : tensor<1x2x16x32xf32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x16x32xf32>) -> tensor<2x16x32xf32>
    return %5 : tensor<2x16x32xf32>
  }
  func.func private @fused_computation.253(%arg0: tensor<64x2x16xbf16>) -> tensor<64x32xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @fused_computation.254(%arg0: tensor<64xbf16>, %arg1: tensor<1x32x1xf32>, %arg2: tensor<1x32x64xbf16>) -> tensor<32x64xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = mhlo.bitcast %arg1 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<1x32x64xf32>
    %4 = stablehlo.convert %arg0 : (tensor<64xbf16>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %6 = stablehlo.multiply %3, %5 : tensor<1x32x64xf32>
    %7 = stablehlo.convert %6 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    %8 = stablehlo.convert %7 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %9 = mhlo.bitcast %8 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    return %9 : tensor<32x64xf32>
  }
  func.func private @fused_computation.255(%arg0: tensor<1x32xf32>) -> tensor<1x32x1xf32> {
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
  func.func private @fused_computation.256(%arg0: tensor<1x32x64xbf16>) -> tensor<1x32x64xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<1x32x64xf32>
    return %1 : tensor<1x32x64xf32>
  }
  func.func private @fused_computation.257(%arg0: tensor<1x1x32x16xf32>, %arg1: tensor<1x1x32x16xf32>, %arg2: tensor<1x1x32x16xf32>, %arg3: tensor<1x1x32x16xf32>, %arg4: tensor<1x32xi32>) -> tensor<1x32x64xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg4, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg4, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg4 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_1 = stablehlo.constant dense<255> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %9 = stablehlo.compare LE, %5, %8 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x32x1xi1>
    %11 = mhlo.bitcast %10 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi1>) -> tensor<32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %13 = stablehlo.convert %arg3 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %14 = stablehlo.convert %13 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    %15 = stablehlo.convert %arg2 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %16 = stablehlo.convert %15 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    %17 = stablehlo.convert %arg1 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %18 = stablehlo.convert %17 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    %19 = stablehlo.convert %arg0 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %20 = stablehlo.convert %19 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    %21 = stablehlo.concatenate %14, %16, %18, %20, dim = 0 : (tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>) -> tensor<4x1x32x16xf32>
    %22 = stablehlo.convert %21 : (tensor<4x1x32x16xf32>) -> tensor<4x1x32x16xbf16>
    %23 = stablehlo.convert %22 : (tensor<4x1x32x16xbf16>) -> tensor<4x1x32x16xf32>
    %24 = stablehlo.transpose %23, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[1,32,4,16]{3,1,0,2}"} : (tensor<4x1x32x16xf32>) -> tensor<1x32x4x16xf32>
    %25 = mhlo.copy %24 : tensor<1x32x4x16xf32>
    %26 = mhlo.bitcast %25 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %28 = stablehlo.select %12, %26, %27 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    %29 = stablehlo.convert %28 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
    return %29 : tensor<1x32x64xbf16>
  }
  func.func private @fused_computation.258(%arg0: tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,16]{3,2,0,1}"} : (tensor<128x1x16xf32>) -> tensor<4x1x32x16xf32>
    %2 = mhlo.copy %1 : tensor<4x1x32x16xf32>
    %3 = stablehlo.slice %2 [3:4, 0:1, 0:32, 0:16] : (tensor<4x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %4 = stablehlo.convert %3 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %5 = stablehlo.convert %4 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    return %5 : tensor<1x1x32x16xf32>
  }
  func.func private @fused_computation.259(%arg0: tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,16]{3,2,0,1}"} : (tensor<128x1x16xf32>) -> tensor<4x1x32x16xf32>
    %2 = mhlo.copy %1 : tensor<4x1x32x16xf32>
    %3 = stablehlo.slice %2 [2:3, 0:1, 0:32, 0:16] : (tensor<4x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %4 = stablehlo.convert %3 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %5 = stablehlo.convert %4 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    return %5 : tensor<1x1x32x16xf32>
  }
  func.func private @fused_computation.260(%arg0: tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
    %1 = mhlo.bitcast %0 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,16]{3,2,0,1}"} : (tensor<128x1x16xf32>) -> tensor<4x1x32x16xf32>
    %2 = mhlo.copy %1 : tensor<4x1x32x16xf32>
    %3 = stablehlo.slice %2 [1:2, 0:1, 0:32, 0:16] : (tensor<4x1x32x16xf32>) -> tensor<1x1x32x16xf32>
    %4 = stablehlo.convert %3 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
    %5 = stablehlo.convert %4 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
    return %5 : tensor<1x1x32x16xf32>
  }
  func.func private @fused_computation.261(%arg0: tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
    %1 = stablehlo.slice %0 [0:32, 0:1, 0:16] : (tensor<128x1x16xf32>) -> tensor<32x1x16xf32>
    %2 = stablehlo.convert %1 : (tensor<32x1x16xf32>) -> tensor<32x1x16xbf16>
    %3 = stablehlo.convert %2 : (tensor<32x1x16xbf16>) -> tensor<32x1x16xf32>
    %4 = mhlo.bitcast %3 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x16xf32>) -> tensor<1x1x32x16xf32>
    return %4 : tensor<1x1x32x16xf32>
  }
  func.func private @fused_computation.262(%arg0: tensor<4x32x1xi32>, %arg1: tensor<256x16xbf16>) -> tensor<128x1x16xbf16> {
    %0 = stablehlo.convert %arg1 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
    %1 = mhlo.bitcast %arg0 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xi32>) -> tensor<128x1xi32>
    %2 = "stablehlo.gather"(%0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<256x16xf32>, tensor<128x1xi32>) -> tensor<128x1x16xf32>
    %3 = stablehlo.convert %2 : (tensor<128x1x16xf32>) -> tensor<128x1x16xbf16>
    return %3 : tensor<128x1x16xbf16>
  }
  func.func private @fused_computation.263(%arg0: tensor<1x32xi32>) -> tensor<32x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<1x32x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
    %10 = mhlo.bitcast %9 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
    return %10 : tensor<32x3xi32>
  }
  func.func private @fused_computation.264(%arg0: tensor<1x32xi32>) -> tensor<1x32x1x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
    %2 = mhlo.bitcast %arg0 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %4 = stablehlo.compare LT, %2, %3 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<1x32x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
    %8 = mhlo.bitcast %7 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
    %9 = stablehlo.concatenate %0, %1, %8, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
    return %9 : tensor<1x32x1x3xi32>
  }
  func.func private @fused_computation.265(%arg0: tensor<1x32xi32>) -> tensor<1x32x1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg0, %0 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg0, %2 : tensor<1x32xi32>
    %4 = stablehlo.select %1, %3, %arg0 : tensor<1x32xi1>, tensor<1x32xi32>
    %5 = mhlo.bitcast %4 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    return %5 : tensor<1x32x1xi32>
  }
  func.func private @wrapped_broadcast_computation(%arg0: tensor<f32>) -> tensor<256x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    return %0 : tensor<256x16xf32>
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
  func.func private @wrapped_convert_computation(%arg0: tensor<16x2x16xbf16>) -> tensor<16x2x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    return %0 : tensor<16x2x16xf32>
  }
  func.func private @wrapped_convert_computation.1(%arg0: tensor<64x2x16xf32>) -> tensor<64x2x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    return %0 : tensor<64x2x16xbf16>
  }
  func.func private @wrapped_convert_computation.2(%arg0: tensor<16x4x16xbf16>) -> tensor<16x4x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    return %0 : tensor<16x4x16xf32>
  }
  func.func private @wrapped_convert_computation.3(%arg0: tensor<64x4x16xf32>) -> tensor<64x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    return %0 : tensor<64x4x16xbf16>
  }
  func.func private @wrapped_convert_computation.4(%arg0: tensor<16x2x16xbf16>) -> tensor<16x2x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    return %0 : tensor<16x2x16xf32>
  }
  func.func private @wrapped_convert_computation.5(%arg0: tensor<64x2x16xf32>) -> tensor<64x2x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    return %0 : tensor<64x2x16xbf16>
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
  func.func private @wrapped_reduce_computation.1(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.6(%arg0: tensor<16x128xbf16>) -> tensor<16x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    return %0 : tensor<16x128xf32>
  }
  func.func private @wrapped_convert_computation.7(%arg0: tensor<32x128xf32>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %0 : tensor<32x128xbf16>
  }
  func.func private @wrapped_convert_computation.8(%arg0: tensor<16x128xbf16>) -> tensor<16x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    return %0 : tensor<16x128xf32>
  }
  func.func private @wrapped_convert_computation.9(%arg0: tensor<32x128xf32>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %0 : tensor<32x128xbf16>
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
  func.func private @wrapped_reduce_computation.2(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.10(%arg0: tensor<16x2x16xbf16>) -> tensor<16x2x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    return %0 : tensor<16x2x16xf32>
  }
  func.func private @wrapped_convert_computation.11(%arg0: tensor<64x2x16xf32>) -> tensor<64x2x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    return %0 : tensor<64x2x16xbf16>
  }
  func.func private @wrapped_convert_computation.12(%arg0: tensor<16x4x16xbf16>) -> tensor<16x4x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    return %0 : tensor<16x4x16xf32>
  }
  func.func private @wrapped_convert_computation.13(%arg0: tensor<64x4x16xf32>) -> tensor<64x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    return %0 : tensor<64x4x16xbf16>
  }
  func.func private @wrapped_convert_computation.14(%arg0: tensor<16x2x16xbf16>) -> tensor<16x2x16xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    return %0 : tensor<16x2x16xf32>
  }
  func.func private @wrapped_convert_computation.15(%arg0: tensor<64x2x16xf32>) -> tensor<64x2x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    return %0 : tensor<64x2x16xbf16>
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
  func.func private @wrapped_reduce_computation.3(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.16(%arg0: tensor<16x128xbf16>) -> tensor<16x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    return %0 : tensor<16x128xf32>
  }
  func.func private @wrapped_convert_computation.17(%arg0: tensor<32x128xf32>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %0 : tensor<32x128xbf16>
  }
  func.func private @wrapped_convert_computation.18(%arg0: tensor<16x128xbf16>) -> tensor<16x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    return %0 : tensor<16x128xf32>
  }
  func.func private @wrapped_convert_computation.19(%arg0: tensor<32x128xf32>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %0 : tensor<32x128xbf16>
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
  func.func private @wrapped_reduce_computation.4(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_broadcast_computation.1(%arg0: tensor<f32>) -> tensor<1x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<1x32x256xf32>
    return %0 : tensor<1x32x256xf32>
  }
  func.func private @wrapped_broadcast_computation.2(%arg0: tensor<f32>) -> tensor<32x1x1x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<32x1x1x1xf32>
    return %0 : tensor<32x1x1x1xf32>
  }
  func.func private @region_13.14.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation(%arg0: tensor<1x32x256xf32>, %arg1: tensor<32x3xi32>, %arg2: tensor<32x1x1x1xf32>) -> tensor<1x32x256xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<1x32x256xf32>, tensor<32x3xi32>, tensor<32x1x1x1xf32>) -> tensor<1x32x256xf32>
    return %0 : tensor<1x32x256xf32>
  }
  func.func private @wrapped_convert_computation.20(%arg0: tensor<16x256xbf16>) -> tensor<16x256xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    return %0 : tensor<16x256xf32>
  }
  func.func private @wrapped_exponential_computation(%arg0: tensor<1x32x256xf32>) -> tensor<1x32x256xf32> {
    %0 = stablehlo.exponential %arg0 : tensor<1x32x256xf32>
    return %0 : tensor<1x32x256xf32>
  }
  func.func private @wrapped_convert_computation.21(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
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
  func.func private @wrapped_reduce_computation.5(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.22(%arg0: tensor<32x128xf32>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %0 : tensor<32x128xbf16>
  }
  func.func private @wrapped_convert_computation.23(%arg0: tensor<32x128xbf16>) -> tensor<32x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @wrapped_convert_computation.24(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
  }
  func.func private @wrapped_convert_computation.25(%arg0: tensor<32x128xbf16>) -> tensor<32x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @wrapped_convert_computation.26(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
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
  func.func private @wrapped_reduce_computation.6(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.27(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
  }
  func.func private @wrapped_convert_computation.28(%arg0: tensor<2x64x32xf32>) -> tensor<2x64x32xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    return %0 : tensor<2x64x32xbf16>
  }
  func.func private @wrapped_convert_computation.29(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
  }
  func.func private @wrapped_convert_computation.30(%arg0: tensor<2x16x32xf32>) -> tensor<2x16x32xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    return %0 : tensor<2x16x32xbf16>
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
  func.func private @wrapped_reduce_computation.7(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.31(%arg0: tensor<32x128xf32>) -> tensor<32x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    return %0 : tensor<32x128xbf16>
  }
  func.func private @wrapped_convert_computation.32(%arg0: tensor<32x128xbf16>) -> tensor<32x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @wrapped_convert_computation.33(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
  }
  func.func private @wrapped_convert_computation.34(%arg0: tensor<32x128xbf16>) -> tensor<32x128xf32> {
    %0 = stablehlo.convert %arg0 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    return %0 : tensor<32x128xf32>
  }
  func.func private @wrapped_convert_computation.35(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
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
  func.func private @wrapped_reduce_computation.8(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @wrapped_convert_computation.36(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
  }
  func.func private @wrapped_convert_computation.37(%arg0: tensor<2x64x32xf32>) -> tensor<2x64x32xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    return %0 : tensor<2x64x32xbf16>
  }
  func.func private @wrapped_convert_computation.38(%arg0: tensor<32x64xf32>) -> tensor<32x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    return %0 : tensor<32x64xbf16>
  }
  func.func private @wrapped_convert_computation.39(%arg0: tensor<2x16x32xf32>) -> tensor<2x16x32xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    return %0 : tensor<2x16x32xbf16>
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
  func.func private @wrapped_reduce_computation.9(%arg0: tensor<1x32x2xf32>, %arg1: tensor<f32>) -> tensor<1x32xf32> {
    %0 = stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_30.31.clone.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    %1 = stablehlo.convert %0 : (tensor<f32>) -> tensor<bf16>
    %2 = stablehlo.convert %1 : (tensor<bf16>) -> tensor<f32>
    return %2 : tensor<f32>
  }
  func.func private @wrapped_scatter_computation.1(%arg0: tensor<256x16xf32>, %arg1: tensor<128x1xi32>, %arg2: tensor<128x1x16xf32>) -> tensor<256x16xf32> {
    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %1 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %2 = stablehlo.convert %1 : (tensor<f32>) -> tensor<bf16>
      %3 = stablehlo.convert %2 : (tensor<bf16>) -> tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<256x16xf32>, tensor<128x1xi32>, tensor<128x1x16xf32>) -> tensor<256x16xf32>
    return %0 : tensor<256x16xf32>
  }
  func.func private @wrapped_convert_computation.40(%arg0: tensor<64x128xf32>) -> tensor<64x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    return %0 : tensor<64x128xbf16>
  }
  func.func private @wrapped_convert_computation.41(%arg0: tensor<128x64xf32>) -> tensor<128x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    return %0 : tensor<128x64xbf16>
  }
  func.func private @wrapped_convert_computation.42(%arg0: tensor<128x64xf32>) -> tensor<128x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    return %0 : tensor<128x64xbf16>
  }
  func.func private @wrapped_convert_computation.43(%arg0: tensor<2x16x64xf32>) -> tensor<2x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    return %0 : tensor<2x16x64xbf16>
  }
  func.func private @wrapped_convert_computation.44(%arg0: tensor<64x4x16xf32>) -> tensor<64x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    return %0 : tensor<64x4x16xbf16>
  }
  func.func private @wrapped_convert_computation.45(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    return %0 : tensor<4x16x64xbf16>
  }
  func.func private @wrapped_convert_computation.46(%arg0: tensor<2x16x64xf32>) -> tensor<2x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    return %0 : tensor<2x16x64xbf16>
  }
  func.func private @wrapped_convert_computation.47(%arg0: tensor<64x128xf32>) -> tensor<64x128xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    return %0 : tensor<64x128xbf16>
  }
  func.func private @wrapped_convert_computation.48(%arg0: tensor<128x64xf32>) -> tensor<128x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    return %0 : tensor<128x64xbf16>
  }
  func.func private @wrapped_convert_computation.49(%arg0: tensor<128x64xf32>) -> tensor<128x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    return %0 : tensor<128x64xbf16>
  }
  func.func private @wrapped_convert_computation.50(%arg0: tensor<2x16x64xf32>) -> tensor<2x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    return %0 : tensor<2x16x64xbf16>
  }
  func.func private @wrapped_convert_computation.51(%arg0: tensor<64x4x16xf32>) -> tensor<64x4x16xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    return %0 : tensor<64x4x16xbf16>
  }
  func.func private @wrapped_convert_computation.52(%arg0: tensor<4x16x64xf32>) -> tensor<4x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    return %0 : tensor<4x16x64xbf16>
  }
  func.func private @wrapped_convert_computation.53(%arg0: tensor<2x16x64xf32>) -> tensor<2x16x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    return %0 : tensor<2x16x64xbf16>
  }
  func.func private @wrapped_convert_computation.54(%arg0: tensor<256x64xf32>) -> tensor<256x64xbf16> {
    %0 = stablehlo.convert %arg0 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
    return %0 : tensor<256x64xbf16>
  }
  func.func private @wrapped_log_computation(%arg0: tensor<1x32xf32>) -> tensor<1x32xf32> {
    %0 = stablehlo.log %arg0 : tensor<1x32xf32>
    return %0 : tensor<1x32xf32>
  }
  func.func private @region_31.32.clone(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<f32>
    return %0 : tensor<f32>
  }
  func.func @main(%arg0: tensor<256x16xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg1: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg3: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg4: tensor<128x16xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg5: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg6: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg7: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg8: tensor<4x16x16xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg9: tensor<16x4x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg10: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg11: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<64xbf16> {mhlo.sharding = "{replicated}"}, %arg13: tensor<128x16xbf16> {mhlo.sharding = "{devices=[1,4]<=[4]}"}, %arg14: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg15: tensor<16x128xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg16: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg17: tensor<4x16x16xbf16> {mhlo.sharding = "{devices=[1,1,4]<=[4]}"}, %arg18: tensor<16x4x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg19: tensor<16x2x16xbf16> {mhlo.sharding = "{devices=[4,1,1]<=[4]}"}, %arg20: tensor<16x256xbf16> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg21: tensor<1x32xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}, %arg22: tensor<1x32xi32> {mhlo.sharding = "{devices=[4,1]<=[4]}"}) -> (tensor<256x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<16x256xbf16>, tensor<f32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %369 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      mhlo.return %369 : tensor<256x16xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<256x16xf32>
    %1 = "mhlo.fusion"(%arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xi32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %369 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %370 = stablehlo.compare LT, %arg23, %369 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %371 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %372 = stablehlo.add %arg23, %371 : tensor<1x32xi32>
      %373 = stablehlo.select %370, %372, %arg23 : tensor<1x32xi1>, tensor<1x32xi32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      mhlo.return %374 : tensor<1x32x1xi32>
    }) {output_operand_aliasing = []} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %2 = "stablehlo.all_gather"(%1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 4, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<1x32x1xi32>) -> tensor<4x32x1xi32>
    %3 = mhlo.bitcast %2 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xi32>) -> tensor<128x1xi32>
    %4 = "mhlo.fusion"(%2, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x32x1xi32>, %arg24: tensor<256x16xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
      %370 = mhlo.bitcast %arg23 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x32x1xi32>) -> tensor<128x1xi32>
      %371 = "stablehlo.gather"(%369, %370) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<256x16xf32>, tensor<128x1xi32>) -> tensor<128x1x16xf32>
      %372 = stablehlo.convert %371 : (tensor<128x1x16xf32>) -> tensor<128x1x16xbf16>
      mhlo.return %372 : tensor<128x1x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x32x1xi32>, tensor<256x16xbf16>) -> tensor<128x1x16xbf16>
    %5 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x1x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
      %370 = stablehlo.slice %369 [0:32, 0:1, 0:16] : (tensor<128x1x16xf32>) -> tensor<32x1x16xf32>
      %371 = stablehlo.convert %370 : (tensor<32x1x16xf32>) -> tensor<32x1x16xbf16>
      %372 = stablehlo.convert %371 : (tensor<32x1x16xbf16>) -> tensor<32x1x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<32x1x16xf32>) -> tensor<1x1x32x16xf32>
      mhlo.return %373 : tensor<1x1x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32>
    %6 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x1x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,16]{3,2,0,1}"} : (tensor<128x1x16xf32>) -> tensor<4x1x32x16xf32>
      %371 = mhlo.copy %370 : tensor<4x1x32x16xf32>
      %372 = stablehlo.slice %371 [1:2, 0:1, 0:32, 0:16] : (tensor<4x1x32x16xf32>) -> tensor<1x1x32x16xf32>
      %373 = stablehlo.convert %372 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %374 = stablehlo.convert %373 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      mhlo.return %374 : tensor<1x1x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32>
    %7 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x1x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,16]{3,2,0,1}"} : (tensor<128x1x16xf32>) -> tensor<4x1x32x16xf32>
      %371 = mhlo.copy %370 : tensor<4x1x32x16xf32>
      %372 = stablehlo.slice %371 [2:3, 0:1, 0:32, 0:16] : (tensor<4x1x32x16xf32>) -> tensor<1x1x32x16xf32>
      %373 = stablehlo.convert %372 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %374 = stablehlo.convert %373 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      mhlo.return %374 : tensor<1x1x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32>
    %8 = "mhlo.fusion"(%4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x1x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<128x1x16xbf16>) -> tensor<128x1x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>, xla_shape = "f32[4,1,32,16]{3,2,0,1}"} : (tensor<128x1x16xf32>) -> tensor<4x1x32x16xf32>
      %371 = mhlo.copy %370 : tensor<4x1x32x16xf32>
      %372 = stablehlo.slice %371 [3:4, 0:1, 0:32, 0:16] : (tensor<4x1x32x16xf32>) -> tensor<1x1x32x16xf32>
      %373 = stablehlo.convert %372 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %374 = stablehlo.convert %373 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      mhlo.return %374 : tensor<1x1x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<128x1x16xbf16>) -> tensor<1x1x32x16xf32>
    %9:4 = "mhlo.all_to_all"(%5, %6, %7, %8) <{channel_handle = #mhlo.channel_handle<handle = 5, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>) -> (tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>)
    %10 = "mhlo.fusion"(%9#3, %9#2, %9#1, %9#0, %arg21) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x1x32x16xf32>, %arg24: tensor<1x1x32x16xf32>, %arg25: tensor<1x1x32x16xf32>, %arg26: tensor<1x1x32x16xf32>, %arg27: tensor<1x32xi32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %369 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %370 = stablehlo.compare LT, %arg27, %369 : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %371 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
      %372 = stablehlo.add %arg27, %371 : tensor<1x32xi32>
      %373 = stablehlo.select %370, %372, %arg27 : tensor<1x32xi1>, tensor<1x32xi32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %375 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %376 = stablehlo.compare GE, %374, %375 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_3 = stablehlo.constant dense<255> : tensor<i32>
      %377 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %378 = stablehlo.compare LE, %374, %377 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %379 = stablehlo.and %376, %378 : tensor<1x32x1xi1>
      %380 = mhlo.bitcast %379 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi1>) -> tensor<32xi1>
      %381 = stablehlo.broadcast_in_dim %380, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
      %382 = stablehlo.convert %arg26 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %383 = stablehlo.convert %382 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      %384 = stablehlo.convert %arg25 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %385 = stablehlo.convert %384 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      %386 = stablehlo.convert %arg24 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %387 = stablehlo.convert %386 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      %388 = stablehlo.convert %arg23 : (tensor<1x1x32x16xf32>) -> tensor<1x1x32x16xbf16>
      %389 = stablehlo.convert %388 : (tensor<1x1x32x16xbf16>) -> tensor<1x1x32x16xf32>
      %390 = stablehlo.concatenate %383, %385, %387, %389, dim = 0 : (tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>) -> tensor<4x1x32x16xf32>
      %391 = stablehlo.convert %390 : (tensor<4x1x32x16xf32>) -> tensor<4x1x32x16xbf16>
      %392 = stablehlo.convert %391 : (tensor<4x1x32x16xbf16>) -> tensor<4x1x32x16xf32>
      %393 = stablehlo.transpose %392, dims = [1, 2, 0, 3] {result_layout = dense<[3, 1, 0, 2]> : tensor<4xindex>, xla_shape = "f32[1,32,4,16]{3,1,0,2}"} : (tensor<4x1x32x16xf32>) -> tensor<1x32x4x16xf32>
      %394 = mhlo.copy %393 : tensor<1x32x4x16xf32>
      %395 = mhlo.bitcast %394 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %396 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
      %397 = stablehlo.select %381, %395, %396 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
      %398 = stablehlo.convert %397 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %398 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x32xi32>) -> tensor<1x32x64xbf16>
    %11 = "mhlo.fusion"(%10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.multiply %369, %369 : tensor<1x32x64xf32>
      mhlo.return %370 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %12 = "mhlo.fusion"(%11, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %13 = "mhlo.fusion"(%12, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %14 = "mhlo.fusion"(%13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.rsqrt %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %15 = "mhlo.fusion"(%14, %13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg24, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.divide %arg23, %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %16 = "mhlo.fusion"() <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
      %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %370 = stablehlo.iota dim = 0 : tensor<8xf32>
      %371 = stablehlo.negate %370 : tensor<8xf32>
      %cst_3 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<8xf32>
      %374 = stablehlo.power %369, %373 : tensor<8xf32>
      mhlo.return %374 : tensor<8xf32>
    }) {output_operand_aliasing = []} : () -> tensor<8xf32>
    %17 = "mhlo.fusion"(%arg2, %14, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xbf16>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg23 : (tensor<64xbf16>) -> tensor<64xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %375 = stablehlo.multiply %372, %374 : tensor<1x32x64xf32>
      %376 = stablehlo.convert %375 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %377 = stablehlo.convert %376 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %378 = mhlo.bitcast %377 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %378 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %18 = "mhlo.fusion"(%arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      mhlo.return %369 : tensor<16x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %19 = "stablehlo.all_gather"(%18) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 7, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x2x16xf32>) -> tensor<64x2x16xf32>
    %20 = "mhlo.fusion"(%19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
      mhlo.return %369 : tensor<64x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %21 = "mhlo.fusion"(%20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
      mhlo.return %370 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<64x32xf32>
    %22 = "mhlo.fusion"(%17, %21) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %369 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %23 = "mhlo.fusion"(%16, %22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<8xf32>, %arg24: tensor<32x32xf32>):
      %369 = stablehlo.convert %arg24 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %372 = stablehlo.slice %371 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %373 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %374 = stablehlo.broadcast_in_dim %arg23, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %375 = stablehlo.multiply %373, %374 : tensor<32x8xf32>
      %376 = stablehlo.cosine %375 : tensor<32x8xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %378 = stablehlo.multiply %372, %377 : tensor<1x32x2x8xf32>
      %379 = stablehlo.slice %371 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %380 = stablehlo.sine %375 : tensor<32x8xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %382 = stablehlo.multiply %379, %381 : tensor<1x32x2x8xf32>
      %383 = stablehlo.subtract %378, %382 : tensor<1x32x2x8xf32>
      %384 = stablehlo.multiply %379, %377 : tensor<1x32x2x8xf32>
      %385 = stablehlo.multiply %372, %381 : tensor<1x32x2x8xf32>
      %386 = stablehlo.add %384, %385 : tensor<1x32x2x8xf32>
      %387 = stablehlo.concatenate %383, %386, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %388 = stablehlo.convert %387 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
      %389 = stablehlo.convert %388 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
      %390 = stablehlo.transpose %389, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,32,16]{3,1,2,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x32x16xf32>
      %391 = mhlo.copy %390 : tensor<1x2x32x16xf32>
      %392 = mhlo.bitcast %391 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x16xf32>) -> tensor<2x32x16xf32>
      mhlo.return %392 : tensor<2x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<8xf32>, tensor<32x32xf32>) -> tensor<2x32x16xf32>
    %24 = "mhlo.fusion"(%arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      mhlo.return %369 : tensor<16x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %25 = "stablehlo.all_gather"(%24) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 8, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x4x16xf32>) -> tensor<64x4x16xf32>
    %26 = "mhlo.fusion"(%25) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
      mhlo.return %369 : tensor<64x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %27 = "mhlo.fusion"(%26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %370 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xbf16>) -> tensor<64x64xf32>
    %28 = "mhlo.fusion"(%17, %27) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %29 = "mhlo.fusion"(%28, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x4x16xf32>
      %372 = stablehlo.slice %371 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %373 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %374 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %375 = stablehlo.multiply %373, %374 : tensor<32x8xf32>
      %376 = stablehlo.cosine %375 : tensor<32x8xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %378 = stablehlo.multiply %372, %377 : tensor<1x32x4x8xf32>
      %379 = stablehlo.slice %371 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %380 = stablehlo.sine %375 : tensor<32x8xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %382 = stablehlo.multiply %379, %381 : tensor<1x32x4x8xf32>
      %383 = stablehlo.subtract %378, %382 : tensor<1x32x4x8xf32>
      %384 = stablehlo.multiply %379, %377 : tensor<1x32x4x8xf32>
      %385 = stablehlo.multiply %372, %381 : tensor<1x32x4x8xf32>
      %386 = stablehlo.add %384, %385 : tensor<1x32x4x8xf32>
      %387 = stablehlo.concatenate %383, %386, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
      %388 = stablehlo.convert %387 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
      mhlo.return %388 : tensor<1x32x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<8xf32>) -> tensor<1x32x4x16xbf16>
    %30 = "mhlo.fusion"(%29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x32x2xf32>
      %372 = mhlo.copy %371 : tensor<1x2x16x32x2xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x32x2xf32>) -> tensor<2x16x64xf32>
      mhlo.return %373 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<2x16x64xf32>
    %31 = "mhlo.fusion"(%23, %30) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x32x16xf32>, %arg24: tensor<2x16x64xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
      mhlo.return %369 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x16xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
    %32 = "mhlo.fusion"(%31) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x32x64xf32>):
      %369 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %370 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %371 = stablehlo.compare GE, %369, %370 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %372 = stablehlo.broadcast_in_dim %371, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
      %373 = stablehlo.convert %arg23 : (tensor<2x32x64xf32>) -> tensor<2x32x64xbf16>
      %374 = stablehlo.convert %373 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
      %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %375 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %376 = stablehlo.multiply %374, %375 : tensor<2x32x64xf32>
      %377 = mhlo.bitcast %376 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x32x2xf32>
      %378 = stablehlo.transpose %377, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x32x32x2xf32>) -> tensor<1x2x2x32x32xf32>
      %379 = mhlo.copy %378 : tensor<1x2x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %380 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
      %381 = stablehlo.select %372, %379, %380 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
      mhlo.return %381 : tensor<1x2x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>) -> tensor<1x2x2x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %33 = "mhlo.fusion"(%32, %cst_0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %372 = stablehlo.subtract %arg23, %371 : tensor<1x2x2x32x32xf32>
      %373 = stablehlo.exponential %372 : tensor<1x2x2x32x32xf32>
      mhlo.return %373 : tensor<1x2x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %34 = "mhlo.fusion"(%arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      mhlo.return %369 : tensor<16x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %35 = "stablehlo.all_gather"(%34) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 6, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x2x16xf32>) -> tensor<64x2x16xf32>
    %36 = "mhlo.fusion"(%35) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
      mhlo.return %369 : tensor<64x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %37 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
      mhlo.return %370 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<64x32xf32>
    %38 = "mhlo.fusion"(%17, %37) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %369 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %39 = "mhlo.fusion"(%38) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %372 = stablehlo.transpose %371, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,32]{2,1,3,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x16x32xf32>
      %373 = mhlo.copy %372 : tensor<1x2x16x32xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x16x32xf32>) -> tensor<2x16x32xf32>
      mhlo.return %374 : tensor<2x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %40 = "mhlo.fusion"(%33, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
      mhlo.return %369 : tensor<1x2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %41 = "mhlo.fusion"(%40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x32xf32>
      %370 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %371 = stablehlo.divide %369, %370 : tensor<2x2x32xf32>
      mhlo.return %371 : tensor<2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %42 = "mhlo.fusion"(%33, %41) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<2x2x32xf32>):
      %369 = stablehlo.broadcast_in_dim %arg24, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x2x2x32x32xf32>
      %371 = stablehlo.convert %370 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
      mhlo.return %371 : tensor<1x2x2x32x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %43 = "mhlo.fusion"(%42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.transpose %369, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{2,4,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
      %371 = mhlo.copy %370 : tensor<1x2x32x2x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x32x64xf32>
      mhlo.return %372 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32>
    %44 = "mhlo.fusion"(%39, %43) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x16x32xf32>, %arg24: tensor<2x32x64xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
      mhlo.return %369 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %45 = "mhlo.fusion"(%44) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<1x2x16x2x32xf32>
      %372 = stablehlo.transpose %371, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{1,3,4,2,0}"} : (tensor<1x2x16x2x32xf32>) -> tensor<1x32x2x2x16xf32>
      %373 = mhlo.copy %372 : tensor<1x32x2x2x16xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<32x64xf32>
      mhlo.return %374 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %46 = "mhlo.fusion"(%arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %370 = mhlo.copy %369 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : tensor<4x16x16xf32>
      mhlo.return %370 : tensor<4x16x16xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %47 = "stablehlo.all_gather"(%46) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 9, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<4x16x16xf32>) -> tensor<4x16x64xf32>
    %48 = "mhlo.fusion"(%47) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xf32>):
      %369 = mhlo.copy %arg23 : tensor<4x16x64xf32>
      %370 = stablehlo.convert %369 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
      mhlo.return %370 : tensor<4x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    %49 = "mhlo.fusion"(%48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %370 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xbf16>) -> tensor<64x64xf32>
    %50 = "mhlo.fusion"(%45, %49) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %51 = "mhlo.fusion"(%50, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %371 = stablehlo.convert %370 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %373 = stablehlo.add %369, %372 : tensor<1x32x64xf32>
      %374 = stablehlo.convert %373 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %374 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %52 = "mhlo.fusion"(%51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.multiply %369, %369 : tensor<1x32x64xf32>
      mhlo.return %370 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %53 = "mhlo.fusion"(%52, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %54 = "mhlo.fusion"(%53, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %55 = "mhlo.fusion"(%54) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.rsqrt %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %56 = "mhlo.fusion"(%55, %54) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg24, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.divide %arg23, %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %57 = "mhlo.fusion"(%arg3, %55, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xbf16>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg23 : (tensor<64xbf16>) -> tensor<64xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %375 = stablehlo.multiply %372, %374 : tensor<1x32x64xf32>
      %376 = stablehlo.convert %375 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %377 = stablehlo.convert %376 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %378 = mhlo.bitcast %377 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %378 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %58 = "mhlo.fusion"(%arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      mhlo.return %369 : tensor<16x128xf32>
    }) {output_operand_aliasing = []} : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %59 = "stablehlo.all_gather"(%58) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 11, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x128xf32>) -> tensor<64x128xf32>
    %60 = "mhlo.fusion"(%59) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      mhlo.return %370 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %61 = "mhlo.fusion"(%57, %60) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %62 = "mhlo.fusion"(%61) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %369 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %63 = "mhlo.fusion"(%arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      mhlo.return %369 : tensor<16x128xf32>
    }) {output_operand_aliasing = []} : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %64 = "stablehlo.all_gather"(%63) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 10, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x128xf32>) -> tensor<64x128xf32>
    %65 = "mhlo.fusion"(%64) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      mhlo.return %370 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %66 = "mhlo.fusion"(%57, %65) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %67 = "mhlo.fusion"(%66) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %369 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %68 = "mhlo.fusion"(%67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.negate %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %373 = stablehlo.convert %372 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %374 = stablehlo.exponential %373 : tensor<32x128xf32>
      %375 = stablehlo.convert %374 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %376 = stablehlo.convert %375 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %377 = stablehlo.add %376, %369 : tensor<32x128xf32>
      %378 = stablehlo.convert %377 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %379 = stablehlo.convert %378 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %380 = stablehlo.divide %369, %379 : tensor<32x128xf32>
      %381 = stablehlo.convert %380 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %381 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %69 = "mhlo.fusion"(%68, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %372 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %70 = "mhlo.fusion"(%62, %69) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %373 = stablehlo.convert %372 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      mhlo.return %373 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xf32>
    %71 = "mhlo.fusion"(%arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %370 = mhlo.copy %369 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : tensor<128x16xf32>
      mhlo.return %370 : tensor<128x16xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %72 = "stablehlo.all_gather"(%71) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 12, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<128x16xf32>) -> tensor<128x64xf32>
    %73 = "mhlo.fusion"(%72) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = mhlo.copy %arg23 : tensor<128x64xf32>
      %370 = stablehlo.convert %369 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %371 = stablehlo.convert %370 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      mhlo.return %371 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %74 = "mhlo.fusion"(%70, %73) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<128x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %75 = "mhlo.fusion"(%74, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %371 = stablehlo.convert %370 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %373 = stablehlo.add %369, %372 : tensor<1x32x64xf32>
      %374 = stablehlo.convert %373 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %374 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %76 = "mhlo.fusion"(%75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.multiply %369, %369 : tensor<1x32x64xf32>
      mhlo.return %370 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %77 = "mhlo.fusion"(%76, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %78 = "mhlo.fusion"(%77, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %79 = "mhlo.fusion"(%78) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.rsqrt %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %80 = "mhlo.fusion"(%79, %78) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg24, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.divide %arg23, %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %81 = "mhlo.fusion"(%arg11, %79, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xbf16>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg23 : (tensor<64xbf16>) -> tensor<64xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %375 = stablehlo.multiply %372, %374 : tensor<1x32x64xf32>
      %376 = stablehlo.convert %375 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %377 = stablehlo.convert %376 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %378 = mhlo.bitcast %377 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %378 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %82 = "mhlo.fusion"(%arg16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      mhlo.return %369 : tensor<16x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %83 = "stablehlo.all_gather"(%82) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 14, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x2x16xf32>) -> tensor<64x2x16xf32>
    %84 = "mhlo.fusion"(%83) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
      mhlo.return %369 : tensor<64x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %85 = "mhlo.fusion"(%84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
      mhlo.return %370 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<64x32xf32>
    %86 = "mhlo.fusion"(%81, %85) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %369 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %87 = "mhlo.fusion"(%86, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %372 = stablehlo.slice %371 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %373 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %374 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %375 = stablehlo.multiply %373, %374 : tensor<32x8xf32>
      %376 = stablehlo.cosine %375 : tensor<32x8xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %378 = stablehlo.multiply %372, %377 : tensor<1x32x2x8xf32>
      %379 = stablehlo.slice %371 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %380 = stablehlo.sine %375 : tensor<32x8xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %382 = stablehlo.multiply %379, %381 : tensor<1x32x2x8xf32>
      %383 = stablehlo.subtract %378, %382 : tensor<1x32x2x8xf32>
      %384 = stablehlo.multiply %379, %377 : tensor<1x32x2x8xf32>
      %385 = stablehlo.multiply %372, %381 : tensor<1x32x2x8xf32>
      %386 = stablehlo.add %384, %385 : tensor<1x32x2x8xf32>
      %387 = stablehlo.concatenate %383, %386, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %388 = stablehlo.convert %387 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
      %389 = stablehlo.convert %388 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
      %390 = stablehlo.transpose %389, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,32,16]{3,1,2,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x32x16xf32>
      %391 = mhlo.copy %390 : tensor<1x2x32x16xf32>
      %392 = mhlo.bitcast %391 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x32x16xf32>) -> tensor<2x32x16xf32>
      mhlo.return %392 : tensor<2x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<8xf32>) -> tensor<2x32x16xf32>
    %88 = "mhlo.fusion"(%arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      mhlo.return %369 : tensor<16x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
    %89 = "stablehlo.all_gather"(%88) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 15, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x4x16xf32>) -> tensor<64x4x16xf32>
    %90 = "mhlo.fusion"(%89) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
      mhlo.return %369 : tensor<64x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %91 = "mhlo.fusion"(%90) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %370 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xbf16>) -> tensor<64x64xf32>
    %92 = "mhlo.fusion"(%81, %91) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %93 = "mhlo.fusion"(%92, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x4x16xf32>
      %372 = stablehlo.slice %371 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %373 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %374 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %375 = stablehlo.multiply %373, %374 : tensor<32x8xf32>
      %376 = stablehlo.cosine %375 : tensor<32x8xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %378 = stablehlo.multiply %372, %377 : tensor<1x32x4x8xf32>
      %379 = stablehlo.slice %371 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %380 = stablehlo.sine %375 : tensor<32x8xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %382 = stablehlo.multiply %379, %381 : tensor<1x32x4x8xf32>
      %383 = stablehlo.subtract %378, %382 : tensor<1x32x4x8xf32>
      %384 = stablehlo.multiply %379, %377 : tensor<1x32x4x8xf32>
      %385 = stablehlo.multiply %372, %381 : tensor<1x32x4x8xf32>
      %386 = stablehlo.add %384, %385 : tensor<1x32x4x8xf32>
      %387 = stablehlo.concatenate %383, %386, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
      %388 = stablehlo.convert %387 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
      mhlo.return %388 : tensor<1x32x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<8xf32>) -> tensor<1x32x4x16xbf16>
    %94 = "mhlo.fusion"(%93) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 4, 1, 3] {result_layout = dense<[2, 4, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,32,2]{2,4,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x32x2xf32>
      %372 = mhlo.copy %371 : tensor<1x2x16x32x2xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x32x2xf32>) -> tensor<2x16x64xf32>
      mhlo.return %373 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<2x16x64xf32>
    %95 = "mhlo.fusion"(%87, %94) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x32x16xf32>, %arg24: tensor<2x16x64xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x16xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
      mhlo.return %369 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x16xf32>, tensor<2x16x64xf32>) -> tensor<2x32x64xf32>
    %96 = "mhlo.fusion"(%95) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x32x64xf32>):
      %369 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %370 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %371 = stablehlo.compare GE, %369, %370 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %372 = stablehlo.broadcast_in_dim %371, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
      %373 = stablehlo.convert %arg23 : (tensor<2x32x64xf32>) -> tensor<2x32x64xbf16>
      %374 = stablehlo.convert %373 : (tensor<2x32x64xbf16>) -> tensor<2x32x64xf32>
      %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %375 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x32x64xf32>
      %376 = stablehlo.multiply %374, %375 : tensor<2x32x64xf32>
      %377 = mhlo.bitcast %376 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x64xf32>) -> tensor<1x2x32x32x2xf32>
      %378 = stablehlo.transpose %377, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,32]{2,3,4,1,0}"} : (tensor<1x2x32x32x2xf32>) -> tensor<1x2x2x32x32xf32>
      %379 = mhlo.copy %378 : tensor<1x2x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
      %380 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
      %381 = stablehlo.select %372, %379, %380 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
      mhlo.return %381 : tensor<1x2x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>) -> tensor<1x2x2x32x32xf32>
    %97 = "mhlo.fusion"(%96, %cst_0) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.maximum across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %372 = stablehlo.subtract %arg23, %371 : tensor<1x2x2x32x32xf32>
      %373 = stablehlo.exponential %372 : tensor<1x2x2x32x32xf32>
      mhlo.return %373 : tensor<1x2x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32x32xf32>
    %98 = "mhlo.fusion"(%arg19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      mhlo.return %369 : tensor<16x2x16xf32>
    }) {output_operand_aliasing = []} : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
    %99 = "stablehlo.all_gather"(%98) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 13, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x2x16xf32>) -> tensor<64x2x16xf32>
    %100 = "mhlo.fusion"(%99) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
      mhlo.return %369 : tensor<64x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xf32>) -> tensor<64x2x16xbf16>
    %101 = "mhlo.fusion"(%100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x2x16xf32>) -> tensor<64x32xf32>
      mhlo.return %370 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<64x32xf32>
    %102 = "mhlo.fusion"(%81, %101) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x32xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
      mhlo.return %369 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %103 = "mhlo.fusion"(%102) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x32xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x32xf32>) -> tensor<32x32xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x32xbf16>) -> tensor<32x32xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x32xf32>) -> tensor<1x32x2x16xf32>
      %372 = stablehlo.transpose %371, dims = [0, 2, 3, 1] {result_layout = dense<[2, 1, 3, 0]> : tensor<4xindex>, xla_shape = "f32[1,2,16,32]{2,1,3,0}"} : (tensor<1x32x2x16xf32>) -> tensor<1x2x16x32xf32>
      %373 = mhlo.copy %372 : tensor<1x2x16x32xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x16x32xf32>) -> tensor<2x16x32xf32>
      mhlo.return %374 : tensor<2x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>) -> tensor<2x16x32xf32>
    %104 = "mhlo.fusion"(%97, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
      mhlo.return %369 : tensor<1x2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
    %105 = "mhlo.fusion"(%104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x2x32xf32>
      %370 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %371 = stablehlo.divide %369, %370 : tensor<2x2x32xf32>
      mhlo.return %371 : tensor<2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
    %106 = "mhlo.fusion"(%97, %105) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<2x2x32xf32>):
      %369 = stablehlo.broadcast_in_dim %arg24, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x2x2x32x32xf32>
      %371 = stablehlo.convert %370 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
      mhlo.return %371 : tensor<1x2x2x32x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %107 = "mhlo.fusion"(%106) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.transpose %369, dims = [0, 1, 4, 2, 3] {result_layout = dense<[2, 4, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{2,4,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
      %371 = mhlo.copy %370 : tensor<1x2x32x2x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x32x64xf32>
      mhlo.return %372 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32>
    %108 = "mhlo.fusion"(%103, %107) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x16x32xf32>, %arg24: tensor<2x32x64xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
      mhlo.return %369 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xf32>, tensor<2x32x64xf32>) -> tensor<2x16x64xf32>
    %109 = "mhlo.fusion"(%108) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<1x2x16x2x32xf32>
      %372 = stablehlo.transpose %371, dims = [0, 4, 1, 3, 2] {result_layout = dense<[1, 3, 4, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{1,3,4,2,0}"} : (tensor<1x2x16x2x32xf32>) -> tensor<1x32x2x2x16xf32>
      %373 = mhlo.copy %372 : tensor<1x32x2x2x16xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<32x64xf32>
      mhlo.return %374 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
    %110 = "mhlo.fusion"(%arg17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %370 = mhlo.copy %369 {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : tensor<4x16x16xf32>
      mhlo.return %370 : tensor<4x16x16xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
    %111 = "stablehlo.all_gather"(%110) <{all_gather_dim = 2 : i64, channel_handle = #stablehlo.channel_handle<handle = 16, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<4x16x16xf32>) -> tensor<4x16x64xf32>
    %112 = "mhlo.fusion"(%111) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xf32>):
      %369 = mhlo.copy %arg23 : tensor<4x16x64xf32>
      %370 = stablehlo.convert %369 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
      mhlo.return %370 : tensor<4x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    %113 = "mhlo.fusion"(%112) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %370 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xbf16>) -> tensor<64x64xf32>
    %114 = "mhlo.fusion"(%109, %113) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %115 = "mhlo.fusion"(%114, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %371 = stablehlo.convert %370 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %373 = stablehlo.add %369, %372 : tensor<1x32x64xf32>
      %374 = stablehlo.convert %373 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %374 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %116 = "mhlo.fusion"(%115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.multiply %369, %369 : tensor<1x32x64xf32>
      mhlo.return %370 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %117 = "mhlo.fusion"(%116, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %118 = "mhlo.fusion"(%117, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %119 = "mhlo.fusion"(%118) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.rsqrt %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %120 = "mhlo.fusion"(%119, %118) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg24, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.divide %arg23, %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %121 = "mhlo.fusion"(%arg12, %119, %115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xbf16>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg23 : (tensor<64xbf16>) -> tensor<64xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %375 = stablehlo.multiply %372, %374 : tensor<1x32x64xf32>
      %376 = stablehlo.convert %375 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %377 = stablehlo.convert %376 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %378 = mhlo.bitcast %377 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %378 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %122 = "mhlo.fusion"(%arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      mhlo.return %369 : tensor<16x128xf32>
    }) {output_operand_aliasing = []} : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %123 = "stablehlo.all_gather"(%122) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 18, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x128xf32>) -> tensor<64x128xf32>
    %124 = "mhlo.fusion"(%123) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      mhlo.return %370 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %125 = "mhlo.fusion"(%121, %124) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %126 = "mhlo.fusion"(%125) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %369 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %127 = "mhlo.fusion"(%arg14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      mhlo.return %369 : tensor<16x128xf32>
    }) {output_operand_aliasing = []} : (tensor<16x128xbf16>) -> tensor<16x128xf32>
    %128 = "stablehlo.all_gather"(%127) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 17, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x128xf32>) -> tensor<64x128xf32>
    %129 = "mhlo.fusion"(%128) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      mhlo.return %370 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %130 = "mhlo.fusion"(%121, %129) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x128xf32>) -> tensor<32x128xf32>
    %131 = "mhlo.fusion"(%130) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %369 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %132 = "mhlo.fusion"(%131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.negate %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %373 = stablehlo.convert %372 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %374 = stablehlo.exponential %373 : tensor<32x128xf32>
      %375 = stablehlo.convert %374 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %376 = stablehlo.convert %375 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %377 = stablehlo.add %376, %369 : tensor<32x128xf32>
      %378 = stablehlo.convert %377 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %379 = stablehlo.convert %378 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %380 = stablehlo.divide %369, %379 : tensor<32x128xf32>
      %381 = stablehlo.convert %380 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %381 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %133 = "mhlo.fusion"(%132, %131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %372 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %134 = "mhlo.fusion"(%126, %133) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %373 = stablehlo.convert %372 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      mhlo.return %373 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xf32>
    %135 = "mhlo.fusion"(%arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %370 = mhlo.copy %369 {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : tensor<128x16xf32>
      mhlo.return %370 : tensor<128x16xf32>
    }) {output_operand_aliasing = [], result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<128x16xbf16>) -> tensor<128x16xf32>
    %136 = "stablehlo.all_gather"(%135) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 19, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,64]{0,1}"} : (tensor<128x16xf32>) -> tensor<128x64xf32>
    %137 = "mhlo.fusion"(%136) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = mhlo.copy %arg23 : tensor<128x64xf32>
      %370 = stablehlo.convert %369 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %371 = stablehlo.convert %370 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      mhlo.return %371 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %138 = "mhlo.fusion"(%134, %137) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<128x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<128x64xf32>) -> tensor<32x64xf32>
    %139 = "mhlo.fusion"(%138, %115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %371 = stablehlo.convert %370 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %373 = stablehlo.add %369, %372 : tensor<1x32x64xf32>
      %374 = stablehlo.convert %373 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %374 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %140 = "mhlo.fusion"(%139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.multiply %369, %369 : tensor<1x32x64xf32>
      mhlo.return %370 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %141 = "mhlo.fusion"(%140, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %142 = "mhlo.fusion"(%141, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %143 = "mhlo.fusion"(%142) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg23, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.rsqrt %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %144 = "mhlo.fusion"(%143, %142) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>):
      %cst_2 = stablehlo.constant dense<1.562500e-02> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %370 = stablehlo.multiply %arg24, %369 : tensor<1x32xf32>
      %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %371 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
      %372 = stablehlo.add %370, %371 : tensor<1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %374 = stablehlo.divide %arg23, %373 : tensor<1x32x1xf32>
      mhlo.return %374 : tensor<1x32x1xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>) -> tensor<1x32x1xf32>
    %145 = "mhlo.fusion"(%cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %369 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<1x32x256xf32>
      mhlo.return %369 : tensor<1x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<1x32x256xf32>
    %146 = "mhlo.fusion"(%arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xi32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %369 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
      %370 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
      %371 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %372 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %373 = stablehlo.compare LT, %371, %372 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %374 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %375 = stablehlo.add %371, %374 : tensor<1x32x1xi32>
      %376 = stablehlo.select %373, %375, %371 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
      %377 = mhlo.bitcast %376 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
      %378 = stablehlo.concatenate %369, %370, %377, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
      %379 = mhlo.bitcast %378 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
      mhlo.return %379 : tensor<32x3xi32>
    }) {output_operand_aliasing = []} : (tensor<1x32xi32>) -> tensor<32x3xi32>
    %cst_1 = stablehlo.constant dense<-7.812500e-03> : tensor<f32>
    %147 = "mhlo.fusion"(%cst_1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %369 = stablehlo.broadcast_in_dim %arg23, dims = [] : (tensor<f32>) -> tensor<32x1x1x1xf32>
      mhlo.return %369 : tensor<32x1x1x1xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<32x1x1x1xf32>
    %148 = "mhlo.fusion"(%145, %146, %147) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x256xf32>, %arg24: tensor<32x3xi32>, %arg25: tensor<32x1x1x1xf32>):
      %369 = "stablehlo.scatter"(%arg23, %arg24, %arg25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2, 3], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %370 = stablehlo.add %arg26, %arg27 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x256xf32>, tensor<32x3xi32>, tensor<32x1x1x1xf32>) -> tensor<1x32x256xf32>
      mhlo.return %369 : tensor<1x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xf32>, tensor<32x3xi32>, tensor<32x1x1x1xf32>) -> tensor<1x32x256xf32>
    %149 = "mhlo.fusion"(%arg1, %143, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xbf16>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg23 : (tensor<64xbf16>) -> tensor<64xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %375 = stablehlo.multiply %372, %374 : tensor<1x32x64xf32>
      %376 = stablehlo.convert %375 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %377 = stablehlo.convert %376 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %378 = mhlo.bitcast %377 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %378 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %150 = "mhlo.fusion"(%arg20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<16x256xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
      mhlo.return %369 : tensor<16x256xf32>
    }) {output_operand_aliasing = []} : (tensor<16x256xbf16>) -> tensor<16x256xf32>
    %151 = "stablehlo.all_gather"(%150) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 20, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> : (tensor<16x256xf32>) -> tensor<64x256xf32>
    %152 = "mhlo.fusion"(%151) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x256xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
      mhlo.return %370 : tensor<64x256xf32>
    }) {output_operand_aliasing = []} : (tensor<64x256xf32>) -> tensor<64x256xf32>
    %153 = "mhlo.fusion"(%cst_0, %149, %152) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<32x64xf32>, %arg25: tensor<64x256xf32>):
      %369 = stablehlo.dot %arg24, %arg25, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<32x256xf32>
      %370 = stablehlo.convert %369 : (tensor<32x256xf32>) -> tensor<32x256xbf16>
      %371 = stablehlo.convert %370 : (tensor<32x256xbf16>) -> tensor<32x256xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
      %373 = stablehlo.reduce(%372 init: %arg23) applies stablehlo.maximum across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [1] : (tensor<32xf32>) -> tensor<1x32x256xf32>
      %376 = stablehlo.subtract %372, %375 : tensor<1x32x256xf32>
      mhlo.return %376 : tensor<1x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<32x64xf32>, tensor<64x256xf32>) -> tensor<1x32x256xf32>
    %154 = "mhlo.fusion"(%153) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x256xf32>):
      %369 = stablehlo.exponential %arg23 : tensor<1x32x256xf32>
      mhlo.return %369 : tensor<1x32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %155 = "mhlo.fusion"(%154, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x32x256xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %156 = "mhlo.fusion"(%148, %cst) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<1x32x256xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xf32>, tensor<f32>) -> tensor<1x32xf32>
    %157 = "mhlo.fusion"(%155, %156) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>, %arg24: tensor<1x32xf32>):
      %369 = stablehlo.negate %arg24 : tensor<1x32xf32>
      %370 = stablehlo.divide %369, %arg23 : tensor<1x32xf32>
      mhlo.return %370 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %158 = "mhlo.fusion"(%148, %154, %157) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x256xf32>, %arg24: tensor<1x32x256xf32>, %arg25: tensor<1x32xf32>):
      %369 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %370 = stablehlo.broadcast_in_dim %369, dims = [1] : (tensor<32xf32>) -> tensor<1x32x256xf32>
      %371 = stablehlo.multiply %370, %arg24 : tensor<1x32x256xf32>
      %372 = stablehlo.add %arg23, %371 : tensor<1x32x256xf32>
      %373 = stablehlo.convert %372 : (tensor<1x32x256xf32>) -> tensor<1x32x256xbf16>
      mhlo.return %373 : tensor<1x32x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xf32>, tensor<1x32x256xf32>, tensor<1x32xf32>) -> tensor<1x32x256xbf16>
    %159 = "mhlo.fusion"(%158) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x256xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x256xbf16>) -> tensor<1x32x256xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
      mhlo.return %370 : tensor<32x256xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xbf16>) -> tensor<32x256xf32>
    %160 = "mhlo.fusion"(%159, %152) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x256xf32>, %arg24: tensor<64x256xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<64x256xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x256xf32>, tensor<64x256xf32>) -> tensor<32x64xf32>
    %161 = "mhlo.fusion"(%160) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %162 = "mhlo.fusion"(%161, %arg1, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<64xbf16>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
      %373 = stablehlo.broadcast_in_dim %372, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.multiply %371, %373 : tensor<1x32x64xf32>
      %375 = stablehlo.multiply %369, %374 : tensor<1x32x64xf32>
      mhlo.return %375 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<64xbf16>, tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %163 = "mhlo.fusion"(%162, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %164 = "mhlo.fusion"(%163, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %165 = "mhlo.fusion"(%144, %164, %161, %arg1, %143, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<32x64xbf16>, %arg26: tensor<64xbf16>, %arg27: tensor<1x32x1xf32>, %arg28: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %371 = stablehlo.convert %arg26 : (tensor<64xbf16>) -> tensor<64xf32>
      %372 = stablehlo.broadcast_in_dim %371, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %373 = stablehlo.multiply %370, %372 : tensor<1x32x64xf32>
      %374 = mhlo.bitcast %arg27 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = stablehlo.convert %arg28 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %378 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %379 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %380 = stablehlo.multiply %arg23, %379 : tensor<1x32x1xf32>
      %381 = stablehlo.multiply %378, %380 : tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %383 = stablehlo.multiply %381, %382 : tensor<1x32x1xf32>
      %384 = mhlo.bitcast %383 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %385 = stablehlo.broadcast_in_dim %384, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %386 = stablehlo.multiply %377, %385 : tensor<1x32x64xf32>
      %387 = stablehlo.add %376, %386 : tensor<1x32x64xf32>
      %388 = stablehlo.convert %387 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %388 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<32x64xbf16>, tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %166 = "mhlo.fusion"(%165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %370 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %167 = "mhlo.fusion"(%166, %137) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<128x64xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<128x64xf32>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<128x64xf32>) -> tensor<32x128xf32>
    %168 = "mhlo.fusion"(%167) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %369 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %169 = "mhlo.fusion"(%168, %126, %132, %131) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>, %arg25: tensor<32x128xbf16>, %arg26: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %373 = stablehlo.convert %372 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %374 = stablehlo.convert %arg25 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %375 = stablehlo.multiply %373, %374 : tensor<32x128xf32>
      %376 = stablehlo.convert %375 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %377 = stablehlo.convert %376 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %378 = stablehlo.convert %arg26 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %379 = stablehlo.multiply %378, %373 : tensor<32x128xf32>
      %380 = stablehlo.convert %379 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %381 = stablehlo.convert %380 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
      %383 = stablehlo.subtract %382, %374 : tensor<32x128xf32>
      %384 = stablehlo.convert %383 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %385 = stablehlo.convert %384 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %386 = stablehlo.multiply %374, %385 : tensor<32x128xf32>
      %387 = stablehlo.convert %386 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %388 = stablehlo.convert %387 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %389 = stablehlo.multiply %381, %388 : tensor<32x128xf32>
      %390 = stablehlo.convert %389 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %391 = stablehlo.convert %390 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %392 = stablehlo.add %377, %391 : tensor<32x128xf32>
      %393 = stablehlo.convert %392 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %393 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>, tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %170 = "mhlo.fusion"(%169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %171 = "mhlo.fusion"(%170, %129) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %172 = "mhlo.fusion"(%171) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %173 = "mhlo.fusion"(%168, %133) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %372 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %174 = "mhlo.fusion"(%173) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %175 = "mhlo.fusion"(%174, %124) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %176 = "mhlo.fusion"(%175) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %177 = "mhlo.fusion"(%172, %176, %arg12, %115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg25 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = stablehlo.multiply %369, %376 : tensor<1x32x64xf32>
      mhlo.return %377 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<64xbf16>, tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %178 = "mhlo.fusion"(%177, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %179 = "mhlo.fusion"(%178, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %180 = "mhlo.fusion"(%120, %179, %172, %176, %165, %arg12, %119, %115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<32x64xbf16>, %arg26: tensor<32x64xbf16>, %arg27: tensor<1x32x64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<1x32x1xf32>, %arg30: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg27 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg26 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg25 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg28 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = mhlo.bitcast %arg29 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %379 = stablehlo.multiply %376, %378 : tensor<1x32x64xf32>
      %380 = stablehlo.convert %arg30 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %381 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %383 = stablehlo.multiply %arg23, %382 : tensor<1x32x1xf32>
      %384 = stablehlo.multiply %381, %383 : tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %386 = stablehlo.multiply %384, %385 : tensor<1x32x1xf32>
      %387 = mhlo.bitcast %386 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %388 = stablehlo.broadcast_in_dim %387, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %389 = stablehlo.multiply %380, %388 : tensor<1x32x64xf32>
      %390 = stablehlo.add %379, %389 : tensor<1x32x64xf32>
      %391 = stablehlo.convert %390 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %392 = stablehlo.convert %391 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %393 = stablehlo.add %369, %392 : tensor<1x32x64xf32>
      %394 = stablehlo.convert %393 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %394 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x64xbf16>, tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %181 = "mhlo.fusion"(%180) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %370 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %182 = "mhlo.fusion"(%112) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %371 = mhlo.copy %370 : tensor<64x4x16xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %372 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xbf16>) -> tensor<64x64xf32>
    %183 = "mhlo.fusion"(%181, %182) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %184 = "mhlo.fusion"(%183) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %185 = "mhlo.fusion"(%184) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
      %372 = mhlo.copy %371 : tensor<1x2x2x32x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x16xf32>) -> tensor<2x64x16xf32>
      mhlo.return %373 : tensor<2x64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>) -> tensor<2x64x16xf32>
    %186 = "mhlo.fusion"(%185, %103) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x64x16xf32>, %arg24: tensor<2x16x32xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x32xf32>) -> tensor<2x64x32xf32>
      mhlo.return %369 : tensor<2x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x64x16xf32>, tensor<2x16x32xf32>) -> tensor<2x64x32xf32>
    %187 = "mhlo.fusion"(%186) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x64x32xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
      mhlo.return %369 : tensor<2x64x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %188 = "mhlo.fusion"(%187) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x64x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
      mhlo.return %370 : tensor<1x2x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x64x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %189 = "mhlo.fusion"(%104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x2x32xf32>
      %370 = stablehlo.multiply %arg23, %arg23 : tensor<1x2x2x32xf32>
      %371 = stablehlo.divide %369, %370 : tensor<1x2x2x32xf32>
      mhlo.return %371 : tensor<1x2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32>
    %190 = "mhlo.fusion"(%cst, %97, %188, %189) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<1x2x2x32x32xf32>, %arg25: tensor<1x2x2x32x32xf32>, %arg26: tensor<1x2x2x32xf32>):
      %369 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %370 = stablehlo.broadcast_in_dim %369, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %371 = stablehlo.multiply %arg25, %370 : tensor<1x2x2x32x32xf32>
      %372 = stablehlo.multiply %371, %arg24 : tensor<1x2x2x32x32xf32>
      %373 = stablehlo.reduce(%372 init: %arg23) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
      mhlo.return %373 : tensor<1x2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<1x2x2x32x32xf32>, tensor<1x2x2x32x32xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32>
    %191 = "mhlo.fusion"(%97, %190, %187, %104) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<1x2x2x32xf32>, %arg25: tensor<2x64x32xbf16>, %arg26: tensor<1x2x2x32xf32>):
      %369 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %370 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %371 = stablehlo.compare GE, %369, %370 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %372 = stablehlo.broadcast_in_dim %371, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
      %373 = stablehlo.convert %arg25 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
      %375 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %376 = stablehlo.broadcast_in_dim %375, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %377 = stablehlo.divide %374, %376 : tensor<1x2x2x32x32xf32>
      %378 = stablehlo.negate %arg24 : tensor<1x2x2x32xf32>
      %379 = mhlo.bitcast %378 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %381 = stablehlo.add %377, %380 : tensor<1x2x2x32x32xf32>
      %382 = stablehlo.multiply %381, %arg23 : tensor<1x2x2x32x32xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %383 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
      %384 = stablehlo.select %372, %382, %383 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
      %386 = stablehlo.multiply %384, %385 : tensor<1x2x2x32x32xf32>
      %387 = stablehlo.convert %386 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
      mhlo.return %387 : tensor<1x2x2x32x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<1x2x2x32xf32>, tensor<2x64x32xbf16>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %192 = "mhlo.fusion"(%191) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.transpose %369, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{4,2,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
      %371 = mhlo.copy %370 : tensor<1x2x32x2x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x64x32xf32>
      mhlo.return %372 : tensor<2x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32>
    %193 = "mhlo.fusion"(%192, %87) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x64x32xf32>, %arg24: tensor<2x32x16xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x16xf32>) -> tensor<2x64x16xf32>
      mhlo.return %369 : tensor<2x64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x64x32xf32>, tensor<2x32x16xf32>) -> tensor<2x64x16xf32>
    %194 = "mhlo.fusion"(%193, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x64x16xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x64x16xf32>) -> tensor<2x64x16xbf16>
      %370 = stablehlo.convert %369 : (tensor<2x64x16xbf16>) -> tensor<2x64x16xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x16xf32>) -> tensor<1x2x32x2x16xf32>
      %372 = stablehlo.transpose %371, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{4,3,1,2,0}"} : (tensor<1x2x32x2x16xf32>) -> tensor<1x32x2x2x16xf32>
      %373 = mhlo.copy %372 : tensor<1x32x2x2x16xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
      %375 = stablehlo.slice %374 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %376 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %377 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %378 = stablehlo.multiply %376, %377 : tensor<32x8xf32>
      %379 = stablehlo.sine %378 : tensor<32x8xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %381 = stablehlo.multiply %375, %380 : tensor<1x32x4x8xf32>
      %382 = stablehlo.slice %374 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %383 = stablehlo.cosine %378 : tensor<32x8xf32>
      %384 = stablehlo.broadcast_in_dim %383, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %385 = stablehlo.multiply %382, %384 : tensor<1x32x4x8xf32>
      %386 = stablehlo.add %381, %385 : tensor<1x32x4x8xf32>
      %387 = stablehlo.multiply %375, %384 : tensor<1x32x4x8xf32>
      %388 = stablehlo.negate %382 : tensor<1x32x4x8xf32>
      %389 = stablehlo.multiply %388, %380 : tensor<1x32x4x8xf32>
      %390 = stablehlo.add %387, %389 : tensor<1x32x4x8xf32>
      %391 = stablehlo.concatenate %386, %390, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
      %392 = stablehlo.convert %391 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
      mhlo.return %392 : tensor<1x32x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x64x16xf32>, tensor<8xf32>) -> tensor<1x32x4x16xbf16>
    %195 = "mhlo.fusion"(%194) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<32x64xf32>
      mhlo.return %370 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<32x64xf32>
    %196 = "mhlo.fusion"(%90) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
      %370 = stablehlo.transpose %369, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %371 = mhlo.copy %370 : tensor<4x16x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %372 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xbf16>) -> tensor<64x64xf32>
    %197 = "mhlo.fusion"(%195, %196) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %198 = "mhlo.fusion"(%197) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %199 = "mhlo.fusion"(%191) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.transpose %369, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,32,2]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x32x2xf32>
      %371 = mhlo.copy %370 : tensor<1x2x32x32x2xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x32x2xf32>) -> tensor<2x32x64xf32>
      mhlo.return %372 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32>
    %200 = "mhlo.fusion"(%93) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,16]{4,3,1,2,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x32x2x16xf32>
      %372 = mhlo.copy %371 : tensor<1x2x32x2x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x16xf32>) -> tensor<2x64x16xf32>
      mhlo.return %373 : tensor<2x64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<2x64x16xf32>
    %201 = "mhlo.fusion"(%199, %200) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x32x64xf32>, %arg24: tensor<2x64x16xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x64x16xf32>) -> tensor<2x32x16xf32>
      mhlo.return %369 : tensor<2x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x64x16xf32>) -> tensor<2x32x16xf32>
    %202 = "mhlo.fusion"(%201, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x32x16xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x32x16xf32>) -> tensor<2x32x16xbf16>
      %370 = stablehlo.convert %369 : (tensor<2x32x16xbf16>) -> tensor<2x32x16xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x16xf32>) -> tensor<1x2x32x16xf32>
      %372 = stablehlo.transpose %371, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{3,1,2,0}"} : (tensor<1x2x32x16xf32>) -> tensor<1x32x2x16xf32>
      %373 = mhlo.copy %372 : tensor<1x32x2x16xf32>
      %374 = stablehlo.slice %373 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %375 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %376 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<32x8xf32>
      %378 = stablehlo.sine %377 : tensor<32x8xf32>
      %379 = stablehlo.broadcast_in_dim %378, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %380 = stablehlo.multiply %374, %379 : tensor<1x32x2x8xf32>
      %381 = stablehlo.slice %373 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %382 = stablehlo.cosine %377 : tensor<32x8xf32>
      %383 = stablehlo.broadcast_in_dim %382, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %384 = stablehlo.multiply %381, %383 : tensor<1x32x2x8xf32>
      %385 = stablehlo.add %380, %384 : tensor<1x32x2x8xf32>
      %386 = stablehlo.multiply %374, %383 : tensor<1x32x2x8xf32>
      %387 = stablehlo.negate %381 : tensor<1x32x2x8xf32>
      %388 = stablehlo.multiply %387, %379 : tensor<1x32x2x8xf32>
      %389 = stablehlo.add %386, %388 : tensor<1x32x2x8xf32>
      %390 = stablehlo.concatenate %385, %389, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %391 = stablehlo.convert %390 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
      mhlo.return %391 : tensor<1x32x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x32x16xf32>, tensor<8xf32>) -> tensor<1x32x2x16xbf16>
    %203 = "mhlo.fusion"(%202) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %370 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2x16xbf16>) -> tensor<32x32xf32>
    %204 = "mhlo.fusion"(%84) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = stablehlo.transpose %369, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %371 = mhlo.copy %370 : tensor<2x16x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %372 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<32x64xf32>
    %205 = "mhlo.fusion"(%203, %204) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %206 = "mhlo.fusion"(%184) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x2x32xf32>
      %372 = mhlo.copy %371 : tensor<1x2x16x2x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x2x32xf32>) -> tensor<2x16x64xf32>
      mhlo.return %373 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>) -> tensor<2x16x64xf32>
    %207 = "mhlo.fusion"(%106) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x32xf32>) -> tensor<2x64x32xf32>
      mhlo.return %370 : tensor<2x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32>
    %208 = "mhlo.fusion"(%206, %207) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>, %arg24: tensor<2x64x32xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x32xf32>) -> tensor<2x16x32xf32>
      mhlo.return %369 : tensor<2x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>, tensor<2x64x32xf32>) -> tensor<2x16x32xf32>
    %209 = "mhlo.fusion"(%208) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x32xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
      mhlo.return %369 : tensor<2x16x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    %210 = "mhlo.fusion"(%209) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<1x2x16x32xf32>
      %371 = stablehlo.transpose %370, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{1,3,2,0}"} : (tensor<1x2x16x32xf32>) -> tensor<1x32x2x16xf32>
      %372 = mhlo.copy %371 : tensor<1x32x2x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %373 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xbf16>) -> tensor<32x32xf32>
    %211 = "mhlo.fusion"(%100) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = stablehlo.transpose %369, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %371 = mhlo.copy %370 : tensor<2x16x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %372 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<32x64xf32>
    %212 = "mhlo.fusion"(%210, %211) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %213 = "mhlo.fusion"(%205, %212) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg24 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %372 = stablehlo.convert %371 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %373 = stablehlo.add %370, %372 : tensor<32x64xf32>
      %374 = stablehlo.convert %373 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %374 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xbf16>
    %214 = "mhlo.fusion"(%198, %213, %arg11, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg25 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = stablehlo.multiply %369, %376 : tensor<1x32x64xf32>
      mhlo.return %377 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<64xbf16>, tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %215 = "mhlo.fusion"(%214, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %216 = "mhlo.fusion"(%215, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %217 = "mhlo.fusion"(%80, %216, %198, %213, %180, %arg11, %79, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<32x64xbf16>, %arg26: tensor<32x64xbf16>, %arg27: tensor<1x32x64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<1x32x1xf32>, %arg30: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg27 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg26 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg25 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg28 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = mhlo.bitcast %arg29 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %379 = stablehlo.multiply %376, %378 : tensor<1x32x64xf32>
      %380 = stablehlo.convert %arg30 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %381 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %383 = stablehlo.multiply %arg23, %382 : tensor<1x32x1xf32>
      %384 = stablehlo.multiply %381, %383 : tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %386 = stablehlo.multiply %384, %385 : tensor<1x32x1xf32>
      %387 = mhlo.bitcast %386 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %388 = stablehlo.broadcast_in_dim %387, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %389 = stablehlo.multiply %380, %388 : tensor<1x32x64xf32>
      %390 = stablehlo.add %379, %389 : tensor<1x32x64xf32>
      %391 = stablehlo.convert %390 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %392 = stablehlo.convert %391 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %393 = stablehlo.add %369, %392 : tensor<1x32x64xf32>
      %394 = stablehlo.convert %393 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %394 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x64xbf16>, tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %218 = "mhlo.fusion"(%217) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %370 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %219 = "mhlo.fusion"(%218, %73) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<128x64xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<128x64xf32>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<128x64xf32>) -> tensor<32x128xf32>
    %220 = "mhlo.fusion"(%219) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %369 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>) -> tensor<32x128xbf16>
    %221 = "mhlo.fusion"(%220, %62, %68, %67) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>, %arg25: tensor<32x128xbf16>, %arg26: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %373 = stablehlo.convert %372 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %374 = stablehlo.convert %arg25 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %375 = stablehlo.multiply %373, %374 : tensor<32x128xf32>
      %376 = stablehlo.convert %375 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %377 = stablehlo.convert %376 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %378 = stablehlo.convert %arg26 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %379 = stablehlo.multiply %378, %373 : tensor<32x128xf32>
      %380 = stablehlo.convert %379 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %381 = stablehlo.convert %380 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x128xf32>
      %383 = stablehlo.subtract %382, %374 : tensor<32x128xf32>
      %384 = stablehlo.convert %383 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %385 = stablehlo.convert %384 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %386 = stablehlo.multiply %374, %385 : tensor<32x128xf32>
      %387 = stablehlo.convert %386 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %388 = stablehlo.convert %387 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %389 = stablehlo.multiply %381, %388 : tensor<32x128xf32>
      %390 = stablehlo.convert %389 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      %391 = stablehlo.convert %390 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %392 = stablehlo.add %377, %391 : tensor<32x128xf32>
      %393 = stablehlo.convert %392 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %393 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>, tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %222 = "mhlo.fusion"(%221) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %223 = "mhlo.fusion"(%222, %65) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %224 = "mhlo.fusion"(%223) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %225 = "mhlo.fusion"(%220, %69) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>, %arg24: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<32x128xf32>
      %372 = stablehlo.convert %371 : (tensor<32x128xf32>) -> tensor<32x128xbf16>
      mhlo.return %372 : tensor<32x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>, tensor<32x128xbf16>) -> tensor<32x128xbf16>
    %226 = "mhlo.fusion"(%225) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      mhlo.return %369 : tensor<32x128xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<32x128xf32>
    %227 = "mhlo.fusion"(%226, %60) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x128xf32>, %arg24: tensor<64x128xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xf32>, tensor<64x128xf32>) -> tensor<32x64xf32>
    %228 = "mhlo.fusion"(%227) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %229 = "mhlo.fusion"(%224, %228, %arg3, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg25 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = stablehlo.multiply %369, %376 : tensor<1x32x64xf32>
      mhlo.return %377 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<64xbf16>, tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %230 = "mhlo.fusion"(%229, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %231 = "mhlo.fusion"(%230, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %232 = "mhlo.fusion"(%56, %231, %224, %228, %217, %arg3, %55, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<32x64xbf16>, %arg26: tensor<32x64xbf16>, %arg27: tensor<1x32x64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<1x32x1xf32>, %arg30: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg27 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg26 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg25 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg28 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = mhlo.bitcast %arg29 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %379 = stablehlo.multiply %376, %378 : tensor<1x32x64xf32>
      %380 = stablehlo.convert %arg30 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %381 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %383 = stablehlo.multiply %arg23, %382 : tensor<1x32x1xf32>
      %384 = stablehlo.multiply %381, %383 : tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %386 = stablehlo.multiply %384, %385 : tensor<1x32x1xf32>
      %387 = mhlo.bitcast %386 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %388 = stablehlo.broadcast_in_dim %387, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %389 = stablehlo.multiply %380, %388 : tensor<1x32x64xf32>
      %390 = stablehlo.add %379, %389 : tensor<1x32x64xf32>
      %391 = stablehlo.convert %390 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %392 = stablehlo.convert %391 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %393 = stablehlo.add %369, %392 : tensor<1x32x64xf32>
      %394 = stablehlo.convert %393 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %394 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x64xbf16>, tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %233 = "mhlo.fusion"(%232) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %370 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<32x64xf32>
    %234 = "mhlo.fusion"(%48) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,4,16]{0,2,1}"} : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
      %371 = mhlo.copy %370 : tensor<64x4x16xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x4x16xf32>) -> tensor<64x64xf32>
      mhlo.return %372 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xbf16>) -> tensor<64x64xf32>
    %235 = "mhlo.fusion"(%233, %234) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %236 = "mhlo.fusion"(%235) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %237 = "mhlo.fusion"(%236) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 3, 1, 4] {result_layout = dense<[4, 2, 1, 3, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,2,32,16]{4,2,1,3,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
      %372 = mhlo.copy %371 : tensor<1x2x2x32x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x16xf32>) -> tensor<2x64x16xf32>
      mhlo.return %373 : tensor<2x64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>) -> tensor<2x64x16xf32>
    %238 = "mhlo.fusion"(%237, %39) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x64x16xf32>, %arg24: tensor<2x16x32xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x16xf32>, tensor<2x16x32xf32>) -> tensor<2x64x32xf32>
      mhlo.return %369 : tensor<2x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x64x16xf32>, tensor<2x16x32xf32>) -> tensor<2x64x32xf32>
    %239 = "mhlo.fusion"(%238) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x64x32xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
      mhlo.return %369 : tensor<2x64x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x64x32xf32>) -> tensor<2x64x32xbf16>
    %240 = "mhlo.fusion"(%239) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x64x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
      mhlo.return %370 : tensor<1x2x2x32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x64x32xbf16>) -> tensor<1x2x2x32x32xf32>
    %241 = "mhlo.fusion"(%40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32xf32>):
      %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x2x32xf32>
      %370 = stablehlo.multiply %arg23, %arg23 : tensor<1x2x2x32xf32>
      %371 = stablehlo.divide %369, %370 : tensor<1x2x2x32xf32>
      mhlo.return %371 : tensor<1x2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32>
    %242 = "mhlo.fusion"(%cst, %33, %240, %241) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<1x2x2x32x32xf32>, %arg25: tensor<1x2x2x32x32xf32>, %arg26: tensor<1x2x2x32xf32>):
      %369 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %370 = stablehlo.broadcast_in_dim %369, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %371 = stablehlo.multiply %arg25, %370 : tensor<1x2x2x32x32xf32>
      %372 = stablehlo.multiply %371, %arg24 : tensor<1x2x2x32x32xf32>
      %373 = stablehlo.reduce(%372 init: %arg23) applies stablehlo.add across dimensions = [4] : (tensor<1x2x2x32x32xf32>, tensor<f32>) -> tensor<1x2x2x32xf32>
      mhlo.return %373 : tensor<1x2x2x32xf32>
    }) {output_operand_aliasing = []} : (tensor<f32>, tensor<1x2x2x32x32xf32>, tensor<1x2x2x32x32xf32>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x32xf32>
    %243 = "mhlo.fusion"(%33, %242, %239, %40) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xf32>, %arg24: tensor<1x2x2x32xf32>, %arg25: tensor<2x64x32xbf16>, %arg26: tensor<1x2x2x32xf32>):
      %369 = stablehlo.iota dim = 0 : tensor<32x32xi32>
      %370 = stablehlo.iota dim = 1 : tensor<32x32xi32>
      %371 = stablehlo.compare GE, %369, %370 : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
      %372 = stablehlo.broadcast_in_dim %371, dims = [3, 4] : (tensor<32x32xi1>) -> tensor<1x2x2x32x32xi1>
      %373 = stablehlo.convert %arg25 : (tensor<2x64x32xbf16>) -> tensor<2x64x32xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x32xf32>) -> tensor<1x2x2x32x32xf32>
      %375 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %376 = stablehlo.broadcast_in_dim %375, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %377 = stablehlo.divide %374, %376 : tensor<1x2x2x32x32xf32>
      %378 = stablehlo.negate %arg24 : tensor<1x2x2x32xf32>
      %379 = mhlo.bitcast %378 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x2x2x32xf32>) -> tensor<2x2x32xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [1, 2, 3] : (tensor<2x2x32xf32>) -> tensor<1x2x2x32x32xf32>
      %381 = stablehlo.add %377, %380 : tensor<1x2x2x32x32xf32>
      %382 = stablehlo.multiply %381, %arg23 : tensor<1x2x2x32x32xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %383 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
      %384 = stablehlo.select %372, %382, %383 : tensor<1x2x2x32x32xi1>, tensor<1x2x2x32x32xf32>
      %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x2x2x32x32xf32>
      %386 = stablehlo.multiply %384, %385 : tensor<1x2x2x32x32xf32>
      %387 = stablehlo.convert %386 : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x2x32x32xbf16>
      mhlo.return %387 : tensor<1x2x2x32x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xf32>, tensor<1x2x2x32xf32>, tensor<2x64x32xbf16>, tensor<1x2x2x32xf32>) -> tensor<1x2x2x32x32xbf16>
    %244 = "mhlo.fusion"(%243) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.transpose %369, dims = [0, 1, 3, 2, 4] {result_layout = dense<[4, 2, 3, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,32]{4,2,3,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x2x32xf32>
      %371 = mhlo.copy %370 : tensor<1x2x32x2x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x32xf32>) -> tensor<2x64x32xf32>
      mhlo.return %372 : tensor<2x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32>
    %245 = "mhlo.fusion"(%244, %23) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x64x32xf32>, %arg24: tensor<2x32x16xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x64x32xf32>, tensor<2x32x16xf32>) -> tensor<2x64x16xf32>
      mhlo.return %369 : tensor<2x64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x64x32xf32>, tensor<2x32x16xf32>) -> tensor<2x64x16xf32>
    %246 = "mhlo.fusion"(%245, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x64x16xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x64x16xf32>) -> tensor<2x64x16xbf16>
      %370 = stablehlo.convert %369 : (tensor<2x64x16xbf16>) -> tensor<2x64x16xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x64x16xf32>) -> tensor<1x2x32x2x16xf32>
      %372 = stablehlo.transpose %371, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,32,2,2,16]{4,3,1,2,0}"} : (tensor<1x2x32x2x16xf32>) -> tensor<1x32x2x2x16xf32>
      %373 = mhlo.copy %372 : tensor<1x32x2x2x16xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
      %375 = stablehlo.slice %374 [0:1, 0:32, 0:4, 8:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %376 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %377 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %378 = stablehlo.multiply %376, %377 : tensor<32x8xf32>
      %379 = stablehlo.sine %378 : tensor<32x8xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %381 = stablehlo.multiply %375, %380 : tensor<1x32x4x8xf32>
      %382 = stablehlo.slice %374 [0:1, 0:32, 0:4, 0:8] : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
      %383 = stablehlo.cosine %378 : tensor<32x8xf32>
      %384 = stablehlo.broadcast_in_dim %383, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x4x8xf32>
      %385 = stablehlo.multiply %382, %384 : tensor<1x32x4x8xf32>
      %386 = stablehlo.add %381, %385 : tensor<1x32x4x8xf32>
      %387 = stablehlo.multiply %375, %384 : tensor<1x32x4x8xf32>
      %388 = stablehlo.negate %382 : tensor<1x32x4x8xf32>
      %389 = stablehlo.multiply %388, %380 : tensor<1x32x4x8xf32>
      %390 = stablehlo.add %387, %389 : tensor<1x32x4x8xf32>
      %391 = stablehlo.concatenate %386, %390, dim = 3 : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
      %392 = stablehlo.convert %391 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
      mhlo.return %392 : tensor<1x32x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x64x16xf32>, tensor<8xf32>) -> tensor<1x32x4x16xbf16>
    %247 = "mhlo.fusion"(%246) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<32x64xf32>
      mhlo.return %370 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<32x64xf32>
    %248 = "mhlo.fusion"(%26) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
      %370 = stablehlo.transpose %369, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,64]{1,0,2}"} : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
      %371 = mhlo.copy %370 : tensor<4x16x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<4x16x64xf32>) -> tensor<64x64xf32>
      mhlo.return %372 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xbf16>) -> tensor<64x64xf32>
    %249 = "mhlo.fusion"(%247, %248) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<64x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %250 = "mhlo.fusion"(%249) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %369 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %251 = "mhlo.fusion"(%243) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = stablehlo.transpose %369, dims = [0, 1, 4, 3, 2] {result_layout = dense<[2, 3, 4, 1, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,32,2]{2,3,4,1,0}"} : (tensor<1x2x2x32x32xf32>) -> tensor<1x2x32x32x2xf32>
      %371 = mhlo.copy %370 : tensor<1x2x32x32x2xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x32x2xf32>) -> tensor<2x32x64xf32>
      mhlo.return %372 : tensor<2x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x32x64xf32>
    %252 = "mhlo.fusion"(%29) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,32,2,16]{4,3,1,2,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x32x2x16xf32>
      %372 = mhlo.copy %371 : tensor<1x2x32x2x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x32x2x16xf32>) -> tensor<2x64x16xf32>
      mhlo.return %373 : tensor<2x64x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<2x64x16xf32>
    %253 = "mhlo.fusion"(%251, %252) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x32x64xf32>, %arg24: tensor<2x64x16xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x32x64xf32>, tensor<2x64x16xf32>) -> tensor<2x32x16xf32>
      mhlo.return %369 : tensor<2x32x16xf32>
    }) {output_operand_aliasing = []} : (tensor<2x32x64xf32>, tensor<2x64x16xf32>) -> tensor<2x32x16xf32>
    %254 = "mhlo.fusion"(%253, %16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x32x16xf32>, %arg24: tensor<8xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x32x16xf32>) -> tensor<2x32x16xbf16>
      %370 = stablehlo.convert %369 : (tensor<2x32x16xbf16>) -> tensor<2x32x16xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x32x16xf32>) -> tensor<1x2x32x16xf32>
      %372 = stablehlo.transpose %371, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{3,1,2,0}"} : (tensor<1x2x32x16xf32>) -> tensor<1x32x2x16xf32>
      %373 = mhlo.copy %372 : tensor<1x32x2x16xf32>
      %374 = stablehlo.slice %373 [0:1, 0:32, 0:2, 8:16] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %375 = stablehlo.iota dim = 0 : tensor<32x8xf32>
      %376 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<8xf32>) -> tensor<32x8xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<32x8xf32>
      %378 = stablehlo.sine %377 : tensor<32x8xf32>
      %379 = stablehlo.broadcast_in_dim %378, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %380 = stablehlo.multiply %374, %379 : tensor<1x32x2x8xf32>
      %381 = stablehlo.slice %373 [0:1, 0:32, 0:2, 0:8] : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
      %382 = stablehlo.cosine %377 : tensor<32x8xf32>
      %383 = stablehlo.broadcast_in_dim %382, dims = [1, 3] : (tensor<32x8xf32>) -> tensor<1x32x2x8xf32>
      %384 = stablehlo.multiply %381, %383 : tensor<1x32x2x8xf32>
      %385 = stablehlo.add %380, %384 : tensor<1x32x2x8xf32>
      %386 = stablehlo.multiply %374, %383 : tensor<1x32x2x8xf32>
      %387 = stablehlo.negate %381 : tensor<1x32x2x8xf32>
      %388 = stablehlo.multiply %387, %379 : tensor<1x32x2x8xf32>
      %389 = stablehlo.add %386, %388 : tensor<1x32x2x8xf32>
      %390 = stablehlo.concatenate %385, %389, dim = 3 : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
      %391 = stablehlo.convert %390 : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xbf16>
      mhlo.return %391 : tensor<1x32x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x32x16xf32>, tensor<8xf32>) -> tensor<1x32x2x16xbf16>
    %255 = "mhlo.fusion"(%254) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %370 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2x16xbf16>) -> tensor<32x32xf32>
    %256 = "mhlo.fusion"(%20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = stablehlo.transpose %369, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %371 = mhlo.copy %370 : tensor<2x16x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %372 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<32x64xf32>
    %257 = "mhlo.fusion"(%255, %256) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %258 = "mhlo.fusion"(%236) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x2x2x16xf32>
      %371 = stablehlo.transpose %370, dims = [0, 2, 4, 3, 1] {result_layout = dense<[2, 3, 1, 4, 0]> : tensor<5xindex>, xla_shape = "f32[1,2,16,2,32]{2,3,1,4,0}"} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x16x2x32xf32>
      %372 = mhlo.copy %371 : tensor<1x2x16x2x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x16x2x32xf32>) -> tensor<2x16x64xf32>
      mhlo.return %373 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>) -> tensor<2x16x64xf32>
    %259 = "mhlo.fusion"(%42) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x2x2x32x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x2x2x32x32xbf16>) -> tensor<1x2x2x32x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[4, 3, 2, 1, 0]> : tensor<5xindex>} : (tensor<1x2x2x32x32xf32>) -> tensor<2x64x32xf32>
      mhlo.return %370 : tensor<2x64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x2x2x32x32xbf16>) -> tensor<2x64x32xf32>
    %260 = "mhlo.fusion"(%258, %259) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>, %arg24: tensor<2x64x32xf32>):
      %369 = stablehlo.dot_general %arg23, %arg24, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<2x64x32xf32>) -> tensor<2x16x32xf32>
      mhlo.return %369 : tensor<2x16x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>, tensor<2x64x32xf32>) -> tensor<2x16x32xf32>
    %261 = "mhlo.fusion"(%260) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x32xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
      mhlo.return %369 : tensor<2x16x32xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xf32>) -> tensor<2x16x32xbf16>
    %262 = "mhlo.fusion"(%261) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<1x2x16x32xf32>
      %371 = stablehlo.transpose %370, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[1,32,2,16]{1,3,2,0}"} : (tensor<1x2x16x32xf32>) -> tensor<1x32x2x16xf32>
      %372 = mhlo.copy %371 : tensor<1x32x2x16xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x2x16xf32>) -> tensor<32x32xf32>
      mhlo.return %373 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xbf16>) -> tensor<32x32xf32>
    %263 = "mhlo.fusion"(%36) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<64x2x16xbf16>) -> tensor<64x2x16xf32>
      %370 = stablehlo.transpose %369, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[2,16,64]{1,0,2}"} : (tensor<64x2x16xf32>) -> tensor<2x16x64xf32>
      %371 = mhlo.copy %370 : tensor<2x16x64xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x64xf32>) -> tensor<32x64xf32>
      mhlo.return %372 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x2x16xbf16>) -> tensor<32x64xf32>
    %264 = "mhlo.fusion"(%262, %263) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %265 = "mhlo.fusion"(%257, %264) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg24 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %372 = stablehlo.convert %371 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %373 = stablehlo.add %370, %372 : tensor<32x64xf32>
      %374 = stablehlo.convert %373 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      mhlo.return %374 : tensor<32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xbf16>
    %266 = "mhlo.fusion"(%250, %265, %arg2, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<64xbf16>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg25 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = stablehlo.multiply %369, %376 : tensor<1x32x64xf32>
      mhlo.return %377 : tensor<1x32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<64xbf16>, tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
    %267 = "mhlo.fusion"(%266, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xf32>, %arg24: tensor<f32>):
      %369 = "stablehlo.reduce_window"(%arg23, %arg24) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<0> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 1, 32>, window_strides = array<i64: 1, 1, 32>}> ({
      ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
        %370 = stablehlo.add %arg25, %arg26 : tensor<f32>
        stablehlo.return %370 : tensor<f32>
      }) : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
      mhlo.return %369 : tensor<1x32x2xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %268 = "mhlo.fusion"(%267, %cst) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2xf32>, %arg24: tensor<f32>):
      %369 = stablehlo.reduce(%arg23 init: %arg24) applies stablehlo.add across dimensions = [2] : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2xf32>, tensor<f32>) -> tensor<1x32xf32>
    %269 = "mhlo.fusion"(%15, %268, %250, %265, %232, %arg2, %14, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<32x64xbf16>, %arg26: tensor<32x64xbf16>, %arg27: tensor<1x32x64xbf16>, %arg28: tensor<64xbf16>, %arg29: tensor<1x32x1xf32>, %arg30: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg27 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.convert %arg26 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = stablehlo.convert %arg25 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %372 = stablehlo.add %370, %371 : tensor<32x64xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %374 = stablehlo.convert %arg28 : (tensor<64xbf16>) -> tensor<64xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [2] : (tensor<64xf32>) -> tensor<1x32x64xf32>
      %376 = stablehlo.multiply %373, %375 : tensor<1x32x64xf32>
      %377 = mhlo.bitcast %arg29 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %379 = stablehlo.multiply %376, %378 : tensor<1x32x64xf32>
      %380 = stablehlo.convert %arg30 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %381 = mhlo.bitcast %arg24 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<1x32x1xf32>
      %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
      %382 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %383 = stablehlo.multiply %arg23, %382 : tensor<1x32x1xf32>
      %384 = stablehlo.multiply %381, %383 : tensor<1x32x1xf32>
      %cst_3 = stablehlo.constant dense<3.125000e-02> : tensor<f32>
      %385 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %386 = stablehlo.multiply %384, %385 : tensor<1x32x1xf32>
      %387 = mhlo.bitcast %386 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %388 = stablehlo.broadcast_in_dim %387, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %389 = stablehlo.multiply %380, %388 : tensor<1x32x64xf32>
      %390 = stablehlo.add %379, %389 : tensor<1x32x64xf32>
      %391 = stablehlo.convert %390 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      %392 = stablehlo.convert %391 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %393 = stablehlo.add %369, %392 : tensor<1x32x64xf32>
      %394 = stablehlo.convert %393 : (tensor<1x32x64xf32>) -> tensor<1x32x64xbf16>
      mhlo.return %394 : tensor<1x32x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<1x32x1xf32>, tensor<1x32xf32>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x64xbf16>, tensor<64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<1x32x64xbf16>
    %270 = "mhlo.fusion"(%269) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
      %371 = stablehlo.slice %370 [0:1, 0:32, 0:1, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
      %372 = stablehlo.convert %371 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %373 = stablehlo.convert %372 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      mhlo.return %373 : tensor<1x32x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32>
    %271 = "mhlo.fusion"(%269) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
      %371 = stablehlo.slice %370 [0:1, 0:32, 1:2, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
      %372 = stablehlo.convert %371 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %373 = stablehlo.convert %372 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      mhlo.return %373 : tensor<1x32x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32>
    %272 = "mhlo.fusion"(%269) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
      %371 = stablehlo.slice %370 [0:1, 0:32, 2:3, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
      %372 = stablehlo.convert %371 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %373 = stablehlo.convert %372 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      mhlo.return %373 : tensor<1x32x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32>
    %273 = "mhlo.fusion"(%269) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
      %371 = stablehlo.slice %370 [0:1, 0:32, 3:4, 0:16] : (tensor<1x32x4x16xf32>) -> tensor<1x32x1x16xf32>
      %372 = stablehlo.convert %371 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %373 = stablehlo.convert %372 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      mhlo.return %373 : tensor<1x32x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<1x32x1x16xf32>
    %274:4 = "mhlo.all_to_all"(%270, %271, %272, %273) <{channel_handle = #mhlo.channel_handle<handle = 25, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>}> : (tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>) -> (tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>)
    %275 = "mhlo.fusion"(%274#3, %274#2, %274#1, %274#0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x1x16xf32>, %arg24: tensor<1x32x1x16xf32>, %arg25: tensor<1x32x1x16xf32>, %arg26: tensor<1x32x1x16xf32>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %370 = stablehlo.convert %369 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      %371 = stablehlo.convert %arg25 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %372 = stablehlo.convert %371 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      %373 = stablehlo.convert %arg24 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %374 = stablehlo.convert %373 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      %375 = stablehlo.convert %arg23 : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x16xbf16>
      %376 = stablehlo.convert %375 : (tensor<1x32x1x16xbf16>) -> tensor<1x32x1x16xf32>
      %377 = stablehlo.concatenate %370, %372, %374, %376, dim = 2 : (tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>) -> tensor<1x32x4x16xf32>
      %378 = stablehlo.convert %377 : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1, 3] {result_layout = dense<[3, 0, 2, 1]> : tensor<4xindex>, xla_shape = "f32[4,1,32,16]{3,0,2,1}"} : (tensor<1x32x4x16xf32>) -> tensor<4x1x32x16xf32>
      %381 = mhlo.copy %380 : tensor<4x1x32x16xf32>
      %382 = mhlo.bitcast %381 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, xla_shape = "f32[128,1,16]{2,0,1}"} : (tensor<4x1x32x16xf32>) -> tensor<128x1x16xf32>
      %383 = mhlo.copy %382 : tensor<128x1x16xf32>
      mhlo.return %383 : tensor<128x1x16xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>, tensor<1x32x1x16xf32>) -> tensor<128x1x16xf32>
    %276 = "mhlo.fusion"(%0, %3, %275) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<256x16xf32>, %arg24: tensor<128x1xi32>, %arg25: tensor<128x1x16xf32>):
      %369 = "stablehlo.scatter"(%arg23, %arg24, %arg25) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg26: tensor<f32>, %arg27: tensor<f32>):
        %370 = stablehlo.add %arg26, %arg27 : tensor<f32>
        %371 = stablehlo.convert %370 : (tensor<f32>) -> tensor<bf16>
        %372 = stablehlo.convert %371 : (tensor<bf16>) -> tensor<f32>
        stablehlo.return %372 : tensor<f32>
      }) : (tensor<256x16xf32>, tensor<128x1xi32>, tensor<128x1x16xf32>) -> tensor<256x16xf32>
      mhlo.return %369 : tensor<256x16xf32>
    }) {output_operand_aliasing = []} : (tensor<256x16xf32>, tensor<128x1xi32>, tensor<128x1x16xf32>) -> tensor<256x16xf32>
    %277 = "mhlo.fusion"(%276, %arg0) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<256x16xf32>, %arg24: tensor<256x16xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
      %371 = stablehlo.convert %370 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
      %cst_2 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<256x16xf32>
      %374 = stablehlo.convert %373 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
      %376 = stablehlo.subtract %369, %375 : tensor<256x16xf32>
      %377 = stablehlo.convert %376 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
      mhlo.return %377 : tensor<256x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x16xf32>, tensor<256x16xbf16>) -> tensor<256x16xbf16>
    %278 = "mhlo.fusion"(%161, %143, %139) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<1x32x1xf32>, %arg25: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %374 = mhlo.bitcast %373 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %375 = stablehlo.multiply %372, %374 : tensor<1x32x64xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %376 = stablehlo.reduce(%375 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %376 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<64xf32>
    %279 = "mhlo.fusion"(%250, %265, %14, %10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<1x32x1xf32>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %374 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %375 = stablehlo.add %373, %374 : tensor<32x64xf32>
      %376 = mhlo.bitcast %375 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %377 = stablehlo.multiply %372, %376 : tensor<1x32x64xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %378 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<64xf32>
    %280 = "mhlo.fusion"(%224, %228, %55, %51) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<1x32x1xf32>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %374 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %375 = stablehlo.add %373, %374 : tensor<32x64xf32>
      %376 = mhlo.bitcast %375 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %377 = stablehlo.multiply %372, %376 : tensor<1x32x64xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %378 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<64xf32>
    %281 = "mhlo.fusion"(%217) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %371 = mhlo.copy %370 : tensor<64x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %372 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<64x32xf32>
    %282 = "mhlo.fusion"(%281, %70) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x128xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
      mhlo.return %369 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    %283 = "mhlo.fusion"(%282) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      mhlo.return %370 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %284 = "mhlo.fusion"(%221) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
      %371 = stablehlo.transpose %370, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
      %372 = mhlo.copy %371 : tensor<128x1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
      mhlo.return %373 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<128x32xf32>
    %285 = "mhlo.fusion"(%284, %57) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<128x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %369 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %286 = "mhlo.fusion"(%285) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      mhlo.return %370 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %287 = "mhlo.fusion"(%225) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
      %371 = stablehlo.transpose %370, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
      %372 = mhlo.copy %371 : tensor<128x1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
      mhlo.return %373 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<128x32xf32>
    %288 = "mhlo.fusion"(%287, %57) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<128x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %369 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %289 = "mhlo.fusion"(%288) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      mhlo.return %370 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %290 = "mhlo.fusion"(%254) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
      %370 = stablehlo.transpose %369, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
      %371 = mhlo.copy %370 : tensor<2x16x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
      mhlo.return %372 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2x16xbf16>) -> tensor<32x32xf32>
    %291 = "mhlo.fusion"(%290, %17) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %292 = "mhlo.fusion"(%291) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
      mhlo.return %371 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %293 = "mhlo.fusion"(%232) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %371 = mhlo.copy %370 : tensor<64x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %372 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<64x32xf32>
    %294 = "mhlo.fusion"(%293, %45) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %369 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %295 = "mhlo.fusion"(%294) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
      mhlo.return %371 : tensor<64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %296 = "mhlo.fusion"(%246) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = stablehlo.transpose %369, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,1,32]{1,0,3,2}"} : (tensor<1x32x4x16xf32>) -> tensor<4x16x1x32xf32>
      %371 = mhlo.copy %370 : tensor<4x16x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %372 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<64x32xf32>
    %297 = "mhlo.fusion"(%296, %17) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %369 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %298 = "mhlo.fusion"(%297) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
      mhlo.return %371 : tensor<4x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %299 = "mhlo.fusion"(%261) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
      mhlo.return %370 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xbf16>) -> tensor<32x32xf32>
    %300 = "mhlo.fusion"(%299, %17) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %301 = "mhlo.fusion"(%300) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
      mhlo.return %371 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %302 = "mhlo.fusion"(%198, %213, %79, %75) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<1x32x1xf32>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %374 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %375 = stablehlo.add %373, %374 : tensor<32x64xf32>
      %376 = mhlo.bitcast %375 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %377 = stablehlo.multiply %372, %376 : tensor<1x32x64xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %378 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<64xf32>
    %303 = "mhlo.fusion"(%172, %176, %119, %115) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xbf16>, %arg24: tensor<32x64xbf16>, %arg25: tensor<1x32x1xf32>, %arg26: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg26 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = mhlo.bitcast %arg25 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xf32>) -> tensor<32xf32>
      %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32x64xf32>
      %372 = stablehlo.multiply %369, %371 : tensor<1x32x64xf32>
      %373 = stablehlo.convert %arg24 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %374 = stablehlo.convert %arg23 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %375 = stablehlo.add %373, %374 : tensor<32x64xf32>
      %376 = mhlo.bitcast %375 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %377 = stablehlo.multiply %372, %376 : tensor<1x32x64xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_2) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<64xf32>
      mhlo.return %378 : tensor<64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<1x32x1xf32>, tensor<1x32x64xbf16>) -> tensor<64xf32>
    %304 = "mhlo.fusion"(%165) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %371 = mhlo.copy %370 : tensor<64x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %372 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<64x32xf32>
    %305 = "mhlo.fusion"(%304, %134) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x128xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
      mhlo.return %369 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x128xf32>) -> tensor<64x128xf32>
    %306 = "mhlo.fusion"(%305) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      mhlo.return %370 : tensor<64x128xf32>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xf32>
    %307 = "mhlo.fusion"(%169) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
      %371 = stablehlo.transpose %370, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
      %372 = mhlo.copy %371 : tensor<128x1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
      mhlo.return %373 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<128x32xf32>
    %308 = "mhlo.fusion"(%307, %121) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<128x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %369 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %309 = "mhlo.fusion"(%308) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      mhlo.return %370 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %310 = "mhlo.fusion"(%173) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x128xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<32x128xbf16>) -> tensor<32x128xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
      %371 = stablehlo.transpose %370, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[128,1,32]{0,2,1}"} : (tensor<1x32x128xf32>) -> tensor<128x1x32xf32>
      %372 = mhlo.copy %371 : tensor<128x1x32xf32>
      %373 = mhlo.bitcast %372 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<128x1x32xf32>) -> tensor<128x32xf32>
      mhlo.return %373 : tensor<128x32xf32>
    }) {output_operand_aliasing = []} : (tensor<32x128xbf16>) -> tensor<128x32xf32>
    %311 = "mhlo.fusion"(%310, %121) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<128x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
      mhlo.return %369 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x32xf32>, tensor<32x64xf32>) -> tensor<128x64xf32>
    %312 = "mhlo.fusion"(%311) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      mhlo.return %370 : tensor<128x64xf32>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xf32>
    %313 = "mhlo.fusion"(%202) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x2x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xf32>
      %370 = stablehlo.transpose %369, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[2,16,1,32]{1,0,3,2}"} : (tensor<1x32x2x16xf32>) -> tensor<2x16x1x32xf32>
      %371 = mhlo.copy %370 : tensor<2x16x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<2x16x1x32xf32>) -> tensor<32x32xf32>
      mhlo.return %372 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x2x16xbf16>) -> tensor<32x32xf32>
    %314 = "mhlo.fusion"(%313, %81) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %315 = "mhlo.fusion"(%314) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
      mhlo.return %371 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %316 = "mhlo.fusion"(%180) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x64xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x64xbf16>) -> tensor<1x32x64xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[64,1,32]{0,2,1}"} : (tensor<1x32x64xf32>) -> tensor<64x1x32xf32>
      %371 = mhlo.copy %370 : tensor<64x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<64x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %372 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x64xbf16>) -> tensor<64x32xf32>
    %317 = "mhlo.fusion"(%316, %109) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %369 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %318 = "mhlo.fusion"(%317) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
      mhlo.return %371 : tensor<64x4x16xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<64x4x16xf32>
    %319 = "mhlo.fusion"(%194) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x4x16xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x4x16xbf16>) -> tensor<1x32x4x16xf32>
      %370 = stablehlo.transpose %369, dims = [2, 3, 0, 1] {result_layout = dense<[1, 0, 3, 2]> : tensor<4xindex>, xla_shape = "f32[4,16,1,32]{1,0,3,2}"} : (tensor<1x32x4x16xf32>) -> tensor<4x16x1x32xf32>
      %371 = mhlo.copy %370 : tensor<4x16x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<4x16x1x32xf32>) -> tensor<64x32xf32>
      mhlo.return %372 : tensor<64x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x4x16xbf16>) -> tensor<64x32xf32>
    %320 = "mhlo.fusion"(%319, %81) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<64x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
      mhlo.return %369 : tensor<64x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x32xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
    %321 = "mhlo.fusion"(%320) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x64xf32>) -> tensor<64x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<64x64xbf16>) -> tensor<64x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
      mhlo.return %371 : tensor<4x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %322 = "mhlo.fusion"(%209) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x32xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x32xbf16>) -> tensor<2x16x32xf32>
      %370 = mhlo.bitcast %369 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<2x16x32xf32>) -> tensor<32x32xf32>
      mhlo.return %370 : tensor<32x32xf32>
    }) {output_operand_aliasing = []} : (tensor<2x16x32xbf16>) -> tensor<32x32xf32>
    %323 = "mhlo.fusion"(%322, %81) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<32x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
      mhlo.return %369 : tensor<32x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x32xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
    %324 = "mhlo.fusion"(%323) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<32x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
      %371 = mhlo.bitcast %370 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
      mhlo.return %371 : tensor<2x16x64xf32>
    }) {output_operand_aliasing = []} : (tensor<32x64xf32>) -> tensor<2x16x64xf32>
    %325 = "mhlo.fusion"(%158) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x256xbf16>):
      %369 = stablehlo.convert %arg23 : (tensor<1x32x256xbf16>) -> tensor<1x32x256xf32>
      %370 = stablehlo.transpose %369, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[256,1,32]{0,2,1}"} : (tensor<1x32x256xf32>) -> tensor<256x1x32xf32>
      %371 = mhlo.copy %370 : tensor<256x1x32xf32>
      %372 = mhlo.bitcast %371 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<256x1x32xf32>) -> tensor<256x32xf32>
      mhlo.return %372 : tensor<256x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xbf16>) -> tensor<256x32xf32>
    %326 = "mhlo.fusion"(%325, %149) <{fusion_kind = #mhlo<fusion_kind kCustom>}> ({
    ^bb0(%arg23: tensor<256x32xf32>, %arg24: tensor<32x64xf32>):
      %369 = stablehlo.dot %arg23, %arg24, precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
      mhlo.return %369 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<256x32xf32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %327 = "mhlo.fusion"(%326) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<256x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
      %370 = stablehlo.convert %369 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
      mhlo.return %370 : tensor<256x64xf32>
    }) {output_operand_aliasing = []} : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %328 = "mhlo.fusion"(%155) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xf32>):
      %369 = stablehlo.log %arg23 : tensor<1x32xf32>
      mhlo.return %369 : tensor<1x32xf32>
    }) {output_operand_aliasing = []} : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %329 = "mhlo.fusion"(%arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32xi32>):
      %c = stablehlo.constant dense<0> : tensor<i32>
      %369 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
      %370 = stablehlo.iota dim = 1 : tensor<1x32x1x1xi32>
      %371 = mhlo.bitcast %arg23 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %372 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %373 = stablehlo.compare LT, %371, %372 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %374 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %375 = stablehlo.add %371, %374 : tensor<1x32x1xi32>
      %376 = stablehlo.select %373, %375, %371 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
      %377 = mhlo.bitcast %376 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
      %378 = stablehlo.concatenate %369, %370, %377, dim = 3 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x3xi32>
      mhlo.return %378 : tensor<1x32x1x3xi32>
    }) {output_operand_aliasing = []} : (tensor<1x32xi32>) -> tensor<1x32x1x3xi32>
    %330 = "mhlo.fusion"(%153, %328, %329, %arg22) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<1x32x256xf32>, %arg24: tensor<1x32xf32>, %arg25: tensor<1x32x1x3xi32>, %arg26: tensor<1x32xi32>):
      %369 = mhlo.bitcast %arg26 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %370 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %371 = stablehlo.compare LT, %369, %370 : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
      %c_2 = stablehlo.constant dense<256> : tensor<i32>
      %372 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
      %373 = stablehlo.add %369, %372 : tensor<1x32x1xi32>
      %374 = stablehlo.select %371, %373, %369 : tensor<1x32x1xi1>, tensor<1x32x1xi32>
      %375 = mhlo.bitcast %374 {result_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>, source_layout = dense<[2, 1, 0]> : tensor<3xindex>} : (tensor<1x32x1xi32>) -> tensor<1x32x1x1xi32>
      %376 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
      %377 = stablehlo.compare GE, %375, %376 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
      %c_3 = stablehlo.constant dense<255> : tensor<i32>
      %378 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x32x1x1xi32>
      %379 = stablehlo.compare LE, %375, %378 : (tensor<1x32x1x1xi32>, tensor<1x32x1x1xi32>) -> tensor<1x32x1x1xi1>
      %380 = stablehlo.and %377, %379 : tensor<1x32x1x1xi1>
      %381 = mhlo.bitcast %380 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x1xi1>) -> tensor<1x32x1xi1>
      %382 = mhlo.bitcast %arg24 {result_layout = dense<0> : tensor<1xindex>, source_layout = dense<[1, 0]> : tensor<2xindex>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %383 = stablehlo.broadcast_in_dim %382, dims = [1] : (tensor<32xf32>) -> tensor<1x32x256xf32>
      %384 = stablehlo.subtract %arg23, %383 : tensor<1x32x256xf32>
      %385 = mhlo.bitcast %arg25 {result_layout = dense<[1, 0]> : tensor<2xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<1x32x1x3xi32>) -> tensor<32x3xi32>
      %386 = "stablehlo.gather"(%384, %385) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2, 3], start_index_map = [0, 1, 2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<1x32x256xf32>, tensor<32x3xi32>) -> tensor<32x1x1x1xf32>
      %387 = mhlo.bitcast %386 {result_layout = dense<[2, 1, 0]> : tensor<3xindex>, source_layout = dense<[3, 2, 1, 0]> : tensor<4xindex>} : (tensor<32x1x1x1xf32>) -> tensor<1x32x1xf32>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %388 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x32x1xf32>
      %389 = stablehlo.select %381, %387, %388 : tensor<1x32x1xi1>, tensor<1x32x1xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %390 = stablehlo.reduce(%389 init: %cst_5) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x32x1xf32>, tensor<f32>) -> tensor<f32>
      mhlo.return %390 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<1x32x256xf32>, tensor<1x32xf32>, tensor<1x32x1x3xi32>, tensor<1x32xi32>) -> tensor<f32>
    %331:21 = "stablehlo.all_reduce"(%278, %279, %280, %283, %286, %289, %292, %295, %298, %301, %302, %303, %306, %309, %312, %315, %318, %321, %324, %327, %330) <{channel_handle = #stablehlo.channel_handle<handle = 26, type = 0>, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %369 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %369 : tensor<f32>
    }) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<2x16x64xf32>, tensor<256x64xf32>, tensor<f32>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<2x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<2x16x64xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<2x16x64xf32>, tensor<256x64xf32>, tensor<f32>)
    %332 = "mhlo.fusion"(%331#0, %arg1) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64xf32>) -> tensor<64xbf16>
      %371 = stablehlo.convert %370 : (tensor<64xbf16>) -> tensor<64xf32>
      %cst_2 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<64xf32>
      %374 = stablehlo.convert %373 : (tensor<64xf32>) -> tensor<64xbf16>
      %375 = stablehlo.convert %374 : (tensor<64xbf16>) -> tensor<64xf32>
      %376 = stablehlo.subtract %369, %375 : tensor<64xf32>
      %377 = stablehlo.convert %376 : (tensor<64xf32>) -> tensor<64xbf16>
      mhlo.return %377 : tensor<64xbf16>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xbf16>) -> tensor<64xbf16>
    %333 = "mhlo.fusion"(%331#1, %arg2) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64xf32>) -> tensor<64xbf16>
      %371 = stablehlo.convert %370 : (tensor<64xbf16>) -> tensor<64xf32>
      %cst_2 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<64xf32>
      %374 = stablehlo.convert %373 : (tensor<64xf32>) -> tensor<64xbf16>
      %375 = stablehlo.convert %374 : (tensor<64xbf16>) -> tensor<64xf32>
      %376 = stablehlo.subtract %369, %375 : tensor<64xf32>
      %377 = stablehlo.convert %376 : (tensor<64xf32>) -> tensor<64xbf16>
      mhlo.return %377 : tensor<64xbf16>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xbf16>) -> tensor<64xbf16>
    %334 = "mhlo.fusion"(%331#2, %arg3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64xf32>) -> tensor<64xbf16>
      %371 = stablehlo.convert %370 : (tensor<64xbf16>) -> tensor<64xf32>
      %cst_2 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<64xf32>
      %374 = stablehlo.convert %373 : (tensor<64xf32>) -> tensor<64xbf16>
      %375 = stablehlo.convert %374 : (tensor<64xbf16>) -> tensor<64xf32>
      %376 = stablehlo.subtract %369, %375 : tensor<64xf32>
      %377 = stablehlo.convert %376 : (tensor<64xf32>) -> tensor<64xbf16>
      mhlo.return %377 : tensor<64xbf16>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xbf16>) -> tensor<64xbf16>
    %335 = stablehlo.partition_id : tensor<ui32>
    %336 = "mhlo.fusion"(%331#3) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      mhlo.return %369 : tensor<64x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %337 = "mhlo.fusion"(%335, %336, %arg4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<ui32>, %arg24: tensor<64x128xbf16>, %arg25: tensor<128x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %370 = stablehlo.convert %arg24 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      %371 = stablehlo.convert %arg23 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %372, %c_2, sizes = [16, 128] : (tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
      %374 = stablehlo.convert %373 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      %375 = stablehlo.convert %374 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<16x128xf32>
      %378 = stablehlo.convert %377 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      %379 = stablehlo.convert %378 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
      %381 = mhlo.copy %380 : tensor<128x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<128x16xf32>
      %383 = stablehlo.convert %382 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      mhlo.return %383 : tensor<128x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<ui32>, tensor<64x128xbf16>, tensor<128x16xbf16>) -> tensor<128x16xbf16>
    %338 = "mhlo.fusion"(%331#4) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      mhlo.return %369 : tensor<128x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %339 = "mhlo.fusion"(%338, %335, %arg5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %372, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
      %374 = stablehlo.convert %373 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<128x16xf32>
      %378 = stablehlo.convert %377 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
      %381 = mhlo.copy %380 : tensor<16x128xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x128xf32>
      %383 = stablehlo.convert %382 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      mhlo.return %383 : tensor<16x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xbf16>, tensor<ui32>, tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %340 = "mhlo.fusion"(%331#5) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      mhlo.return %369 : tensor<128x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %341 = "mhlo.fusion"(%340, %335, %arg6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %372, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
      %374 = stablehlo.convert %373 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<128x16xf32>
      %378 = stablehlo.convert %377 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
      %381 = mhlo.copy %380 : tensor<16x128xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x128xf32>
      %383 = stablehlo.convert %382 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      mhlo.return %383 : tensor<16x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xbf16>, tensor<ui32>, tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %342 = "mhlo.fusion"(%331#6) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
      mhlo.return %369 : tensor<2x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %343 = "mhlo.fusion"(%342, %335, %arg7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %c, %372, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
      %374 = stablehlo.convert %373 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<2x16x16xf32>
      %378 = stablehlo.convert %377 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
      %381 = mhlo.copy %380 : tensor<16x2x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x2x16xf32>
      %383 = stablehlo.convert %382 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
      mhlo.return %383 : tensor<16x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xbf16>, tensor<ui32>, tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16>
    %344 = "mhlo.fusion"(%331#7) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
      mhlo.return %369 : tensor<64x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %345 = "mhlo.fusion"(%344, %335, %arg8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xbf16>, %arg24: tensor<ui32>, %arg25: tensor<4x16x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %372, %c_2, %c_2, sizes = [16, 4, 16] : (tensor<64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x16xf32>
      %374 = stablehlo.convert %373 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x4x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<16x4x16xf32>
      %378 = stablehlo.convert %377 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
      %381 = mhlo.copy %380 : tensor<4x16x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<4x16x16xf32>
      %383 = stablehlo.convert %382 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
      mhlo.return %383 : tensor<4x16x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xbf16>, tensor<ui32>, tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
    %346 = "mhlo.fusion"(%331#8) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
      mhlo.return %369 : tensor<4x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    %347 = "mhlo.fusion"(%346, %335, %arg9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x4x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %c, %372, sizes = [4, 16, 16] : (tensor<4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xf32>
      %374 = stablehlo.convert %373 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<4x16x16xf32>
      %378 = stablehlo.convert %377 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,16]{0,2,1}"} : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
      %381 = mhlo.copy %380 : tensor<16x4x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x4x16xf32>
      %383 = stablehlo.convert %382 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
      mhlo.return %383 : tensor<16x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xbf16>, tensor<ui32>, tensor<16x4x16xbf16>) -> tensor<16x4x16xbf16>
    %348 = "mhlo.fusion"(%331#9) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
      mhlo.return %369 : tensor<2x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %349 = "mhlo.fusion"(%348, %335, %arg10) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %c, %372, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
      %374 = stablehlo.convert %373 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<2x16x16xf32>
      %378 = stablehlo.convert %377 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
      %381 = mhlo.copy %380 : tensor<16x2x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x2x16xf32>
      %383 = stablehlo.convert %382 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
      mhlo.return %383 : tensor<16x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xbf16>, tensor<ui32>, tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16>
    %350 = "mhlo.fusion"(%331#10, %arg11) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64xf32>) -> tensor<64xbf16>
      %371 = stablehlo.convert %370 : (tensor<64xbf16>) -> tensor<64xf32>
      %cst_2 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<64xf32>
      %374 = stablehlo.convert %373 : (tensor<64xf32>) -> tensor<64xbf16>
      %375 = stablehlo.convert %374 : (tensor<64xbf16>) -> tensor<64xf32>
      %376 = stablehlo.subtract %369, %375 : tensor<64xf32>
      %377 = stablehlo.convert %376 : (tensor<64xf32>) -> tensor<64xbf16>
      mhlo.return %377 : tensor<64xbf16>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xbf16>) -> tensor<64xbf16>
    %351 = "mhlo.fusion"(%331#11, %arg12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64xf32>, %arg24: tensor<64xbf16>):
      %369 = stablehlo.convert %arg24 : (tensor<64xbf16>) -> tensor<64xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64xf32>) -> tensor<64xbf16>
      %371 = stablehlo.convert %370 : (tensor<64xbf16>) -> tensor<64xf32>
      %cst_2 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
      %373 = stablehlo.multiply %371, %372 : tensor<64xf32>
      %374 = stablehlo.convert %373 : (tensor<64xf32>) -> tensor<64xbf16>
      %375 = stablehlo.convert %374 : (tensor<64xbf16>) -> tensor<64xf32>
      %376 = stablehlo.subtract %369, %375 : tensor<64xf32>
      %377 = stablehlo.convert %376 : (tensor<64xf32>) -> tensor<64xbf16>
      mhlo.return %377 : tensor<64xbf16>
    }) {output_operand_aliasing = []} : (tensor<64xf32>, tensor<64xbf16>) -> tensor<64xbf16>
    %352 = "mhlo.fusion"(%331#12) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x128xf32>) -> tensor<64x128xbf16>
      mhlo.return %369 : tensor<64x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x128xf32>) -> tensor<64x128xbf16>
    %353 = "mhlo.fusion"(%352, %335, %arg13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x128xbf16>, %arg24: tensor<ui32>, %arg25: tensor<128x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64x128xbf16>) -> tensor<64x128xf32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %372, %c_2, sizes = [16, 128] : (tensor<64x128xf32>, tensor<i32>, tensor<i32>) -> tensor<16x128xf32>
      %374 = stablehlo.convert %373 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      %375 = stablehlo.convert %374 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<16x128xf32>
      %378 = stablehlo.convert %377 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      %379 = stablehlo.convert %378 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[128,16]{0,1}"} : (tensor<16x128xf32>) -> tensor<128x16xf32>
      %381 = mhlo.copy %380 : tensor<128x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<128x16xf32>
      %383 = stablehlo.convert %382 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      mhlo.return %383 : tensor<128x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x128xbf16>, tensor<ui32>, tensor<128x16xbf16>) -> tensor<128x16xbf16>
    %354 = "mhlo.fusion"(%331#13) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      mhlo.return %369 : tensor<128x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %355 = "mhlo.fusion"(%354, %335, %arg14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %372, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
      %374 = stablehlo.convert %373 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<128x16xf32>
      %378 = stablehlo.convert %377 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
      %381 = mhlo.copy %380 : tensor<16x128xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x128xf32>
      %383 = stablehlo.convert %382 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      mhlo.return %383 : tensor<16x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xbf16>, tensor<ui32>, tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %356 = "mhlo.fusion"(%331#14) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<128x64xf32>) -> tensor<128x64xbf16>
      mhlo.return %369 : tensor<128x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xf32>) -> tensor<128x64xbf16>
    %357 = "mhlo.fusion"(%356, %335, %arg15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<128x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x128xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x128xbf16>) -> tensor<16x128xf32>
      %370 = stablehlo.convert %arg23 : (tensor<128x64xbf16>) -> tensor<128x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %372, sizes = [128, 16] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x16xf32>
      %374 = stablehlo.convert %373 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<128x16xf32>
      %378 = stablehlo.convert %377 : (tensor<128x16xf32>) -> tensor<128x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<128x16xbf16>) -> tensor<128x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,128]{0,1}"} : (tensor<128x16xf32>) -> tensor<16x128xf32>
      %381 = mhlo.copy %380 : tensor<16x128xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x128xf32>
      %383 = stablehlo.convert %382 : (tensor<16x128xf32>) -> tensor<16x128xbf16>
      mhlo.return %383 : tensor<16x128xbf16>
    }) {output_operand_aliasing = []} : (tensor<128x64xbf16>, tensor<ui32>, tensor<16x128xbf16>) -> tensor<16x128xbf16>
    %358 = "mhlo.fusion"(%331#15) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
      mhlo.return %369 : tensor<2x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %359 = "mhlo.fusion"(%358, %335, %arg16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %c, %372, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
      %374 = stablehlo.convert %373 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<2x16x16xf32>
      %378 = stablehlo.convert %377 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
      %381 = mhlo.copy %380 : tensor<16x2x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x2x16xf32>
      %383 = stablehlo.convert %382 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
      mhlo.return %383 : tensor<16x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xbf16>, tensor<ui32>, tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16>
    %360 = "mhlo.fusion"(%331#16) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
      mhlo.return %369 : tensor<64x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %361 = "mhlo.fusion"(%360, %335, %arg17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<64x4x16xbf16>, %arg24: tensor<ui32>, %arg25: tensor<4x16x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c : tensor<i32>
      %c_2 = stablehlo.constant dense<0> : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %372, %c_2, %c_2, sizes = [16, 4, 16] : (tensor<64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x4x16xf32>
      %374 = stablehlo.convert %373 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x4x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<16x4x16xf32>
      %378 = stablehlo.convert %377 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 2, 0] {result_layout = dense<[1, 0, 2]> : tensor<3xindex>, xla_shape = "f32[4,16,16]{1,0,2}"} : (tensor<16x4x16xf32>) -> tensor<4x16x16xf32>
      %381 = mhlo.copy %380 : tensor<4x16x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<4x16x16xf32>
      %383 = stablehlo.convert %382 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
      mhlo.return %383 : tensor<4x16x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<64x4x16xbf16>, tensor<ui32>, tensor<4x16x16xbf16>) -> tensor<4x16x16xbf16>
    %362 = "mhlo.fusion"(%331#17) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
      mhlo.return %369 : tensor<4x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    %363 = "mhlo.fusion"(%362, %335, %arg18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<4x16x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x4x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x4x16xbf16>) -> tensor<16x4x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %c, %372, sizes = [4, 16, 16] : (tensor<4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x16x16xf32>
      %374 = stablehlo.convert %373 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<4x16x16xf32>
      %378 = stablehlo.convert %377 : (tensor<4x16x16xf32>) -> tensor<4x16x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<4x16x16xbf16>) -> tensor<4x16x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,4,16]{0,2,1}"} : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
      %381 = mhlo.copy %380 : tensor<16x4x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x4x16xf32>
      %383 = stablehlo.convert %382 : (tensor<16x4x16xf32>) -> tensor<16x4x16xbf16>
      mhlo.return %383 : tensor<16x4x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<4x16x64xbf16>, tensor<ui32>, tensor<16x4x16xbf16>) -> tensor<16x4x16xbf16>
    %364 = "mhlo.fusion"(%331#18) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
      mhlo.return %369 : tensor<2x16x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xf32>) -> tensor<2x16x64xbf16>
    %365 = "mhlo.fusion"(%364, %335, %arg19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<2x16x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x2x16xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x2x16xbf16>) -> tensor<16x2x16xf32>
      %370 = stablehlo.convert %arg23 : (tensor<2x16x64xbf16>) -> tensor<2x16x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %c, %372, sizes = [2, 16, 16] : (tensor<2x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x16x16xf32>
      %374 = stablehlo.convert %373 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<2x16x16xf32>
      %378 = stablehlo.convert %377 : (tensor<2x16x16xf32>) -> tensor<2x16x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<2x16x16xbf16>) -> tensor<2x16x16xf32>
      %380 = stablehlo.transpose %379, dims = [2, 0, 1] {result_layout = dense<[0, 2, 1]> : tensor<3xindex>, xla_shape = "f32[16,2,16]{0,2,1}"} : (tensor<2x16x16xf32>) -> tensor<16x2x16xf32>
      %381 = mhlo.copy %380 : tensor<16x2x16xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x2x16xf32>
      %383 = stablehlo.convert %382 : (tensor<16x2x16xf32>) -> tensor<16x2x16xbf16>
      mhlo.return %383 : tensor<16x2x16xbf16>
    }) {output_operand_aliasing = []} : (tensor<2x16x64xbf16>, tensor<ui32>, tensor<16x2x16xbf16>) -> tensor<16x2x16xbf16>
    %366 = "mhlo.fusion"(%331#19) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<256x64xf32>):
      %369 = stablehlo.convert %arg23 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
      mhlo.return %369 : tensor<256x64xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x64xf32>) -> tensor<256x64xbf16>
    %367 = "mhlo.fusion"(%366, %335, %arg20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<256x64xbf16>, %arg24: tensor<ui32>, %arg25: tensor<16x256xbf16>):
      %369 = stablehlo.convert %arg25 : (tensor<16x256xbf16>) -> tensor<16x256xf32>
      %370 = stablehlo.convert %arg23 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.convert %arg24 : (tensor<ui32>) -> tensor<i32>
      %c_2 = stablehlo.constant dense<16> : tensor<i32>
      %372 = stablehlo.multiply %371, %c_2 : tensor<i32>
      %373 = stablehlo.dynamic_slice %370, %c, %372, sizes = [256, 16] : (tensor<256x64xf32>, tensor<i32>, tensor<i32>) -> tensor<256x16xf32>
      %374 = stablehlo.convert %373 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
      %375 = stablehlo.convert %374 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
      %cst_3 = stablehlo.constant dense<9.99450683E-4> : tensor<f32>
      %376 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
      %377 = stablehlo.multiply %375, %376 : tensor<256x16xf32>
      %378 = stablehlo.convert %377 : (tensor<256x16xf32>) -> tensor<256x16xbf16>
      %379 = stablehlo.convert %378 : (tensor<256x16xbf16>) -> tensor<256x16xf32>
      %380 = stablehlo.transpose %379, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, xla_shape = "f32[16,256]{0,1}"} : (tensor<256x16xf32>) -> tensor<16x256xf32>
      %381 = mhlo.copy %380 : tensor<16x256xf32>
      %382 = stablehlo.subtract %369, %381 : tensor<16x256xf32>
      %383 = stablehlo.convert %382 : (tensor<16x256xf32>) -> tensor<16x256xbf16>
      mhlo.return %383 : tensor<16x256xbf16>
    }) {output_operand_aliasing = []} : (tensor<256x64xbf16>, tensor<ui32>, tensor<16x256xbf16>) -> tensor<16x256xbf16>
    %368 = "mhlo.fusion"(%331#20) <{fusion_kind = #mhlo<fusion_kind kLoop>}> ({
    ^bb0(%arg23: tensor<f32>):
      %cst_2 = stablehlo.constant dense<7.812500e-03> : tensor<f32>
      %369 = stablehlo.multiply %arg23, %cst_2 : tensor<f32>
      %370 = stablehlo.negate %369 : tensor<f32>
      mhlo.return %370 : tensor<f32>
    }) {output_operand_aliasing = []} : (tensor<f32>) -> tensor<f32>
    return %277, %332, %333, %334, %337, %339, %341, %343, %345, %347, %349, %350, %351, %353, %355, %357, %359, %361, %363, %365, %367, %368 : tensor<256x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<128x16xbf16>, tensor<16x128xbf16>, tensor<16x128xbf16>, tensor<16x2x16xbf16>, tensor<4x16x16xbf16>, tensor<16x4x16xbf16>, tensor<16x2x16xbf16>, tensor<16x256xbf16>, tensor<f32>
  }
}
