// Two shared cores run many suites at once: give the page time to answer, not a wall-clock budget.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
}
