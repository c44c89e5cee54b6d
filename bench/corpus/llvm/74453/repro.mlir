llvm.func @func2() {
  %43 = llvm.mlir.constant(29 : index) : i64
  %91 = llvm.mlir.constant(3.964800e+04 : f16) : f16
  %32 = llvm.mlir.constant(false) : i1
  %136 = llvm.mlir.zero : !llvm.ptr
  %137 = llvm.getelementptr %136[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %250 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  %327 = scf.if %32 -> (f16) {
    %429 = memref.alloca_scope  -> (memref<?x?x11xf16>) {
      %446 = llvm.getelementptr %137[-1] : (!llvm.ptr) -> !llvm.ptr, f16  // negative index
      llvm.store %91, %446 : f16, !llvm.ptr
      %474 = llvm.insertvalue %43, %250[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> 
      %480 = builtin.unrealized_conversion_cast %474 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x11xf16>
      memref.alloca_scope.return %480 : memref<?x?x11xf16>
    }
    scf.yield %91 : f16
  } else {
    scf.yield %91 : f16
  }
  llvm.return 
}
