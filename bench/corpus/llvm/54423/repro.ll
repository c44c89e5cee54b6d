define <vscale x 24 x i1> @icmp_i8nxv24(<vscale x 24 x i8> %a0, <vscale x 24 x i8> %a1) #0 {
  %1 = icmp slt <vscale x 24 x i8> %a0, %a1
  ret <vscale x 24 x i1> %1
}
