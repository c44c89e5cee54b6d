#map = affine_map<(d0)[s0] -> (d0 mod s0)>
#map1 = affine_map<(d0)[s0] -> (d0 floordiv s0)>
module {
  memref.global "private" constant @__constant_17x18xf32 : memref<17x18xf32> = dense<0.000000e+00> {alignment = 64 : i64}
  memref.global "private" constant @__constant_17x18xi32 : memref<17x18xi32> = dense<0> {alignment = 64 : i64}
  func.func private @func3(%arg0: index) -> (memref<17x18xf32>, memref<17x18xi32>, memref<17x18xf32>) {
    %c18 = arith.constant 18 : index
    %cst = arith.constant 1.000000e+00 : f32
    %0 = memref.get_global @__constant_17x18xi32 : memref<17x18xi32>
    %1 = memref.get_global @__constant_17x18xf32 : memref<17x18xf32>
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<17x18xf32>
    affine.for %arg1 = 0 to 306 {
      %2 = affine.apply #map(%arg1)[%c18]
      %3 = affine.apply #map1(%arg1)[%c18]
      affine.store %cst, %alloc[%3, %2] : memref<17x18xf32>
    }
    return %1, %0, %alloc : memref<17x18xf32>, memref<17x18xi32>, memref<17x18xf32>
  }
}


