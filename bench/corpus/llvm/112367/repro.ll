define <4 x i32> @vector_select(<4 x i32> %vec1, <4 x i32> %vec2) {
entry:
  %result = shufflevector <4 x i32> %vec1, <4 x i32> %vec2, <4 x i32> <i32 0, i32 4, i32 1, i32 5> 
  ret <4 x i32> %result
}
