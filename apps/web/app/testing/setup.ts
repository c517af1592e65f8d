// Files without a document (vitest.config.ts) do not load Testing Library at all.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  // Two shared cores run many suites at once: give the page time to answer, not a wall-clock budget.
  configure({ asyncUtilTimeout: 5000 });
}

export {};
