declare void @llvm.assume(i1 noundef)

define i8 @assume_align_non_pow2(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 123) ]
  %v = load i8, ptr %p
  ret i8 %v
}
