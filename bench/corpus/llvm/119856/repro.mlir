#map = affine_map<(d0) -> (d0 + 1)>
module {
  llvm.func @malloc(%arg0: i64) ->!llvm.struct<(ptr, ptr, i64)> {
    %alloc = memref.alloc() : memref<1024x64xf32>
    %0 = builtin.unrealized_conversion_cast %alloc : memref<1024x64xf32> to!llvm.struct<(ptr, ptr, i64)>
    llvm.return %0 :!llvm.struct<(ptr, ptr, i64)>
  }
}

