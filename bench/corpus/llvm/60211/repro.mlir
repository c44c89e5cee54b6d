func.func @func(%arg0: tensor<?xf32>, %arg1: index, %arg2: vector<16xi1>) -> vector<16xf32> {
  %f0 = arith.constant 0.0 : f32
  %0 = vector.mask %arg2 { vector.transfer_read %arg0[%arg1], %f0 : tensor<?xf32>, vector<16xf32> } : vector<16xi1> -> vector<16xf32>
  return %0 : vector<16xf32>
}  
