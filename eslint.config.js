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
  // Failures are written down through core/errors/report-failure.ts only (its name and code, never the message).
  // Command-line tools and the start-up launcher speak to a person on the terminal and may print.
  {
    files: ["app/**/*.{ts,tsx}", "core/**/*.{ts,tsx}", "server/**/*.{ts,tsx}"],
    ignores: ["server/cli/**", "server/start.ts", "**/*.test.{ts,tsx}", "**/test-support/**"],
    rules: { "no-console": "error" },
  },
  // Layers (docs/architecture.md): server → app → core → db. A layer imports the layers to its right, never to
  // its left. seed/ (demo and scale data) and test-support/ (the tests' database) are tools that fill a database:
  // they use core and db, never app or server. e2e/, bench/ and scripts/ may import anything. Cycles:
  // server/import-cycles.test.ts.
  // Pages never touch the database: not db/ (not even its types), not a `db` handed around; they ask
  // `context.core` (core/core-for-pages.ts).
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/link.tsx", "app/components/link.test.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [routerLinks()], patterns: appLayers() }], "no-restricted-syntax": ["error", ...pagesWithoutDatabase()] },
  },
  {
    files: ["app/components/link.tsx", "app/components/link.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: appLayers() }], "no-restricted-syntax": ["error", ...pagesWithoutDatabase()] },
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
    rules: { "no-restricted-imports": ["error", { patterns: [layer("core", "db"), layer("app", "db"), layer("server", "db"), { group: ["~/*"], message: "db/ never imports app/ (~)." }] }] },
  },
  {
    files: ["seed/**/*.ts", "test-support/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [layer("app", "seed/ and test-support/"), layer("server", "seed/ and test-support/"), { group: ["~/*"], message: "seed/ and test-support/ never import app/ (~)." }] }] },
  },
);

/** The server renders links as plain anchors (app/components/link.tsx); the router's own are many times slower there. */
/** What app/ may not import: the host above it, and the database (pages ask core through context.core). */
function appLayers() {
  return [layer("server", "app"), { ...layer("db", "app"), message: "app/ must not import db/: ask core (context.core), and take types from core." }];
}

/** Pages never touch the database: not a `db` read off an object, not one taken apart from one. */
function pagesWithoutDatabase() {
  const message = "Pages never touch the database: ask core through context.core.";
  return [
    { selector: "MemberExpression[property.name='db']", message },
    { selector: "ObjectPattern > Property[key.name='db']", message },
  ];
}

function routerLinks() {
  return { name: "react-router", importNames: ["Link", "NavLink"], message: "Import Link and NavLink from app/components/link (plain anchors on the server)." };
}

/** A relative import that reaches into the top-level folder `target` ("../../server/config"). */
function layer(target, from) {
  return { regex: `^(\\.\\./)+${target}(/|$)`, message: `${from} must not import ${target}/ (layers: server → app → core → db).` };
}
