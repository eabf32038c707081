import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { applyPlayerEdit, convertLayout, createBoard, type PlayerEdit } from '@onbir/shared/board/board';
import { formatName } from '@onbir/shared/board/formats';
import { teamPlayers } from '@onbir/shared/board/model';
import { minPlayers } from '@onbir/shared/board/teams';
import { boardMessages } from '@onbir/shared/messages/board';
import { Announcer } from './Announcer';
import { BoardCanvas } from './BoardCanvas';
import { BoardMessage, useBoardMessage } from './BoardMessage';
import { BoardRail } from './BoardRail';
import { BoardStore, useBoardControls } from './boardStore';
import { EditPlayerModal } from './EditPlayerModal';
import { ExportPanel } from './ExportPanel';
import { exportPng } from './exportPng';
import { openingBoard } from './initialBoard';
import { deleteSavedBoard, listSavedBoards, loadSavedBoard, saveBoard, type SavedBoard } from './savedBoards';
import { SavedBoardsPanel } from './SavedBoardsPanel';
import { shareUrl } from './shareLink';
import { StepStrip } from './StepStrip';
import { TeamPanel } from './TeamPanel';
import { TextEditor } from './TextEditor';
import { PitchPanel, ToolPanel } from './ToolPanel';
import { redoneText, undoneText } from './historyText';
import { handleBoardKey } from './tools/keyboard';
import { useBoardActions } from './useBoardActions';
import { useBoardKeys } from './useBoardKeys';
import { useFullscreen } from './useFullscreen';
import { usePlayback } from './usePlayback';
import { useRecorder } from './useRecorder';
import { useViewportLayout } from './useViewportLayout';
import { VideoExportModal } from './video/VideoExportModal';
import { VideoPreviewModal } from './VideoPreviewModal';
import { AfterFirstFrame } from '../../lib/useAfterFirstFrame';
import { LiveEntry } from '../presenter/LiveEntry';
import { PlanReturn } from '../plans/PlanReturn';
import './board.css';

export function TacticsBoardPage() {
  const { t } = useLingui();
  const layout = useViewportLayout();
  const [store] = useState(() => new BoardStore(createBoard(layout)));
  const controls = useBoardControls(store);
  const bench = useSyncExternalStore(store.subscribe, () => store.board.bench, () => store.board.bench);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const mainRef = useRef<HTMLDivElement>(null);
  const centreRef = useRef<HTMLDivElement>(null);
  const { message, tell, close: closeMessage } = useBoardMessage();
  const recorder = useRecorder(canvasRef, controls.formation, tell);
  const [editingId, setEditingId] = useState<number | null>(null);
  // Read in the browser once the page is in (a prerendered page has none, and its hydration must match).
  const [saved, setSaved] = useState<SavedBoard[]>([]);
  useLayoutEffect(() => {
    // None saved (a first visit): no second render of the page in the frame that hydrates it.
    const list = listSavedBoards();
    if (list.length) setSaved(list);
  }, []);
  const [share, setShare] = useState<{ url: string; copied: boolean } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [videoOpen, setVideoOpen] = useState(false);
  useEffect(() => {
    // Once the board is up, fetch the code it loads on demand, so links, saves and the video also work
    // offline (the service worker keeps what is fetched) and start at once.
    const warm = setTimeout(() => {
      void import('@onbir/shared/board/serialize');
      void import('./video/exportAnimation');
    }, 3000);
    return () => clearTimeout(warm);
  }, []);
  // The same text twice in a row must be read out again: a zero-width space tells the two apart.
  const announce = useCallback((text: string) => setAnnouncement((old) => (old.replace(/\u200b$/, '') === text ? `${text}\u200b` : text)), []);
  const playback = usePlayback(store, announce);
  const actions = useBoardActions(store, announce);
  const fullscreen = useFullscreen(mainRef, tell);
  const phone = layout === 'mobile';

  useEffect(() => store.setLayout(layout), [store, layout]);
  // A phone turned on its side: the pitch takes the screen's height under the site's header, so it is
  // brought into view.
  useEffect(() => {
    if (layout === 'compact') centreRef.current?.scrollIntoView({ block: 'start' });
  }, [layout]);

  // A share link in the hash, or the builder's eleven, replaces the starting board once it is read.
  useEffect(() => {
    let cancelled = false;
    void openingBoard(window.location.search, window.location.hash, layout).then((opened) => {
      if (cancelled) return;
      if (opened === 'broken') tell(boardMessages.LINK_BROKEN);
      else if (opened) store.reset(opened);
    });
    return () => {
      cancelled = true;
    };
    // Only the address the page was opened with counts; later viewport changes convert the board instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const recording = recorder.state === 'recording';
  const editPlayer = useCallback(
    (id: number) => {
      // The piece keeps the keyboard's focus ring, and the focus comes back to it when the editor closes.
      store.setUi({ focus: { kind: 'player', id } });
      setEditingId(id);
    },
    [store],
  );
  // Undo and redo change the board without a word on screen: the live region says what they changed.
  const undo = useCallback(() => announce(undoneText(store.undo())), [store, announce]);
  const redo = useCallback(() => announce(redoneText(store.redo())), [store, announce]);
  const keys = useMemo(
    () => ({
      tools: actions.tools,
      undo,
      redo,
      removeSelected: actions.tools.remove,
      exitPlayback: playback.exit,
      toggleFullscreen: fullscreen.toggle,
      dialogOpen: editingId !== null || videoOpen || recorder.previewOpen,
    }),
    [actions, undo, redo, playback.exit, fullscreen.toggle, editingId, videoOpen, recorder.previewOpen],
  );
  useBoardKeys(store, keys);

  const editing = editingId === null ? null : (store.board.players.find((p) => p.id === editingId) ?? null);
  const textObject = controls.editingText === null ? undefined : store.board.objects.find((o) => o.id === controls.editingText);
  const closeEdit = useCallback(() => setEditingId(null), []);
  const saveEdit = (edit: PlayerEdit) => {
    if (editingId !== null) store.apply((b) => applyPlayerEdit(b, editingId, edit));
    setEditingId(null);
  };
  const canRemove = editing !== null && teamPlayers(store.board, editing.team).length > minPlayers(editing.team);
  const removeEditing = () => {
    if (editingId === null) return;
    actions.teams.removePlayer(editingId);
    store.setUi({ focus: null });
    announce(t`Oyuncu sahadan çıkarıldı.`);
    setEditingId(null);
  };

  const shareLink = async () => {
    const url = await shareUrl(store.board);
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // Clipboard may be refused (no permission, insecure origin): the link stays visible to copy by hand.
    }
    setShare({ url, copied });
  };

  const load = (s: SavedBoard) => {
    void loadSavedBoard(s).then((board) => {
      if (board) store.apply(() => convertLayout(board, layout));
      else tell(boardMessages.SAVED_BROKEN);
    });
  };

  const live = useMemo(() => <LiveEntry store={store} playback={playback} canvasRef={canvasRef} tell={tell} />, [store, playback, tell]);
  const n = controls.counts.A + controls.counts.B + controls.counts.C;
  const formation = controls.formation;
  const benchNames = bench?.join(', ');
  const format = formatName(controls.format);
  // Beside the pitch on a laptop; on a phone a bar right under it, within the thumb's reach.
  const rail = (
    <BoardRail
      controls={controls}
      tools={actions.tools}
      disabled={controls.playMode}
      undo={undo}
      redo={redo}
      fullscreen={fullscreen.on}
      toggleFullscreen={fullscreen.toggle}
      phone={phone}
      steps={actions.steps}
      playback={playback}
      live={phone ? undefined : live}
    />
  );
  return (
    // The site's frame holds the one <main> (Layout.tsx): the board is its content, not a second main.
    <div className={`board-page board-page--${layout}`}>
      <header className="board-page__header">
        <h1 className="board-page__title">
          <Trans>Taktik Tahtası ({formation})</Trans>
        </h1>
        <p className="board-page__subtitle">
          {controls.counts.C > 0 ? <Trans>{format} · {n} oyuncu · yelekli takım</Trans> : <Trans>{format} · {n} oyuncu</Trans>}
        </p>
      </header>
      <PlanReturn store={store} />
      <div ref={mainRef} className={`board-main${fullscreen.on ? ' board-main--fullscreen' : ''}${fullscreen.filled ? ' board-main--filled' : ''}`}>
        {!phone && rail}
        <div ref={centreRef} className="board-centre">
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
            <BoardCanvas
              store={store}
              canvasRef={canvasRef}
              recording={recording}
              tell={tell}
              onEditPlayer={editPlayer}
              onKeyDown={(e) => handleBoardKey(store, e, { announce, editPlayer, togglePlay: playback.toggle, exitPlayback: playback.exit, setTool: actions.tools.setTool })}
            >
              {textObject?.kind === 'text' && <TextEditor key={textObject.id} store={store} object={textObject} canvas={canvasRef.current} />}
            </BoardCanvas>
            <BoardMessage text={message} onClose={closeMessage} />
          </div>
          {phone && (
            <div className="board-bar">
              {rail}
            </div>
          )}
          {/* On a phone the live session's controls sit under the thumb bar, which stays as low as it was. */}
          {phone && <div className="board-rail__row board-live-row">{live}</div>}
          <div className="board-below">
            {bench?.length ? (
              // The builder's substitutes came along with the eleven.
              <p className="board-page__bench" data-testid="board-bench">
                <Trans>
                  <strong>Yedekler:</strong> {benchNames}
                </Trans>
              </p>
            ) : null}
            {/* The pitch and its tools come first; the panels render right after the first frame, so a phone
                on a slow connection gets a usable board sooner. */}
            <AfterFirstFrame>
              <StepStrip store={store} controls={controls} actions={actions.steps} playback={playback} />
            </AfterFirstFrame>
          </div>
        </div>
        <aside className="board-side" aria-label={t`Tahta ayarları`}>
          <TeamPanel controls={controls} actions={actions.teams} disabled={controls.playMode} />
          <AfterFirstFrame>
              <ToolPanel controls={controls} actions={actions.tools} disabled={controls.playMode} />
              <PitchPanel controls={controls} actions={actions.tools} disabled={controls.playMode} />
              <ExportPanel
                recorder={recorder.state}
                hasRecording={recorder.hasVideo}
                downloadPng={() => void exportPng(store.board, recording, tell)}
                startRecording={recorder.start}
                stopRecording={recorder.stop}
                downloadRecording={recorder.download}
                openVideo={() => setVideoOpen(true)}
              />
              <SavedBoardsPanel
                saved={saved}
                onSave={(name) => void saveBoard(name, store.board).then(setSaved)}
                onLoad={load}
                onDelete={(name) => setSaved(deleteSavedBoard(name))}
                onShare={() => void shareLink()}
                share={share}
              />
          </AfterFirstFrame>
        </aside>
        {editing && <EditPlayerModal key={editing.id} player={editing} onSave={saveEdit} onCancel={closeEdit} onRemove={canRemove ? removeEditing : undefined} />}
        {videoOpen && <VideoExportModal board={store.board} onClose={() => setVideoOpen(false)} />}
        {recorder.previewOpen && recorder.videoUrl && <VideoPreviewModal url={recorder.videoUrl} onClose={recorder.closePreview} onDownload={recorder.download} />}
      </div>
      <Announcer text={announcement} />
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
