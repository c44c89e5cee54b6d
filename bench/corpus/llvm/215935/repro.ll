target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux-gnu"

define i64 @_ZN2v88internal44Builtin_TemporalPlainDatePrototypeWeekOfYearEiPmPNS0_7IsolateE(i64 %0) {
  %2 = trunc i64 %0 to i32
  %3 = trunc i64 %0 to i8
  %4 = uitofp i8 %3 to double
  %5 = and i32 %2, 255
  %6 = uitofp i32 %5 to double
  %7 = fcmp oeq double %4, %6
  br i1 %7, label %8, label %9

8:                                                ; preds = %1
  ret i64 0

9:                                                ; preds = %1
  ret i64 0
}
