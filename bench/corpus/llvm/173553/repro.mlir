module {
  pdl_interp.func @matcher(%arg0: !pdl.operation) {
    pdl_interp.finalize
  }
  module @rewriters {
  }
  func.func @memref_size0_rhs_index0() {
    %alloc = memref.alloc() : memref<0xf32, 3>
    %alloc_0 = memref.alloc() : memref<0xf32, 0>
    %alloc_1 = memref.alloc() : memref<0xf32, 0>
    return
  }
}
