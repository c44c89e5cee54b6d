module {
  func.func @fuse(%arg0: memref<?x8x16xf32>, %arg1: memref<4x?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %cst = arith.constant 1.000000e+00 : f32
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 3 preds: ^bb0, ^bb5, ^bb6
    %1 = arith.cmpi slt, %0, %c4 : index
    cf.cond_br %1, ^bb2, ^bb7
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c0 : index)
  ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
    %3 = arith.cmpi slt, %2, %c4 : index
    cf.cond_br %3, ^bb4, ^bb6
  ^bb4:  // pred: ^bb3
    %4 = memref.load %arg0[%0, %2, %c1] : memref<?x8x16xf32>
    %5 = arith.addf %4, %cst : f32
    memref.store %5, %arg1[%0, %2] : memref<4x?xf32>
    %6 = arith.addi %2, %c1 : index
    cf.br ^bb3(%6 : index)
  ^bb5:  // no predecessors
    %7 = arith.addi %0, %c1 : index
    cf.br ^bb1(%7 : index)
  ^bb6:  // pred: ^bb3
    %8 = arith.addi %0, %c1 : index
    cf.br ^bb1(%8 : index)
  ^bb7:  // pred: ^bb1
    return
  }
}

