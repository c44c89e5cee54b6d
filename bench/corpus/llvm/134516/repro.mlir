func.func @extract_poison_idx(%arg0: vector<16xf32>) -> f32 {
  %x = arith.constant -2 : index
  %0 = vector.extract %arg0[%x]: f32 from vector<16xf32>
  return %0 : f32
}
