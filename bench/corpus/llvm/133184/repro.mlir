func.func @test_vectorize_copy_complex(%arg0: tensor<8x8xcomplex<i32>>, %arg1: tensor<8x8xcomplex<i32>>) -> tensor<8x8xcomplex<i32>> {
    %cst = arith.constant dense<42> : tensor<8x8xcomplex<i32>>
}
