define void @calc() {
entry:
  ret void
}
