/**
 * The external shop's address with the visitor's username in the query (spec part 1 §2: the
 * mall entry opens the shop with the username); a visitor signed out opens it as it is.
 */
export class MallLink {
  static of(mallUrl: string, username: string | null | undefined): string {
    const url = new URL(mallUrl);
    if (username) url.searchParams.set('username', username);
    return url.toString();
  }
}
