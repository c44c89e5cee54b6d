; llc  -mtriple=x86_64 -O=0
@G = global i8 0

define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %G = getelementptr i8, ptr %1, i32 -2147483648
  store i32 0, ptr %G, align 4
  ret i32 0
}

