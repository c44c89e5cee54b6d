target triple = "riscv32"

define i1 @f() {
  %B25 = shl i64 4294967296, -9223372036854775808
  %B13 = sub i64 -1, -9223372036854775808
  %C8 = icmp ugt i64 %B13, %B25
  %B5 = sub i64 0, 4294967296
  ret i1 %C8
}
