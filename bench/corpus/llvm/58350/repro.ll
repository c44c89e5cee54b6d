define void @f(<1 x float> %0, i64 %1) {
BB:
  %P = alloca i64
  %E = extractelement <2 x float> <float 0.5, float 1.0>, i64 %1
  %G = getelementptr <1 x float>, ptr %P, i64 1
  store float %E, ptr %P
  store <1 x float> %0, ptr %G
  ret void
}
