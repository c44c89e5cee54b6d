gpu.module @module {
  spirv.func @func(%arg0: vector<4xf32>) -> vector<4xf32> "None" {
    %0 = math.exp %arg0 : vector<4xf32>
    spirv.ReturnValue %0 : vector<4xf32>
  }
}
