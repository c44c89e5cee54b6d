; RUN: opt -S -passes=structurizecfg %s -o -

 define void @foo() {
 entry:
   br i1 false, label %cond.true, label %cond.false

 cond.true:                                        ; preds = %entry
   br label %cond.end

 cond.false:                                       ; preds = %entry
   br label %cond.end

 cond.end:                                         ; preds = %cond.false, %cond.true
   ret void
 }
