declare <8 x i8> @passthru_8i8v_from_2i32v(<2 x i32> returned)

define <8 x i8> @returned_vec_arg_casted(<2 x i32> %a) {
  %x = call <8 x i8> @passthru_8i8v_from_2i32v(<2 x i32> %a)
  %E = extractelement <8 x i8> %x, i1 true
  %C = icmp slt i8 %E, 0
  store i1 %C, ptr undef, align 1
  ret <8 x i8> %x
}
