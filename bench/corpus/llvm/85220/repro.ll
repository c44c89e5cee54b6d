; ModuleID = 'string.bc'
source_filename = "default"
target datalayout = "e-m:e-p:32:32-p10:8:8-p20:8:8-i64:64-n32:64-S128-ni:1:10:20"
target triple = "wasm32-unknown-unknown"

@test = internal constant { i8 addrspace(1)* } { i8 addrspace(1)* addrspacecast ({ i8* }* @cons to i8 addrspace(1)*) }
@cons = internal constant { i8* } zeroinitializer
