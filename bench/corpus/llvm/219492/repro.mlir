module {
  func.func public @main()
      -> (memref<4xf32>, memref<4xf32>) {
    %a = memref.alloc() : memref<4xf32>
    return %a, %a : memref<4xf32>, memref<4xf32>
  }
}
