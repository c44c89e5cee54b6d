module {
  func.func @m() {
    affine.for %arg0 = 0 to 1 step 4 {
      affine.for %arg1 = 0 to 0 {
      }
    }
    return
  }
}
