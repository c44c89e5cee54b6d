define i32 @_amdgpu_cs_main(i32 %arg, <4 x i32> %arg1) {
bb:
  %i = insertelement <4 x i32> %arg1, i32 0, i64 0
  %i2 = icmp eq <4 x i32> %i, zeroinitializer
  %i3 = select <4 x i1> %i2, <4 x i32> <i32 1, i32 1, i32 1, i32 1>, <4 x i32> zeroinitializer
  %i4 = extractelement <4 x i32> %i3, i64 0
  %i5 = add i32 %arg, 1
  %i6 = add i32 %i5, %i4
  ret i32 %i6
}
