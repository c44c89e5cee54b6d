target triple = "aarch64-unknown-linux-musl"

; N x i80, where N is > 1
define void @foo(<2 x i80> %0) {
  ret void
}
