import { useLingui } from '@lingui/react/macro';
import type { BoardControls, BoardStore } from '../../boardCore';
import type { CommandContext } from '../commands/types';
import { ExportPanel } from '../panels/ExportPanel';
import { exportPng } from '../exportPng';
import { SavedBoardsPanel } from '../panels/SavedBoardsPanel';
import { TeamPanel, type TeamActions } from '../panels/TeamPanel';
import { PitchPanel, ToolPanel } from '../panels/ToolPanel';
import type { useRecorder } from '../useRecorder';
import { AfterFirstFrame } from '../../../lib/useAfterFirstFrame';
import type { useSavedBoards } from './useSavedBoards';
import type { Shown } from '../../../lib/i18n/RefusalText';

interface Props {
  store: BoardStore;
  controls: BoardControls;
  ctx: CommandContext;
  teams: TeamActions;
  recorder: ReturnType<typeof useRecorder>;
  saved: ReturnType<typeof useSavedBoards>;
  openVideo(): void;
  tell(text: Shown): void;
}

/** The settings beside the pitch: teams first, the rest right after the first frame. */
export function BoardSide({ store, controls, ctx, teams, recorder, saved, openVideo, tell }: Props) {
  const { t } = useLingui();
  const recording = recorder.state === 'recording';
  return (
    <aside className="board-side" aria-label={t`Tahta ayarları`}>
      <TeamPanel controls={controls} actions={teams} disabled={controls.playMode} />
      <AfterFirstFrame>
        <ToolPanel controls={controls} ctx={ctx} disabled={controls.playMode} />
        <PitchPanel controls={controls} ctx={ctx} disabled={controls.playMode} />
        <ExportPanel
          recorder={recorder.state}
          hasRecording={recorder.hasVideo}
          downloadPng={() => void exportPng(store.board, store.view, recording, tell)}
          startRecording={recorder.start}
          stopRecording={recorder.stop}
          downloadRecording={recorder.download}
          openVideo={openVideo}
        />
        <SavedBoardsPanel {...saved} />
      </AfterFirstFrame>
    </aside>
  );
}
