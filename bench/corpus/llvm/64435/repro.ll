define half @f(ptr %0) {
  %h = load half, ptr %0
  ret half %h
}
