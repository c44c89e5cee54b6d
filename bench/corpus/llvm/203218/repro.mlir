module {
  llvm.func @f(%arg0: f32 {test.erase_this_arg}) {
    %0 = "emitc.constant"() <{value = 1 : index}> {test.erase_this_arg} : () -> index
    "test.return"(%0) : (index) -> ()
  }
  llvm.func @_mlir_ciface_f(%arg0: f32 {test.erase_this_arg}) attributes {test.side_effect = true} {
    llvm.call @f(%arg0) : (f32) -> ()
    llvm.return
  }
}

