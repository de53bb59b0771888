import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodRawIssue, type $ZodType } from 'zod/v4/core';
import { msg, type ValidationMessageKey } from '@chargevalet/contract';

/** Same marker as fastify-type-provider-zod's, so its hasZodFastifySchemaValidationErrors still recognises the errors. */
const VALIDATION_ERROR = Symbol.for('ZodFastifySchemaValidationError');

/** zod's own messages are English only: an issue the contract gave no message gets a key by its kind (translated in the 422). */
function issueKey(issue: $ZodRawIssue): ValidationMessageKey {
  if (issue.input === undefined && issue.code === 'invalid_type') return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return 'invalidType';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig';
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooShort' : 'tooSmall';
    case 'invalid_format':
      return 'invalidFormat';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'invalidValue';
    default:
      return 'invalidInput';
  }
}

/**
 * fastify-type-provider-zod's validator with one difference: parsed with an error map that gives every issue a
 * message key, so each 422 reads in the request's language.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: (issue) => msg(issueKey(issue)) });
    if (result.success) return { value: result.data };
    const error = result.error.issues.map(({ path, code, message, ...params }) => ({
      [VALIDATION_ERROR]: true,
      keyword: code,
      instancePath: `/${path.join('/')}`,
      schemaPath: `#/${path.join('/')}/${code}`,
      message,
      params,
    }));
    return { error: error as unknown as Error };
  };
