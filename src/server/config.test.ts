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

  it("lit PUBLIC_URL, SMTP_URL, MAIL_FROM et OpenID Connect", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://calibra.exemple.fr/",
      SMTP_URL: "smtps://user:pass@smtp.exemple.fr:465",
      MAIL_FROM: "Calibra <calibra@exemple.fr>",
      OIDC_ISSUER: "https://sso.exemple.fr/realms/usine",
      OIDC_CLIENT_ID: "calibra",
      OIDC_CLIENT_SECRET: "secret",
    });
    expect(config).toMatchObject({
      publicUrl: "https://calibra.exemple.fr",
      smtpUrl: "smtps://user:pass@smtp.exemple.fr:465",
      mailFrom: "Calibra <calibra@exemple.fr>",
      oidc: { issuer: "https://sso.exemple.fr/realms/usine", clientId: "calibra", clientSecret: "secret" },
    });
    expect(loadConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
  });

  it("exige les trois variables OpenID Connect ensemble", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://sso.exemple.fr" })).toThrow(
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
    );
    expect(() => loadConfig({ SMTP_URL: "http://x" })).toThrow("SMTP_URL must be an smtp:// or smtps:// URL");
  });
});
