import { z } from 'zod';

// zod compiles fast object parsers with `new Function`, probing for it first; the CSP (no 'unsafe-eval') blocks the
// probe and the browser logs a violation on every page. Every bundle reads zod through this contract, so this one
// line configures each copy before any schema is parsed.
z.config({ jitless: true });
