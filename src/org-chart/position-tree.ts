/**
 * An organisation chart kept as an outline: editors list the positions top to bottom, each with a
 * level (1 the head); a position reports to the nearest position above it with a lower level. The
 * page draws that tree as nested lists.
 */

/** A position as the CMS keeps it (component organization.position). */
export interface Position {
  readonly title: string | null;
  readonly level: number | null;
  readonly holder?: string | null;
}

/** A person of the company's management, as the chart's page knows them. */
export interface Person {
  readonly name: string | null;
  readonly slug: string | null;
}

/** A position in the tree, with those who report to it; `holderSlug` when the holder has a page. */
export interface PositionNode {
  title: string;
  holder: string | null;
  holderSlug: string | null;
  children: PositionNode[];
}

/** A name as people compare names: case, spacing and accents aside. */
const nameKey = (name: string): string =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('id').replace(/\s+/g, ' ').trim();

/**
 * The slug of each person by name. A name two people share leads to neither: the chart cannot
 * tell which of them holds the position.
 */
function slugsByName(people: ReadonlyArray<Person | null>): Map<string, string | null> {
  const slugs = new Map<string, string | null>();
  for (const person of people) {
    if (!person?.name?.trim() || !person.slug) continue;
    const key = nameKey(person.name);
    slugs.set(key, slugs.has(key) ? null : person.slug);
  }
  return slugs;
}

/**
 * The tree of an outline. Untitled positions are left out; a missing or odd level counts as 1; a
 * level deeper than the one above by more than one still reports to the one above (no gaps). A
 * holder named like one of `people` (the company's management in the page's language) gets
 * that person's slug, so the chart links their page.
 */
export function positionTree(
  positions: ReadonlyArray<Position | null>,
  people: ReadonlyArray<Person | null> = [],
): PositionNode[] {
  const slugs = slugsByName(people);
  const roots: PositionNode[] = [];
  const open: Array<{ level: number; node: PositionNode }> = [];
  for (const position of positions) {
    const title = position?.title?.trim();
    if (!position || !title) continue;
    const level = Number.isInteger(position.level) && (position.level ?? 0) >= 1 ? (position.level as number) : 1;
    const holder = position.holder?.trim() || null;
    const holderSlug = holder ? (slugs.get(nameKey(holder)) ?? null) : null;
    const node: PositionNode = { title, holder, holderSlug, children: [] };
    while (open.length > 0 && (open.at(-1)?.level ?? 0) >= level) open.pop();
    const parent = open.at(-1);
    (parent ? parent.node.children : roots).push(node);
    open.push({ level, node });
  }
  return roots;
}
