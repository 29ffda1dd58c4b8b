import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../i18n/language";
import { renderMessage, TEMPLATES } from "./templates";

describe("WhatsApp templates", () => {
  // Times arrive formatted ("9:00 am"): a unit of our own around them reads "9:00 am बजे".
  it.each(Object.keys(TEMPLATES))("%s puts no unit of its own around an already formatted time", (name) => {
    for (const language of LANGUAGES) {
      const text: string = TEMPLATES[name as keyof typeof TEMPLATES].text[language];
      expect(text, `${name} ${language}`).not.toMatch(/\{\{time\}\}\s*बजे/);
      expect(text, `${name} ${language}`).not.toMatch(/\{\{time\}\}\s*-?টায়/);
    }
  });

  it("renders a Hindi appointment message with the formatted time as it came", () => {
    const text = renderMessage("appointment_request_pharmacy", "hi", { name: "रीना", pharmacy: "Maa Tara Medical", date: "05/12/2026", time: "9:00 am" });
    expect(text).toContain("05/12/2026, 9:00 am");
    expect(text).not.toContain("बजे");
  });

  // Each must be registered in Meta's template manager before it can be sent: the README lists them all (issue #29).
  it("are each listed once in the README's tables, with their variables in order", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const listed = readme
      .split("\n")
      .filter((line) => /^\s*\| `[a-z_]+` \|/.test(line))
      .map((line) => {
        const [name, ...params] = [...line.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
        return { name, params };
      });
    expect(listed.map((row) => row.name).sort()).toEqual(Object.keys(TEMPLATES).sort());
    for (const row of listed) expect(row.params, row.name).toEqual([...TEMPLATES[row.name as keyof typeof TEMPLATES].params]);
  });
});
