; bin/opt -passes=loop-vectorize reduced.ll -S
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define fastcc i32 @_ZN8facebook5velox10serializer6presto6detail12_GLOBAL__N_110valueCountEPNS0_15ByteInputStreamEiRNS0_7ScratchEPNS0_10raw_vectorImEE(i64 %0, ptr %1) {
_ZN8facebook5velox15ByteInputStream9readBytesImEEvPT_i.exit:
  br label %.lr.ph34.i

.lr.ph34.i:                                       ; preds = %.lr.ph34.i, %_ZN8facebook5velox15ByteInputStream9readBytesImEEvPT_i.exit
  %indvars.iv41.i = phi i64 [ %0, %_ZN8facebook5velox15ByteInputStream9readBytesImEEvPT_i.exit ], [ %indvars.iv.next42.i, %.lr.ph34.i ]
  %2 = load i64, ptr %1, align 8
  %3 = lshr i64 %indvars.iv41.i, 1
  %4 = getelementptr nusw i8, ptr %1, i64 %3
  store i8 0, ptr %4, align 1
  %indvars.iv.next42.i = add nuw i64 %indvars.iv41.i, 1
  %5 = trunc i64 %indvars.iv41.i to i32
  %6 = icmp sgt i32 0, %5
  br i1 %6, label %.lr.ph34.i, label %_ZN8facebook5velox4bits6negateEPmi.exit.loopexit

_ZN8facebook5velox4bits6negateEPmi.exit.loopexit: ; preds = %.lr.ph34.i
  ret i32 0
}
