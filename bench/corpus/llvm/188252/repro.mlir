func.func @store_back_to_alloca(%cond: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %alloca = memref.alloca() : memref<i32>
  memref.store %c0, %alloca[] : memref<i32>
  %loaded = memref.load %alloca[] : memref<i32>
  cf.cond_br %cond, ^store_back, ^skip

^store_back:
  memref.store %loaded, %alloca[] : memref<i32>
  cf.br ^merge

^skip:
  cf.br ^merge

^merge:
  %result = memref.load %alloca[] : memref<i32>
  return %result : i32
}
