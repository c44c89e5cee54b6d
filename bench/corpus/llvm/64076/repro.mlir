module {
  func.func @func1(%arg0: vector<23x23xi1>, %arg1: f32, %arg2: f32)  { 
    %alloc = memref.alloc() : memref<14xf16, #spirv.storage_class<CrossWorkgroup>>
    return
  }
}
