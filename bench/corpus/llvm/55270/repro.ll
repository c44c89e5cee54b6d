@repro_ = global i8 0
