define <vscale x 4 x i16> @vsrl_vx_nxv4i16_0(<vscale x 4 x i16> %va) {
  %head = insertelement <vscale x 4 x i16> poison, i16 16, i32 0
  %splat = shufflevector <vscale x 4 x i16> %head,
   <vscale x 4 x i16> poison,
   <vscale x 4 x i32> zeroinitializer
  %vc = lshr <vscale x 4 x i16> %va, %splat
  ret <vscale x 4 x i16> %vc
}
