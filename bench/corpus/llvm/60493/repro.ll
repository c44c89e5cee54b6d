; opt -passes=loop-vectorize -mcpu=neoverse-v2
; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "foo.ll"
target triple = "arm64-linux"
@string = internal unnamed_addr constant [5 x i8] c"abcd\00", align 1
define dso_local i32 @test(ptr %z) local_unnamed_addr {
L.entry:
  %0 = load ptr, ptr %z, align 8
  %1 = getelementptr i8, ptr %0, i64 16
  %2 = load i128, ptr %1, align 16
  %3 = icmp slt i128 %2, 1
  br i1 %3, label %return, label %loopbody.preheader
loopbody.preheader: ; preds = %L.entry
  %4 = load ptr, ptr %0, align 8
  br label %loopbody
loopbody: ; preds = %loopbody.preheader, %loopbody
  %a = phi ptr [ %5, %loopbody ], [ %4, %loopbody.preheader ]
  %b = phi ptr [ %6, %loopbody ], [ @string, %loopbody.preheader ]
  %len_input = phi i128 [ %len, %loopbody ], [ %2, %loopbody.preheader ]
  %len = add nsw i128 %len_input, -1
  %5 = getelementptr i8, ptr %a, i64 1
  %6 = getelementptr i8, ptr %b, i64 1
  %7 = load i8, ptr %b, align 1
  store i8 %7, ptr %a, align 4
  %.not = icmp eq i128 %len, 0
  br i1 %.not, label %return, label %loopbody
return: ; preds = %loopexit, %L.entry
  ret i32 undef
}
