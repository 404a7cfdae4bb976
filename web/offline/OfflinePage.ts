import { zhCN } from './zh-CN.ts';

/** The brand's blue (antd's colorPrimary, the favicon's and the manifest's theme colour). */
export const BRAND_COLOUR = '#1677ff';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker answers a failed navigation with: one self-contained file (styles
 * inline, no script, which the CSP would refuse inline anyway, no image of its own) so that it
 * is the only thing the worker has to keep. Its 重新加载 is a link to the address the visitor
 * asked for, which the offline page stands in for.
 */
export function offlinePageHtml(texts: typeof zhCN = zhCN): string {
  const t = (key: keyof typeof zhCN) => escape(texts[key]);
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${BRAND_COLOUR}" />
    <title>${t('title')} - ${t('productName')}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; background: #f5f7fa;
        font-family: -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif; color: rgba(0, 0, 0, 0.88); }
      main { box-sizing: border-box; width: min(400px, calc(100vw - 32px)); padding: 32px 24px; text-align: center; background: #fff; border: 1px solid #f0f0f0; border-radius: 8px; }
      .mark { display: inline-flex; align-items: center; justify-content: center; width: 56px; height: 56px; border-radius: 12px; background: ${BRAND_COLOUR}; color: #fff; font-size: 30px; font-weight: 700; }
      h1 { margin: 16px 0 8px; font-size: 20px; }
      p { margin: 0 0 8px; line-height: 1.6; color: rgba(0, 0, 0, 0.65); }
      a { display: inline-block; margin-top: 16px; min-height: 40px; line-height: 40px; padding: 0 24px; border-radius: 6px; background: ${BRAND_COLOUR}; color: #fff; text-decoration: none; }
    </style>
  </head>
  <body>
    <main>
      <div class="mark" aria-hidden="true">融</div>
      <h1>${t('title')}</h1>
      <p>${t('message')}</p>
      <p>${t('notice')}</p>
      <a href="">${t('retry')}</a>
    </main>
  </body>
</html>
`;
}
