// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { holdClicks } from './held-click.ts';

describe('holdClicks: a click before hydration is kept for the live island', () => {
  let island: HTMLElement;
  let clicked: string[];

  beforeEach(() => {
    document.body.innerHTML = '<main><astro-island><button type="button"><span>Account</span></button><p>text</p></astro-island></main>';
    island = document.querySelector('astro-island')!;
    clicked = [];
    document.querySelector('main')!.addEventListener('click', (event) => clicked.push((event.target as Element).tagName));
  });

  it('stops a click on a control until replay, then clicks that control once', () => {
    const clicks = holdClicks(island);
    island.querySelector('span')!.click();
    expect(clicked).toEqual([]);
    clicks.replay();
    expect(clicked).toEqual(['BUTTON']);
    island.querySelector('button')!.click();
    expect(clicked).toEqual(['BUTTON', 'BUTTON']);
  });

  it('lets clicks off any control through, and replays nothing when none was held', () => {
    const clicks = holdClicks(island);
    island.querySelector('p')!.click();
    expect(clicked).toEqual(['P']);
    clicks.replay();
    expect(clicked).toEqual(['P']);
  });

  it('replays nothing for a control that left the page', () => {
    const clicks = holdClicks(island);
    island.querySelector('button')!.click();
    island.innerHTML = '';
    clicks.replay();
    expect(clicked).toEqual([]);
  });
});
