%c15 = arith.constant 15 : index
%alloc = memref.alloc(%c15) : memref<?x10xf32, #spirv.storage_class<StorageBuffer>>
