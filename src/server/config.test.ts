import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("Configuration par l'environnement", () => {
  it("démarre sans rien : port 5000, base embarquée dans ./data", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      host: "0.0.0.0",
      dataDir: resolve("data"),
      databaseUrl: undefined,
      webDir: resolve("dist/web"),
      logLevel: "info",
      trustProxy: false,
    });
  });

  it("lit PORT, DATA_DIR, DATABASE_URL, LOG_LEVEL et TRUST_PROXY", () => {
    const config = loadConfig({
      PORT: "8080",
      DATA_DIR: "/var/lib/calibra",
      DATABASE_URL: "postgresql://calibra@db:5432/calibra",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "true",
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: "/var/lib/calibra",
      databaseUrl: "postgresql://calibra@db:5432/calibra",
      logLevel: "warn",
      trustProxy: true,
    });
  });

  it("traite une variable vide comme absente", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it("nomme chaque variable fautive, ce qu'elle doit être et ce qu'elle vaut", () => {
    const error = (() => {
      try {
        loadConfig({ PORT: "99999", DATABASE_URL: "mysql://x", LOG_LEVEL: "bavard", TRUST_PROXY: "oui" });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT must be between 1 and 65535 (got "99999")');
    expect(message).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// connection URL (got "mysql://x")',
    );
    expect(message).toContain(
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "bavard")',
    );
    expect(message).toContain('TRUST_PROXY must be true or false (got "oui")');
  });
});
