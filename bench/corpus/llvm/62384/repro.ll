target triple = "amdgcn-amd-amdhsa"

@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @ctor, ptr null }]
@x = internal addrspace(1) global ptr null

define internal void @ctor() {
entry:
  tail call void @init(ptr addrspacecast (ptr addrspace(1) null to ptr))
  ret void
}

define internal void @init(ptr %T) {
entry:
  %0 = load ptr, ptr addrspace(1) @x, align 8
  %cmp = icmp eq ptr %0, null
  store ptr %T, ptr addrspace(1) @x, align 8
  ret void
}
