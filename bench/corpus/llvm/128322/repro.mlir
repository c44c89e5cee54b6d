module {
  llvm.func @test_slice_invalid_start() { }
}
