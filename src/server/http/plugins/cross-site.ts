import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors";

/**
 * Requests that change data must come from Calibra's own pages. The session cookie is
 * SameSite=Lax, which already keeps it off most cross-site requests; this refuses the rest,
 * whatever the browser: a POST, PUT, PATCH or DELETE whose `Sec-Fetch-Site` is `cross-site`, or
 * whose `Origin` is neither the public URL's nor that of the host the request came to, answers
 * 403 CROSS_SITE_REQUEST. A request without these headers (curl, scripts, tests) is not a
 * browser's cross-site request and goes on.
 */

const CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether an `Origin` header is Calibra's own: the public URL's origin, or the host the request was
 * sent to (its `Host`, or the proxy's `X-Forwarded-Host` when the proxy is trusted) over HTTP or
 * HTTPS, so that a proxy ending TLS in front of Calibra needs no further setting.
 */
export function isOwnOrigin(
  origin: string,
  request: FastifyRequest,
  publicOrigin: string | undefined,
): boolean {
  if (origin === publicOrigin) return true;
  let sent: URL;
  try {
    sent = new URL(origin);
  } catch {
    return false; // "null" (a sandboxed frame, a file) or anything malformed
  }
  if (sent.protocol !== "http:" && sent.protocol !== "https:") return false;
  return [`http://${request.host}`, `https://${request.host}`].some((own) => originOf(own) === sent.origin);
}

export function crossSiteRefusal(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): AppError | undefined {
  if (!CHANGING.has(request.method)) return undefined;
  const fetchSite = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  if (fetchSite === "cross-site") return new AppError("CROSS_SITE_REQUEST");
  // A form sent from a page whose referrer policy is no-referrer (Calibra's) carries `Origin: null`:
  // the browser's own Sec-Fetch-Site then says whether it came from this origin.
  if (origin === "null" && fetchSite === "same-origin") return undefined;
  if (origin !== undefined && !isOwnOrigin(origin, request, publicOrigin))
    return new AppError("CROSS_SITE_REQUEST");
  return undefined;
}

export function registerCrossSiteGuard(
  app: FastifyInstance,
  options: { publicUrl: string | undefined },
): void {
  const publicOrigin = options.publicUrl ? originOf(options.publicUrl) : undefined;
  app.addHook("onRequest", async (request) => {
    const refusal = crossSiteRefusal(request, publicOrigin);
    if (refusal) throw refusal;
  });
}
