/**
 * The storage of a server render: a visitor's, empty, and nothing written to it is kept (the
 * server renders without anyone's session, and one render must never see another's writes).
 */
export class VisitorStorage implements Storage {
  readonly length = 0;

  clear(): void {}

  getItem(): string | null {
    return null;
  }

  key(): string | null {
    return null;
  }

  removeItem(): void {}

  setItem(): void {}
}
