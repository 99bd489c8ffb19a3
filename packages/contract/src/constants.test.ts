import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  CACHE,
  EMOJIS,
  FILTER_CATEGORIES,
  PHONE_PATTERN,
  SOCKET,
  socketReconnectDelayMs,
  UPLOAD_CATEGORIES,
} from './constants';
import { DEFAULT_FILTERS } from './artworks';

describe('constants', () => {
  it('ALL_CATEGORIES holds every upload and filter category exactly once', () => {
    expect([...ALL_CATEGORIES].sort()).toEqual([...new Set([...UPLOAD_CATEGORIES, ...FILTER_CATEGORIES])].sort());
    expect(new Set(ALL_CATEGORIES).size).toBe(ALL_CATEGORIES.length);
    expect(ALL_CATEGORIES).toHaveLength(10);
  });

  it('filter reset: empty search, category and location, price 0 to 10000, sort recent, page 1', () => {
    expect(DEFAULT_FILTERS).toEqual({
      searchQuery: '',
      selectedCategory: '',
      selectedLocation: '',
      priceRange: [0, 10000],
      sortBy: 'recent',
      currentPage: 1,
    });
    expect(Object.isFrozen(DEFAULT_FILTERS)).toBe(true);
  });

  it('reconnect waits 1000 ms × 2^attempts, capped at 30 s, for at most 5 attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(socketReconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(SOCKET.maxReconnectAttempts).toBe(5);
    expect(SOCKET.authFailedCloseCode).toBe(4001);
  });

  it('the phone pattern is an optional +91 then 10 digits', () => {
    expect(PHONE_PATTERN.test('9876543210')).toBe(true);
    expect(PHONE_PATTERN.test('+919876543210')).toBe(true);
    expect(PHONE_PATTERN.test('919876543210')).toBe(false);
    expect(PHONE_PATTERN.test('+1 9876543210')).toBe(false);
  });

  it('the emoji picker offers 8 different emojis', () => {
    expect(new Set(EMOJIS).size).toBe(8);
  });

  it('cache times follow docs/product.md#api-calls in milliseconds', () => {
    expect(CACHE.homeFeed).toBe(10 * 60 * 1000);
    expect(CACHE.profile).toBe(5 * 60 * 1000);
    expect(CACHE.chatHistory).toBe(10 * 60 * 1000);
    expect(CACHE.default).toBe(5 * 60 * 1000);
  });
});
