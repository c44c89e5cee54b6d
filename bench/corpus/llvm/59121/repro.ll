target datalayout = "e-m:o-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64h-apple-macosx13.0.0"

define void @patatino(i64 %length) #0 {
entry:
  %cmp4 = icmp eq i64 %length, 0
  br i1 %cmp4, label %cleanup78, label %if.end6

if.end6:                                          ; preds = %entry
  %0 = tail call i64 @llvm.smax.i64(i64 %length, i64 -1)
  %vla = alloca i8, i64 %0, align 16
  br label %cleanup78

cleanup78:
  ret void
}

declare i64 @llvm.smax.i64(i64, i64)
attributes #0 = { "probe-stack"="__chkstk_darwin" }
