#map = affine_map<() -> (12)>
#map1 = affine_map<(d0)[s0] -> (d0 * s0)>
#map2 = affine_map<(d0)[s0] -> (d0 mod s0)>
#map3 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
module {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.finalize
  }
  module @rewriters {
  }
  func.func @test_vectorize_unsupported(%arg0: memref<8xf32>, %arg1: memref<8xf32>) {
    %0 = affine.load %arg0[0] : memref<8xf32>
    %1 = affine.apply #map()
    %2 = affine.load %arg0[0] : memref<8xf32>
    %3 = affine.apply #map1(%1)[%1]
    %4 = affine.load %arg0[0] : memref<8xf32>
    %5 = affine.apply #map2(%3)[%3]
    %6 = affine.load %arg0[0] : memref<8xf32>
    %7 = affine.apply #map3(%5)[%5]
    %8 = affine.load %arg0[0] : memref<8xf32>
    %9 = affine.load %arg1[0] : memref<8xf32>
    return
  }
}

