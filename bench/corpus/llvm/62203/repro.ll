; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "/app/example.cpp"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

%struct.ident_t.0.1.2.5 = type { i32, i32, i32, i32, ptr }

@k = external dso_local global i32, align 4
@0 = external dso_local unnamed_addr constant [23 x i8], align 1
@1 = external dso_local unnamed_addr constant %struct.ident_t.0.1.2.5, align 8

define dso_local void @_Z2fnv() #0 {
  call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @1, i32 0, ptr @.omp_outlined.)
  ret void
}

declare dso_local void @.omp_outlined.(ptr, ptr) #0

; Function Attrs: nounwind
declare !callback !1 void @__kmpc_fork_call(ptr, i32, ptr, ...) #1

attributes #0 = { "tune-cpu"="generic" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0}

!0 = !{i32 1, !"Code Model", i32 3}
!1 = !{!2}
!2 = !{i64 2, i64 -1, i64 -1, i1 true}
