; ModuleID = 'Fuzzer input'
source_filename = "M"

@G = global i1 true
@G.1 = global i2 1
@G.2 = global float 0x7FF8000000000000

define i32 @f() {
BB:
  %LGV = load i1, ptr @G, align 1
  %CastExt = zext i1 %LGV to i2
  %RP = alloca i32, align 4
  %Castaddrspacecast1 = addrspacecast ptr %RP to ptr addrspace(1)
  %L = load i8, ptr addrspace(1) %Castaddrspacecast1, align 1
  %0 = load i32, ptr %RP, align 4
  store ptr addrspace(1) %Castaddrspacecast1, ptr undef, align 8
  store i2 %CastExt, ptr @G.1, align 1
  %CastIToFP = uitofp i8 %L to float
  store float %CastIToFP, ptr @G.2, align 4
  %CastFPTrunc = fptrunc float %CastIToFP to bfloat
  store bfloat %CastFPTrunc, ptr undef, align 2
  ret i32 %0
}
