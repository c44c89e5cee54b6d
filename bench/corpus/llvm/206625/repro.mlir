module {
  func.func @m() {
    %alloca_0 = memref.alloca() : memref<vector<[2]x2xi1>>
    %1 = memref.load %alloca_0[] : memref<vector<[2]x2xi1>>
    return
  }
}
