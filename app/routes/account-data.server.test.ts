import { describe, expect, it } from "vitest";
import { downloadCard, formatSize } from "./account-data.server";

describe("the My data page's download card", () => {
  it("says how big the archive is in Latin digits", () => {
    expect(formatSize(120)).toBe("1 KB");
    expect(formatSize(820_400)).toBe("820 KB");
    expect(formatSize(1_450_000)).toBe("1.4 MB");
  });

  it("links a ready export by its id, with its times in Kolkata", () => {
    const card = downloadCard({ state: "ready", id: 17, readyAt: new Date("2026-11-26T06:00:00Z"), expiresAt: new Date("2026-12-03T06:00:00Z"), size: 2_000_000 });
    expect(card).toEqual({ state: "ready", href: "/account/data/export/17", ready: "26/11/2026, 11:30 am", until: "03/12/2026, 11:30 am", size: "2.0 MB" });
    expect(downloadCard({ state: "preparing", id: 3, requestedAt: new Date("2026-11-26T06:00:00Z") })).toEqual({ state: "preparing", requested: "26/11/2026, 11:30 am" });
    expect(downloadCard({ state: "none" })).toEqual({ state: "none" });
  });
});
