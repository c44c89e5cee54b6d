target triple = "x86_64"

define { <4 x i1>, <4 x i1> } @entry(<4 x i1> %a) "target-features"="+avx512f" { ; no assertion when disabled
  %f = call { <4 x i1>, <4 x i1> } @llvm.uadd.with.overflow.v4i1(<4 x i1> %a, <4 x i1> %a)
  ret { <4 x i1>, <4 x i1> } %f
}

declare { <4 x i1>, <4 x i1> } @llvm.uadd.with.overflow.v4i1(<4 x i1>, <4 x i1>)
