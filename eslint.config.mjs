import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importCircles } from './scripts/lint/import-circles.mjs';

/**
 * The functions' shared code is one pipeline whose imports run one way (docs/forms-and-functions.md):
 * core → store → providers → outbox → intake and features (siblings, neither imports the other)
 * → http. A layer imports only from the layers before it; no file imports in a circle, type-only
 * imports included (local/no-import-circle, scripts/lint/import-circles.mjs: import/no-cycle
 * cannot count them); the
 * functions import nothing of the site's (content/, app/, components/, lib/), except the open
 * roles' schema, which is plain TypeScript with no imports that both read.
 */
const SHARED = 'supabase/functions/_shared';
const LAYERS = ['core', 'store', 'providers', 'outbox', 'intake', 'features', 'http'];
/** What each layer may not import: every later layer (intake and features not each other either). */
const forbidden = (layer) => {
  const later = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  return layer === 'intake' ? later : layer === 'features' ? [...later, 'intake'] : later;
};
const functionsLayers = [
  {
    files: ['supabase/functions/**/*.ts'],
    plugins: { local: importCircles },
    rules: {
      'local/no-import-circle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...LAYERS.filter((layer) => layer !== 'http').map((layer) => ({
              target: `./${SHARED}/${layer}`,
              from: forbidden(layer).map((later) => `./${SHARED}/${later}`),
              message: `${SHARED}/${layer} may import only from the layers before it (core → store → providers → outbox → intake, features → http).`,
            })),
            {
              target: './supabase/functions',
              from: ['./content', './app', './components', './lib'],
              except: ['./jobs/open-roles-schema.ts'],
              message:
                "The functions import nothing of the site's; what both need lives in a neutral module (supabase/functions/_shared/core/).",
            },
          ],
        },
      ],
    },
  },
  {
    // Small enough to read: the functions' code, not their tests (_test/ and *.deno.test.ts).
    files: ['supabase/functions/**/*.ts'],
    ignores: ['supabase/functions/_test/**', 'supabase/functions/**/*.deno.test.ts'],
    rules: {
      'max-lines': ['error', 400],
      'max-lines-per-function': ['error', 80],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The JSON-LD the root layout renders on every page is built in the browser too: it takes the
    // route names as a prop, so the pages' records (every title and description) stay out of the
    // JavaScript every page loads (lib/seo/json-ld.ts).
    files: ['components/seo/RouteJsonLd.tsx', 'components/seo/JsonLd.tsx', 'lib/seo/json-ld.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['@/content/pages', '@/content/navigation', '@/lib/seo/structured-data'].map(
            (name) => ({
              name,
              message: 'client-side JSON-LD: take the route names as a prop (RouteJsonLd)',
            }),
          ),
        },
      ],
    },
  },
  ...functionsLayers,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      'out/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      '.data/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
