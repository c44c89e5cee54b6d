define <8 x float> @widget(<2 x float> %arg) #0 {
bb:
  %call = tail call float null()
  %shufflevector = shufflevector <2 x float> %arg, <2 x float> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %freeze = freeze <8 x float> %shufflevector
  %insertelement = insertelement <8 x float> %freeze, float 0.000000e+00, i64 3
  %shufflevector1 = shufflevector <8 x float> %insertelement, <8 x float> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 8, i32 9, i32 10, i32 11>
  ret <8 x float> %shufflevector1
}

attributes #0 = { "target-cpu"="znver2" }
