@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @art, ptr null }]

define void @art(i32 %args) {
entry:
  ret void
}
