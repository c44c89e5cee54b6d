target triple = "amdgcn-amd-amdhsa"

@foo_a = alias void (ptr), ptr @foo
@bar_a = alias void (ptr), ptr @foo_a

define void @foo() {
entry:
  ret void
}

define void @bad() {
entry:
  call void @bar_a(ptr null)
  ret void
}
