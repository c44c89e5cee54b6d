module {
    func.func @func1() {
        %c1 = arith.constant 1 : index
        %137 = tensor.empty(%c1, %c1) : tensor<?x?xi8>
        %1110 = tosa.tile %137 {multiples = array<i64: 2, -2>} : (tensor<?x?xi8>)  -> tensor<2x?xi8>
        return
    }
}
