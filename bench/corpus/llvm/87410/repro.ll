target datalayout = "e-m:e-p:64:64-i64:64-i128:128-n32:64-S128"
target triple = "riscv64-unknown-linux-gnu"

define i32 @main() #0 {
entry:
  br label %for.body.i

for.body.i:                                       ; preds = %if.end.i, %entry
  %q.0139.i = phi i16 [ 0, %entry ], [ %add.i, %if.end.i ]
  %idxprom.i = sext i16 0 to i64
  br i1 false, label %if.end.i, label %if.then.i

if.then.i:                                        ; preds = %for.body.i
  br i1 false, label %cond.end41.i, label %cond.end41.i

cond.end41.i:                                     ; preds = %if.then.i, %if.then.i
  br label %if.end.i

if.end.i:                                         ; preds = %cond.end41.i, %for.body.i
  %.in.i = phi ptr [ null, %cond.end41.i ], [ poison, %for.body.i ]
  %0 = load i16, ptr %.in.i, align 2
  %add.i = add i16 %q.0139.i, 1
  %tobool.not.i = icmp eq i16 %add.i, 0
  br i1 %tobool.not.i, label %m.exit, label %for.body.i

m.exit:                                           ; preds = %if.end.i
  %.lcssa = phi i16 [ %0, %if.end.i ]
  ret i32 0
}

attributes #0 = { "target-features"="+64bit,+v" }
