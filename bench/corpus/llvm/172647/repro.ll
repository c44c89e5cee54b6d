target triple = "x86_64-unknown-linux-gnu"

define void @bar(i64 %J,ptr %Q) #0 {
entry:
  br label %loop.header

loop.header:                                      ; preds = %loop.latch, %entry
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %loop.latch ]
  %g = getelementptr [5 x i32], ptr %Q, i32 %iv, i32 0
  %x = call i64 @foo() #1
  store i64 %x, ptr %g, align 8
  %iv.next = add i32 %iv, 1
  %ec = icmp slt i32 %iv.next, 1000
  br i1 %ec, label %loop.latch, label %loop.latch

loop.latch:                                       ; preds = %loop.header
  %0 = load ptr, ptr %Q, align 8
  %1 = load i64, ptr %0, align 1
  br label %loop.header
}

declare i64 @foo()

attributes #0 = { "loop-stack-measurement-repeats"="5" "target-cpu"="atom" "target-features"="avx1vex" "is-64bit-build"="true" "set-diagnostic-assert-ub"="1" }
attributes #1 = { "branched-on-count-split"="3" }

