/** The browser session (docs/accounts.md, 'The session'): a 'user' record (_id, username) and a 'token' in localStorage. */
export interface SessionUser {
  _id: string;
  username: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function getToken(): string | null {
  return localStorage.getItem('token');
}

export function getUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem('user');
    const parsed = raw ? (JSON.parse(raw) as SessionUser) : null;
    return parsed && typeof parsed._id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSession(user: SessionUser, token: string): void {
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('token', token);
  listeners.forEach((l) => l());
}

/**
 * A signed-out browser gets no more of the account's pushes (docs/notifications.md): its subscription is
 * dropped here, and the server forgets it when the push service answers its next push 410.
 */
function dropPushSubscription(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration('/')
    .then((reg) => reg?.pushManager?.getSubscription())
    .then((sub) => sub?.unsubscribe())
    .catch(() => undefined);
}

export function clearSession(): void {
  localStorage.removeItem('user');
  localStorage.removeItem('token');
  dropPushSubscription();
  listeners.forEach((l) => l());
}

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
