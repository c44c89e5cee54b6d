module attributes {llvm.data_layout = ""} {
  func.func @nested(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred:^bb0
    cf.br ^bb2
  ^bb2:  // 2 predecessors, ^bb0 and ^bb1, 2 successors: ^bb3, ^bb4
    cf.br ^bb2
  ^bb3:  // pred:^bb2
    %alloc = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc : memref<2xf32>
    cf.br ^bb2
  ^bb4:  // pred:^bb2
    %alloc_0 = memref.alloc() : memref<2xf32>
    memref.dealloc %alloc_0 : memref<2xf32>
    cf.br ^bb2
  }
}
