func.func @test_subi(%A : tensor<?x32xi32>, %B : tensor<?x32xi32>, %C : tensor<?x?xi32>) {
  %0 = arith.subi %A, %B : tensor<?x32xi32>
  %1 = arith.subi %C, %C : tensor<?x?xi32>
  return
}

