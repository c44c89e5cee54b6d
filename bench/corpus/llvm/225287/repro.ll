target triple = "spirv64-unknown-unknown"

define void @caller(ptr %fp, i32 %x) {
entry:
  call void (i32, ...) %fp(i32 %x)
  ret void
}
