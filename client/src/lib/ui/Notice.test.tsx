import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api';
import { failureText, Notice, useNotice } from './Notice';

let api: ReturnType<typeof useNotice>;
function Host() {
  api = useNotice();
  return <Notice notice={api.notice} onClose={api.clear} />;
}

afterEach(cleanup);

describe('the game notice', () => {
  it('announces an error in the alert region and a success in the status region, and closes', async () => {
    render(<Host />);
    act(() => api.show('Şu an sıra sizde değil.'));
    expect(screen.getByRole('alert').textContent).toContain('Şu an sıra sizde değil.');
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => api.show('Diziliş kaydedildi.', 'status'));
    expect(screen.getByRole('status').textContent).toContain('Diziliş kaydedildi.');
    expect(screen.getByRole('alert').textContent).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    expect(screen.queryByTestId('notice')).toBeNull();
  });
  it('shows the server message of a failed call, else the fallback', async () => {
    render(<Host />);
    let ok = true;
    await act(async () => {
      ok = await api.attempt(() => Promise.reject(new ApiError(409, 'Oda dolu.', 'ROOM_FULL')), 'Odaya katılırken bir hata oluştu.');
    });
    expect(ok).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('Oda dolu.');
    expect(failureText(new Error('x'), 'Hata oluştu.')).toBe('Hata oluştu.');
  });
});
