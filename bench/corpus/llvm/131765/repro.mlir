module {
  func.func private @example(%arg0: tensor<4x4xf32>) -> tensor<4x4xi1> {
    llvm.unreachable
  }
  func.func private @main(%arg0: tensor<4x4xf32>) {
    %0 = call @example(%arg0) : (tensor<4x4xf32>) -> tensor<4x4xi1>
    llvm.return
  }
}

