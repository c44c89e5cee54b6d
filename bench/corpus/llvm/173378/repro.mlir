func.func @matmul_scalar(%arg0: vector<2x1xf32>, %arg1: vector<1x1xf32>, %arg2: vector<1x1xf32>) -> vector<1x1xf32> {
  %d = nvgpu.mma.sync (%arg0, %arg1, %arg2) {mmaShape = [1, 64]} : (vector<2x1xf32>, vector<1x1xf32>, vector<1x1xf32>) -> vector<1x1xf32>
  return %d : vector<1x1xf32>
}

