define <16 x i32> @dec_find_mv_refs(<32 x i16> %a) #0 {
entry:
  %intr1130 = call <16 x i32> @llvm.x86.avx512.pmaddw.d.512(<32 x i16> %a, <32 x i16> %a)
  ret <16 x i32> %intr1130
}

declare <16 x i32> @llvm.x86.avx512.pmaddw.d.512(<32 x i16>, <32 x i16>)

attributes #0 = { "min-legal-vector-width"="0" }



