@counter = internal global i64 0, align 8

define void @foo(i32 %x) {
entry:
  %p = getelementptr inbounds i8, ptr @counter, i32 4
  store i32 %x, ptr %p, align 4
  ret void
}
