import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers of the routes registered after it (the API and the app's files) when the
 * client accepts it: brotli first, else gzip, above the threshold, with `Vary: Accept-Encoding`.
 * The web app's built files come already compressed (`.br`, `.gz` next to each, see vite.config.ts):
 * an answer that already has its Content-Encoding is left alone. Request bodies are not decoded.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
