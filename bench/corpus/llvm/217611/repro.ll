; reduced.ll
; RUN: opt -disable-output --passes=loop-vectorize reduced.ll

define i32 @fn1(i32 %n) #0 {
entry:
  br label %loop
loop:
  %result = phi i32 [ 0, %entry ], [ %mul, %loop ]
  %iv = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %always.true = icmp eq i32 0, 0
  %mul = select i1 %always.true, i32 %result, i32 0
  %inc = add i32 %iv, 1
  %exit = icmp eq i32 %iv, %n
  br i1 %exit, label %done, label %loop
done:
  ret i32 %mul
}

attributes #0 = { "target-cpu"="znver2" }
