; llc test.ll
target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main(ptr %p) {
entry:
  %0 = load i32, ptr %p, align 4
  %dec.i = add i32 %0, 1
  %1 = tail call i32 @llvm.ctpop.i32(i32 %dec.i)
  ret i32 %1
}
