module {
  func.func @f() {
    "a.b"() ({}) : () -> ()
  }
}
