define dso_local void @f0() presplitcoroutine {
entry:
  %__promise = alloca i32, align 1
  %0 = bitcast ptr %__promise to ptr
  %1 = call token @llvm.coro.id(i32 16, ptr %0, ptr null, ptr null)
  %2 = call i1 @llvm.coro.alloc(token %1)
  unreachable
}
