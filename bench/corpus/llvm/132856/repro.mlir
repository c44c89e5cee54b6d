"builtin"() : () -> *(
