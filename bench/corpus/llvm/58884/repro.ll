define void @f(ptr %0) {
BB:
  %B = ashr <2 x i32> <i32 3, i32 3>, <i32 1, i32 1>
  br label %BB1

BB1:                                             ; preds = %BB
  %B1 = urem <2 x i32> %B, <i32 -1, i32 -1>
  store <2 x i32> %B1, <2 x i32>* %0
  ret void
}

