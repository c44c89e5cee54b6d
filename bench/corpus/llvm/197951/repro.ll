target triple = "powerpc64le-unknown-linux-gnu"

define void @repro(<2 x i65> %a0, i32 %ii1, <2 x i65> %a2, <2 x i65> %b2) {
entry:
  %iv.vec1 = freeze <2 x i65> %b2
  %ic1 = and i32 %ii1, 1
  %r1 = extractelement <2 x i65> %iv.vec1, i32 %ic1
  store volatile i65 %r1, ptr null, align 1
  store <2 x i65> %a2, ptr null, align 1
  ret void
}
