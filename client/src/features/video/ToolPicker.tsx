import { Trans, useLingui } from '@lingui/react/macro';
import type { VideoTool } from '@onbir/shared/video/gesture';

interface Props {
  tool: VideoTool;
  onTool(tool: VideoTool): void;
  /** A label's words, typed before the tap that places it. */
  label: string;
  onLabel(label: string): void;
}

/** The drawing tools, one pressed at a time (buttons, so Tab and Enter reach each), and the label's words. */
export function ToolPicker({ tool, onTool, label, onLabel }: Props) {
  const { t } = useLingui();
  const names: Record<VideoTool, string> = {
    arrow: t`Ok`,
    curve: t`Kavisli koşu`,
    line: t`Çizgi`,
    zone: t`Alan`,
    pen: t`Serbest çizim`,
    text: t`Yazı`,
    equipment: t`İşaret`,
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
          <input type="text" maxLength={200} value={label} onChange={(e) => onLabel(e.target.value)} placeholder={t`ör. Boşluğa koş!`} />
        </label>
      )}
    </div>
  );
}
