module {
  func.func @test_vectorize_unsupported(%arg0: memref<1x2xf16>) {
    %0 = "emitc.constant"() <{value = 2 : index}> : () -> !emitc.size_t
    %1 = builtin.unrealized_conversion_cast %0 : !emitc.size_t to index
    %2 = "emitc.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    scf.for %arg1 = %1 to %1 step %1 {
      %3 = memref.load %arg0[%arg1, %1] : memref<1x2xf16>
      %4 = emitc.add %3, %2 : (f16, f16) -> f16
      memref.store %4, %arg0[%arg1, %1] : memref<1x2xf16>
    }
    return
  }
}

