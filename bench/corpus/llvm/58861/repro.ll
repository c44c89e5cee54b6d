define void @f(i1 %0, i1 %1) {
BB:
  br label %BB1

BB1:                                              ; preds = %BB, %BB3
  br i1 %0, label %BB3, label %BB2

BB2:                                              ; preds = %BB2, %BB1
  br i1 %1, label %BB3, label %BB2

BB3:                                              ; preds = %BB2, %BB1
  br i1 true, label %BB1, label %BB4

BB4:                                              ; preds = %BB3
  ret void
}
