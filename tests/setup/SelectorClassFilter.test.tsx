import { render } from '@testing-library/react';
import { Button, ConfigProvider, Form, Input, Modal, Select, Table, Tabs } from 'antd';
import QuerySelector from 'happy-dom/lib/query-selector/QuerySelector.js';
import { describe, expect, it } from 'vitest';
import { requiredClasses, type FilteredMatcher } from './SelectorClassFilter.ts';

const matcher = QuerySelector as unknown as FilteredMatcher;

/** Every style rule's selector in the document, inside media and other grouping rules too. */
function documentSelectors(): string[] {
  const selectors: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('selectorText' in rule && typeof rule.selectorText === 'string') selectors.push(rule.selectorText);
      if ('cssRules' in rule) walk(rule.cssRules as CSSRuleList);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  return selectors;
}

const answer = (match: unknown) => (match ? (match as { priorityWeight: number }).priorityWeight : null);

describe('the quick "no" in happy-dom\'s style matching', () => {
  it('reads the classes the element itself must have, per comma-separated selector', () => {
    expect(requiredClasses('.ant-btn')).toEqual([['ant-btn']]);
    expect(requiredClasses(':where(.css-dev-only-do-not-override-x).ant-col-push-0')).toEqual([['ant-col-push-0']]);
    expect(requiredClasses('.a .b.c, .d > .e:hover::before')).toEqual([['b', 'c'], ['e']]);
    expect(requiredClasses('.a + .b ~ .c[data-x="1 .y"]')).toEqual([['c']]);
    // What constrains another element, or nothing the element's class can tell: not filtered.
    expect(requiredClasses('.a, div')).toBeNull();
    expect(requiredClasses('.a > *')).toBeNull();
    expect(requiredClasses(':not(.a)')).toBeNull();
    expect(requiredClasses('.a ')).toBeNull();
    expect(requiredClasses('.sm\\:flex')).toBeNull();
    expect(requiredClasses(':host(.a) .b')).toBeNull();
    expect(requiredClasses('.a:is(.b')).toBeNull();
  });

  it('answers as happy-dom does for every rule antd puts in the document and every element it draws, but for the false matches of happy-dom', () => {
    render(
      <ConfigProvider>
        <Form>
          <Form.Item label="名称" name="name" rules={[{ required: true }]}>
            <Input placeholder="请输入名称" />
          </Form.Item>
          <Select open options={[{ value: 1, label: '一' }]} />
        </Form>
        <Tabs items={[{ key: 'a', label: '甲', children: '甲页' }, { key: 'b', label: '乙', children: '乙页' }]} />
        <Table rowKey="id" columns={[{ title: '名称', dataIndex: 'name' }]} dataSource={[{ id: 1, name: '张三' }]} />
        <Button type="primary">保存</Button>
        <Modal open title="详情">内容</Modal>
      </ConfigProvider>,
    );
    const selectors = [...new Set([...documentSelectors(), '.ant-btn, button', 'div.ant-tabs-tab', '.ant-tabs-tab:not(.ant-tabs-tab-active)', '*'])];
    const elements = Array.from(document.querySelectorAll('*'));
    // The test means something only with antd's rules in the document and the filter in place.
    expect(selectors.filter((selector) => requiredClasses(selector)).length).toBeGreaterThan(100);
    expect(matcher.unfiltered).toBeTypeOf('function');
    let compared = 0;
    const differences: { selector: string; element: Element; own: number | null; filtered: number | null }[] = [];
    for (const selector of selectors) {
      for (const element of elements) {
        const filtered = answer(matcher.matches(element, selector, { ignoreErrors: true }));
        const own = answer(matcher.unfiltered!(element, selector, { ignoreErrors: true }));
        if (filtered !== own) differences.push({ selector, element, own, filtered });
        compared += 1;
      }
    }
    // The only differences are happy-dom's own false matches of a :where(…) rule with another
    // functional pseudo-class (see the next test): the filter said no, and the element lacks a
    // class every selector of the rule requires, as a browser would see.
    for (const { selector, element, filtered } of differences) {
      expect(filtered).toBeNull();
      expect(selector).toMatch(/:where\([^)]*\).*:(not|has|is)\(/);
      expect(requiredClasses(selector)!.every((classes) => classes.some((name) => !element.classList.contains(name)))).toBe(true);
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('does not share happy-dom\'s false matches of a :where(…) rule with :not(…) or :has(…) on an element with the :where class alone', () => {
    document.body.innerHTML = '<form class="css-x"><span class="ant-select"></span></form>';
    const form = document.querySelector('form')!;
    expect(matcher.matches(form, ':where(.css-x).ant-input-outlined.ant-input-disabled:hover:not([disabled])', { ignoreErrors: true })).toBeNull();
    expect(matcher.matches(form, ':where(.css-x).ant-input-number-addon:has(.ant-select)', { ignoreErrors: true })).toBeNull();
  });

  it('leaves the computed style as happy-dom draws it: a primary button keeps antd\'s colours', () => {
    render(<Button type="primary">保存</Button>);
    const button = document.querySelector('.ant-btn-primary')!;
    expect(getComputedStyle(button).getPropertyValue('cursor')).toBe('pointer');
  });
});
