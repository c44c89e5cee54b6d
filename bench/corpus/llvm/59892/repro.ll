target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-linux-gnu"

define i53 @f(i53 %0, i53 %1) {
  %3 = mul nsw i53 533765955107380, 533765955107382
  ret i53 %3
}
