; bin/opt -passes=slp-vectorizer test.ll -S

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i8 @test() {
entry:
  %0 = trunc i32 0 to i8
  %1 = add i8 %0, 0
  %2 = add i8 %0, 0
  %3 = add i8 %0, 0
  %4 = add i8 %0, 0
  %5 = trunc i32 0 to i8
  %6 = or i8 %5, %0
  %7 = or i8 %6, %2
  %8 = or i8 %7, %3
  %9 = or i8 %8, %0
  %10 = or i8 %9, %4
  %conv223.us.us.us.i.us.us.22.i.us.4 = or i8 %10, %1
  %11 = trunc i32 0 to i8
  %12 = add i8 %11, 0
  %conv223.us.us.us.peel.i.i.us.5 = or i8 %conv223.us.us.us.i.us.us.22.i.us.4, %12
  %13 = add i8 %11, 0
  %14 = add i8 %11, 0
  %15 = add i8 %11, 0
  %16 = trunc i32 0 to i8
  %17 = or i8 %13, %16
  %18 = or i8 %17, %14
  %19 = or i8 %18, %11
  %20 = or i8 %19, %15
  %conv223.us.us.us.i.us.us.22.i.us.5 = or i8 %20, %conv223.us.us.us.peel.i.i.us.5
  %21 = trunc i32 0 to i8
  %conv223.us.us.us.i.us.us.22.i.us.6 = or i8 %21, %conv223.us.us.us.i.us.us.22.i.us.5
  ret i8 %conv223.us.us.us.i.us.us.22.i.us.6
}
