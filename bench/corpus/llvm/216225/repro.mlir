#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d2, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
module {
  %c0_i8 = arith.constant 0 : i8
  %0 = vector.broadcast %c0_i8 : i8 to vector<4x8x2xi8>
  %1 = vector.broadcast %c0_i8 : i8 to vector<8x16x2xi8>
  %c0_i32 = arith.constant 0 : i32
  %2 = vector.broadcast %c0_i32 : i32 to vector<4x16xi32>
  %3 = vector.contract {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"], kind = #vector.kind<add>} %0, %1, %2 : vector<4x8x2xi8>, vector<8x16x2xi8> into vector<4x16xi32>
  %alloc = memref.alloc() : memref<4x16xi32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %3, %alloc[%c0, %c0] {in_bounds = [true, true]} : vector<4x16xi32>, memref<4x16xi32>
}
