func.func @func1() {
  %c1647415306_i32 = arith.constant 1647415306 : i32
  %alloc_16 = memref.alloc() : memref<2x9xi32, #spirv.storage_class<StorageBuffer>>
  affine.store %c1647415306_i32, %alloc_16[16, 20] : memref<2x9xi32, #spirv.storage_class<StorageBuffer>>
  return
}
