define void @f() {
BB:
  br label %BB1

BB1:                                            ; preds = %BB1, %BB
  br i1 false, label %BB1, label %BB2

BB2:                                            ; preds = %BB1
  %A = alloca i1, i32 505                       ; any number greater than 504 fails
  %G = getelementptr i1, i1* %A, i32 1
  %B = ashr i1 false, true
  store i1 %B, i1* %G
  ret void
}
