define i32 @main() personality ptr @__gxx_personality_v0 {
  invoke void @g()
          to label %cont unwind label %cleanup

cont:
  ret i32 0

cleanup:
  %lp = landingpad {}
          cleanup
  ret i32 1
}

declare void @g()

declare i32 @__gxx_personality_v0(...)
