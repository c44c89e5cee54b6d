target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: noinline optnone
define i64 @tf_0_foo() #0 {
entry:
  %conv203 = zext i32 0 to i64
  ret i64 %conv203
}

attributes #0 = { noinline optnone }
