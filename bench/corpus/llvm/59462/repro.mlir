module {
  func.func @func1(%arg0: tensor<16x14xi1>) {
    %c14 = arith.constant 14 : index
    %alloc_8 = memref.alloc() : memref<16xf32>
    %alloc_14 = memref.alloc() : memref<1xi1>
    %alloc_21 = memref.alloc() : memref<16xf32>
    %19 = affine.load %alloc_14[%c14] : memref<1xi1>
    cf.cond_br %19, ^bb40(%alloc_8 : memref<16xf32>), ^bb40(%alloc_21 : memref<16xf32>)
  ^bb40(%47: memref<16xf32>):  // 2 preds: ^bb39, ^bb39
    return
  }
}
