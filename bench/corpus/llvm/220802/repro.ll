define <4 x i32> @f(<4 x i32> %x) {
  %r = call <4 x i32> @llvm.ctpop.v4i32(<4 x i32> %x)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.ctpop.v4i32(<4 x i32>)
