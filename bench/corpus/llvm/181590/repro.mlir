module {
  func.func @main() {
    %0 = gpu.subgroup_id : index
    %c0 = arith.constant 0 : index
    %1 = scf.for %i = %c0 to %c0 step %c0 iter_args(%arg0 = %c0) -> (index) {
      %idx = scf.for %j = %c0 to %c0 step %c0 iter_args(%arg1 = %arg0) -> (index) {
        scf.yield %j : index
      }
      scf.yield %idx : index
    }
    return
  }
}
