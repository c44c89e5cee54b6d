define void @buf2img(ptr %imgX, i32 %size_x) {
entry:
  br label %for.cond70

for.cond70:                                       ; preds = %for.cond74, %entry
  %buf.addr.0 = phi ptr [ null, %entry ], [ %buf.addr.1, %for.cond74 ]
  br label %for.cond74

for.cond74:                                       ; preds = %for.body77, %for.cond70
  %buf.addr.1 = phi ptr [ %buf.addr.0, %for.cond70 ], [ %incdec.ptr, %for.body77 ]
  %i.1 = phi i32 [ 0, %for.cond70 ], [ %inc82, %for.body77 ]
  %cmp75 = icmp slt i32 %i.1, %size_x
  br i1 %cmp75, label %for.body77, label %for.cond70

for.body77:                                       ; preds = %for.cond74
  %incdec.ptr = getelementptr i8, ptr %buf.addr.1, i32 1
  %0 = load i8, ptr %buf.addr.1, align 1
  %conv78 = zext i8 %0 to i16
  store i16 %conv78, ptr %imgX, align 2
  %inc82 = add i32 %i.1, 1
  br label %for.cond74
}
