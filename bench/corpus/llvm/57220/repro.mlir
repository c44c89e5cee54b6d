module {
    func.func @fun(%input: tensor<?xf32>, %index: tensor<3xf32>) -> () {
        %indexm = bufferization.to_memref %index : memref<3xf32>
        func.return
    }
    func.func @main() {
        %s = arith.constant 20 : index
        %input = tensor.generate %s {
        ^bb0(%i : index):
            %v = arith.constant 1.0 : f32
            tensor.yield %v : f32
        } : tensor<?xf32>

        %e = arith.constant 2.0 : f32
        %index = tensor.from_elements %e, %e, %e : tensor<3xf32>
        func.call @fun(%input, %index) : (tensor<?xf32>, tensor<3xf32>) -> ()
        func.return
    }
}
