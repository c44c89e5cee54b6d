module {
  func.func @main() {
    %alloca = memref.alloca() : memref<1024xf32>
    %c10 = arith.constant 10 : index
    %cst = arith.constant 0.000000e+00 : f32
    %1 = affine.for %arg0 = 0 to %c10 iter_args(%arg1 = %cst) -> (f32) {
      %6 = affine.load %alloca[%arg0] : memref<1024xf32>
      %7 = arith.addf %arg1, %6 : f32
      affine.yield %7 : f32
    }
    return
  }
}
