module {
  func.func @main() -> () {
    %buffer = memref.alloca() : memref<1024xf32>
    %O = memref.alloca() : memref<98x98xf32>
    %c10 = arith.constant 10 : index
    %sum_0 = arith.constant 0.0 : f32
    affine.for %i = 0 to %c10 iter_args(%sum_iter = %sum_0) -> (f32) {
      %t = affine.load %buffer[%i] : memref<1024xf32>
      %sum_next = arith.addf %sum_iter, %t : f32
      affine.yield %sum_next : f32
    }
    return
  }
}
