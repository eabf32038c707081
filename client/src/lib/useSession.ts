import { useSyncExternalStore } from 'react';
import { getToken, getUser, onSessionChange, type SessionUser } from './session';

let cache: { user: SessionUser | null; token: string | null; key: string } = { user: null, token: null, key: '' };

function snapshot() {
  const token = getToken();
  const rawUser = localStorage.getItem('user') ?? '';
  const key = `${token}|${rawUser}`;
  if (key !== cache.key) cache = { user: getUser(), token, key };
  return cache;
}

function subscribe(cb: () => void) {
  const off = onSessionChange(cb);
  window.addEventListener('storage', cb);
  return () => {
    off();
    window.removeEventListener('storage', cb);
  };
}

/** No session: what a page prerendered at build time shows, and so what its hydration renders first. */
const NONE = { user: null, token: null, key: '' };
const none = () => NONE;

/** The current session; re-renders on login, logout and changes in other tabs. */
export function useSession() {
  return useSyncExternalStore(subscribe, snapshot, none);
}
