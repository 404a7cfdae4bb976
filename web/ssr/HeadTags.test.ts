import { describe, expect, it } from 'vitest';
import { escapeHtml, headTags, scriptJson } from './HeadTags.ts';
import { sitemapXml } from './SitemapXml.ts';

const page = { origin: 'https://site.example', path: '/news/detail?id=7', siteName: '融合平台', titleOf: (title: string) => `${title} - 融合平台` };

describe('the head of a server-rendered page', () => {
  it('names the page, its description, canonical address, share preview and structured data', () => {
    const html = headTags(
      { title: '新闻一', description: '摘要', image: '/website/image/a.png', type: 'article', structuredData: { '@type': 'NewsArticle', headline: '新闻一' } },
      page,
    );
    expect(html).toContain('<title>新闻一 - 融合平台</title>');
    expect(html).toContain('<meta name="description" content="摘要" />');
    expect(html).toContain('<link rel="canonical" href="https://site.example/news/detail?id=7" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://site.example/website/image/a.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const jsonLd = /<script type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: '新闻一',
      url: 'https://site.example/news/detail?id=7',
      image: 'https://site.example/website/image/a.png',
    });
  });

  it('escapes every value: a title or description cannot open a tag, end an attribute or close the data script', () => {
    const hostile = `"><script>alert(1)</script>'`;
    const html = headTags({ title: hostile, description: hostile, structuredData: { '@type': 'Article', headline: `</script><script>alert(2)</script>` } }, page);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><');
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;&#39;');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect((JSON.parse(jsonLd!) as { headline: string }).headline).toBe('</script><script>alert(2)</script>');
  });

  it('marks a page without content noindex, with no canonical address or structured data', () => {
    const html = headTags({ title: '内容不存在或尚未发布', notFound: true, structuredData: { '@type': 'Article' } }, page);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('ld+json');
  });

  it('gives a page for people only (a login page) its title and noindex, nothing to share or list', () => {
    const html = headTags({ title: '融合平台', description: '登录', noindex: true, image: '/a.png' }, { ...page, path: '/login/user' });
    expect(html).toContain('<title>融合平台</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });

  it('keeps JSON readable while no character in it can end the element', () => {
    const value = { text: '</script>&<!--\u2028' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(escapeHtml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
  });
});

describe('the sitemap', () => {
  it('lists each page at its absolute address with its date, escaped as XML', () => {
    const xml = sitemapXml('https://site.example', [{ path: '/' }, { path: '/news/detail?id=1&x=<', lastmod: '2026-01-08' }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://site.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://site.example/news/detail?id=1&#38;x=%3C</loc><lastmod>2026-01-08</lastmod></url>');
  });
});
