import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** The API's own URLs: their answers hold a user's data (or say who is signed in). */
const API_URL = /^\/api(?:[/?]|$)/;

/**
 * Security headers on every answer. The Content-Security-Policy allows only the app's own origin:
 * fonts and icons are bundled, and no page calls a third party (DESIGN.md §9).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  // No cache, shared or the browser's, keeps an API answer: a signed-out browser, or the next user
  // of a shared computer, must never be shown the last one's data. A route that sets its own
  // Cache-Control keeps it.
  app.addHook("onSend", async (request, reply) => {
    if (API_URL.test(request.url) && !reply.hasHeader("cache-control"))
      reply.header("cache-control", "no-store");
  });
}
