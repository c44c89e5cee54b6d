declare float @llvm.vp.reduce.fadd.v1float(float, <1 x float>, <1 x i1>, i32)

define float @test(float %s, <1 x float> %v, <1 x i1> %m, i32 zeroext %evl) {
  %r = call reassoc float @llvm.vp.reduce.fadd.v1float(float %s, <1 x float> %v, <1 x i1> %m, i32 %evl)
  ret float %r
}
