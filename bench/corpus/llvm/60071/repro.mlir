func.func @func(%arg: memref<4xf32, strided<[?]>>) {
  return
}
