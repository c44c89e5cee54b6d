target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"

define void @f(double* %arrayidx3.i.i.us, double* %0) {
entry:
  br label %for.body.us

for.body.us:
  %indvars.iv.us1 = phi i64 [ %indvars.iv.next.us, %for.body.us ], [ 0, %entry ]
  %indvars79.us = trunc i64 %indvars.iv.us1 to i32
  store double 0.000000e+00, double* %arrayidx3.i.i.us, align 8
  %conv22.us = zext i32 %indvars79.us to i64
  %cond.in.v.us = select i1 true, i64 %conv22.us, i64 0
  %cond.in.us = getelementptr inbounds double, double* %0, i64 %cond.in.v.us
  %cond.us = load double, double* %cond.in.us, align 8
  %indvars.iv.next.us = add nuw nsw i64 %indvars.iv.us1, 1
  %exitcond.not.us = icmp eq i64 %indvars.iv.next.us, 0
  br i1 %exitcond.not.us, label %exit, label %for.body.us

exit:
  ret void
}
