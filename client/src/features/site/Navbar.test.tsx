import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../../lib/navigation';
import { renderAt as renderRoute } from '../../app/renderAt';
import { saveSession } from '../../lib/session';
import { Navbar } from './Navbar';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(path: string) {
  renderRoute(
    path,
    <>
      <Navbar />
      <Where />
    </>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('Navbar', () => {
  it('shows every link of docs/accounts.md, "Navigation" and the login/register buttons when logged out', () => {
    renderAt('/');
    for (const name of ['Ana Sayfa', 'Taktik Tahtası', 'İlk 11 Oluşturucu', 'Oda Oluştur', 'Son Maçlar', 'Giriş Yap', 'Kayıt Ol']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: /Simülasyon Odaları/ }).getAttribute('href')).toBe('/rooms');
    expect(screen.queryByRole('button', { name: /Profil/ })).toBeNull();
  });

  it('closes the hamburger menu after a navigation', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Menüyü aç' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('site-menu')!.className).toContain('is-open');
    await user.click(screen.getByRole('link', { name: 'Oda Oluştur' }));
    expect(screen.getByTestId('where').textContent).toBe('/create-room');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById('site-menu')!.className).not.toContain('is-open');
  });

  it('logged in: the Profil dropdown names the user, opens the profile and logs out to /login', async () => {
    saveSession({ _id: 'u1', username: 'ayse' }, 'tok');
    const user = userEvent.setup();
    renderAt('/rooms');
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Profil/ }));
    expect(screen.getByText('Kullanıcı Adı : ayse')).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Profil Bilgileri' }));
    expect(screen.getByTestId('where').textContent).toBe('/Profile');
    await user.click(screen.getByRole('button', { name: /Profil/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/login');
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toBeTruthy();
  });
});
