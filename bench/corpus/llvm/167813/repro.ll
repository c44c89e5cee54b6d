; bin/opt -passes=loop-vectorize test.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: optsize
define i64 @main() #0 {
entry:
  br label %for.body81.i.i.i.i.i

for.body81.i.i.i.i.i:                             ; preds = %safe_mod_func_uint64_t_u_u.exit.i.i.i.i.i, %entry
  %indvars.iv.i.i.i.i.i = phi i64 [ 0, %entry ], [ %indvars.iv.next.i.i.i.i.i, %safe_mod_func_uint64_t_u_u.exit.i.i.i.i.i ]
  br label %safe_mod_func_uint64_t_u_u.exit.i.i.i.i.i

safe_mod_func_uint64_t_u_u.exit.i.i.i.i.i:        ; preds = %for.body81.i.i.i.i.i
  %cond.i.in.i.i.i.i.i = phi i64 [ %indvars.iv.i.i.i.i.i, %for.body81.i.i.i.i.i ]
  %indvars.iv.next.i.i.i.i.i = add i64 %indvars.iv.i.i.i.i.i, 1
  %exitcond.not.i.i.i.i.i = icmp eq i64 %indvars.iv.i.i.i.i.i, 49
  br i1 %exitcond.not.i.i.i.i.i, label %for.cond126.preheader.i.i.i.preheader.i.i, label %for.body81.i.i.i.i.i

for.cond126.preheader.i.i.i.preheader.i.i:        ; preds = %safe_mod_func_uint64_t_u_u.exit.i.i.i.i.i
  ret i64 %cond.i.in.i.i.i.i.i
}

attributes #0 = { optsize }
