import { z } from 'zod';

// zod compiles fast object parsers with `new Function`, probing for it first; the CSP (no 'unsafe-eval') blocks the
// probe and the browser logs a violation on every page. Every bundle reads zod through this contract, so this one
// line configures each copy before any schema is parsed (a schema reads the setting when it is made). The API runs in
// Node under no CSP: there the compiled parsers stay on, and a placement's body validates in a fraction of the time
// (issue 33). A browser, a worker and a component test (jsdom, a document) parse without them.
const { process: node, document: page } = globalThis as { process?: { versions?: { node?: string } }; document?: unknown };
const inNode = page === undefined && typeof node?.versions?.node === 'string';
z.config({ jitless: !inNode });
