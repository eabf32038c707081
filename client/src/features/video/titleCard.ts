/**
 * The export's title card: the analysis' title on a dark band across the picture's lower third, over the
 * first seconds of the clip (exportPlan.ts's `titleOpacity`), so the clip keeps its length and its sound.
 */
export function drawTitle(ctx: CanvasRenderingContext2D, w: number, h: number, title: string, opacity: number) {
  if (opacity <= 0 || !title.trim()) return;
  ctx.save();
  ctx.globalAlpha = opacity;
  const band = { y: h * 0.64, h: h * 0.16 };
  ctx.fillStyle = 'rgba(0, 0, 0, 0.7)';
  ctx.fillRect(0, band.y, w, band.h);
  // As large as the band allows, smaller when a long title would run past the picture's sides.
  let size = band.h * 0.5;
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  const width = ctx.measureText(title).width;
  if (width > w * 0.9) size *= (w * 0.9) / width;
  ctx.font = `700 ${size}px system-ui, sans-serif`;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(title, w / 2, band.y + band.h / 2);
  ctx.restore();
}
