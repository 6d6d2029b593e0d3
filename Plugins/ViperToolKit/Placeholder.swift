// The tool's library: the generator, the checker and the graph (being written).
