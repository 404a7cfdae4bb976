import type { UserDirectory } from '../../contracts/org.ts';
import type { UserGuide } from './UserGuide.ts';

/**
 * The demo accounts that have seen the guide already, so the journeys signing in as them meet
 * no tour: every demo user but 郑十 (zhengshi), whom the first-login journey and the README
 * keep for trying the guide.
 */
export const DEMO_USERS_PAST_THE_GUIDE: readonly string[] = [
  'admin', 'zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'sunqi', 'zhouba', 'wujiu', 'qianyi', 'chenjing', 'linfang', 'huangwei', 'liuyang', 'qinlan',
];

/**
 * Marks the demo accounts above seen, on every start (a test's bare server has none of them).
 * Insert-or-skip: a user who has seen the guide stays so; 郑十 is never marked here.
 */
export class GuideDemoSeed {
  constructor(
    private readonly guide: Pick<UserGuide, 'markSeen'>,
    private readonly users: Pick<UserDirectory, 'accountByUsername'>,
  ) {}

  async run(): Promise<number> {
    let marked = 0;
    for (const username of DEMO_USERS_PAST_THE_GUIDE) {
      const account = await this.users.accountByUsername(username);
      if (!account) continue;
      await this.guide.markSeen(account.userId);
      marked++;
    }
    return marked;
  }
}
