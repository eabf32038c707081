import type { Equipment } from '@onbir/shared/board/objects';

/**
 * One piece of training equipment as the board draws it, centred on the context's origin (the caller has
 * moved and turned it there): `w` and `h` are its half width and half height in pixels. The tactics board
 * and the video analysis draw the same pictures, so a cone reads as a cone on the pitch and on footage.
 */
export function drawEquipmentPicture(ctx: CanvasRenderingContext2D, item: Equipment, colour: string, w: number, h: number) {
  ctx.lineWidth = Math.max(1.5, Math.min(w, h) * 0.18);
  ctx.strokeStyle = '#1b1b1b';
  ctx.fillStyle = colour;
  ctx.beginPath();
  switch (item) {
    case 'cone':
      ctx.moveTo(0, -h);
      ctx.lineTo(w, h);
      ctx.lineTo(-w, h);
      ctx.closePath();
      break;
    case 'pole':
      ctx.arc(0, 0, w, 0, Math.PI * 2);
      break;
    case 'goal':
      // The frame, with the net as two white strings along it.
      ctx.rect(-w, -h, w * 2, h * 2);
      ctx.fill();
      ctx.stroke();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (const x of [-w / 2, w / 2]) {
        ctx.moveTo(x, -h);
        ctx.lineTo(x, h);
      }
      ctx.stroke();
      return;
    case 'mannequin':
      ctx.roundRect(-w, -h * 0.4, w * 2, h * 1.4, w * 0.5);
      ctx.fill();
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(0, -h * 0.7, w * 0.55, 0, Math.PI * 2);
      break;
    case 'ball':
      ctx.fillStyle = '#ffffff';
      ctx.arc(0, 0, w, 0, Math.PI * 2);
      break;
  }
  ctx.fill();
  ctx.stroke();
}
