module {
  func.func @main() {
    %0 = gpu.subgroup_size : index
    %1 = spirv.Undef : vector<4xf32>
    %2 = gpu.global_id  x
    %3 = vector.broadcast %1 : vector<4xf32> to vector<4xf32>
    %4 = amdgpu.swizzle_bitmode %3 1 2 4 : vector<4xf32>
    %5 = math.fma %4, %1, %1 : vector<4xf32>
    return
  }
}
