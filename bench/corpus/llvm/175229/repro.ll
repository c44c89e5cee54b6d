target triple = "x86_64-unknown-unknown"

define i1 @_Z1nv(i8 %0) {
entry:
  br label %for.body4

for.cond.cleanup.loopexit:                        ; preds = %for.body4
  ret i1 %tobool8

for.body4:                                        ; preds = %for.body4, %entry
  %h.028 = phi i1 [ %tobool8, %for.body4 ], [ false, %entry ]
  %i.027 = phi i8 [ %inc, %for.body4 ], [ 0, %entry ]
  %tobool8 = or i1 %h.028, true
  %inc = add i8 %i.027, 1
  %exitcond.not = icmp eq i8 %i.027, %0
  br i1 %exitcond.not, label %for.cond.cleanup.loopexit, label %for.body4

; uselistorder directives
  uselistorder i1 %tobool8, { 1, 0 }
}
