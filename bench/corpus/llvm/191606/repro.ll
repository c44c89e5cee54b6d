target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define ptr @_ZNKSt10_HashtableINSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEES5_SaIS5_ENSt8__detail9_IdentityESt8equal_toIS5_ESt4hashIS5_ENS7_18_Mod_range_hashingENS7_20_Default_ranged_hashENS7_20_Prime_rehash_policyENS7_17_Hashtable_traitsILb1ELb1ELb1EEEE19_M_find_before_nodeEmRKS5_m(ptr %this, i1 %cmp.i.i.i) {
entry:
  br i1 %cmp.i.i.i, label %if.end3.us, label %for.cond

if.end3.us:                                       ; preds = %if.end3.us, %entry
  br label %if.end3.us

for.cond:                                         ; preds = %if.end3, %entry
  %0 = icmp eq i32 0, 0
  br i1 %0, label %common.ret, label %if.end3

common.ret:                                       ; preds = %if.end3, %for.cond
  %.us-phi = phi ptr [ null, %if.end3 ], [ %this, %for.cond ]
  ret ptr %.us-phi

if.end3:                                          ; preds = %for.cond
  br i1 %cmp.i.i.i, label %for.cond
