func.func @zero() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = memref.alloca(%c0) : memref<?xf32>
  scf.parallel (%arg1) = (%c0) to (%c1) step (%c1) {
    scf.reduce(%c1 : index)
  }
  return
}

