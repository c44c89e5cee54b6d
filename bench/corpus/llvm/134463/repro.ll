define amdgpu_ps <4 x i32> @v_test(<4 x i32> %src0, <4 x i32> %bit.index) {
  %set.bit.at.index = shl <4 x i32> <i32 1, i32 1, i32 1, i32 1>, %bit.index
  %or = or <4 x i32> %src0, %set.bit.at.index
  ret <4 x i32> %or
}
