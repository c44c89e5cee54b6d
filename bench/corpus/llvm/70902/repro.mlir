func.func private @func1() -> i32 {
  %c13 = arith.constant 13 : index
  %alloca_16 = memref.alloca() : memref<4xi32>
  %114 = memref.load %alloca_16[%c13] : memref<4xi32>
  return %114 : i32
}
