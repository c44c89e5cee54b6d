define dso_local <vscale x 16 x i8> @test_msb_s8(<vscale x 16 x i1> %pg, <vscale x 16 x i8> %e) {
  %1 = call <vscale x 16 x i8> @llvm.aarch64.sve.msb.nxv16i8(<vscale x 16 x i1> %pg, <vscale x 16 x i8> %e, <vscale x 16 x i8> %e, <vscale x 16 x i8> %e)
  ret <vscale x 16 x i8> %1
}
