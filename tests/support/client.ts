import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";

/** A browser-like client of the real server: it keeps the session cookie it is given. */
export class Client {
  cookie: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    options: { cookie?: string; ip?: string } = {},
  ) {
    this.cookie = options.cookie;
    this.ip = options.ip ?? "127.0.0.1";
  }

  private readonly ip: string;

  async request(
    method: InjectOptions["method"],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    // A text that opens with a tag is a certificate's XML (the routes of decision 033).
    const xml =
      typeof payload === "string" && payload.trimStart().startsWith("<") && !("content-type" in headers);
    const response = await this.app.inject({
      method,
      url,
      headers: xml ? { ...headers, "content-type": "application/xml" } : headers,
      payload: payload as InjectOptions["payload"],
      remoteAddress: this.ip,
      cookies: this.cookie ? { [SESSION_COOKIE]: this.cookie } : {},
    });
    const set = response.cookies.find((c) => c.name === SESSION_COOKIE);
    if (set)
      this.cookie = set.value === "" || (set.expires && set.expires < new Date()) ? undefined : set.value;
    return response;
  }

  get = (url: string, headers?: Record<string, string>) => this.request("GET", url, undefined, headers);
  post = (url: string, body?: unknown) => this.request("POST", url, body);
  put = (url: string, body?: unknown) => this.request("PUT", url, body);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body);
  delete = (url: string) => this.request("DELETE", url);
}
