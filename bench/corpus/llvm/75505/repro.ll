define void @vselect1(i32 %a.coerce, i32 %c.coerce) {
entry:
  %0 = bitcast i32 %a.coerce to <2 x i16>
  %I3 = insertelement <2 x i16> %0, i16 -1, i1 false
  %E1 = extractelement <2 x i16> %I3, i1 false
  %I1 = insertelement <2 x i16> poison, i16 %E1, i1 false
  %B24 = mul <2 x i16> %I3, %I1
  %1 = bitcast <2 x i16> %B24 to i32
  %B12 = sdiv i32 %c.coerce, %c.coerce
  %B16 = lshr i32 %B12, %1
  store i32 %B16, ptr poison, align 4
  ret void
}
