module {
  func.func @main() {
    %0 = gpu.global_id  x
    %1 = gpu.block_id  x
    %2 = tensor.generate %1 {
      ^bb0(%arg0: index):
      %3 = arith.addi %arg0, %0 : index
      %4 = arith.index_cast %3 : index to i32
      tensor.yield %4 : i32
    } : tensor<?xi32>
    %5 = tensor.dim %2, %0 : tensor<?xi32>
    %6 = affine.for %arg0 = 0 to %5 iter_args(%arg1 = %0) -> (index) {
      affine.yield %arg0 : index
    }
    return
  }
}
