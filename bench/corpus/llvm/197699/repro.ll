target triple = "nvptx64-nvidia-cuda"

define void @repro(ptr %p) {
  store <17 x i113> zeroinitializer, ptr %p
  ret void
}
