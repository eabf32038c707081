import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  applyPlayerEdit,
  createBoard,
  clearDrawings,
  clearTrails,
  convertLayout,
  resetFormation,
  setFormation,
  setMode,
  setPen,
  setTrails,
  swapColours,
  type PlayerEdit,
} from '@onbir/shared/board/board';
import { BoardCanvas } from './BoardCanvas';
import { StepStrip } from './StepStrip';
import { TextEditor } from './TextEditor';
import { ToolPanel } from './ToolPanel';
import { handleBoardKey } from './tools/keyboard';
import { useBoardActions } from './useBoardActions';
import { usePlayback } from './usePlayback';
import { VideoExportModal } from './video/VideoExportModal';
import { BoardStore, useBoardControls } from './boardStore';
import { BoardToolbar, type ToolbarActions } from './BoardToolbar';
import { EditPlayerModal } from './EditPlayerModal';
import { exportPng } from './exportPng';
import { openingBoard } from './initialBoard';
import { deleteSavedBoard, listSavedBoards, loadSavedBoard, saveBoard, type SavedBoard } from './savedBoards';
import { SavedBoardsPanel } from './SavedBoardsPanel';
import { shareUrl } from './shareLink';
import { useRecorder } from './useRecorder';
import { useViewportLayout } from './useViewportLayout';
import { VideoPreviewModal } from './VideoPreviewModal';
import { useAfterFirstFrame } from '../../lib/useAfterFirstFrame';
import './board.css';

function isTyping(target: EventTarget | null) {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function TacticsBoardPage() {
  const layout = useViewportLayout();
  const [store] = useState(() => new BoardStore(createBoard(layout)));
  const controls = useBoardControls(store);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const recorder = useRecorder(canvasRef, controls.formation);
  const [editingId, setEditingId] = useState<number | null>(null);
  // Read in the browser once the page is in (a prerendered page has none, and its hydration must match).
  const [saved, setSaved] = useState<SavedBoard[]>([]);
  useLayoutEffect(() => setSaved(listSavedBoards()), []);
  const [shareLink, setShareLink] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [videoOpen, setVideoOpen] = useState(false);
  // The pitch and its spec controls come first; the drawing tools, steps and saved boards render
  // right after the first frame, so a phone on a slow connection gets a usable board sooner.
  const rest = useAfterFirstFrame();
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
  const playback = usePlayback(store);
  const boardActions = useBoardActions(store, announce);

  useEffect(() => store.setLayout(layout), [store, layout]);

  // A share link in the hash, or the builder's eleven, replaces the starting board once it is read.
  useEffect(() => {
    let cancelled = false;
    void openingBoard(window.location.search, window.location.hash, layout).then((board) => {
      if (board && !cancelled) store.reset(board);
    });
    return () => {
      cancelled = true;
    };
    // Only the address the page was opened with counts; later viewport changes convert the board instead.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);

  const recording = recorder.state === 'recording';
  const { start: startRecording, stop: stopRecording, download: downloadVideo } = recorder;
  const actions: ToolbarActions = useMemo(
    () => ({
      setMode: (mode) => store.apply((b) => (b.mode === mode ? b : setMode(b, mode))),
      setFormation: (f) => store.apply((b) => setFormation(b, f)),
      reset: () => store.apply(resetFormation),
      toggleTrails: () => store.applySetting((b) => setTrails(b, !b.trailsOn)),
      clearTrails: () => store.apply(clearTrails),
      swapColours: () => store.apply(swapColours),
      downloadPng: () => void exportPng(canvasRef.current, store.board.formation, recording),
      togglePen: () => {
        store.applySetting((b) => setPen(b, !b.penOn));
        store.setUi({ tool: 'select', selected: null });
      },
      clearDrawings: () => store.apply(clearDrawings),
      startRecording,
      stopRecording,
      downloadVideo,
      undo: () => store.undo(),
      redo: () => store.redo(),
    }),
    [store, recording, startRecording, stopRecording, downloadVideo],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTyping(e.target) || editingId !== null || store.ui.playT !== null) return;
      // Delete removes the selected object wherever the focus is (the pitch handles its own keys first).
      if ((e.key === 'Delete' || e.key === 'Backspace') && store.ui.selected !== null) {
        boardActions.tools.remove();
        e.preventDefault();
        return;
      }
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLocaleLowerCase('en');
      if (key === 'z' && !e.shiftKey) store.undo();
      else if ((key === 'z' && e.shiftKey) || key === 'y') store.redo();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, editingId, boardActions]);

  const editing = editingId === null ? null : store.board.players.find((p) => p.id === editingId) ?? null;
  const textObject = controls.editingText === null ? undefined : store.board.objects.find((o) => o.id === controls.editingText);
  const closeEdit = useCallback(() => setEditingId(null), []);
  const saveEdit = (edit: PlayerEdit) => {
    if (editingId !== null) store.apply((b) => applyPlayerEdit(b, editingId, edit));
    setEditingId(null);
  };

  const share = async () => {
    const url = await shareUrl(store.board);
    setShareLink(url);
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Clipboard may be refused (no permission, insecure origin): the link stays visible to copy by hand.
    }
  };

  const load = (s: SavedBoard) => {
    void loadSavedBoard(s).then((board) => board && store.apply(() => convertLayout(board, layout)));
  };

  return (
    <main className={`board-page board-page--${layout}`}>
      <header className="board-page__header">
        <h1 className="board-page__title">Taktik Tahtası ({controls.formation})</h1>
        <p className="board-page__subtitle">{controls.mode === 22 ? '22 oyuncu · iki takım' : '11 oyuncu'}</p>
      </header>
      <BoardToolbar controls={controls} recorder={recorder.state} actions={actions} disabled={controls.playMode} onVideo={() => setVideoOpen(true)} />
      {rest && <ToolPanel controls={controls} actions={boardActions.tools} disabled={controls.playMode} />}
      <div className={`board-stage${recording ? ' board-stage--recording' : ''}${controls.playMode ? ' board-stage--playing' : ''}`}>
        {recording && <span className="board-stage__rec">● Kayıt</span>}
        {controls.playMode && <span className="board-stage__rec board-stage__play">▶ Oynatma</span>}
        <BoardCanvas
          store={store}
          canvasRef={canvasRef}
          recording={recording}
          onEditPlayer={setEditingId}
          onKeyDown={(e) => handleBoardKey(store, e, { announce, editPlayer: setEditingId, togglePlay: playback.toggle })}
        >
          {textObject?.kind === 'text' && <TextEditor key={textObject.id} store={store} object={textObject} canvas={canvasRef.current} />}
        </BoardCanvas>
      </div>
      {rest && <StepStrip store={store} controls={controls} actions={boardActions.steps} playback={playback} />}
      <p id="board-announcer" className="board-sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      <p className="board-page__hint">
        Oyuncuyu düzenlemek için üzerine çift tıklayın (dokunmatik ekranlarda çift dokunun). Oyuncular ve top sahanın dışına
        sürüklenemez. Klavye: sahaya Tab ile girin, ] ve [ ile parçalar arasında gezinin, ok tuşlarıyla taşıyın.
      </p>
      {rest && (
        <SavedBoardsPanel
          saved={saved}
          onSave={(name) => void saveBoard(name, store.board).then(setSaved)}
          onLoad={load}
          onDelete={(name) => setSaved(deleteSavedBoard(name))}
          onShare={() => void share()}
          shareLink={shareLink}
        />
      )}
      {editing && <EditPlayerModal key={editing.id} player={editing} onSave={saveEdit} onCancel={closeEdit} />}
      {videoOpen && <VideoExportModal board={store.board} onClose={() => setVideoOpen(false)} />}
      {recorder.previewOpen && recorder.videoUrl && (
        <VideoPreviewModal url={recorder.videoUrl} onClose={recorder.closePreview} onDownload={recorder.download} />
      )}
    </main>
  );
}
