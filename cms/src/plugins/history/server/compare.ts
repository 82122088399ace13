/**
 * Two versions compared field by field, as the history panel shows them: text as a word diff,
 * media and related documents by name, components and dynamic zones field by field under their
 * own names (`SEO › Judul meta`, `Nilai 2 › Judul`). Only what differs is listed. Pure functions.
 */
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import { keptAttributes, type Attribute, type GetModel, type Snapshot } from './snapshot';

/** One piece of a text diff: kept, added or removed. */
export interface DiffPart {
  value: string;
  added?: true;
  removed?: true;
}

/** One field that differs between two versions. */
export interface FieldChange {
  /** The attribute names from the document down: ['seo', 'metaTitle'], ['values', '2', 'title']. */
  path: string[];
  kind: 'text' | 'value' | 'media' | 'relation';
  before: string;
  after: string;
  /** For text: the word diff from `before` to `after`. */
  parts?: DiffPart[];
}

const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid']);

/**
 * How long one comparison may spend on text diffs in all, in milliseconds. A word diff costs about
 * the square of a text's length (a 9,000-word body took 35 s), and it runs on the CMS's one thread:
 * past this, a text is compared line by line, and past that shown whole, before and after.
 */
export const TEXT_DIFF_BUDGET_MS = 200;

const asParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes.map(({ value, added, removed }) => ({
    value,
    ...(added ? { added: true as const } : {}),
    ...(removed ? { removed: true as const } : {}),
  }));

/** The diff of two texts by words, within the time left until `deadline`; by lines, or whole, when that runs out. */
function textParts(before: string, after: string, deadline: number): DiffPart[] {
  const left = () => Math.max(1, deadline - Date.now());
  const byWords = deadline > Date.now() ? diffWordsWithSpace(before, after, { timeout: left() }) : undefined;
  if (byWords) return asParts(byWords);
  const byLines = deadline > Date.now() ? diffLines(before, after, { timeout: left() }) : undefined;
  if (byLines) return asParts(byLines);
  return [
    ...(before ? [{ value: before, removed: true as const }] : []),
    ...(after ? [{ value: after, added: true as const }] : []),
  ];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** Strapi's blocks (rich text as JSON) as the text a reader sees, a paragraph a line. */
export function blocksText(value: unknown): string {
  const text = (node: unknown): string => {
    if (!isRecord(node)) return '';
    if (typeof node.text === 'string') return node.text;
    return asList(node.children).map(text).join('');
  };
  return asList(value).map(text).join('\n');
}

/** How a value that is not text reads in the comparison. */
function shown(attribute: Attribute, value: unknown): string {
  if (value == null || value === '') return '';
  if (attribute.type === 'media')
    return asList(value)
      .map((file) => String(isRecord(file) ? file.name : file))
      .join(', ');
  if (attribute.type === 'relation')
    return asList(value)
      .map((ref) => String(isRecord(ref) ? ref.label : ref))
      .join(', ');
  if (attribute.type === 'json') return JSON.stringify(value);
  if (attribute.type === 'boolean') return value ? 'true' : 'false';
  return String(value);
}

const textOf = (attribute: Attribute, value: unknown): string =>
  attribute.type === 'blocks' ? blocksText(value) : typeof value === 'string' ? value : value == null ? '' : String(value);

/** The fields in which `after` differs from `before` (both snapshots of `uid`). */
export function compareSnapshots(
  getModel: GetModel,
  uid: string,
  before: Snapshot,
  after: Snapshot,
  budgetMs = TEXT_DIFF_BUDGET_MS,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const deadline = Date.now() + budgetMs;
  const visit = (modelUid: string, a: Record<string, unknown>, b: Record<string, unknown>, path: string[]) => {
    const model = getModel(modelUid);
    if (!model) return;
    for (const [name, attribute] of keptAttributes(model)) {
      const here = [...path, name];
      const [x, y] = [a[name], b[name]];
      if (attribute.type === 'component' && attribute.component) {
        const [xs, ys] = [asList(x), asList(y)];
        for (let index = 0; index < Math.max(xs.length, ys.length); index += 1) {
          const itemPath = attribute.repeatable ? [...here, String(index + 1)] : here;
          const [xi, yi] = [xs[index], ys[index]];
          visit(attribute.component, isRecord(xi) ? xi : {}, isRecord(yi) ? yi : {}, itemPath);
        }
      } else if (attribute.type === 'dynamiczone') {
        const [xs, ys] = [asList(x).filter(isRecord), asList(y).filter(isRecord)];
        for (let index = 0; index < Math.max(xs.length, ys.length); index += 1) {
          const [xi, yi] = [xs[index], ys[index]];
          const itemPath = [...here, String(index + 1)];
          if (xi && yi && xi.__component === yi.__component) visit(String(xi.__component), xi, yi, itemPath);
          else {
            // A different block in this place: the one before gone, the one after added.
            if (xi) visit(String(xi.__component), xi, {}, [...itemPath, String(xi.__component)]);
            if (yi) visit(String(yi.__component), {}, yi, [...itemPath, String(yi.__component)]);
          }
        }
      } else if (TEXT_TYPES.has(attribute.type) || attribute.type === 'blocks') {
        const [before, after] = [textOf(attribute, x), textOf(attribute, y)];
        if (before === after) continue;
        changes.push({ path: here, kind: 'text', before, after, parts: textParts(before, after, deadline) });
      } else {
        const [before, after] = [shown(attribute, x), shown(attribute, y)];
        if (before === after) continue;
        const kind = attribute.type === 'media' ? 'media' : attribute.type === 'relation' ? 'relation' : 'value';
        changes.push({ path: here, kind, before, after });
      }
    }
  };
  visit(uid, before, after, []);
  return changes;
}
