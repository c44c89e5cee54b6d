module {
  func.func @main() {
    %1 = vector.constant_mask [1] : vector<1xi1>
    %2 = arith.trunci %1 : vector<1xi1> to vector<1xi0>
    %3 = arith.uitofp %2 : vector<1xi0> to vector<1xf32>
    %4 = vector.transpose %3, [0] : vector<1xf32> to vector<1xf32>
    return
  }
}
