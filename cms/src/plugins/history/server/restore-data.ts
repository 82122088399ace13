/**
 * A version written back: its snapshot as the document service's data for the draft — media by
 * id, relations by documentId, components and dynamic zones without their old rows' ids (Strapi
 * makes new ones). What the content model has gained since is emptied, what it lost is left out,
 * a file or a related document deleted since is left out and named, and what the CMS maintains
 * itself (`formerSlugs`, the addresses that redirect) keeps its current value. Pure functions.
 */
import {
  isToMany,
  keptAttributes,
  keptRelation,
  type Attribute,
  type GetModel,
  type MediaRef,
  type RelationRef,
  type Snapshot,
} from './snapshot';

/** Attributes the CMS writes itself: a restore never turns them back. */
export const MAINTAINED_ATTRIBUTES = new Set(['formerSlugs']);

/** The files and documents a snapshot refers to, to be looked up before it is restored. */
export interface References {
  media: Set<number>;
  documents: Map<string, Set<string>>; // target uid → documentIds
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** Walks a snapshot's media and relations (into components and dynamic zones). */
function walk(getModel: GetModel, uid: string, data: Snapshot, visit: (attribute: Attribute, value: unknown) => void): void {
  const model = getModel(uid);
  if (!model) return;
  for (const [name, attribute] of keptAttributes(model)) {
    const value = data[name];
    if (attribute.type === 'media' || attribute.type === 'relation') visit(attribute, value);
    else if (attribute.type === 'component' && attribute.component) {
      for (const item of asList(value)) if (isRecord(item)) walk(getModel, attribute.component, item, visit);
    } else if (attribute.type === 'dynamiczone') {
      for (const item of asList(value))
        if (isRecord(item) && typeof item.__component === 'string') walk(getModel, item.__component, item, visit);
    }
  }
}

/** The media ids and related documents a snapshot names. */
export function referencesOf(getModel: GetModel, uid: string, data: Snapshot): References {
  const references: References = { media: new Set(), documents: new Map() };
  walk(getModel, uid, data, (attribute, value) => {
    for (const item of asList(value)) {
      if (!isRecord(item)) continue;
      if (attribute.type === 'media' && typeof item.id === 'number') references.media.add(item.id);
      if (attribute.type === 'relation' && attribute.target && typeof item.documentId === 'string') {
        const ids = references.documents.get(attribute.target) ?? new Set<string>();
        ids.add(item.documentId);
        references.documents.set(attribute.target, ids);
      }
    }
  });
  return references;
}

/** The restore: data for the document service, and what could not come back (deleted since). */
export interface RestoreData {
  data: Record<string, unknown>;
  missing: string[];
}

/** The empty value of an attribute the snapshot does not have (added to the model since). */
function emptyValue(attribute: Attribute): unknown {
  if (attribute.type === 'dynamiczone' || (attribute.type === 'component' && attribute.repeatable)) return [];
  if (attribute.type === 'relation') return { set: [] };
  if (attribute.type === 'media' && attribute.multiple) return [];
  return null;
}

/**
 * The data that makes the draft what `snapshot` was; `existing` is what `referencesOf` named
 * and still exists.
 */
export function restoreData(getModel: GetModel, uid: string, snapshot: Snapshot, existing: References): RestoreData {
  const missing: string[] = [];
  const convert = (modelUid: string, data: Snapshot, topLevel: boolean): Record<string, unknown> => {
    const model = getModel(modelUid);
    if (!model) return {};
    const out: Record<string, unknown> = {};
    for (const [name, attribute] of keptAttributes(model)) {
      if (topLevel && MAINTAINED_ATTRIBUTES.has(name)) continue;
      if (!(name in data)) {
        out[name] = emptyValue(attribute);
        continue;
      }
      out[name] = convertValue(attribute, data[name]);
    }
    return out;
  };
  const convertValue = (attribute: Attribute, value: unknown): unknown => {
    switch (attribute.type) {
      case 'media': {
        const files = asList(value).filter((item): item is MediaRef => isRecord(item) && typeof item.id === 'number');
        const kept = files.filter((file) => existing.media.has(file.id));
        for (const file of files) if (!existing.media.has(file.id)) missing.push(file.name);
        return attribute.multiple ? kept.map((file) => file.id) : (kept[0]?.id ?? null);
      }
      case 'relation': {
        if (!keptRelation(attribute)) return undefined;
        const refs = asList(value).filter((item): item is RelationRef => isRecord(item) && typeof item.documentId === 'string');
        const there = existing.documents.get(attribute.target ?? '') ?? new Set<string>();
        for (const ref of refs) if (!there.has(ref.documentId)) missing.push(ref.label);
        const set = refs
          .filter((ref) => there.has(ref.documentId))
          .map((ref) => ({ documentId: ref.documentId, ...(ref.locale ? { locale: ref.locale } : {}) }));
        return { set: isToMany(attribute) ? set : set.slice(0, 1) };
      }
      case 'component': {
        const component = attribute.component ?? '';
        if (attribute.repeatable)
          return asList(value)
            .filter(isRecord)
            .map((item) => convert(component, item, false));
        return isRecord(value) ? convert(component, value, false) : null;
      }
      case 'dynamiczone':
        return asList(value)
          .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.__component === 'string')
          .filter((item) => getModel(item.__component as string) !== undefined)
          .map((item) => ({ __component: item.__component, ...convert(item.__component as string, item, false) }));
      default:
        return value ?? null;
    }
  };
  return { data: convert(uid, snapshot, true), missing };
}
