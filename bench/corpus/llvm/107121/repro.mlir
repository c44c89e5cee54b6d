scf.if %true {
  %true = arith.constant true
}
