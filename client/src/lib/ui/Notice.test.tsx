import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { refusalOf } from '@onbir/shared/messages/refusal';
import { activateLocale } from '../i18n/locale';
import { ApiError } from '../api';
import { Notice, useNotice } from './Notice';

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await activateLocale('tr');
});

/** A screen that shows what failed in its notice, as the game's screens do. */
function Screen({ failed }: { failed: () => Promise<unknown> }) {
  const { notice, clear, attempt } = useNotice();
  return (
    <>
      <button type="button" onClick={() => void attempt(failed, 'olmadı')}>
        go
      </button>
      <Notice notice={notice} onClose={clear} />
    </>
  );
}

describe('the notice', () => {
  it('words a refusal from its code and values in the language on screen, not from the text that came with it', async () => {
    await activateLocale('en');
    // The server's own message is ignored: the refusal is worded here, by its code, with its values.
    render(<Screen failed={() => Promise.reject(new ApiError(409, 'sunucunun metni', 'QUEUE_FULL', { max: 7 }))} />);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Your pick list is full: you can add at most 7 players.'));
    expect(screen.getByRole('alert').textContent).not.toContain('sunucunun metni');
  });

  it('words the same refusal in Turkish for a Turkish page', async () => {
    render(<Screen failed={() => Promise.reject(new ApiError(409, 'server text', refusalOf('QUEUE_FULL').code, { max: 7 }))} />);
    act(() => screen.getByRole('button', { name: 'go' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Seçim listeniz dolu: en fazla 7 oyuncu ekleyebilirsiniz.'));
  });
});
