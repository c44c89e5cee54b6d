source_filename = "reproducer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

declare void @bar(<8 x float>) #0

define void @foo() #0 {
  call void @bar(<8 x float> undef)
  ret void
}

attributes #0 = { vscale_range(2,2) "target-features"="+sve" }
