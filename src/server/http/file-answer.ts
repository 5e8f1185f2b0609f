import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** A file a route answers instead of JSON: a PDF, a workbook, a CSV, a ZIP archive, a calendar. */
export interface FileAnswer {
  contentType: string;
  /** The name the browser saves it under (made safe for the header). */
  fileName: string;
  /** Shown in the browser (a preview, labels, a calendar) or saved. */
  disposition: "inline" | "attachment";
  body: Buffer | string | Readable;
  /** Its size, when known before it is sent. */
  size?: number;
  /** Other headers of this answer: its cache policy, a content security policy. */
  headers?: Record<string, string>;
}

/** A file name safe in a header whatever it holds: ASCII letters, digits, dot, dash, underscore. */
export function headerFileName(name: string, fallback = "fichier"): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 150) || fallback;
}

/** Sends a file answer with its type, its name and what the browser may do with it. */
export function sendFileAnswer(reply: FastifyReply, file: FileAnswer): FastifyReply {
  reply
    .header("content-type", file.contentType)
    .header("content-disposition", `${file.disposition}; filename="${file.fileName}"`)
    .header("x-content-type-options", "nosniff");
  if (file.size !== undefined) reply.header("content-length", file.size);
  for (const [name, value] of Object.entries(file.headers ?? {})) reply.header(name, value);
  return reply.send(file.body);
}
