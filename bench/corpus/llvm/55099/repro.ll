; ModuleID = 'irreducible.ll'
source_filename = "irreducible.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local void @foo(i1 %a) {
entry:
  br i1 %a, label %block1, label %block2
block1:
  br i1 %a, label %block1, label %block2
block2:
  br label %body
body:
  br i1 %a, label %latch, label %inner_body
inner_body:
  br label %body
latch:
  br i1 %a, label %block1, label %block2
}
