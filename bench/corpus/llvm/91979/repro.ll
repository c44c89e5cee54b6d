; ModuleID = 'Fuzzer input'
source_filename = "M"

@G = global float 0x36A0000000000000
@G.1 = global <32 x i2> <i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1, i2 1>

define i32 @f() {
BB:
  %A2 = alloca x86_fp80, align 16
  store x86_fp80 undef, ptr %A2, align 16
  %A = alloca <32 x i2>, align 8
  %L1 = load float, ptr %A, align 4
  store <32 x i2> undef, ptr %A, align 8
  %CastIToFP = sitofp i64 -1 to float
  %RP = alloca i32, align 4
  %CastFPTrunc = fpext float %L1 to x86_fp80
  %L = load i64, ptr %RP, align 4
  %Castbitcast = bitcast i64 %L to <32 x i2>
  %0 = load i32, ptr %RP, align 4
  store float %CastIToFP, ptr @G, align 4
  %Castbitcast1 = bitcast i64 %L to <32 x i2>
  store <32 x i2> %Castbitcast, ptr %A, align 8
  store <32 x i2> %Castbitcast1, ptr @G.1, align 8
  store x86_fp80 %CastFPTrunc, ptr %A2, align 16
  ret i32 %0
}
