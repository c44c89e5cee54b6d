module {
  emitc.func private @foo()
}
