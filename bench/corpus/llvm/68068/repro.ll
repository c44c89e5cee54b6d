target triple = "x86_64"

define float @f() "target-features"="+avx512f" { ; no assertion when disabled
  %1 = uitofp i15 poison to float
  ret float %1
}
