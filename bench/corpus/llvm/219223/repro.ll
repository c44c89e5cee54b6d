target triple = "x86_64-pc-linux-gnu"

declare i32 @__CxxFrameHandler3(...)
declare void @f()

define void @foo() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @f() to label %cont unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %catch] unwind to caller

catch:
  %pad = catchpad within %cs []
  catchret from %pad to label %cont

cont:
  ret void
}
