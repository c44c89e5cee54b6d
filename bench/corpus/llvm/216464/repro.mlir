func.func @f(%m: memref<4xi32>, %n: memref<4xi32>, %init: i32) -> i32 {
  %a = affine.for %i = 0 to 4 iter_args(%x = %init) -> (i32) {
    %v = affine.load %m[%i] : memref<4xi32>
    %t = arith.addi %x, %v : i32
    affine.yield %t : i32
  }
  affine.for %i = 0 to 4 {
    %v = affine.load %m[%i] : memref<4xi32>
    affine.store %v, %n[%i] : memref<4xi32>
  }
  return %a : i32
}
