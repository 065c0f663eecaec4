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
    expect(render('sv').element.querySelector('.blog-remote')?.getAttribute('lang')).toBe('en');
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
