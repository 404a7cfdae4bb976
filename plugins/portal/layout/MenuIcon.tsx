import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  MailOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';

/**
 * The icons a menu item may name (its `icon` field holds an @ant-design/icons name, as the
 * server's menus carry it). A fixed set, so the menu does not pull every icon into the page;
 * a name outside it draws no icon rather than breaking the menu.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = Object.freeze({
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CarOutlined,
  CloudOutlined,
  ContactsOutlined,
  DashboardOutlined,
  DesktopOutlined,
  FileTextOutlined,
  FolderOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  MailOutlined,
  MessageOutlined,
  MoneyCollectOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ProjectOutlined,
  ReadOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
});

/** The icon a menu item names, or nothing for none or a name outside the set. */
export function menuIcon(name: string | null | undefined) {
  const Icon = name ? MENU_ICONS[name] : undefined;
  return Icon ? <Icon /> : undefined;
}
