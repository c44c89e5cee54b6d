@g_obj = external global [20 x i8], align 1
declare i32 @llvm.objectsize.i32(ptr, i1) nounwind readonly

define i32 @f() {
entry:
  %0 = load i32, ptr @g_obj, align 1
  %conv = zext nneg i32 1 to i64
  %eq = icmp ne i32 poison, %0
  %lcssa = select i1 %eq, i64 %conv, i64 %conv
  %conv.1.i = trunc i64 %lcssa to i32
  tail call void @llvm.objectsize.i32(i32 %conv.1.i, i32 0, i64 1)
  ret i32 %0
}

