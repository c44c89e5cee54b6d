; bin/llc reduced.ll -o -

target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i64 @reproduce(i1 %0) {
  %2 = select i1 %0, i64 44587060572238, i64 0
  %3 = and i64 %2, 1005072462
  %4 = icmp eq i64 %3, 0
  %5 = zext i1 %4 to i64
  %6 = or i64 %2, %5
  ret i64 %6
}
