func.func @func2() {
  %220 = llvm.mlir.constant(0 : index) : i64
  %365 = vector.broadcast %220 : i64 to vector<26xi64>
  return
}
