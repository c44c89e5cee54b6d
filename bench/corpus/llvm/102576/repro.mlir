module {
  func.func @func1() {
    %true = arith.constant true
    %splat = tensor.splat %true : tensor<12xi1>
    %0 = bufferization.to_memref %splat : memref<12xi1, strided<[?], offset: ?>>
    %1 = bufferization.alloc_tensor() : tensor<12xi1>
    %2 = bufferization.to_memref %1 : memref<12xi1, strided<[?], offset: ?>>
    linalg.transpose ins(%0 : memref<12xi1, strided<[?], offset: ?>>) outs(%2 : memref<12xi1, strided<[?], offset: ?>>) permutation = [0]
    return
  }
}
