/** Pino's level numbers: error and fatal. */
const ERROR_LEVEL = 50;

/** Whether a line of the app's log (pino's JSON, one object a line) reports an error or worse. */
export function isErrorLogLine(line: string): boolean {
  if (!line.startsWith("{")) return false;
  try {
    const entry: unknown = JSON.parse(line);
    return (
      typeof entry === "object" &&
      entry !== null &&
      "level" in entry &&
      typeof entry.level === "number" &&
      entry.level >= ERROR_LEVEL
    );
  } catch {
    return false;
  }
}
