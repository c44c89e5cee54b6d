func.func @func1() -> vector<7x23xi1> {
  %c6 = arith.constant 6 : index
  
  gpu.launch blocks(%arg0, %arg1, %arg2) in (%arg6 = %c6, %arg7 = %c6, %arg8 = %c6) threads(%arg3, %arg4, %arg5) in (%arg9 = %c6, %arg10 = %c6, %arg11 = %c6) {
    gpu.terminator
  } {SCFToGPU_visited}
  
  %cst_7 = arith.constant dense<false> : vector<7x23xi1>
  return %cst_7 : vector<7x23xi1>
}
func.func private @func2(%arg0: index, %arg1: index, %arg2: tensor<7x23xf32>) {
  %c6 = arith.constant 6 : index
  
  gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %c6, %arg10 = %c6, %arg11 = %c6) threads(%arg6, %arg7, %arg8) in (%arg12 = %c6, %arg13 = %c6, %arg14 = %c6) {
    func.call @func1() : () -> vector<7x23xi1>
    gpu.terminator
  } {SCFToGPU_visited}
  
  return
}
