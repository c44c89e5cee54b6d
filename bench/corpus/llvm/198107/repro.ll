target triple = "aarch64-unknown-linux-gnu"

define <3 x float> @repro(<3 x i32> %a0, <3 x i32> %a1, <3 x i32> %a2,
                           <3 x i32> %a3, <3 x i32> %a4, <3 x i32> %a5,
                           <3 x i32> %a6, <3 x i32> %a7, <3 x float> %a8) {
  ret <3 x float> %a8
}
