import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-booking', 'mfe-profile', 'mfe-manager', 'mfe-driver'];

/** Import boundaries: an app never imports another app; everything shared goes through shared/*. */
const boundaryRules = (self) => ({
  files: [`${self}/**/*.{ts,tsx,js,mjs}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...apps
            .filter((app) => app !== self)
            .map((app) => ({
              group: [`**/${app}/**`, `@chargevalet/${app}`, `@chargevalet/${app}/**`],
              message: `${self} must not import ${app}: share code through shared/* instead.`,
            })),
          { group: ['**/api/src/**', '@chargevalet/api'], message: 'Front ends talk to the API over HTTP only.' },
        ],
      },
    ],
  },
});

const sharedNeverApps = { group: apps.flatMap((app) => [`**/${app}/**`, `@chargevalet/${app}`]), message: 'Shared packages never depend on an app.' };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'api/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...apps.map(boundaryRules),
  {
    // Test utilities never reach a production bundle.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/platform/src/testing/**', '**/testing/**', 'e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "ImportDeclaration[source.value='@chargevalet/platform/testing']", message: 'Only tests may import @chargevalet/platform/testing.' },
      ],
    },
  },
  {
    files: ['shared/**/*.{ts,tsx,js,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedNeverApps] }] },
  },
  {
    // The platform is a shared singleton: a platform module importing '@chargevalet/platform' waits, through Module
    // Federation, for the platform itself to finish loading, and the page never starts.
    files: ['shared/platform/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/platform/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [sharedNeverApps], paths: [{ name: '@chargevalet/platform', message: 'Import the platform module relatively: a self-import deadlocks the page.' }] },
      ],
    },
  },
  {
    // What every page runs at its start — the platform and the shell's frame — takes values from the contract's
    // zod-free entry only, so a page without a form loads no zod (issue 29). Types come from anywhere.
    // The driver's and the customer's remotes too: their pages show orders; so does the booking wizard's first step. What validates loads the schemas on
    // demand: a lazy chunk (the handover form, the settings) or contractRules() (platform) in a form's submit.
    files: [
      'shared/platform/src/**/*.{ts,tsx}',
      'shell/src/app/**/*.{ts,tsx}',
      'shell/src/features/{cookies,landing}/**/*.{ts,tsx}',
      'shell/src/bootstrap.tsx',
      'mfe-driver/src/**/*.{ts,tsx}',
      'mfe-profile/src/**/*.{ts,tsx}',
      'mfe-manager/src/{App.tsx,i18n.ts,orders/list/**,orders/api/**,calendar/**,dashboard/**,day-plan/**,active-orders/**}',
      // The wizard's first two steps and their frame ("Next" on the first step waits for no schema; steps 3-5 are
      // lazy chunks with their forms).
      'mfe-booking/src/{App.tsx,i18n.ts,StepBar.tsx,steps.ts,steps/loadStep.ts,steps/select-package/**,steps/car-and-order-details/**,address/**,wizard/**,api/**,discount/**,components/**,checkout/checkoutReturn.ts}',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'shared/platform/src/checkout/SandboxCheckoutDialog.tsx',
      'mfe-driver/src/handover/HandoverForm.tsx',
      'mfe-profile/src/settings/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@chargevalet/contract',
              allowTypeImports: true,
              message: 'Import values from @chargevalet/contract/core (zod-free); a schema belongs to a lazily loaded form.',
            },
          ],
        },
      ],
    },
  },
);
