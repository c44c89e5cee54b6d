target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define ptr @library_function() {
entry:
  %call = call ptr null(i64 0), !memprof !0
  ret ptr %call
}

!0 = !{!1, !3}
!1 = !{!2, !"hot"}
!2 = !{i64 444444444, i64 60, i64 0, i64 0}
!3 = !{!4, !"cold"}
!4 = !{i64 555555555, i64 40, i64 0, i64 0}
