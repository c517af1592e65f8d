/** The PostgreSQL error under a driver's wrapping (drizzle puts it in `cause`). */
export function pgError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.cause?.code ? e.cause : e;
}

/** Serialization failures, deadlocks and a reference drawn twice: the transaction is simply run again. */
function retryable(error: unknown) {
  const { code, constraint } = pgError(error);
  return (
    code === "40001" || code === "40P01" || (code === "23505" && constraint === "bookings_reference_key")
  );
}

export async function withRetries<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !retryable(error)) throw error;
    }
  }
}
