import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '@lingui/core/macro';
import { goToStep, STEP_MS, stepCount } from '@onbir/shared/board/steps';
import type { BoardStore } from './boardStore';
import type { Shown } from '../../lib/i18n/RefusalText';

export const SPEEDS = [0.5, 1, 2] as const;
export type Speed = (typeof SPEEDS)[number];

/**
 * Plays the steps on the real-time clock. The board has two clear modes: editing (no playback time)
 * and playback (a time on the scrubber, playing or paused), in which nothing can be edited. Playback
 * ends by itself at the last step (unless it loops), with that step open for editing; Escape or
 * "Düzenlemeye Dön" end it at any time.
 */
export function usePlayback(store: BoardStore, announce: (text: Shown) => void = () => undefined) {
  const [speed, setSpeed] = useState<Speed>(1);
  const [loop, setLoop] = useState(false);
  const settings = useRef({ speed, loop });
  settings.current = { speed, loop };
  const frame = useRef(0);

  const stopClock = () => {
    cancelAnimationFrame(frame.current);
    frame.current = 0;
  };

  const pause = useCallback(() => {
    stopClock();
    store.setUi({ playing: false });
  }, [store]);

  /** Back to editing the open step. */
  const exit = useCallback(() => {
    stopClock();
    store.setUi({ playing: false, playT: null });
  }, [store]);

  const play = useCallback(() => {
    const end = stepCount(store.board) - 1;
    if (end < 1) return;
    stopClock();
    const from = store.ui.playT;
    store.setUi({ selected: null, playing: true, playT: from === null || from >= end ? 0 : from });
    let last = performance.now();
    const tick = (now: number) => {
      // A frame's time can precede the moment play was pressed: time never runs backwards.
      const time = (store.ui.playT ?? 0) + (Math.max(0, now - last) * settings.current.speed) / STEP_MS;
      last = now;
      if (time >= end) {
        if (settings.current.loop) store.setUi({ playT: time % end });
        else {
          // The last step stays on screen, open for editing: nothing waits for a button.
          frame.current = 0;
          store.applyUnrecorded((b) => goToStep(b, end));
          store.setUi({ playT: null, playing: false });
          const step = end + 1;
          announce(t`Animasyon bitti. Adım ${step} düzenlemede.`);
          return;
        }
      } else {
        store.setUi({ playT: time });
      }
      frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
  }, [store, announce]);

  const toggle = useCallback(() => (store.ui.playing ? pause() : play()), [store, pause, play]);

  const scrub = useCallback(
    (t: number) => {
      if (!Number.isFinite(t)) return;
      stopClock();
      store.setUi({ playing: false, playT: t, selected: null });
    },
    [store],
  );

  useEffect(() => stopClock, []);

  return { speed, setSpeed, loop, setLoop, play, pause, toggle, scrub, exit };
}

export type Playback = ReturnType<typeof usePlayback>;
