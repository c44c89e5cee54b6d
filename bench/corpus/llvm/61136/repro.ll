target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

define weak_odr amdgpu_kernel void @__omp_offloading_16_a722d__ZN11qmcplusplus7ompBLAS9gemv_implIfEEiRiciiT_PKS3_iS5_iS3_PS3_i_l44(i64 %0, ptr addrspace(1) %1) {
  br label %3

3:                                                ; preds = %3, %2
  store i64 %0, ptr addrspace(3) null, align 2147483648
  store float 0.000000e+00, ptr addrspace(3) null, align 2147483648
  %4 = load i64, ptr addrspace(3) null, align 2147483648
  %5 = getelementptr float, ptr addrspace(1) %1, i64 %4
  store float 0.000000e+00, ptr addrspace(1) %5, align 4
  br label %3
}
