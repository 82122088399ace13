import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { dataValuesProblem, queryValuesProblem, type GetModel, type Model, type ReadParams } from './query-values';

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
const WRITES = new Set(['create', 'update', 'clone']);

/**
 * Every read the document service makes — for the content API, the admin, a plugin — is refused
 * with a 400 and one line when its values do not fit the content model (query-values.ts), and so is
 * a write of a whole number no column holds, before the database fails on them with a 500; a write
 * never chooses a document's row number (register phase).
 */
export function refuseMalformedQueries(strapi: Core.Strapi): void {
  const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema) as Model | undefined;
  // Asked at the first read: the database is not connected yet in the register phase.
  const options = () => ({ jsonOperators: strapi.db.dialect.client !== 'sqlite' });
  strapi.documents.use(async (context, next) => {
    if (READS.has(context.action)) {
      const problem = queryValuesProblem(context.params as ReadParams, context.contentType as Model, getModel, options());
      if (problem) throw new errors.ValidationError(problem);
    }
    if (WRITES.has(context.action)) {
      const { data } = context.params as { data?: unknown };
      // A row's number is the database's to give: a write naming one chose it (an Author's create
      // took id 5000; an existing one answered 500). Components keep theirs: they name what is updated.
      if (typeof data === 'object' && data !== null && 'id' in data) delete (data as { id?: unknown }).id;
      const problem = dataValuesProblem(data, context.contentType as Model, getModel);
      if (problem) throw new errors.ValidationError(problem);
    }
    return next();
  });
}
