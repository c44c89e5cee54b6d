module {
  func.func @main() {
    %1 = vector.constant_mask [1] : vector<1xi1>
    %2 = tensor.from_elements %1 : tensor<1xvector<1xi1>>
    return
  }
}
