import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors";

/**
 * Serves the built React app. Any GET that is neither an API call nor a file gets index.html, so
 * every route of the app (spec §2) can be opened or reloaded directly. Unknown API paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasBuild = webDir !== undefined && existsSync(join(webDir, "index.html"));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: ["index.html"],
      wildcard: true,
      setHeaders(reply, path) {
        // Vite names assets by content hash: they never change; index.html always revalidates.
        const immutable = path.includes(`${join(webDir, "assets")}`);
        reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path === "/api" || path.startsWith("/api/")) {
      const error = new AppError("NOT_FOUND");
      return reply.status(error.status).send(error.toBody());
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      const error = new AppError("NOT_FOUND");
      return reply.status(error.status).send(error.toBody());
    }
    if (!hasBuild) {
      return reply
        .status(404)
        .type("text/plain; charset=utf-8")
        .send("L'application web n'est pas construite : lancez « npm run build ».");
    }
    reply.header("Cache-Control", "no-cache");
    return reply.type("text/html; charset=utf-8").sendFile("index.html");
  });
}
