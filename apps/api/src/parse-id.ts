import type { MessageCode } from "@capital/contract/errors";
import { HttpError } from "./http-error";

/** A positive integer id from the path, or the entity's own 404 ('Mall not found', …) for anything else. */
export function parseId(raw: string, notFound: MessageCode): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(404, notFound);
  return id;
}
