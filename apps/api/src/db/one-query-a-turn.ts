import { setImmediate as nextTurn } from "node:timers/promises";
import type { PGlite } from "@electric-sql/pglite";

/**
 * PGlite runs SQL on this thread, and a query's result comes back as a resolved promise, so a
 * page's queries, and those of every page waiting, would otherwise run one after another inside a
 * single turn of the event loop. The server accepts one new connection per turn (libuv 1.45), so
 * long turns kept a burst's last visitors waiting seconds outside (decision 23). Each query here
 * first waits for the next turn: a turn holds a query or two, and the door opens between them.
 */
export function oneQueryATurn(client: PGlite): PGlite {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== "query" && property !== "exec" && property !== "transaction") {
        const value = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      }
      const run = Reflect.get(target, property, receiver) as (...args: unknown[]) => Promise<unknown>;
      return async (...args: unknown[]) => {
        await nextTurn();
        return run.apply(target, args);
      };
    },
  });
}
