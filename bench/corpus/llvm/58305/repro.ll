define i64 @f(i1 %0, ptr %1) {
BB:
  %RP = alloca i64

  %G1 = getelementptr <4 x i8>, ptr %RP, i8 0
  store <4 x i8> zeroinitializer, ptr %G1

  %G2 = getelementptr <32 x i1>, ptr %RP, i8 1
  store <32 x i1> zeroinitializer, ptr %G2

  %S = select i1 %0, ptr %RP, ptr %1
  %L = load i64, ptr %S
  ret i64 %L
}
