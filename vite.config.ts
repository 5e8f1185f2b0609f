import {
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const apiTarget = `http://localhost:${process.env.PORT ?? 5000}`;
// WEB_DIR (the folder the server serves, default dist/web) is also where the build goes.
const outDir = process.env.WEB_DIR ? resolve(process.env.WEB_DIR) : "../../dist/web";

/** Text files worth compressing; images and fonts (woff2) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * After the build, in the served folder: a `.br` (brotli, best quality) and a `.gz` next to each text
 * file, which the server sends as they are (no compression work per request); and the source maps,
 * emitted without a reference in the scripts, moved out to `<folder>-sourcemaps` so that they are
 * never served.
 */
function precompressAndSetMapsAside(): Plugin {
  let webDir = "";
  return {
    name: "calibra:precompress-and-set-maps-aside",
    apply: "build",
    configResolved(config) {
      webDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const mapsDir = `${webDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const file of filesUnder(webDir)) {
        if (file.endsWith(".map")) {
          const target = join(mapsDir, relative(webDir, file));
          mkdirSync(dirname(target), { recursive: true });
          copyFileSync(file, target);
          unlinkSync(file);
          continue;
        }
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), precompressAndSetMapsAside()],
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    // Kept for debugging, but neither referenced by the scripts nor served (see the plugin above).
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        // Each screen is a chunk of its own (React.lazy in app.tsx). Around them, three chunks rather than
        // dozens of small ones (fewer requests on HTTP/1.1): React and the router, which change only with
        // their versions and so stay in the browser's cache across releases; the rest of the first load;
        // and the code that several screens share, fetched with the first of them.
        codeSplitting: {
          groups: [
            {
              name: "vendor-react",
              test: /node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/,
              priority: 3,
            },
            { name: "first-load", tags: ["$initial"], priority: 2 },
            { name: "screens", minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  // The API, but not the web app's own modules of src/web/api/ (`/api/endpoints.ts`), which Vite serves.
  server: { port: 5173, proxy: { "^/api(?![^?]*\\.tsx?(?:\\?|$))": apiTarget } },
});
