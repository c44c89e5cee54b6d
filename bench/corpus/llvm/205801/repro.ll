@__CTOR_LIST_END__ = external global [1 x ptr], section ".ctors"

define ptr @__do_init() {
.preheader:
  %0 = load ptr, ptr @__CTOR_LIST_END__, align 8
  ret ptr %0
}
