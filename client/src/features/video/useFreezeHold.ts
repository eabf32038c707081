import { useEffect, useRef, useState } from 'react';
import { freezesOf } from '@onbir/shared/video/timeline';
import type { Annotation, Freeze } from '@onbir/shared/video/model';
import type { Clip } from './useClip';

/**
 * Plays the freezes while the clip plays: when the picture passes a freeze's time the video stops on that
 * frame (with its drawings) for the freeze's hold, at the speed chosen (a hold of 3 s lasts 12 s at 0.25x,
 * as the clip around it slows), then plays on. Play, pause or a seek during the hold ends it.
 */
export function useFreezeHold(clip: Clip, annotations: readonly Annotation[]): Freeze | null {
  const [held, setHeld] = useState<Freeze | null>(null);
  const freezes = useRef<Freeze[]>([]);
  const { video, clip: opened, speed, duration } = clip;
  useEffect(() => {
    freezes.current = freezesOf(annotations, duration);
  }, [annotations, duration]);

  useEffect(() => {
    const v = video.current;
    if (!v || !opened) return;
    let last = v.currentTime;
    let timer = 0;
    let handle = 0;
    let ownSeek = false;
    const end = () => {
      clearTimeout(timer);
      timer = 0;
      setHeld(null);
    };
    const onFrame = () => {
      const now = v.currentTime;
      const crossed = !v.paused && !timer ? freezes.current.find((f) => last < f.at && f.at <= now) : undefined;
      last = now;
      if (crossed) {
        v.pause();
        // The frame shown is the first past the freeze's time: the hold shows the freeze's own.
        ownSeek = true;
        v.currentTime = last = crossed.at;
        setHeld(crossed);
        // Freezes at the same time follow each other: one hold of them all.
        const hold = freezes.current.filter((f) => f.at === crossed.at).reduce((sum, f) => sum + f.hold, 0);
        timer = window.setTimeout(() => {
          end();
          void v.play();
        }, (hold * 1000) / speed);
      }
      handle = v.requestVideoFrameCallback(onFrame);
    };
    handle = v.requestVideoFrameCallback(onFrame);
    // A seek of the coach's (the scrubber, a frame step) ends a hold, and no freeze is passed by jumping over it.
    const seeking = () => {
      if (ownSeek) ownSeek = false;
      else {
        last = v.currentTime;
        if (timer) end();
      }
    };
    v.addEventListener('play', end);
    v.addEventListener('seeking', seeking);
    return () => {
      clearTimeout(timer);
      v.cancelVideoFrameCallback(handle);
      v.removeEventListener('play', end);
      v.removeEventListener('seeking', seeking);
    };
  }, [video, opened, speed]);

  return held;
}
