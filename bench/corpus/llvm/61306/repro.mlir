func.func @entry() {
  %c0 = arith.constant dense<[0, 1, 2, 3]>: vector<4xindex>
  %v1 = vector.broadcast %c0 : vector<4xindex> to vector<2x4xindex>
  vector.print %v1 : vector<2x4xindex>
  return
}
