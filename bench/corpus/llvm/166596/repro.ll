target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-musl"

define i32 @g_770(i32 %conv.i, i1 %iszero) #0 {
entry:
  %not.i = xor i32 %conv.i, 1
  %conv2.i = trunc i32 %not.i to i16
  %conv22 = zext i16 %conv2.i to i64
  %0 = call i64 @llvm.ctlz.i64(i64 %conv22, i1 false)
  %cast = trunc i64 %0 to i32
  %clzg = select i1 %iszero, i32 -9, i32 %cast
  ret i32 %clzg
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

attributes #0 = { "target-features"="+b,+zicond" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
