define <vscale x 4 x i32> @v(<vscale x 4 x i32> %vec) {
  %ele0 = extractelement <vscale x 4 x i32> %vec, i32 0
  %ele1 = extractelement <vscale x 4 x i32> %vec, i32 1
  %index = mul i32 %ele1, %ele0
  %ele2 = extractelement <vscale x 4 x i32> %vec, i32 %index
  ;%ele3 = extractelement <vscale x 4 x i32> %vec, i32 3
  %vec0 = insertelement <vscale x 4 x i32> %vec, i32 %ele0, i32 0
  %vec1 = insertelement <vscale x 4 x i32> %vec0, i32 %ele1, i32 1
  %vec2 = insertelement <vscale x 4 x i32> %vec1, i32 %ele2, i32 2
  ;%vec3 = insertelement <vscale x 4 x i32> %vec2, i32 %ele3, i32 3
  ret <vscale x 4 x i32> %vec2;%vec3
}
