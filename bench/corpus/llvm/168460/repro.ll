target datalayout = "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64"
target triple = "s390x-unknown-linux6.12.43-gnu2.41.0"

%main.U128 = type { i128 }

define ccc void @"main.test.C ABI integers"() {
Entry:
  call void null(%main.U128 zeroinitializer)
  ret void
}
