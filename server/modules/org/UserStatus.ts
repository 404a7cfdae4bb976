/** A user's status as the contracts type it: '1' disabled, '0' active. */
export type UserStatusValue = '0' | '1';

/**
 * The contracts' status of a sys_user row (a free varchar): '1' is disabled, as every check of
 * the server reads it (RequestAuthenticator); anything else is active.
 */
export class UserStatus {
  static of(column: string): UserStatusValue {
    return column === '1' ? '1' : '0';
  }
}
