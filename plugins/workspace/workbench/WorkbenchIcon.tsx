import { AppstoreOutlined } from '@ant-design/icons';
import { namedIcon } from '../../../core/ui/NamedIcons.ts';

const PALETTE = ['#1677ff', '#13c2c2', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#2f54eb', '#faad14'];

/** An application's or submodule's icon on a coloured square; an unknown name shows the default. */
export function WorkbenchIcon({ name, seed }: { name?: string | null; seed: number }) {
  const Icon = namedIcon(name) ?? AppstoreOutlined;
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
