module {
  func.func @test(%arg0: memref<10xf64>, %arg1: index) -> f64 {
    %0 = acc.create varPtr(%arg0 : memref<10xf64>) -> memref<10xf64>
    acc.serial dataOperands(%0 : memref<10xf64>) {
    }
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %1 = affine.load %arg0[%arg1] : memref<10xf64>
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 10 {
        affine.for %arg4 = 0 to 10 {
          %3 = affine.load %0[%arg2] : memref<10xf64>
          affine.store %3, %arg0[%arg2] : memref<10xf64>
        }
      }
    }
    %2 = affine.load %0[%c0] : memref<10xf64>
    return %2 : f64
  }
}

