module {
  func.func private @func1() {
    %c0_i64 = arith.constant 0 : i64
    %0 = vector.broadcast %c0_i64 : i64 to vector<26x7xi64>
    %1 = builtin.unrealized_conversion_cast %0 : vector<26x7xi64> to !llvm.array<26 x vector<7xi64>>
    %true = arith.constant true
    llvm.cond_br %true, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    llvm.br ^bb3(%1 : !llvm.array<26 x vector<7xi64>>)
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3(%1 : !llvm.array<26 x vector<7xi64>>)
  ^bb3(%2: !llvm.array<26 x vector<7xi64>>):  // 2 preds: ^bb1, ^bb2
    llvm.br ^bb4
  ^bb4:  // pred: ^bb3
    return
  }
}
