target triple = "aarch64-unknown-linux-musl"

; Function Attrs: vscale_range(1,16)
define <2 x i8> @backsmith_pure_1() #0 {
entry:
  %0 = load <2 x i8>, ptr null, align 2
  %mul = mul <2 x i8> %0, <i8 2, i8 5>
  ret <2 x i8> %mul
}

attributes #0 = { vscale_range(1,16) "target-features"="+sve" }
