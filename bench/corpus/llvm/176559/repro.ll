target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define <2 x i32> @backsmith_pure_2(i32 %0, i1 %cmp17.not, i1 %tobool.not) #0 {
entry:
  %1 = tail call i32 @llvm.amdgcn.perm(i32 %0, i32 0, i32 0)
  br i1 %cmp17.not, label %for.cond.cleanup, label %for.inc

for.cond.cleanup:                                 ; preds = %for.inc, %entry
  %vecins = insertelement <2 x i32> splat (i32 1), i32 0, i32 %1
  ret <2 x i32> %vecins

for.inc:                                          ; preds = %for.inc, %entry
  %2 = zext i32 %1 to i128
  %conv8 = select i1 %tobool.not, i128 %2, i128 -8064623960549
  %iszero = icmp eq i128 %conv8, 0
  br i1 %iszero, label %for.inc, label %for.cond.cleanup
}

; Function Attrs: nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.perm(i32, i32, i32) #1

attributes #0 = { "target-cpu"="gfx1201" }
attributes #1 = { nocallback nofree nounwind speculatable willreturn memory(none) }
