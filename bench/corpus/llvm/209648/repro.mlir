module {
  func.func @m0() {
    return
  }
  func.func @m2() {
    call @m4() : () -> ()
    return
  }
  func.func @m3() {
    call @m4() : () -> ()
    return
  }
  func.func @m4() {
    return
  }
}
