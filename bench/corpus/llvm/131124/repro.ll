%t = type { i64, i64, i64, i64 }

declare fastcc %t @f()

define private fastcc %t @g() {
entry:
  %0 = musttail call fastcc %t @f()
  ret %t %0
}
