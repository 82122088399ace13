/**
 * Which holders of an organisation chart have a page: a holder written as the name of a person of
 * the company's management (in the chart's language) links to that person. Worked out at build
 * time (gatsby-node puts the answer in the chart page's context), so the browser only looks it up.
 */

/** A person of the company's management, as the build knows them. */
export interface Person {
  readonly name: string | null;
  readonly slug: string | null;
}

/** A name as people compare names: case, spacing and accents aside. */
const nameKey = (name: string): string =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('id').replace(/\s+/g, ' ').trim();

/**
 * The slug of each holder (as written, trimmed) who is one of `people`. A name two people share
 * leads to neither: the chart cannot tell which of them holds the position.
 */
export function holderSlugs(
  holders: ReadonlyArray<string | null | undefined>,
  people: ReadonlyArray<Person | null>,
): Record<string, string> {
  const slugs = new Map<string, string | null>();
  for (const person of people) {
    if (!person?.name?.trim() || !person.slug) continue;
    const key = nameKey(person.name);
    slugs.set(key, slugs.has(key) ? null : person.slug);
  }
  const found: Record<string, string> = {};
  for (const holder of holders) {
    const name = holder?.trim();
    const slug = name ? slugs.get(nameKey(name)) : null;
    if (name && slug) found[name] = slug;
  }
  return found;
}
