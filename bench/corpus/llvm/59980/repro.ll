; RUN: llc -mtriple x86_64-apple-macosx10.15 -filetype asm -o - %s

%Ts7Float16V = type <{ half }>
%Ts7Float16V13SIMD16StorageV = type <{ <16 x half> }>

define swiftcc void @"$ss7Float16V13SIMD16StorageVyABSicipADTk"(%Ts7Float16V* noalias nocapture dereferenceable(2) %0, %Ts7Float16V13SIMD16StorageV* nocapture dereferenceable(32) %1, i8* %2) #0 {
entry:
  %._value = bitcast i8* %2 to i64*
  %3 = load i64, i64* %._value, align 8
  %._value1 = getelementptr inbounds %Ts7Float16V, %Ts7Float16V* %0, i64 0, i32 0
  %4 = load half, half* %._value1, align 2
  %._value2 = getelementptr inbounds %Ts7Float16V13SIMD16StorageV, %Ts7Float16V13SIMD16StorageV* %1, i64 0, i32 0
  %5 = load <16 x half>, <16 x half>* %._value2, align 16
  %6 = trunc i64 %3 to i32
  %7 = insertelement <16 x half> %5, half %4, i32 %6
  store <16 x half> %7, <16 x half>* %._value2, align 16
  ret void
}

attributes #0 = { "target-features"="+f16c" }
