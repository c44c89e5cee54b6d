target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define <2 x i16> @main() #0 {
entry:
  %0 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> zeroinitializer)
  %1 = trunc i32 %0 to i16
  %2 = call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> zeroinitializer)
  %3 = insertelement <2 x i16> zeroinitializer, i16 %2, i64 0
  %4 = insertelement <2 x i16> %3, i16 %1, i64 1
  ret <2 x i16> %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #1

attributes #0 = { "target-features"="+v" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
