import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderAt as renderRoute } from '../../app/renderAt';
import { ConfirmEmailPage } from './ConfirmEmailPage';

function renderAt(path: string) {
  renderRoute(path, <ConfirmEmailPage />, '/confirm-email/:token?');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('without a token shows the error of docs/accounts.md, "Forms" and the way back to /profile', () => {
  renderAt('/confirm-email');
  expect(screen.getByText('Hata')).toBeTruthy();
  expect(screen.getByText("Doğrulama tokeni URL'de bulunamadı.")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Profil Sayfasına Dön' }).getAttribute('href')).toBe('/profile');
});

it('shows Yükleniyor..., then the server message on success', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'E-posta adresiniz başarıyla güncellendi.' }), { status: 200 })));
  renderAt('/confirm-email/aaa1');
  expect(screen.getByText('Yükleniyor...')).toBeTruthy();
  expect(await screen.findByText('Başarılı')).toBeTruthy();
  expect(screen.getByText('E-posta adresiniz başarıyla güncellendi.')).toBeTruthy();
});

it('falls back to its own text (docs/accounts.md, "Fallback messages") when the refusal carries no message', async () => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('oops', { status: 400 })));
  renderAt('/confirm-email/aaa2');
  expect(await screen.findByText('Hata')).toBeTruthy();
  expect(screen.getByText('E-posta doğrulama başarısız oldu. Token geçersiz veya süresi dolmuş olabilir.')).toBeTruthy();
});
