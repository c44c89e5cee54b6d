target datalayout = "e-p0:64:64-p1:64:64"

%ref = type ptr addrspace(1)
 
define i32 @test(%ref %y) "frame-pointer"="non-leaf" uwtable gc "statepoint-example" personality ptr @foo  {
    %z = addrspacecast %ref %y to ptr
    %q = load i32, ptr %z
    %x = mul nsw i32 %q, 123
    %res = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.0(i64 123, i32 0, ptr elementtype(i32 (i32, %ref)) @process, i32 2, i32 1, i32 %x, %ref %y, i64 0, i64 0) [ "gc-live"(%ref %y) ] to label %ok unwind label %oops
ok:
    %ignored = call %ref @llvm.experimental.gc.relocate(token %res, i32 0, i32 0)
    ret i32 1
oops:
    %foo = landingpad token cleanup
    ret i32 0
}

declare token @llvm.experimental.gc.statepoint.0(i64, i32, ptr, i32, i32, ...)

declare %ref @llvm.experimental.gc.relocate(token, i32, i32)

define i32 @process(i32 %x, %ref %q) "frame-pointer"="non-leaf" uwtable personality ptr @foo {
    ret i32 %x
}

define void @foo() "frame-pointer"="non-leaf"  {
    ret void
}
