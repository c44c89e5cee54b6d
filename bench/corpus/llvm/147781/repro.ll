target triple = "i686-pc-windows-gnu"

define void @test(ptr %p, ptr %p2) #0 {
  %val = load i64, ptr %p, align 8, !range !0
  store i64 %val, ptr %p2, align 8
  ret void
}

attributes #0 = { "target-cpu"="pentium4" }

!0 = !{i64 1, i64 0}
