/**
 * Whether a request's `filters` have the shape Strapi's query engine takes, checked before it
 * reaches the database: Strapi's own validation lets `filters[$or][0]=1`, `filters[$and]=x` or
 * `filters[title][$between]=a` through, and the database layer then fails with a 500. The problem
 * in one line, or null.
 */
type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: Json) => ['string', 'number', 'boolean'].includes(typeof value) || value === null;
/** qs makes a list of more than 20 items an object with numeric keys. */
const listOf = (value: Json): Json[] | null =>
  Array.isArray(value)
    ? value
    : isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))
      ? Object.values(value)
      : null;

const LOGICAL = new Set(['$and', '$or']);
const LISTS = new Set(['$in', '$notIn']);

function conditionProblem(condition: Json, at: string): string | null {
  if (!isObject(condition)) return `${at} must be an object of conditions.`;
  for (const [key, value] of Object.entries(condition)) {
    const here = `${at}[${key}]`;
    if (LOGICAL.has(key)) {
      const items = listOf(value);
      if (!items) return `${here} must be a list of conditions.`;
      for (const [index, item] of items.entries()) {
        const problem = conditionProblem(item, `${here}[${index}]`);
        if (problem) return problem;
      }
    } else if (key === '$not') {
      const problem = conditionProblem(value, here);
      if (problem) return problem;
    } else if (key === '$between') {
      const items = listOf(value);
      if (!items || items.length !== 2 || !items.every(isScalar)) return `${here} must be two values.`;
    } else if (LISTS.has(key)) {
      const items = listOf(value);
      if (!(isScalar(value) || (items && items.every(isScalar)))) return `${here} must be a value or a list of values.`;
    } else if (key.startsWith('$')) {
      if (!isScalar(value) && !(listOf(value)?.every(isScalar) ?? false)) return `${here} must be a value.`;
    } else if (!isScalar(value) && !Array.isArray(value)) {
      // An attribute: a value, a list of values, or conditions on it (or on what it relates to).
      const problem = conditionProblem(value, here);
      if (problem) return problem;
    }
  }
  return null;
}

export function filterShapeProblem(filters: Json): string | null {
  if (filters === undefined) return null;
  return conditionProblem(filters, 'filters');
}
