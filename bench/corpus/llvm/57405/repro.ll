define void @f(<32 x i1>* %A) {
BB:
  br label %BB1

BB1:                                              ; preds = %BB1, %BB
  %L = load <32 x i1>, <32 x i1>* %A, align 4
  %E1 = extractelement <32 x i1> %L, i1 false
  %E = extractelement <32 x i1> %L, i8 16
  %C = icmp sge i1 %E1, %E
  br i1 %C, label %BB1, label %BB2

BB2:                                              ; preds = %BB1
  %I = insertelement <32 x i1> zeroinitializer, i1 %E, i64 0
  store <32 x i1> %I, <32 x i1>* %A, align 4
  ret void
}
