llvm.func @test_muli() -> i32 attributes {llvm.emit_c_interface} {
    "test.branch"()[^bb1] {tag = "muli"} : () -> ()
  ^bb1:  // pred: ^bb0
    %0 = llvm.mlir.constant(1 : i32) : i32
    llvm.return %0 : i32
  }
  llvm.func @_mlir_ciface_test_muli() -> i32 attributes {llvm.emit_c_interface} {
    %0 = llvm.call @test_muli() : () -> i32
    llvm.return %0 : i32
  }
