target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-grtev4-linux-gnu"

; Function Attrs: nounwind uwtable
define void @main.41() local_unnamed_addr #1 {
entry:
  %.pre = load half, ptr undef, align 16
  %vector.recur.init = insertelement <16 x half> poison, half %.pre, i64 15
  %wide.load = load <16 x half>, ptr undef, align 2
  %0 = shufflevector <16 x half> %vector.recur.init, <16 x half> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %1 = fcmp oeq <16 x half> %wide.load, %0
  %2 = zext <16 x i1> %1 to <16 x i8>
  store <16 x i8> %2, ptr undef, align 16
  ret void
}

attributes #1 = { nounwind uwtable "target-cpu"="skx" }
