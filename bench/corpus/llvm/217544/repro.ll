target triple = "x86_64-unknown-linux-gnu"
define <2 x i32> @f(<2 x ptr> %p, <2 x ptr> %q) sanitize_address {
  %x = ptrtoint <2 x ptr> %p to <2 x i32>
  %y = ptrtoint <2 x ptr> %q to <2 x i32>
  %z = sub <2 x i32> %x, %y
  ret <2 x i32> %z
}
