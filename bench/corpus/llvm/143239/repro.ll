target triple = "loongarch64-linux-gnu"

declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)

define void @foo() noinline optnone {
entry:
  ret void
}

define void @bar() {
entry:
  %p = alloca ptr, i32 0, align 8
  call void @llvm.lifetime.start.p0(i64 0, ptr %p)
  ret void
}
