import { useImperativeHandle, useMemo, useState, type Ref } from 'react';
import { Button, Col, Form, Row, Space } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { SearchField, emittedValueOf, initialValueOf, spanOf, DEFAULT_FIELD_SPAN, type SearchFormItem } from './SearchField.tsx';
import { zhCN } from './zhCN.ts';

/** The search values by prop; an empty field is undefined. */
export type SearchValues = Record<string, unknown>;

export interface SearchFormHandle {
  /** The values as 查询 would emit them. */
  values(): SearchValues;
  /** Back to the default values, as 重置 does. */
  reset(): void;
}

export interface SearchFormProps {
  items: SearchFormItem[];
  /** 查询 (or Enter in a field). */
  onSearch(values: SearchValues): void;
  /** 重置, with the default values; without it 重置 searches with them. */
  onReset?(values: SearchValues): void;
  /** Fold the fields beyond the first two or three behind 展开 (default true). */
  collapsible?: boolean;
  ref?: Ref<SearchFormHandle>;
}

/**
 * Part 1 §9: 2 fields show while folded, or 3 when the first spans more than 8 of 24 columns;
 * the rest wait behind 展开.
 */
export function foldedFieldCount(items: SearchFormItem[]): number {
  return items.length > 0 && spanOf(items[0]) > DEFAULT_FIELD_SPAN ? 3 : 2;
}

/** The filter form above a list: fields laid out on a 24-column grid, then 查询 and 重置. */
export function SearchForm({ items, onSearch, onReset, collapsible = true, ref }: SearchFormProps) {
  const [form] = Form.useForm();
  const [expanded, setExpanded] = useState(false);
  const initialValues = useMemo(() => Object.fromEntries(items.map((item) => [item.prop, initialValueOf(item)])), [items]);

  const folded = foldedFieldCount(items);
  const canFold = collapsible && items.length > folded;
  const shown = canFold && !expanded ? items.slice(0, folded) : items;

  // Folded fields are unmounted, not hidden; the form keeps their values (antd's preserve), so
  // a filter set before folding still applies. Read from the whole store for that reason.
  const values = (): SearchValues => {
    const raw = form.getFieldsValue(true) as Record<string, unknown>;
    return Object.fromEntries(items.map((item) => [item.prop, emittedValueOf(item, raw[item.prop])]));
  };

  const reset = () => {
    form.resetFields();
    const defaults = values();
    if (onReset) onReset(defaults);
    else onSearch(defaults);
  };

  useImperativeHandle(ref, () => ({ values, reset }));

  return (
    <Form form={form} initialValues={initialValues} onFinish={() => onSearch(values())} labelWrap>
      <Row gutter={16} align="top">
        {shown.map((item) => (
          // A field a line of its own on a phone (issue 25), the grid's columns from md on.
          <Col key={item.prop} xs={24} md={spanOf(item)}>
            <SearchField item={item} />
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right' }}>
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit">
                {zhCN.search.submit}
              </Button>
              <Button onClick={reset}>{zhCN.search.reset}</Button>
              {canFold && (
                <Button type="link" onClick={() => setExpanded((open) => !open)} aria-expanded={expanded}>
                  {expanded ? zhCN.search.collapse : zhCN.search.expand}
                  {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
