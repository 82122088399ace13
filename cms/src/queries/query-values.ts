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
const DATES = new Set(['date', 'datetime', 'timestamp']);
/** The largest value of PostgreSQL's integer and bigint columns. */
const INTEGER_MAX = 2 ** 31 - 1;

/** Whether text (spaces around allowed) is a number a row's id can be: PostgreSQL fails on `72abc` or 2^31 in an integer column. */
export const isRowId = (text: string): boolean => /^\s*\d{1,10}\s*$/.test(text) && Number(text) <= INTEGER_MAX;
const BIGINT_MAX = BigInt('9223372036854775807');
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** Operators that search text: a field that holds no text (a date, a number) cannot be searched so. */
const TEXT_OPERATORS = new Set([
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
]);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'uid', 'enumeration', 'password', 'blocks']);
/** Operators whose operand is not compared with the attribute's values. */
const NO_OPERAND = new Set(['$null', '$notNull']);
const JSON_ONLY = new Set(['$jsonSupersetOf']);
/** What a JSON field can be asked (PostgreSQL compares JSON only as JSON: no text search, no ranges). */
const JSON_OPERATORS = new Set(['$eq', '$ne', '$in', '$notIn', '$null', '$notNull', '$not', '$jsonSupersetOf']);
/** The system's own attributes, which the schema does not list. */
const SYSTEM_ATTRIBUTES: Record<string, Attribute> = { id: { type: 'integer' }, documentId: { type: 'string' } };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const valuesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value]);

const isJson = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

/** Why `value` cannot be compared with a `type` attribute, or null. */
function operandProblem(type: string, value: unknown, at: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' && !isJson(value)) return `${at} compares a JSON field with ${JSON.stringify(value)}, which is not JSON.`;
  if (NUMBERS.has(type) && (value === '' || !Number.isFinite(Number(value))))
    return `${at} compares a number with ${JSON.stringify(value)}, which is not a finite number.`;
  // A whole number as PostgreSQL's columns hold it (no hexadecimal, no fraction, no overflow).
  const whole = String(value).trim();
  if (type === 'integer' && (!/^[-+]?\d+$/.test(whole) || Math.abs(Number(whole)) > INTEGER_MAX))
    return `${at} compares a whole number with ${JSON.stringify(value)}, which is not one between ${-INTEGER_MAX} and ${INTEGER_MAX}.`;
  if (type === 'biginteger' && (!/^[-+]?\d+$/.test(whole) || BigInt(whole) > BIGINT_MAX || BigInt(whole) < -BIGINT_MAX))
    return `${at} compares a whole number with ${JSON.stringify(value)}, which is not one a database holds.`;
  if ((type === 'float' || type === 'decimal') && !DECIMAL.test(whole))
    return `${at} compares a number with ${JSON.stringify(value)}, which is not written as a decimal number.`;
  // Dates as the database reads them: an ISO date or time, or a timestamp (`x` answered 500 where no document service read it).
  if (DATES.has(type) && !/^\d+$/.test(whole) && Number.isNaN(Date.parse(whole)))
    return `${at} compares a date with ${JSON.stringify(value)}, which is not an ISO date or a timestamp.`;
  if (type === 'time' && !/^\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(whole))
    return `${at} compares a time with ${JSON.stringify(value)}, which is not written HH:mm:ss.`;
  return null;
}

/** The first problem among the operands `value` gives (one, or a list), compared with a `type` attribute. */
function operandsProblem(type: string, value: unknown, at: string): string | null {
  for (const each of valuesOf(value)) {
    const problem = operandProblem(type, each, at);
    if (problem) return problem;
  }
  return null;
}

/** A value, or a list of values (qs makes a long list an object with numeric keys), rather than conditions. */
const isValueOrList = (value: unknown) => !isObject(value) || Object.keys(value).every((key) => /^\d+$/.test(key));

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
    // An operator on a relation, a picture or a component itself: it compares their ids.
    if (key.startsWith('$')) {
      if (JSON_ONLY.has(key)) return `${here} applies to JSON fields only.`;
      if (TEXT_OPERATORS.has(key)) return `${here} searches text: an id is a number.`;
      if (NO_OPERAND.has(key)) continue;
      const problem = operandsProblem('integer', value, here);
      if (problem) return problem;
      continue;
    }
    const attribute = attributeOf(model, key);
    if (!attribute) continue; // Strapi's own validation refuses a key the model lacks
    const behind = modelsBehind(attribute, getModel);
    if (behind) {
      // A value given to the relation itself is an id.
      if (isValueOrList(value)) {
        const problem = operandsProblem('integer', value, here);
        if (problem) return problem;
        continue;
      }
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

/** What the database can do: SQLite has no JSON containment (Strapi's query engine fails on it). */
export interface DatabaseOptions {
  jsonOperators: boolean;
}

/** A scalar attribute's condition: a value, a list of values, or operators on it. */
function valueProblem(attribute: Attribute, value: unknown, at: string, options: DatabaseOptions): string | null {
  if (!isObject(value) || isValueOrList(value)) return operandsProblem(attribute.type, value, at);
  for (const [operator, operand] of Object.entries(value)) {
    const here = `${at}[${operator}]`;
    if (!operator.startsWith('$')) return `${at} is a ${attribute.type} field: "${operator}" is no field of it.`;
    if (TEXT_OPERATORS.has(operator) && !TEXT_TYPES.has(attribute.type))
      return `${here} searches text: this is a ${attribute.type} field.`;
    if (attribute.type === 'json' && !JSON_OPERATORS.has(operator))
      return `${here} is not offered on a JSON field (it takes ${[...JSON_OPERATORS].join(', ')}).`;
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
    const problem = operandsProblem(attribute.type, operand, here);
    if (problem) return problem;
  }
  return null;
}

/** What a read of the document service is asked for. */
export interface ReadParams {
  filters?: unknown;
  fields?: unknown;
  populate?: unknown;
  _q?: unknown;
  sort?: unknown;
  pagination?: unknown;
  start?: unknown;
  limit?: unknown;
  offset?: unknown;
  page?: unknown;
  pageSize?: unknown;
}

/** The kinds of attribute a sort goes into rather than sorts by. */
const SORTED_INSIDE = new Set(['relation', 'component', 'media']);

/**
 * A sort given as an object (`sort[title]=asc`, `sort[author][name]=desc`, or a list of them): each
 * key a field of the model, a direction on a field that holds a value, an object on a relation or
 * component. `sort[title][x]=asc` answered 500. Text (`title:asc`) Strapi checks itself.
 */
function sortProblem(sort: unknown, model: Model, getModel: GetModel, at: string): string | null {
  if (sort === undefined || typeof sort === 'string') return null;
  if (Array.isArray(sort)) {
    for (const [index, each] of sort.entries()) {
      const problem = sortProblem(each, model, getModel, `${at}[${index}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (!isObject(sort)) return `${at} must name fields and directions (asc, desc).`;
  for (const [name, direction] of Object.entries(sort)) {
    const here = `${at}[${name}]`;
    if (!isAttribute(model, name)) return `${here}: "${name}" is no field of the type.`;
    const attribute = attributeOf(model, name) as Attribute;
    if (SORTED_INSIDE.has(attribute.type)) {
      const [inner] = modelsBehind(attribute, getModel) ?? [];
      if (!inner || !isObject(direction)) return `${here} is a ${attribute.type}: sort by one of its fields.`;
      const problem = sortProblem(direction, inner, getModel, here);
      if (problem) return problem;
    } else if (typeof direction !== 'string' || !/^(asc|desc)$/i.test(direction)) return `${here} must be asc or desc.`;
  }
  return null;
}

/** The largest row number a page may start at or hold (PostgreSQL's integer; SQLite fails on larger). */
const ROWS_MAX = INTEGER_MAX;

/**
 * Paging numbers (`pagination[start|limit|page|pageSize]`, the admin's `page`, `pageSize`,
 * `offset`, `limit`): whole numbers a database takes. `pagination[start]=99999999999999999999`
 * and `offset=-1` answered 500. A limit or page size of -1 is Strapi's "all" (held to its maximum).
 */
export function pagingProblem(params: Record<string, unknown>, at = ''): string | null {
  for (const key of ['start', 'limit', 'offset', 'page', 'pageSize']) {
    const value = params[key];
    if (value === undefined || value === null || value === '') continue;
    const number = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
    const lowest = key === 'limit' || key === 'pageSize' ? -1 : key === 'page' ? 1 : 0;
    if (!Number.isInteger(number) || number < lowest || number > ROWS_MAX)
      return `${at ? `${at}[${key}]` : key} must be a whole number from ${lowest} to ${ROWS_MAX}.`;
  }
  return null;
}

/** Whether `name` is an attribute of `model` (its own, not one every object has: `constructor`, `toString`). */
const isAttribute = (model: Model, name: string) =>
  Object.prototype.hasOwnProperty.call(model.attributes, name) || Object.prototype.hasOwnProperty.call(SYSTEM_ATTRIBUTES, name);

/** Fields asked for (a list, or names separated by commas): each one of the model's. */
function fieldsProblem(fields: unknown, model: Model, at: string): string | null {
  if (fields === undefined) return null;
  const names = typeof fields === 'string' ? fields.split(',') : fields;
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string' || !name.trim()))
    return `${at} must name fields of the type.`;
  const unknown = names.find((name) => !isAttribute(model, String(name).trim()));
  return unknown === undefined ? null : `${at} names "${unknown}", which is no field of the type.`;
}

/**
 * What a populate asks of each relation or component: its fields the related model's, its filters
 * held to that model's values (the third attack: `populate[seo][filters][metaTitle][$jsonSupersetOf]`
 * answered 500), its own populate likewise.
 */
function populateProblem(
  populate: unknown,
  model: Model,
  getModel: GetModel,
  at: string,
  options: DatabaseOptions,
): string | null {
  if (!isObject(populate)) return null; // a name, a list of names or *: Strapi's own validation
  for (const [name, value] of Object.entries(populate)) {
    if (!isObject(value)) continue;
    const attribute = model.attributes[name];
    if (!attribute || !Object.prototype.hasOwnProperty.call(model.attributes, name)) continue;
    const behind = modelsBehind(attribute, getModel) ?? [];
    // A dynamic zone's components are populated `on` each of them; nothing else is (`populate[seo][on]` answered 500).
    if (value.on !== undefined) {
      if (attribute.type !== 'dynamiczone' || !isObject(value.on))
        return `${at}[${name}][on] applies to a dynamic zone's components only.`;
      const unknown = Object.keys(value.on).find((uid) => !(attribute.components ?? []).includes(uid));
      if (unknown !== undefined) return `${at}[${name}][on] names "${unknown}", which is no component of the zone.`;
    }
    const targets: Array<[Model, Record<string, unknown>]> = isObject(value.on)
      ? Object.entries(value.on).flatMap(([uid, inner]) => {
          const target = getModel(uid);
          return target && isObject(inner) ? [[target, inner] as [Model, Record<string, unknown>]] : [];
        })
      : behind.map((target) => [target, value]);
    for (const [target, inner] of targets) {
      const problem =
        fieldsProblem(inner.fields, target, `${at}[${name}][fields]`) ??
        conditionsProblem(inner.filters, target, getModel, `${at}[${name}][filters]`, options) ??
        populateProblem(inner.populate, target, getModel, `${at}[${name}][populate]`, options);
      if (problem) return problem;
    }
  }
  return null;
}

export function queryValuesProblem(
  params: ReadParams,
  model: Model,
  getModel: GetModel,
  options: DatabaseOptions = { jsonOperators: true },
): string | null {
  if (params._q !== undefined && typeof params._q !== 'string') return '_q must be text to search for.';
  if (params.pagination !== undefined && !isObject(params.pagination))
    return 'pagination must name start and limit, or page and pageSize.';
  return (
    pagingProblem(params as Record<string, unknown>) ??
    (isObject(params.pagination) ? pagingProblem(params.pagination, 'pagination') : null) ??
    sortProblem(params.sort, model, getModel, 'sort') ??
    fieldsProblem(params.fields, model, 'fields') ??
    populateProblem(params.populate, model, getModel, 'populate', options) ??
    conditionsProblem(params.filters, model, getModel, 'filters', options)
  );
}

/**
 * Whether a write's whole numbers fit the columns that hold them: Strapi's validation takes any
 * whole number (1e20 too), and PostgreSQL's integer column then failed with a 500.
 */
export function dataValuesProblem(data: unknown, model: Model, getModel: GetModel, at = ''): string | null {
  if (!isObject(data)) return null;
  for (const [name, value] of Object.entries(data)) {
    if (!Object.prototype.hasOwnProperty.call(model.attributes, name) || value === null || value === undefined) continue;
    const attribute = model.attributes[name];
    const field = at ? `${at}.${name}` : name;
    if (attribute.type === 'integer' || attribute.type === 'biginteger') {
      const problem = operandProblem(attribute.type, value, field);
      if (problem) return `${field}: ${JSON.stringify(value)} is not a whole number this field holds.`;
    }
    if (attribute.type === 'component' && attribute.component) {
      const inner = getModel(attribute.component);
      for (const item of Array.isArray(value) ? value : [value]) {
        const problem = inner ? dataValuesProblem(item, inner, getModel, field) : null;
        if (problem) return problem;
      }
    }
  }
  return null;
}
