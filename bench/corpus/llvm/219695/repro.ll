declare <1 x float> @llvm.ldexp.v1f32.v1i1(<1 x float>, <1 x i1>)

define <1 x float> @test(<1 x float> %x, <1 x i1> %e) {
entry:
  %r = call <1 x float> @llvm.ldexp.v1f32.v1i1(<1 x float> %x, <1 x i1> %e)
  ret <1 x float> %r
}
