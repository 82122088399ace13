import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { queryValuesProblem, type GetModel, type Model } from '../queries/query-values';
import {
  mediaFieldsProblem,
  mediaPagingProblem,
  mediaPopulate,
  mediaSortProblem,
  privateRelationIn,
  type MediaList,
} from '../upload/media-query';

/** The media library's admin lists and entries: `/upload/files`, `/upload/folders` and one of each (Strapi's router ignores case). */
const MEDIA_LIST = /^\/upload\/(files|folders)(\/[^/]+)?\/?$/i;
const MODELS = { files: 'plugin::upload.file', folders: 'plugin::upload.folder' } as const;

/**
 * The media library's lists and folders answer only what its own views ask for
 * (src/upload/media-query.ts): a populate beyond that, a filter through a file's uses or its
 * uploader, a sort by anything but the list's own fields, or a page out of range, is a 400 with one line before Strapi's route reads the query. After
 * strapi::query, which parses it.
 */
const mediaQuery: Core.MiddlewareFactory =
  (_config, { strapi }) =>
  async (context, next) => {
    const list =
      context.method === 'GET' ? (MEDIA_LIST.exec(context.path)?.[1]?.toLowerCase() as MediaList | undefined) : undefined;
    if (list) {
      const query = context.query as {
        populate?: unknown;
        filters?: unknown;
        sort?: unknown;
        fields?: unknown;
        _q?: unknown;
        page?: unknown;
        pageSize?: unknown;
        pagination?: unknown;
      };
      // The media library reads past the document service: its values are checked here.
      const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema) as Model | undefined;
      const model = getModel(MODELS[list]);
      const invalid = model
        ? queryValuesProblem(query, model, getModel, { jsonOperators: strapi.db.dialect.client !== 'sqlite' })
        : null;
      if (invalid) throw new errors.ValidationError(invalid);
      const shape =
        mediaPagingProblem(query) ??
        (model ? (mediaSortProblem(query.sort, model.attributes) ?? mediaFieldsProblem(query.fields, model.attributes)) : null);
      if (shape) throw new errors.ValidationError(shape);
      const relation = privateRelationIn(query);
      if (relation) throw new errors.ValidationError(`The media library cannot be filtered or sorted through "${relation}".`);
      const answer = mediaPopulate(list, query.populate);
      if ('refusal' in answer) throw new errors.ValidationError(answer.refusal);
      const { populate: _asked, ...rest } = query;
      context.query = answer.populate ? { ...rest, populate: answer.populate } : rest;
    }
    await next();
  };

export default mediaQuery;
