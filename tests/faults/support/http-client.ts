import { randomBytes } from "node:crypto";
import { SESSION_COOKIE } from "../../../src/server/http/plugins/session";

export interface Answer {
  status: number;
  body: string;
  headers: Headers;
  json: <T = unknown>() => T;
}

/**
 * A browser-like client of a running server over real HTTP: it keeps the session cookie it is
 * given, and may be pointed at another server process of the same database (`base`).
 */
export class HttpClient {
  constructor(
    public base: string,
    public cookie?: string,
  ) {}

  async request(method: string, path: string, body?: unknown, timeoutMs = 60_000): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (this.cookie) headers.cookie = `${SESSION_COOKIE}=${this.cookie}`;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const [name, value] = (pair ?? "").split("=");
      if (name === SESSION_COOKIE) this.cookie = value || undefined;
    }
    const text = await response.text();
    return {
      status: response.status,
      body: text,
      headers: response.headers,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, body?: unknown) => this.request("POST", path, body ?? {});
  put = (path: string, body?: unknown) => this.request("PUT", path, body);
  patch = (path: string, body?: unknown) => this.request("PATCH", path, body);
}

export const PASSWORD = "mot-de-passe-solide";

/** A new account and its company, set up through the API as a first user does. */
export async function signUpCompany(
  base: string,
  name = `Entreprise ${randomBytes(3).toString("hex")}`,
): Promise<{ client: HttpClient; companyId: number; email: string }> {
  const client = new HttpClient(base);
  const email = `admin.${randomBytes(5).toString("hex")}@exemple.fr`;
  const signup = await client.post("/api/auth/signup", {
    email,
    password: PASSWORD,
    firstName: "Alice",
    lastName: "Admin",
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${signup.body}`);
  const company = await client.post("/api/companies", { name });
  if (company.status !== 201) throw new Error(`company: ${company.status} ${company.body}`);
  return { client, companyId: company.json<{ id: number }>().id, email };
}
