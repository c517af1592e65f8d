import { configure } from "@testing-library/react";

// Two shared cores run many suites at once: give the page time to answer, not a wall-clock budget.
configure({ asyncUtilTimeout: 5000 });
