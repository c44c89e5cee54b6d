target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @__omp_offloading_16_1f2c5d17_main_l23(ptr addrspace(5) %0) {
__kmpc_target_init.exit:
  unreachable

ompx_gep.exit:
  %1 = addrspacecast ptr addrspace(5) %0 to ptr
  %2 = addrspacecast ptr %1 to ptr addrspace(5)
  unreachable
}
