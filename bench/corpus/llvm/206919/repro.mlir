module {
  func.func private @sparse_csr(tensor<f64>) -> tensor<!llvm.array<1 x i32>>
}

