func.func @func2() {
  %c25 = arith.constant 25 : index
  %c22 = arith.constant 22 : index
  %c16 = arith.constant 16 : index
  %c11 = arith.constant 11 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %alloc_13 = memref.alloc(%c16, %c22, %c11) {alignment = 64 : i64} : memref<?x?x?xi1>
  %3 = bufferization.to_tensor %alloc_13 : memref<?x?x?xi1>
  %6 = tosa.arithmetic_right_shift %3, %3 {round = false} : (tensor<?x?x?xi1>, tensor<?x?x?xi1>) -> tensor<?x?x?xi1>
  %13 = scf.for %arg2 = %c0 to %c2 step %c1 iter_args(%arg3 = %3) -> (tensor<?x?x?xi1>) {
    %27 = scf.for %arg4 = %c0 to %c25 step %c1 iter_args(%arg5 = %arg3) -> (tensor<?x?x?xi1>) {
      %dim = memref.dim %alloc_13, %c16 : memref<?x?x?xi1>  // this line cause the crash
      scf.yield %6 : tensor<?x?x?xi1>
    }
    scf.yield %27 : tensor<?x?x?xi1>
  }
  spirv.Return
}
