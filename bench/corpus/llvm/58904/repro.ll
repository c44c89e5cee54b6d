define i64 @f() {
BB:
  %A = alloca i64
  %C2 = ptrtoint i64* %A to i64
  %B2 = urem i64 %C2, -1
  ret i64 %B2
}
