import type { ComponentType } from 'react';
import { pluginRef } from './Plugin.ts';
import { createContributionPoint } from './ServiceId.ts';

/** The workspace plugin (plugins/workspace): home, 工作台, 通讯录, 网盘, 日程, 个人中心, the user card. */
export const workspaceRef = pluginRef<void>('workspace');

/**
 * An entry of the user card's admin menu (the workspace draws the card), beside 管理后台: a page of the workbench that only
 * administrators of the current company (or role 3) see, e.g. the designer's 流程管理.
 */
export interface AdminEntryContribution {
  /** The contributing plugin's id. */
  plugin: string;
  /** Smaller comes first. */
  order: number;
  label: string;
  /** An in-app path the entry navigates to. */
  path: string;
}

export const AdminEntryContributions = createContributionPoint<AdminEntryContribution>('workspace.admin-entries');

/** A tab of 个人中心 (/user/info) another plugin brings, e.g. the accounts plugin's 密码管理. */
export interface PersonalCentreTabContribution {
  /** The contributing plugin's id; a crashing tab shows an error naming it. */
  plugin: string;
  /** The tab's `tab` query value (part 1 §2: passwordManager for 密码管理). */
  key: string;
  label: string;
  /** Among the workspace's own: 个人信息 10, 单位邀请与申请 30. Smaller comes first. */
  order: number;
  /** Lazily loaded, so its code arrives with the tab. */
  component: ComponentType;
}

export const PersonalCentreTabContributions = createContributionPoint<PersonalCentreTabContribution>('workspace.personal-centre-tabs');
