define <16 x i4> @RocketSystem_eval(<2 x i4> %0) {
.thread3218:
  %1 = shufflevector <2 x i4> %0, <2 x i4> zeroinitializer, <16 x i32> <i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  ret <16 x i4> %1
}
