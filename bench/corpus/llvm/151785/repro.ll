define ptr @foobar(ptr %this, ptr %RHS) {
entry:
  store volatile i32 0, ptr %this, align 4
  %call2 = call ptr @bar(ptr %this, ptr %RHS)
  ret ptr %call2
}

define ptr @bar(ptr %this, ptr %RHS) {
entry:
  %cmp = icmp eq ptr %this, %RHS
  call void @llvm.assume(i1 %cmp)
  ret ptr null
}

define i1 @foo(ptr %Builder) {
entry:
  %Result = alloca { [24 x i8] }, align 8
  %0 = call ptr @foobar(ptr %Result, ptr %Builder)
  call void @llvm.lifetime.end.p0(i64 0, ptr %Result)
  ret i1 false
}
