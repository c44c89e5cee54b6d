module {
  func.func @ifElseNested(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
    %0 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%arg1: memref<2xf32>) out(%0: memref<2xf32>)
    cf.cond_br %arg0,
      ^bb1(%arg1, %0 : memref<2xf32>, memref<2xf32>),
      ^bb2(%0, %arg1 : memref<2xf32>, memref<2xf32>)
  ^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
    cf.br ^bb5(%1, %2 : memref<2xf32>, memref<2xf32>)
  ^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
    cf.cond_br %arg0, ^bb3(%3 : memref<2xf32>), ^bb4(%4 : memref<2xf32>)
  ^bb3(%5: memref<2xf32>):
    cf.br ^bb5(%5, %3 : memref<2xf32>, memref<2xf32>)
  ^bb4(%6: memref<2xf32>):
    cf.br ^bb5(%3, %6 : memref<2xf32>, memref<2xf32>)
  ^bb5(%7: memref<2xf32>, %8: memref<2xf32>):
    %9 = memref.alloc() : memref<2xf32>
    test.buffer_based in(%7: memref<2xf32>) out(%9: memref<2xf32>)
    test.copy(%9, %arg2) : (memref<2xf32>, memref<2xf32>)
    return
  }
}
