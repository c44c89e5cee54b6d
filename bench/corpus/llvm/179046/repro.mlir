module {
  memref.global "private" @global_var : memref<10xf32>
  func.func @main() {
    %0 = gpu.lane_id
    %1 = memref.get_global @global_var : memref<10xf32>
    %2 = pdl_interp.create_type i32
    %3 = memref.extract_aligned_pointer_as_index %1 : memref<10xf32> -> index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %4 = tensor.empty() : tensor<1xi64>
    %5 = linalg.select ins(%3, %c0, %c1 : index, index, index) outs(%4 : tensor<1xi64>) -> tensor<1xi64>
    return
  }
}
