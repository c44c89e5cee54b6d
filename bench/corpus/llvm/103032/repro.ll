target datalayout = "E-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64_be-unknown-linux-musl"

define fastcc void @foo(<4 x i6> %0) {
  ret void
}
