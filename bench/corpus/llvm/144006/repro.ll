define void @f7(ptr %p, i32 %a) {
  %val = load fp128, ptr %p
  %call = tail call fast fp128 @llvm.ldexp.f128(fp128 %val, i32 %a)
  store fp128 %call, ptr %p
  ret void
}
