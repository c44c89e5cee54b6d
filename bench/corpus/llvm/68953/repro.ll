; RUN: opt -S -passes=slp-vectorizer < %s
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: vscale_range(2,2)
define void @ham(ptr %arg) #0 {
bb:
  %gep = getelementptr i8, ptr %arg, i64 16
  %load0 = load fp128, ptr %arg, align 1
  %load1 = load fp128, ptr %gep, align 1
  %load2 = load fp128, ptr null, align 1
  %load3 = load fp128, ptr null, align 1
  %fcmp0 = fcmp oeq fp128 %load0, 0xL00000000000000000000000000000000
  %fcmp1 = fcmp oeq fp128 %load1, 0xL00000000000000000000000000000000
  %fcmp2 = fcmp oeq fp128 %load2, 0xL00000000000000000000000000000000
  %fcmp3 = fcmp oeq fp128 %load3, 0xL00000000000000000000000000000000
  ret void
}

attributes #0 = { vscale_range(2,2) "target-cpu"="neoverse-512tvb" }
