import { describe, expect, it } from 'vitest';
import { scriptJson } from './script-json.ts';

describe('scriptJson', () => {
  it('cannot end its element early, and reads back as the value', () => {
    const value = { title: 'Sun </script><script>alert(1)</script> & <!-- sea', n: 1 };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
