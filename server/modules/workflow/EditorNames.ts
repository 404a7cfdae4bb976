import type { UserDirectory } from '../../contracts/org.ts';

/**
 * Who saved or deployed a definition, for people to read: the engine keeps the user id as
 * text; the name is the Chinese name, else the login name, else that text as it is (a user
 * since removed, or a writer that was no user).
 */
export class EditorNames {
  constructor(private readonly users: UserDirectory) {}

  async of(ids: readonly string[]): Promise<Map<string, string>> {
    const numeric = [...new Set(ids.filter((id) => /^\d+$/.test(id)).map(Number))];
    const names = numeric.length > 0 ? await this.users.names(numeric) : new Map();
    return new Map(
      ids.map((id) => {
        const person = /^\d+$/.test(id) ? names.get(Number(id)) : undefined;
        return [id, person?.chineseName || person?.username || id];
      }),
    );
  }

  async one(id: string): Promise<string> {
    return (await this.of([id])).get(id) ?? id;
  }
}
