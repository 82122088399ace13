/**
 * Whether a query's values fit the content model, checked where every read passes (the document
 * service, for the content API and the admin alike): filter-shape.ts checks the shape before any
 * route, this checks what only the schema knows. Strapi's query engine let these through and the
 * database failed with a 500: a number filter with a value that is no number (`1e999`, `x`), JSON's
 * `$jsonSupersetOf` on a text column, conditions inside a JSON field as if it were a relation, an
 * empty field name, a search (`_q`) that is not text. The problem in one line, or null.
 */

export interface Attribute {
  type: string;
  target?: string;
  component?: string;
  components?: string[];
}

export interface Model {
  attributes: Record<string, Attribute>;
}

export type GetModel = (uid: string) => Model | undefined;

const NUMBERS = new Set(['integer', 'biginteger', 'float', 'decimal']);
/** Operators whose operand is not compared with the attribute's values. */
const NO_OPERAND = new Set(['$null', '$notNull']);
const JSON_ONLY = new Set(['$jsonSupersetOf']);
/** The system's own attributes, which the schema does not list. */
const SYSTEM_ATTRIBUTES: Record<string, Attribute> = { id: { type: 'integer' }, documentId: { type: 'string' } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value]);

/** Why `value` cannot be compared with a `type` attribute, or null. */
function operandProblem(type: string, value: unknown, at: string): string | null {
  if (value === null || value === undefined) return null;
  if (NUMBERS.has(type) && (value === '' || !Number.isFinite(Number(value))))
    return `${at} compares a number with ${JSON.stringify(value)}, which is not a finite number.`;
  return null;
}

/** The attribute `name` of `model`: the schema's, or the system's own id and documentId. */
function attributeOf(model: Model, name: string): Attribute | undefined {
  return model.attributes[name] ?? SYSTEM_ATTRIBUTES[name];
}

/** The models a relational attribute leads to (a relation's target, a media's file, a component, a zone's components). */
function modelsBehind(attribute: Attribute, getModel: GetModel): Model[] | null {
  if (attribute.type === 'relation' && attribute.target) return [getModel(attribute.target)].filter(Boolean) as Model[];
  if (attribute.type === 'media') return [getModel('plugin::upload.file')].filter(Boolean) as Model[];
  if (attribute.type === 'component' && attribute.component) return [getModel(attribute.component)].filter(Boolean) as Model[];
  if (attribute.type === 'dynamiczone') return (attribute.components ?? []).map(getModel).filter(Boolean) as Model[];
  return null;
}

function conditionsProblem(
  conditions: unknown,
  model: Model,
  getModel: GetModel,
  at: string,
  options: DatabaseOptions,
): string | null {
  if (!isObject(conditions)) return null; // filter-shape.ts said what is wrong with its shape
  for (const [key, value] of Object.entries(conditions)) {
    const here = `${at}[${key}]`;
    if (key === '$and' || key === '$or' || key === '$not') {
      for (const each of key === '$not' ? [value] : valuesOf(value)) {
        const problem = conditionsProblem(each, model, getModel, here, options);
        if (problem) return problem;
      }
      continue;
    }
    // An operator on a relation, a picture or a component itself (it compares their ids).
    if (JSON_ONLY.has(key)) return `${here} applies to JSON fields only.`;
    const attribute = attributeOf(model, key);
    if (!attribute) continue; // Strapi's own validation refuses a key the model lacks
    const behind = modelsBehind(attribute, getModel);
    if (behind) {
      for (const inner of behind) {
        const problem = conditionsProblem(value, inner, getModel, here, options);
        if (problem) return problem;
      }
      continue;
    }
    const problem = valueProblem(attribute, value, here, options);
    if (problem) return problem;
  }
  return null;
}

const isJson = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

/** What the database can do: SQLite has no JSON containment (Strapi's query engine fails on it). */
export interface DatabaseOptions {
  jsonOperators: boolean;
}

/** A scalar attribute's condition: a value, a list of values, or operators on it. */
function valueProblem(attribute: Attribute, value: unknown, at: string, options: DatabaseOptions): string | null {
  if (!isObject(value) || Object.keys(value).every((key) => /^\d+$/.test(key))) {
    for (const each of valuesOf(value)) {
      const problem = operandProblem(attribute.type, each, at);
      if (problem) return problem;
    }
    return null;
  }
  for (const [operator, operand] of Object.entries(value)) {
    const here = `${at}[${operator}]`;
    if (!operator.startsWith('$')) return `${at} is a ${attribute.type} field: "${operator}" is no field of it.`;
    if (JSON_ONLY.has(operator)) {
      if (attribute.type !== 'json') return `${here} applies to JSON fields only.`;
      if (!options.jsonOperators) return `${here} is not offered by this CMS's database.`;
      if (!isJson(operand)) return `${here} must be JSON.`;
      continue;
    }
    if (operator === '$not') {
      const problem = valueProblem(attribute, operand, here, options);
      if (problem) return problem;
      continue;
    }
    if (NO_OPERAND.has(operator)) continue;
    for (const each of valuesOf(operand)) {
      const problem = operandProblem(attribute.type, each, here);
      if (problem) return problem;
    }
  }
  return null;
}

/** What a read of the document service is asked for. */
export interface ReadParams {
  filters?: unknown;
  fields?: unknown;
  _q?: unknown;
}

export function queryValuesProblem(
  params: ReadParams,
  model: Model,
  getModel: GetModel,
  options: DatabaseOptions = { jsonOperators: true },
): string | null {
  if (params._q !== undefined && typeof params._q !== 'string') return '_q must be text to search for.';
  const fields = typeof params.fields === 'string' ? params.fields.split(',') : params.fields;
  if (fields !== undefined && (!Array.isArray(fields) || fields.some((name) => typeof name !== 'string' || !name.trim())))
    return 'fields must name fields of the type.';
  return conditionsProblem(params.filters, model, getModel, 'filters', options);
}
