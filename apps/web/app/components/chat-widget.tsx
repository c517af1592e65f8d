import { lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/when-idle";
import type { FloatingChatProps } from "./floating-chat";

const FloatingChat = lazy(() =>
  import("./floating-chat").then((module) => ({ default: module.FloatingChat })),
);

/**
 * SPEC.md's chat widget, fetched once the page is idle: it floats over the page and opens by
 * itself seconds later, so nobody needs it to see or to use the page. Its delay still counts
 * from when the page appeared.
 */
export function ChatWidget(props: Omit<FloatingChatProps, "shownSince">) {
  const [shownSince] = useState(() => Date.now());
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <FloatingChat {...props} shownSince={shownSince} />
    </Suspense>
  );
}
