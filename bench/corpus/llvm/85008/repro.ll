define void @a(...)  {
entry:
  musttail call void @b(...)
  ret void
}

define void @b(...) {
entry:
  ret void
}
