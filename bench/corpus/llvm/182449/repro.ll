define x86_fp80 @test_fadd_fma_fpext_long_double(double %u) {
entry:
  %ext = fpext double %u to x86_fp80
  ret x86_fp80 %ext
}
