; ModuleID = '<stdin>'
source_filename = "llvm-link"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"

@llvm.used = appending addrspace(1) global [1 x i8*] [i8* bitcast (void ()* @__omp_offloading__fe05_c0b470_smallx_log_smallx_l11_ctor to i8*)], section "llvm.metadata"
@_ZL17smallx_log_smallx = addrspace(4) global double 0.000000e+00, align 8

; Function Attrs: convergent noinline nounwind
define internal void @__omp_offloading__fe05_c0b470_smallx_log_smallx_l11_ctor() {
entry:
  store double 1.0, double addrspace(4)* @_ZL17smallx_log_smallx, align 8
  ret void
}
