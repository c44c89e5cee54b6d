@g = external dso_local global [9 x i32], align 4

define i1 @PR57986() {
  %umin = call i1 @llvm.umin.i1(i1 ptrtoint (ptr @g to i1), i1 true)
  ret i1 %umin
}

