declare ptr @llvm.experimental.deoptimize.p0(...)

define ptr @callee_noalias(ptr %c) {
  %v2 = call ptr (...) @llvm.experimental.deoptimize.p0() [ "deopt"(i32 1) ]
  ret ptr %v2
}

define void @caller_noalias(ptr %c) {
entry:
  %v = call noalias ptr @callee_noalias(ptr %c)  [ "deopt"(i32 2) ]
  ret void
}
