define void @vadd(ptr addrspace(1) %C, i64 %0) {
  %2 = getelementptr i8, ptr addrspace(1) %C, i64 %0
  store i32 0, ptr addrspace(1) %2, align 4
  store <2 x i16> zeroinitializer, ptr bitcast (<1 x ptr> <ptr inttoptr (i64 -1 to ptr)> to ptr), align 4
  ret void
}
