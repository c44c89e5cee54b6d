target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128"
target triple = "arm64-apple-macosx10.15.0"

declare ptr @g(ptr)

define void @f(i32 %event_type, ptr %p) {
entry:
  switch i32 %event_type, label %sw.bb200 [
    i32 0, label %common.ret
    i32 1, label %sw.bb199
    i32 57, label %sw.bb199
    i32 44, label %common.ret
  ]

sw.bb199:
  %a = call ptr @g(ptr null)
  ret void

sw.bb200:
  %b = call ptr @g(ptr poison) [ "clang.arc.attachedcall"(ptr @objc_retainAutoreleasedReturnValue) ]
  ret void

common.ret:
  ret void
}

declare ptr @objc_retainAutoreleasedReturnValue()
