import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { contentManagerChecker } from '../permissions/document-access';

interface RelationRouteContext {
  params?: { model?: string; targetField?: string };
  state?: { userAbility?: unknown };
}

/**
 * The Content Manager's relation pickers (`GET /content-manager/relations/:model/…/:targetField`)
 * answer 500 for a field the editor may not read (`createdBy`, or any field a role hides): Strapi's
 * controller returns its 403 to a caller that reads on as if it were the answer. This policy asks
 * the same question first and answers it properly: 400 for a model or field that is no relation,
 * 403 for one the editor may not read.
 */
export default (policyContext: RelationRouteContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): boolean => {
  const { model = '', targetField = '' } = policyContext.params ?? {};
  const schema = strapi.getModel(model as UID.Schema);
  if (!schema) throw new errors.ValidationError(`The model ${model} doesn't exist`);
  const attribute = (schema.attributes as Record<string, { type?: string }>)[targetField];
  if (attribute?.type !== 'relation')
    throw new errors.ValidationError(`The relational field ${targetField} doesn't exist on ${model}`);
  if (schema.modelType === 'component') return true;
  const checker = contentManagerChecker(strapi, policyContext.state?.userAbility, model);
  if (!checker.can.read(null, targetField))
    throw new errors.PolicyError(`You may not read the field ${targetField} of ${model}.`);
  return true;
};
