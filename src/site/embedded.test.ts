import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../platform/storage.ts';
import { isEmbedded } from './embedded.ts';

function memoryStorage(): () => Storage {
  const map = new Map<string, string>();
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  } as Storage;
  return () => storage;
}

describe('embedded partner app (SPEC §2.10)', () => {
  it('is embedded inside a frame', () => {
    expect(isEmbedded({ search: '', framed: true }, memoryStorage())).toBe(true);
  });

  it('remembers ?embedded=true for the session, and ?embedded=false forgets it', () => {
    const storage = memoryStorage();
    expect(isEmbedded({ search: '', framed: false }, storage)).toBe(false);
    expect(isEmbedded({ search: '?embedded=true', framed: false }, storage)).toBe(true);
    expect(storage().getItem(SESSION_KEYS.embeddedApp)).toBe('true');
    expect(isEmbedded({ search: '?lng=ar', framed: false }, storage)).toBe(true);
    expect(isEmbedded({ search: '?embedded=false', framed: false }, storage)).toBe(false);
    expect(isEmbedded({ search: '', framed: false }, storage)).toBe(false);
  });

  it('still answers when storage is blocked', () => {
    const blocked = () => {
      throw new Error('SecurityError');
    };
    expect(isEmbedded({ search: '?embedded=true', framed: false }, blocked)).toBe(false);
    expect(isEmbedded({ search: '', framed: true }, blocked)).toBe(true);
  });
});
