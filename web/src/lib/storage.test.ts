import { describe, expect, it } from 'vitest';
import { storage } from './storage';

describe('storage', () => {
  it('keeps the token as it is', () => {
    storage.setPlain('token', 'abc.def');
    expect(localStorage.getItem('token')).toBe('abc.def');
    expect(storage.getToken()).toBe('abc.def');
  });

  it('stores the user as base64 JSON, Malayalam included', () => {
    const user = { id: 'u1', name: 'അനു', email: 'anu@example.com', imageUrl: null };
    storage.set('user', user);
    const raw = localStorage.getItem('user')!;
    expect(raw).not.toContain('anu@example.com');
    expect(raw).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(storage.get('user')).toEqual(user);
  });

  it('round-trips attempt values and route params', () => {
    storage.set('attempt_ID', 'a-123');
    storage.set('attempt_ID_time', '2026-06-01T12:00:00Z');
    storage.set('queryParams', { id: '7', attemptId: 'a-123' });
    expect(storage.get('attempt_ID')).toBe('a-123');
    expect(storage.get('attempt_ID_time')).toBe('2026-06-01T12:00:00Z');
    expect(storage.get('queryParams')).toEqual({ id: '7', attemptId: 'a-123' });
  });

  it('answers null for a missing or corrupted value', () => {
    expect(storage.get('user')).toBeNull();
    localStorage.setItem('user', '%%%not base64');
    expect(storage.get('user')).toBeNull();
  });

  it('removes keys', () => {
    storage.setPlain('courseid', '12');
    storage.remove('courseid');
    expect(storage.getPlain('courseid')).toBeNull();
  });
});
