module {
  func.func @m5(%arg0: f32) -> () {
    %0 = amdgpu.packed_trunc_2xfp8 %arg0, undef into undef[word 0] : f32 to vector<4xf8E4M3FN>
    return 
  }
}
