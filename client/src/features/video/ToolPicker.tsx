import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { EQUIPMENT } from '@onbir/shared/board/objects';
import { VIDEO_ZONES, type ToolOptions, type VideoTool } from '@onbir/shared/video/gesture';
import { EQUIPMENT_LABELS, ZONE_LABELS } from '../boardCore';

interface Props {
  tool: VideoTool;
  onTool(tool: VideoTool): void;
  /** A label's words (typed before the tap that places it), a zone's shape, the equipment a tap places. */
  options: ToolOptions;
  onOptions(options: ToolOptions): void;
}

/** The drawing tools, one pressed at a time (buttons, so Tab and Enter reach each), and the chosen tool's options. */
export function ToolPicker({ tool, onTool, options, onOptions }: Props) {
  const { t } = useLingui();
  const names: Record<VideoTool, string> = {
    arrow: t`Ok`,
    curve: t`Kavisli koşu`,
    line: t`Çizgi`,
    zone: t`Alan`,
    pen: t`Serbest çizim`,
    text: t`Yazı`,
    equipment: t`Ekipman`,
    magnifier: t`Büyüteç`,
    spotlight: t`Halka`,
  };
  return (
    <div className="video-toolpicker">
      <div className="video-toolset" role="group" aria-label={t`Çizim aracı`}>
        {(Object.keys(names) as VideoTool[]).map((k) => (
          <button key={k} type="button" className="tool-btn tool-btn--small" aria-pressed={k === tool} onClick={() => onTool(k)}>
            {names[k]}
          </button>
        ))}
      </div>
      {tool === 'text' && (
        <label className="video-label-field">
          <Trans>Yazı</Trans>
          <input type="text" maxLength={200} value={options.text} onChange={(e) => onOptions({ ...options, text: e.target.value })} placeholder={t`ör. Boşluğa koş!`} />
        </label>
      )}
      {tool === 'zone' && <Choice label={t`Alan şekli`} values={VIDEO_ZONES} labels={ZONE_LABELS} current={options.zone} onPick={(zone) => onOptions({ ...options, zone })} />}
      {tool === 'equipment' && <Choice label={t`Ekipman türü`} values={EQUIPMENT} labels={EQUIPMENT_LABELS} current={options.item} onPick={(item) => onOptions({ ...options, item })} />}
    </div>
  );
}

/** One of a few, as the board offers them: a group of buttons, the chosen one pressed. */
function Choice<T extends string>({ label, values, labels, current, onPick }: { label: string; values: readonly T[]; labels: Record<T, MessageDescriptor>; current: T; onPick(v: T): void }) {
  const { i18n } = useLingui();
  return (
    <div className="video-toolset" role="group" aria-label={label}>
      {values.map((v) => (
        <button key={v} type="button" className="tool-btn tool-btn--small" aria-pressed={v === current} onClick={() => onPick(v)}>
          {i18n._(labels[v])}
        </button>
      ))}
    </div>
  );
}
