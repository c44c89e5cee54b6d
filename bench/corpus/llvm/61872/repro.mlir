module {
  func.func @main(%arg0:memref<*xi32>) {
    call @printMemrefI32(%arg0) : (memref<*xi32>) -> ()
    return
  }
  func.func private @printMemrefI32(memref<*xi32>)
}
