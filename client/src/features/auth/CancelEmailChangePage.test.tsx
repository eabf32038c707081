import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt as renderRoute } from '../../app/renderAt';
import { CancelEmailChangePage } from './CancelEmailChangePage';

function renderAt(path: string) {
  renderRoute(path, <CancelEmailChangePage />, '/cancel-email-change/:token?');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('posts the token once, shows the message and ends this browser session (the server ended them all)', async () => {
  localStorage.setItem('token', 'old');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', username: 'ali' }));
  const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'E-posta değişikliği iptal edildi.' }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  renderAt(`/cancel-email-change/${'c'.repeat(64)}`);
  expect(await screen.findByText('Başarılı')).toBeTruthy();
  expect(screen.getByText('E-posta değişikliği iptal edildi.')).toBeTruthy();
  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]).toMatchObject([`/api/users/cancel-email-change/${'c'.repeat(64)}`, { method: 'POST' }]);
  expect(localStorage.getItem('token')).toBeNull();
  expect(screen.getByRole('link', { name: 'Giriş Sayfasına Git' }).getAttribute('href')).toBe('/login');
});

it('shows a used or expired link as an error on the page, in Turkish, and keeps the session', async () => {
  localStorage.setItem('token', 'still-mine');
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'Geçersiz veya süresi dolmuş bağlantı.' }), { status: 400 })));
  renderAt(`/cancel-email-change/${'d'.repeat(64)}`);
  expect(await screen.findByText('Hata')).toBeTruthy();
  expect(screen.getByText('Geçersiz veya süresi dolmuş bağlantı.')).toBeTruthy();
  expect(localStorage.getItem('token')).toBe('still-mine');
});

it('without a token says the link is incomplete', () => {
  renderAt('/cancel-email-change');
  expect(screen.getByText('İptal bağlantısı eksik. Lütfen e-postadaki bağlantıyı açın.')).toBeTruthy();
});
