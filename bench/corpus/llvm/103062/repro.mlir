module{
    func.func @func1() {
        %0 = arith.constant 1 : i32
        %1 = arith.constant 1 : i1
        %2 = arith.constant 1 : i8
        %c1 = arith.constant 1 : index
        %73 = tensor.empty(%c1) : tensor<4x?xi1>
        %901 = tosa.reshape %73 {new_shape = array<i64: -14, 4>} : (tensor<4x?xi1>) -> tensor<?x4xi1>
        return
    }
}
