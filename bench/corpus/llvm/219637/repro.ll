define void @foo(ptr %a, ptr %b, <1 x i1> %c) {
  %1 = call <1 x i32> @llvm.masked.load(ptr %b, <1 x i1> %c, <1 x i32> poison)
  call void @llvm.masked.store(<1 x i32> %1, ptr %a, <1 x i1> %c)
  ret void
}
