define i32 @bitmask_v32i16(<32 x i16> %v) {
  %cmp = icmp eq <32 x i16> %v, zeroinitializer
  %bits = bitcast <32 x i1> %cmp to i32
  ret i32 %bits
}
