import { memo, type ReactNode } from 'react';
import { BOARD_FORMATIONS, type BoardFormation } from '@onbir/shared/board/formations';
import type { PlayerMode } from '@onbir/shared/board/board';
import type { BoardControls } from './boardStore';
import type { RecorderState } from './useRecorder';

export interface ToolbarActions {
  setMode(mode: PlayerMode): void;
  setFormation(f: BoardFormation): void;
  reset(): void;
  toggleTrails(): void;
  clearTrails(): void;
  swapColours(): void;
  downloadPng(): void;
  togglePen(): void;
  clearDrawings(): void;
  startRecording(): void;
  stopRecording(): void;
  downloadVideo(): void;
  undo(): void;
  redo(): void;
}

/** A labelled row of buttons (the toolbar's groups, the tool panel's rows). */
export function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="board-toolbar__group" role="group" aria-label={label}>
      <span className="board-toolbar__label">{label}</span>
      <div className="board-toolbar__buttons">{children}</div>
    </div>
  );
}

function Toggle({ pressed, onClick, children, className = '' }: { pressed: boolean; onClick(): void; children: ReactNode; className?: string }) {
  return (
    <button type="button" className={`btn btn--toggle ${className}`} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}

/** Every control of spec 2.3, plus undo/redo. */
export const BoardToolbar = memo(function BoardToolbar({
  controls: c,
  recorder,
  actions: a,
  disabled,
  onVideo,
}: {
  controls: BoardControls;
  recorder: RecorderState;
  actions: ToolbarActions;
  /** Playback mode: nothing here may change the board. */
  disabled: boolean;
  onVideo(): void;
}) {
  const recording = recorder === 'recording';
  return (
    <fieldset className="board-toolbar" disabled={disabled} aria-label="Tahta denetimleri">
      <Group label="Oyuncular">
        {([11, 22] as const).map((m) => (
          <Toggle key={m} pressed={c.mode === m} onClick={() => a.setMode(m)}>
            {m} Oyuncu
          </Toggle>
        ))}
      </Group>
      <Group label="Formasyon">
        {BOARD_FORMATIONS.map((f) => (
          <Toggle key={f} pressed={c.formation === f} onClick={() => a.setFormation(f)}>
            {f}
          </Toggle>
        ))}
        <button type="button" className="btn" onClick={a.reset}>
          Formasyonu Sıfırla
        </button>
      </Group>
      <Group label="İz ve Çizim">
        <Toggle pressed={c.trailsOn} onClick={a.toggleTrails}>
          {c.trailsOn ? 'İz Açık' : 'İz Kapalı'}
        </Toggle>
        <button type="button" className="btn" onClick={a.clearTrails} disabled={!c.hasTrails}>
          İzleri Temizle
        </button>
        <Toggle pressed={c.penOn} onClick={a.togglePen} className="btn--pen">
          {c.penOn ? 'Kalem Açık' : 'Kalem Kapalı'}
        </Toggle>
        {c.hasDrawings && (
          <button type="button" className="btn" onClick={a.clearDrawings}>
            Çizimleri Temizle
          </button>
        )}
      </Group>
      <Group label="Düzen">
        <button type="button" className="btn" onClick={a.swapColours}>
          Renkleri Değiştir
        </button>
        <button type="button" className="btn" onClick={a.undo} disabled={!c.canUndo} title="Ctrl+Z">
          Geri Al
        </button>
        <button type="button" className="btn" onClick={a.redo} disabled={!c.canRedo} title="Ctrl+Shift+Z">
          Yinele
        </button>
      </Group>
      <Group label="Dışa Aktar">
        <button type="button" className="btn" onClick={a.downloadPng}>
          PNG İndir
        </button>
        {recording ? (
          <button type="button" className="btn btn--danger btn--recording" onClick={a.stopRecording}>
            Kaydı Durdur
          </button>
        ) : (
          <button type="button" className="btn" onClick={a.startRecording}>
            Kaydı Başlat
          </button>
        )}
        <button type="button" className="btn" onClick={a.downloadVideo} disabled={recording}>
          Videoyu İndir
        </button>
        <button type="button" className="btn" onClick={onVideo} disabled={recording}>
          Animasyonu video indir
        </button>
      </Group>
    </fieldset>
  );
});
