import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";

/** Whether a process with this id is running (signal 0 checks without sending anything). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's directory for this process, or refuses. PGlite is a database
 * inside one process: a second process opening the same files (`npm run create-admin` beside a
 * running `npm start`) writes where the first never looks, and the first's next checkpoint
 * overwrites it, so what the second reported done is lost. A lock left by a process that has
 * ended is taken over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = openSync(file, "wx");
      writeSync(handle, String(process.pid));
      closeSync(handle);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && running(holder)) {
        throw new Error(
          `The embedded database at ${dir} is in use by another process (pid ${holder}). Stop it first (for example the server started by npm start), then run this again.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Cannot lock the embedded database at ${dir}.`);
}
