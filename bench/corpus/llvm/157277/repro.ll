target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i1 @main(i32 %0) {
entry:
  %conv22.i.i = sext i32 %0 to i64
  %1 = bitcast i64 %conv22.i.i to double
  %2 = fadd double %1, 0.000000e+00
  %add.i.i.i = select i1 false, double 0.000000e+00, double %2
  %3 = bitcast double %add.i.i.i to i64
  %cmp3998.i.i = icmp ne i64 %3, %conv22.i.i
  %conv22.1.i.i = sext i32 0 to i64
  %4 = bitcast i64 %conv22.1.i.i to double
  %5 = fadd double %4, 0.000000e+00
  %add.i.1.i.i = select i1 false, double 0.000000e+00, double %5
  %6 = bitcast double %add.i.1.i.i to i64
  %cmp3998.1.i.i = icmp ne i64 %6, %conv22.1.i.i
  ret i1 %cmp3998.1.i.i
}
