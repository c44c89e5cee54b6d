define void @shuffle(ptr %p0) {
  %load = load <2 x i64>, ptr %p0, align 16
  %shuffle = shufflevector <2 x i64> <i64 3, i64 2>, <2 x i64> %load, <8 x i32> <i32 3, i32 0, i32 2, i32 2, i32 2, i32 1, i32 3, i32 3>
  store volatile <8 x i64> %shuffle, ptr poison, align 64
  ret void
}
