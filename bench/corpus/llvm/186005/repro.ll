target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
target triple = "riscv32-unknown-linux-gnu"

@itrans8x8.a = internal global [8 x i32] zeroinitializer

define void @itrans8x8(ptr %img, i32 %joff, ptr %m723, ptr %arrayidx25, ptr %arrayidx28, ptr %itrans8x8.a, ptr %0, ptr %arrayidx33, ptr %1, ptr %arrayidx35, ptr %2) #0 {
entry:
  br label %for.cond19

for.cond19:                                       ; preds = %for.body22, %entry
  %i.0 = phi i32 [ 0, %entry ], [ %inc111, %for.body22 ]
  %cmp20 = icmp ult i32 %i.0, 8
  br i1 %cmp20, label %for.body22, label %for.cond113

for.body22:                                       ; preds = %for.cond19
  %arrayidx252 = getelementptr [64 x i8], ptr %m723, i32 %i.0
  %3 = load i32, ptr %arrayidx252, align 4
  %add29 = or i32 %3, 1
  store i32 %add29, ptr %itrans8x8.a, align 4
  %4 = load i32, ptr %arrayidx252, align 4
  %sub = sub i32 0, %4
  store i32 %sub, ptr %0, align 4
  %5 = load i32, ptr %arrayidx252, align 4
  %shr = ashr i32 %5, 1
  %sub34 = or i32 %shr, 1
  store i32 %sub34, ptr %1, align 4
  %6 = load i32, ptr %img, align 4
  %shr37 = ashr i32 %6, 1
  %add38 = or i32 %shr37, 1
  store i32 %add38, ptr %2, align 4
  store i32 0, ptr %img, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %img, align 4
  %arrayidx43 = getelementptr i8, ptr %arrayidx252, i32 12
  %7 = load i32, ptr %arrayidx43, align 4
  %8 = load i32, ptr %arrayidx252, align 4
  %9 = or i32 %7, %8
  %10 = or i32 %9, 1
  %sub51 = sub i32 0, %10
  store i32 %sub51, ptr %arrayidx35, align 4
  %11 = load i32, ptr %arrayidx43, align 4
  %12 = load i32, ptr %arrayidx252, align 4
  %shr58 = ashr i32 %11, 1
  %13 = or i32 %shr58, 1
  %14 = or i32 %12, %13
  %sub59 = or i32 %14, %joff
  store i32 %sub59, ptr %arrayidx33, align 4
  %arrayidx64 = getelementptr i8, ptr %arrayidx252, i32 20
  %15 = load i32, ptr %arrayidx252, align 4
  %add63 = or i32 %15, 1
  %add65 = add i32 %add63, 1
  %16 = load i32, ptr %arrayidx64, align 4
  %shr67 = ashr i32 %16, 1
  %add68 = or i32 %add65, %shr67
  store i32 %add68, ptr getelementptr inbounds nuw (i8, ptr @itrans8x8.a, i32 20), align 4
  store i32 0, ptr %arrayidx25, align 4
  store i32 0, ptr %arrayidx28, align 4
  %17 = load i32, ptr getelementptr inbounds nuw (i8, ptr @itrans8x8.a, i32 20), align 4
  %shr82 = ashr i32 %17, 1
  %add83 = or i32 %shr82, 1
  store i32 %add83, ptr %arrayidx25, align 4
  %inc111 = add i32 %i.0, 1
  br label %for.cond19

for.cond113:                                      ; preds = %for.cond19
  ret void
}

attributes #0 = { "target-features"="+zve32f,+zvl128b" }

