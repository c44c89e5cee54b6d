define i64 @test_llrint_f64_expand() {
entry:
  %result = call i64 @llvm.llrint.i64.f64(double 0.000000e+00)
  ret i64 %result
}

declare i64 @llvm.llrint.i64.f64(double)
