module {
  pdl_interp.func @matcher(%arg0:!pdl.operation) {
    pdl_interp.finalize
  }
  module @named {
    llvm.func @test() attributes {llvm.emit_c_interface} {
      %0 = llvm.mlir.constant(1 : index) : i64
    }
    scf.forall (%arg0) in (1) {
      llvm.return
    }
    llvm.func @_mlir_ciface_test() attributes {llvm.emit_c_interface} {
      llvm.call @test() : () -> ()
      llvm.return
    }
  }
}
