; ModuleID = 'test.bc'
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-sie-ps5"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: strictfp
define i32 @baz(i32 %arg, i32 %arg1) local_unnamed_addr #1 {
bb:
  %call = call i32 @llvm.smin.i32(i32 %arg, i32 %arg1) #1
  %call2 = call i32 @llvm.smin.i32(i32 %arg1, i32 %arg)
  %or = or i32 %call2, %call
  ret i32 %or
}

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { strictfp }
