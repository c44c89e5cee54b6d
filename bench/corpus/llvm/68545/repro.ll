declare ptr @llvm.call.preallocated.setup(i32)
declare ptr @llvm.call.preallocated.arg(token, i32)

define internal i32 @f(ptr %m) {
  ret i32 0
}

define internal x86_thiscallcc i32 @g(ptr %m) {
  ret i32 0
}

define internal coldcc i32 @h(ptr %m) {
  ret i32 0
}

define internal i32 @j(ptr %m) {
  ret i32 1
}

define internal i32 @inalloca(ptr inalloca(i32) %p) {
  ret i32 0
}

define i32 @inalloca2_caller(ptr inalloca(i32) %p) {
  %rv = musttail call i32 @inalloca2(ptr inalloca(i32) %p)
  ret i32 %rv
}
define internal i32 @inalloca2(ptr inalloca(i32) %p) {
  ret i32 0
}

define internal i32 @preallocated(ptr preallocated(i32) %p) {
  ret i32 2
}

define void @call_things() {
  %m = alloca i32
  call i32 @f(ptr %m)
  call x86_thiscallcc i32 @g(ptr %m)
  call coldcc i32 @h(ptr %m)
  %args = alloca inalloca i32
  call i32 @inalloca(ptr inalloca(i32) %args)
  %c = call token @llvm.call.preallocated.setup(i32 1)
  %N = call ptr @llvm.call.preallocated.arg(token %c, i32 0) preallocated(i32)
  call i32 @preallocated(ptr preallocated(i32) %N) ["preallocated"(token %c)]
  ret void
}

@llvm.used = appending global [1 x ptr] [
   ptr @j
], section "llvm.metadata"
