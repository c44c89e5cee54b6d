module{
    func.func @func1() {
        %c1 = arith.constant 1 : index
        %arg0 = tensor.empty(%c1) : tensor<?x100xi8>
        %arg1 = tensor.empty() : tensor<51xi1>
        %10 = tosa.table %arg0, %arg1 : (tensor<?x100xi8>, tensor<51xi1>)  -> tensor<110x1x1x?xi8>
        return
    }
}
