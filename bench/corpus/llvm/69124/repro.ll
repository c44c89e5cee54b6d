target datalayout = "e-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64--"

define void @f(ptr %a, ptr %b, ptr %c) {
entry:
  %t57 = load <4 x i8>, ptr %a, align 1
  %t59 = load <4 x i8>, ptr %b, align 1
  %x = srem <4 x i8> %t57, %t59
  store <4 x i8> %x, ptr %c, align 1
  ret void
}
