import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';

/**
 * When it becomes the player's turn: the tab's title says so (seen from another tab) and, if he turned
 * the alert on, the phone vibrates and a short tone plays. The title comes back when the turn passes.
 */
export function useYourTurn(isMyTurn: boolean, roomName: string, alert: boolean): void {
  const { t } = useLingui();
  const original = useRef(document.title);
  const title = t`Sıra sizde! · ${roomName}`;
  useEffect(() => {
    const base = original.current;
    if (!isMyTurn) return;
    document.title = title;
    if (alert) {
      navigator.vibrate?.(200);
      beep();
    }
    return () => {
      document.title = base;
    };
  }, [isMyTurn, title, alert]);
}

function beep(): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    osc.frequency.value = 880;
    osc.connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + 0.15);
    osc.onended = () => void ctx.close();
  } catch {
    // No audio (blocked until the page is touched, or not supported): the title and the clock still say it.
  }
}
