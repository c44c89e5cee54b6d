func.func @func2() {
  %alloc_22 = memref.alloc() : memref<0xi1, #spirv.storage_class<StorageBuffer>>
  memref.dealloc %alloc_22 : memref<0xi1, #spirv.storage_class<StorageBuffer>>
  llvm.return
}
