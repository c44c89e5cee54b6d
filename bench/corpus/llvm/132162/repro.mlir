module {
  func.func @main() {
    spirv.Return
  }
}
