import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

interface SchemaError {
  name: string;
  issues?: Array<{ path?: Array<string | number>; message?: string }>;
}

/** JSON a route parses from the request (the media library's `fileInfo`, say) that does not parse. */
const isJsonError = (error: unknown): error is SyntaxError => error instanceof SyntaxError && /JSON/.test(error.message);

const isSchemaError = (error: unknown): error is SchemaError =>
  error instanceof Error && error.name === 'ZodError' && Array.isArray((error as SchemaError).issues);

/**
 * Bad input is a 400 with one line, whatever checked it: some of Strapi's admin routes parse their
 * body with zod schemas, or a JSON field of it with JSON.parse (the media library's `fileInfo`),
 * and let the failure through as an error Strapi does not know, which it answers with 500
 * (`PUT /admin/homepage/layout` with an empty body, `fileInfo={bad`). Such a failure is answered
 * as the validation error it is: its first problem, and where. (Filters: query-shape.ts.)
 */
const badInput: Core.MiddlewareFactory = () => async (_context, next) => {
  try {
    await next();
  } catch (error) {
    if (isJsonError(error)) throw new errors.ValidationError(`The request holds JSON that does not parse: ${error.message}.`);
    if (!isSchemaError(error)) throw error;
    const [first] = error.issues ?? [];
    const where = first?.path?.length ? `${first.path.join('.')}: ` : '';
    throw new errors.ValidationError(`${where}${first?.message ?? 'The request is not valid.'}`);
  }
};

export default badInput;
