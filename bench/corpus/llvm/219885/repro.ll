; opt -passes=gvn repro.ll
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @f(ptr %p, i1 %c) {
entry:
  %x = load i32, ptr %p, align 4, !invariant.group !0
  br i1 %c, label %a, label %mid

a:
  br label %mid

mid:
  %q = load atomic i32, ptr %p unordered, align 4, !invariant.group !0
  %d = add i32 %x, 0
  ret i32 %q
}

!0 = !{}
