module {
  llvm.func @f(%arg0: i1 {test.A}) attributes {test.insert_args = [[0], [1, 0]]} {
    %0 = "emitc.constant"() <{value = 1 : index}> : () -> !emitc.size_t
    %1 = "emitc.constant"() <{value = 0 : index}> : () -> !emitc.size_t
    %2 = builtin.unrealized_conversion_cast %1 : !emitc.size_t to index
    %3 = "emitc.constant"() <{value = 42 : index}> : () -> !emitc.size_t
    %4 = builtin.unrealized_conversion_cast %3 : !emitc.size_t to index
    %5 = "emitc.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    scf.for %arg1 = %2 to %4 step %2 {
      "test.foo"() : () -> ()
      %6 = scf.for %arg2 = %2 to %4 step %2 iter_args(%arg3 = %5) -> (f32) {
        %7 = emitc.cast %arg3 : f32 to ui32
        %8 = emitc.cast %arg3 : f32 to ui32
        %9 = emitc.add %7, %8 : (ui32, ui32) -> ui32
        %10 = emitc.cast %9 : ui32 to f32
        scf.yield %10 : f32
      }
      "test.bar"() : () -> ()
    }
    "test.b"() : () -> ()
  }
  llvm.func @_mlir_ciface_f(%arg0: i1 {test.A}) attributes {test.insert_args = [[0], [1, 0]]} {
    llvm.call @f(%arg0) : (i1) -> ()
    llvm.return
  }
}

