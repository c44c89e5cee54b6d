  func.func private @main() {
     llvm.return
  }

