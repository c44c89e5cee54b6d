module {
  memref.global "private" @g : memref<4xi64> = dense<[1, 2, 3, 4]>
  func.func @f() -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c7 = arith.constant 7 : i64
    %m = memref.get_global @g : memref<4xi64>
    %a = affine.load %m[3] : memref<4xi64>
    affine.store %c7, %m[0] : memref<4xi64>
    %b = affine.load %m[3] : memref<4xi64>
    %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %c0) -> (index) {
      %c = affine.load %m[3] : memref<4xi64>
      %x = index.castu %c : i64 to index
      %y = index.add %acc, %x
      scf.yield %y : index
    }
    %p = index.castu %a : i64 to index
    %q = index.castu %b : i64 to index
    %r = index.add %s, %p
    %t = index.add %r, %q
    return %t : index
  }
}
