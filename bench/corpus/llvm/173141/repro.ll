target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define <4 x i16> @backsmith_pure_2(i1 %0, <2 x i16> %conv33) #0 {
entry:
  %1 = tail call i32 @llvm.riscv.orc.b.i32(i32 1)
  %sub.i = add i32 %1, 1
  %2 = and i32 %sub.i, 1
  %and.i = zext i32 %2 to i64
  %3 = select i1 %0, i64 0, i64 %and.i
  %tobool.not128 = icmp sgt i64 %3, -1
  %4 = insertelement <4 x i1> zeroinitializer, i1 %tobool.not128, i64 0
  %5 = shufflevector <4 x i1> %4, <4 x i1> zeroinitializer, <4 x i32> zeroinitializer
  %6 = shufflevector <2 x i16> %conv33, <2 x i16> zeroinitializer, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  %7 = select <4 x i1> %5, <4 x i16> %6, <4 x i16> zeroinitializer
  ret <4 x i16> %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.riscv.orc.b.i32(i32) #1

attributes #0 = { "target-features"="+v" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
