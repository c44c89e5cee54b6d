target triple = "aarch64-linux-gnu"

define void @interleave3_test(i32* %ptr, <vscale x 4 x i32> %v0, <vscale x 4 x i32> %v1, <vscale x 4 x i32> %v2) {
  %res = tail call <vscale x 12 x i32> @llvm.vector.interleave3.nxv12i32(<vscale x 4 x i32> %v0, <vscale x 4 x i32> %v1, <vscale x 4 x i32> %v2)
  store <vscale x 12 x i32> %res, ptr %ptr, align 8
  ret void
}
