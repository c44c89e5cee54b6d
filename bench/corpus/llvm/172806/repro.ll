@g_obj = external global [20 x i8], align 1
declare i32 @llvm.objectsize.i32(ptr, i1) nounwind readonly
define i32 @f() {
entry:
  %0 = load i32, ptr @g_obj, align 1
  tail call void @llvm.objectsize.i32(ptr @g_obj, i1 true)
  ret i32 %0
}

