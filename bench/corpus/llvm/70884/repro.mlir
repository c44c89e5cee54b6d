func.func @func1() -> vector<1xf32> {
  %c26 = arith.constant 26 : index
  %cst_2 = arith.constant 1.60215309E+9 : f32
  %cst_20 = arith.constant dense<1.60215309E+9> : vector<1xf32>
  %46 = vector.insertelement %cst_2, %cst_20[%c26 : index] : vector<1xf32>
  return %46 : vector<1xf32>
}
