target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-none-none"

; Function Attrs: mustprogress nofree norecurse nosync nounwind readnone willreturn uwtable
define dso_local noundef bfloat @do_stuff(float noundef %0) local_unnamed_addr #0 {
  %2 = fptrunc float %0 to bfloat
  ret bfloat %2
}
