define float @test(<4 x float> %in, float %in2, float %in3) {
  %mr = tail call float @llvm.vector.reduce.fmaximum.v4f32(<4 x float> %in)
  %m = tail call float @llvm.maximum.f32(float %in2, float %in3)
  %res = fadd float %m, %mr
  ret float %res
}

declare float @llvm.vector.reduce.fmaximum.v4f32(<4 x float>)

declare float @llvm.maximum.f32(float, float)
