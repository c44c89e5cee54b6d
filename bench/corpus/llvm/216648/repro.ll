define i64 @plain_phi_i64(i64 %x, i64 %y, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %tail
b:
  br label %tail
tail:
  %r = phi i64 [ %x, %a ], [ %y, %b ]
  ret i64 %r
}
