/**
 * What the content API may reach through a relation. A draft & publish document has a draft row
 * beside its published one, and Strapi's status guard (guard.ts) only decides which rows of the
 * type being read come back: a relation reaches rows of other types by itself. Two kinds of
 * relation reach unpublished rows:
 * - a relation to a draft & publish type (`localizations`, or any relation a type gains later):
 *   populated, Strapi returns the published versions, but filtering or sorting through it
 *   compares the drafts too (a filter on a draft's title answers whether a draft says something);
 * - a polymorphic relation (`morphToMany`: a file's `related`, every row that uses the file,
 *   drafts of every type and language included), which Strapi fills without any status.
 * So, for every content-API answer whatever the query form: a polymorphic relation never leaves,
 * a related row of a draft & publish type leaves only when it is published, and no filter or sort
 * goes through either (400). Admin-panel requests are not touched.
 */
import { errors, traverse, traverseEntity } from '@strapi/utils';
import { curry } from 'lodash/fp';

type TraverseOptions = Parameters<typeof traverseEntity>[1];
type Entity = Parameters<typeof traverseEntity>[2];
/** A content type or component as Strapi describes it. */
export type Model = TraverseOptions['schema'];
export type GetModel = (uid: string) => Model;

/** What a relation attribute can reach: unpublished rows of another type, every row of any type, or nothing of concern. */
export type Reach = 'versioned' | 'polymorphic' | null;

interface RelationAttribute {
  type: 'relation';
  relation: string;
  target?: string;
}

const isRelation = (attribute: unknown): attribute is RelationAttribute =>
  typeof attribute === 'object' && attribute !== null && (attribute as { type?: unknown }).type === 'relation';

/** Whether following `attribute` can reach unpublished content. */
export function reachOf(attribute: unknown, getModel: GetModel): Reach {
  if (!isRelation(attribute)) return null;
  if (attribute.relation.toLowerCase().startsWith('morph')) return 'polymorphic';
  if (!attribute.target) return null;
  const target = getModel(attribute.target) as { options?: { draftAndPublish?: boolean } } | undefined;
  return target?.options?.draftAndPublish === true ? 'versioned' : null;
}

/** The message of a refused filter or sort; the path is the query's own. */
export const throughRelationMessage = (path: string): string =>
  `Filtering or sorting by "${path}" is not allowed: it goes through a relation to unpublished content.`;

/**
 * Refuses (ValidationError, 400) a content-API read whose filters or sort go through a relation
 * that reaches unpublished content, at any depth (components, media, `$and`/`$or`/`$not`). Also a
 * component's `documentId`, which Strapi lists among a component's attributes but components do
 * not have (the database answered the query with an error: 500).
 */
export async function refuseFiltersThroughDrafts(
  params: { filters?: unknown; sort?: unknown },
  schema: Model,
  getModel: GetModel,
): Promise<void> {
  const visitor = ({
    key,
    attribute,
    path,
    schema: owner,
  }: {
    key: string;
    attribute?: unknown;
    path: { raw: string | null };
    schema: Model;
  }) => {
    if (reachOf(attribute, getModel)) throw new errors.ValidationError(throughRelationMessage(path.raw ?? key));
    if (owner.modelType === 'component' && key === 'documentId')
      throw new errors.ValidationError(`Invalid key documentId at ${path.raw ?? key}: components have none.`);
  };
  if (params.filters) await traverse.traverseQueryFilters(visitor, { schema, getModel }, params.filters);
  if (params.sort) await traverse.traverseQuerySort(visitor, { schema, getModel }, params.sort);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a populated attribute leads to: the related type, the file, the component. */
function targetOf(attribute: unknown, getModel: GetModel): Model | null {
  const { type, target, component } = (attribute ?? {}) as { type?: string; target?: string; component?: string };
  if (type === 'relation' && target) return getModel(target) ?? null;
  if (type === 'media') return getModel('plugin::upload.file') ?? null;
  if (type === 'component' && component) return getModel(component) ?? null;
  return null;
}

/**
 * The same refusal for the filters and sorts a populate carries, at every depth
 * (`populate[localizations][filters][localizations][title][$contains]=…` would otherwise answer
 * whether a draft says something, through the published versions it brings along), dynamic zones'
 * `on` included. A populate given as names or `*` carries none.
 */
export async function refusePopulateFiltersThroughDrafts(populate: unknown, schema: Model, getModel: GetModel): Promise<void> {
  if (!isPlainObject(populate)) return;
  for (const [key, value] of Object.entries(populate)) {
    if (!isPlainObject(value)) continue;
    const branches: Array<[Model | null, Record<string, unknown>]> = isPlainObject(value.on)
      ? Object.entries(value.on).map(([uid, branch]) => [getModel(uid) ?? null, isPlainObject(branch) ? branch : {}])
      : [[targetOf(schema.attributes[key], getModel), value]];
    for (const [target, branch] of branches) {
      if (!target) continue;
      await refuseFiltersThroughDrafts({ filters: branch.filters, sort: branch.sort }, target, getModel);
      await refusePopulateFiltersThroughDrafts(branch.populate, target, getModel);
    }
  }
}

interface RelatedRow {
  id: number;
  publishedAt?: string | null;
}

const isRow = (value: unknown): value is RelatedRow =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** Asks the database which of these rows of `uid` are published (for rows whose answer left `publishedAt` out). */
export type PublishedLookup = (uid: string, ids: number[]) => Promise<ReadonlySet<number>>;

/**
 * The published rows among `value` (a populated relation: one row, a list, or a count): a row
 * that says `publishedAt` is kept by it; one whose `fields` left it out is looked up. A count
 * (`{ count }`) cannot say what it counted: it is dropped (undefined).
 */
export async function publishedOnly(value: unknown, uid: string, lookup: PublishedLookup): Promise<unknown> {
  if (value === null || value === undefined) return value;
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isRow)) return undefined;
  const unknown = rows.filter((row) => !('publishedAt' in row)).map((row) => row.id);
  const published = unknown.length ? await lookup(uid, unknown) : new Set<number>();
  const kept = rows.filter((row) => ('publishedAt' in row ? Boolean(row.publishedAt) : published.has(row.id)));
  return Array.isArray(value) ? kept : (kept[0] ?? null);
}

/**
 * The output rule (a content-API output sanitizer, run on every entity every content-API
 * controller answers with): polymorphic relations removed, related rows of draft & publish
 * types kept only when published.
 */
export function publishedRelationsOnly(getModel: GetModel, lookup: PublishedLookup) {
  // Strapi's registry wants each sanitizer curried (lodash/fp), as its own are.
  return (schema: Model) =>
    curry((entity: Entity) =>
      traverseEntity(
        async ({ key, attribute, data }, { remove, set }) => {
          const reach = reachOf(attribute, getModel);
          if (!reach) return;
          if (reach === 'polymorphic') return remove(key);
          const kept = await publishedOnly(data[key], (attribute as RelationAttribute).target as string, lookup);
          if (kept === undefined) remove(key);
          else set(key, kept as Parameters<typeof set>[1]);
        },
        { schema, getModel },
        entity,
      ),
    );
}
