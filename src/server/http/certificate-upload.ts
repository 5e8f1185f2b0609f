import Busboy, { type BusboyHeaders } from "@fastify/busboy";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { CERTIFICATE_MESSAGES } from "../../shared/messages";
import { AppError } from "../errors";

/** The media types of a certificate's XML sent as the body. */
export const XML_TYPES = ["application/xml", "text/xml"] as const;
/** A certificate sent as a form's file (`multipart/form-data`, the first file field). */
export const FORM_TYPE = "multipart/form-data";

/** A certificate's largest file: the server's body limit. */
const MAX_BYTES = 5 * 1024 * 1024;

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function textOf(bytes: Buffer): string {
  try {
    return UTF8.decode(bytes);
  } catch {
    throw new AppError("CERTIFICATE_INVALID", { message: CERTIFICATE_MESSAGES.notUtf8 });
  }
}

/** The first file of a form, and its name. */
function firstFile(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
): Promise<{ bytes: Buffer; name: string }> {
  return new Promise((resolve, reject) => {
    let found: { bytes: Buffer; name: string } | null = null;
    const unreadable = () =>
      new AppError("CERTIFICATE_INVALID", { message: CERTIFICATE_MESSAGES.formUnreadable });
    let form: InstanceType<typeof Busboy>;
    try {
      form = new Busboy({
        headers: request.headers as BusboyHeaders,
        limits: { files: 1, fileSize: MAX_BYTES, fields: 20, parts: 25 },
      });
    } catch {
      // A form whose header names no boundary cannot be read at all.
      payload.resume();
      reject(unreadable());
      return;
    }
    form.on("file", (_field, stream, name) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => reject(new AppError("PAYLOAD_TOO_LARGE")));
      stream.on("end", () => {
        found ??= { bytes: Buffer.concat(chunks), name };
      });
    });
    form.on("error", () => reject(unreadable()));
    form.on("finish", () =>
      found
        ? resolve(found)
        : reject(new AppError("CERTIFICATE_INVALID", { message: CERTIFICATE_MESSAGES.formWithoutFile })),
    );
    payload.pipe(form);
  });
}

/**
 * The body parsers of the certificate routes (decision 033), for them alone: the XML as the body,
 * UTF-8; or a form's file, whose name stands for `?fileName=` when the address gives none. Either
 * way the route reads the XML as text.
 */
export function acceptCertificates(scoped: FastifyInstance): void {
  scoped.addContentTypeParser([...XML_TYPES], { parseAs: "buffer" }, (_request, body, done) => {
    try {
      done(null, textOf(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  scoped.addContentTypeParser(FORM_TYPE, async (request: FastifyRequest, payload: NodeJS.ReadableStream) => {
    const { bytes, name } = await firstFile(request, payload);
    const query = request.query as { fileName?: string };
    if (!query.fileName && name) query.fileName = name;
    return textOf(bytes);
  });
}
