target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @_dynamic_unpack_simple_dispatch_0_unpack_i32(i64 %0, i1 %min.iters.check) {
.preheader:
  br i1 %min.iters.check, label %vector.ph, label %Flow97

vector.ph:                                        ; preds = %.preheader
  %cmp.n = icmp sgt i64 %0, 0
  br label %Flow97

Flow97:                                           ; preds = %vector.ph, %.preheader
  %1 = phi i1 [ %cmp.n, %vector.ph ], [ false, %.preheader ]
  br i1 %1, label %scalar.ph.preheader, label %Flow98

scalar.ph.preheader:                              ; preds = %Flow97
  ret void

Flow98:                                           ; preds = %Flow97
  ret void
}
