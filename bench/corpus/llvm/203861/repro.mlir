module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64) attributes {llvm.emitc.entity_analysis} {
    %0 = llvm.mlir.undef : !llvm.struct<(ptr, ptr, i64)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64)> 
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64)> 
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64)> 
    %4 = builtin.unrealized_conversion_cast %3 : !llvm.struct<(ptr, ptr, i64)> to memref<f32>
    %5 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    memref.store %5, %4[] {tag = "a"} : memref<f32>
    %6 = memref.load %4[] {tag = "b"} : memref<f32>
    llvm.return
  }
  llvm.func @_mlir_ciface_f(%arg0: !llvm.ptr) attributes {llvm.emit_c_interface, llvm.emitc.ciface, used_versions = ["old", "old"]} {
    %0 = llvm.load %arg0 : !llvm.ptr -> !llvm.struct<(ptr, ptr, i64)>
    %1 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64)> 
    %2 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64)> 
    %3 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64)> 
    llvm.call @f(%1, %2, %3) : (!llvm.ptr, !llvm.ptr, i64) -> ()
    llvm.return
  }
}

