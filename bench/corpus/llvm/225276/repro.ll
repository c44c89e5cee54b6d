declare <4 x float> @llvm.ldexp.v4f32.i32(<4 x float>, i32)

define <4 x float> @test(<4 x float> %x, i32 %e) {
  %l = call <4 x float> @llvm.ldexp.v4f32.i32(<4 x float> %x, i32 %e)
  %s = shufflevector <4 x float> %l, <4 x float> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  ret <4 x float> %s
}
