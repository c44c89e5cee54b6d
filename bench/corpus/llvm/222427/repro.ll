target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %p) {
entry:
  %v = insertelement <vscale x 4 x i32> poison, i32 1, i64 0
  %e = extractelement <vscale x 4 x i32> %v, i64 0
  %a = add i32 %e, 7
  store i32 %a, ptr %p
  ret void
}
