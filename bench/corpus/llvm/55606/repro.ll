; Compiled with llc --mtriple=aarch64-none-none -O0
; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local float @do_stuff(<8 x i16> noundef %var_135) local_unnamed_addr #0 {
entry:
  %vmaxv.i = call i32 @llvm.aarch64.neon.umaxv.i32.v8i16(<8 x i16> %var_135) #2
  %vcvts_n_f32_u32 = call float @llvm.aarch64.neon.vcvtfxu2fp.f32.i32(i32 %vmaxv.i, i32 1)
  ret float %vcvts_n_f32_u32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone willreturn
declare float @llvm.aarch64.neon.vcvtfxu2fp.f32.i32(i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone willreturn
declare i32 @llvm.aarch64.neon.umaxv.i32.v8i16(<8 x i16>) #1
