target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128"
target triple = "arm64-apple-macosx12.0.0"

define void @compute_next(ptr %Next, i1 %cmp3.i) {
entry:
  br i1 %cmp3.i, label %for.body.i, label %for.body33.preheader

for.body.i:                                       ; preds = %entry
  %cmp32234 = icmp slt i32 0, 0
  br i1 %cmp32234, label %for.body33.preheader, label %common.ret

for.body33.preheader:                             ; preds = %for.body.i, %entry
  %ex.0.lcssa.i281287 = phi i32 [ 1, %entry ], [ 0, %for.body.i ]
  %0 = zext i32 %ex.0.lcssa.i281287 to i64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %for.body33.preheader
  %1 = getelementptr i32, ptr %Next, i64 %0
  %2 = getelementptr i32, ptr %1, i64 4
  store <4 x i32> zeroinitializer, ptr %2, align 4
  br label %vector.body

common.ret:                                       ; preds = %for.body.i
  ret void
}
