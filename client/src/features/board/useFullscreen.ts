import { useCallback, useEffect, useState, type RefObject } from 'react';
import { wording } from '@onbir/shared/messages/message';
import type { Shown } from '../../lib/i18n/RefusalText';

/**
 * Full-screen mode for a TV or a projector: the element asks the browser for the whole screen; where the
 * browser refuses (an iPhone, a frame without permission) it fills the window instead. Either way
 * Escape or the button again leaves it.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>, tell: (text: Shown) => void) {
  const [native, setNative] = useState(false);
  const [filled, setFilled] = useState(false);

  useEffect(() => {
    const onChange = () => setNative(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);

  useEffect(() => {
    if (!filled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !document.querySelector('[role="dialog"]')) setFilled(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [filled]);

  const toggle = useCallback(() => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    if (filled) {
      setFilled(false);
      return;
    }
    const el = ref.current;
    if (!el) return;
    if (typeof el.requestFullscreen !== 'function') {
      setFilled(true);
      return;
    }
    el.requestFullscreen().catch(() => {
      setFilled(true);
      tell(wording('board', 'FULLSCREEN_UNAVAILABLE'));
    });
  }, [ref, filled, tell]);

  return { on: native || filled, filled, toggle };
}
