target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "loongarch64-unknown-linux5.19.0-musl"

define void @foo() {
Entry:
  call void asm sideeffect "", "=*r|m,r|m"(ptr elementtype(i32) null, i64 0)
  ret void
}
