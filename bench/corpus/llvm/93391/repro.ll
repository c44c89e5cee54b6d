; ModuleID = 'Fuzzer input'
source_filename = "M"

@G = global i1 false
@G.1 = global i8312747 0

define i16 @f(i32 %0, i8 %1, i32 %2, i32 %3, float %4) {
BB:
  %A = alloca ptr, align 8
  %L3 = load i16, ptr %A, align 2
  store ptr undef, ptr %A, align 8
  %G4 = getelementptr i8, ptr %A, i16 %L3
  %RP = alloca i16, align 2
  %L2 = load i32, ptr %RP, align 4
  %L1 = load i1, ptr %RP, align 1
  %CastPtrToI = ptrtoint ptr %RP to i8312747
  %5 = load i16, ptr %RP, align 2
  %B = or i16 %5, -1
  br label %BB1

BB1:                                              ; preds = %BB
  store i16 %B, ptr %G4, align 2
  %C = icmp sgt i1 true, %L1
  %CastExt = zext i16 %B to i32
  store i1 %C, ptr @G, align 1
  store i8312747 %CastPtrToI, ptr @G.1, align 4
  %G = getelementptr i1, ptr %RP, i32 %L2
  store ptr %G, ptr %A, align 8
  store i32 %CastExt, ptr %G, align 4
  ret i16 %5
}
