func.func @test_reify_example(%size: index) -> (index, index) {
    %zero = arith.constant 0 : index
    %tensor_val = tensor.empty(%size) : tensor<?xf32>
    %tensor_cast = tensor.cast %tensor_val : tensor<?xf32> to tensor<?xf32>

    %element_zero = arith.constant 0.0 : f32
    %inserted_tensor = tensor.insert %element_zero into %tensor_cast[%zero] : tensor<?xf32>

    %dim_0 = tensor.dim %inserted_tensor, %zero : tensor<?xf32>
    %dim_1 = "test.reify_bound"(%inserted_tensor) {dim = 0} : (tensor<?xf32>) -> (index)
    %dim_2 = "test.reify_bound"(%inserted_tensor) {dim = 1 : i64} : (tensor<?xf32>) -> index

    return %dim_1, %dim_2 : index, index
}
