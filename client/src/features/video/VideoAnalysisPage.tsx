import { useCallback, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PALETTE } from '@onbir/shared/board/objects';
import type { Refusal } from '@onbir/shared/messages/refusal';
import type { VideoCode } from '@onbir/shared/messages/video';
import { followTo, nextId } from '@onbir/shared/video/edit';
import { analysisFile } from '@onbir/shared/video/file';
import { DEFAULT_TOOL_OPTIONS, drawnOf, isTap, type Gesture, type ToolOptions, type VideoTool } from '@onbir/shared/video/gesture';
import type { FramePoint } from '@onbir/shared/video/model';
import { isRefusal } from '@onbir/shared/messages/refusal';
import { download } from '../../lib/download';
import { COLOUR_LABELS } from '../boardCore';
import { LiveStill } from '../presenter';
import { Link } from '../../lib/navigation';
import { Notice, useNotice } from '../../lib/ui/Notice';
import { AnnotationList } from './AnnotationList';
import { ExportPanel } from './ExportPanel';
import { stillJpeg } from './frameImage';
import { useAnnotations } from './useAnnotations';
import { useClip } from './useClip';
import { useFreezeHold } from './useFreezeHold';
import { VideoControls } from './VideoControls';
import { VideoStage } from './VideoStage';
import { ToolPicker } from './ToolPicker';
import './video.css';

/** How long a new drawing stays, seconds, until the coach says otherwise. */
const DEFAULT_SECONDS = 3;
/** The spotlight's radius, a share of the frame's width: a ring round a player's feet in a wide shot. */
const RING_RADIUS = 0.04;

/**
 * /taktik/video ("Video analizi", docs/video.md): a clip from the device, never uploaded, played, stepped
 * frame by frame and drawn on; the drawings saved as a small file that opens over the same clip elsewhere.
 */
export function VideoAnalysisPage() {
  const { t, i18n } = useLingui();
  const { notice, show, clear } = useNotice();
  const tell = useCallback((r: Refusal<VideoCode>) => show(r), [show]);
  const clip = useClip();
  const notes = useAnnotations(tell);
  const [seconds, setSeconds] = useState(DEFAULT_SECONDS);
  const [colour, setColour] = useState<string>(PALETTE[1]);
  const [tool, setTool] = useState<VideoTool>('arrow');
  const [options, setOptions] = useState<ToolOptions>(DEFAULT_TOOL_OPTIONS);
  const held = useFreezeHold(clip, notes.annotations);
  const heldFor = held?.hold ?? 0;
  // The spotlight a tap moves on: the coach follows one player until "Halkayı bitir".
  const [following, setFollowing] = useState<number | null>(null);
  const followed = notes.annotations.some((a) => a.id === following) ? following : null;

  // The live still: the frame on screen with its drawings while paused, none while the clip plays.
  const heldTime = clip.playing ? -1 : clip.time;
  const clipUrl = clip.clip?.url;
  const picture = useMemo(() => ({ heldTime, drawn: notes.annotations, clipUrl }), [heldTime, notes.annotations, clipUrl]);
  const captureStill = async (maxChars: number) => {
    const v = clip.video.current;
    if (!v || !v.videoWidth || !v.paused) return null;
    if (v.seeking) await new Promise((r) => v.addEventListener('seeked', r, { once: true }));
    return stillJpeg(v, notes.annotations, v.currentTime, maxChars);
  };

  const openClip = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) clip.open(file);
  };
  const openAnalysis = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const drawnOn = await notes.openFile(file);
    if (drawnOn && clip.clip && (drawnOn.name !== clip.clip.name || drawnOn.bytes !== clip.clip.bytes)) {
      const name = drawnOn.name;
      show(t`Bu analiz başka bir video için yapılmış (${name}); çizimler yine de gösteriliyor.`, 'status');
    }
  };
  const saveAnalysis = () => {
    if (!clip.clip) return;
    const { name, bytes } = clip.clip;
    const file = analysisFile({ clip: { name, bytes, duration: clip.duration }, annotations: notes.annotations });
    download(new Blob([file], { type: 'application/json' }), `${name.replace(/\.[^.]*$/, '')}.onbir-video.json`);
  };
  const addFreeze = () => notes.add({ kind: 'freeze', id: 0, at: clip.time, hold: seconds });
  // The arrow's tap keeps its shortcut: a tap on a player starts (or moves) his ring.
  const draw = (g: Gesture) => {
    if (tool === 'spotlight' || (tool === 'arrow' && isTap(g))) return tapRing(g.from);
    const made = drawnOf(tool, g, { ...options, colour, start: clip.time, duration: seconds });
    if (isRefusal(made)) tell(made);
    else if (made) notes.add(made);
  };

  const tapRing = (at: FramePoint) => {
    if (followed !== null) return notes.change(followTo(notes.annotations, followed, clip.time, at));
    setFollowing(nextId(notes.annotations));
    notes.add({ kind: 'spotlight', id: 0, start: clip.time, duration: seconds, colour, r: RING_RADIUS, keys: [{ t: clip.time, at }] });
  };

  // The player's keys, wherever the focus is on the page but in a field that takes them itself.
  const keys = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement || !clip.duration) return;
    const undoKey = (e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z');
    if (undoKey) (e.shiftKey ? notes.redo : notes.undo)();
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') clip.step(e.key === 'ArrowLeft' ? -1 : 1);
    else if (e.key === ' ' && !(e.target instanceof HTMLButtonElement)) clip.toggle();
    else return;
    e.preventDefault();
  };

  return (
    <div className="video-page" onKeyDown={keys}>
      <Notice notice={notice} onClose={clear} />
      <header className="video-head">
        <h1>
          <Trans>Video analizi</Trans>
        </h1>
        <Link to="/taktik">
          <Trans>Taktik tahtasına dön</Trans>
        </Link>
      </header>
      <p className="video-intro">
        <Trans>Kendi maç videonuzu açın, durdurun ve üzerine çizin. Video cihazınızdan çıkmaz: hiçbir yere yüklenmez.</Trans>
      </p>
      <div className="video-files">
        <label className="tool-btn tool-btn--primary video-file">
          <Trans>Video aç</Trans>
          <input type="file" accept="video/*,.mov,.mp4,.webm" onChange={openClip} data-testid="video-file" />
        </label>
        <label className={`tool-btn video-file${clip.clip ? '' : ' video-file--off'}`}>
          <Trans>Analiz dosyası aç</Trans>
          <input type="file" accept=".json,application/json" onChange={openAnalysis} disabled={!clip.clip} />
        </label>
        <button type="button" className="tool-btn" onClick={saveAnalysis} disabled={!clip.clip}>
          <Trans>Analizi kaydet</Trans>
        </button>
      </div>
      {clip.clip && (
        <>
          <VideoStage clip={clip} annotations={notes.annotations} tool={tool} options={options} colour={colour} onGesture={draw} />
          <p className="video-held" role="status">
            {held && <Trans>Dondurma: kare {heldFor} sn tutuluyor</Trans>}
          </p>
          <VideoControls clip={clip} annotations={notes.annotations} />
          <ToolPicker tool={tool} onTool={setTool} options={options} onOptions={setOptions} />
          <div className="video-tools">
            <label>
              <Trans>Görünme süresi (sn)</Trans>
              <input type="number" min={0.5} max={60} step={0.5} value={seconds} onChange={(e) => setSeconds(Math.max(0.5, Number(e.target.value) || DEFAULT_SECONDS))} />
            </label>
            <button type="button" className="tool-btn tool-btn--small" onClick={addFreeze} title={t`Videoyu bu karede, çizimleriyle birlikte, seçilen süre kadar durdurur`}>
              <Trans>{seconds} sn dondur</Trans>
            </button>
            <div className="video-colours" role="group" aria-label={t`Renk`}>
              {PALETTE.map((c) => (
                <button key={c} type="button" className="video-colour" style={{ background: c }} aria-pressed={c === colour} aria-label={i18n._(COLOUR_LABELS[c])} title={i18n._(COLOUR_LABELS[c])} onClick={() => setColour(c)} />
              ))}
            </div>
            {followed !== null && (
              <button type="button" className="tool-btn tool-btn--small" onClick={() => setFollowing(null)}>
                <Trans>Halkayı bitir</Trans>
              </button>
            )}
            <button type="button" className="tool-btn tool-btn--small" onClick={notes.undo} disabled={!notes.canUndo}>
              <Trans>Geri al</Trans>
            </button>
            <button type="button" className="tool-btn tool-btn--small" onClick={notes.redo} disabled={!notes.canRedo}>
              <Trans>Yinele</Trans>
            </button>
          </div>
          <AnnotationList annotations={notes.annotations} seek={clip.seek} remove={notes.remove} />
          <ExportPanel clip={clip} annotations={notes.annotations} show={show} />
          <LiveStill capture={captureStill} picture={picture} tell={show} />
        </>
      )}
    </div>
  );
}
