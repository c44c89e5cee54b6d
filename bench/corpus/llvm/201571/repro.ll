; RUN: opt -S -passes=loop-interchange < %s

define void @f(ptr %A) {
entry:
  br label %outer.header

outer.header:
  %i = phi i64 [ 0, %entry ], [ %i.inc, %outer.latch ]
  br label %inner

inner:
  %j = phi i64 [ 0, %outer.header ],[ %j.inc, %inner ]
  %p = getelementptr [4 x i8], ptr %A, i64 %j, i64 %i
  %v = load i8, ptr %p
  %add = add i8 %v, 1
  store i8 %add, ptr %p
  %j.inc = add i64 %j, 1
  %ec.j = icmp eq i64 %j.inc, 4
  br i1 %ec.j, label %outer.body, label %inner

outer.body:
  %lcssa.add.0 = phi i8 [ %add, %inner ]
  br label %outer.latch

outer.latch:
  %lcssa.add.1 = phi i8 [ %lcssa.add.0, %outer.body ]
  %use = add i8 %lcssa.add.1, 1
  %i.inc = add i64 %i, 1
  %id = icmp eq i64 %i.inc, 4
  br i1 %id, label %ex, label %outer.header

ex:
  ret void
}
