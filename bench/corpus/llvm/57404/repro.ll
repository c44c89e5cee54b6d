define i1 @f(i1* %A1, <32 x i1> %L) {
  %E1 = extractelement <32 x i1> %L, i1 false
  %E = extractelement <32 x i1> %L, i8 16
  %B = mul i1 %E1, %E
  ret i1 %B
}
