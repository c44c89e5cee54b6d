module {
  func.func @func1() {
    %c0 = arith.constant 0 : index
    %c17 = arith.constant 17 : index

    %alloc_33 = memref.alloc(%c17) : memref<?xi64>

    affine.for %arg0 = 0 to 79 {
      %492 = affine.for %arg1 = 0 to 64 iter_args(%arg2 = %alloc_33) -> (memref<?xi64>) {
        %dim_89 = memref.dim %arg2, %c0 : memref<?xi64>
        affine.yield %arg2 : memref<?xi64>
      }
    }

    return
  }
}
