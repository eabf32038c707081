import { useCallback, useEffect, useRef, useState } from 'react';

/** The speeds a coach picks from (0.25x to study a movement, 2x to skim). */
export const SPEEDS = [0.25, 0.5, 1, 1.5, 2] as const;
/**
 * One frame's step. A file does not tell the browser its frame rate; 30 fps is what phones film at by
 * default, and a step of 1/30 s on 25 or 60 fps footage still moves one or two frames.
 */
export const FRAME_STEP = 1 / 30;

export interface OpenClip {
  /** The file itself, read again by the export (never sent anywhere). */
  file: File;
  url: string;
  name: string;
  bytes: number;
}

/**
 * The opened clip and its player: the file stays on the device (an object URL, never uploaded). `time` is
 * the clip time shown, followed frame by frame while it plays (requestVideoFrameCallback), so the drawings
 * keep to the picture.
 */
export function useClip() {
  const video = useRef<HTMLVideoElement | null>(null);
  const [clip, setClip] = useState<OpenClip | null>(null);
  const [duration, setDuration] = useState(0);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<number>(1);

  useEffect(() => () => void (clip && URL.revokeObjectURL(clip.url)), [clip]);

  const open = useCallback((file: File) => {
    setDuration(0);
    setTime(0);
    setPlaying(false);
    setClip({ file, url: URL.createObjectURL(file), name: file.name, bytes: file.size });
  }, []);

  // Follows the frames shown while the video plays, and every seek.
  useEffect(() => {
    const v = video.current;
    if (!v || !clip) return;
    let handle = 0;
    const onFrame = () => {
      setTime(v.currentTime);
      handle = v.requestVideoFrameCallback(onFrame);
    };
    handle = v.requestVideoFrameCallback(onFrame);
    const seeked = () => setTime(v.currentTime);
    const play = () => setPlaying(true);
    const pause = () => setPlaying(false);
    const known = () => {
      // A WebM written by a recorder (a browser's, an app's) states no duration: seeking past its end makes
      // the browser find it, and the clip goes back to its start.
      if (v.duration === Infinity) v.currentTime = Number.MAX_SAFE_INTEGER;
      else if (Number.isFinite(v.duration)) {
        if (v.currentTime > v.duration - 0.001 && duration === 0) v.currentTime = 0;
        setDuration(v.duration);
      }
    };
    v.addEventListener('seeked', seeked);
    v.addEventListener('play', play);
    v.addEventListener('pause', pause);
    v.addEventListener('loadedmetadata', known);
    v.addEventListener('durationchange', known);
    return () => {
      v.cancelVideoFrameCallback(handle);
      v.removeEventListener('seeked', seeked);
      v.removeEventListener('play', play);
      v.removeEventListener('pause', pause);
      v.removeEventListener('loadedmetadata', known);
      v.removeEventListener('durationchange', known);
    };
  }, [clip, duration]);

  const seek = useCallback(
    (t: number) => {
      const v = video.current;
      if (!v || !duration) return;
      v.currentTime = Math.min(duration, Math.max(0, t));
      setTime(v.currentTime);
    },
    [duration],
  );
  const toggle = useCallback(() => {
    const v = video.current;
    if (!v || !duration) return;
    if (v.paused) void v.play();
    else v.pause();
  }, [duration]);
  const step = useCallback(
    (frames: number) => {
      video.current?.pause();
      seek((video.current?.currentTime ?? 0) + frames * FRAME_STEP);
    },
    [seek],
  );
  const setSpeed = useCallback((s: number) => {
    // The default too: opening another clip keeps the speed chosen.
    if (video.current) video.current.playbackRate = video.current.defaultPlaybackRate = s;
    setSpeedState(s);
  }, []);

  return { video, clip, open, duration, time, playing, speed, seek, toggle, step, setSpeed };
}

export type Clip = ReturnType<typeof useClip>;
