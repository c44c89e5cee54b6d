module {
  func.func private @func1() {
    %true_20 = arith.constant true
    cf.br ^bb1
  ^bb1:  // 2 preds: ^bb0, ^bb2
    cf.cond_br %true_20, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    cf.br ^bb1
  ^bb3:  // pred: ^bb1
    return
  }
}
