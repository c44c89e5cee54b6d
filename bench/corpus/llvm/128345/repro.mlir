module {
  func.func @main(%N: i32) -> () {
    affine.for %i2 = 0 to 10 {
      %buffer = memref.alloca() : memref<10xi32>
      %value = arith.constant 42 : i32
      affine.store %value, %buffer[%i2] : memref<10xi32>
      affine.yield
    }
    return
  }
}
