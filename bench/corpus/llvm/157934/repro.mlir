func.func @dead_value_loop_ivs(%lb: index, %ub: index, %step: index, %b : i1) -> i1 {
  %loop_ret = scf.for %iv = %lb to %ub step %step iter_args(%iter = %b) -> (i1) {
    cf.assert %b, "loop not dead"
    scf.yield %b : i1
  }
  return %loop_ret : i1
}
