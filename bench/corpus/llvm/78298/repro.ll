target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define void @foo(i64 %0) {
entry:
  %1 = or i64 0, 0
  %2 = insertelement <8 x i64> zeroinitializer, i64 %1, i64 0
  %3 = getelementptr i32, ptr addrspace(1) null, i64 %1
  %4 = getelementptr i32, ptr addrspace(1) null, i64 %0
  ret void
}
