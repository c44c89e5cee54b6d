module {
  func.func @m() -> () {
    %true = arith.constant true
    %c0 = arith.constant 0 : index
    %cst = arith.constant dense<0.000000e+00> : vector<1xf32>
    %alloc = memref.alloc() : memref<1024xf32, #spirv.storage_class<StorageBuffer>>
    xegpu.store %cst, %alloc[%c0], %true  : vector<1xf32>, memref<1024xf32, #spirv.storage_class<StorageBuffer>>, index, i1
    return
  }
}
