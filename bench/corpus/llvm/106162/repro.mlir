module {
  func.func @extract_1d_constant() -> () {
    %cst = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
    %0 = vector.extract %cst[0] : i32 from vector<4xi32>
    func.return
  }
}
