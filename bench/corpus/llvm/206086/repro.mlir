module {
  func.func @single_return_statement(%arg0: i32) -> i32 {
    return %arg0 : i32
  ^bb1:  // pred: ^bb1
    %true = arith.constant true
    cf.cond_br %true, ^bb2, ^bb1
  ^bb2:  // pred: ^bb1
    return %arg0 : i32
  }
}

