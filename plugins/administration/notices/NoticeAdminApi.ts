import type { components } from '../../../contracts/generated/admin.ts';

/** The page's route inside the management area. */
export const NOTICE_ADMIN_PATH = '/management/notices';

export type Notice = components['schemas']['Notice'];
