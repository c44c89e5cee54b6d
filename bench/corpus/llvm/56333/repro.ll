; ModuleID = 'bugpoint-reduced-simplified.bc'
source_filename = "gen_1284_correlated-propagation"
target triple = "x86_64-unknown-linux-gnu"

define void @function_0(i1 %val_i1_6) {
entry_1:
  %val_i1_31 = sdiv exact i1 %val_i1_6, undef
  %val_i64_35 = select i1 %val_i1_31, i64 undef, i64 undef
  unreachable
}
