  define <33 x i32> @f(<33 x i32> %a, <33 x i32> %b) {
    %r = add <33 x i32> %a, %b
    ret <33 x i32> %r
  }
