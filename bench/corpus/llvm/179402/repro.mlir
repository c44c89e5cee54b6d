module {
  func.func @main() {
    %0 = shape.const_shape [1, 2, 3] : tensor<3xindex>
    %1 = shape.const_size 0
    %2 = tensor.collapse_shape %0 [] : tensor<3xindex> into tensor<index>
    %3 = scf.while (%arg0 = %2) : (tensor<index>) -> tensor<index> {
      %4 = arith.constant true
      scf.condition(%4) %arg0 : tensor<index>
    } do {
      ^bb0(%arg0: tensor<index>):
      scf.yield %arg0 : tensor<index>
    }
    return
  }
}
