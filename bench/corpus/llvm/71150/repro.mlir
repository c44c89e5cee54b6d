func.func private @func2() {
  %c11 = arith.constant 11 : index
  %c21 = arith.constant 21 : index
  %c6 = arith.constant 6 : index
  %c27 = arith.constant 27 : index
  %c19 = arith.constant 19 : index
  %45 = affine.apply affine_map<(d0)[s0] -> (-((d0 mod 4) mod 16 + 4))>(%c21)[%c11]
  %c30 = arith.constant 30 : index
  %c31 = arith.constant 31 : index
  %20 = tensor.empty(%c27, %c6, %c31) : tensor<?x?x?xi1>
  %55 = tensor.empty() : tensor<16x2xi32>
  %123 = "tosa.bitwise_not"(%20) : (tensor<?x?x?xi1>) -> tensor<?x?x?xi1>
  %129 = tensor.empty(%c19, %c27, %45) : tensor<?x?x?xi1>
  %130 = "tosa.add"(%123, %129) : (tensor<?x?x?xi1>, tensor<?x?x?xi1>) -> tensor<?x?x?xi1>
  %152 = tensor.empty(%c31, %c30, %45) : tensor<?x?x?xi1>
  %153 = "tosa.scatter"(%130, %55, %152) : (tensor<?x?x?xi1>, tensor<16x2xi32>, tensor<?x?x?xi1>) -> tensor<?x?x?xi1>
  return
}
