module {
  func.func @test_vectorize_copy_complex(%arg0: memref<8xcomplex<f32>>, %arg1: memref<8xcomplex<f32>>) {
    %c0 = arith.constant 0 : index
    %0 = affine.for %arg2 = 0 to 8 iter_args(%arg3 = %arg1) -> (memref<8xcomplex<f32>>) {
      affine.yield %arg0 : memref<8xcomplex<f32>>
    }
    affine.for %arg2 = 0 to 8 {
      %1 = affine.load %0[%c0] : memref<8xcomplex<f32>>
      affine.store %1, %arg1[%c0] : memref<8xcomplex<f32>>
    }
    return
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.copy"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      transform.structured.vectorize %0 vector_sizes [8, [16]] : !transform.any_op
      transform.yield 
    }
  }
}

