import { useState } from "react";
import type { FloatingChatProps } from "./floating-chat";
import { idleLoaded } from "./idle-loaded";

const FloatingChat = idleLoaded(() => import("./floating-chat").then((module) => module.FloatingChat));

/**
 * SPEC.md's chat widget, fetched once the page is idle: it floats over the page and opens by
 * itself seconds later, so nobody needs it to see or to use the page. Its delay still counts
 * from when the page appeared.
 */
export function ChatWidget(props: Omit<FloatingChatProps, "shownSince">) {
  const [shownSince] = useState(() => Date.now());
  return <FloatingChat {...props} shownSince={shownSince} />;
}
