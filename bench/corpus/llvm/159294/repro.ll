define <16 x i16> @func_1(<2 x i32> %0, <2 x i32> %1, <2 x i32> %2) {
entry:
  %vecext3 = extractelement <2 x i32> %0, i32 0
  %conv4 = trunc i32 %vecext3 to i16
  %vecinit5 = insertelement <16 x i16> <i16 0, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison, i16 poison>, i16 %conv4, i32 1
  %vecext7 = extractelement <2 x i32> %1, i32 0
  %conv8 = trunc i32 %vecext7 to i16
  %vecinit9 = insertelement <16 x i16> %vecinit5, i16 %conv8, i32 2
  %vecext59 = extractelement <2 x i32> %2, i32 0
  %conv60 = trunc i32 %vecext59 to i16
  %vecinit61 = insertelement <16 x i16> %vecinit9, i16 %conv60, i32 0
  ret <16 x i16> %vecinit61
}
