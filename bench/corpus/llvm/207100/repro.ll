target triple = "wasm32-unknown-unknown"

define dso_local fp128 @f128_max(fp128 noundef %a, fp128 noundef %b) unnamed_addr {
start:
  %0 = tail call fp128 @llvm.maximumnum.f128(fp128 %a, fp128 %b)
  ret fp128 %0
}
