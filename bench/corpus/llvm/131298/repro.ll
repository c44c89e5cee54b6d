; RUN: llc -mtriple=amdgcn -mcpu=tahiti -verify-machineinstrs < %s | FileCheck -check-prefixes=GCN,WAVE64,SI %s

define amdgpu_ps void @phi_use_def_before_kill(float inreg %x, i32 inreg %y) #0 {
bb:
  %tmp = fadd float %x, 1.000000e+00
  %tmp1 = fcmp olt float 0.000000e+00, %tmp
  %tmp2 = select i1 %tmp1, float -1.000000e+00, float 0.000000e+00
  %cmp.tmp2 = fcmp olt float %tmp2, 0.000000e+00
  %uniform.cond = icmp eq i32 %y, 0
  call void @llvm.amdgcn.kill(i1 %cmp.tmp2)
  br i1 %uniform.cond, label %phibb, label %bb8

phibb:                                            ; preds = %bb8, %bb
  %tmp5 = phi float [ %tmp2, %bb ], [ 4.000000e+00, %bb8 ]
  %tmp6 = fcmp oeq float %tmp5, 0.000000e+00
  br i1 %tmp6, label %bb10, label %end

bb8:                                              ; preds = %bb
  store volatile i32 8, ptr addrspace(1) poison, align 4
  br label %phibb

bb10:                                             ; preds = %phibb
  store volatile i32 9, ptr addrspace(1) poison, align 4
  br label %end

end:                                              ; preds = %bb10, %phibb
  ret void
}

declare void @llvm.amdgcn.exp.f32(i32 immarg, i32 immarg, float, float, float, float, i1 immarg, i1 immarg) #1
declare void @llvm.amdgcn.kill(i1) #2
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32) #3
declare float @llvm.amdgcn.image.sample.l.2darray.f32.f32.v8i32.v4i32(i32 immarg, float, float, float, float, <8 x i32>, <4 x i32>, i1 immarg, i32 immarg, i32 immarg) #4
declare <4 x float> @llvm.amdgcn.image.sample.c.1d.v4f32.f32.v8i32.v4i32(i32 immarg, float, float, <8 x i32>, <4 x i32>, i1 immarg, i32 immarg, i32 immarg) #5

attributes #0 = { nounwind }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #2 = { nocallback nofree nounwind }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(read) }
attributes #5 = { convergent nocallback nofree nosync nounwind willreturn memory(read) }

