target datalayout = "e-p:64:64:64:32"

define void @main() {
  %alloc = alloca i32, align 4
  %gep = getelementptr i32, ptr %alloc, i128 18446744073709551616
  %v = load volatile i32, ptr %gep, align 1
  ret void
}
