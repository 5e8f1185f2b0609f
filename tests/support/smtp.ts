import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The message decoded enough to read it: headers unfolded, quoted-printable and base64 parts decoded. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeParts(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
      const content = rest.join("\n\n");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(content);
      if (/content-transfer-encoding:\s*base64/i.test(head)) {
        return Buffer.from(content.replace(/\s+/g, ""), "base64").toString("utf8");
      }
      return content;
    })
    .join("\n");
}

function decodeSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replaceAll("_", " ")),
    )
    .trim();
}

/**
 * A real SMTP server on a free local port, keeping every message it receives. With `delayMs`, it
 * takes that long to accept each message (a slow or distant server): a message counts as received
 * once accepted. `rejectRecipients` are refused with a 550, as unknown mailboxes are.
 */
export async function startSmtpServer(
  options: { delayMs?: number; rejectRecipients?: readonly string[] } = {},
) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      // A mailbox the server refuses: "550 unknown user", as a real server answers.
      if (options.rejectRecipients?.includes(address.address.toLowerCase())) {
        const error = Object.assign(new Error("Destinataire inconnu"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: decodeSubject(raw),
            body: decodeParts(raw),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.server.address() as AddressInfo).port;
  const to = (address: string) => received.filter((m) => m.to.includes(address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to,
    /**
     * The messages to an address once `count` of them have arrived: Calibra delivers in the
     * background, after it has answered the request that queued them.
     */
    async delivered(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail[]> {
      const until = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > until)
          throw new Error(`${to(address).length} of ${count} message(s) to ${address} after ${timeoutMs} ms`);
        await new Promise((done) => setTimeout(done, 10));
      }
      return to(address);
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The links of a message that lead into Calibra. */
export function linksIn(mail: ReceivedMail, base: string): string[] {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return [...new Set(mail.body.match(new RegExp(`${escaped}[^\\s"<>]+`, "g")) ?? [])];
}
