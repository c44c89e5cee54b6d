target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i16 @test(i8 %a, i32 %b) {
entry:
  %0 = zext i8 %a to i32
  %conv31.i1161.i = trunc i32 %b to i16
  %cmp.i.i.i1163.i = icmp eq i16 %conv31.i1161.i, 0
  %rem.i.i69.rhs.trunc.i1165.i = trunc i32 %0 to i8
  %1 = zext i8 %rem.i.i69.rhs.trunc.i1165.i to i16
  %2 = xor i16 %1, %conv31.i1161.i
  ret i16 %2
}
