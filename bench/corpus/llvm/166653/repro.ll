; Modified from llvm/test/CodeGen/X86/AMX/amx-ldtilecfg-insert.ll

@buf = dso_local global [3072 x i8] zeroinitializer, align 16

define dso_local void @test1(i16 signext %0, i16 signext %1) {
                                                        ; i16 poison is not valid
  %3 = tail call x86_amx @llvm.x86.tileloadd64.internal(i16 poison, i16 8, ptr @buf, i64 32)
  %6 = tail call x86_amx @llvm.x86.tdpbssd.internal(i16 %0, i16 %1, i16 8, x86_amx %3, x86_amx %3, x86_amx %3)
  ret void
}

declare x86_amx @llvm.x86.tileloadd64.internal(i16, i16, ptr, i64)
declare x86_amx @llvm.x86.tdpbssd.internal(i16, i16, i16, x86_amx, x86_amx, x86_amx)
