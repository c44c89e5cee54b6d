define i32 @main() {
  
  br label %2

2: 
  %A = alloca i64, align 16
  ret i32 0
}
