import { memo } from 'react';
import { PALETTE } from '@onbir/shared/board/objects';
import { PITCH_VIEWS, type PitchView } from '@onbir/shared/board/pitch';
import type { BoardControls } from './boardStore';
import { Group as Row } from './BoardToolbar';
import { ARROW_LABELS, COLOUR_LABELS, EQUIPMENT_LABELS, TEXT_LABELS, TOOL_LABELS, ZONE_LABELS, type BoardUi, type Tool } from './tools/ui';

export interface ToolActions {
  setTool(tool: Tool): void;
  setUi(patch: Partial<BoardUi>): void;
  bringToFront(): void;
  duplicate(): void;
  remove(): void;
  rotate(by: number): void;
  setView(view: PitchView): void;
  toggleStripes(): void;
  toggleMeasure(): void;
}

const VIEW_LABELS: Record<PitchView, string> = { full: 'Tam saha', half: 'Hücum yarı sahası', training: 'Antrenman alanı' };

function Choice<T extends string>({ value, current, label, onPick }: { value: T; current: T; label: string; onPick(v: T): void }) {
  return (
    <button type="button" className="btn btn--toggle btn--small" aria-pressed={value === current} onClick={() => onPick(value)}>
      {label}
    </button>
  );
}

/** One option of the current tool: a pressed button per choice. */
function Options<T extends string>({ label, labels, current, onPick }: { label: string; labels: Record<T, string>; current: T; onPick(v: T): void }) {
  return (
    <Row label={label}>
      {(Object.keys(labels) as T[]).map((v) => (
        <Choice key={v} value={v} current={current} label={labels[v]} onPick={onPick} />
      ))}
    </Row>
  );
}

/** The drawing tools beside the pen, their options, the selected object's actions and the pitch's look. */
export const ToolPanel = memo(function ToolPanel({ controls: c, actions: a, disabled }: { controls: BoardControls; actions: ToolActions; disabled: boolean }) {
  const tool = c.penOn ? null : c.tool;
  return (
    <fieldset className="board-tools" disabled={disabled} aria-label="Çizim araçları">
      <Row label="Araç">
        {(Object.keys(TOOL_LABELS) as Tool[]).map((t) => (
          <button key={t} type="button" className="btn btn--toggle" aria-pressed={tool === t} onClick={() => a.setTool(t)}>
            {TOOL_LABELS[t]}
          </button>
        ))}
      </Row>
      <Row label="Renk">
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
      </Row>
      {tool === 'arrow' && <Options label="Ok türü" labels={ARROW_LABELS} current={c.arrowStyle} onPick={(arrowStyle) => a.setUi({ arrowStyle })} />}
      {tool === 'zone' && <Options label="Alan şekli" labels={ZONE_LABELS} current={c.zoneShape} onPick={(zoneShape) => a.setUi({ zoneShape })} />}
      {tool === 'text' && <Options label="Yazı boyutu" labels={TEXT_LABELS} current={c.textSize} onPick={(textSize) => a.setUi({ textSize })} />}
      {tool === 'equipment' && <Options label="Ekipman" labels={EQUIPMENT_LABELS} current={c.equipment} onPick={(equipment) => a.setUi({ equipment })} />}
      {c.selectedKind && (
        <Row label="Seçili nesne">
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
          <button type="button" className="btn btn--small btn--danger" onClick={a.remove}>
            Nesneyi Sil
          </button>
        </Row>
      )}
      <Row label="Saha">
        {PITCH_VIEWS.map((v) => (
          <Choice key={v} value={v} current={c.view} label={VIEW_LABELS[v]} onPick={a.setView} />
        ))}
        <button type="button" className="btn btn--toggle btn--small" aria-pressed={c.stripes} onClick={a.toggleStripes}>
          Çizgili çim
        </button>
        <button type="button" className="btn btn--toggle btn--small" aria-pressed={c.measure} onClick={a.toggleMeasure}>
          Ölçümler
        </button>
      </Row>
    </fieldset>
  );
});
