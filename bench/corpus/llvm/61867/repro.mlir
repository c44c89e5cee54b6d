module {
  func.func @main() {
    %cst= spirv.Constant dense<[2.000000e+00, 3.000000e+00]> : vector<2xf32>
    return
  }
}
