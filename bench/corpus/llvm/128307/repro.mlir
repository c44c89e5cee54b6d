module {
  func.func @gather_like(%arg0 : tensor<?x?xf32> {bufferization.writable = false},%arg1 : tensor<?xi32> {bufferization.writable = false},%arg2 : tensor<?x?xf32> {bufferization.writable = true}) -> ()
  {
    %0 = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0)>,affine_map<(d0, d1) -> (d0, d1)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%arg1 : tensor<?xi32>) outs(%arg2 : tensor<?x?xf32>) {
        ^bb0(%arg3: i32, %arg4 : f32):
          %iv1 = linalg.index 1 : index
          %1 = arith.index_cast %arg3 : i32 to index
          %2 = tensor.extract %arg0[%1, %iv1] : tensor<?x?xf32>
          linalg.yield %2 : f32
        } -> tensor<?x?xf32>
    return
  }
}
