import { type ComponentType, lazy, Suspense, useEffect, useState } from "react";
import { whenIdle } from "../lib/when-idle";

/** Once the first page has been idle, later pages show idle-loaded parts at once. */
let idleReached = false;

/**
 * A part of the page whose code is fetched once the page is idle, so it is not among the scripts
 * a page needs to become interactive: for parts that render nothing on the server and while the
 * page hydrates anyway (what only the browser knows, such as its storage) or that float over the
 * page. After the first page, it renders at once.
 */
export function idleLoaded<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  return function IdleLoaded(props: Props) {
    const [idle, setIdle] = useState(idleReached);
    useEffect(() => {
      if (idle) return;
      return whenIdle(() => {
        idleReached = true;
        setIdle(true);
      });
    }, [idle]);
    if (!idle) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
