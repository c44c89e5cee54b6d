define <4 x ptr> @test() {
  %v = call <4 x ptr> @llvm.x86.avx512.mask.packssdw.512(<4 x i32> zeroinitializer, <4 x i32> zeroinitializer, <4 x i32> zeroinitializer)
  ret <4 x ptr> %v
}
