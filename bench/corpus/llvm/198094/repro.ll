target triple = "amdgcn"

define void @repro(<6 x i32> %a, i32 %i) {
  %r0 = shufflevector <6 x i32> %a, <6 x i32> poison, <6 x i32> <i32 0, i32 0, i32 poison, i32 0, i32 0, i32 1>
  %l0 = extractelement <6 x i32> %a, i32 %i
  %s = insertelement <6 x i32> poison, i32 %l0, i32 %i
  %r2 = shufflevector <6 x i32> %s, <6 x i32> poison, <6 x i32> <i32 poison, i32 0, i32 0, i32 poison, i32 0, i32 0>
  %d = xor <6 x i32> %r2, %r0
  %l = extractelement <6 x i32> %d, i32 %i
  %c = icmp ne i32 %l, 0
  br i1 %c, label %t, label %r
t:
  switch i32 0, label %r []
r:
  ret void
}
