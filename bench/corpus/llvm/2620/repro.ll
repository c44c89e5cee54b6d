target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@x.temp = external addrspace(3) global [32768 x float]

define amdgpu_kernel void @x() {
entry:
  store float 0.000000e+00, ptr addrspace(3) @x.temp, align 4
  ret void
}

