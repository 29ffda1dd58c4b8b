import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Layers (docs/architecture.md): server → app → core → db. A layer imports the layers to its right, never to
  // its left. db/seed and db/test-support are tools that fill a database, so they may also use core (its
  // catalogue, areas and loaders). e2e/, bench/ and scripts/ may import anything. Cycles: server/import-cycles.test.ts.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/link.tsx", "app/components/link.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [routerLinks()], patterns: [layer("server", "app")] }] },
  },
  {
    files: ["app/components/link.tsx", "app/components/link.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer("server", "app")] }] },
  },
  {
    files: ["core/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            layer("app", "core"),
            layer("server", "core"),
            { group: ["~/*"], message: "core/ never imports app/ (~)." },
            { group: ["react", "react/*", "react-dom", "react-dom/*", "react-router", "react-router/*"], message: "core/ is framework-free." },
          ],
        },
      ],
    },
  },
  {
    files: ["db/**/*.ts"],
    ignores: ["db/seed/**", "db/test-support/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer("core", "db"), layer("app", "db"), layer("server", "db"), { group: ["~/*"], message: "db/ never imports app/ (~)." }] }] },
  },
  {
    files: ["db/seed/**/*.ts", "db/test-support/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer("app", "db/seed and db/test-support"), layer("server", "db/seed and db/test-support"), { group: ["~/*"], message: "db/ never imports app/ (~)." }] }] },
  },
);

/** The server renders links as plain anchors (app/components/link.tsx); the router's own are many times slower there. */
function routerLinks() {
  return { name: "react-router", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from app/components/link (plain anchors on the server)." };
}

/** A relative import that reaches into the top-level folder `target` ("../../server/config"). */
function layer(target, from) {
  return { regex: `^(\\.\\./)+${target}(/|$)`, message: `${from} must not import ${target}/ (layers: server → app → core → db).` };
}
