// placeholder until this target is written
