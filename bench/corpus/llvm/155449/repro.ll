define <vscale x 3 x i64> @err_372() {
entry:
  %0 = insertelement <vscale x 3 x i64> zeroinitializer, i64 0, i64 0
  ret <vscale x 3 x i64> %0
}
