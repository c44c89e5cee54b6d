module {
  func.func @main(%arg0: memref<61xi1>) -> memref<61xi1> {
    %0 = llvm.mlir.constant(true) : i1
    %1 = llvm.mlir.constant(1 : index) : i64
    %2 = llvm.mlir.constant(61 : index) : i64
    %3 = llvm.mlir.constant(0 : index) : i64
    %4 = builtin.unrealized_conversion_cast %3 : i64 to index
    %5 = builtin.unrealized_conversion_cast %2 : i64 to index
    %6 = builtin.unrealized_conversion_cast %1 : i64 to index
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<61xi1>
    scf.parallel (%arg1) = (%4) to (%5) step (%6) {
      %7 = memref.load %arg0[%arg1] : memref<61xi1>
      %8 = llvm.xor %7, %0  : i1
      memref.store %8, %alloc[%arg1] : memref<61xi1>
      scf.yield
    }
    return %alloc : memref<61xi1>
  }
}
