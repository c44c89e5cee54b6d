target datalayout = "e-m:o-i64:64-i128:128-n32:64-S128"
target triple = "arm64-apple-macosx10.13.0"

%swift.error = type opaque

declare swiftcc i8 @bar(i8, %swift.error**)

define internal swiftcc i8 @foo(i8 %0) {
    %sw1 = alloca swifterror %swift.error*, align 8
    %sw2 = alloca swifterror %swift.error*, align 8
    store %swift.error* null, %swift.error** %sw1, align 8
    store %swift.error* null, %swift.error** %sw2, align 8
    
    %cmpRes = icmp eq i8 %0, 0
    br i1 %cmpRes, label %one, label %two

  one:
    %mod1 = add i8 %0, 1
    %res1 = call i8 @bar(i8 %mod1, %swift.error** noalias nocapture nonnull swifterror dereferenceable(8) %sw1)
    br label %end

  two:
    %mod2 = add i8 %0, 2
    %res2 = call i8 @bar(i8 %mod2, %swift.error** noalias nocapture nonnull swifterror dereferenceable(8) %sw2)
    br label %end

  end:
    %res = phi i8 [%res1, %one], [%res2, %two]
    ret i8 %res
}
