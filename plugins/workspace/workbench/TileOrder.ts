/** What the workbench groups and orders: applications and submodules alike. */
export interface Groupable {
  id: number;
  groupName?: string | null;
}

export interface TileGroup<T> {
  name: string;
  items: T[];
}

/**
 * The order of the workbench's tiles: groups in the order their first member comes in the
 * user's order, a drag moving a tile inside its group, and the whole list the server keeps
 * (changeSort takes every id, so the other groups keep their places).
 */
export class TileOrder {
  constructor(private readonly ungrouped: string) {}

  groups<T extends Groupable>(items: T[]): TileGroup<T>[] {
    const groups = new Map<string, T[]>();
    for (const item of items) {
      const name = item.groupName || this.ungrouped;
      groups.set(name, [...(groups.get(name) ?? []), item]);
    }
    return [...groups].map(([name, members]) => ({ name, items: members }));
  }

  /**
   * The whole list after `activeId` was dropped on `overId`'s place within the same group;
   * null when nothing moves (dropped on itself, or on another group's tile).
   */
  moved<T extends Groupable>(items: T[], activeId: number, overId: number): T[] | null {
    const groups = this.groups(items);
    const group = groups.find((g) => g.items.some((item) => item.id === activeId));
    if (!group || activeId === overId) return null;
    const from = group.items.findIndex((item) => item.id === activeId);
    const to = group.items.findIndex((item) => item.id === overId);
    if (to < 0) return null;
    const reordered = [...group.items];
    const [moving] = reordered.splice(from, 1);
    reordered.splice(to, 0, moving);
    return groups.flatMap((g) => (g === group ? reordered : g.items));
  }
}
