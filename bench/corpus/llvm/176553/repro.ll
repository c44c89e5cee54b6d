target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @backsmith_snippet_1058(i32 %0) {
entry:
  switch i32 %0, label %sw.epilog [
    i32 2, label %BS_LABEL_2
    i32 8, label %BS_LABEL_2
    i32 0, label %BS_LABEL_1
    i32 35, label %BS_LABEL_4
    i32 47, label %BS_LABEL_4
  ]

BS_LABEL_2:                                       ; preds = %BS_LABEL_1, %entry, %entry
  br label %BS_LABEL_4

sw.epilog:                                        ; preds = %entry
  unreachable

BS_LABEL_4:                                       ; preds = %BS_LABEL_2, %entry, %entry
  %p_1745.2 = phi i32 [ 0, %BS_LABEL_2 ], [ 1, %entry ], [ 1, %entry ]
  %tobool.not = icmp eq i32 %p_1745.2, 0
  br label %BS_LABEL_1

BS_LABEL_1:                                       ; preds = %BS_LABEL_4, %entry
  %p_1745.3 = phi i32 [ %p_1745.2, %BS_LABEL_4 ], [ 0, %entry ]
  call void @foo()
  br label %BS_LABEL_2
}

declare void @foo()
