import { memo } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PALETTE } from '@onbir/shared/board/objects';
import { PITCH_VIEWS, type PitchView } from '@onbir/shared/board/pitch';
import type { BoardControls } from './boardStore';
import { Group, Section, Toggle } from './controls';
import { ARROW_LABELS, COLOUR_LABELS, EQUIPMENT_LABELS, TEXT_LABELS, ZONE_LABELS, type BoardUi, type Tool } from './tools/ui';

export interface ToolActions {
  setTool(tool: Tool): void;
  togglePen(): void;
  setUi(patch: Partial<BoardUi>): void;
  bringToFront(): void;
  duplicate(): void;
  remove(): void;
  rotate(by: number): void;
  setView(view: PitchView): void;
  toggleStripes(): void;
  toggleMeasure(): void;
  toggleTrails(): void;
  clearTrails(): void;
  clearDrawings(): void;
}

const VIEW_LABELS: Record<PitchView, MessageDescriptor> = { full: msg`Tam saha`, half: msg`Hücum yarı sahası`, training: msg`Antrenman alanı` };

/** One option of the current tool: a pressed button per choice. */
function Options<T extends string>({ label, labels, current, onPick }: { label: string; labels: Record<T, MessageDescriptor>; current: T; onPick(v: T): void }) {
  const { i18n } = useLingui();
  return (
    <Group label={label}>
      {(Object.keys(labels) as T[]).map((v) => (
        <Toggle key={v} className="btn--small" pressed={v === current} onClick={() => onPick(v)}>
          {i18n._(labels[v])}
        </Toggle>
      ))}
    </Group>
  );
}

/** The drawing tools' options (colour, kind), the selected object's actions. */
export const ToolPanel = memo(function ToolPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: ToolActions; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const tool = c.penOn ? null : c.tool;
  return (
    <Section title={t`Çizim`}>
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label={t`Renk`}>
          {PALETTE.map((colour) => (
            <button
              key={colour}
              type="button"
              className="board-swatch"
              style={{ background: colour }}
              aria-label={i18n._(COLOUR_LABELS[colour])}
              title={i18n._(COLOUR_LABELS[colour])}
              aria-pressed={c.colour === colour}
              onClick={() => a.setUi({ colour })}
            />
          ))}
        </Group>
        {tool === 'arrow' && <Options label={t`Ok türü`} labels={ARROW_LABELS} current={c.arrowStyle} onPick={(arrowStyle) => a.setUi({ arrowStyle })} />}
        {tool === 'zone' && <Options label={t`Alan şekli`} labels={ZONE_LABELS} current={c.zoneShape} onPick={(zoneShape) => a.setUi({ zoneShape })} />}
        {tool === 'text' && <Options label={t`Yazı boyutu`} labels={TEXT_LABELS} current={c.textSize} onPick={(textSize) => a.setUi({ textSize })} />}
        {tool === 'equipment' && <Options label={t`Ekipman`} labels={EQUIPMENT_LABELS} current={c.equipment} onPick={(equipment) => a.setUi({ equipment })} />}
        {c.selectedKind && (
          <Group label={t`Seçili nesne`}>
            <button type="button" className="btn btn--small" onClick={a.bringToFront}>
              <Trans>Öne Getir</Trans>
            </button>
            <button type="button" className="btn btn--small" onClick={a.duplicate}>
              <Trans>Çoğalt</Trans>
            </button>
            {c.selectedKind === 'equipment' && (
              <>
                <button type="button" className="btn btn--small" onClick={() => a.rotate(-15)} aria-label={t`Sola döndür`}>
                  ⟲ 15°
                </button>
                <button type="button" className="btn btn--small" onClick={() => a.rotate(15)} aria-label={t`Sağa döndür`}>
                  ⟳ 15°
                </button>
              </>
            )}
            <button type="button" className="btn btn--small btn--danger" onClick={a.remove} title={t`Delete`}>
              <Trans>Nesneyi Sil</Trans>
            </button>
          </Group>
        )}
        <Group label={t`İz ve çizimler`}>
          <Toggle className="btn--small" pressed={c.trailsOn} onClick={a.toggleTrails}>
            <Trans>İzler</Trans>
          </Toggle>
          <button type="button" className="btn btn--small" onClick={a.clearTrails} disabled={!c.hasTrails}>
            <Trans>İzleri Temizle</Trans>
          </button>
          {c.hasDrawings && (
            <button type="button" className="btn btn--small" onClick={a.clearDrawings}>
              <Trans>Çizimleri Temizle</Trans>
            </button>
          )}
        </Group>
      </fieldset>
    </Section>
  );
});

/** The pitch's look: whole pitch, attacking half or training area, stripes, measurements. */
export const PitchPanel = memo(function PitchPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: ToolActions; disabled: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <Section title={t`Saha`}>
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label={t`Görünüm`}>
          {PITCH_VIEWS.map((v) => (
            <Toggle key={v} className="btn--small" pressed={c.view === v} onClick={() => a.setView(v)}>
              {i18n._(VIEW_LABELS[v])}
            </Toggle>
          ))}
        </Group>
        <Group label={t`Ayarlar`}>
          <Toggle className="btn--small" pressed={c.stripes} onClick={a.toggleStripes}>
            <Trans>Çizgili çim</Trans>
          </Toggle>
          <Toggle className="btn--small" pressed={c.measure} onClick={a.toggleMeasure}>
            <Trans>Ölçümler</Trans>
          </Toggle>
        </Group>
      </fieldset>
    </Section>
  );
});
