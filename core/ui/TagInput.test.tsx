import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWidget } from './testing/renderWidget.tsx';
import { TagInput, withTag } from './TagInput.tsx';

function Controlled({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <>
      <TagInput value={tags} onChange={setTags} />
      <output>{tags.join('|')}</output>
    </>
  );
}

describe('the tag input', () => {
  it('ignores empty and repeated tags (part 1 §5)', () => {
    expect(withTag(['财务'], '  ')).toEqual(['财务']);
    expect(withTag(['财务'], ' 财务 ')).toEqual(['财务']);
    expect(withTag(['财务'], '法务')).toEqual(['财务', '法务']);
  });

  it('adds a tag on Enter and when the field is left, and removes one by its close icon', async () => {
    const user = userEvent.setup();
    renderWidget(<Controlled initial={['财务']} />);
    const field = screen.getByRole('textbox', { name: '输入后回车添加' });
    await user.type(field, '法务{Enter}');
    await user.type(field, '财务{Enter}');
    await user.type(field, '人事');
    fireEvent.blur(field);
    expect(screen.getByRole('status').textContent).toBe('财务|法务|人事');
    await user.click(screen.getAllByRole('button', { name: '关闭' })[0]);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('法务|人事'));
  });

  it('cuts a tag longer than 20 characters with an ellipsis and shows it whole on hover', async () => {
    const user = userEvent.setup();
    const long = '二零二六年度第四季度华东区域重点客户合同续签';
    renderWidget(<TagInput value={[long]} />);
    const shown = screen.getByText(`${long.slice(0, 20)}…`);
    await user.hover(shown);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', long);
  });
});
