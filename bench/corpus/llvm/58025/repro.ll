define void @f() {
BB:
  %B = fdiv <1 x float> <float 0.5>, <float 0.5>
  %PTR = alloca <1 x float>
  br label %BB1

BB1:                                              ; preds = %BB
  store <1 x float> %B, <1 x float>* %PTR
  ret void
}
