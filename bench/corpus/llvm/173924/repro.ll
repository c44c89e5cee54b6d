target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.39.0"

define i256 @bar(<8 x i256> %0) #0 {
Entry:
  %1 = and <8 x i256> %0, splat (i256 1)
  %2 = call i256 @llvm.vector.reduce.add.v8i256(<8 x i256> %1)
  ret i256 %2
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i256 @llvm.vector.reduce.add.v8i256(<8 x i256>) #1

attributes #0 = { "target-cpu"="znver5" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

