import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { NOTIFICATION_TYPES, type NotificationSettings as Settings, type NotificationType } from '@onbir/shared/notifications/settings';
import { Notice } from './AuthCard';
import { saveNotificationSettings } from './pushApi';
import { currentSubscription, pushSupported, turnOffPush, turnOnPush } from './devicePush';

const LABELS: Record<NotificationType, MessageDescriptor> = {
  yourPick: msg`Draftta sıra bana geldiğinde`,
  pickClockEnding: msg`Seçim süremin bitmesine 10 dakika kala`,
  matchdaySoon: msg`Maç gününden 10 dakika önce`,
  fullTime: msg`Maçım bittiğinde (skorla)`,
  kickedOrPaused: msg`Odadan çıkarıldığımda ya da draft duraklatıldığında`,
};

/**
 * The profile's notifications (docs/notifications.md): a switch per kind, saved at once, and this device's
 * push. The browser is asked for permission only when "Bildirimleri aç" is tapped.
 */
export function NotificationSettings({ initial }: { initial: Settings }) {
  const { t, i18n } = useLingui();
  const [settings, setSettings] = useState(initial);
  const [device, setDevice] = useState<'unknown' | 'on' | 'off'>('unknown');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    currentSubscription().then(
      (sub) => live && setDevice(sub ? 'on' : 'off'),
      () => live && setDevice('off'),
    );
    return () => void (live = false);
  }, []);

  async function toggle(type: NotificationType, on: boolean) {
    const before = settings;
    setSettings({ ...settings, [type]: on });
    try {
      const res = await saveNotificationSettings({ [type]: on });
      setSettings(res.settings);
      setMessage({ ok: true, text: res.message });
    } catch (err) {
      setSettings(before);
      setMessage({ ok: false, text: (err as Error).message });
    }
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  const turnOn = () =>
    run(async () => {
      const res = await turnOnPush();
      if (res.ok) {
        setDevice('on');
        setMessage({ ok: true, text: res.message });
      } else if (res.reason === 'denied') setMessage({ ok: false, text: t`Tarayıcı bildirim izni vermedi. İzni tarayıcının site ayarlarından açabilirsiniz; o zamana kadar bildirimler e-posta ile gelir.` });
      else setMessage({ ok: false, text: t`Bu tarayıcı bildirimleri desteklemiyor; bildirimler e-posta ile gelir.` });
    });
  const turnOff = () =>
    run(async () => {
      const text = await turnOffPush();
      setDevice('off');
      if (text) setMessage({ ok: true, text });
    });

  return (
    <section className="profile-section" aria-labelledby="notifications-title">
      <h2 id="notifications-title"><Trans>Bildirimler</Trans></h2>
      <p className="hint"><Trans>Bildirimleri açtığınız cihazlara anında gelir; hiçbir cihazda açık değilse e-posta ile gelir.</Trans></p>
      <fieldset className="profile-switches">
        <legend><Trans>Bana haber ver</Trans></legend>
        {NOTIFICATION_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" name={type} checked={settings[type]} onChange={(e) => void toggle(type, e.target.checked)} />
            <span>{i18n._(LABELS[type])}</span>
          </label>
        ))}
      </fieldset>
      <div>
        {device === 'on' ? (
          <button type="button" className="btn btn-outline" onClick={() => void turnOff()} disabled={busy}>
            <Trans>Bu cihazda bildirimleri kapat</Trans>
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => void turnOn()} disabled={busy || (device === 'unknown' && pushSupported())}>
            <Trans>Bildirimleri aç</Trans>
          </button>
        )}
      </div>
      {message && <Notice kind={message.ok ? 'success' : 'error'}>{message.text}</Notice>}
    </section>
  );
}
