module {
  llvm.func @test_shl_i8_nowrap() -> i64 {
    %0 = llvm.mlir.constant(1 : i8) : i64
    %1 = llvm.shl %0, %0 : i64
    llvm.return %1 : i64
  }
}

