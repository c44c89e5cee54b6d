target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define void @v(i64 %0) {
entry:
  %conv.i = trunc i64 %0 to i16
  %rem.i26.4.i.2 = mul i16 1, %conv.i
  %rem.i26.4.i.3 = mul i16 1, %conv.i
  %xor.4.i.393 = xor i16 %rem.i26.4.i.2, %rem.i26.4.i.3
  %1 = insertelement <8 x i16> zeroinitializer, i16 %rem.i26.4.i.2, i64 0
  %2 = insertelement <8 x i16> %1, i16 %xor.4.i.393, i64 1
  %.fr104 = freeze <8 x i16> %2
  %3 = icmp eq <8 x i16> %.fr104, zeroinitializer
  %rem.i26.4.i.4 = mul i16 1, %conv.i
  %xor.4.i.494.fr = freeze i16 %rem.i26.4.i.4
  %rem.i26.4.i.5 = mul i16 1, %conv.i
  %xor.4.i.595 = xor i16 %xor.4.i.494.fr, %rem.i26.4.i.5
  %cmp.i22.4.i.5 = icmp eq i16 %xor.4.i.595, 0
  %4 = bitcast <8 x i1> %3 to i8
  %5 = icmp ne i8 %4, 0
  %6 = or i1 %5, %cmp.i22.4.i.5
  %7 = select i1 %6, i32 1, i32 0
  store i32 %7, ptr null, align 4
  ret void
}
