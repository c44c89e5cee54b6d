module {
  func.func @main() {
    %0 = shape.const_shape [1, 2, 3] : tensor<3xindex>
    %1 = irdl.c_pred "::llvm::isa<::mlir::ShapeType>($_self)"
    %2 = shape.broadcast %0, %0, %0 : tensor<3xindex>, tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
    %3 = tensor.collapse_shape %2 [] : tensor<3xindex> into tensor<index>
    %4 = shape.with_shape %3, %0 : tensor<index>, tensor<3xindex>
    return
  }
}
