target triple = "x86_64-unknown-linux-gnu"

define <4 x i65> @repro(<4 x i1> %c, <4 x i65> %a) {
entry:
  br label %next
next:
  %r = select <4 x i1> %c, <4 x i65> %a, <4 x i65> zeroinitializer
  ret <4 x i65> %r
}
