import fs from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeStartupFailure, StartupError } from "../db/startup-error";
import { checkPortFree } from "./check-port-free";
import { prepareDataDir } from "./prepare-data-dir";

describe("start-up failures are one clear line", () => {
  it("a DATA_DIR under /proc fails at once instead of hanging", async () => {
    const failure = await prepareDataDir("/proc/nikat-x/data").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toBe("DATA_DIR /proc/nikat-x/data cannot be written (ENOENT): set DATA_DIR to a folder this user may create and write.");
  }, 3_000);

  it("a DATA_DIR that cannot be written is named with its reason", async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "nikat-datadir-")), "a-file");
    await fs.writeFile(file, "");
    const failure = await prepareDataDir(path.join(file, "data")).catch((error: unknown) => error);
    expect((failure as Error).message).toMatch(/^DATA_DIR .*a-file\/data cannot be written \(ENOTDIR\)/);
    await fs.rm(path.dirname(file), { recursive: true });
  });

  it("a missing DATA_DIR is made, folders above it too", async () => {
    const base = await fs.mkdtemp(path.join(os.tmpdir(), "nikat-datadir-"));
    await prepareDataDir(path.join(base, "a", "b"));
    expect((await fs.stat(path.join(base, "a", "b"))).isDirectory()).toBe(true);
    expect(await fs.readdir(path.join(base, "a", "b"))).toEqual([]);
    await fs.rm(base, { recursive: true });
  });

  it("a port in use says so, without a stack trace", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = (holder.address() as net.AddressInfo).port;
    const error = await checkPortFree(port, "127.0.0.1").catch((failure: unknown) => failure);
    holder.close();
    await new Promise((resolve) => holder.once("close", resolve));
    await expect(checkPortFree(port, "127.0.0.1")).resolves.toBeUndefined();
    expect(describeStartupFailure(error, port)).toBe(`PORT ${port} is in use: another program listens on it. Stop it or set PORT to a free port.`);
    expect(describeStartupFailure(undefined, port)).not.toContain("undefined");
    expect(describeStartupFailure(new Error("first\nsecond"), port)).toBe("start-up failed: first");
  });
});
