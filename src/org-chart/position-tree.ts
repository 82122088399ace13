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

/** A position in the tree, with those who report to it. */
export interface PositionNode {
  title: string;
  holder: string | null;
  children: PositionNode[];
}

/**
 * The tree of an outline. Untitled positions are left out; a missing or odd level counts as 1; a
 * level deeper than the one above by more than one still reports to the one above (no gaps).
 */
export function positionTree(positions: ReadonlyArray<Position | null>): PositionNode[] {
  const roots: PositionNode[] = [];
  const open: Array<{ level: number; node: PositionNode }> = [];
  for (const position of positions) {
    const title = position?.title?.trim();
    if (!position || !title) continue;
    const level = Number.isInteger(position.level) && (position.level ?? 0) >= 1 ? (position.level as number) : 1;
    const node: PositionNode = { title, holder: position.holder?.trim() || null, children: [] };
    while (open.length > 0 && (open.at(-1)?.level ?? 0) >= level) open.pop();
    const parent = open.at(-1);
    (parent ? parent.node.children : roots).push(node);
    open.push({ level, node });
  }
  return roots;
}
