define void @f(i1 %cond, ptr %p) {
entry:
  br label %for.header

for.header:
  br label %for.cond

for.cond:
  %cond.2 = phi i1 [ true, %for.header ], [ false, %for.cond.2 ]
  br i1 %cond.2, label %for.cond.2, label %for.end

for.cond.2:
  %j = phi i64 [ 1, %for.body ], [ 0, %for.cond ]
  br i1 %cond, label %for.body, label %for.cond

for.body:
  %p.gep = getelementptr [4 x i8], ptr %p, i64 %j
  store i32 0, ptr %p.gep, align 4
  br label %for.cond.2

for.end:
  store ptr null, ptr %p, align 8
  br label %for.header
}
