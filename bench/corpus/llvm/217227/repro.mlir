module {
  func.func private @m(%arg0: memref<4xi32>) {
    spirv.Return
  }
}
