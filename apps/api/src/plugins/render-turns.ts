/**
 * Page renders take turns, first come first served, a few at a time: past that many, a new page
 * waits doing nothing rather than add its work to every turn of the event loop, a visitor who left
 * while waiting is not rendered for, and a queue already long is answered 503 at once. Each page
 * starts on a turn of the event loop of its own, so the server comes round to new connections
 * between pages (decision 23, "Short turns"). `take` answers whether it rendered.
 */
export function renderTurns({ atOnce, maxWaiting }: { atOnce: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // The next page starts on a turn of its own: started at once, one page's end would run into
  // the next one's work, and the event loop would not come round to new connections between them.
  const next = () => {
    const start = waiting.shift();
    if (start) setImmediate(start);
    else running -= 1;
  };
  return {
    async take(render: () => Promise<void>, left: () => boolean = () => false): Promise<boolean> {
      if (running < atOnce) running += 1;
      else if (waiting.length >= maxWaiting) return false;
      else await new Promise<void>((start) => waiting.push(start));
      if (left()) {
        next();
        return false;
      }
      try {
        await render();
        return true;
      } finally {
        next();
      }
    },
  };
}
