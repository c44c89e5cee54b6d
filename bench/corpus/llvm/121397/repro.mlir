module {
  func.func @f() {
    %x = arith.constant 0 : i64
    %xi64 = arith.bitcast %x : i64 to index
    return
  }
}
