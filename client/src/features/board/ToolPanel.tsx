import { memo } from 'react';
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

const VIEW_LABELS: Record<PitchView, string> = { full: 'Tam saha', half: 'Hücum yarı sahası', training: 'Antrenman alanı' };

/** One option of the current tool: a pressed button per choice. */
function Options<T extends string>({ label, labels, current, onPick }: { label: string; labels: Record<T, string>; current: T; onPick(v: T): void }) {
  return (
    <Group label={label}>
      {(Object.keys(labels) as T[]).map((v) => (
        <Toggle key={v} className="btn--small" pressed={v === current} onClick={() => onPick(v)}>
          {labels[v]}
        </Toggle>
      ))}
    </Group>
  );
}

/** The drawing tools' options (colour, kind), the selected object's actions. */
export const ToolPanel = memo(function ToolPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: ToolActions; disabled: boolean }) {
  const tool = c.penOn ? null : c.tool;
  return (
    <Section title="Çizim">
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label="Renk">
          {PALETTE.map((colour) => (
            <button
              key={colour}
              type="button"
              className="board-swatch"
              style={{ background: colour }}
              aria-label={COLOUR_LABELS[colour]}
              title={COLOUR_LABELS[colour]}
              aria-pressed={c.colour === colour}
              onClick={() => a.setUi({ colour })}
            />
          ))}
        </Group>
        {tool === 'arrow' && <Options label="Ok türü" labels={ARROW_LABELS} current={c.arrowStyle} onPick={(arrowStyle) => a.setUi({ arrowStyle })} />}
        {tool === 'zone' && <Options label="Alan şekli" labels={ZONE_LABELS} current={c.zoneShape} onPick={(zoneShape) => a.setUi({ zoneShape })} />}
        {tool === 'text' && <Options label="Yazı boyutu" labels={TEXT_LABELS} current={c.textSize} onPick={(textSize) => a.setUi({ textSize })} />}
        {tool === 'equipment' && <Options label="Ekipman" labels={EQUIPMENT_LABELS} current={c.equipment} onPick={(equipment) => a.setUi({ equipment })} />}
        {c.selectedKind && (
          <Group label="Seçili nesne">
            <button type="button" className="btn btn--small" onClick={a.bringToFront}>
              Öne Getir
            </button>
            <button type="button" className="btn btn--small" onClick={a.duplicate}>
              Çoğalt
            </button>
            {c.selectedKind === 'equipment' && (
              <>
                <button type="button" className="btn btn--small" onClick={() => a.rotate(-15)} aria-label="Sola döndür">
                  ⟲ 15°
                </button>
                <button type="button" className="btn btn--small" onClick={() => a.rotate(15)} aria-label="Sağa döndür">
                  ⟳ 15°
                </button>
              </>
            )}
            <button type="button" className="btn btn--small btn--danger" onClick={a.remove} title="Delete">
              Nesneyi Sil
            </button>
          </Group>
        )}
        <Group label="İz ve çizimler">
          <Toggle className="btn--small" pressed={c.trailsOn} onClick={a.toggleTrails}>
            İzler
          </Toggle>
          <button type="button" className="btn btn--small" onClick={a.clearTrails} disabled={!c.hasTrails}>
            İzleri Temizle
          </button>
          {c.hasDrawings && (
            <button type="button" className="btn btn--small" onClick={a.clearDrawings}>
              Çizimleri Temizle
            </button>
          )}
        </Group>
      </fieldset>
    </Section>
  );
});

/** The pitch's look: whole pitch, attacking half or training area, stripes, measurements. */
export const PitchPanel = memo(function PitchPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: ToolActions; disabled: boolean }) {
  return (
    <Section title="Saha">
      <fieldset className="board-fieldset" disabled={disabled}>
        <Group label="Görünüm">
          {PITCH_VIEWS.map((v) => (
            <Toggle key={v} className="btn--small" pressed={c.view === v} onClick={() => a.setView(v)}>
              {VIEW_LABELS[v]}
            </Toggle>
          ))}
        </Group>
        <Group label="Ayarlar">
          <Toggle className="btn--small" pressed={c.stripes} onClick={a.toggleStripes}>
            Çizgili çim
          </Toggle>
          <Toggle className="btn--small" pressed={c.measure} onClick={a.toggleMeasure}>
            Ölçümler
          </Toggle>
        </Group>
      </fieldset>
    </Section>
  );
});
