module {
  func.func @test_extra_constants(%arg0: i1) {
    %true = arith.constant true
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb1:  // 2 preds: ^bb2, ^bb3
    cf.cond_br %arg0, ^bb3, ^bb4
  ^bb2:  // pred: ^bb2
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb3:  // 4 preds: ^bb0, ^bb1, ^bb3, ^bb4
    cf.cond_br %arg0, ^bb1, ^bb3
  ^bb4:  // 3 preds: ^bb0, ^bb1, ^bb4
    cf.cond_br %arg0, ^bb3, ^bb4
  }
}

