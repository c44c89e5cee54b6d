target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux5.10.0-musl"

define i16 @foo() {
Entry:
  %0 = call <2 x i8> asm "vadd.vv ${0}, ${1}, ${2}", "=&m,{x11},{x12}"(<2 x i8> zeroinitializer, <2 x i8> zeroinitializer)
  ret i16 0
}
