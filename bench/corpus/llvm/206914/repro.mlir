module {
  func.func @test(%arg0: memref<10xf32>) {
    %c0 = arith.constant {tag = "zero"} 0 : index
    %c1 = arith.constant {tag = "one"} 1 : index
    %c10 = arith.constant {tag = "ten"} 10 : index
    %0 = memref.load %arg0[%c1] : memref<10xf32>
    %1 = memref.load %arg0[%c10] : memref<10xf32>
    %2 = memref.load %arg0[%c0] : memref<10xf32>
    %cst = arith.constant 8.000000e+00 : f32
    %3 = memref.load %arg0[%c1] : memref<10xf32>
    %4 = memref.load %arg0[%c10] : memref<10xf32>
    memref.store %0, %arg0[%c1] : memref<10xf32>
    memref.store %1, %arg0[%c10] : memref<10xf32>
    memref.store %2, %arg0[%c0] : memref<10xf32>
    return
  }
}

