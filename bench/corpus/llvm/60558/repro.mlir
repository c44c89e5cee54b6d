module {
  func.func @func1(%arg0: tensor<4x11xi32>, %arg1: memref<10x12xi1>, %arg2: tensor<4xi1>) {
    %c0 = arith.constant 0 : index
    %alloc_264 = memref.alloc() : memref<4xi32>
    %alloc_390 = memref.alloc() : memref<10x12xf32>
    %alloc_803 = memref.alloc() : memref<10xi1>
    %84 = affine.load %alloc_803[%c0] : memref<10xi1>
    %85 = tensor.empty() : tensor<10x12xi32>
    %99 = affine.load %alloc_264[%c0] : memref<4xi32>
    %111 = affine.max affine_map<(d0) -> (d0 mod 64 - 8)>(%c0)
    %cst_830 = arith.constant 1.000000e+00 : f32
    %167 = affine.if affine_set<(d0, d1) : ((d1 ceildiv 32) floordiv 128 == 0, d1 floordiv 16 >= 0, d1 * 2 == 0)>(%c0, %c0) -> i1 {
      %generated_848 = tensor.generate %111 {
      ^bb0(%arg3: index, %arg4: index):
        affine.store %cst_830, %alloc_390[%c0, %c0] : memref<10x12xf32>
        tensor.yield %99 : i32
      } : tensor<?x12xi32>
      affine.yield %84 : i1
    }
    return 
  }
}

