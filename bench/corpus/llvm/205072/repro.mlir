#map4 = affine_map<(d0)[s0] -> (d0 mod 0)>
#map5 = affine_map<(d0)[s0] -> (d0 floordiv 0)>
#map6 = affine_map<(d0)[s0] -> (d0 ceildiv 0)>
module {
  func.func @m0() {
    %c16 = arith.constant 16 : index
    %10 = affine.apply #map4(%c16)[%c16]
    %11 = affine.apply #map5(%c16)[%c16]
    %12 = affine.apply #map6(%c16)[%c16]
    %alloc = memref.alloc(%10, %11, %12) : memref<?x?x?xi1>
    %13 = affine.load %alloc[%10, %11, %12] : memref<?x?x?xi1>
    affine.store %13, %alloc[%10, %11, %12] : memref<?x?x?xi1>
    return
  }
}
