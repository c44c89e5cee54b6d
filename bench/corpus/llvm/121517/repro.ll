target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-unknown"

define void @test(ptr %p, i32 %stride) {
entry:
  %v = tail call <4 x i8> @llvm.experimental.vp.strided.load.v4i8.p0.i64(ptr %p, i64 32, <4 x i1> splat (i1 true), i32 4)
  store <4 x i8> %v, ptr %p
  ret void
}
