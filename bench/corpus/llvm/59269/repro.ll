target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define ptr @foo(ptr %msg, ptr %ptr, ptr %ctx, i64 %data.coerce, ptr %table, i64 %hasbits) {
entry:
  %0 = load ptr, ptr null, align 8
  ret ptr null

1:                                                ; No predecessors!
  %call11.i = musttail call ptr %0(ptr null, ptr null, ptr null, i64 0, ptr null, i64 0), !prof !0
  ret ptr %call11.i
}

define ptr @bar(ptr %this, i64 %tag, ptr %ptr, ptr %containing_type, ptr %metadata, ptr %ctx) {
entry:
  ret ptr null
}

!0 = !{!"VP", i32 0, i64 2024, i64 16434608426314478903, i64 947, i64 12345, i64 18}
