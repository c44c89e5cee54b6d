target triple = "mipsel-unknown-none"

define i32 @test(i32 %a) #0 {
  %cttz = call i32 @llvm.cttz.i32(i32 %a, i1 false)
  ret i32 %cttz
}

declare i32 @llvm.cttz.i32(i32, i1)

attributes #0 = { "target-features"="+mips16" }
