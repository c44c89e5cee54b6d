#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @negative_accumulator_shape(%arg0: vector<8x16xf16>, %arg1: vector<16x16xf16>, %arg2: vector<f32>) -> vector<f32> {
    %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["reduction", "reduction", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<8x16xf16>, vector<16x16xf16> into vector<f32>
    return %0 : vector<f32>
  }
}
