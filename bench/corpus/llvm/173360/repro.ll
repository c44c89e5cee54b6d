target triple = "x86_64-unknown-linux-gnu"
define void @f(ptr %A, i32 %n) {
entry:
  %iv.next.reg2mem = alloca i32, align 4
  ret void
}

