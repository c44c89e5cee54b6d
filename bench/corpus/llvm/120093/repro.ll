; ModuleID = 'reduced.ll'
source_filename = "reduced.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-ni:1-p2:32:8:8:32-ni:2"
target triple = "x86_64-unknown-linux-gnu"

define double @widget() gc "statepoint-example" {
bb:
  %insertelement = insertelement <2 x double> <double poison, double 0xFFFFFFFFFFFFFFFF>, double 0.000000e+00, i64 0
  %fcmp = fcmp uge <2 x double> zeroinitializer, %insertelement
  %extractelement = extractelement <2 x i1> %fcmp, i64 0
  %extractelement1 = extractelement <2 x i1> %fcmp, i64 1
  %select = select i1 %extractelement, i1 %extractelement1, i1 false
  br i1 %select, label %bb2, label %bb3

bb2:                                              ; preds = %bb
  ret double 0.000000e+00

bb3:                                              ; preds = %bb
  unreachable
}
