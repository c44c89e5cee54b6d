target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

define weak_odr amdgpu_kernel void @__omp_offloading_16_1bda5a__ZN11qmcplusplus17einspline_spo_ompIdE10evaluate_vERKNS_11ParticleSetEib_l162(double %0) #0 {
  %2 = fmul contract double %0, 0.000000e+00
  %3 = fadd contract double %2, 0x3FE5555555555555
  store double %3, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) null, i32 0, i32 8), align 8
  store double 0.000000e+00, ptr addrspace(3) getelementptr inbounds ([32 x i8], ptr addrspace(3) null, i32 0, i32 16), align 16
  ret void
}

; uselistorder directives
uselistorder ptr addrspace(3) null, { 1, 0 }

attributes #0 = { "target-cpu"="gfx90a" }
