target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-unknown-nvidiacl"

define ptr @func_64() {
entry:
  %p_1027_1 = alloca i16, align 2
  br label %for.cond2.3

for.cond2.3:                                      ; preds = %entry
  %l_171.1.3 = phi ptr [ null, %entry ]
  br i1 false, label %for.cond2.4, label %BS_LABEL_0.preheader.4

BS_LABEL_0.preheader.4:                           ; preds = %for.cond2.3
  br label %for.cond2.4

for.cond2.4:                                      ; preds = %BS_LABEL_0.preheader.4, %for.cond2.3
  %l_171.1.4 = phi ptr [ %p_1027_1, %BS_LABEL_0.preheader.4 ], [ %l_171.1.3, %for.cond2.3 ]
  ret ptr %l_171.1.4
}
