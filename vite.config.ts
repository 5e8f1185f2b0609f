import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.PORT ?? 5000}`;
// WEB_DIR (the folder the server serves, default dist/web) is also where the build goes.
const outDir = process.env.WEB_DIR ? resolve(process.env.WEB_DIR) : "../../dist/web";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@shared": fileURLToPath(new URL("./src/shared", import.meta.url)),
      "@web": fileURLToPath(new URL("./src/web", import.meta.url)),
    },
  },
  build: { outDir, emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { "/api": apiTarget } },
});
