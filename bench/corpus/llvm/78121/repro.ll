define void @void_func_v5i32_inreg(<5 x i32> inreg) {
  ret void
}

define void @void_func_5_i32_inreg(i32 inreg, i32 inreg, i32 inreg, i32 inreg, i32 inreg) {
  ret void
}

define void @void_func_a5i32_inreg([5 x i32] inreg) {
  ret void
}

