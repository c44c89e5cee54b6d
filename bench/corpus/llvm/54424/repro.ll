define <vscale x 3 x i64> @add_i64_nxv3(<vscale x 3 x i64> %a0, <vscale x 3 x i64> %a1) #0 {
  %1 = add nsw <vscale x 3 x i64> %a0, %a1
  ret <vscale x 3 x i64> %1
}
