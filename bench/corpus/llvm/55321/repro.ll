; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local noundef <4 x float> @_Z8do_stuffv() local_unnamed_addr #0 {
  %1 = call <2 x float> @llvm.aarch64.neon.vcvtfxs2fp.v2f32.v2i32(<2 x i32> zeroinitializer, i32 1)
  %2 = shufflevector <2 x float> <float 0x37E0001000000000, float 0x37E0001000000000>, <2 x float> %1, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x float> %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone willreturn
declare <2 x float> @llvm.aarch64.neon.vcvtfxs2fp.v2f32.v2i32(<2 x i32>, i32) #1
