module attributes {llvm.data_layout = "p:32:32:32"} {
  func.func @main(%arg0: tensor<1x8x16xf32>, %arg1: tensor<1x3x4xf32>, %arg2: tensor<1x4x5xf32>, %arg3: tensor<4x4xf32>, %arg4: tensor<4x4xf32>, %arg5: tensor<8x8xf32>) {
    %cst_0 = arith.constant dense<0.000000e+00> : vector<4xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %1 = bufferization.to_memref %arg1 : tensor<1x3x4xf32> to memref<1x3x4xf32, strided<[?, ?, ?], offset: ?>>
    scf.for %arg6 = %c0 to %c3 step %c1 {
      %21 = scf.for %arg7 = %c0 to %c4 step %c1 iter_args(%arg8 = %cst_0) -> (vector<4xf32>) {
        %22 = memref.load %1[%c0, %arg6, %arg7] : memref<1x3x4xf32, strided<[?, ?, ?], offset: ?>>
        %23 = vector.insertelement %22, %arg8[%arg7 : index] : vector<4xf32>
        scf.yield %23 : vector<4xf32>
      }
    }
    return
  }
}
