/**
 * Whether an error means the database cannot be reached right now (its connection was cut, the
 * server is restarting or refusing connections), rather than that the request was wrong: such a
 * request is answered 503, and the next one may well succeed on a new connection.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (UNAVAILABLE_STATES.has(code) || code.startsWith("08") || NETWORK_ERRORS.has(code))
    )
      return true;
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * SQLSTATEs of a server going away or not taking connections: admin_shutdown (a terminated
 * backend), crash_shutdown, cannot_connect_now (starting up or shutting down),
 * too_many_connections; class 08 (connection exceptions) is checked by its prefix.
 */
const UNAVAILABLE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const NETWORK_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres says these without a code when a connection dies or cannot be had in time. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/;
