#!/usr/bin/env node
/**
 * `npm start`'s first step: builds the web app and the server, each only when what it is built from
 * changed since its last build (its sources, the shared code, the build's configuration, the
 * installed packages). The fingerprint of those files is kept next to each build (`.sources`); an
 * unchanged fingerprint and a build in place start the server at once instead of rebuilding (the
 * web app takes about 10 s, the server about 1 s).
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const packageFiles = ["tsconfig.json", "package-lock.json", "package.json"];

const targets = [
  {
    name: "web",
    dir: process.env.WEB_DIR ? resolve(process.env.WEB_DIR) : join(root, "dist/web"),
    built: "index.html",
    folders: ["src/web", "src/shared"],
    files: ["vite.config.ts", ...packageFiles],
    script: "build:web",
  },
  {
    name: "pglite-template",
    dir: join(root, "dist/pglite-template"),
    built: "template.tar",
    folders: ["src/server/db/migrations"],
    files: ["src/server/db/embedded-template.ts", "scripts/build-pglite-template.ts", ...packageFiles],
    script: "build:template",
  },
  {
    name: "server",
    dir: join(root, "dist/server"),
    built: "main.js",
    folders: ["src/server", "src/shared"],
    files: ["scripts/build-server.mjs", ...packageFiles],
    script: "build:server",
  },
];

/** Every file a build reads, in a stable order (tests excluded). */
function sources(target) {
  const found = target.folders.flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => relative(root, join(entry.parentPath, entry.name))),
  );
  return [...found, ...target.files.filter((file) => existsSync(join(root, file)))].sort();
}

function fingerprint(target) {
  const hash = createHash("sha256");
  for (const file of sources(target)) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  // Another output folder is another build.
  hash.update(target.dir);
  return hash.digest("hex");
}

for (const target of targets) {
  const stamp = join(target.dir, ".sources");
  const wanted = fingerprint(target);
  const inPlace = existsSync(stamp) && existsSync(join(target.dir, target.built));
  if (inPlace && readFileSync(stamp, "utf8") === wanted) {
    console.log(`Construction « ${target.name} » à jour : pas de reconstruction.`);
    continue;
  }
  const build = spawnSync("npm", ["run", target.script, "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stamp, wanted);
}
