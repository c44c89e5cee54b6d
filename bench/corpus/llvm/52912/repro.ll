%g.Frame = type { void (%g.Frame*)*, void (%g.Frame*)*, i32, i1, i32 }

@g.resumers = private constant [3 x void (%g.Frame*)*] [void (%g.Frame*)* bitcast (void ()* @g.dummy to void (%g.Frame*)*), void (%g.Frame*)* bitcast (void ()* @g.dummy to void (%g.Frame*)*), void (%g.Frame*)* bitcast (void ()* @g.dummy to void (%g.Frame*)*)]

declare void @g.dummy()

define i8* @f() #0 {
entry:
  %innerhdl = call i8* @llvm.coro.begin(token none, i8* null)
  ret i8* null
}

declare i8* @llvm.coro.begin(token, i8* writeonly)

attributes #0 = { "coroutine.presplit"="1" }
