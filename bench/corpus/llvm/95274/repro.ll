; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: memory(argmem: readwrite)
define void @kernel(ptr %0) local_unnamed_addr #0 {
  %2 = fptrunc <1024 x float> poison to <1024 x half>
  store <1024 x half> %2, ptr %0, align 2
  ret void
}

attributes #0 = { memory(argmem: readwrite) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
