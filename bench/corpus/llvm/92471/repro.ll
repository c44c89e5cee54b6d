; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: memory(readwrite, inaccessiblemem: none)
define void @kernel(ptr %0, ptr %1) local_unnamed_addr #0 {
  %3 = load <256 x bfloat>, ptr %0, align 2
  %4 = fpext <256 x bfloat> %3 to <256 x float>
  store <256 x float> %4, ptr %1, align 4
  ret void
}

attributes #0 = { memory(readwrite, inaccessiblemem: none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
