import type { MessageCode } from "@capital/contract/errors";

/** An error the API answers on purpose: a status and a catalogue code, optionally per-field codes. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly fields?: Record<string, MessageCode[]>,
    readonly params: Record<string, string> = {},
  ) {
    super(code);
    this.name = "HttpError";
  }
}

export const notFound = (code: MessageCode = "notFound") => new HttpError(404, code);
export const fieldErrors = (fields: Record<string, MessageCode[]>) =>
  new HttpError(400, "validation", fields);
