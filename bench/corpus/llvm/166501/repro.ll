declare i16 @external_i16_func_void()

define amdgpu_kernel void @test_call_external_i16_func_void() {
  %val = call i16 @external_i16_func_void()
  store volatile i16 %val, ptr addrspace(1) poison
  ret void
}
