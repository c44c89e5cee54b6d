define void @foo() {
entry:
  %var2 = call float @llvm.convert.from.fp16.f32(i16 -600)
  %var3 = fadd float %var2, %var2
  ret void
}

declare float @llvm.convert.from.fp16.f32(i16) 
