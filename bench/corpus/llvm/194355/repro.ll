
define i8 @f() {
BB:
  %E = extractelement <8 x i8> zeroinitializer, i32 133769
  %E6 = extractelement <8 x i8> zeroinitializer, i32 1
  %B = mul i8 %E, %E6
  ret i8 %B
}
