import { sql } from "drizzle-orm";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import pg from "pg";

type SessionInternals = {
  client: unknown;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
};

let installed = false;

/**
 * drizzle-orm 0.45 sends a pooled transaction's BEGIN before the `try` that gives its connection
 * back (drizzle-team/drizzle-orm#6241, unfixed in 0.45.4). A BEGIN on a connection the server has
 * just closed (a restart, a failover, a terminated backend) then keeps a pool slot for good, and a
 * few such faults leave every later request waiting for a connection that never comes. This puts
 * BEGIN inside the `try`, and gives back a connection whose ROLLBACK failed as broken, so the pool
 * drops it. Remove it when drizzle ships the fix.
 */
export function releaseConnectionsOfFailedTransactions() {
  if (installed) return;
  installed = true;
  const original = NodePgSession.prototype.transaction;
  NodePgSession.prototype.transaction = async function transaction<T>(
    work: (tx: NodePgTransaction<Record<string, unknown>, never>) => Promise<T>,
    config?: Parameters<typeof original>[1],
  ): Promise<T> {
    const self = this as unknown as SessionInternals;
    // The app sets no isolation level or access mode; a transaction that did would take drizzle's path.
    if (!(self.client instanceof pg.Pool) || config)
      return original.call(this, work as never, config) as Promise<T>;
    const client = await self.client.connect();
    const session = new NodePgSession(client, self.dialect, self.schema, self.options);
    const tx = new NodePgTransaction(self.dialect, session, self.schema);
    let began = false;
    let broken: Error | undefined;
    try {
      await tx.execute(sql`begin`);
      began = true;
      const result = await work(tx as never);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (began) {
        await tx.execute(sql`rollback`).catch((rollbackError: Error) => {
          broken = rollbackError;
        });
      } else {
        broken = error as Error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };
}
