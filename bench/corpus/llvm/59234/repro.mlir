module {
  func.func @func1() {
    %true_4 = arith.constant true
    %c1 = arith.constant 1 : index
    %103 = affine.for %arg2 = 0 to 40 iter_args(%arg3 = %true_4) -> (i1) {
      %324 = affine.max affine_map<(d0) -> (-d0 + 64, (d0 floordiv 8) ceildiv 64, -d0 - 16, d0 * -64)>(%c1)
      affine.yield %true_4 : i1
    }
    return
  }
}
