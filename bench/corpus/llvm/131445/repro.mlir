#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @main(%arg4: memref<3x4xf32, strided<[?, ?], offset: ?>>, %arg5: memref<3x4xf32, strided<[?, ?], offset: ?>>) {
    %cst_f32 = spirv.Constant 6.28318548 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<3x4xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4, %arg5 : memref<3x4xf32, strided<[?, ?], offset: ?>>, memref<3x4xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<3x4xf32>) attrs =  {__inplace_operands_attr__ = ["true", "true", "true"]} {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = spirv.GL.FMax %in, %in_0 : f32
      linalg.yield %cst_f32 : f32
    }
    return
  }
}
