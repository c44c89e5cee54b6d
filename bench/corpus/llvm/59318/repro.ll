define void @f(i1* %0, i1 %1) {
BB:
  br label %BB1

BB1:                                              ; preds = %BB4, %BB1, %BB
  %P = phi i32 [ 0, %BB4 ], [ 1, %BB1 ], [ 0, %BB ]
  %B3 = lshr i1 %1, true
  br i1 false, label %BB1, label %BB3

BB3:                                              ; preds = %BB1
  switch i32 %P, label %SW_D6 [
    i32 3, label %BB4
    i32 5, label %BB2
  ]

BB4:                                              ; preds = %SW_D6, %BB3
  br i1 true, label %BB1, label %BB2

BB2:                                              ; preds = %BB3, %BB4
  ret void

SW_D6:                                            ; preds = %SW_D6, %BB3
  store i1 %B3, i1* %0
  br i1 %B3, label %BB4, label %SW_D6
}
