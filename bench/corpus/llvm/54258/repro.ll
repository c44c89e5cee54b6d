target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local i32 @b() {
entry:
  %call = call i64 (...) @a()
  ret i32 undef
}

; Function Attrs: nounwind uwtable
define internal i32 @a() {
entry:
  ret i32 undef
}
