@G = external global i32
@G1 = internal constant [2 x ptr] [ptr @G, ptr @G]

define void @foo(ptr %A) {
entry:
  store i8 7, ptr %A, align 1
  br label %L1

L1:                                               ; preds = %entry
  store i8 8, ptr %A, align 1
  br label %L4

L4:                                               ; preds = %L1
  %t = load i32, ptr @G, align 4
  %c = icmp ne i32 %t, 0
  br i1 %c, label %L5, label %InvalidExit

L5:                                               ; preds = %L4
  ret void

InvalidExit:                                      ; preds = %L4
  br label %L5
}
