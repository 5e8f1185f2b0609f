#!/usr/bin/env node
/**
 * `npm start`'s first step: builds the web app only when what it is built from changed since the
 * last build (its sources, the shared code, the build's configuration, the installed packages).
 * The fingerprint of those files is kept next to the build (`<WEB_DIR>/.sources`); an unchanged
 * fingerprint and a build in place start the server at once instead of rebuilding (about 10 s).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const webDir = process.env.WEB_DIR ? resolve(process.env.WEB_DIR) : join(root, "dist/web");
const stamp = join(webDir, ".sources");

/** Every file the web build reads, in a stable order. */
function sources() {
  const folders = ["src/web", "src/shared"];
  const files = ["vite.config.ts", "tsconfig.json", "package-lock.json", "package.json"];
  const found = folders.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
  return [...found, ...files.filter((file) => existsSync(join(root, file)))].sort();
}

function fingerprint() {
  const hash = createHash("sha256");
  for (const file of sources()) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  // A different WEB_DIR is a different build.
  hash.update(webDir);
  return hash.digest("hex");
}

const wanted = fingerprint();
const built = existsSync(stamp) && existsSync(join(webDir, "index.html")) ? readFileSync(stamp, "utf8") : "";
if (built === wanted) {
  console.log("Application web déjà construite à partir de ces sources : pas de reconstruction.");
  process.exit(0);
}
const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
writeFileSync(stamp, wanted);
