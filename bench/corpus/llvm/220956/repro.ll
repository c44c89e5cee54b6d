define void @main() {
  %a = alloca <vscale x 4 x i32>, i32 4, align 1, addrspace(1)
  ret void
}
