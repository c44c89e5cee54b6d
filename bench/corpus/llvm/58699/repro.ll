target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define  i256 @foo(i256* nocapture readonly byval(i256) align 8 %0) {
  %2 = load i256, i256* %0, align 8
  %3 = add i256 %2, 1
  ret i256 %3
}
