declare <4 x float> @llvm.ldexp.v4f32.i32(<4 x float>, i32)

define <4 x float> @f(<4 x float> %x, i32 %e) {
  %r = call <4 x float> @llvm.ldexp.v4f32.i32(<4 x float> %x, i32 %e)
  ret <4 x float> %r
}
