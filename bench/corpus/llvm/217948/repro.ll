target triple = "spirv64"

define spir_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst) {
entry:
  %v = load <4 x ptr addrspace(4)>, ptr addrspace(1) %src, align 8
  store <4 x ptr addrspace(4)> %v, ptr addrspace(1) %dst, align 8
  ret void
}
