  define i4 @foo(<4 x i128> %0) {
  start:
    %1 = icmp ne <4 x i128> %0, zeroinitializer
    %2 = bitcast <4 x i1> %1 to i4
    ret i4 %2
  }
