; bin/opt -passes=vector-combine reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @test(ptr readonly captures(none) dereferenceable(16) %0) {
  %2 = load <16 x i8>, ptr %0, align 1
  %.sroa.01.2.vec.insert = shufflevector <16 x i8> %2, <16 x i8> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %3 = extractelement <16 x i8> %2, i64 11
  %.sroa.01.3.vec.insert = insertelement <4 x i8> %.sroa.01.2.vec.insert, i8 %3, i64 1
  %4 = bitcast <4 x i8> %.sroa.01.3.vec.insert to i32
  ret i32 %4
}
