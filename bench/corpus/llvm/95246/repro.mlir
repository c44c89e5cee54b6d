func.func nested @func1() {
  %c0 = arith.constant 0 : index
  %43 = scf.execute_region -> i32 {
    scf.index_switch %c0
    default {
    }
    %164 = arith.constant 0 : i32
    scf.yield %164 : i32
  }
  return
}
