import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { i18n } from '../../lib/i18n/runtime';
import { useRoomText } from './roomText';

afterEach(() => {
  cleanup();
  act(() => i18n.activate('tr'));
});

describe("a room's notice, worded by each reader", () => {
  it('in Turkish from the key and values the socket carried, and in English once the reader switches', async () => {
    const { result } = renderHook(() => useRoomText());
    expect(result.current('NOTICE_REPLACED', { leaver: 'ali', ai: 'Fatih Hoca' })).toBe('ali ayrıldı; yerine Fatih Hoca (yapay zekâ) geçti.');
    act(() => i18n.activate('en'));
    await waitFor(() => expect(result.current('NOTICE_REPLACED', { leaver: 'ali', ai: 'Fatih Hoca' })).toBe('ali left; Fatih Hoca (AI) took their place.'));
    expect(result.current('NOTICE_DRAFT_PAUSED', { host: 'zeynep' })).toBe('zeynep paused the draft.');
  });
});
