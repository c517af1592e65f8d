/**
 * Page renders take turns, first come first served, a few at a time. Node accepts one new
 * connection per turn of its event loop (libuv since 1.45), and a turn lasts as long as the work
 * every started request has ready: with fifty renders under way, a visitor who had just connected
 * waited seconds to be let in while those already in were served again and again. With few
 * renders at once a turn stays short, new visitors are let in at once and queue behind those who
 * came before them. A queue that is already long, or a visitor who left while waiting, is not
 * rendered for: `take` answers undefined.
 */
export function renderTurns({ atOnce, maxWaiting }: { atOnce: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running -= 1;
  };
  return {
    async take<T>(render: () => Promise<T>, left: () => boolean = () => false): Promise<T | undefined> {
      if (running < atOnce) running += 1;
      else if (waiting.length >= maxWaiting) return undefined;
      else await new Promise<void>((start) => waiting.push(start));
      if (left()) {
        next();
        return undefined;
      }
      try {
        return await render();
      } finally {
        next();
      }
    },
  };
}
