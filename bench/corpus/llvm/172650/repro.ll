; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.fabs.f16(half) #0

define half @test_inbounds_f16() {
  %1 = call half @llvm.fabs.f16(half 0xH5F2F00)
  ret half %1
}
attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
