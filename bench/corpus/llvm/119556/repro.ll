define internal void @foo() {
  ret void
}
