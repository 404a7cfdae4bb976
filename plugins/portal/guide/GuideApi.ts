import type { components } from '../../../contracts/generated/admin.ts';

/** The guide's calls (contracts/openapi/admin.yaml getUserGuide, markUserGuideSeen). */
export const GuideApi = {
  state: '/admin/user/guide',
  seen: '/admin/user/guide/seen',
} as const;

export type UserGuide = components['schemas']['UserGuide'];
