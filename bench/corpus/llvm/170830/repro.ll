target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @func_19(i32 %BS_COND_8.0.BS_COND_8.0.BS_COND_8.0.BS_COND_8.0.) {
entry:
  br label %BS_LABEL_3

BS_LABEL_3:                                       ; preds = %BS_LABEL_0, %BS_LABEL_3, %entry
  callbr void asm sideeffect "", "!i"()
          to label %BS_LABEL_0 [label %BS_LABEL_3]

BS_LABEL_0:                                       ; preds = %BS_LABEL_0, %BS_LABEL_3
  switch i32 %BS_COND_8.0.BS_COND_8.0.BS_COND_8.0.BS_COND_8.0., label %sw.epilog [
    i32 0, label %BS_LABEL_0
    i32 1, label %BS_LABEL_3
  ]

sw.epilog:                                        ; preds = %BS_LABEL_0
  ret void
}
