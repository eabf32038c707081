import { useEffect, useState } from 'react';
import { useNavigate } from '../../lib/navigation';

/** The redirect delays of docs/accounts.md, 'Forms': call go() after a success and the page moves on after `ms` (cancelled on unmount). */
export function useDelayedRedirect(to: string, ms: number) {
  const navigate = useNavigate();
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!armed) return;
    const t = setTimeout(() => navigate(to), ms);
    return () => clearTimeout(t);
  }, [armed, navigate, to, ms]);
  return () => setArmed(true);
}
