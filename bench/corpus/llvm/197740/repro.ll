target triple = "i686-unknown-linux-gnu"

define <4 x half> @repro(<4 x half> %a) {
entry:
  ret <4 x half> %a
}
