// Preloaded (node --expose-gc --require) into a test's server process, never the product's: SIGUSR2 runs a
// full collection now, so that a test reads the heap the program still references at a moment it chooses.
process.on('SIGUSR2', () => globalThis.gc?.());
