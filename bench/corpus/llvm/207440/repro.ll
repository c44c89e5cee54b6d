define i64 @f() {
  %v = call i64 asm "", "=rm"()
  ret i64 %v
}
