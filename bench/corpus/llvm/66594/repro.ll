define ptr @fn(ptr %a, i64 %idx) {
  %a2 = getelementptr inbounds [4 x <vscale x 2 x i32>], ptr %a, i64 1
  ret ptr %a2
}
