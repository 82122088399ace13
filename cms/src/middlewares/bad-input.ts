import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

interface SchemaError {
  name: string;
  issues?: Array<{ path?: Array<string | number>; message?: string }>;
}

const isSchemaError = (error: unknown): error is SchemaError =>
  error instanceof Error && error.name === 'ZodError' && Array.isArray((error as SchemaError).issues);

/**
 * Bad input is a 400 with one line, whatever checked it: some of Strapi's admin routes parse their
 * body with zod schemas and let the failure through as an error Strapi does not know, which it
 * answers with 500 (`PUT /admin/homepage/layout` with an empty body). Such a failure is answered
 * as the validation error it is: its first problem, and where.
 */
const badInput: Core.MiddlewareFactory = () => async (_context, next) => {
  try {
    await next();
  } catch (error) {
    if (!isSchemaError(error)) throw error;
    const [first] = error.issues ?? [];
    const where = first?.path?.length ? `${first.path.join('.')}: ` : '';
    throw new errors.ValidationError(`${where}${first?.message ?? 'The request is not valid.'}`);
  }
};

export default badInput;
