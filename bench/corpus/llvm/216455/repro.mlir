func.func @f(%seed: i64) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %r = affine.for %k = 0 to 4 iter_args(%acc = %seed) -> (i64) {
        %t = arith.addi %acc, %acc : i64
        affine.yield %t : i64
      }
    }
  }
  return
}
