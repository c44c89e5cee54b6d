module {
  func.func @main() {
    %0 = amx.tile_zero : !amx.tile<16x16xf32>
    %1 = shape.const_size 16
    %2 = mpi.comm_world : !mpi.comm
    %3 = tensor.empty() : tensor<16x16xf32>
    %4 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%0 : !amx.tile<16x16xf32>) outs(%3 : tensor<16x16xf32>) {
    ^bb0(%arg0: f32, %arg1: f32):
      linalg.yield %arg0 : f32
    } -> tensor<16x16xf32>
    return
  }
}
