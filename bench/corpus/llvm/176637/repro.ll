target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32-unknown-linux5.10.0-musl"

define i96 @__fixtfei(fp128 %0) {
Entry:
  %1 = fptosi fp128 %0 to i96
  ret i96 %1
}
