    define i256 @test() unnamed_addr {
    start:
      ret i256 0
    }
