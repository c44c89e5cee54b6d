%alloc_20 = memref.alloc() : memref<0xi1, #spirv.storage_class<StorageBuffer>>
%cast_21 = memref.cast %alloc_20 : memref<0xi1, #spirv.storage_class<StorageBuffer>> to memref<?xi1, #spirv.storage_class<StorageBuffer>>
