module {
  func.func @f() {
    acc.serial {
    }
    return
  }
}
