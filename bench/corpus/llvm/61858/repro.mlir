 llvm.func @main() {
    llvm.return 
  }
