module {
  func.func @main() {
    %0 = ml_program.token
    %1 = shape.const_shape [1, 2, 3] : tensor<3xindex>
    smt.solver(%0, %1) : (!ml_program.token, tensor<3xindex>) -> () {
      ^bb0(%arg0: !ml_program.token, %arg1: tensor<3xindex>):
      smt.yield
    }
    %2 = tensor.collapse_shape %1 [] : tensor<3xindex> into tensor<index>
    return
  }
}
