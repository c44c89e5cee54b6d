module {
  func.func @main() {
    %c25_i64 = arith.constant 25 : i64
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<i64>
    affine.store %c25_i64, %alloc[] : memref<i64>
    return
  }
}
