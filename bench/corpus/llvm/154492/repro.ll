; RUN: llc -mattr=+avx512f < %s
define <16 x i32> @test() {
  %res = call <16 x i32> @llvm.x86.avx512.mask.cvttps2udq.512(<16 x float> zeroinitializer, <16 x i32> zeroinitializer, i16 255, i32 4)
  ret <16 x i32> %res
}
