define half @freeze_half_poison(half %maybe.poison) {
  %y1 = freeze half %maybe.poison
  %t1 = fadd half %y1, %y1
  ret half %t1
}
