import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The rooms by audience (README, "What is where"), and what each may import. A room reaches only
 * into the rooms it builds on, never back up: what ships knows nothing of the build, the build
 * nothing of the tools, benchmarks or tests, and no test imports a benchmark (what tests share
 * with benchmarks lives in tests/harness/). Outside exporter/, only exporter/hosts/ (the hosts'
 * headers and configs, for tools/serve.ts, the nginx test and Lighthouse) may be imported.
 */
const ROOMS = ["app", "exporter", "vite", "tools", "bench", "tests", "e2e", "packages"];
const CONFIGS = ["react-router.config.ts", "vite.config.ts", "vitest.config.ts", "playwright.config.ts"];

/** `import-x/no-restricted-paths` for the room's own code (its tests follow the tests' rule). */
function room(name, { mayImport, except = {}, why }) {
  const allowed = [name, ...mayImport, ...Object.keys(except)];
  const forbidden = [...ROOMS, ...CONFIGS].filter((other) => !allowed.includes(other));
  const zones = [
    ...forbidden.map((from) => ({ target: name, from, message: why })),
    ...Object.entries(except).map(([from, allowed]) => ({
      target: name,
      from,
      except: allowed,
      message: why,
    })),
  ];
  return {
    files: [`${name}/**/*.{ts,tsx,js,mjs}`],
    ignores: ["**/__tests__/**"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones }] },
  };
}

const boundaries = [
  room("app", { mayImport: [], why: "app/ ships: it imports nothing outside app/." }),
  room("exporter", {
    mayImport: ["app"],
    why: "exporter/ is what `react-router build` runs: it imports only app/ and itself.",
  }),
  room("vite", {
    mayImport: ["app"],
    except: { exporter: ["hosts"] },
    why: "vite/ holds the Vite plugins: app/, and of exporter/ only exporter/hosts/.",
  }),
  room("tools", {
    mayImport: ["app"],
    except: { exporter: ["hosts"] },
    why: "tools/ are the owner's commands: app/, and of exporter/ only exporter/hosts/.",
  }),
  room("bench", {
    mayImport: ["app", "tools"],
    except: { exporter: ["hosts"], tests: ["harness"] },
    why: "bench/ measures: app/, tools/, exporter/hosts/ and tests/harness/.",
  }),
  room("packages", {
    mayImport: [],
    except: { app: ["lib/markdown/code-meta.ts"] },
    why: "packages/ stand alone; the snippet checker reads code blocks' meta as the site does (app/lib/markdown/code-meta.ts).",
  }),
  {
    files: ["tests/**/*.{ts,tsx}", "e2e/**/*.{ts,tsx}", "**/__tests__/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ".",
              from: "bench",
              message: "No test imports a benchmark: what both need belongs in tests/harness/.",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "screenshots/",
      // The mutation run's sandbox and reports (npm run test:mutation).
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { "import-x": importX },
    settings: {
      // Resolves imports as tsx and Vite do: TypeScript's extensions, index files, `~/` for app/.
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".mjs", ".js", ".json"],
          alias: { "~": [`${import.meta.dirname}/app`] },
        }),
      ],
    },
  },
  ...boundaries,
  // React rules for the app only: Playwright fixtures call a `use` that is not React's.
  { files: ["app/**/*.{ts,tsx}"], ...jsxA11y.flatConfigs.recommended },
  { files: ["app/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      // The package's entry re-exports its ~4,800 icon modules: every build and every dev start
      // (Vite pre-bundles it for the browser) paid for all of them to use 18.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: 'Import each icon from its own module: import Tag from "lucide-react/icons/tag".',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The intent gate's behaviours and the head's boot script are serialised into every page
    // (app/document/boot/inline-script.ts): a value they import would be missing there, so they
    // may import types alone; what they share with the app arrives as an argument.
    files: ["app/document/boot/*.ts", "app/document/boot/gate/*.ts"],
    ignores: ["app/document/boot/intent-gate-script.ts", "app/document/boot/inline-script.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["*"],
              allowTypeImports: true,
              message: "Serialised into the page: import types only, and take values as arguments.",
            },
          ],
        },
      ],
    },
  },
);
