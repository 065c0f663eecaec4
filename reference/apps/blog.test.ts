// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { mount } from './blog.js';

function render(language: string) {
  const element = document.createElement('div');
  const unmount = mount(element, { language });
  return { element, unmount };
}

describe('the demo blog remote (SPEC §1 blog/SEO sub-application)', () => {
  it('renders a list of articles with title, excerpt and picture, and unmounts cleanly', () => {
    const { element, unmount } = render('en');
    const articles = element.querySelectorAll('article');
    expect(articles.length).toBeGreaterThanOrEqual(4);
    for (const article of articles) {
      expect(article.querySelector('h2')?.textContent).toBeTruthy();
      expect(article.querySelector('.blog-remote__excerpt')?.textContent).toBeTruthy();
      const image = article.querySelector('img')!;
      expect(image.getAttribute('src')).toMatch(/\/media\/scenes\/[a-z]+-\d+\.svg$/);
      expect([image.width, image.height]).toEqual([800, 500]);
    }
    expect(element.querySelector('h2')?.textContent).toBe('Five beaches worth the long flight');
    unmount();
    expect(element.childNodes).toHaveLength(0);
  });

  it('writes in the context language where it can, and marks English fallbacks', () => {
    const { element } = render('es');
    expect(element.querySelector('.blog-remote')?.getAttribute('lang')).toBe('es');
    expect(element.querySelector('h2')?.textContent).toBe('Cinco playas que valen el vuelo largo');
    const fallback = [...element.querySelectorAll('h2')].find((h2) => h2.textContent === 'Packing for the Alps in winter')!;
    expect(fallback.getAttribute('lang')).toBe('en');

    const arabic = render('ar').element.querySelector('.blog-remote')!;
    expect(arabic.getAttribute('dir')).toBe('rtl');
  });

  it('writes its interface in all nine languages (SPEC §1), articles written in fewer marked as English', () => {
    const swedish = render('sv').element;
    expect(swedish.querySelector('.blog-remote')?.getAttribute('lang')).toBe('sv');
    expect(swedish.querySelector('.blog-remote__intro')?.textContent).toBe('Idéer och praktiska tips från våra reseexperter.');
    expect(swedish.querySelector('article button')?.textContent).toBe('Läs mer');
    const title = swedish.querySelector('h2')!;
    expect(title.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('ltr');

    const german = render('de').element;
    expect(german.querySelector('ul')?.getAttribute('aria-label')).toBe('Artikel');
    expect(german.querySelector('.blog-remote__meta')?.textContent).toMatch(/^\d{1,2}\. \p{L}+ \d{4} · \d+ Min\. Lesezeit$/u);

    // Arabic counts minutes with its own plural forms: two minutes and three to ten take different words.
    const arabic = render('ar').element;
    const meta = [...arabic.querySelectorAll('.blog-remote__meta')].map((node) => node.textContent ?? '');
    expect(meta.some((text) => text.endsWith(`${new Intl.NumberFormat('ar').format(6)} دقائق للقراءة`))).toBe(true);
  });

  it('opens and closes an article with its button, exposing the state', () => {
    const { element } = render('en');
    const button = element.querySelector<HTMLButtonElement>('article button')!;
    const more = element.querySelector<HTMLElement>(`#${button.getAttribute('aria-controls')}`)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(more.hidden).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toBe('Show less');
    expect(more.hidden).toBe(false);
    expect(more.textContent).toContain('Grace Bay');
  });

  it('treats its text as text, never markup', () => {
    const { element } = render('en');
    expect(element.querySelectorAll('script, iframe, [onclick], [onerror]')).toHaveLength(0);
  });
});
