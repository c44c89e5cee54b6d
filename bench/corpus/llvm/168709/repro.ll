target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define <8 x i64> @backsmith_pure_0(ptr %0) {
entry:
  %BS_VAR_2 = alloca [6 x i16], align 2
  %BS_VAR_3 = alloca [7 x i16], align 2
  %BS_ARG_01 = load <64 x i8>, ptr %0, align 64
  store i8 0, ptr %BS_VAR_2, align 2
  %conv = extractelement <64 x i8> %BS_ARG_01, i64 44
  %cmp = icmp ult i8 %conv, 60
  %narrow = select i1 %cmp, i8 %conv, i8 0
  %cond = zext i8 %narrow to i32
  br label %for.cond

for.cond:                                         ; preds = %for.body, %entry
  %BS_INC_0.0 = phi i32 [ 0, %entry ], [ %add, %for.body ]
  %cmp7 = icmp ult i32 %BS_INC_0.0, %cond
  br i1 %cmp7, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond
  ret <8 x i64> zeroinitializer

for.body:                                         ; preds = %for.cond
  %div2 = lshr i32 %BS_INC_0.0, 2
  %idxprom = zext i32 %div2 to i64
  %arrayidx = getelementptr i16, ptr %BS_VAR_2, i64 %idxprom
  %1 = load i16, ptr %arrayidx, align 2
  %mul = shl i32 %BS_INC_0.0, 1
  %idxprom12 = zext i32 %mul to i64
  %arrayidx13 = getelementptr nusw i16, ptr %BS_VAR_3, i64 %idxprom12
  %2 = load i16, ptr %arrayidx13, align 2
  %sub = or i16 %2, %1
  store i16 %sub, ptr %arrayidx13, align 2
  %add = add i32 %BS_INC_0.0, 1
  br label %for.cond
}

define <8 x i64> @backsmith_pure_6(i32 %vecext, ptr %byval-temp11) #0 {
entry:
  %vecinit9 = insertelement <16 x i32> zeroinitializer, i32 %vecext, i64 11
  store <16 x i32> %vecinit9, ptr %byval-temp11, align 64
  %call13 = call <8 x i64> @backsmith_pure_0(ptr %byval-temp11)
  ret <8 x i64> %call13
}

attributes #0 = { "target-features"="+avx2" "tune-cpu"="alderlake" }
