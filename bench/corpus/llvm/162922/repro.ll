target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

@l = external global [25 x i16]

define void @init() {
entry:
  store <4 x i16> splat (i16 1), ptr @l, align 8
  ret void
}

define i32 @main(ptr %0, ptr %1, i64 %indvars.iv2) #0 {
entry:
  tail call void @init()
  %2 = load i16, ptr getelementptr inbounds nuw (i8, ptr @l, i64 2), align 2
  %tobool.not.i = icmp eq i16 %2, 0
  %3 = load i16, ptr %0, align 2
  br i1 %tobool.not.i, label %for.cond1.preheader.i.preheader, label %common.ret

common.ret:                                       ; preds = %for.body4.i.1, %entry
  ret i32 0

for.cond1.preheader.i.preheader:                  ; preds = %entry
  %cmp35.i = icmp sgt i16 %3, 1
  %4 = zext i1 %cmp35.i to i64
  br label %for.body4.i

for.cond.cleanup3.i:                              ; preds = %for.body4.i
  %cmp35.i.1 = icmp sgt i16 %3, 1
  %5 = zext i1 %cmp35.i.1 to i64
  br label %for.body4.i.1

for.body4.i.1:                                    ; preds = %for.body4.i.1, %for.cond.cleanup3.i
  %indvars.iv2.1 = phi i64 [ %indvars.iv.next3.1, %for.body4.i.1 ], [ 0, %for.cond.cleanup3.i ]
  %gep57.i.1 = getelementptr [5 x i8], ptr %1, i64 %indvars.iv2.1
  store i8 0, ptr %gep57.i.1, align 1
  %indvars.iv.next3.1 = add nsw i64 %indvars.iv2.1, %5
  %cmp2.i.1 = icmp ult i64 %indvars.iv2.1, 5
  br i1 %cmp2.i.1, label %for.body4.i.1, label %common.ret, !llvm.loop !0

for.body4.i:                                      ; preds = %for.body4.i, %for.cond1.preheader.i.preheader
  %indvars.iv.next3 = or i64 %indvars.iv2, %4
  %cmp2.i = icmp eq i64 %indvars.iv.next3, 0
  br i1 %cmp2.i, label %for.body4.i, label %for.cond.cleanup3.i
}

attributes #0 = { "target-features"="+v" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
