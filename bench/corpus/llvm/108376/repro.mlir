module {
  llvm.func @f(%0: f16,%arg0: f16) attributes {llvm.emit_c_interface} {
    %1 = "test.op_with_bitcast_type"(%0) : (f16) -> tensor<4xf32>
    %2 = "test.op_with_bitcast_type"(%arg0) : (f16) -> tensor<2xi32>
    "test.return"(%1, %2) : (tensor<4xf32>, tensor<2xi32>) -> ()
  }
  llvm.func @_mlir_ciface_f(%arg0: f16, %arg1: f16) attributes {llvm.emit_c_interface} {
    llvm.call @f(%arg0, %arg1) : (f16, f16) -> ()
    llvm.return
  }
}
