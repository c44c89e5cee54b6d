func.func @main() {
  %1 = spirv.Variable : !spirv.ptr<vector<1xi1>, Function>
  llvm.return
}
