func.func @signExtiConstantVector() -> vector<4xi48> {
  %vector = arith.constant dense<[1, 3, 5, 7]> : vector<4xi8>
  %ext = arith.extsi %vector : vector<4xi8> to vector<4xi48>
  return %ext : vector<4xi48>
}
