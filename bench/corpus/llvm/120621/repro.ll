
declare i32 @fprintf(ptr, ptr, ...)

define fastcc void @foo(ptr %fpout, i1 %cmp27.not) {
entry:
  br i1 %cmp27.not, label %if.else30, label %if.then28

common.ret:                                       ; preds = %if.else30, %if.then28
  ret void

if.then28:                                        ; preds = %entry
  %0 = load i32, ptr %fpout, align 4
  %call29 = tail call i32 (ptr, ptr, ...) @fprintf(ptr null, ptr null, i32 %0)
  br label %common.ret

if.else30:                                        ; preds = %entry
  %1 = load double, ptr %fpout, align 8
  br label %common.ret
}
