import { maxHeaderSize } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionError } from "fastify";
import { REQUEST_MESSAGES } from "../../../shared/messages";
import { AppError } from "../../errors";

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (too long an address or headers, a
 * request that takes too long to arrive, bytes that are not HTTP) answer like every other error:
 * `{message, code}`, in French, with their status (431, 414, 408, 400).
 */
export function clientErrorOf(error: { code?: string; rawPacket?: unknown }): AppError {
  if (error.code === "HPE_HEADER_OVERFLOW") {
    // Node hands the bytes it read as a Buffer.
    const raw = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString("latin1") : "";
    const requestLine = raw.split("\r\n", 1)[0] ?? "";
    // A request line taking most of the room the headers have: the address is what is too long.
    return requestLine.length > maxHeaderSize / 2
      ? new AppError("URI_TOO_LONG")
      : new AppError("HEADERS_TOO_LARGE");
  }
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return new AppError("REQUEST_TIMEOUT");
  return new AppError("VALIDATION_FAILED", { message: REQUEST_MESSAGES.malformedRequest });
}

/** Fastify's `clientErrorHandler`: the answer is written on the socket, which is then closed. */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const refusal = clientErrorOf(error);
  const body = JSON.stringify(refusal.toBody());
  socket.end(
    `HTTP/1.1 ${refusal.status} ${STATUS_TEXT[refusal.status] ?? "Bad Request"}\r\n` +
      "Connection: close\r\n" +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  414: "URI Too Long",
  431: "Request Header Fields Too Large",
};
