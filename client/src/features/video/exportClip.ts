import {
  ALL_FORMATS,
  AudioSample,
  AudioSampleSink,
  AudioSampleSource,
  BlobSource,
  BufferTarget,
  CanvasSink,
  CanvasSource,
  Input,
  Mp4OutputFormat,
  Output,
  QUALITY_HIGH,
  WebMOutputFormat,
  canEncodeAudio,
  canEncodeVideo,
  type AudioCodec,
  type InputAudioTrack,
  type InputVideoTrack,
} from 'mediabunny';
import { audioJoin, exportFps, exportGeometry, framePlan, titleOpacity, type ExportGeometry } from '@onbir/shared/video/exportPlan';
import type { Annotation } from '@onbir/shared/video/model';
import { clipToOutput, freezesOf, outputDuration } from '@onbir/shared/video/timeline';
import { drawOver } from './drawAnnotations';
import { drawTitle } from './titleCard';

/**
 * The annotated clip as a video file (docs/video.md, "Export"): the source decoded by mediabunny
 * (WebCodecs), each output frame drawn with its annotations and the title card, encoded by WebCodecs and
 * muxed by mediabunny; the sound copied across, with silence where a freeze holds the picture. Loaded
 * with the first export, so the page's own chunk does not carry the muxers.
 */
export interface ExportRequest {
  file: Blob;
  annotations: readonly Annotation[];
  title: string;
  /** The 9:16 middle of the frame, for phones. */
  portrait: boolean;
  signal: AbortSignal;
  /** The share of the frames written, 0..1. */
  onProgress(share: number): void;
}

export interface ExportedClip {
  blob: Blob;
  extension: 'mp4' | 'webm';
}

interface Codecs {
  mp4: boolean;
  audio: AudioCodec | null;
  /** The sample rate the sound is encoded at, when the encoder does not take the source's. */
  sampleRate?: number;
}

export async function exportClip(req: ExportRequest): Promise<ExportedClip> {
  const input = new Input({ source: new BlobSource(req.file), formats: ALL_FORMATS });
  // Either half failing stops the other: one signal for the user's cancel (even one made before this
  // started) and for a failure.
  const failed = new AbortController();
  const signal = AbortSignal.any([req.signal, failed.signal]);
  let output: Output | null = null;
  const target = new BufferTarget();
  try {
    const video = await input.getPrimaryVideoTrack();
    if (!video) throw new Error('no video track');
    const audio = await input.getPrimaryAudioTrack();
    // A recorder's WebM states no duration: it is read from the whole file, which a cancel need not wait for.
    const duration = await input.computeDuration();
    signal.throwIfAborted();
    const fps = exportFps((await video.computePacketStats(90)).averagePacketRate);
    const geometry = exportGeometry({ w: video.displayWidth, h: video.displayHeight }, req.portrait);
    const codecs = await chooseCodecs(geometry, audio);
    output = new Output({ format: codecs.mp4 ? new Mp4OutputFormat({ fastStart: 'in-memory' }) : new WebMOutputFormat(), target });
    const canvas = Object.assign(document.createElement('canvas'), { width: geometry.crop.w, height: geometry.crop.h });
    // Real-time mode: the encoder's fast settings, so a laptop exports faster than the clip plays.
    const pictures = new CanvasSource(canvas, { codec: codecs.mp4 ? 'avc' : 'vp9', bitrate: QUALITY_HIGH, latencyMode: 'realtime', keyFrameInterval: 2 });
    output.addVideoTrack(pictures, { frameRate: fps });
    const sound = audio && codecs.audio ? new AudioSampleSource({ codec: codecs.audio, bitrate: QUALITY_HIGH, transform: codecs.sampleRate ? { sampleRate: codecs.sampleRate } : undefined }) : null;
    if (sound) output.addAudioTrack(sound);
    await output.start();

    const freezes = freezesOf(req.annotations, duration);
    signal.throwIfAborted();
    const job = { ...req, signal, duration, fps, geometry, canvas, freezes };
    const halves = [writePictures(job, video, pictures), sound && audio ? writeSound(job, audio, sound, outputDuration(duration, freezes)) : null];
    await Promise.all(halves.map((h) => h?.catch((e: unknown) => (failed.abort(e), Promise.reject(e)))));
    await output.finalize();
    return { blob: new Blob([target.buffer!], { type: output.format.mimeType }), extension: codecs.mp4 ? 'mp4' : 'webm' };
  } catch (e) {
    if (output && (output.state === 'pending' || output.state === 'started')) await output.cancel();
    throw req.signal.aborted ? req.signal.reason : e;
  } finally {
    input.dispose();
  }
}

/** MP4 (H.264 + AAC) where this browser encodes both, else WebM (VP9 + Opus). */
async function chooseCodecs({ crop }: ExportGeometry, audio: InputAudioTrack | null): Promise<Codecs> {
  const size = { width: crop.w, height: crop.h };
  const [avc, vp9] = await Promise.all([canEncodeVideo('avc', size), canEncodeVideo('vp9', size)]);
  if (!avc && !vp9) throw new Error('no video encoder');
  if (!audio) return { mp4: avc, audio: null };
  const shape = { numberOfChannels: audio.numberOfChannels, sampleRate: audio.sampleRate };
  if (avc && (await canEncodeAudio('aac', shape))) return { mp4: true, audio: 'aac' };
  if (!vp9) return { mp4: true, audio: null };
  if (await canEncodeAudio('opus', shape)) return { mp4: false, audio: 'opus' };
  // Opus takes 48 kHz everywhere; a 44.1 kHz phone clip's sound is resampled.
  const opus48 = await canEncodeAudio('opus', { ...shape, sampleRate: 48_000 });
  return { mp4: false, audio: opus48 ? 'opus' : null, sampleRate: opus48 ? 48_000 : undefined };
}

interface Job extends ExportRequest {
  duration: number;
  fps: number;
  geometry: ExportGeometry;
  canvas: HTMLCanvasElement;
  freezes: ReturnType<typeof freezesOf>;
}

/** Lets the page handle input and paint between frames (the work is on the main thread, in slices). */
const SLICE_MS = 30;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function writePictures(job: Job, track: InputVideoTrack, pictures: CanvasSource) {
  const { frame, crop } = job.geometry;
  const ctx = job.canvas.getContext('2d')!;
  const first = await track.getFirstTimestamp();
  const plan = framePlan(job.duration, job.freezes, job.fps);
  // A pool of canvases: the decoder's frames are drawn at the export's size without a new canvas each.
  const sink = new CanvasSink(track, { width: frame.w, height: frame.h, fit: 'fill', poolSize: 2 });
  let i = 0;
  let sliceStart = performance.now();
  for await (const shown of sink.canvasesAtTimestamps(plan.map((f) => Math.max(first, f.clip)))) {
    job.signal.throwIfAborted();
    const { out, clip } = plan[i];
    // The whole frame's coordinates, moved so the crop's corner is the canvas's.
    ctx.setTransform(1, 0, 0, 1, -crop.x, -crop.y);
    ctx.fillStyle = '#000';
    ctx.fillRect(0, 0, frame.w, frame.h);
    if (shown) ctx.drawImage(shown.canvas, 0, 0);
    drawOver({ ctx, w: frame.w, h: frame.h, source: shown?.canvas }, job.annotations, clip);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    drawTitle(ctx, crop.w, crop.h, job.title, titleOpacity(out));
    await pictures.add(out, 1 / job.fps);
    job.onProgress(++i / plan.length);
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  pictures.close();
}

/** Silence longer than this is written in pieces of it (a minute's freeze would be one 23 MB piece). */
const SILENCE_PIECE = 1;

/**
 * The source's sound, each piece moved to where the picture shows its time: a freeze between two pieces
 * becomes silence, an overlap is trimmed, so the sound is one unbroken stream as long as the output. What
 * would go on after the output's end is cut: a recording's sound can start late and run on past the clip.
 */
async function writeSound(job: Job, track: InputAudioTrack, sound: AudioSampleSource, total: number) {
  const { sampleRate: rate, numberOfChannels: channels } = track;
  const end = Math.round(total * rate);
  let written = 0;
  const silence = async (frames: number) => {
    for (let left = frames; left > 0; ) {
      const n = Math.min(left, rate * SILENCE_PIECE);
      const quiet = new AudioSample({ data: new Float32Array(n * channels), format: 'f32-planar', numberOfChannels: channels, sampleRate: rate, timestamp: written / rate });
      await sound.add(quiet);
      quiet.close();
      written += n;
      left -= n;
    }
  };
  for await (const sample of new AudioSampleSink(track).samples()) {
    try {
      job.signal.throwIfAborted();
      const { pad, skip } = audioJoin(written, clipToOutput(sample.timestamp, job.freezes), rate);
      await silence(Math.min(pad, end - written));
      const keep = Math.min(sample.numberOfFrames, skip + end - written);
      if (skip >= keep) continue;
      const piece = skip || keep < sample.numberOfFrames ? trimmed(sample, skip, keep) : sample;
      piece.setTimestamp(written / rate);
      await sound.add(piece);
      written += piece.numberOfFrames;
      if (piece !== sample) piece.close();
    } finally {
      sample.close();
    }
  }
  // A freeze at the clip's very end holds the last frame in silence.
  await silence(audioJoin(written, total, rate).pad);
  sound.close();
}

/** The sample's frames from `skip` up to `keep`. */
function trimmed(sample: AudioSample, skip: number, keep: number): AudioSample {
  const n = keep - skip;
  const data = new Float32Array(n * sample.numberOfChannels);
  for (let c = 0; c < sample.numberOfChannels; c++) {
    sample.copyTo(data.subarray(c * n, (c + 1) * n), { planeIndex: c, format: 'f32-planar', frameOffset: skip, frameCount: n });
  }
  return new AudioSample({ data, format: 'f32-planar', numberOfChannels: sample.numberOfChannels, sampleRate: sample.sampleRate, timestamp: sample.timestamp });
}
