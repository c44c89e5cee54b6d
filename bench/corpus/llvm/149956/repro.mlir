module {
  memref.global "private" constant @__constant_7xf32 : memref<7xf32, #spirv.storage_class<StorageBuffer>> = dense<121.710007> {alignment = 64 : i64}
  llvm.func @main() {
    %0 = llvm.mlir.constant(0 : index) : i64
    %1 = builtin.unrealized_conversion_cast %0 : i64 to index
    %2 = memref.get_global @__constant_7xf32 : memref<7xf32, #spirv.storage_class<StorageBuffer>>
    %3 = vector.load %2[%1] : memref<7xf32, #spirv.storage_class<StorageBuffer>>, vector<7xf32>
    llvm.return
  }
}
