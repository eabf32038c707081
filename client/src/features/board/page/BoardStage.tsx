import type { ReactNode, RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatName } from '@onbir/shared/board/formats';
import { BoardCanvas } from '../BoardCanvas';
import { BoardMessage } from '../BoardMessage';
import type { BoardControls, BoardStore } from '../../boardCore';
import { TextEditor } from '../TextEditor';
import type { Shown } from '../../../lib/i18n/RefusalText';

interface Props {
  store: BoardStore;
  controls: BoardControls;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  recording: boolean;
  message: { text: Shown | null; close(): void };
  tell(text: Shown): void;
  editPlayer(id: number): void;
  onPitchKey(e: React.KeyboardEvent): void;
}

/** The pitch with what is shown over it: the recording and playback badges, the label editor, messages. */
export function BoardStage({ store, controls, canvasRef, recording, message, tell, editPlayer, onPitchKey }: Props) {
  const textObject = controls.editingText === null ? undefined : store.board.objects.find((o) => o.id === controls.editingText);
  return (
    <div className={`board-stage${recording ? ' board-stage--recording' : ''}${controls.playMode ? ' board-stage--playing' : ''}`}>
      {recording && (
        <span className="board-stage__rec">
          <Trans>● Kayıt</Trans>
        </span>
      )}
      {controls.playMode && (
        <span className="board-stage__rec board-stage__play">
          <Trans>▶ Oynatma · Escape: düzenlemeye dön</Trans>
        </span>
      )}
      <BoardCanvas store={store} canvasRef={canvasRef} recording={recording} tell={tell} onEditPlayer={editPlayer} onKeyDown={onPitchKey}>
        {textObject?.kind === 'text' && <TextEditor key={textObject.id} store={store} object={textObject} canvas={canvasRef.current} />}
      </BoardCanvas>
      <BoardMessage text={message.text} onClose={message.close} />
    </div>
  );
}

/** The page's title: the formation, the format, how many players and whether a bibs team is on. */
export function BoardHeader({ controls: c }: { controls: BoardControls }) {
  const n = c.counts.A + c.counts.B + c.counts.C;
  const formation = c.formation;
  const format = formatName(c.format);
  return (
    <header className="board-page__header">
      <h1 className="board-page__title">
        <Trans>Taktik Tahtası ({formation})</Trans>
      </h1>
      <p className="board-page__subtitle">{c.counts.C > 0 ? <Trans>{format} · {n} oyuncu · yelekli takım</Trans> : <Trans>{format} · {n} oyuncu</Trans>}</p>
    </header>
  );
}

/** Beneath the pitch: the builder's substitutes, then the steps (after the first frame: ReactNode given). */
export function BoardBelow({ bench, steps }: { bench: string[] | undefined; steps: ReactNode }) {
  const benchNames = bench?.join(', ');
  return (
    <div className="board-below">
      {bench?.length ? (
        // The builder's substitutes came along with the eleven.
        <p className="board-page__bench" data-testid="board-bench">
          <Trans>
            <strong>Yedekler:</strong> {benchNames}
          </Trans>
        </p>
      ) : null}
      {steps}
    </div>
  );
}
