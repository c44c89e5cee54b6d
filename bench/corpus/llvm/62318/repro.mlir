module {
  func.func @main(%arg0: tensor<87x94x27xi8>, %arg1: tensor<1x1x27xi8>) -> tensor<87x94x27xi8> {
    %0 = "tosa.add"(%arg0, %arg1) : (tensor<87x94x27xi8>, tensor<1x1x27xi8>) -> tensor<87x94x27xi8>
    return %0 : tensor<87x94x27xi8>
  }
}
