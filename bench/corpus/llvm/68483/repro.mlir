func.func @func2() {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c23 = arith.constant 23 : index
  %alloc = memref.alloc(%c23, %c16) {alignment = 64 : i64} : memref<?x?xi1>
  %collapse_shape = memref.collapse_shape %alloc [[0, 1]] : memref<?x?xi1> into memref<?xi1>
  %103 = memref.load %collapse_shape[%c0] : memref<?xi1>
  vector.print %103 : i1
  return
}
