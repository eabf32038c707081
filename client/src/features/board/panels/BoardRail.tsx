import { memo, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardControls } from '../../boardCore';
import { CommandButton } from '../commands/CommandButton';
import type { CommandContext } from '../commands/types';

const TOOLS = ['tool.select', 'tool.pen', 'tool.arrow', 'tool.line', 'tool.zone', 'tool.text', 'tool.equipment'];

interface Props {
  /** The rail re-renders when these change (the commands read the store itself). */
  controls: BoardControls;
  ctx: CommandContext;
  /** On a phone the rail is a bar under the pitch that also steps through the animation. */
  phone: boolean;
  /** The live session's controls ("Canlı sunum", features/presenter), in their own row. */
  live?: ReactNode;
}

/** The phone's steps under the thumb: previous, where it is, next, a new step, play. */
function PhoneSteps({ controls: c, ctx }: Pick<Props, 'controls' | 'ctx'>) {
  const step = c.current + 1;
  const stepCount = c.stepCount;
  return (
    <>
      <CommandButton ctx={ctx} id="step.previous" className="btn btn--rail">
        ◀
      </CommandButton>
      <span className="board-rail__step" aria-live="polite">
        <Trans>
          Adım {step}/{stepCount}
        </Trans>
      </span>
      <CommandButton ctx={ctx} id="step.next" className="btn btn--rail">
        ▶
      </CommandButton>
      <CommandButton ctx={ctx} id="step.add" className="btn btn--rail">
        <Trans>+ Adım</Trans>
      </CommandButton>
      <CommandButton ctx={ctx} id="animation.play" className="btn btn--rail btn--primary" plain>
        {c.playing ? '❚❚' : <Trans>▶ Oynat</Trans>}
      </CommandButton>
    </>
  );
}

/**
 * The tools used while drawing, beside the pitch on a laptop and under the thumb on a phone: select,
 * pen and the drawing tools, undo and redo, full screen; on a phone the steps too. Every button keeps
 * its name (its state is aria-pressed) and shows its keys from the command table in its tooltip.
 */
export const BoardRail = memo(function BoardRail({ controls, ctx, phone, live }: Props) {
  const { t } = useLingui();
  const fullscreen = <CommandButton ctx={ctx} id="view.fullscreen" className="btn btn--rail" />;
  return (
    <div className={`board-rail${phone ? ' board-rail--phone' : ''}`} role="group" aria-label={t`Araçlar`}>
      <div className="board-rail__row">
        {TOOLS.map((id) => (
          <CommandButton key={id} ctx={ctx} id={id} className={`btn btn--rail${id === 'tool.pen' ? ' btn--pen' : ''}`} />
        ))}
        {phone && fullscreen}
      </div>
      <div className="board-rail__row">
        <CommandButton ctx={ctx} id="history.undo" className="btn btn--rail" />
        <CommandButton ctx={ctx} id="history.redo" className="btn btn--rail" />
        {phone && <PhoneSteps controls={controls} ctx={ctx} />}
        {!phone && fullscreen}
      </div>
      {live && <div className="board-rail__row board-rail__live">{live}</div>}
    </div>
  );
});
