module {
  func.func @main() -> () {
    %cst = arith.constant dense<42> : vector<3xi32>
    return
  }
}
