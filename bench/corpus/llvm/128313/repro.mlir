module {
  func.func @switch_missing_case_value(%flag : i32, %caseOperand : i32) {
    cf.switch %flag : i32, [
      default: ^bb1(%caseOperand : i32),
      45: ^bb2(%caseOperand : i32),
      0: ^bb3(%caseOperand : i32)  // Added a case value (0) for bb3
    ]
    ^bb1(%bb1arg : i32):
      return
    ^bb2(%bb2arg : i32):
      return
    ^bb3(%bb3arg : i32):
      return
  }
}
