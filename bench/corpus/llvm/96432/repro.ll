target triple = "mips64el-unknown-linux-gnuabi64"

define fp128 @foo() {
  call { i8, i128 } @bar()
  ret fp128 0xL00000000000000000000000000000000
}

define { i8, i128 } @bar() {
  ret { i8, i128 } zeroinitializer
}
