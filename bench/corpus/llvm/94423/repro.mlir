func.func @func1() {
  %c1 = arith.constant 1 : index
  %127 = scf.for %arg0 = %c1 to %c1 step %c1 iter_args(%arg1 = %c1) -> (index) {
    %138 = index.floordivs %arg0, %arg0
    scf.yield %c1 : index
  }
  return
}
