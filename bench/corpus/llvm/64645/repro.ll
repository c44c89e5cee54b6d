; RUN: llc -mtriple=riscv32 -mattr=+zdinx \
; RUN:   -verify-machineinstrs -target-abi=ilp32 < %s

define <2 x double> @v2f64(<2 x double> %x) {
  ret <2 x double> %x
}

