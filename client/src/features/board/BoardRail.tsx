import { memo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_STEPS } from '@onbir/shared/board/steps';
import type { BoardControls } from './boardStore';
import type { StepActions } from './StepStrip';
import type { ToolActions } from './ToolPanel';
import { FULLSCREEN_KEY, TOOL_KEYS, withKey } from './tools/shortcuts';
import { TOOL_LABELS, type Tool } from './tools/ui';
import type { Playback } from './usePlayback';

const TOOLS: Tool[] = ['select', 'arrow', 'line', 'zone', 'text', 'equipment'];

interface Props {
  controls: BoardControls;
  tools: ToolActions;
  /** Playback mode: the drawing tools wait; undo and the steps' own controls stay. */
  disabled: boolean;
  undo(): void;
  redo(): void;
  fullscreen: boolean;
  toggleFullscreen(): void;
  /** On a phone the rail is a bar under the pitch that also steps through the animation. */
  phone: boolean;
  steps: StepActions;
  playback: Playback;
  /** The live session's controls ("Canlı sunum", features/presenter), in their own row. */
  live?: ReactNode;
}

/**
 * The tools used while drawing, beside the pitch on a laptop and under the thumb on a phone: select,
 * pen and the drawing tools, undo and redo, full screen; on a phone the steps too. Every button keeps
 * its name (its state is aria-pressed) and shows its key in its tooltip.
 */
export const BoardRail = memo(function BoardRail({ controls: c, tools: a, disabled, undo, redo, fullscreen, toggleFullscreen, phone, steps, playback, live }: Props) {
  const { t, i18n } = useLingui();
  const tool = c.penOn ? 'pen' : c.tool;
  const toolButton = (id: Tool) => (
    <button
      key={id}
      type="button"
      className="btn btn--rail"
      aria-pressed={tool === id}
      title={withKey(i18n._(TOOL_LABELS[id]), TOOL_KEYS[id])}
      aria-keyshortcuts={TOOL_KEYS[id]}
      disabled={disabled}
      onClick={() => a.setTool(id)}
    >
      {i18n._(TOOL_LABELS[id])}
    </button>
  );
  const end = c.stepCount - 1;
  const step = c.current + 1;
  const stepCount = c.stepCount;
  const fullscreenButton = (
    <button
      type="button"
      className="btn btn--rail"
      aria-pressed={fullscreen}
      onClick={toggleFullscreen}
      title={withKey(fullscreen ? t`Tam ekrandan çık` : t`Tam ekran`, FULLSCREEN_KEY)}
      aria-keyshortcuts={FULLSCREEN_KEY}
    >
      <Trans>Tam ekran</Trans>
    </button>
  );
  return (
    <div className={`board-rail${phone ? ' board-rail--phone' : ''}`} role="group" aria-label={t`Araçlar`}>
      <div className="board-rail__row">
        {toolButton('select')}
        <button
          type="button"
          className="btn btn--rail btn--pen"
          aria-pressed={c.penOn}
          title={withKey(t`Kalem`, TOOL_KEYS.pen)}
          aria-keyshortcuts={TOOL_KEYS.pen}
          disabled={disabled}
          onClick={a.togglePen}
        >
          <Trans>Kalem</Trans>
        </button>
        {TOOLS.slice(1).map(toolButton)}
        {phone && fullscreenButton}
      </div>
      <div className="board-rail__row">
        <button type="button" className="btn btn--rail" onClick={undo} disabled={disabled || !c.canUndo} title={t`Geri Al (Ctrl+Z)`} aria-keyshortcuts="Control+Z">
          <Trans>Geri Al</Trans>
        </button>
        <button type="button" className="btn btn--rail" onClick={redo} disabled={disabled || !c.canRedo} title={t`Yinele (Ctrl+Shift+Z)`} aria-keyshortcuts="Control+Shift+Z">
          <Trans>Yinele</Trans>
        </button>
        {phone && (
          <>
            <button type="button" className="btn btn--rail" aria-label={t`Önceki adım`} disabled={disabled || c.current === 0} onClick={() => steps.goTo(c.current - 1)}>
              ◀
            </button>
            <span className="board-rail__step" aria-live="polite">
              <Trans>
                Adım {step}/{stepCount}
              </Trans>
            </span>
            <button type="button" className="btn btn--rail" aria-label={t`Sonraki adım`} disabled={disabled || c.current >= end} onClick={() => steps.goTo(c.current + 1)}>
              ▶
            </button>
            <button type="button" className="btn btn--rail" aria-label={t`Yeni adım ekle`} disabled={disabled || c.stepCount >= MAX_STEPS} onClick={steps.add}>
              <Trans>+ Adım</Trans>
            </button>
            <button type="button" className="btn btn--rail btn--primary" disabled={end < 1} onClick={playback.toggle} aria-label={c.playing ? t`Animasyonu duraklat` : t`Animasyonu oynat`}>
              {c.playing ? '❚❚' : t`▶ Oynat`}
            </button>
          </>
        )}
        {!phone && fullscreenButton}
      </div>
      {live && <div className="board-rail__row board-rail__live">{live}</div>}
    </div>
  );
});
