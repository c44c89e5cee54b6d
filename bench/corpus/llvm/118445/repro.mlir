module {
  func.func @f(%arg0: f32) {
    %c0 = arith.constant 0 : index
    return
  ^BB1(%0: i32):  // no predecessors
    %cst = arith.constant 1.000000e+00 : f32
    %c0_0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    %alloc = memref.alloc() : memref<10xf32>
    %c0_1 = arith.constant 0 : index
    %c10_2 = arith.constant 10 : index
    %c1_3 = arith.constant 1 : index
    cf.br ^BB2(%c0_1 : index)
  ^BB2(%1: index):  // 2 preds: ^BB1, ^BB3
    %2 = arith.cmpi slt, %1, %c10 : index
    cf.cond_br %2, ^BB3(%1 : index), ^BB4
  ^BB3(%3: index):  // 2 preds: ^BB2, ^BB5
    %4 = arith.cmpi slt, %3, %c10 : index
    cf.cond_br %4, ^BB4, ^BB6
  ^BB4:  // pred: ^BB3
    %5 = memref.load %alloc[%1] : memref<10xf32>
    %6 = arith.addf %5, %cst : f32
    memref.store %6, %alloc[%1] : memref<10xf32>
    %7 = arith.addi %3, %c1 : index
    cf.br ^BB5(%7 : index)
  ^BB5(%8: index):  // 2 preds: ^BB4, ^BB5
    %9 = arith.cmpi slt, %8, %c10 : index
    cf.cond_br %9, ^BB6, ^BB7
  ^BB6:  // pred: ^BB5
    %10 = arith.addi %8, %c1 : index
    cf.br ^BB5(%10 : index)
  ^BB7:  // pred: ^BB6
    return
  }
}

