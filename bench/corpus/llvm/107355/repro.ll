; timeout 5s bin/llc -mtriple=loongarch64 -mattr=+lasx test.ll -o -

@g_156 = external global [12 x i32]
@g_490 = external global i32
@g_813 = external global i32

define void @foo() {
entry:
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_156, i64 20), align 4
  store i32 0, ptr @g_490, align 4
  %0 = load i32, ptr getelementptr inbounds (i8, ptr @g_156, i64 24), align 4
  store i32 %0, ptr @g_813, align 4
  tail call void @llvm.memset.p0.i64(ptr @g_156, i8 0, i64 48, i1 false)
  store i32 0, ptr getelementptr inbounds (i8, ptr @g_156, i64 20), align 4
  ret void
}
