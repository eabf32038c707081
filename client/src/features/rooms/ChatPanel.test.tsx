import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import { ChatPanel } from './ChatPanel';

afterEach(cleanup);

const line = (text: string): ChatMessageDto => ({ id: '1', roomId: 'r', userId: 'u', username: 'zeynep', kind: 'chat', text, pickNumber: null, fixtureId: null, createdAt: '2026-11-23T20:05:00.000Z' });

describe('the room chat', () => {
  it('shows messages as text, never HTML, in a live region', () => {
    const { container } = render(<ChatPanel roomId="r" messages={[line('<img src=x onerror=alert(1)> <b>selam</b>')]} />);
    const log = screen.getByRole('log', { name: 'Mesajlar' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(log.textContent).toContain('<img src=x onerror=alert(1)> <b>selam</b>');
    expect(container.querySelector('img, b')).toBeNull();
    expect(log.textContent).toContain('zeynep');
  });

  it('refuses an empty message in the page without sending', async () => {
    render(<ChatPanel roomId="r" messages={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Mesaj yaz' }), '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Mesaj boş olamaz.');
  });
});
