import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Trans } from '@lingui/react/macro';
import { createBoard } from '@onbir/shared/board/board';
import { DEFAULT_VIEW } from '@onbir/shared/board/view';
import { rememberView } from './boardView';
import { Announcer } from './Announcer';
import { useBoardMessage } from './BoardMessage';
import { BoardRail } from './panels/BoardRail';
import { BoardStore, useBoardControls, usePlayback, useViewportLayout } from '../boardCore';
import { useCommands } from './commands/useCommands';
import { EditPlayerModal } from './EditPlayerModal';
import { BoardSide } from './page/BoardSide';
import { BoardBelow, BoardHeader, BoardStage } from './page/BoardStage';
import { useAnnouncement, useBoardSetup } from './page/useBoardSetup';
import { usePlayerEditor } from './page/usePlayerEditor';
import { useSavedBoards } from './page/useSavedBoards';
import { StepStrip } from './panels/StepStrip';
import { useBoardActions } from './useBoardActions';
import { useFullscreen } from './useFullscreen';
import { useRecorder } from './useRecorder';
import { VideoExportModal } from './video/VideoExportModal';
import { VideoPreviewModal } from './VideoPreviewModal';
import { AfterFirstFrame } from '../../lib/useAfterFirstFrame';
import { LiveEntry } from '../presenter';
import { PlanReturn } from '../plans';
import './board.css';

/** The page's parts and the state they share: the store, the commands' context, the dialogs. */
function useBoardPage() {
  const layout = useViewportLayout();
  const [store] = useState(() => new BoardStore(createBoard(layout), DEFAULT_VIEW, rememberView));
  const controls = useBoardControls(store);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const centreRef = useRef<HTMLDivElement>(null);
  const message = useBoardMessage();
  const { announcement, announce } = useAnnouncement();
  const recorder = useRecorder(canvasRef, controls.formation, message.tell);
  const [videoOpen, setVideoOpen] = useState(false);
  const playback = usePlayback(store, announce);
  const actions = useBoardActions(store, announce);
  const fullscreen = useFullscreen(mainRef, message.tell);
  const editor = usePlayerEditor(store, actions.teams, announce);
  const saved = useSavedBoards(store, layout, message.tell);
  useBoardSetup(store, layout, centreRef, message.tell);
  const { toggle, exit } = playback;
  const pb = useMemo(() => ({ toggle, exit }), [toggle, exit]);
  const fs = useMemo(() => ({ on: fullscreen.on, toggle: fullscreen.toggle }), [fullscreen.on, fullscreen.toggle]);
  const dialogOpen = editor.open || videoOpen || recorder.previewOpen;
  const commands = useCommands(store, { announce, editPlayer: editor.editPlayer, playback: pb, fullscreen: fs, dialogOpen });
  const live = useMemo(() => <LiveEntry store={store} playback={playback} canvasRef={canvasRef} tell={message.tell} />, [store, playback, message.tell]);
  const video = { open: videoOpen, show: () => setVideoOpen(true), hide: () => setVideoOpen(false) };
  return { layout, store, controls, canvasRef, mainRef, centreRef, message, announcement, recorder, video, playback, actions, fullscreen, editor, saved, commands, live };
}

type Page = ReturnType<typeof useBoardPage>;

/** The dialogs over the page: the player editor, the animation video, the live recording's preview. */
function BoardDialogs({ store, editor, video, recorder }: Pick<Page, 'store' | 'editor' | 'video' | 'recorder'>) {
  const p = editor.editing;
  return (
    <>
      {p && <EditPlayerModal key={p.id} player={p} onSave={editor.save} onCancel={editor.close} onRemove={editor.remove} />}
      {video.open && <VideoExportModal board={store.board} view={store.view} onClose={video.hide} />}
      {recorder.previewOpen && recorder.videoUrl && <VideoPreviewModal url={recorder.videoUrl} onClose={recorder.closePreview} onDownload={recorder.download} />}
    </>
  );
}

/** The pitch's column: the pitch, on a phone the thumb bar and the live row under it, then the steps. */
function BoardCentre({ p, rail, phone, bench }: { p: Page; rail: React.ReactNode; phone: boolean; bench: string[] | undefined }) {
  const { store, controls } = p;
  return (
    <div ref={p.centreRef} className="board-centre">
      <BoardStage
        store={store}
        controls={controls}
        canvasRef={p.canvasRef}
        recording={p.recorder.state === 'recording'}
        message={{ text: p.message.message, close: p.message.close }}
        tell={p.message.tell}
        editPlayer={p.editor.editPlayer}
        onPitchKey={p.commands.onPitchKey}
      />
      {phone && <div className="board-bar">{rail}</div>}
      {/* On a phone the live session's controls sit under the thumb bar, which stays as low as it was. */}
      {phone && <div className="board-rail__row board-live-row">{p.live}</div>}
      {/* The pitch and its tools come first; the panels render right after the first frame, so a phone
          on a slow connection gets a usable board sooner. */}
      <BoardBelow bench={bench} steps={
          <AfterFirstFrame>
            <StepStrip store={store} controls={controls} actions={p.actions.steps} playback={p.playback} />
          </AfterFirstFrame>
        } />
    </div>
  );
}

const mainClass = (f: { on: boolean; filled: boolean }) => `board-main${f.on ? ' board-main--fullscreen' : ''}${f.filled ? ' board-main--filled' : ''}`;

export function TacticsBoardPage() {
  const p = useBoardPage();
  const { store, controls, layout } = p;
  const bench = useSyncExternalStore(store.subscribe, () => store.board.bench, () => store.board.bench);
  const phone = layout === 'mobile';
  // Beside the pitch on a laptop; on a phone a bar right under it, within the thumb's reach.
  const rail = <BoardRail controls={controls} ctx={p.commands.ctx} phone={phone} live={phone ? undefined : p.live} />;
  return (
    // The site's frame holds the one <main> (Layout.tsx): the board is its content, not a second main.
    <div className={`board-page board-page--${layout}`}>
      <BoardHeader controls={controls} />
      <PlanReturn store={store} />
      <div ref={p.mainRef} className={mainClass(p.fullscreen)}>
        {!phone && rail}
        <BoardCentre p={p} rail={rail} phone={phone} bench={bench} />
        <BoardSide store={store} controls={controls} ctx={p.commands.ctx} teams={p.actions.teams} recorder={p.recorder} saved={p.saved} openVideo={p.video.show} tell={p.message.tell} />
        <BoardDialogs store={store} editor={p.editor} video={p.video} recorder={p.recorder} />
      </div>
      <Announcer announcement={p.announcement} />
      <p className="board-page__hint">
        <Trans>
          Oyuncuyu düzenlemek için üzerine çift tıklayın (dokunmatik ekranlarda çift dokunun). Oyuncular ve top sahanın dışına
          sürüklenemez. Klavye: “Sahaya geç” ile sahaya gelin, ] ve [ ile parçalar arasında gezinin, ok tuşlarıyla taşıyın; araç tuşları
          düğmelerin ipuçlarında yazar.
        </Trans>
      </p>
    </div>
  );
}
