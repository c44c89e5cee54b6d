module {
  func.func @main() {
    %c1 = arith.constant 1 : index
    %0 = arith.subi %c1, %c1 : index
    scf.for %arg1 = %c1 to %c1 step %0 {
      %token = async.execute {
        async.yield
      }
    }
    return
  }
}
