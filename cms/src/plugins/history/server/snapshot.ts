/**
 * A version's data: one language's draft or published entry, as the content model describes it,
 * kept so that it can be shown, compared and written back — every attribute of the type, its
 * components and dynamic zones to any depth, media by id and name, relations by documentId,
 * language and a label. Nothing of the row's bookkeeping (ids, times, authors, the language
 * itself) is kept: restoring writes the values, not the row. Pure functions of the model.
 */

/** What this module reads of a content type's or a component's attribute. */
export interface Attribute {
  type: string;
  relation?: string;
  target?: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  multiple?: boolean;
}

/** A content type or a component, by its attributes. */
export interface Model {
  attributes: Record<string, Attribute>;
}

export type GetModel = (uid: string) => Model | undefined;

/** The row's bookkeeping, which Strapi keeps itself: not a value of the document. */
export const BOOKKEEPING: ReadonlySet<string> = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'strapi_stage',
  'strapi_assignee',
]);

/** The attributes a related document is named by, the first the target has. */
const LABEL_FIELDS = ['title', 'name', 'heroTitle', 'label', 'from', 'number', 'slug', 'code'];

/** A media file as a version keeps it. */
export interface MediaRef {
  id: number;
  name: string;
}

/** A related document as a version keeps it. */
export interface RelationRef {
  documentId: string;
  locale?: string | null;
  label: string;
}

export type SnapshotValue = unknown;
export type Snapshot = Record<string, SnapshotValue>;

/** Whether the attribute is a relation a version keeps: to a document (not polymorphic, not an admin). */
export const keptRelation = (attribute: Attribute): boolean =>
  attribute.type === 'relation' &&
  typeof attribute.target === 'string' &&
  !attribute.relation?.toLowerCase().startsWith('morph') &&
  !attribute.target.startsWith('admin::');

/** Whether the relation holds many documents (oneToMany, manyToMany) rather than one. */
export const isToMany = (attribute: Attribute): boolean => /^(oneToMany|manyToMany)$/.test(attribute.relation ?? '');

/** The attributes of a model a version keeps, by name. */
export function keptAttributes(model: Model): Array<[string, Attribute]> {
  return Object.entries(model.attributes).filter(
    ([name, attribute]) => !BOOKKEEPING.has(name) && (attribute.type !== 'relation' || keptRelation(attribute)),
  );
}

/** The attribute a document of `target` is named by in a version (null: by its documentId). */
export function labelField(getModel: GetModel, target: string): string | null {
  const attributes = getModel(target)?.attributes ?? {};
  return LABEL_FIELDS.find((name) => ['string', 'uid', 'text'].includes(attributes[name]?.type ?? '')) ?? null;
}

/** The population (database query syntax) that reads everything a version of `uid` keeps. */
export function snapshotPopulate(getModel: GetModel, uid: string): Record<string, unknown> {
  const model = getModel(uid);
  if (!model) return {};
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of keptAttributes(model)) {
    if (attribute.type === 'relation' && attribute.target) {
      const label = labelField(getModel, attribute.target);
      populate[name] = { select: ['documentId', 'locale', ...(label ? [label] : [])] };
    } else if (attribute.type === 'media') populate[name] = { select: ['id', 'name'] };
    else if (attribute.type === 'component' && attribute.component)
      populate[name] = { populate: snapshotPopulate(getModel, attribute.component) };
    else if (attribute.type === 'dynamiczone')
      populate[name] = {
        on: Object.fromEntries(
          (attribute.components ?? []).map((component) => [component, { populate: snapshotPopulate(getModel, component) }]),
        ),
      };
  }
  return populate;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mediaRef = (value: unknown): MediaRef | null =>
  isRecord(value) && typeof value.id === 'number' ? { id: value.id, name: String(value.name ?? value.id) } : null;

function relationRef(getModel: GetModel, target: string, value: unknown): RelationRef | null {
  if (!isRecord(value) || typeof value.documentId !== 'string') return null;
  const label = labelField(getModel, target);
  const named = label ? value[label] : undefined;
  return {
    documentId: value.documentId,
    ...(typeof value.locale === 'string' ? { locale: value.locale } : {}),
    label: typeof named === 'string' && named ? named : value.documentId,
  };
}

const many = <T>(value: unknown, one: (item: unknown) => T | null): T[] =>
  (Array.isArray(value) ? value : []).map(one).filter((item): item is T => item !== null);

/** The value of one attribute as a version keeps it. */
function snapshotValue(getModel: GetModel, attribute: Attribute, value: unknown): SnapshotValue {
  switch (attribute.type) {
    case 'media':
      return attribute.multiple ? many(value, mediaRef) : mediaRef(value);
    case 'relation': {
      const target = attribute.target ?? '';
      return isToMany(attribute)
        ? many(value, (item) => relationRef(getModel, target, item))
        : relationRef(getModel, target, value);
    }
    case 'component': {
      const component = attribute.component ?? '';
      const one = (item: unknown) => (isRecord(item) ? toSnapshot(getModel, component, item) : null);
      return attribute.repeatable ? many(value, one) : one(value);
    }
    case 'dynamiczone':
      return many(value, (item) =>
        isRecord(item) && typeof item.__component === 'string'
          ? { __component: item.__component, ...toSnapshot(getModel, item.__component, item) }
          : null,
      );
    default:
      return value === undefined ? null : value;
  }
}

/** An entry (read with `snapshotPopulate`) as a version keeps it. */
export function toSnapshot(getModel: GetModel, uid: string, entry: Record<string, unknown>): Snapshot {
  const model = getModel(uid);
  if (!model) return {};
  return Object.fromEntries(
    keptAttributes(model).map(([name, attribute]) => [name, snapshotValue(getModel, attribute, entry[name])]),
  );
}

/** What a document is called in a list or the log: its title (name, …) in that version, else its documentId. */
export function documentLabel(getModel: GetModel, uid: string, data: Snapshot, documentId: string): string {
  const field = labelField(getModel, uid);
  const value = field ? data[field] : undefined;
  return typeof value === 'string' && value ? value : documentId;
}
