; Function Attrs: noinline nounwind optnone
define dso_local void @foo() {
entry:
  br label %do.body

do.body:                                          ; preds = %land.end, %entry
  %cmp5 = icmp eq i32 0, 4
  br label %land.end

land.end:                                         ; preds = %do.body
  br i1 %cmp5, label %do.body, label %do.end

do.end:                                           ; preds = %land.end
  ret void
}
