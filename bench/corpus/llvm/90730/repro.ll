; llc -mattr=+zbb test.ll
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main(i32 %0, i1 %cmp469.2.i.peel, ptr %1) {
entry:
  %conv471.2.i.peel = zext i1 %cmp469.2.i.peel to i32
  %2 = xor i32 %conv471.2.i.peel, 31817
  %and.2.i119.peel = and i32 %2, %0
  store i32 %and.2.i119.peel, ptr %1, align 4
  %3 = load i32, ptr %1, align 4
  %xor465.2.i = and i32 %3, 31808
  %and.2.i119 = xor i32 %xor465.2.i, 31808
  store i32 0, ptr %1, align 4
  ret i32 %and.2.i119
}
