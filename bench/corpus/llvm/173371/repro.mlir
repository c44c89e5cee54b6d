func.func @fmax_wrong_result_type(%arg0 : f64, %arg1 : f64) -> f64 {
  %result = "llvm.fmax" (%arg0, %arg1) : (f64, f64) -> f64
  llvm.return %result : f64
}


