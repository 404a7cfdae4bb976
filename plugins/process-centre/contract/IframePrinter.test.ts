import { describe, expect, it, vi } from 'vitest';
import { IframePrinter, PrintError } from './IframePrinter.ts';

describe('IframePrinter', () => {
  it('refuses anything but an element: 请打印一个dom元素', () => {
    const printer = new IframePrinter(document);
    expect(() => printer.print(null)).toThrow(new PrintError('请打印一个dom元素'));
    expect(() => printer.print('<p>合同</p>')).toThrow('请打印一个dom元素');
  });

  it('says 打印失败！请检查浏览器是否支持iframe标签！ when the iframe has no window', () => {
    const element = document.createElement('div');
    const original = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const created = original(tag);
      if (tag === 'iframe') Object.defineProperty(created, 'contentWindow', { value: null });
      return created;
    });
    expect(() => new IframePrinter(document).print(element)).toThrow('打印失败！请检查浏览器是否支持iframe标签！');
    expect(document.querySelector('iframe')).toBeNull();
    vi.restoreAllMocks();
  });

  it('prints a copy of the element from a hidden iframe, leaving the page alone', () => {
    const element = document.createElement('div');
    element.innerHTML = '<h2>合同审批单</h2>';
    document.body.appendChild(element);
    const printed: string[] = [];
    const original = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const created = original(tag);
      if (tag === 'iframe') {
        const page = document.implementation.createHTMLDocument('');
        const frameWindow = { document: page, focus: () => undefined, print: () => printed.push(page.body.innerHTML) };
        Object.defineProperty(created, 'contentWindow', { value: frameWindow });
      }
      return created;
    });
    new IframePrinter(document).print(element);
    expect(printed).toEqual(['<div><h2>合同审批单</h2></div>']);
    expect(document.body.contains(element)).toBe(true);
    vi.restoreAllMocks();
    element.remove();
  });
});
