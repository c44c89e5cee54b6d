define void @crash() {
entry:
  %0 = getelementptr i8, ptr addrspace(1) null, i64 9223372036854775807
  %a = load float, ptr addrspace(1) %0, align 4
  %b = load float, ptr addrspace(1) null, align 4
  %c = fadd float %a, %b
  store float %c, ptr addrspace(1) null, align 4
  ret void
}
