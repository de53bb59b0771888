// One jest run for the whole workspace: a project per package, TypeScript through SWC.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const base = (name, dir, environment) => ({
  displayName: name,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: environment,
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});

const dom = (name, dir) => ({
  ...base(name, dir, 'jsdom'),
  setupFilesAfterEnv: [`<rootDir>/${dir.split('/').map(() => '..').join('/')}/jest.setup.dom.ts`],
  moduleNameMapper: { '\\.(css|svg|png|jpg|webp)$': `<rootDir>/${dir.split('/').map(() => '..').join('/')}/jest.file-stub.cjs` },
});

export default {
  // Per-project testTimeout is ignored by jest; an API test file's app takes up to ~100 s to start on a machine loaded ~15× its cores.
  testTimeout: 120_000,
  projects: [
    base('contract', 'shared/contract', 'node'),
    base('build', 'shared/build', 'node'),
    dom('platform', 'shared/platform'),
    { ...dom('shell', 'shell'), testPathIgnorePatterns: ['<rootDir>/src/server/'] },
    // The shell's server renderer (build-time pages) runs in Node, as the build runs it.
    {
      ...base('shell-server', 'shell', 'node'),
      testMatch: ['<rootDir>/src/server/**/*.test.ts?(x)'],
      moduleNameMapper: { '^booking/server$': '<rootDir>/../mfe-booking/src/server.ts', '\\.(css|svg|png|jpg|webp)$': '<rootDir>/../jest.file-stub.cjs' },
    },
    dom('mfe-booking', 'mfe-booking'),
    dom('mfe-profile', 'mfe-profile'),
    dom('mfe-manager', 'mfe-manager'),
    dom('mfe-driver', 'mfe-driver'),
    base('api', 'api', 'node'),
  ],
};
