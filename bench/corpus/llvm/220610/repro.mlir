module {
  llvm.func @test_shl_i128_large_shift() -> i128 {
    %lhs = llvm.mlir.constant(1 : i128) : i128
    %rhs = llvm.mlir.constant(1267650600228229401496703205376 : i128) : i128
    %result = llvm.shl %lhs, %rhs : i128
    llvm.return %result : i128
  }
}
