target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-musl"

define <2 x i8> @backsmith_pure_3() {
entry:
  %0 = zext <2 x i1> zeroinitializer to <2 x i32>
  %.neg44 = shl <2 x i32> splat (i32 1), %0
  %.neg45 = trunc <2 x i32> %.neg44 to <2 x i8>
  ret <2 x i8> %.neg45
}
