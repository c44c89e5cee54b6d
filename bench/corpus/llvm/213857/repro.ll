; opt -passes=instcombine -disable-output small.ll
target datalayout = "e-n64"

define void @f(i64 %s) {
entry:
  br label %loop

loop:
  %a = phi i8 [ 0, %entry ], [ %t, %loop ]
  %b = phi i64 [ 0, %entry ], [ %s, %loop ]
  %se = sext i8 %a to i64
  %or = or i64 %b, %se
  %t = trunc i64 %or to i8
  %c = icmp eq i64 %s, 0
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
