define i32 @a() {
  callbr void asm sideeffect "", "!i"() #1
          to label %1 [label %3]

1:
  br label %1

2:
  callbr void asm sideeffect "", "!i"() #1
          to label %3 [label %5]

3:
  %4 = phi i16 [ undef, %0 ], [ %7, %2 ]
  tail call void asm sideeffect "", ""() #1
  br label %5

5:
  %6 = phi i16 [ %4, %3 ], [ %7, %2 ]
  %7 = add i16 %6, 1
  %8 = icmp eq i16 %7, 0
  br i1 %8, label %9, label %2

9:
  ret i32 undef
}
