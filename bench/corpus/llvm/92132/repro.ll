; ModuleID = 'Fuzzer input'
source_filename = "M"

@G = global <8 x i2> zeroinitializer
@G.1 = global i8 -128
@G.2 = global i16 0
@G.3 = global fp128 0xL00000000000000004004500000000000
@G.4 = global bfloat 0xR7F7F

define i8 @f(double %0, i16 %1, i8 %2, float %3, i8 %4) {
BB:
  %CastFPTrunc2 = fpext double %0 to ppc_fp128
  %LGV = load i8, ptr @G.1, align 1
  %RP = alloca i8, align 1
  %CastFPTrunc1 = fptrunc ppc_fp128 %CastFPTrunc2 to bfloat
  %L = load double, ptr %RP, align 8
  %Castbitcast = bitcast i16 %1 to <8 x i2>
  %5 = load i8, ptr %RP, align 1
  %CastFPTrunc = fpext double %L to fp128
  %CastExt = zext i8 %LGV to i16
  store <8 x i2> %Castbitcast, ptr @G, align 2
  store i16 %CastExt, ptr @G.2, align 2
  store fp128 %CastFPTrunc, ptr @G.3, align 16
  store ppc_fp128 %CastFPTrunc2, ptr %RP, align 16
  store bfloat %CastFPTrunc1, ptr @G.4, align 2
  ret i8 %5
}
