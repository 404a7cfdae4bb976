import type { AuditTrail } from '../../contracts/audit.ts';
import type { Principal } from '../../contracts/host.ts';
import type { Db } from '../../db/Database.ts';
import { authTexts } from './zh-CN.ts';

/** Where a login comes from: the request's address and browser. */
export interface LoginClient {
  address: string;
  userAgent?: string;
}

/** How the user signed in. */
export type LoginWay = 'password' | 'sms' | 'social';

/** The account a login was for and the company it opened in. */
export interface LoggedInUser {
  userId: number;
  username: string;
  companyId: number;
  status: string;
}

/**
 * The logins, failed logins, lockouts and logouts in the administrators' audit log (subject
 * 'login'). A failed login names the account typed and no user; never a password or a code.
 */
export class LoginAudit {
  constructor(
    private readonly db: Db,
    private readonly trail: AuditTrail,
  ) {}

  succeeded(user: LoggedInUser, way: LoginWay, client: LoginClient): Promise<void> {
    // The user is known but has no call yet: the principal names who and in which company, nothing more.
    const principal: Principal = { userId: user.userId, username: user.username, companyId: user.companyId, sessionId: 0, status: user.status, roles: [], companyAdmin: null, admin: false };
    return this.trail.record(this.db, { principal, ...client }, { subject: 'login', subjectId: user.username, action: 'login', summary: authTexts.audit.login(authTexts.audit.way[way]) });
  }

  failed(account: string, way: LoginWay, reason: string, client: LoginClient): Promise<void> {
    return this.trail.record(this.db, { principal: null, username: account, ...client }, {
      subject: 'login',
      subjectId: account,
      action: 'loginFailed',
      summary: authTexts.audit.loginFailed(authTexts.audit.way[way], reason),
    });
  }

  locked(account: string, reason: string, client: LoginClient): Promise<void> {
    return this.trail.record(this.db, { principal: null, username: account, ...client }, { subject: 'login', subjectId: account, action: 'locked', summary: authTexts.audit.locked(reason) });
  }

  loggedOut(principal: Principal, client: LoginClient): Promise<void> {
    return this.trail.record(this.db, { principal, ...client }, { subject: 'login', subjectId: principal.username, action: 'logout', summary: authTexts.audit.logout });
  }
}
