import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FormOutlined,
  ReadOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/*
 * The antd icons an application may name. A fixed list, not the whole icon package: that
 * would put every icon into the bundle for the few the workbench uses.
 */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  CarryOutOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  FileDoneOutlined,
  FileTextOutlined,
  FormOutlined,
  ReadOutlined,
  SendOutlined,
  TeamOutlined,
};

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#2f54eb', '#faad14'];

/** An application's or submodule's icon on a coloured square; an unknown name shows the default. */
export function WorkbenchIcon({ name, seed }: { name?: string | null; seed: number }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        flex: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: 10,
        fontSize: 20,
        color: '#fff',
        background: PALETTE[Math.abs(seed) % PALETTE.length],
      }}
    >
      <Icon />
    </span>
  );
}
