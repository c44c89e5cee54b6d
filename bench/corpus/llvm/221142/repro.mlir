module {
  func.func @m0(%arg0: f32) -> () {
    %cst_1 = arith.constant dense<1.000000e+00> : vector<16xf32>
    %0 = vector.reduction <add>, %cst_1 : vector<16xf32> into f32
    return 
  }
}
