import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { REQUEST_MESSAGES } from "../../../shared/messages";
import { AppError } from "../../errors";

/**
 * Serves the built React app. Any GET that is neither an API call nor a file gets index.html, so
 * every route of the app (spec §2) can be opened or reloaded directly. Unknown API paths, missing
 * files under /assets/ and source maps get a JSON 404.
 */
declare module "fastify" {
  interface FastifyReply {
    /** Answers with the web app's page, for a route the React app renders (such as /api/login). */
    sendAppPage(): FastifyReply;
  }
}

const NOT_BUILT = REQUEST_MESSAGES.webAppNotBuilt;
/** Where the build puts its content-hashed files. */
const ASSETS_PATH = "/assets/";

function isSourceMap(path: string): boolean {
  return path.endsWith(".map");
}

export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasBuild = webDir !== undefined && existsSync(join(webDir, "index.html"));
  app.decorateReply("sendAppPage", function (this: FastifyReply) {
    if (!hasBuild) return this.status(503).type("text/plain; charset=utf-8").send(NOT_BUILT);
    this.header("Cache-Control", "no-cache");
    return this.type("text/html; charset=utf-8").sendFile("index.html");
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: ["index.html"],
      wildcard: true,
      // The build writes a .br and a .gz next to each file: sent as they are when the client accepts them.
      preCompressed: true,
      // Source maps are not published (a copy found in the folder is refused all the same).
      allowedPath: (path) => !isSourceMap(path),
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
    if (!hasBuild) return reply.status(404).type("text/plain; charset=utf-8").send(NOT_BUILT);
    // A missing file is not a route of the app: a script or map that is not there gets a 404, not the page.
    if (path.startsWith(ASSETS_PATH) || isSourceMap(path)) {
      const error = new AppError("NOT_FOUND");
      return reply.status(error.status).send(error.toBody());
    }
    return reply.sendAppPage();
  });
}
