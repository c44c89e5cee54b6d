; ModuleID = 'Fuzzer input'
source_filename = "M"

@G = global ppc_fp128 0xM7FF00000000000000000000000000000

define i1 @f(i1 %0, i8 %1, i64 %2) {
BB:
  %CastFPTrunc1 = fpext float 4.200000e+01 to x86_fp80
  %CastExt = sext i16 0 to i32
  %CastFPTrunc = fpext float 0x47EFFFFFE0000000 to ppc_fp128
  %RP = alloca i1, i32 %CastExt, align 1
  %3 = load i1, ptr %RP, align 1
  store ppc_fp128 %CastFPTrunc, ptr @G, align 16
  store x86_fp80 %CastFPTrunc1, ptr %RP, align 16
  ret i1 %3
}
