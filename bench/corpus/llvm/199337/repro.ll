target triple = "amdgcn"

declare <16 x i63> @llvm.masked.load.v16i63.p0(ptr, <16 x i1>, <16 x i63>)

define void @repro(ptr %p1, <16 x i1> %m1, <16 x i63> %pt1, <16 x i1> %selc6, <16 x double> %sela6, <16 x double> %selb6, <16 x i63> %v7, <16 x i63> %vseed, <16 x i63> %a8, ptr %sink, i32 %disc, i1 %c1, i1 %c2) #0 {
entry:
  switch i32 %disc, label %sa2 [
    i32 2, label %sa4
    i32 3, label %sa5
  ]
sa2:
  br i1 %c1, label %then8, label %else9
then8:
  store <16 x i63> %a8, ptr %sink
  ret void
else9:
  %r1 = call <16 x i63> @llvm.masked.load.v16i63.p0(ptr %p1, <16 x i1> %m1, <16 x i63> %pt1)
  store <16 x i63> %r1, ptr %sink
  ret void
sa4:
  br i1 %c2, label %sa22, label %sd23
sa22:
  %r6 = select <16 x i1> %selc6, <16 x double> %sela6, <16 x double> %selb6
  store <16 x double> %r6, ptr %sink
  ret void
sd23:
  store <16 x i63> %v7, ptr %sink
  ret void
sa5:
  %x = xor <16 x i63> %a8, %vseed
  store <16 x i63> %x, ptr %sink
  ret void
}

attributes #0 = { "target-cpu"="gfx1100" }
