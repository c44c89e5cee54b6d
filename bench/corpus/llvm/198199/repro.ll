target triple = "x86_64-unknown-linux-gnu"

define i32 @repro(i64 %a0, i64 %a1, i64 %a2, i64 %a3, i64 %a4, i64 %a5, ptr %va) {
entry:
  %r = va_arg ptr %va, i32
  ret i32 %r
}
