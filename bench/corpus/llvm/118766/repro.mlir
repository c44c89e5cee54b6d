module {
  llvm.func @test_muli() -> i64 attributes {llvm.emit_c_interface} {
    "test.foo"() : () -> ()
  }
  llvm.func @_mlir_ciface_test_muli() -> i64 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @test_muli() : () -> i64
    llvm.return %0 : i64
  }
}

