import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';

/** A controlled box as the login page's, whose state also shows beside it (so a render after hydration happens). */
function AccountBox() {
  const [account, setAccount] = useState('');
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(() => box.current, account, setAccount);
  return (
    <form>
      <input ref={box} aria-label="账号" value={account} onChange={(event) => setAccount(event.target.value)} />
      <output>{account || '未填写'}</output>
    </form>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('text typed into a server-rendered input before hydration', () => {
  it('is kept: the state takes it, and the box still holds it after the next render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AccountBox />);
    document.body.append(container);
    // The visitor types while the page's code is still on its way.
    container.querySelector('input')!.value = 'zhangsan';

    await act(async () => {
      hydrateRoot(container, <AccountBox />);
    });

    expect(container.querySelector('output')!.textContent).toBe('zhangsan');
    expect(container.querySelector('input')!.value).toBe('zhangsan');
  });

  it('changes nothing when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AccountBox />);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <AccountBox />);
    });

    expect(container.querySelector('output')!.textContent).toBe('未填写');
    expect(container.querySelector('input')!.value).toBe('');
  });
});
