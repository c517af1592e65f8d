import { type ComponentType, lazy, Suspense, useEffect } from "react";
import { whenIdle } from "../lib/when-idle";

/**
 * A dialog whose code (and Radix's) is fetched once the page is idle rather than before the page
 * answers: closed, it renders nothing, so nothing is missing before it arrives, and by the time a
 * visitor opens it, it is there.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
) {
  const Modal = lazy(load);
  return function LazyDialog(props: P) {
    useEffect(() => whenIdle(() => void load()), []);
    if (!isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Modal {...props} />
      </Suspense>
    );
  };
}
