define void @a() personality ptr null {
  ret void
}
