func.func @addi() {
  %false = arith.constant 0 : i1
  %true = arith.constant 1 : i1
  func.call @addi_i1(%false, %true) : (i1, i1) -> ()
  %true_based_on_non_zero_val = arith.constant -1 : i1
  func.call @addi_i1(%false, %true_based_on_non_zero_val) : (i1, i1) -> ()
  return
}
func.func @addi_i1(%v1 : i1, %v2 : i1) {
  return
}


