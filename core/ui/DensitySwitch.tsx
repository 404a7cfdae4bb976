import { Button, Dropdown, Tooltip } from 'antd';
import { ColumnHeightOutlined } from '@ant-design/icons';
import { zhCN } from './zhCN.ts';

/** Part 1 §4: the table's row density. */
export type TableDensity = 'default' | 'middle' | 'small';

const DENSITIES: TableDensity[] = ['default', 'middle', 'small'];

/** antd 6 names the densities large / medium / small. */
export const antdSizeOf = { default: 'large', middle: 'medium', small: 'small' } as const satisfies Record<TableDensity, string>;

export interface DensitySwitchProps {
  value: TableDensity;
  onChange(value: TableDensity): void;
}

/** The toolbar's density menu: 默认, 中等, 紧凑, the current one marked. */
export function DensitySwitch({ value, onChange }: DensitySwitchProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value],
        items: DENSITIES.map((density) => ({ key: density, label: zhCN.table.densities[density] })),
        onClick: ({ key }) => onChange(key as TableDensity),
      }}
    >
      <Tooltip title={zhCN.table.density}>
        <Button type="text" icon={<ColumnHeightOutlined />} aria-label={zhCN.table.density} />
      </Tooltip>
    </Dropdown>
  );
}
