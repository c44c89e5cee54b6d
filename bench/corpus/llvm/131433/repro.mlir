 func.func private @main() {
    spirv.Return
  }
