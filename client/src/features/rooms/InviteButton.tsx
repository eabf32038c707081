import { Trans, useLingui } from '@lingui/react/macro';

/** "Davet bağlantısını kopyala": the room's own address, which shows a stranger the room and a join button. */
export function InviteButton({ roomId, onDone }: { roomId: string; onDone: (text: string, tone: 'status' | 'error') => void }) {
  const { t } = useLingui();
  const copy = async () => {
    const link = `${window.location.origin}/room/${roomId}`;
    try {
      await navigator.clipboard.writeText(link);
      onDone(t`Davet bağlantısı kopyalandı.`, 'status');
    } catch {
      onDone(t`Bağlantı kopyalanamadı; elle kopyalayın: ${link}`, 'error');
    }
  };
  return (
    <button type="button" className="rm-btn rm-btn-outline" onClick={() => void copy()}>
      <Trans>Davet bağlantısını kopyala</Trans>
    </button>
  );
}
