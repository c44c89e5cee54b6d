module {
  func.func @test(%arg0: memref<100xf32>, %arg1: index) {
    %0 = acc.create varPtr(%arg0 : memref<100xf32>) -> memref<100xf32>
    acc.parallel dataOperands(%0 : memref<100xf32>) {
      %1 = memref.load %arg0[%arg1] : memref<100xf32>
      acc.yield
    }
    return
  }
}

