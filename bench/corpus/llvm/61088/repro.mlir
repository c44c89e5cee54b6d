#map0 = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @main(%0:tensor<20x14xi32>) {
    %cst_2 = spirv.Constant dense<[249, -15633, -17381, -30882, -6071, 27772, -13797, 22872, 2769, -13097, -13371, 32351, -20114, 21927]> : tensor<14xi32> : !spirv.array<14 x i32>
    %4 = builtin.unrealized_conversion_cast %cst_2 : !spirv.array<14 x i32> to tensor<14xi32>
    %13 = bufferization.to_memref %0 : memref<20x14xi32>
    %14 = bufferization.to_memref %4 : memref<14xi32>
    %15 = memref.alloc() {alignment = 128 : i64} : memref<20x14xi32>
    affine.for %arg0 = 0 to 20 {
      affine.for %arg1 = 0 to 14 {
        affine.for %arg2 = #map0(%arg0) to #map1(%arg0) {
          affine.for %arg3 = #map0(%arg1) to #map1(%arg1) {
            %55 = affine.load %13[%arg2, %arg3] : memref<20x14xi32>
            %56 = affine.load %14[%arg3] : memref<14xi32>
            %57 = spirv.BitwiseXor %55, %56 : i32
            affine.store %57, %15[%arg2, %arg3] : memref<20x14xi32>
          }
        }
      }
    }
    return
  }
}
