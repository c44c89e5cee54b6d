
module {
  func.func nested @func2(%arg0: memref<21x12x12xi1>) {
    affine.for %arg1 = 0 to 84 step 4294967295 {
    }
    return
  }
}
