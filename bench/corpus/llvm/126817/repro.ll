define i64 @A() {
entry:
  %v2660 = musttail call i64 @B()
  ret i64 %v2660
}

define internal i64 @B() {
entry:
  ret i64 0
}

define internal i64 @C() {
entry:
  %v30543 = musttail call i64 @B()
  ret i64 %v30543
}
