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

  it("envoie les rappels d'échéance sauf REMINDERS=off ; refuse une autre valeur", () => {
    expect(loadConfig({}).reminders).toBe(true);
    expect(loadConfig({ REMINDERS: "off" }).reminders).toBe(false);
    expect(() => loadConfig({ REMINDERS: "non" })).toThrow(/REMINDERS must be on or off/);
  });

  it("lit JOBS_INTERVAL_SECONDS : les tâches planifiées à leur propre rythme sans elle ; refuse 0", () => {
    expect(loadConfig({}).jobsIntervalMs).toBeUndefined();
    expect(loadConfig({ JOBS_INTERVAL_SECONDS: "2" }).jobsIntervalMs).toBe(2000);
    expect(() => loadConfig({ JOBS_INTERVAL_SECONDS: "0" })).toThrow(
      /JOBS_INTERVAL_SECONDS must be between 1 and 3600/,
    );
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
      trustProxy: 1,
    });
  });

  it("lit TRUST_PROXY : true pour un seul proxy, un nombre de proxys, ou leurs adresses et plages", () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
    expect(trust("true")).toBe(1);
    expect(trust("TRUE")).toBe(1);
    expect(trust("1")).toBe(1);
    expect(trust("2")).toBe(2);
    expect(trust("false")).toBe(false);
    expect(trust("0")).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust("10.0.0.1")).toEqual(["10.0.0.1"]);
    expect(trust("10.0.0.0/8, 192.168.1.1 ,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.0/8",
      "192.168.1.1",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each([
    "oui",
    "-1",
    "1.5",
    "10.0.0.0/33",
    "::1/129",
    "10.0.0.1/8/2",
    "10.0.0.300",
    "10.0.0.1,",
    "proxy.local",
  ])("refuse TRUST_PROXY=%s en disant ce qu'il doit être", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges (got ${JSON.stringify(value)})`,
    );
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
    expect(message).toContain(
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges (got "oui")',
    );
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
