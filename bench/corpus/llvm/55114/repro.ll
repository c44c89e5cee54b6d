define <vscale x 4 x i16> @bitcast_nxv1i64(<vscale x 1 x i64> %a) #0 { 
  %1 = bitcast <vscale x 1 x i64> %a to <vscale x 4 x i16>
  ret <vscale x 4 x i16> %1
}
