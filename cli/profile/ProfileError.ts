/** A profile file that cannot be read or written, a bad name, or a name that does not exist: exit 2. */
export class ProfileError extends Error {
  override readonly name = 'ProfileError';
}
