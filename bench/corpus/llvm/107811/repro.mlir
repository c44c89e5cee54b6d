func.func @bitcast_rank1_mask_scalm(%arg0: vector<2xf32>) ->vector <2xf32> {
  %mask = arith.constant dense<[0, 1]> : vector<2xi1>
  %0 = vector.mask %mask { vector.bitcast %arg0 : vector<2xf32> to vector<2xf32> } : vector<2xi1> -> vector<2xf32>
  return %0 : vector<2xf32>
}
