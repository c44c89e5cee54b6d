
@foo = alias void (ptr), ptr @example.foo

; Function Attrs: mustprogress nofree norecurse noredzone nosync nounwind willreturn memory(argmem: write)
define private ptx_kernel void @example.foo(ptr nonnull writeonly captures(none) initializes((0, 4)) %0) unnamed_addr #0 {
  store i32 0, ptr %0, align 4
  ret void
}

