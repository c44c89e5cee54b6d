; llc -O3 -mattr=+fp64,+msa -mcpu=mips64r5
target triple = "mips64-unknown-linux"

define half @repro(i64 %x) {
entry:
  %h = sitofp i64 %x to half
  ret half %h
}
