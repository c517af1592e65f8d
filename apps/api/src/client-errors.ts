import type { Socket } from "node:net";
import type { ApiError } from "@capital/contract/api-error";
import { type MessageCode, message } from "@capital/contract/errors";

/**
 * What the server answers on the socket when a request cannot even be read as one: it took too
 * long to arrive (the request timeout), its headers are too large, or it is not HTTP. The body is
 * the contract's error shape, in English (the request's own language was never read).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, reason, code]: [number, string, MessageCode] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? [408, "Request Timeout", "requestTimeout"]
      : error.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", "bodyTooLarge"]
        : [400, "Bad Request", "malformedBody"];
  const body = JSON.stringify({ code, message: message(code, "en") } satisfies ApiError);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
