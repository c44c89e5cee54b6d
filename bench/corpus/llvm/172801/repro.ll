define internal i8 @sfork() {
entry:
  %call = call i8 @foo()
  %fp.val = call i8 @fork()
  %cmp = icmp eq i8 %call, %fp.val
  br i1 %cmp, label %merge, label %catch

catch:                                            ; preds = %entry
  %spill = landingpad %exn
  unreachable

merge:                                            ; preds = %entry
  %spill = landingpad %exn
  unreachable
}


