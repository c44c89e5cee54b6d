target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #0

define ptr @func_1() {
entry:
  br label %for.end168

for.end168:                                       ; preds = %entry
  br i1 false, label %if.then171, label %if.else352

if.then171:                                       ; preds = %for.end168
  %0 = load ptr, ptr null, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr null, ptr null, i64 0, i1 false)
  ret ptr null

if.else352:                                       ; preds = %for.end168
  %1 = load ptr, ptr null, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr null, ptr null, i64 0, i1 true)
  %2 = load ptr, ptr null, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr null, ptr null, i64 0, i1 false)
  ret ptr null
}
