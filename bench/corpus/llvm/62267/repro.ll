        define void @Function()  {
        L.entry:
          %0 = call <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float> poison, <16 x i32> poison, i16 -1, i32 4) 
          store <16 x i32> %0, ptr poison, align 4
          ret void
        }
       declare dso_local <16 x i32> @llvm.x86.avx512.mask.cvttps2dq.512(<16 x float>, <16 x i32>, i16, i32 immarg) 
