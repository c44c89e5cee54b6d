target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define preserve_mostcc void @foo(ptr align 8 %_1) unnamed_addr {
start:
  ret void
}
