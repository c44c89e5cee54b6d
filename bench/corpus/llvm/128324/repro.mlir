module {
  func.func @f64_permuting_b(%a: f64, %b: f64, %c: vector<4xf64>) -> vector<4xf64> {
    %d = amdgpu.mfma %a * %b + %c {
      m = 16 : i32, n = 16 : i32, k = 4 : i32, blocks = 1 : i32,
      abid = 0 : i32, cbsz = 0 : i32
    } blgp = none : f64, f64, vector<4xf64>
    return %d : vector<4xf64>
  }
}
