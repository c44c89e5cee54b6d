define void @test(ptr %a) {
  %v = call <4 x i32> @llvm.x86.sse2.pshuflw.128(<4 x i32> zeroinitializer, i8 0)
  store <4 x i32> %v, ptr %a
  ret void
}
