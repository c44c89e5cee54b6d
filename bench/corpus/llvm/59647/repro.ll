define void @f(ptr %0, <4 x i16> %1) {
BB:
  %B = srem <4 x i16> %1, <i16 -1, i16 -1, i16 -1, i16 -1>
  store <4 x i16> %B, ptr %0
  ret void
}
