  func.func @func()  {
    %c4 = arith.constant 4 : index
    %alloc = memref.alloc(%c4) {alignment = 4096 : i64} : memref<?xf32>
    return 
  }

