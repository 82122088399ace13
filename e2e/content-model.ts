import type { ComponentSchemas } from '../cms/src/content-model/sample-values';
import type { SchemaFile } from '../cms/src/content-model/schemas';
import { adminRequest, SYSTEM_ATTRIBUTES } from './admin';
import { cmsUrl } from './urls';

/**
 * The content model as the CMS describes it to the admin (every content type and component, their
 * attributes), and documents' values in one comparable form: what specs generated from the content
 * model share (History's restore round trip, the copy from the other language).
 */
const CM = '/content-manager';

export interface TypeDescription extends SchemaFile {
  uid: string;
  kind: 'collectionType' | 'singleType';
}

export interface Answer {
  status: number;
  body: unknown;
  text: string;
}

export async function call(token: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed, text };
}

/** A file as written (its id) or as read (an object with its id): its id. */
export const fileId = (file: unknown): number | null =>
  typeof file === 'number' ? file : file && typeof file === 'object' ? ((file as { id?: number }).id ?? null) : null;

/**
 * A document's values in one form, whether as written or as the Content Manager reads them:
 * files by id, components without their rows' ids, times as ISO strings, and only the
 * attributes of the model (no bookkeeping, no relations).
 */
export function comparable(
  components: ComponentSchemas,
  schema: SchemaFile,
  entry: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_ATTRIBUTES.has(name) || attribute.type === 'relation' || name === 'formerSlugs') continue;
    const value = entry[name];
    if (attribute.type === 'media') out[name] = Array.isArray(value) ? value.map(fileId) : fileId(value);
    else if (attribute.type === 'component') {
      const inner = components.get(String(attribute.component)) as SchemaFile;
      const one = (item: unknown) => (item == null ? null : comparable(components, inner, item as Record<string, unknown>));
      out[name] = Array.isArray(value) ? value.map(one) : one(value);
    } else if (attribute.type === 'datetime' && typeof value === 'string') out[name] = new Date(value).toISOString();
    else out[name] = value ?? null;
  }
  return out;
}

/** Values the CMS keeps unique or checks as addresses, made unique to this run. */
export function ownValues(
  type: TypeDescription,
  entry: Record<string, unknown>,
  variant: number,
  stamp: string,
): Record<string, unknown> {
  const out = { ...entry };
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (attribute.type === 'uid') out[name] = `${String(entry[name]).slice(0, 60)}-${stamp}-${variant}`;
    if (name === 'from') out[name] = `/arsip/berita-lama-${stamp}-${variant}`;
    if (name === 'to') out[name] = `https://arsip.mercusuar-group.co.id/berita/${stamp}-${variant}`;
    if (name === 'formerSlugs') delete out[name];
  }
  return out;
}

/** Types only visitors write (the site's contact form): the admin reads and deletes them (cms/src/contact/visitors-only.ts). */
export const VISITOR_WRITTEN = new Set(['api::contact-message.contact-message']);

/** Every content type of the site (api::) with its own attributes, and every component, as the Content Manager lists them. */
export async function describeContentModel(): Promise<{ types: TypeDescription[]; components: Map<string, SchemaFile> }> {
  const described = (await adminRequest('GET', `${CM}/content-types`)) as { data: TypeDescription[] };
  // Each type by its own fields (the description also lists the bookkeeping every document has).
  const types = described.data
    .filter((type) => type.uid.startsWith('api::'))
    .map((type) => ({
      ...type,
      attributes: Object.fromEntries(Object.entries(type.attributes).filter(([name]) => !SYSTEM_ATTRIBUTES.has(name))),
    }));
  const listed = (await adminRequest('GET', `${CM}/components`)) as { data: Array<{ uid: string } & SchemaFile> };
  const components = new Map(
    listed.data.map((component) => [
      component.uid,
      { ...component, attributes: Object.fromEntries(Object.entries(component.attributes).filter(([name]) => name !== 'id')) },
    ]),
  );
  return { types, components };
}
