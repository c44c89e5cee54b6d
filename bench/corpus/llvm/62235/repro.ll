target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-wasi"

define weak_odr swiftcc { i32, i8 } @x(i1 %0) {
entry:
  br i1 %0, label %.thread51, label %.lr.ph.i30

.thread51:                                        ; preds = %entry
  %spsave253 = tail call i8* @llvm.stacksave()
  br label %.loopexit

.lr.ph.i30:                                       ; preds = %.lr.ph.i30, %entry
  br i1 %0, label %.loopexit, label %.lr.ph.i30

.loopexit:                                        ; preds = %.lr.ph.i30, %.thread51
  %spsave254.ph = phi i8* [ %spsave253, %.thread51 ], [ null, %.lr.ph.i30 ]
  tail call void @llvm.stackrestore(i8* %spsave254.ph)
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #0

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn }
