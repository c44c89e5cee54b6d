module {
  func.func @main() {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %1 = gpu.block_id  x
    %2 = math.ctlz %1 : index
    %3 = index.maxu %2, %1
    %4 = bufferization.to_buffer %0 : tensor<1xi32> to memref<1xi32>
    %5 = memref.realloc %4(%3) : memref<1xi32> to memref<?xi32>
    return
  }
}
