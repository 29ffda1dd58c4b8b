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
      SESSION_SECRET: "q7Vd-2mXf9LkPz4Rw8Jt1NcYb6Hs3Ga0Ue5Oi",
      STORAGE: "s3",
      S3_BUCKET: "nikat-files",
      S3_REGION: "ap-south-1",
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

  const production = {
    APP_ENV: "production",
    DATABASE_URL: "postgres://db/nikat",
    SESSION_SECRET: "q7Vd-2mXf9LkPz4Rw8Jt1NcYb6Hs3Ga0Ue5Oi",
    STORAGE: "s3",
    S3_BUCKET: "nikat-files",
    S3_REGION: "ap-south-1",
    PUBLIC_URL: "https://nikat.in",
    MESSENGER: "whatsapp-cloud",
    WHATSAPP_ACCESS_TOKEN: "token",
    WHATSAPP_PHONE_NUMBER_ID: "1234567890",
    WHATSAPP_APP_SECRET: "app-secret",
    WHATSAPP_VERIFY_TOKEN: "verify-token",
    PAYMENT_GATEWAY: "phonepe",
    PHONEPE_CLIENT_ID: "client-id",
    PHONEPE_CLIENT_SECRET: "client-secret",
    PHONEPE_WEBHOOK_USERNAME: "webhook-user",
    PHONEPE_WEBHOOK_PASSWORD: "webhook-password",
  };

  it.each([
    ["a".repeat(32), /about 0 bits/],
    ["s".repeat(40), /about 0 bits/],
    ["abababababababababababababababab", /about 32 bits/],
    ["0123456789abcdef0123456789abcdef", /one piece of 16 characters repeated/],
    ["correct-horse-correct-horse-correct-horse", /about 123 bits/],
    ["Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-Xk3-", /one piece of 4 characters repeated/],
  ])("refuses a guessable SESSION_SECRET in production (%j), naming the rule", (secret, why) => {
    expect(() => loadConfig({ ...production, SESSION_SECRET: secret })).toThrow(/^Invalid environment variable SESSION_SECRET: too guessable/);
    expect(() => loadConfig({ ...production, SESSION_SECRET: secret })).toThrow(why);
    expect(() => loadConfig({ ...production, SESSION_SECRET: secret })).toThrow(/at least 128|openssl rand/);
  });

  it("accepts secrets made the usual ways (openssl rand -base64 48, -hex 32)", () => {
    expect(loadConfig({ ...production, SESSION_SECRET: "3pG0yq4m8t0ZkJ1oVvV8m6bC2eX4Wf9dQnL7sRaT1uYhE5iK0jP3cB6xN2wM9zA7" }).sessionSecret).toBeDefined();
    expect(loadConfig({ ...production, SESSION_SECRET: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08" }).sessionSecret).toBeDefined();
  });

  it("refuses STORAGE=local in production unless ALLOW_LOCAL_STORAGE=true says it is a one-machine deployment", () => {
    const { STORAGE: _s3, ...withoutStorage } = production;
    expect(() => loadConfig(withoutStorage)).toThrow(/^Invalid environment variable STORAGE: must be s3.*ALLOW_LOCAL_STORAGE=true/);
    expect(() => loadConfig({ ...production, STORAGE: "local" })).toThrow(/STORAGE/);
    expect(loadConfig({ ...production, STORAGE: "local", ALLOW_LOCAL_STORAGE: "true" })).toMatchObject({ storage: "local", allowLocalStorage: true });
    expect(loadConfig({ STORAGE: "local" }).storage).toBe("local");
  });

  it("STORAGE=s3 needs a bucket and a region, and both keys or neither, each refusal one line naming the variable", () => {
    const s3 = { STORAGE: "s3", S3_BUCKET: "nikat-files", S3_REGION: "ap-south-1" };
    const oneLine = (env: Record<string, string | undefined>, name: string) => {
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
    };
    oneLine({ ...s3, S3_BUCKET: undefined }, "S3_BUCKET");
    oneLine({ ...s3, S3_REGION: undefined }, "S3_REGION");
    oneLine({ ...s3, S3_BUCKET: "Nikat_Files" }, "S3_BUCKET");
    oneLine({ ...s3, S3_ENDPOINT: "ftp://127.0.0.1:3450" }, "S3_ENDPOINT");
    oneLine({ ...s3, S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY");
    oneLine({ ...s3, S3_SECRET_ACCESS_KEY: "secret" }, "S3_ACCESS_KEY_ID");
    oneLine({ ...s3, S3_FORCE_PATH_STYLE: "sometimes" }, "S3_FORCE_PATH_STYLE");
    expect(loadConfig(s3).s3).toEqual({ bucket: "nikat-files", region: "ap-south-1", endpoint: undefined, forcePathStyle: false, accessKeyId: undefined, secretAccessKey: undefined });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: "http://127.0.0.1:3450/", S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" }).s3,
    ).toMatchObject({ endpoint: "http://127.0.0.1:3450", forcePathStyle: true, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" });
    // Local storage ignores the S3 settings entirely.
    expect(loadConfig({ S3_REGION: "ap-south-1" }).storage).toBe("local");
  });
});

describe("INVOICE_LINK_DAYS", () => {
  it("is 1 to 365 days, 30 by default", () => {
    expect(loadConfig({}).invoiceLinkDays).toBe(30);
    expect(loadConfig({ INVOICE_LINK_DAYS: "7" }).invoiceLinkDays).toBe(7);
    expect(() => loadConfig({ INVOICE_LINK_DAYS: "0" })).toThrow(/INVOICE_LINK_DAYS/);
    expect(() => loadConfig({ INVOICE_LINK_DAYS: "400" })).toThrow(/INVOICE_LINK_DAYS/);
  });
});
