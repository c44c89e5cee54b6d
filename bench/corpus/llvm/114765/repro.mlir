module {
  func.func @branchCondProp(%arg0: i1) {
    llvm.cond_br %arg0, ^bb1, ^bb2
  ^bb1: "test.consumer1"(%arg0) : (i1) -> ()
  ^bb2: "test.consumer2"(%arg0) : (i1) -> ()
    return
  }
}
