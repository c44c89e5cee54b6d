module {
  func.func @func() {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xf32>
    scf.index_switch %c0 
    default {
      %0 = bufferization.clone %alloc : memref<8xf32> to memref<8xf32>
      %1 = memref.realloc %0 : memref<8xf32> to memref<15xf32>
      memref.dealloc %1 : memref<15xf32>
    }
    memref.dealloc %alloc : memref<8xf32>
    return
  }
}
