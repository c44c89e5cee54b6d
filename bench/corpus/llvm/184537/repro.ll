target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

define void @f64_bitcast_crash(ptr %out, <4 x float> %input) {
entry:
  ; Step 1: compute a <4 x i32> bitmask from comparison results
  %cmp = fcmp olt <4 x float> %input, zeroinitializer
  %sext = sext <4 x i1> %cmp to <4 x i32>
  %shuffled = shufflevector <4 x i32> %sext, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  %mask = or <4 x i32> %shuffled, %sext

  ; Step 2: bitcast <4 x i32> mask to <2 x double> for 64-bit-wide operations
  %mask_d = bitcast <4 x i32> %mask to <2 x double>

  ; Step 3: fcmp on the <2 x double> (really checking if 64-bit mask is nonzero)
  %nonzero = fcmp une <2 x double> %mask_d, zeroinitializer

  ; Step 4: use the <2 x double> result for selection
  %val_d = bitcast <4 x float> %input to <2 x double>
  %result_d = select <2 x i1> %nonzero, <2 x double> %mask_d, <2 x double> %val_d

  ; Step 5: convert back and store
  %result = bitcast <2 x double> %result_d to <4 x float>
  store <4 x float> %result, ptr %out, align 16
  ret void
}

