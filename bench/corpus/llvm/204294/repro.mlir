module {
  acc.routine @m0 func(@test_scalar_in_accroutine)
}
