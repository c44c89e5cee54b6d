@var = global i128 0
define void @fetch_and_add(i128* %p, i128 %bits) {
  %val = atomicrmw add i128* %p, i128 %bits seq_cst
  store i128 %val, i128* @var, align 16
  ret void
}
