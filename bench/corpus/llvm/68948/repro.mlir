func.func private @func1() -> memref<?x?x?xf16> {
  %15 = tensor.empty() : tensor<15x2x5xf16>
  %cast = tensor.cast %15 : tensor<15x2x5xf16> to tensor<?x?x?xf16>
  %16 = bufferization.to_memref %cast : memref<?x?x?xf16>
  return %16 : memref<?x?x?xf16>
}
