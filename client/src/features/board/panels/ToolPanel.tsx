import { memo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { PALETTE } from '@onbir/shared/board/objects';
import { PITCH_VIEWS } from '@onbir/shared/board/pitch';
import { type BoardControls, ARROW_LABELS, COLOUR_LABELS, EQUIPMENT_LABELS, TEXT_LABELS, ZONE_LABELS } from '../../boardCore';
import { CommandButton } from '../commands/CommandButton';
import type { CommandContext } from '../commands/types';
import { Group, Section, Toggle } from './controls';

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

const small = 'btn btn--small';
const toggle = 'btn btn--toggle btn--small';

/** The selected object's actions. */
function SelectedObject({ c, ctx }: { c: BoardControls; ctx: CommandContext }) {
  const { t } = useLingui();
  return (
    <Group label={t`Seçili nesne`}>
      <CommandButton ctx={ctx} id="object.front" className={small} />
      <CommandButton ctx={ctx} id="object.duplicate" className={small} />
      {c.selectedKind === 'equipment' && (
        <>
          <CommandButton ctx={ctx} id="object.rotateLeft" className={small}>
            ⟲ 15°
          </CommandButton>
          <CommandButton ctx={ctx} id="object.rotateRight" className={small}>
            ⟳ 15°
          </CommandButton>
        </>
      )}
      <CommandButton ctx={ctx} id="object.delete" className={`${small} btn--danger`} />
    </Group>
  );
}

/** The drawing tools' options (colour, kind), the selected object's actions. */
export const ToolPanel = memo(function ToolPanel({ controls: c, ctx, disabled }: { controls: BoardControls; ctx: CommandContext; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const tool = c.penOn ? null : c.tool;
  const setUi = ctx.store.setUi.bind(ctx.store);
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
              onClick={() => setUi({ colour })}
            />
          ))}
        </Group>
        {tool === 'arrow' && <Options label={t`Ok türü`} labels={ARROW_LABELS} current={c.arrowStyle} onPick={(arrowStyle) => setUi({ arrowStyle })} />}
        {tool === 'zone' && <Options label={t`Alan şekli`} labels={ZONE_LABELS} current={c.zoneShape} onPick={(zoneShape) => setUi({ zoneShape })} />}
        {tool === 'text' && <Options label={t`Yazı boyutu`} labels={TEXT_LABELS} current={c.textSize} onPick={(textSize) => setUi({ textSize })} />}
        {tool === 'equipment' && <Options label={t`Ekipman`} labels={EQUIPMENT_LABELS} current={c.equipment} onPick={(equipment) => setUi({ equipment })} />}
        {c.selectedKind && <SelectedObject c={c} ctx={ctx} />}
        <Group label={t`İz ve çizimler`}>
          <CommandButton ctx={ctx} id="trails.toggle" className={toggle} />
          <CommandButton ctx={ctx} id="trails.clear" className={small} />
          {c.hasDrawings && <CommandButton ctx={ctx} id="drawings.clear" className={small} />}
        </Group>
      </fieldset>
    </Section>
  );
});

/** The pitch's look: whole pitch, attacking half or training area, stripes, measurements. */
export const PitchPanel = memo(function PitchPanel({ ctx, disabled }: { controls: BoardControls; ctx: CommandContext; disabled: boolean }) {
  const { t } = useLingui();
  return (
    <Section title={t`Saha`}>
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label={t`Görünüm`}>
          {PITCH_VIEWS.map((v) => (
            <CommandButton key={v} ctx={ctx} id={`view.${v}`} className={toggle} />
          ))}
        </Group>
        <Group label={t`Ayarlar`}>
          <CommandButton ctx={ctx} id="pitch.stripes" className={toggle} />
          <CommandButton ctx={ctx} id="pitch.measure" className={toggle} />
        </Group>
      </fieldset>
    </Section>
  );
});
