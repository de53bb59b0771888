import type { z } from 'zod';

/**
 * The answer a call's response schema describes, as a type only: a fetcher that trusts the server's answer (the
 * server serialises every answer through its schema) types it without loading zod (issue 29).
 */
export type AnswerOf<S extends z.ZodType> = z.output<S>;
