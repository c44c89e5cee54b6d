func.func @pad_determine_val_i32(%arg0: tensor<?x?xi32> {bufferization.access = "read"}, %arg1: tensor<2x2xi32> {bufferization.access = "none"}) -> tensor<?x?xi32> {
    %0 = "tosa.const"() <{value = dense_resource<__elided__> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
    %1 = tosa.pad %arg0, %0 {__inplace_operands_attr__ = ["false", "false"]} : (tensor<?x?xi32>, tensor<2x2xi32>) -> tensor<?x?xi32>
    return {__inplace_operands_attr__ = ["true"]} %1 : tensor<?x?xi32>
}
