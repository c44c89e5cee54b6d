; llc test.ll -o -
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main(i16 %0) {
entry:
  %1 = lshr i16 %0, 1
  %2 = and i16 %1, 1
  %3 = xor i16 %2, 1
  %cond.i.i.i = shl i16 1, %3
  %cond.i.fr.i.i = freeze i16 %cond.i.i.i
  %conv1260.i.i = zext i16 %cond.i.fr.i.i to i32
  ret i32 %conv1260.i.i
}
