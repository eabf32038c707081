import { afterEach, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NavLink, useLocation, useNavigate, useParams } from '../lib/navigation';
import { pageAt } from './routes';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function Room() {
  const { roomId } = useParams();
  return <p data-testid="room">{roomId}</p>;
}

function Where() {
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p data-testid="where">{`${pathname} ${JSON.stringify(state)}`}</p>
      <button type="button" onClick={() => navigate('/rooms', { replace: true, state: { notice: 'Odadan çıkarıldınız.' } })}>
        git
      </button>
    </>
  );
}

const app = (
  <BrowserRouter>
    <nav>
      <NavLink to="/" end>
        Ana Sayfa
      </NavLink>
      <NavLink to="/rooms">Odalar</NavLink>
    </nav>
    <Routes>
      <Route path="/room/:roomId" element={<Room />} />
      <Route path="*" element={null} />
    </Routes>
    <Where />
  </BrowserRouter>
);

it('matches paths whatever their letter case, with their parameters', () => {
  window.history.replaceState(null, '', '/ROOM/Oda-7');
  render(app);
  expect(screen.getByTestId('room').textContent).toBe('Oda-7');
  // The two spellings (/Profile, /profile) are one page; an optional parameter may be left out.
  expect(pageAt('/Profile')).toBe(pageAt('/profile'));
  expect(pageAt('/profile')?.path).toBe('/Profile');
  expect(pageAt('/confirm-email')?.path).toBe('/confirm-email/:token?');
  expect(pageAt('/confirm-email/abc')?.path).toBe('/confirm-email/:token?');
  expect(pageAt('/taktik/')?.path).toBe('/taktik');
  expect(pageAt('/yok-boyle')).toBeUndefined();
});

it('marks the current page in the navbar, and below it unless the link is for that path only', () => {
  window.history.replaceState(null, '', '/rooms/acik');
  render(app);
  expect(screen.getByRole('link', { name: 'Odalar' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('link', { name: 'Odalar' }).className).toBe('active');
  expect(screen.getByRole('link', { name: 'Ana Sayfa' }).getAttribute('aria-current')).toBeNull();
});

it('navigates with a state the next page reads (a notice), and back to a page in history', async () => {
  window.history.replaceState(null, '', '/room/1');
  render(app);
  await userEvent.setup().click(screen.getByRole('button', { name: 'git' }));
  expect(screen.getByTestId('where').textContent).toBe('/rooms {"notice":"Odadan çıkarıldınız."}');
  expect(screen.getByRole('link', { name: 'Odalar' }).getAttribute('aria-current')).toBe('page');
  await userEvent.setup().click(screen.getByRole('link', { name: 'Ana Sayfa' }));
  expect(screen.getByTestId('where').textContent).toBe('/ null');
  await act(async () => {
    window.history.back();
    await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
  });
  expect(screen.getByTestId('where').textContent).toBe('/rooms {"notice":"Odadan çıkarıldınız."}');
});
