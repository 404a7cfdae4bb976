import { useRef, useState } from 'react';
import { Button, theme } from 'antd';
import { useNavigate } from 'react-router';
import { ApiClientId } from '../../../contracts/workbench/ApiClient.ts';
import { NotifierId } from '../../../contracts/workbench/Http.ts';
import { useService, useTypedBeforeHydration } from '../../../core/react/index.ts';
import { SEARCH_RESULT_PATH } from '../PublicSiteApi.ts';
import { zhCN } from '../zhCN.ts';

const LISTBOX_ID = 'site-search-history';

/**
 * The header's search (part 1 §2): an empty keyword is refused with a warning, otherwise the
 * result page opens. While the box has focus, the caller's search history that matches what is
 * typed is offered below it (mouse, or arrow keys and Enter).
 * A plain search box in antd's input tokens rather than Input.Search: antd's Input brings its
 * form context and with it the whole form library, some 28 KB of the public home's first load.
 * `className` places it in its row (the header's stylesheet).
 */
export function SiteSearch({ className }: { className?: string }) {
  const notifier = useService(NotifierId);
  const api = useService(ApiClientId);
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [history, setHistory] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const { token } = theme.useToken();
  // A search adds to the history on the server: the next typing asks for it again.
  const stale = useRef(true);
  // The header is rendered on the server: a keyword typed before the page's code ran is kept.
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(() => box.current, value, setValue);

  const typed = value.trim().toLowerCase();
  const suggestions = open ? history.filter((entry) => entry.toLowerCase().includes(typed)) : [];

  const loadHistory = async () => {
    stale.current = false;
    try {
      const { data } = await api.get('/website/searchhistory/list', { query: { current: 1, size: 10 }, silent: true });
      setHistory(data.records.map((record) => record.content));
    } catch {
      // Suggestions are a convenience: without them the box still searches.
    }
  };

  const search = (text: string) => {
    const keyWord = text.trim();
    if (!keyWord) {
      notifier.warning(zhCN.search.empty);
      return;
    }
    setValue(keyWord);
    setOpen(false);
    stale.current = true;
    setActive(-1);
    navigate(`${SEARCH_RESULT_PATH}?${new URLSearchParams({ keyWord })}`);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      // Enter on a highlighted suggestion searches for it; an Enter that ends a pinyin composition does not search.
      search(active >= 0 && suggestions[active] ? suggestions[active] : value);
    }
  };

  return (
    <div className={className} style={{ position: 'relative', minWidth: 180 }}>
      <div style={{ display: 'flex' }}>
        <input
          ref={box}
          type="search"
          aria-label={zhCN.search.placeholder}
          aria-controls={suggestions.length ? LISTBOX_ID : undefined}
          aria-activedescendant={active >= 0 && suggestions[active] ? `${LISTBOX_ID}-${active}` : undefined}
          placeholder={zhCN.search.placeholder}
          maxLength={50}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setActive(-1);
            setOpen(true);
            if (stale.current) void loadHistory();
          }}
          onFocus={() => {
            setFocused(true);
            setOpen(true);
            void loadHistory();
          }}
          onBlur={() => {
            setFocused(false);
            setOpen(false);
          }}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onKeyDown={onKeyDown}
          style={{
            flex: 1,
            minWidth: 0,
            height: token.controlHeight,
            boxSizing: 'border-box',
            margin: 0,
            padding: `0 ${token.paddingSM - 1}px`,
            font: 'inherit',
            fontSize: token.fontSize,
            color: token.colorText,
            background: token.colorBgContainer,
            border: `${token.lineWidth}px solid ${focused ? token.colorPrimary : hovered ? token.colorPrimaryHover : token.colorBorder}`,
            borderStartStartRadius: token.borderRadius,
            borderEndStartRadius: token.borderRadius,
            borderStartEndRadius: 0,
            borderEndEndRadius: 0,
            boxShadow: focused ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}` : undefined,
            outline: 'none',
            transition: `all ${token.motionDurationMid}`,
          }}
        />
        <Button type="primary" onClick={() => search(value)} style={{ borderStartStartRadius: 0, borderEndStartRadius: 0 }}>
          {zhCN.search.button}
        </Button>
      </div>
      {suggestions.length ? (
        <ul
          id={LISTBOX_ID}
          role="listbox"
          aria-label={zhCN.search.history}
          style={{
            position: 'absolute',
            zIndex: 1050,
            top: '100%',
            left: 0,
            right: 0,
            margin: '4px 0 0',
            padding: 4,
            listStyle: 'none',
            background: '#fff',
            borderRadius: 8,
            boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
          }}
        >
          {suggestions.map((entry, index) => (
            <li
              key={entry}
              id={`${LISTBOX_ID}-${index}`}
              role="option"
              aria-selected={index === active}
              // Keeps the focus in the box, so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search(entry)}
              onMouseEnter={() => setActive(index)}
              style={{ padding: '5px 12px', borderRadius: 4, cursor: 'pointer', background: index === active ? '#f5f5f5' : undefined }}
            >
              {entry}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
