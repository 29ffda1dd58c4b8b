import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs in demo mode on a bare environment", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ appEnv: "demo", port: 3000, host: "0.0.0.0", messenger: "outbox", paymentGateway: "sandbox", demoData: true });
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ APP_ENV: "staging" }, "APP_ENV"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SUPPORT_PHONE: "12345" }, "SUPPORT_PHONE"],
    [{ DEMO_DATA: "maybe" }, "DEMO_DATA"],
    [{ DEV_NOT_ON_WHATSAPP: "9000000001,12" }, "DEV_NOT_ON_WHATSAPP"],
  ])("names the variable in one line for a bad value %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
      expect((error as Error).message).not.toContain("\n");
    }
  });

  it("refuses production with any local part, naming what to set", () => {
    const safe = {
      APP_ENV: "production",
      DATABASE_URL: "postgres://db/nikat",
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://nikat.in",
      MESSENGER: "whatsapp-cloud",
      WHATSAPP_ACCESS_TOKEN: "token",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_APP_SECRET: "app-secret",
      WHATSAPP_VERIFY_TOKEN: "verify-token",
      PAYMENT_GATEWAY: "phonepe",
      PHONEPE_CLIENT_ID: "client",
      PHONEPE_CLIENT_SECRET: "client-secret",
      PHONEPE_WEBHOOK_USERNAME: "nikat",
      PHONEPE_WEBHOOK_PASSWORD: "hook-password",
    };
    expect(loadConfig(safe).appEnv).toBe("production");
    expect(() => loadConfig({ ...safe, MESSENGER: "outbox" })).toThrow(/MESSENGER/);
    expect(() => loadConfig({ ...safe, PAYMENT_GATEWAY: "sandbox" })).toThrow(/PAYMENT_GATEWAY/);
    expect(() => loadConfig({ ...safe, PUBLIC_URL: "http://nikat.in" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...safe, SESSION_SECRET: undefined })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ ...safe, DATABASE_URL: undefined })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ...safe, WHATSAPP_ACCESS_TOKEN: undefined })).toThrow(/WHATSAPP_ACCESS_TOKEN/);
    expect(() => loadConfig({ ...safe, DEV_NOT_ON_WHATSAPP: "9000000001" })).toThrow(/DEV_NOT_ON_WHATSAPP/);
    expect(() => loadConfig({ ...safe, PHONEPE_CLIENT_SECRET: undefined })).toThrow(/PHONEPE_CLIENT_SECRET/);
    expect(() => loadConfig({ ...safe, PHONEPE_WEBHOOK_PASSWORD: undefined })).toThrow(/PHONEPE_WEBHOOK_PASSWORD/);
    expect(() => loadConfig({ ...safe, PHONEPE_BASE_URL: "not a url" })).toThrow(/PHONEPE_BASE_URL/);
  });
});
