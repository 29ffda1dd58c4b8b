import { describe, expect, it } from "vitest";
import { DRAWN_ON_SERVER, drawnOnServer, isDrawnOnServer, isLeftOnServer, withoutDrawnData } from "./drawn-on-server";

describe("data drawn on the server", () => {
  it("is marked without changing what the loader made", () => {
    const block = { hospitals: [{ id: 1, name: "Seva Sadan" }], near: null };
    const marked = drawnOnServer(block);
    expect(marked).toEqual({ ...block, [DRAWN_ON_SERVER]: true });
    expect(block).not.toHaveProperty(DRAWN_ON_SERVER);
    expect(isDrawnOnServer(marked)).toBe(true);
    expect(isLeftOnServer(marked)).toBe(false);
  });

  it("is left out of the hand-over wherever it sits, the mark alone in its place; everything else stays", () => {
    const data = {
      loaderData: {
        root: { lang: "hi", flash: null },
        home: {
          view: { kind: "labs", found: drawnOnServer({ labs: [{ id: 54, address: "144, Netaji Subhas Road" }] }) },
          hospitals: drawnOnServer({ hospitals: [{ id: 1 }], nested: drawnOnServer({ deep: true }) }),
          list: [drawnOnServer({ id: 1 }), { id: 2 }],
          notMarked: { [DRAWN_ON_SERVER]: false, kept: "yes" },
        },
      },
      actionData: null,
    };
    const left = withoutDrawnData(data);
    expect(left).toEqual({
      loaderData: {
        root: { lang: "hi", flash: null },
        home: {
          view: { kind: "labs", found: { [DRAWN_ON_SERVER]: true } },
          hospitals: { [DRAWN_ON_SERVER]: true },
          list: [{ [DRAWN_ON_SERVER]: true }, { id: 2 }],
          notMarked: { [DRAWN_ON_SERVER]: false, kept: "yes" },
        },
      },
      actionData: null,
    });
    expect(JSON.stringify(left)).not.toContain("Netaji");
    const found = (left as { loaderData: { home: { view: { found: unknown } } } }).loaderData.home.view.found;
    expect(isLeftOnServer(found)).toBe(true);
    expect(isDrawnOnServer(found)).toBe(true);
  });

  it("tells the mark alone from anything else", () => {
    for (const value of [null, undefined, 0, "drawnOnServer", [], [true], {}, { [DRAWN_ON_SERVER]: "true" }, { [DRAWN_ON_SERVER]: true, id: 1 }])
      expect(isLeftOnServer(value), JSON.stringify(value)).toBe(false);
    expect(isLeftOnServer({ [DRAWN_ON_SERVER]: true })).toBe(true);
  });

  it("keeps a key named __proto__ as a key, as the page's data carried it", () => {
    const data = JSON.parse('{"__proto__":{"polluted":true},"a":1}') as unknown;
    const left = withoutDrawnData(data) as Record<string, unknown>;
    expect(Object.keys(left)).toEqual(["__proto__", "a"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
