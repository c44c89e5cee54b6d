module {
  func.func @main()  {
    %true = spirv.Constant true
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<i1>
    affine.store %true, %alloc[] : memref<i1>
    return
  }
}
