module {
  func.func @main() {
    %0 = vector.constant_mask [1, 4] : vector<2x4xi1>
    %1 = arith.constant 257 : index
    %iv = vector.extract %0[0] : vector<4xi1> from vector<2x4xi1>
    %2 = vector.insert %iv, %0[%1] : vector<4xi1> into vector<2x4xi1>
    vector.print %0 : vector<2x4xi1>
    vector.print %2 : vector<2x4xi1>
    return
  }
}
