define void @test_f80_acos_expansion(x86_fp80 %val) {
  %result = call x86_fp80 @llvm.acos.f80(x86_fp80 %val)
  store x86_fp80 %result, ptr null, align 16
  ret void
}

declare x86_fp80 @llvm.acos.f80(x86_fp80)
